/**
 * The day almanac (通书) for a civil date at a place (domain.md §5): pillars, day hieroglyph, officer,
 * yellow/black path spirit, 28 mansion, yi/ji, day gods, clash and sha, general stars, solar term, Chinese
 * lunar date, the 12 double hours, and ratings for the day, every activity of the day and every theme.
 *
 * Convention (domain.md §5.1, product decision): the whole LOCAL civil day on which a jie falls belongs to
 * the new month (and the Lichun day to the new year); option `jieDayRule: "beijingDate"` applies the same
 * rule to the civil date in UTC+8 instead, as Chinese almanacs print it.
 */
import {
  type CivilDate,
  checkDate,
  civilFromJdn,
  dayPillarIndex,
  formatDate,
  jdn,
  mod,
  weekdayOfJdn,
} from "./cycle.ts";
import { fail } from "./errors.ts";
import { type LunarDate, lunarDateOfJdn } from "./lunar-calendar.ts";
import {
  ACTIVITIES,
  type ActivityName,
  NOTHING_ELSE,
  NOTHING_SUITABLE,
  THEMES,
  type ThemeName,
} from "./names/activities.ts";
import {
  BRANCH_NAMES,
  type BranchName,
  LUMINARY_NAMES,
  type LuminaryName,
  MANSION_NAMES,
  type MansionName,
  OFFICER_NAMES,
  type OfficerName,
  pillarName,
  SOLAR_TERM_NAMES,
  SPIRIT_NAMES,
  type SpiritName,
  STEM_NAMES,
  type StemName,
} from "./names/core.ts";
import type { Name } from "./names/types.ts";
import { type Cap, type Rating, type Reason, rate, reason, scaled } from "./rating.ts";
import { RATING } from "./rating-config.ts";
import { clashes, NOBLEMAN } from "./relations.ts";
import { baziYearMonth, termAfter, termAtOrBefore } from "./solar-terms.ts";
import { GENERAL_STAR_NAMES, type GeneralStarKey, generalStars } from "./stars.ts";
import { dayGods, dayYiJi, hourYiJi } from "./taboo.ts";
import { ianaZone } from "./time.ts";

export type JieDayRule = "localDate" | "beijingDate";

export interface DayOptions {
  jieDayRule?: JieDayRule;
}

export interface PillarInfo {
  index: number;
  zh: string;
  stem: number;
  branch: number;
  name: Name;
}

export interface DayHieroglyph {
  zh: string;
  stem: StemName & { index: number };
  branch: BranchName & { index: number };
}

export interface HourBlock {
  branch: number;
  pillar: PillarInfo;
  /** Local wall-clock start and end, "HH:MM" (子 starts at 23:00 of the previous evening). */
  from: string;
  to: string;
  startsAt: number;
  endsAt: number;
  spirit: SpiritName & { index: number };
  yi: readonly number[];
  ji: readonly number[];
  rating: Rating;
}

export interface ActivityRating {
  activity: ActivityName;
  kind: "yi" | "ji" | "none";
  rating: Rating;
}

export interface ThemeRating {
  theme: ThemeName;
  rating: Rating;
}

