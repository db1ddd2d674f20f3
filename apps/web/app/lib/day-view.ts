/**
 * What the day page shows of a day, already formatted for one locale (see lib/format.ts). Only this object
 * travels in the hydration payload, not the whole day JSON.
 *
 * The 30-day rule (docs/product.md §1, §9): general tags and ratings are public up to 30 days ahead of today in the
 * place's zone. For later dates `general` is null, so the ratings, reasons, yi/ji, themes, hour ratings,
 * stars, spirits and clash never reach the browser; the page shows an invitation to the Personal Calendar
 * instead. The pillars, the Moon, the lunar date, the officer, the mansion and the solar term stay: they are
 * calendar facts, not the forecast.
 */

import { bestHours, type HoursWindow, WAKING_HOURS } from "@bazi/almanac";
import type { Services } from "@bazi/contracts";
import { formatLongDate, type Lang, type MessageKey, t } from "@bazi/i18n";
import { dayVerdict, personalVerdict, RITE_THEMES } from "@bazi/i18n/day-verdict";
import { dateFormat, numberFormat, signed } from "./format.ts";
import { LOCALE } from "./lang.ts";
import "@bazi/i18n/calendar";
import "@bazi/i18n/personal";
import "@bazi/i18n/day";

export type DayJson = ReturnType<Services["calendar"]["day"]>;

interface Term {
  zh: string;
  name: string;
}

/** A named thing of the almanac with a one-line meaning. */
interface Meant extends Term {
  meaning: string;
}

export interface Tag extends Term {
  key: string;
  theme: string;
  /** A rite or ceremony (the spiritual and funeral themes): listed apart, after the everyday activities. */
  rite: boolean;
  /** The name's first words, for the word under an icon («Освящение» of «Освящение (статуй, талисманов)»). */
  short: string;
}

export interface Reason {
  text: string;
  effect: string;
  good: boolean;
}

export interface RatingView {
  value: number;
  valueText: string;
  word: string;
  reasons: Reason[];
}

export interface HourView {
  zh: string;
  name: string;
  from: string;
  to: string;
}

/** A rating without its reasons (the hours strip). */
export interface RatingBrief {
  value: number;
  valueText: string;
  word: string;
}

/** What the page shows at once of the general forecast: the verdict, the rating, yi/ji and the hours' ratings. */
export interface DayGeneral {
  /** The day in one plain sentence, first on the page (@bazi/i18n/day-verdict). */
  verdict: string;
  /** Reasons strongest first; the first TOP_REASONS (components/day/reasons.tsx) show without a tap. */
  rating: RatingView;
  yi: Tag[];
  ji: Tag[];
  /** The 12 double hours' ratings, for the strip (their reasons and activities are in DayDetails). */
  hourRatings: RatingBrief[];
  /**
   * The day's best hours in one sentence, «Лучшие часы для дел: 09:00–11:00, 15:00–17:00.» (the engine's rule, the
   * chart's own hour ratings on a Personal Calendar day), and the window they were taken from.
   */
  bestHours: { text: string; window: string };
}

/**
 * What the day's tabs (activities by theme, stars and gods, hours) show: not in the page's HTML, but loaded when
 * the browser is idle or a tab is opened (routes/day-details.ts), which keeps the page small.
 */
export interface DayDetails {
  themes: { id: string; name: string; rating: RatingView; yi: Tag[]; ji: Tag[] }[];
  hours: { rating: RatingView; spirit: Term & { path: "yellow" | "black" }; yi: Tag[]; ji: Tag[] }[];
  /** The day's gods and killings, and its general stars, each with what it means. */
  gods: { auspicious: Meant[]; inauspicious: Meant[] };
  clash: string;
  stars: (Meant & { good: boolean })[];
  /** What the stars' card says when none of the great stars falls on the day. */
  starsNone: string;
  /** The day's spirits and where they stand (by the day stem). */
  directions: { label: string; value: string }[];
  /** The year's and the month's Tai Sui, Breaker, three sha and Five Yellow, as one line each. */
  periodDirections: { label: string; text: string }[];
  /** The flying stars in the centre of the year, the month and the day, with what each brings. */
  nineStars: { label: string; zh: string; name: string; meaning: string }[];
}

