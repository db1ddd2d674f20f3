/**
 * The Bazi calculator for visitors: a chart with its details from the engine. Bad input comes back as field
 * errors in the visitor's language (the engine names the field), never as an exception.
 */
import {
  type ChartInput,
  type ChartJson,
  type CompatibilityJson,
  chartJson,
  compatibilityJson,
  computeChart,
  InvalidInputError,
} from "@bazi/almanac";
import type { BaziInput, CompareKind, FieldError } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import type { Clock } from "../../providers/clock.ts";

/** Ten years around `year` (from ANNUAL_YEARS_BEFORE before it), within the engine's 1900–2100. */
export function annualRange(year: number): { annualFrom: number; annualTo: number } {
  const from = Math.min(Math.max(year - ANNUAL_YEARS_BEFORE, 1900), 2091);
  return { annualFrom: from, annualTo: from + 9 };
}

/** The annual pillars shown: the ten years from four before the current one (the server's clock). */
export const ANNUAL_YEARS_BEFORE = 4;

/** The form's input as the engine takes it. */
function engineInput(input: BaziInput): ChartInput {
  return {
    date: input.date,
    time: input.time,
    place: { lat: input.lat, lng: input.lng, ...(input.tz ? { tz: input.tz } : {}) },
    gender: input.gender ?? null,
    options: {
      ...(input.zi ? { zi: input.zi } : {}),
      ...(input.timeBasis ? { timeBasis: input.timeBasis } : {}),
    },
  };
}

/** The engine's field error in `lang`, its field prefixed (`first.date`) when given. */
const fieldError = (e: InvalidInputError, lang: Lang, prefix = ""): FieldError => ({
  field: `${prefix}${e.field}`,
  message: `${prefix}${lang === "ru" ? e.messages.ru : e.messages.en}`,
});

export function createBaziService(deps: { clock: Clock }) {
  return {
    chart(
      input: BaziInput,
      lang: Lang,
    ): { ok: true; chart: ChartJson } | { ok: false; errors: FieldError[] } {
      try {
        const chart = chartJson(engineInput(input), lang, {
          ...annualRange(new Date(deps.clock.now()).getUTCFullYear()),
          asOf: deps.clock.now(),
        });
        return { ok: true, chart };
      } catch (e) {
        if (e instanceof InvalidInputError) return { ok: false, errors: [fieldError(e, lang)] };
        throw e;
      }
    },

    /** Two births' compatibility; an error names its side ("second.tz: …"). */
    compare(
      first: BaziInput,
      second: BaziInput,
      kind: CompareKind,
      lang: Lang,
    ): { ok: true; compatibility: CompatibilityJson } | { ok: false; errors: FieldError[] } {
      try {
        return {
          ok: true,
          compatibility: compatibilityJson(engineInput(first), engineInput(second), kind, lang, {
            asOf: deps.clock.now(),
          }),
        };
      } catch (e) {
        if (!(e instanceof InvalidInputError)) throw e;
      }
      // bad input: each side alone, so that every error says which birth it is about
      const errors: FieldError[] = [];
      for (const [prefix, input] of [
        ["first.", first],
        ["second.", second],
      ] as const) {
        try {
          computeChart(engineInput(input));
        } catch (e) {
          if (e instanceof InvalidInputError) errors.push(fieldError(e, lang, prefix));
          else throw e;
        }
      }
      return { ok: false, errors };
    },
  };
}

export type BaziService = ReturnType<typeof createBaziService>;