export interface GeneralDay {
  date: string;
  jdn: number;
  /** 0 = Sunday. */
  weekday: number;
  tz: string;
  options: { jieDayRule: JieDayRule };
  pillars: { year: PillarInfo; month: PillarInfo; day: PillarInfo };
  hieroglyph: DayHieroglyph;
  officer: OfficerName & { index: number; score: number };
  spirit: SpiritName & { index: number };
  mansion: MansionName & { index: number; luminaryName: LuminaryName };
  lunarDate: LunarDate;
  solarTerm: {
    index: number;
    zh: string;
    name: Name;
    kind: "jie" | "qi";
    longitude: number;
    startsAt: number;
    dayOfTerm: number;
    /** Set when a term begins on this local date. */
    beginsToday: boolean;
    next: { index: number; zh: string; name: Name; startsAt: number };
  };
  clash: { branch: number; animal: Name; direction: Name };
  yi: readonly number[];
  ji: readonly number[];
  gods: { auspicious: readonly number[]; inauspicious: readonly number[] };
  stars: GeneralStarKey[];
  /** Score reasons of the general day and the caps in force (used by activity, theme and personal ratings). */
  basis: { reasons: Reason[]; caps: Cap[] };
  rating: Rating;
  activities: ActivityRating[];
  themes: ThemeRating[];
  hours: HourBlock[];
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

const DIRECTIONS: readonly Name[] = [
  { zh: "南", en: "South", ru: "Юг" },
  { zh: "东", en: "East", ru: "Восток" },
  { zh: "北", en: "North", ru: "Север" },
  { zh: "西", en: "West", ru: "Запад" },
];

export function pillarInfo(index: number): PillarInfo {
  const i = mod(index, 60);
  const name = pillarName(i);
  return { index: i, zh: name.zh, stem: i % 10, branch: i % 12, name };
}

/** UTC instant of a local wall time (epoch ms of its UTC-field value) in a zone; gaps read with the earlier offset. */
function wallToUtc(wall: number, tz: string): number {
  const z = ianaZone(tz);
  const o1 = z.offset(wall - 30 * HOUR);
  const t1 = wall - o1 * 60_000;
  if (z.offset(t1) === o1) return t1;
  const o2 = z.offset(wall + 30 * HOUR);
  const t2 = wall - o2 * 60_000;
  return z.offset(t2) === o2 ? t2 : t1;
}

function localJdnOf(utc: number, tz: string | null): number {
  const off = tz === null ? 8 * 60 : ianaZone(tz).offset(utc);
  return Math.floor((utc + off * 60_000) / DAY) + 2_440_588;
}

const ZERO_WALL_JDN = 2_440_588;
const wallOfJdn = (n: number) => (n - ZERO_WALL_JDN) * DAY;
const hhmm = (h: number) => `${String(mod(h, 24)).padStart(2, "0")}:00`;

const cache = new Map<string, GeneralDay>();
const CACHE_LIMIT = 4096;

/** The general day almanac (no moon): a function of the civil date, the zone and the options. Cached. */
export function generalDay(date: CivilDate, tz: string, options: DayOptions = {}): GeneralDay {
  checkDate(date);
  ianaZone(tz);
  const rule = options.jieDayRule ?? "localDate";
  if (rule !== "localDate" && rule !== "beijingDate") {
    fail(
      "jieDayRule",
      "invalidOption",
      `jieDayRule: expected localDate or beijingDate, got ${String(rule)}`,
      `jieDayRule: ожидалось localDate или beijingDate, получено ${String(rule)}`,
    );
  }
  const key = `${date.year}-${date.month}-${date.day}|${tz}|${rule}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const day = buildGeneralDay(jdn(date.year, date.month, date.day), tz, rule);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, day);
  return day;
}

function buildGeneralDay(n: number, tz: string, rule: JieDayRule): GeneralDay {
  const ruleTz = rule === "beijingDate" ? null : tz;
  // The last instant of the civil day in the rule's zone: whatever jie falls on this date is in force.
  const endUtc = (ruleTz === null ? wallOfJdn(n + 1) - 8 * HOUR : wallToUtc(wallOfJdn(n + 1), ruleTz)) - 1;
  const ym = baziYearMonth(endUtc);
  const yearIdx = mod(ym.year - 4, 60);
  const monthBranch = mod(2 + ym.monthIndex, 12);
  const monthStem = mod((yearIdx % 5) * 2 + 2 + ym.monthIndex, 10);
  const monthIdx = mod(6 * monthStem - 5 * monthBranch, 60);
  const dayIdx = dayPillarIndex(n);
  const dayStem = dayIdx % 10;
  const dayBranch = dayIdx % 12;

  const officerIdx = mod(dayBranch - monthBranch, 12);
  const spiritIdx = mod(dayBranch + (8 - (monthBranch % 6)) * 2, 12);
  const mansionIdx = mod(n + 11, 28);
  const weekday = weekdayOfJdn(n);
  const mansion = MANSION_NAMES[mansionIdx]!;

  const term = termAtOrBefore(endUtc);
  const termJdn = localJdnOf(term.at, ruleTz);
  const next = termAfter(endUtc);
  const nextJdn = localJdnOf(next.at, ruleTz);
  const lunarDate = lunarDateOfJdn(n);

  const { yi, ji } = dayYiJi(monthBranch, dayIdx);
  const gods = dayGods(monthBranch, dayIdx);
  const stars = generalStars({
    monthBranch,
    yearBranch: yearIdx % 12,
    dayPillar: dayIdx,
    beforeEquinoxOrSolstice: nextJdn === n + 1 && [5, 11, 17, 23].includes(next.index),
    beforeSeasonStart: nextJdn === n + 1 && [2, 8, 14, 20].includes(next.index),
    lunarMonth: lunarDate.month,
    lunarDay: lunarDate.day,
  });

  const officer = OFFICER_NAMES[officerIdx]!;
  const spirit = SPIRIT_NAMES[spiritIdx]!;
  const reasons: Reason[] = [
    reason(
      "officer",
      RATING.officer[officerIdx]!,
      `Day officer ${officer.zh} ${officer.en}`,
      `Установление дня ${officer.zh} «${officer.ru}»`,
    ),
    reason(
      "path",
      RATING.path[spirit.path],
      `${spirit.en} (${spirit.zh}), ${spirit.path === "yellow" ? "a Yellow Path" : "a Black Path"} day`,
      `${spirit.ru} (${spirit.zh}), день ${spirit.path === "yellow" ? "Жёлтого" : "Чёрного"} пути`,
    ),
    reason(
      "mansion",
      RATING.mansion[mansion.luck],
      `Mansion ${mansion.zh} ${mansion.en} is ${mansion.luck}`,
      `Созвездие ${mansion.zh} «${mansion.ru}» — ${mansion.luck === "auspicious" ? "благоприятное" : "неблагоприятное"}`,
    ),
  ];
  let virtue = 0;
  for (const s of stars) {
    const nm = GENERAL_STAR_NAMES[s];
    if (s === "tianDe" || s === "yueDe" || s === "tianDeHe" || s === "yueDeHe") {
      const e = Math.min(RATING.virtues.each, RATING.virtues.max - virtue);
      virtue += e;
      reasons.push(reason(`star.${s}`, e, `${nm.en} (${nm.zh})`, `${nm.ru} (${nm.zh})`));
    } else if (s === "tianShe") {
      reasons.push(
        reason("star.tianShe", RATING.virtues.tianShe, `${nm.en} (${nm.zh})`, `${nm.ru} (${nm.zh})`),
      );
    } else if (s in RATING.badStars) {
      const e = RATING.badStars[s as keyof typeof RATING.badStars];
      reasons.push(reason(`star.${s}`, e, `${nm.en} (${nm.zh})`, `${nm.ru} (${nm.zh})`));
    }
  }
  const caps: Cap[] = [];
  if (ji.includes(NOTHING_SUITABLE)) {
    caps.push({
      factor: "cap.nothingSuitable",
      max: RATING.caps.nothingSuitable,
      en: "The almanac says: nothing is suitable today (诸事不宜)",
      ru: "Альманах: в этот день ничего не предпринимать (诸事不宜)",
    });
  }
  for (const s of ["siLi", "siJue"] as const) {
    if (stars.includes(s)) {
      const nm = GENERAL_STAR_NAMES[s];
      caps.push({
        factor: `cap.${s}`,
        max: RATING.caps.nothingSuitable,
        en: `${nm.en} (${nm.zh}): the day before a turning point of the seasons, nothing is suitable`,
        ru: `${nm.ru} (${nm.zh}): канун поворота сезона, ничего не предпринимать`,
      });
    }
  }
  if (officerIdx === 6) {
    caps.push({
      factor: "cap.monthBreaker",
      max: RATING.caps.monthBreaker,
      en: "Month Breaker (月破): the day clashes with the month",
      ru: "Разрушитель Месяца (月破): день сталкивается с месяцем",
    });
  }
  const rating = rate(reasons, caps);

  const activityIdx = new Set<number>([...yi, ...ji]);
  activityIdx.delete(NOTHING_SUITABLE);
  activityIdx.delete(NOTHING_ELSE);
  const activities = [...activityIdx].map((a) => rateActivity(a, yi, ji, reasons, caps));
  const themes = THEMES.map((t) => rateTheme(t, yi, ji, reasons, caps));

  const hours: HourBlock[] = [];
  for (let b = 0; b < 12; b++) {
    const startWall = wallOfJdn(n) + (b === 0 ? -1 : 2 * b - 1) * HOUR;
    const startsAt = wallToUtc(startWall, tz);
    const endsAt = wallToUtc(startWall + 2 * HOUR, tz);
    const hourStem = mod((dayStem % 5) * 2 + b, 10);
    const pillar = pillarInfo(mod(6 * hourStem - 5 * b, 60));
    const hs = mod(b + (8 - (dayBranch % 6)) * 2, 12);
    const hSpirit = SPIRIT_NAMES[hs]!;
    const h = hourYiJi(dayIdx, pillar.index);
    const hr: Reason[] = [
      reason(
        "hour.path",
        RATING.hour[hSpirit.path],
        `${hSpirit.en} (${hSpirit.zh}) hour, ${hSpirit.path === "yellow" ? "Yellow" : "Black"} Path`,
        `Час ${hSpirit.ru} (${hSpirit.zh}), ${hSpirit.path === "yellow" ? "Жёлтый" : "Чёрный"} путь`,
      ),
    ];
    if (clashes(b, dayBranch)) {
      hr.push(
        reason(
          "hour.clashDay",
          RATING.hour.clashDay,
          "The hour clashes with the day",
          "Час сталкивается с днём",
        ),
      );
    }
    if (NOBLEMAN[dayStem]!.includes(b)) {
      hr.push(
        reason(
          "hour.nobleman",
          RATING.hour.nobleman,
          "Nobleman hour of the day stem (天乙贵人)",
          "Час Знатного Человека для ствола дня (天乙贵人)",
        ),
      );
    }
    if (h.yi.length > h.ji.length)
      hr.push(
        reason(
          "hour.yi",
          RATING.hour.yi,
          "More suitable than unsuitable activities",
          "Благоприятных дел больше, чем неблагоприятных",
        ),
      );
    else if (h.yi.length < h.ji.length)
      hr.push(
        reason(
          "hour.ji",
          RATING.hour.ji,
          "More unsuitable than suitable activities",
          "Неблагоприятных дел больше, чем благоприятных",
        ),
      );
    hours.push({
      branch: b,
      pillar,
      from: hhmm(b === 0 ? 23 : 2 * b - 1),
      to: hhmm(2 * b + 1),
      startsAt,
      endsAt,
      spirit: { ...hSpirit, index: hs },
      yi: h.yi,
      ji: h.ji,
      rating: rate(hr),
    });
  }

  const civil = civilFromJdn(n);
  return {
    date: formatDate(civil),
    jdn: n,
    weekday,
    tz,
    options: { jieDayRule: rule },
    pillars: { year: pillarInfo(yearIdx), month: pillarInfo(monthIdx), day: pillarInfo(dayIdx) },
    hieroglyph: {
      zh: STEM_NAMES[dayStem]!.zh + BRANCH_NAMES[dayBranch]!.zh,
      stem: { ...STEM_NAMES[dayStem]!, index: dayStem },
      branch: { ...BRANCH_NAMES[dayBranch]!, index: dayBranch },
    },
    officer: { ...officer, index: officerIdx, score: RATING.officer[officerIdx]! },
    spirit: { ...spirit, index: spiritIdx },
    mansion: { ...mansion, index: mansionIdx, luminaryName: LUMINARY_NAMES[weekday]! },
    lunarDate,
    solarTerm: {
      index: term.index,
      zh: term.zh,
      name: SOLAR_TERM_NAMES[term.index]!,
      kind: term.kind,
      longitude: term.longitude,
      startsAt: term.at,
      dayOfTerm: n - termJdn + 1,
      beginsToday: termJdn === n,
      next: { index: next.index, zh: next.zh, name: SOLAR_TERM_NAMES[next.index]!, startsAt: next.at },
    },
    clash: {
      branch: mod(dayBranch + 6, 12),
      animal: BRANCH_NAMES[mod(dayBranch + 6, 12)]!.animal,
      direction: DIRECTIONS[dayBranch % 4]!,
    },
    yi,
    ji,
    gods,
    stars,
    basis: { reasons, caps },
    rating,
    activities,
    themes,
    hours,
  };
}

/** Rating of one activity on a day (domain.md §8): base ±2 from Yi/Ji plus half the general score, then caps. */
export function rateActivity(
  a: number,
  yi: readonly number[],
  ji: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[] = [],
): ActivityRating {
  const act = ACTIVITIES[a]!;
  const kind = yi.includes(a) ? "yi" : ji.includes(a) ? "ji" : "none";
  return {
    activity: act,
    kind,
    rating: rateBase(kind, `activity ${act.en}`, `дело «${act.ru}»`, yi, general, caps, extra),
  };
}

function rateBase(
  kind: "yi" | "ji" | "none",
  en: string,
  ru: string,
  yi: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[],
): Rating {
  const r: Reason[] = [];
  if (kind === "yi")
    r.push(
      reason(
        "yi",
        RATING.activity.yi,
        `The almanac lists ${en} as suitable (宜)`,
        `Альманах: ${ru} — благоприятно (宜)`,
      ),
    );
  if (kind === "ji")
    r.push(
      reason(
        "ji",
        RATING.activity.ji,
        `The almanac lists ${en} to avoid (忌)`,
        `Альманах: ${ru} — неблагоприятно (忌)`,
      ),
    );
  r.push(...scaled(general, RATING.activity.generalShare), ...extra);
  const allCaps = [...caps];
  if (kind !== "yi" && yi.includes(NOTHING_ELSE)) {
    allCaps.push({
      factor: "cap.nothingElse",
      max: RATING.caps.nothingElse,
      en: "The almanac allows only the listed activities today (馀事勿取)",
      ru: "Альманах: сегодня — только перечисленные дела (馀事勿取)",
    });
  }
  const floor =
    kind === "yi"
      ? {
          min: 1,
          reason: reason(
            "yi.floor",
            0,
            "Listed as suitable: at least auspicious",
            "Благоприятно по альманаху: не ниже +1",
          ),
        }
      : undefined;
  const ceiling =
    kind === "ji"
      ? {
          max: -1,
          reason: reason(
            "ji.ceiling",
            0,
            "Listed to avoid: at most unfavourable",
            "Неблагоприятно по альманаху: не выше −1",
          ),
        }
      : undefined;
  return rate(r, allCaps, floor, ceiling);
}

/**
 * Rating of a theme: over its key activities, +2 when some are Yi and none Ji, −2 when some Ji and none Yi,
 * 0 when mixed or none; then as an activity. `extra` adds personal factors.
 */
export function rateTheme(
  theme: ThemeName,
  yi: readonly number[],
  ji: readonly number[],
  general: readonly Reason[],
  caps: readonly Cap[],
  extra: readonly Reason[] = [],
): ThemeRating {
  const anyYi = theme.activities.some((a) => yi.includes(a));
  const anyJi = theme.activities.some((a) => ji.includes(a));
  const kind = anyYi && !anyJi ? "yi" : anyJi && !anyYi ? "ji" : "none";
  return {
    theme,
    rating: rateBase(
      kind,
      `the key activities of ${theme.en}`,
      `ключевые дела темы «${theme.ru}»`,
      yi,
      general,
      caps,
      extra,
    ),
  };
}