export interface DayPersonal {
  /** «Для вас: хороший день для …», beside the general verdict. */
  verdict: string;
  /** «Для карты «Анна», оплачен до 21 декабря 2026». */
  forText: string;
  /** Reasons strongest first; the first TOP_REASONS (components/day/reasons.tsx) show without a tap. */
  rating: RatingView;
  /** How the chart's rating stands against the general day's, in one sentence (issue 39 item 5). */
  compare: { diff: "better" | "worse" | "same"; text: string };
  /** The reasons the chart brings (the general day's are on the page already), strongest first. */
  own: RatingView["reasons"];
  stars: (Term & { good: boolean })[];
  /** Each theme's rating for the chart, and the general one («в общем +1») where it differs. */
  themes: { id: string; name: string; rating: RatingView; general: string | null }[];
  /** The 12 double hours in order, each with the personal rating and the general one where it differs. */
  hours: { zh: string; name: string; from: string; to: string; rating: RatingView; general: string | null }[];
}

export interface DayView {
  date: string;
  year: number;
  month: number;
  day: number;
  isToday: boolean;
  dateText: string;
  weekday: string;
  placeName: string;
  pillars: { label: string; zh: string; name: string }[];
  lunarDay: { number: number; since: string | null };
  moon: {
    phase: "waxing" | "waning";
    phaseName: string;
    phaseDayText: string;
    /** 0…1, for the drawing. */
    fraction: number;
    illumination: string;
    lunarDays: { number: number; label: string; from: string }[];
    /** Where the Moon does not rise for days (the far north): what the long lunar day in force means. */
    noRise: string | null;
    localTime: string;
    /**
     * The Moon's tropical sign: «Луна в знаке» and «♈ Овен, с 13:09 — ♉ Телец» (its changes during the day), and
     * the void-of-course spans, «10:38 — 13:09, после аспекта: трин Луны с Марсом».
     */
    sign: { label: string; text: string; voidLabel: string; voids: string[] };
  };
  lunarDate: Term;
  officer: Term;
  mansion: Term & { luck: string; good: boolean };
  solarTerm: Term & { dayText: string; next: string };
  hours: HourView[];
  /** Our texts about the day's officer, mansion, solar term, lunar day and pillar (not part of the paid layer). */
  description: { label: string; text: string }[];
  /** Null beyond the public window (the 30-day rule), unless the viewer has a Personal Calendar. */
  general: DayGeneral | null;
  /** The viewer's Personal Calendar layer for this day (their selected, paid chart), or null. */
  personal: DayPersonal | null;
  /** The last public date, «21 декабря 2026». */
  lastPublicText: string;
}

/**
 * Russian typography for text from the engine and Intl: a no-break space before a dash and between a number and
 * the word after it («22\u00a0ноября», «Созвездие 女 «Девушка»\u00a0— …»).
 */
function typo(lang: Lang, s: string): string {
  if (lang !== "ru") return s;
  return s.replace(/ (—|–)/g, "\u00a0$1").replace(/(\d) (?=[\p{L}%])/gu, "$1\u00a0");
}

function time(lang: Lang, iso: string, tz: string): string {
  return dateFormat(LOCALE[lang], { hour: "2-digit", minute: "2-digit", timeZone: tz }).format(new Date(iso));
}

function dayMonthTime(lang: Lang, iso: string, tz: string): string {
  const date = dateFormat(LOCALE[lang], { day: "numeric", month: "long", timeZone: tz }).format(
    new Date(iso),
  );
  return `${date}, ${time(lang, iso, tz)}`;
}

/** «14:22» on the date itself, «20 ноября, 14:14» on another. */
function clockOn(lang: Lang, iso: string, tz: string, date: string): string {
  return localDate(iso, tz) === date ? time(lang, iso, tz) : typo(lang, dayMonthTime(lang, iso, tz));
}

/** The civil date of an instant in a zone, "YYYY-MM-DD". */
function localDate(iso: string, tz: string): string {
  return dateFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: tz }).format(
    new Date(iso),
  );
}

/** "UTC+3" / "UTC+5:30" of a zone at an instant. */
function utcOffset(iso: string, tz: string): string {
  const part = dateFormat("en-GB", { timeZoneName: "shortOffset", timeZone: tz })
    .formatToParts(new Date(iso))
    .find((p) => p.type === "timeZoneName")?.value;
  return (part ?? "GMT").replace("GMT", "UTC").replace("-", "\u2212") || "UTC";
}

