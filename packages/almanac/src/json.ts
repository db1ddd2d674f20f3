import { naYinIndex } from "./chart-details.ts";
import { type CivilDate, daysInMonth, formatDate, isoUtc, parseDate } from "./cycle.ts";
import {
  type DayOptions,
  dayActivities,
  dayHours,
  dayThemes,
  type GeneralDay,
  generalDay,
  type HourBlock,
} from "./day.ts";
import type { DirectionKey, NineStar, PeriodDirections } from "./directions.ts";
import { lunarDateText } from "./lunar-calendar.ts";
import { methodJson, RATING_METHOD } from "./method.ts";
import {
  type LunarDay,
  lunarDaysBetween,
  lunarDaysOfDate,
  moonPhaseOfDate,
  moonQuartersBetween,
} from "./moon.ts";
import { MOON_SIGN_METHOD, moonSignsOfDate } from "./moon-sign.ts";
import { ACTIVITIES } from "./names/activities.ts";
import { NA_YIN_NAMES } from "./names/chart.ts";
import { BRANCH_NAMES, SOLAR_TERM_NAMES, STEM_NAMES } from "./names/core.ts";
import { DIRECTION_NAMES, NINE_STAR_NAMES } from "./names/directions.ts";
import { GODS } from "./names/gods.ts";
import {
  generalStarMeaning,
  godMeaning,
  lunarDayDescription,
  mansionDescription,
  nineStarMeaning,
  officerDescription,
  pathSpiritMeaning,
  pillarDescription,
  solarTermDescription,
  voidOfCourseMeaning,
} from "./names/meanings.ts";
import { PERSONAL_STAR_NAMES } from "./names/personal.ts";
import { reasonText } from "./names/reasons.ts";
import { GENERAL_STAR_NAMES } from "./names/stars.ts";
import { type Lang, type Name, nameIn } from "./names/types.ts";
import { ASPECT_BODY_NAMES, ASPECT_NAMES, aspectText, ZODIAC_SIGNS } from "./names/zodiac.ts";
import { type NatalBasis, personalDay } from "./personal.ts";
import type { PredictResult } from "./predict.ts";
import type { Rating, Reason } from "./rating.ts";
import type { DayJson, MoonMonthJson, PredictJson, TermsJson } from "./schema.ts";
import { solarTermsOfYear } from "./solar-terms.ts";
import { civilToUtc, type Place, resolvePlace } from "./time.ts";

const term = (n: Name, lang: Lang) => ({ zh: n.zh, name: nameIn(n, lang) });
/** A day god or killing 神煞 with what it means (names/meanings.ts). */
const godJson = (i: number, lang: Lang) => ({ ...term(GODS[i]!, lang), meaning: godMeaning(i, lang) });
/** Helpers shared with compatibility-json.ts. */
export const keyed = <K extends string>(key: K, n: Name, lang: Lang) => ({
  key,
  zh: n.zh,
  name: nameIn(n, lang),
});

const directionJson = (k: DirectionKey, lang: Lang) => ({ key: k, ...term(DIRECTION_NAMES[k], lang) });
const periodJson = (p: PeriodDirections, lang: Lang) => ({
  taiSui: directionJson(p.taiSui, lang),
  breaker: directionJson(p.breaker, lang),
  threeSha: directionJson(p.threeSha, lang),
  fiveYellow: directionJson(p.fiveYellow, lang),
});
function directionsJson(d: GeneralDay["directions"], lang: Lang) {
  return {
    joy: directionJson(d.joy, lang),
    wealth: directionJson(d.wealth, lang),
    fortune: directionJson(d.fortune, lang),
    yangNoble: directionJson(d.yangNoble, lang),
    yinNoble: directionJson(d.yinNoble, lang),
    year: periodJson(d.year, lang),
    month: periodJson(d.month, lang),
  };
}
export function nineStarJson(n: NineStar, lang: Lang) {
  const s = NINE_STAR_NAMES[n];
  return {
    number: n,
    ...term(s, lang),
    element: s.element,
    meaning: nineStarMeaning(n, lang),
  };
}

/** Reasons as answers carry them: the factor, its effect to two decimals, the text in one language. */
export function reasonsJson(rs: readonly Reason[], lang: Lang) {
  return rs.map((x) => ({
    factor: x.factor,
    effect: Math.round(x.effect * 100) / 100,
    text: reasonText(x, lang),
  }));
}

export function ratingJson(r: Rating, lang: Lang) {
  return {
    value: r.value,
    tag: r.tag,
    score: r.score,
    reasons: reasonsJson(r.reasons, lang),
  };
}

export function stemJson(i: number, lang: Lang) {
  const s = STEM_NAMES[i]!;
  return { index: i, zh: s.zh, name: nameIn(s, lang), element: s.element, polarity: s.polarity };
}

