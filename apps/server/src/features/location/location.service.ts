/**
 * Place search behind a geocoder interface: the offline gazetteer today, an external service later. Recent
 * answers are kept in memory (bounded), so the letters many visitors type are looked up once.
 */

import { BoundedCache } from "@bazi/almanac";
import type { CityHit } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { AppError } from "../../errors.ts";

/** Finds places by name: the offline gazetteer (gazetteer.ts OfflineGeocoder); an external service can come later. */
export interface Geocoder {
  search(query: string, lang: Lang, limit?: number): Promise<CityHit[]>;
  byId(id: number, lang: Lang): Promise<CityHit | null>;
}

export const MOSCOW = { id: 524901, lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" } as const;

/** Recent searches kept, by bytes (autocomplete sends the same few letters for many visitors). */
const SEARCH_CACHE_BYTES = 2 * 1024 * 1024;
/** What a hit costs at most beside its strings: an object of six fields and two boxed numbers. */
const HIT_BYTES = 128;
const stringBytes = (s: string) => 16 + 2 * s.length;

export function createLocationService(geocoder: Geocoder, isQueryTooShort: (e: unknown) => boolean) {
  // The places do not change while the process runs: a query's answer can be reused as it is.
  const recent = new BoundedCache<string, CityHit[]>({
    maxBytes: SEARCH_CACHE_BYTES,
    weigh: (hits, key) =>
      hits.reduce((n, h) => n + HIT_BYTES + stringBytes(h.name) + stringBytes(h.address), stringBytes(key)),
  });
  return {
    async search(city: string, lang: Lang): Promise<CityHit[]> {
      const key = `${lang}\u0000${city}`;
      const cached = recent.get(key);
      if (cached) return cached;
      try {
        const hits = await geocoder.search(city, lang, 10);
        const cities = hits.map(({ id, name, address, latitude, longitude, timeZone }) => ({
          id,
          name,
          address,
          latitude,
          longitude,
          timeZone,
        }));
        recent.set(key, cities);
        return cities;
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