const term = (x: Term): Term => ({ zh: x.zh, name: x.name });
const meant = (x: Meant): Meant => ({ zh: x.zh, name: x.name, meaning: x.meaning });
/** The name up to its first bracket, comma or slash. */
export const shortName = (name: string) => name.split(/\s*[(,/]/)[0]!.trim() || name;

const tag = (x: Omit<Tag, "short" | "rite">): Tag => ({
  zh: x.zh,
  name: x.name,
  key: x.key,
  theme: x.theme,
  rite: RITE_THEMES.includes(x.theme),
  short: shortName(x.name),
});
/** The activities in the order people live: the everyday ones first, the rites after, each in the almanac's order. */
const everydayFirst = (tags: Tag[]): Tag[] => [...tags.filter((x) => !x.rite), ...tags.filter((x) => x.rite)];

// formatLongDate builds its formatter on each call; a day's text is the same all day.
const longDates = new Map<string, string>();
function longDate(lang: Lang, year: number, month: number, day: number): string {
  const key = `${lang}${year}-${month}-${day}`;
  let text = longDates.get(key);
  if (text === undefined) {
    if (longDates.size > 1000) longDates.clear();
    text = formatLongDate(lang, year, month, day);
    longDates.set(key, text);
  }
  return text;
}

function ratingView(lang: Lang, r: DayJson["rating"]): RatingView {
  return {
    value: r.value,
    valueText: signed(lang, r.value),
    word: t(lang, `rating.${r.value}` as MessageKey),
    reasons: [...r.reasons]
      .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
      .map((x) => ({ text: typo(lang, x.text), effect: signed(lang, x.effect), good: x.effect > 0 })),
  };
}

export interface DayViewOptions {
  placeName: string;
  /** Today and the last public date in the place's zone, "YYYY-MM-DD". */
  today: string;
  lastPublic: string;
  /** The viewer's Personal Calendar (the day must carry its layer): every date is open. */
  personal?: { chartName: string; paidUntil: string } | null;
  /** The hours the signed-in viewer keeps (the Profile's "Hours for plans"; null: every hour); absent: waking hours. */
  hours?: HoursWindow | null;
}

// The calendar service caches days, so the same day object comes back often: shape it once per locale,
// place name and today (the 30-day window moves with today).
const views = new WeakMap<DayJson, { key: string; view: DayView }>();

export function dayView(day: DayJson, lang: Lang, o: DayViewOptions): DayView {
  const key = `${lang}|${o.placeName}|${o.today}|${o.lastPublic}|${o.personal?.chartName ?? ""}|${o.personal?.paidUntil ?? ""}|${windowKey(o.hours)}`;
  const hit = views.get(day);
  if (hit && hit.key === key) return hit.view;
  const view = buildDayView(day, lang, o);
  views.set(day, { key, view });
  return view;
}

const windowKey = (w: HoursWindow | null | undefined) =>
  w === undefined ? "" : w === null ? "all" : `${w.from}-${w.to}`;

/** The day's best hours in one sentence, among the hours the viewer keeps (the waking hours unless set). */
function bestHoursView(day: DayJson, lang: Lang, w: HoursWindow | null): DayGeneral["bestHours"] {
  const hours = bestHours(day, w).map((h) => `${h.from}–${h.to}`);
  const text = hours.length
    ? t(lang, "day.bestHours", { hours: hours.join(", ") })
    : w
      ? t(lang, "day.bestHoursNone", { from: w.from, to: w.to })
      : t(lang, "day.bestHoursNoneAll");
  return {
    text: typo(lang, text),
    window: typo(
      lang,
      w ? t(lang, "day.bestHoursWindow", { from: w.from, to: w.to }) : t(lang, "day.bestHoursWindowAll"),
    ),
  };
}

function buildGeneral(day: DayJson, lang: Lang, hours: HoursWindow | null): DayGeneral {
  return {
    verdict: typo(lang, dayVerdict(lang, day)),
    bestHours: bestHoursView(day, lang, hours),
    rating: ratingView(lang, day.rating),
    yi: everydayFirst(day.yi.map(tag)),
    ji: everydayFirst(day.ji.map(tag)),
    hourRatings: day.hours.map((h) => ({
      value: h.rating.value,
      valueText: signed(lang, h.rating.value),
      word: t(lang, `rating.${h.rating.value}` as MessageKey),
    })),
  };
}

function buildDetails(day: DayJson, lang: Lang): DayDetails {
  const active = day.activities.filter((a) => a.kind !== "none");
  return {
    themes: day.themes.map((th) => ({
      id: th.id,
      name: th.name,
      rating: ratingView(lang, th.rating),
      yi: active.filter((a) => a.theme === th.id && a.kind === "yi").map(tag),
      ji: active.filter((a) => a.theme === th.id && a.kind === "ji").map(tag),
    })),
    hours: day.hours.map((h) => ({
      rating: ratingView(lang, h.rating),
      spirit: { ...term(h.spirit), path: h.spirit.path },
      yi: h.yi.map(tag),
      ji: h.ji.map(tag),
    })),
    gods: { auspicious: day.gods.auspicious.map(meant), inauspicious: day.gods.inauspicious.map(meant) },
    clash: t(lang, "day.clashText", { animal: day.clash.animal.name, direction: day.clash.direction.name }),
    stars: day.stars.map((s) => ({ ...meant(s), good: s.good })),
    starsNone: t(lang, "day.starsNone"),
    directions: (["joy", "wealth", "fortune", "yangNoble", "yinNoble"] as const).map((k) => ({
      label: t(lang, `home.dir.${k}`),
      value: day.directions[k].name,
    })),
    periodDirections: (["year", "month"] as const).map((k) => {
      const p = day.directions[k];
      return {
        label: t(lang, `home.dir.${k}`),
        text: t(lang, "day.dir.periodText", {
          taiSui: p.taiSui.name,
          breaker: p.breaker.name,
          sha: p.threeSha.name,
          yellow: p.fiveYellow.name,
        }),
      };
    }),
    nineStars: (["year", "month", "day"] as const).map((k) => ({
      label: t(lang, `home.star9.${k}`),
      zh: day.nineStars[k].zh,
      name: day.nineStars[k].name,
      meaning: day.nineStars[k].meaning,
    })),
  };
}

/** The 30-day rule: a day past the public window, for a viewer without a Personal Calendar. */
const isLocked = (day: DayJson, o: Pick<DayViewOptions, "lastPublic" | "personal">) =>
  !o.personal && day.date > o.lastPublic;

/**
 * The tabs' details of a day (themes, hours with reasons and activities, stars, gods, clash); null beyond the
 * public window (the 30-day rule) unless the viewer has a Personal Calendar, as for DayView.general.
 */
export function dayDetails(
  day: DayJson,
  lang: Lang,
  o: Pick<DayViewOptions, "lastPublic" | "personal">,
): DayDetails | null {
  return isLocked(day, o) ? null : buildDetails(day, lang);
}

function buildPersonal(
  day: DayJson,
  lang: Lang,
  o: { chartName: string; paidUntil: string },
): DayPersonal | null {
  const p = day.personal;
  if (!p) return null;
  const [py, pm, pd] = o.paidUntil.split("-").map(Number) as [number, number, number];
  const rating = ratingView(lang, p.rating);
  const general = day.rating.value;
  const diff = p.rating.value > general ? "better" : p.rating.value < general ? "worse" : "same";
  // the general value where the chart's differs from it, in words: «в общем +1»
  const inGeneral = (mine: number, theirs: number) =>
    mine === theirs ? null : t(lang, "personal.inGeneral", { value: signed(lang, theirs) });
  const generalTheme = new Map(day.themes.map((th) => [th.id, th.rating.value]));
  return {
    verdict: typo(lang, personalVerdict(lang, p)),
    forText: typo(lang, t(lang, "personal.for", { name: o.chartName, date: longDate(lang, py, pm, pd) })),
    rating,
    compare: {
      diff,
      text: t(lang, `personal.${diff}`, { mine: rating.valueText, general: signed(lang, general) }),
    },
    own: ratingView(lang, {
      ...p.rating,
      reasons: p.rating.reasons.filter((r) => r.factor.startsWith("personal.")),
    }).reasons,
    stars: p.stars.map((s) => ({ ...term(s), good: s.good })),
    themes: p.themes.map((th) => ({
      id: th.id,
      name: th.name,
      rating: ratingView(lang, th.rating),
      general: inGeneral(th.rating.value, generalTheme.get(th.id) ?? th.rating.value),
    })),
    hours: day.hours.map((h, i) => {
      const mine = p.hours[i]?.rating ?? h.rating;
      return {
        zh: h.zh,
        name: h.name,
        from: h.from,
        to: h.to,
        rating: ratingView(lang, mine),
        general: inGeneral(mine.value, h.rating.value),
      };
    }),
  };
}

/** A lunar day longer than this means the Moon has not risen for days (lunar days run from moonrise to moonrise). */
const LONG_LUNAR_DAY_MS = 36 * 3_600_000;

function buildDayView(day: DayJson, lang: Lang, o: DayViewOptions): DayView {
  const [year, month, dom] = day.date.split("-").map(Number) as [number, number, number];
  const [ly, lm, ld] = o.lastPublic.split("-").map(Number) as [number, number, number];
  const tz = day.place.tz;
  const weekday = dateFormat(LOCALE[lang], { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, dom)),
  );
  const current = day.moon.lunarDays.find((d) => d.number === day.moon.lunarDay);
  const since =
    current && localDate(current.startsAt, tz) === day.date ? time(lang, current.startsAt, tz) : null;
  return {
    date: day.date,
    year,
    month,
    day: dom,
    isToday: day.date === o.today,
    dateText: longDate(lang, year, month, dom),
    weekday,
    placeName: o.placeName,
    pillars: (["year", "month", "day"] as const).map((k) => ({
      label: t(lang, `home.pillar.${k}` as MessageKey),
      zh: day.pillars[k].zh,
      name: day.pillars[k].name,
    })),
    lunarDay: { number: day.moon.lunarDay, since },
    moon: {
      phase: day.moon.phase,
      phaseName: day.moon.phaseName,
      phaseDayText: typo(
        lang,
        t(lang, "day.moon.phaseDay", {
          phase: t(lang, `moon.${day.moon.phase}`).replace(/^./, (c) => c.toUpperCase()),
          n: day.moon.phaseDay,
        }),
      ),
      fraction: Math.round(day.moon.illumination * 1000) / 1000,
      illumination: numberFormat(LOCALE[lang], { style: "percent" }).format(day.moon.illumination),
      lunarDays: day.moon.lunarDays.map((d) => ({
        number: d.number,
        label: t(lang, "cal.lunarDayN", { n: d.number }),
        from: clockOn(lang, d.startsAt, tz, day.date),
      })),
      noRise:
        current && Date.parse(current.endsAt) - Date.parse(current.startsAt) > LONG_LUNAR_DAY_MS
          ? typo(
              lang,
              t(lang, "day.moon.noRise", {
                n: current.number,
                from: dayMonthTime(lang, current.startsAt, tz),
                to: dayMonthTime(lang, current.endsAt, tz),
              }),
            )
          : null,
      sign: {
        label: t(lang, "day.moonSign"),
        text: [
          `${day.moonSign.signAtStart.symbol} ${day.moonSign.signAtStart.name}`,
          ...day.moonSign.ingresses.map((x) =>
            t(lang, "day.moonSignFrom", {
              time: time(lang, x.at, tz),
              sign: `${x.sign.symbol} ${x.sign.name}`,
            }),
          ),
        ].join(", "),
        voidLabel: t(lang, "day.moonVoid"),
        voids: day.moonSign.voidOfCourse.map((v) =>
          t(lang, "day.moonVoidSpan", {
            from: clockOn(lang, v.startsAt, tz, day.date),
            to: clockOn(lang, v.endsAt, tz, day.date),
            // mid-sentence: «после аспекта: трин Луны с Марсом»
            aspect: v.lastAspect.text.replace(/^./, (c) => c.toLowerCase()),
          }),
        ),
      },
      localTime: t(lang, "day.moon.localTime", {
        place: o.placeName,
        offset: utcOffset(`${day.date}T12:00:00Z`, tz),
      }),
    },
    lunarDate: { zh: day.lunarDate.zh, name: typo(lang, day.lunarDate.name) },
    officer: term(day.officer),
    mansion: {
      ...term(day.mansion),
      luck: t(lang, `mansion.${day.mansion.luck}`),
      good: day.mansion.luck === "auspicious",
    },
    solarTerm: {
      ...term(day.solarTerm),
      dayText: typo(lang, t(lang, "day.termDay", { n: day.solarTerm.dayOfTerm })),
      next: typo(
        lang,
        t(lang, "day.nextTerm", {
          name: `${day.solarTerm.next.name} (${day.solarTerm.next.zh})`,
          when: dayMonthTime(lang, day.solarTerm.next.startsAt, tz),
        }),
      ),
    },
    hours: day.hours.map((h) => ({ zh: h.zh, name: h.name, from: h.from, to: h.to })),
    description: [
      { label: `${t(lang, "home.officer")} ${day.officer.zh}`, text: day.description.officer },
      { label: `${t(lang, "home.mansion")} ${day.mansion.zh}`, text: day.description.mansion },
      { label: `${t(lang, "home.solarTerm")} ${day.solarTerm.zh}`, text: day.description.solarTerm },
      {
        label: `${t(lang, "home.lunarDay")} ${day.description.lunarDay.number}: ${day.description.lunarDay.symbol}`,
        text: day.description.lunarDay.text,
      },
      { label: day.pillars.day.zh, text: day.description.pillar },
    ].map((d) => ({ label: typo(lang, d.label), text: typo(lang, d.text) })),
    general: isLocked(day, o)
      ? null
      : buildGeneral(day, lang, o.hours === undefined ? WAKING_HOURS : o.hours),
    personal: o.personal ? buildPersonal(day, lang, o.personal) : null,
    lastPublicText: typo(lang, longDate(lang, ly, lm, ld)),
  };
}