function branchJson(i: number, lang: Lang) {
  const b = BRANCH_NAMES[i]!;
  return {
    index: i,
    zh: b.zh,
    name: nameIn(b, lang),
    element: b.element,
    polarity: b.polarity,
    animal: term(b.animal, lang),
  };
}

export function pillarJson(p: { index: number; stem: number; branch: number; name: Name }, lang: Lang) {
  return {
    index: p.index,
    zh: p.name.zh,
    name: nameIn(p.name, lang),
    stem: stemJson(p.stem, lang),
    branch: branchJson(p.branch, lang),
  };
}

const activityRef = (i: number, lang: Lang) => {
  const a = ACTIVITIES[i]!;
  return { key: a.key, zh: a.zh, name: nameIn(a, lang), theme: a.theme };
};

export function hourJson(h: HourBlock, lang: Lang) {
  return {
    branch: h.branch,
    zh: h.pillar.zh,
    name: nameIn(h.pillar.name, lang),
    from: h.from,
    to: h.to,
    startsAt: isoUtc(h.startsAt),
    endsAt: isoUtc(h.endsAt),
    spirit: { zh: h.spirit.zh, name: nameIn(h.spirit, lang), path: h.spirit.path },
    yi: h.yi.map((i) => activityRef(i, lang)),
    ji: h.ji.map((i) => activityRef(i, lang)),
    rating: ratingJson(h.rating, lang),
  };
}

const zodiacSignJson = (i: number, lang: Lang) => {
  const z = ZODIAC_SIGNS[i]!;
  return { key: z.key, zh: z.zh, name: nameIn(z, lang), symbol: z.symbol };
};

/** The Moon's tropical sign on a local date, its ingresses and void-of-course periods (docs/domain.md §14). */
export function moonSignJson(date: CivilDate, tz: string, lang: Lang) {
  const m = moonSignsOfDate(date, tz);
  return {
    signAtStart: zodiacSignJson(m.signAtStart.index, lang),
    longitudeAtStart: Math.round(m.longitudeAtStart * 100) / 100,
    ingresses: m.ingresses.map((i) => ({ at: isoUtc(i.at), sign: zodiacSignJson(i.sign.index, lang) })),
    voidOfCourse: m.voidOfCourse.map((v) => {
      const b = ASPECT_BODY_NAMES[v.lastAspect.planet];
      const a = ASPECT_NAMES[v.lastAspect.aspect];
      return {
        startsAt: isoUtc(v.start),
        endsAt: isoUtc(v.end),
        lastAspect: {
          planet: { key: b.key, zh: b.zh, name: nameIn(b, lang), symbol: b.symbol },
          aspect: { key: a.key, zh: a.zh, name: nameIn(a, lang), symbol: a.symbol, angle: a.angle },
          text: aspectText(a.key, b.key, lang),
        },
      };
    }),
    voidOfCourseMeaning: voidOfCourseMeaning(lang),
    method: {
      id: MOON_SIGN_METHOD.id,
      zh: MOON_SIGN_METHOD.name.zh,
      name: nameIn(MOON_SIGN_METHOD.name, lang),
      sources: [...MOON_SIGN_METHOD.sources],
    },
  };
}

const lunarDayJson = (d: LunarDay) => ({
  number: d.number,
  startsAt: isoUtc(d.startsAt),
  endsAt: isoUtc(d.endsAt),
});

export interface DayRequest {
  date: CivilDate;
  place: Place;
  lang?: Lang;
  options?: DayOptions;
  /** A natal chart for the personal layer. */
  natal?: NatalBasis;
}

/**
 * What a whole day costs on the heap at most (a test measures it with the personal layer and its general day: about 65 KB), for the
 * caches that hold days (the server's calendar service).
 */
export const DAY_JSON_BYTES = 96 * 1024;

/** The whole day as JSON: the general almanac, the moon at the place, and the personal layer when a chart is given. */
export function dayJson(req: DayRequest): DayJson {
  const lang = req.lang ?? "ru";
  const place = resolvePlace(req.place);
  const d = generalDay(req.date, place.tz, req.options);
  return dayJsonOf(d, place, lang, req.natal);
}

export function dayJsonOf(
  d: GeneralDay,
  place: { lat: number; lng: number; tz: string },
  lang: Lang,
  natal?: NatalBasis,
): DayJson {
  return dayAtPlace(zoneDayJson(d, place.tz, lang, natal), place, lang);
}

/**
 * A day's answer without what depends on the place's coordinates (the place itself and its lunar days, which
 * begin at moonrise there): the same for every place in one zone, so a server keeps it per date and zone and
 * adds the place with `dayAtPlace`.
 */
