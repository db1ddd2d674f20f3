/**
 * The Bazi calculator for visitors: a chart with its details from the engine. Bad input comes back as field
 * errors in the visitor's language (the engine names the field), never as an exception.
 */
import { type ChartJson, chartJson, InvalidInputError } from "@bazi/almanac";
import type { BaziInput, FieldError } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";

export function createBaziService() {
  return {
    chart(
      input: BaziInput,
      lang: Lang,
    ): { ok: true; chart: ChartJson } | { ok: false; errors: FieldError[] } {
      try {
        const chart = chartJson(
          {
            date: input.date,
            time: input.time,
            place: { lat: input.lat, lng: input.lng, ...(input.tz ? { tz: input.tz } : {}) },
            gender: input.gender ?? null,
            options: {
              ...(input.zi ? { zi: input.zi } : {}),
              ...(input.timeBasis ? { timeBasis: input.timeBasis } : {}),
            },
          },
          lang,
        );
        return { ok: true, chart };
      } catch (e) {
        if (e instanceof InvalidInputError) {
          return {
            ok: false,
            errors: [{ field: e.field, message: lang === "ru" ? e.messages.ru : e.messages.en }],
          };
        }
        throw e;
      }
    },
  };
}

export type BaziService = ReturnType<typeof createBaziService>;
