/**
 * Calendar use cases: the public day information, the moments to act, predict; with the 30-day rule
 * (general data for past dates and up to 30 days ahead of today in the place's zone; later dates and any
 * personal data need a signed-in user's chart with an active Personal Calendar, charts/personal-calendar.ts;
 * otherwise 403 PERSONAL_CALENDAR_REQUIRED naming the field). Results are cached per date and rounded place.
 */

import {
  ACTIVITIES,
  BEST_HOUR_FROM,
  BoundedCache,
  DAY_JSON_BYTES,
  type DayJson,
  dayAtPlace,
  daysInMonth,
  formatDate,
  formatDateOfJdn,
  generalDay,
  hoursOption,
  InvalidInputError,
  jdn,
  moonMonthJson,
  type NatalBasis,
  offsetMinutes,
  type PredictJson,
  personalDay,
  predict,
  predictJson,
  resolvePlace,
  THEMES,
  type YearEventsJson,
  yearEventsJson,
  type ZoneDayJson,
  zoneDayJson,
} from "@bazi/almanac";
import type { ApiAccess, MonthDayInfo, MonthInfo, YearInfo } from "@bazi/contracts";
import { GENERAL_DAYS_AHEAD } from "@bazi/contracts/limits";
import { type Lang, t } from "@bazi/i18n";
import { AppError, fromEngineError } from "../../errors.ts";
import type { Clock } from "../../providers/clock.ts";
import { MOSCOW } from "../location/location.service.ts";
import { marksOn } from "./day-marks.ts";
import { type JsonSlots, jsonSlots } from "./json-slots.ts";

// the public window is defined with the other limits, which the free-and-paid page reads too
export { GENERAL_DAYS_AHEAD };

export interface PlaceInput {
  lat?: number | undefined;
  lng?: number | undefined;
  tz?: string | undefined;
  cityId?: number | undefined;
}

export interface Place {
  lat: number;
  lng: number;
  tz: string;
}

export type CityLookup = (
  id: number,
  lang: Lang,
) => Promise<{ latitude: number; longitude: number; timeZone: string } | null>;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** A cache key's part for the personal layer (it depends on the natal year and day pillars only). */
export const natalKey = (natal: NatalBasis | null | undefined) =>
  natal ? `|${natal.yearPillar}.${natal.dayPillar}` : "";

/** The day's fields in /calendar/dayinfo/descr's `day_info`, in this order (the OpenAPI document lists them too). */
export const DESCR_FIELDS = [
  "date",
  "weekday",
  "place",
  "pillars",
  "officer",
  "spirit",
  "lunarDate",
  "clash",
  "solarTerm",
  "rating",
  "description",
] as const satisfies readonly (keyof DayJson)[];

/** The body of each day endpoint, cut from the whole day. */
export const DAY_PARTS = {
  day: (d: DayJson) => d,
  season: (d: DayJson) => ({ season: d.solarTerm, count: d.solarTerm.dayOfTerm }),
  descr: (d: DayJson) => ({ day_info: Object.fromEntries(DESCR_FIELDS.map((k) => [k, d[k]])) }),
  tags: (d: DayJson) => ({
    tags: {
      rating: d.rating,
      activities: d.activities,
      themes: d.themes,
      yi: d.yi,
      ji: d.ji,
      // a Personal Calendar's day: the chart's own rating and themes
      ...(d.personal ? { personal: { rating: d.personal.rating, themes: d.personal.themes } } : {}),
    },
  }),
  moon: (d: DayJson) => ({ moon: d.moon }),
  "28su": (d: DayJson) => ({ su: d.mansion }),
  "day-hieroglyph": (d: DayJson) => ({ hieroglyph: d.hieroglyph }),
  stars: (d: DayJson) => ({
    stars: { stars: d.stars, gods: d.gods, ...(d.personal ? { personal: d.personal.stars } : {}) },
  }),
} as const;
export type DayPart = keyof typeof DAY_PARTS;

/** A day in one zone, and its JSON text with the place's parts open once asked for (`dayText`). */
interface ZoneDay {
  day: ZoneDayJson;
  text?: JsonSlots;
}
/** What of a whole day depends on the place's coordinates (the rest is the same in its zone). */
const PLACE_SLOTS = [["place"], ["moon", "lunarDay"], ["moon", "lunarDays"], ["description", "lunarDay"]];
/** A ceiling of a day's JSON text (about 50 KB of UTF-8 in Russian). */
const DAY_TEXT_BYTES = 72 * 1024;

