/**
 * The Bazi calculator for visitors: a chart with its details from the engine. Bad input comes back as field
 * errors in the visitor's language (the engine names the field), never as an exception.
 */
import { type ChartJson, chartJson, InvalidInputError } from "@bazi/almanac";
import type { BaziInput, FieldError } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import type { Clock } from "../../providers/clock.ts";

/** Ten years around `year` (from ANNUAL_YEARS_BEFORE before it), within the engine's 1900–2100. */
export function annualRange(year: number): { annualFrom: number; annualTo: number } {
  const from = Math.min(Math.max(year - ANNUAL_YEARS_BEFORE, 1900), 2091);
  return { annualFrom: from, annualTo: from + 9 };
}

/** The annual pillars shown: the ten years from four before the current one (the server's clock). */
export const ANNUAL_YEARS_BEFORE = 4;

export function createBaziService(deps: { clock: Clock }) {
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
          annualRange(new Date(deps.clock.now()).getUTCFullYear()),
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