export type ZoneDayJson = Omit<DayJson, "place" | "moon" | "description"> & {
  moon: Omit<DayJson["moon"], "lunarDay" | "lunarDays">;
  description: Omit<DayJson["description"], "lunarDay">;
};

/** The whole day at `place`, whose zone is the one `z` was made for (in `lang`, as `z` was). */
export function dayAtPlace(
  z: ZoneDayJson,
  place: { lat: number; lng: number; tz: string },
  lang: Lang,
): DayJson {
  const ld = lunarDaysOfDate(parseDate(z.date), place);
  const lunarDay = lunarDayDescription(Math.min(ld.displayed.number, 30), lang);
  const { officer, mansion, solarTerm, pillar } = z.description;
  // the keys in the order of DaySchema: the place after the weekday, the moon and the description where z has them
  const { date: dateText, weekday, ...rest } = z;
  return {
    date: dateText,
    weekday,
    place: { lat: place.lat, lng: place.lng, tz: place.tz },
    ...rest,
    moon: { ...z.moon, lunarDay: ld.displayed.number, lunarDays: ld.days.map(lunarDayJson) },
    description: {
      officer,
      mansion,
      solarTerm,
      lunarDay: { number: ld.displayed.number, symbol: lunarDay.symbol, text: lunarDay.text },
      pillar,
    },
  };
}

/** The day in zone `tz` (see ZoneDayJson). */
export function zoneDayJson(d: GeneralDay, tz: string, lang: Lang, natal?: NatalBasis): ZoneDayJson {
  const date = parseDate(d.date);
  const phase = moonPhaseOfDate(date, tz);
  const p = natal ? personalDay(d, natal) : null;
  const lunarText = lunarDateText(d.lunarDate);
  return {
    date: d.date,
    weekday: d.weekday,
    options: d.options,
    pillars: {
      year: pillarJson(d.pillars.year, lang),
      month: pillarJson(d.pillars.month, lang),
      day: pillarJson(d.pillars.day, lang),
    },
    hieroglyph: {
      zh: d.hieroglyph.zh,
      name: nameIn(d.pillars.day.name, lang),
      stem: stemJson(d.hieroglyph.stem.index, lang),
      branch: branchJson(d.hieroglyph.branch.index, lang),
    },
    officer: {
      zh: d.officer.zh,
      name: nameIn(d.officer, lang),
      index: d.officer.index,
      rhyme: d.officer.rhyme,
    },
    spirit: {
      zh: d.spirit.zh,
      name: nameIn(d.spirit, lang),
      index: d.spirit.index,
      path: d.spirit.path,
      meaning: pathSpiritMeaning(d.spirit.index, lang),
    },
    mansion: {
      zh: d.mansion.zh,
      name: nameIn(d.mansion, lang),
      index: d.mansion.index,
      animal: d.mansion.animal,
      luck: d.mansion.luck,
      luminary: term(d.mansion.luminaryName, lang),
      planet: nameIn(d.mansion.luminaryName.planet, lang),
    },
    lunarDate: {
      year: d.lunarDate.year,
      month: d.lunarDate.month,
      day: d.lunarDate.day,
      leap: d.lunarDate.leap,
      monthDays: d.lunarDate.monthDays,
      zh: lunarText.zh,
      name: nameIn(lunarText, lang),
    },
    solarTerm: {
      index: d.solarTerm.index,
      zh: d.solarTerm.zh,
      name: nameIn(d.solarTerm.name, lang),
      kind: d.solarTerm.kind,
      longitude: d.solarTerm.longitude,
      startsAt: isoUtc(d.solarTerm.startsAt),
      dayOfTerm: d.solarTerm.dayOfTerm,
      beginsToday: d.solarTerm.beginsToday,
      next: { ...term(d.solarTerm.next.name, lang), startsAt: isoUtc(d.solarTerm.next.startsAt) },
    },
    clash: {
      branch: BRANCH_NAMES[d.clash.branch]!.zh,
      animal: term(d.clash.animal, lang),
      direction: term(d.clash.direction, lang),
    },
    directions: directionsJson(d.directions, lang),
    nineStars: {
      year: nineStarJson(d.nineStars.year, lang),
      month: nineStarJson(d.nineStars.month, lang),
      day: nineStarJson(d.nineStars.day, lang),
    },
    yi: d.yi.map((i) => activityRef(i, lang)),
    ji: d.ji.map((i) => activityRef(i, lang)),
    gods: {
      auspicious: d.gods.auspicious.map((i) => godJson(i, lang)),
      inauspicious: d.gods.inauspicious.map((i) => godJson(i, lang)),
    },
    stars: d.stars.map((k) => {
      const s = GENERAL_STAR_NAMES[k];
      return { key: k, zh: s.zh, name: nameIn(s, lang), good: s.good, meaning: generalStarMeaning(k, lang) };
    }),
    moon: {
      phase: phase.phase,
      phaseDay: phase.phaseDay,
      illumination: Math.round(phase.illumination * 1000) / 1000,
      phaseName: nameIn(phase.phaseName, lang),
    },
    moonSign: moonSignJson(date, tz, lang),
    description: {
      officer: officerDescription(d.officer.index, lang),
      mansion: mansionDescription(d.mansion.index, lang),
      solarTerm: solarTermDescription(d.solarTerm.index, lang),
      pillar: pillarDescription(d.pillars.day.index, NA_YIN_NAMES[naYinIndex(d.pillars.day.index)]!, lang),
    },
    rating: ratingJson(d.rating, lang),
    method: methodJson(RATING_METHOD, lang),
    activities: dayActivities(d).map((a) => ({
      ...activityRef(a.activity.index, lang),
      kind: a.kind,
      rating: ratingJson(a.rating, lang),
    })),
    themes: dayThemes(d).map((t) => ({
      id: t.theme.id,
      name: nameIn(t.theme, lang),
      rating: ratingJson(t.rating, lang),
    })),
    hours: dayHours(d).map((h) => hourJson(h, lang)),
    personal: p
      ? {
          stars: p.stars.map((k) => {
            const s = PERSONAL_STAR_NAMES[k];
            return { key: k, zh: s.zh, name: nameIn(s, lang), good: s.good };
          }),
          rating: ratingJson(p.rating, lang),
          themes: p.themes.map((t) => ({
            id: t.theme.id,
            name: nameIn(t.theme, lang),
            rating: ratingJson(t.rating, lang),
          })),
          hours: p.hours.map((h) => ({ branch: h.branch, rating: ratingJson(h.rating, lang) })),
        }
      : null,
  };
}