/**
 * The service's caches, by bytes (issue 17: the server's memory stays bounded however long it runs). A zone's day
 * weighs a whole day's measured ceiling (DAY_JSON_BYTES) and its text's (DAY_TEXT_BYTES): about 70 fit. A month's
 * days weigh a ceiling of what fourteen small fields, a date string and a marks array cost (the marks themselves
 * are shared per year).
 */
const DAYS_BYTES = 12 * 1024 * 1024;
const MONTHS_BYTES = 4 * 1024 * 1024;
const MONTH_DAY_BYTES = 560;
const indexedName = (n: { index: number; zh: string; ru: string; en: string }) => ({
  index: n.index,
  zh: n.zh,
  ru: n.ru,
  en: n.en,
});
/** A string key's bytes (V8 stores Latin-1 keys in one byte a character). */
const keyBytes = (key: string) => 16 + key.length;

export function createCalendarService(deps: { clock: Clock; cityById: CityLookup }) {
  const zoneDays = new BoundedCache<string, ZoneDay>({
    maxBytes: DAYS_BYTES,
    weigh: (_, key) => DAY_JSON_BYTES + DAY_TEXT_BYTES + keyBytes(key),
  });

  function engine<T>(lang: Lang, f: () => T): T {
    try {
      return f();
    } catch (e) {
      if (e instanceof InvalidInputError) throw fromEngineError(e, lang, { date: "day", activity: "tag" });
      throw e;
    }
  }

  /** The place of a call: a gazetteer city, coordinates (rounded), or, when neither is given, Moscow. */
  async function place(input: PlaceInput, lang: Lang): Promise<Place> {
    let at: { lat: number; lng: number; tz?: string };
    if (input.cityId !== undefined) {
      const c = await deps.cityById(input.cityId, lang);
      if (!c) {
        throw new AppError("VALIDATION_FAILED", {
          fields: [{ field: "cityId", message: `cityId: ${t(lang, "error.field.unknownCity")}` }],
        });
      }
      // a zone given with the city is checked as one given with coordinates
      at = { lat: c.latitude, lng: c.longitude, tz: input.tz ?? c.timeZone };
    } else if (input.lat === undefined) {
      at = { lat: round2(MOSCOW.lat), lng: round2(MOSCOW.lng), tz: MOSCOW.tz };
    } else {
      at = { lat: round2(input.lat), lng: round2(input.lng!), ...(input.tz ? { tz: input.tz } : {}) };
    }
    const p = engine(lang, () => resolvePlace(at));
    return { lat: p.lat, lng: p.lng, tz: p.tz };
  }

  function today(tz: string): CivilDate {
    const now = deps.clock.now();
    const d = new Date(now + offsetMinutes(tz, now) * 60_000);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }

  /** The last date whose general data is public in this zone. */
  function lastPublicDate(tz: string): number {
    const t = today(tz);
    return jdn(t.year, t.month, t.day) + GENERAL_DAYS_AHEAD;
  }

  /** 403 naming the field that asked for what needs a Personal Calendar. */
  const refusal = (field: string, message: string) =>
    new AppError("PERSONAL_CALENDAR_REQUIRED", { fields: [{ field, message: `${field}: ${message}` }] });

  /** Whether a date's general data is public in this zone (the 30-day rule). */
  function isPublic(date: CivilDate, tz: string): boolean {
    return jdn(date.year, date.month, date.day) <= lastPublicDate(tz);
  }

  /** The 30-day rule for a date; `field` names the date in the request. */
  function assertPublic(date: CivilDate, tz: string, lang: Lang, field = "day"): void {
    if (!isPublic(date, tz)) {
      throw refusal(field, t(lang, "error.field.beyondPublic", { date: lastPublic(tz) }));
    }
  }

  /**
   * What a call may have (charts/personal-calendar.ts): the personal payload only for a paid chart of the
   * signed-in user, later dates only with one.
   */
  function assertAllowed(access: ApiAccess, date: CivilDate, tz: string, lang: Lang, field = "day"): void {
    if (access.refused === "birth") throw refusal("birth", t(lang, "error.field.birthNotPaid"));
    if (access.refused === "state") throw refusal("state", t(lang, "error.field.noPaidChart"));
    if (!access.open) assertPublic(date, tz, lang, field);
  }

  /** One day endpoint's answer (`part`, cut from the whole day). */
  function dayPart(date: CivilDate, p: Place, lang: Lang, part: DayPart, natal?: NatalBasis | null) {
    return DAY_PARTS[part](day(date, p, lang, natal));
  }

  /**
   * The whole day; with a natal basis also the personal layer (a Personal Calendar's day). All but the place's
   * lunar days is the same in one zone, so that part is kept per date and zone, and the place added per call.
   */
  function day(date: CivilDate, p: Place, lang: Lang, natal?: NatalBasis | null): DayJson {
    return dayAtPlace(zoneDay(date, p.tz, lang, natal).day, p, lang);
  }

  function zoneDay(date: CivilDate, tz: string, lang: Lang, natal?: NatalBasis | null): ZoneDay {
    const key = `${date.year}-${date.month}-${date.day}|${tz}|${lang}${natalKey(natal)}`;
    let z = zoneDays.get(key);
    if (!z) {
      z = { day: engine(lang, () => zoneDayJson(generalDay(date, tz), tz, lang, natal ?? undefined)) };
      zoneDays.set(key, z);
    }
    return z;
  }

  /**
   * The whole day's JSON text (the same bytes as JSON.stringify of `day`): the zone's text is made once and
   * each place fills in its own parts (decision 020).
   */
  function dayText(date: CivilDate, p: Place, lang: Lang, natal?: NatalBasis | null): Buffer {
    const z = zoneDay(date, p.tz, lang, natal);
    const d = dayAtPlace(z.day, p, lang);
    z.text ??= jsonSlots(d, PLACE_SLOTS);
    return z.text.fill(d);
  }

  /** The last public date as "YYYY-MM-DD". */
  function lastPublic(tz: string): string {
    return formatDateOfJdn(lastPublicDate(tz));
  }

  /**
   * A month's days at a place (pillar, general rating, lunar day, moon phase), cached per month and rounded
   * place without the 30-day rule; the rule is applied per call (today moves), hiding ratings of later dates.
   */
  const months = new BoundedCache<string, Omit<MonthDayInfo, "locked">[]>({
    maxBytes: MONTHS_BYTES,
    weigh: (days, key) => days.length * MONTH_DAY_BYTES + keyBytes(key),
  });
  function month(q: { year: number; month: number }, p: Place, natal?: NatalBasis | null): MonthInfo {
    const key = `${q.year}-${q.month}|${p.lat}|${p.lng}|${p.tz}${natalKey(natal)}`;
    let days = months.get(key);
    if (!days) {
      const moon = engine("en", () => moonMonthJson(q.year, q.month, p, "en"));
      days = moon.days.map((m, i) => {
        const g = generalDay({ year: q.year, month: q.month, day: i + 1 }, p.tz);
        const rating = natal ? personalDay(g, natal).rating.value : g.rating.value;
        return {
          date: g.date,
          day: i + 1,
          weekday: g.weekday,
          pillar: g.pillars.day.zh,
          rating,
          // where the chart changes the day, the general rating beside it (issue 39 item 5)
          ...(rating !== g.rating.value ? { general: g.rating.value } : {}),
          lunarDay: m.lunarDay,
          phase: m.phase,
          phaseDay: m.phaseDay,
          illumination: m.illumination,
          officer: indexedName(g.officer),
          spirit: indexedName(g.spirit),
          path: g.spirit.path,
          marks: marksOn(g.date, p.tz),
        };
      });
      months.set(key, days);
    }
    const limit = lastPublicDate(p.tz);
    const first = jdn(q.year, q.month, 1);
    return {
      year: q.year,
      month: q.month,
      today: formatDate(today(p.tz)),
      lastPublic: formatDateOfJdn(limit),
      days: days.map((d, i) => {
        // a Personal Calendar opens every date
        const locked = !natal && first + i > limit;
        return { ...d, rating: locked ? null : d.rating, locked };
      }),
    };
  }

  /** A year's general day ratings for the heat map, hidden beyond the public window. */
  function year(y: number, p: Place, natal?: NatalBasis | null): YearInfo {
    const limit = lastPublicDate(p.tz);
    return {
      year: y,
      today: formatDate(today(p.tz)),
      lastPublic: formatDateOfJdn(limit),
      months: Array.from({ length: 12 }, (_, mi) => {
        const m = mi + 1;
        const first = jdn(y, m, 1);
        return {
          month: m,
          days: Array.from({ length: daysInMonth(y, m) }, (_, di) => {
            const locked = !natal && first + di > limit;
            const g = engine("en", () => generalDay({ year: y, month: m, day: di + 1 }, p.tz));
            return {
              date: g.date,
              day: di + 1,
              weekday: g.weekday,
              rating: locked ? null : natal ? personalDay(g, natal).rating.value : g.rating.value,
              locked,
              marks: marksOn(g.date, p.tz).filter((k) => k.kind === "term" || k.kind === "festival"),
            };
          }),
        };
      }),
    };
  }

  /**
   * The double hours rated +2 or better, each with the themes its suitable activities serve; with a natal basis
   * rated by the chart's own hour ratings (a Personal Calendar's day).
   */
  function activation(date: CivilDate, p: Place, lang: Lang, natal?: NatalBasis | null) {
    const d = day(date, p, lang, natal);
    const own = new Map(d.personal?.hours.map((h) => [h.branch, h.rating]));
    return d.hours
      .map((h) => ({ h, rating: own.get(h.branch) ?? h.rating }))
      .filter(({ rating }) => rating.value >= BEST_HOUR_FROM)
      .map(({ h, rating }) => {
        const keys = new Set(h.yi.map((a) => a.key));
        const themes = THEMES.filter((t) => t.keyActivities.some((k) => keys.has(k))).map((t) => ({
          id: t.id,
          name: lang === "ru" ? t.ru : t.en,
        }));
        return {
          from: h.from,
          to: h.to,
          startsAt: h.startsAt,
          endsAt: h.endsAt,
          zh: h.zh,
          rating,
          themes,
        };
      });
  }

  function predictMeta(lang: Lang) {
    return {
      themes: THEMES.map((t) => ({ id: t.id, name: lang === "ru" ? t.ru : t.en })),
      tags: ACTIVITIES.filter((a) => a.theme !== "flag").map((a) => ({
        key: a.key,
        zh: a.zh,
        name: lang === "ru" ? a.ru : a.en,
        theme: a.theme,
      })),
    };
  }

  /**
   * Rated days of a month for a theme or an activity ("tag"), limited to the public window; `lockedFrom` is
   * the first date that needs a Personal Calendar (null when the whole month is public).
   */
  function predictMonth(
    q: {
      year: number;
      month: number;
      theme?: string | undefined;
      tag?: string | undefined;
      best?: number | undefined;
      hours?: string | undefined;
      allHours?: boolean | undefined;
    },
    p: Place,
    lang: Lang,
    natal?: NatalBasis | null,
    open = Boolean(natal),
  ): PredictJson & { lockedFrom: string | null } {
    const first = jdn(q.year, q.month, 1);
    const last = jdn(q.year, q.month, daysInMonth(q.year, q.month));
    // a Personal Calendar opens every month
    const limit = open ? last : lastPublicDate(p.tz);
    if (first > limit)
      throw refusal("month", t(lang, "error.field.beyondPublic", { date: lastPublic(p.tz) }));
    const lastAllowed = Math.min(last, limit);
    const to = lastAllowed - first + 1;
    const r = engine(lang, () =>
      predict({
        ...(q.theme !== undefined ? { theme: q.theme } : {}),
        ...(q.tag !== undefined ? { activity: q.tag } : {}),
        from: { year: q.year, month: q.month, day: 1 },
        to: { year: q.year, month: q.month, day: to },
        place: p,
        best: q.best ?? 5,
        ...hoursOption(q),
        ...(natal ? { natal } : {}),
      }),
    );
    return {
      ...predictJson(r, lang),
      lockedFrom: lastAllowed < last ? formatDateOfJdn(lastAllowed + 1) : null,
    };
  }

  /**
   * The year's almanac events in the place's zone (terms, moon phases, Chinese months, festivals): the same for
   * every date of the year and every visitor, so no 30-day rule; the engine caches the year per zone.
   */
  function yearEvents(y: number, p: Place, lang: Lang): YearEventsJson {
    return engine(lang, () => yearEventsJson(y, p.tz, lang));
  }

  return {
    place,
    today,
    isPublic,
    assertPublic,
    assertAllowed,
    lastPublic,
    month,
    year,
    day,
    dayPart,
    dayText,
    activation,
    predictMeta,
    predictMonth,
    yearEvents,
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
