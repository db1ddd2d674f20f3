/**
 * Date selection 择日 for the API (docs/domain.md §12): the engine's selection with the site's rule that dates
 * beyond the public window need a paid Personal Calendar of one of the people.
 */
import {
  type CivilDate,
  hoursOption,
  InvalidInputError,
  MAX_SELECT_DAYS,
  type NatalBasis,
  natalOf,
  parseDate,
  type SelectJson,
  selectDates,
  selectJson,
} from "@bazi/almanac";
import { type ChartView, hasPaidCalendar, type Lang, type SelectBody } from "@bazi/contracts";
import { formatIsoDate, t } from "@bazi/i18n";
import "@bazi/i18n/date-errors";
import "@bazi/i18n/plural";
import { AppError, fromEngineError } from "../../errors.ts";
import type { CalendarService } from "./calendar.service.ts";

/** A participant as the route resolved it: a saved chart (its basis, name, whether paid) or a typed birth. */
export interface ResolvedPerson {
  natal: NatalBasis;
  label?: string;
  paid: boolean;
}

/**
 * The engine's error of a selection as a 400. A period that runs backwards or is too long (the engine's
 * `invalidRange` of `to`) is worded from the site's catalog, a sentence with its count of days.
 */
function selectError(e: InvalidInputError, lang: Lang): AppError {
  if (e.code !== "invalidRange" || e.field !== "to") return fromEngineError(e, lang);
  const days = t(lang, "count.days", { count: MAX_SELECT_DAYS });
  return new AppError("VALIDATION_FAILED", {
    fields: [{ field: "to", message: `to: ${t(lang, "error.field.selectRange", { days })}` }],
  });
}

/** The natal basis of a typed birth (the hour may be unknown: noon, no hour pillar; it changes nothing here). */
export function typedNatal(
  b: Extract<SelectBody["people"][number], { birth: unknown }>["birth"],
): NatalBasis {
  return natalOf({
    date: { year: b.year, month: b.month, day: b.day },
    time: b.hour === undefined ? null : { hour: b.hour, minute: b.minute ?? 0 },
    place: { lat: b.lat, lng: b.lng },
    gender: null,
    options: {},
  });
}

export interface SelectDeps {
  natal(chart: ChartView): NatalBasis;
}

export function createSelectService(calendar: CalendarService, deps: SelectDeps) {
  /** The people of a request: saved charts only from `charts` (the signed-in user's own; null for a visitor). */
  function resolve(
    people: SelectBody["people"],
    charts: readonly ChartView[] | null,
    lang: Lang,
  ): ResolvedPerson[] {
    return people.map((p, i) => {
      if ("chartId" in p) {
        const chart = charts?.find((x) => x.uuid === p.chartId);
        if (!chart) {
          const field = `people.${i}.chartId`;
          throw new AppError("VALIDATION_FAILED", {
            fields: [{ field, message: `${field}: ${t(lang, "error.field.chartNotYours")}` }],
          });
        }
        return { natal: deps.natal(chart), label: chart.fio, paid: hasPaidCalendar(chart) };
      }
      return {
        natal: birthNatal(p.birth, `people.${i}.birth`, lang),
        ...(p.label ? { label: p.label } : {}),
        paid: false,
      };
    });
  }

  /** A typed birth's pillars; a date the calendar does not have (30 February) is 400 naming `at`'s field. */
  function birthNatal(birth: Parameters<typeof typedNatal>[0], at: string, lang: Lang): NatalBasis {
    try {
      return typedNatal(birth);
    } catch (e) {
      if (!(e instanceof InvalidInputError)) throw e;
      const field = `${at}.${e.field === "date" ? "day" : e.field}`;
      const message = lang === "ru" ? e.messages.ru : e.messages.en;
      throw new AppError("VALIDATION_FAILED", { fields: [{ field, message: `${field}: ${message}` }] });
    }
  }

  return {
    /**
     * The selection for a request whose body is valid; `charts` are the signed-in user's (null: a visitor). Throws
     * VALIDATION_FAILED naming the field, or PERSONAL_CALENDAR_REQUIRED for dates beyond the public window.
     */
    select(
      body: SelectBody,
      place: { lat: number; lng: number; tz: string },
      charts: readonly ChartView[] | null,
      lang: Lang,
    ): SelectJson {
      const people = resolve(body.people, charts, lang);
      const deceased = body.deceased === undefined ? undefined : birthNatal(body.deceased, "deceased", lang);
      let from: CivilDate;
      let to: CivilDate;
      let explain: CivilDate | undefined;
      let diedOn: CivilDate | undefined;
      try {
        from = parseDate(body.from, "from");
        to = parseDate(body.to, "to");
        explain = body.explain === undefined ? undefined : parseDate(body.explain, "explain");
        const died = body.deceased?.diedOn;
        diedOn = died === undefined ? undefined : parseDate(died, "deceased.diedOn");
      } catch (e) {
        if (e instanceof InvalidInputError) throw fromEngineError(e, lang);
        throw e;
      }
      if (!calendar.isPublic(to, place.tz) && !people.some((p) => p.paid)) {
        throw new AppError("PERSONAL_CALENDAR_REQUIRED", {
          fields: [
            {
              field: "to",
              // the date in words: «Даты после 28 декабря 2026 …» (issue 39 defect 11)
              message: `to: ${t(lang, "error.field.selectBeyondPublic", { date: formatIsoDate(lang, calendar.lastPublic(place.tz)) })}`,
            },
          ],
        });
      }
      try {
        const r = selectDates({
          event: body.event,
          from,
          to,
          place,
          people: people.map((p) => (p.label ? { natal: p.natal, label: p.label } : { natal: p.natal })),
          skipRules: body.skipRules ?? [],
          best: body.best ?? 10,
          ...(explain ? { explain } : {}),
          ...hoursOption(body),
          ...(body.mountain ? { mountain: body.mountain } : {}),
          ...(deceased && body.deceased
            ? {
                deceased: {
                  natal: deceased,
                  // the birth as typed, for the engine to check the death date against
                  born: { year: body.deceased.year, month: body.deceased.month, day: body.deceased.day },
                  ...(diedOn ? { diedOn } : {}),
                },
              }
            : {}),
        });
        return selectJson(r, lang);
      } catch (e) {
        if (e instanceof InvalidInputError) throw selectError(e, lang);
        throw e;
      }
    },
  };
}

export type SelectService = ReturnType<typeof createSelectService>;