/** The 24 solar terms of a Gregorian year. */
export function termsJson(year: number, lang: Lang = "ru"): TermsJson {
  return solarTermsOfYear(year).map((t) => ({
    zh: t.zh,
    name: nameIn(SOLAR_TERM_NAMES[t.index]!, lang),
    longitude: t.longitude,
    kind: t.kind,
    at: isoUtc(t.at),
  }));
}

/** A month of the moon at a place: principal phases, lunar days overlapping the month, and each day's phase. */
export function moonMonthJson(year: number, month: number, place: Place, lang: Lang = "ru"): MoonMonthJson {
  const p = resolvePlace(place);
  const first = { year, month, day: 1 };
  const start = civilToUtc({ ...first, hour: 0, minute: 0 }, p.tz).utc;
  const last = daysInMonth(year, month);
  const end = civilToUtc({ year, month, day: last, hour: 23, minute: 59 }, p.tz, "later").utc + 60_000;
  const days: MoonMonthJson["days"] = [];
  for (let day = 1; day <= last; day++) {
    const date = { year, month, day };
    const ph = moonPhaseOfDate(date, p.tz);
    const ld = lunarDaysOfDate(date, p);
    days.push({
      date: formatDate(date),
      phase: ph.phase,
      phaseDay: ph.phaseDay,
      illumination: Math.round(ph.illumination * 1000) / 1000,
      lunarDay: ld.displayed.number,
    });
  }
  return {
    year,
    month,
    place: { lat: p.lat, lng: p.lng, tz: p.tz },
    phases: moonQuartersBetween(start, end).map((q) => ({
      kind: q.kind,
      name: nameIn(q.name, lang),
      at: isoUtc(q.at),
    })),
    lunarDays: lunarDaysBetween(start, end, p.lat, p.lng).map(lunarDayJson),
    days,
  };
}

export function predictJson(r: PredictResult, lang: Lang = "ru"): PredictJson {
  const target =
    r.target.kind === "theme"
      ? { kind: "theme" as const, key: r.target.theme.id, name: nameIn(r.target.theme, lang) }
      : r.target.kind === "activity"
        ? { kind: "activity" as const, key: r.target.activity.key, name: nameIn(r.target.activity, lang) }
        : { kind: "day" as const, key: null, name: null };
  const day = (d: { date: string; rating: Rating }) => ({ date: d.date, rating: ratingJson(d.rating, lang) });
  return {
    target,
    personal: r.personal,
    method: methodJson(RATING_METHOD, lang),
    from: r.from,
    to: r.to,
    days: r.days.map(day),
    best: r.best.map((d) => ({ ...day(d), hours: d.hours.map((h) => ({ from: h.from, to: h.to })) })),
    hoursWindow: r.hoursWindow,
  };
}
