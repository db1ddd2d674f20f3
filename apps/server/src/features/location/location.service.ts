/**
 * Place search behind a geocoder interface: the offline gazetteer today, an external service later.
 */
import type { CityHit } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { AppError } from "../../errors.ts";

export interface GeocoderHit extends CityHit {
  population?: number;
  country?: string;
}

export interface Geocoder {
  search(query: string, lang: Lang, limit?: number): Promise<GeocoderHit[]>;
  byId(id: number, lang: Lang): Promise<GeocoderHit | null>;
}

export const MOSCOW = { id: 524901, lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" } as const;

export function createLocationService(geocoder: Geocoder, isQueryTooShort: (e: unknown) => boolean) {
  return {
    async search(city: string, lang: Lang): Promise<CityHit[]> {
      try {
        const hits = await geocoder.search(city, lang, 10);
        return hits.map(({ id, name, address, latitude, longitude, timeZone }) => ({
          id,
          name,
          address,
          latitude,
          longitude,
          timeZone,
        }));
      } catch (e) {
        if (isQueryTooShort(e)) {
          throw new AppError("VALIDATION_FAILED", {
            fields: [
              {
                field: "city",
                message:
                  lang === "ru"
                    ? "city: введите хотя бы 2 буквы названия"
                    : "city: type at least 2 letters of the name",
              },
            ],
          });
        }
        throw e;
      }
    },
    byId: (id: number, lang: Lang) => geocoder.byId(id, lang),
    defaultPlace(lang: Lang) {
      return {
        lat: MOSCOW.lat,
        lng: MOSCOW.lng,
        tz: MOSCOW.tz,
        name: lang === "ru" ? "Москва, Россия" : "Moscow, Russia",
      };
    },
  };
}

export type LocationService = ReturnType<typeof createLocationService>;
