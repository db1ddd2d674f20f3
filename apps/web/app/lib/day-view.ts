/**
 * What the home page shows of a day, already formatted for one locale. Formatting happens on the server so the
 * hydrated page renders the very same strings (no Intl differences between Node and the browser), and only
 * this small object travels in the hydration payload, not the whole day JSON.
 */

import type { Services } from "@bazi/contracts";
import { formatLongDate, type Lang, type MessageKey, t } from "@bazi/i18n";
import { LOCALE } from "./lang.ts";

export type DayJson = ReturnType<Services["calendar"]["day"]>;

interface Term {
  zh: string;
  name: string;
}

export interface Reason {
  text: string;
  effect: string;
  good: boolean;
}

export interface DayView {
  dateText: string;
  weekday: string;
  placeName: string;
  pillars: { label: string; zh: string; name: string }[];
  lunarDay: { number: number; since: string | null };
  moon: { phaseName: string; illumination: string };
  lunarDate: Term;
  rating: {
    value: number;
    valueText: string;
    word: string;
    tag: "lucky" | "unlucky" | "neutral";
    top: Reason[];
    all: Reason[];
  };
  officer: Term;
  mansion: Term & { luck: string; good: boolean };
  solarTerm: Term & { dayText: string; next: string };
  yi: Term[];
  ji: Term[];
  gods: { auspicious: Term[]; inauspicious: Term[] };
  clash: string;
  stars: (Term & { good: boolean })[];
}

const TOP_REASONS = 3;

/**
 * Russian typography for text from the engine and Intl: a no-break space before a dash and between a number and
 * the word after it («22\u00a0ноября», «Созвездие 女 «Девушка»\u00a0— …»).
 */
function typo(lang: Lang, s: string): string {
  if (lang !== "ru") return s;
  return s.replace(/ (—|–)/g, "\u00a0$1").replace(/(\d) (?=[\p{L}%])/gu, "$1\u00a0");
}

// Intl formatters are costly to build (tens of microseconds each) and pages are rendered often: keep them.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** "+1", "−0,5": a signed number with a real minus sign. */
function signed(lang: Lang, n: number): string {
  return numberFormat(LOCALE[lang], { signDisplay: "exceptZero", maximumFractionDigits: 2 })
    .format(n)
    .replace("-", "\u2212");
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

/** The civil date of an instant in a zone, "YYYY-MM-DD". */
function localDate(iso: string, tz: string): string {
  return dateFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: tz }).format(
    new Date(iso),
  );
}

const term = (x: Term): Term => ({ zh: x.zh, name: x.name });

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

// The calendar service caches days, so the same day object comes back often: shape it once.
const views = new WeakMap<DayJson, { lang: Lang; placeName: string; view: DayView }>();

export function dayView(day: DayJson, lang: Lang, placeName: string): DayView {
  const hit = views.get(day);
  if (hit && hit.lang === lang && hit.placeName === placeName) return hit.view;
  const view = buildDayView(day, lang, placeName);
  views.set(day, { lang, placeName, view });
  return view;
}

function buildDayView(day: DayJson, lang: Lang, placeName: string): DayView {
  const [year, month, dom] = day.date.split("-").map(Number) as [number, number, number];
  const tz = day.place.tz;
  const weekday = dateFormat(LOCALE[lang], { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, dom)),
  );
  const reasons: Reason[] = [...day.rating.reasons]
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .map((r) => ({ text: typo(lang, r.text), effect: signed(lang, r.effect), good: r.effect > 0 }));
  const current = day.moon.lunarDays.find((d) => d.number === day.moon.lunarDay);
  const since =
    current && localDate(current.startsAt, tz) === day.date ? time(lang, current.startsAt, tz) : null;
  return {
    dateText: longDate(lang, year, month, dom),
    weekday,
    placeName,
    pillars: (["year", "month", "day"] as const).map((k) => ({
      label: t(lang, `home.pillar.${k}` as MessageKey),
      zh: day.pillars[k].zh,
      name: day.pillars[k].name,
    })),
    lunarDay: { number: day.moon.lunarDay, since },
    moon: {
      phaseName: day.moon.phaseName,
      illumination: numberFormat(LOCALE[lang], { style: "percent" }).format(day.moon.illumination),
    },
    lunarDate: { zh: day.lunarDate.zh, name: typo(lang, day.lunarDate.name) },
    rating: {
      value: day.rating.value,
      valueText: signed(lang, day.rating.value),
      word: t(lang, `rating.${day.rating.value}` as MessageKey),
      tag: day.rating.tag,
      top: reasons.slice(0, TOP_REASONS),
      all: reasons,
    },
    officer: term(day.officer),
    mansion: {
      ...term(day.mansion),
      luck: t(lang, `mansion.${day.mansion.luck}`),
      good: day.mansion.luck === "auspicious",
    },
    solarTerm: {
      ...term(day.solarTerm),
      dayText: typo(lang, t(lang, "home.termDay", { n: day.solarTerm.dayOfTerm })),
      next: typo(
        lang,
        t(lang, "home.nextTerm", {
          name: `${day.solarTerm.next.name} (${day.solarTerm.next.zh})`,
          when: dayMonthTime(lang, day.solarTerm.next.startsAt, tz),
        }),
      ),
    },
    yi: day.yi.map(term),
    ji: day.ji.map(term),
    gods: { auspicious: day.gods.auspicious.map(term), inauspicious: day.gods.inauspicious.map(term) },
    clash: t(lang, "home.clashText", { animal: day.clash.animal.name, direction: day.clash.direction.name }),
    stars: day.stars.map((s) => ({ ...term(s), good: s.good })),
  };
}
