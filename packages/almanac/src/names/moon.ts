/**
 * ru/en (and zh) names of the Moon's phases, quarters and the Russian lunar day (docs/domain.md §7, §11).
 * Russian as Russian lunar calendars write it: «Новолуние», «Растущий серп», «Первая четверть»,
 * «Растущая луна», «Полнолуние», «Убывающая луна», «Последняя четверть», «Убывающий серп»;
 * «лунные сутки» for the Russian lunar day.
 */
import type { Lang, Name } from "./types.ts";

/** Direction of the phase: the lit part grows (waxing, new → full) or shrinks (waning, full → new). */
export type MoonPhaseDirection = "waxing" | "waning";

/** The four principal phases (instants): new moon, first quarter, full moon, last quarter. */
export type MoonQuarterKind = "new" | "firstQuarter" | "full" | "lastQuarter";

/** The eight traditional phase names, each covering 45° of elongation centred on 0°, 45°, …, 315°. */
export type MoonPhaseKey =
  | "newMoon"
  | "waxingCrescent"
  | "firstQuarter"
  | "waxingGibbous"
  | "fullMoon"
  | "waningGibbous"
  | "lastQuarter"
  | "waningCrescent";

/** In order of elongation: index i covers [45·i − 22.5°, 45·i + 22.5°). */
export const MOON_PHASE_KEYS: readonly MoonPhaseKey[] = [
  "newMoon",
  "waxingCrescent",
  "firstQuarter",
  "waxingGibbous",
  "fullMoon",
  "waningGibbous",
  "lastQuarter",
  "waningCrescent",
];

export const MOON_PHASE_NAMES: Readonly<Record<MoonPhaseKey, Name>> = {
  newMoon: { zh: "新月", en: "New Moon", ru: "Новолуние" },
  waxingCrescent: { zh: "蛾眉月", en: "Waxing Crescent", ru: "Растущий серп" },
  firstQuarter: { zh: "上弦月", en: "First Quarter", ru: "Первая четверть" },
  waxingGibbous: { zh: "盈凸月", en: "Waxing Gibbous", ru: "Растущая луна" },
  fullMoon: { zh: "满月", en: "Full Moon", ru: "Полнолуние" },
  waningGibbous: { zh: "亏凸月", en: "Waning Gibbous", ru: "Убывающая луна" },
  lastQuarter: { zh: "下弦月", en: "Last Quarter", ru: "Последняя четверть" },
  waningCrescent: { zh: "残月", en: "Waning Crescent", ru: "Убывающий серп" },
};

export const MOON_QUARTER_KINDS: readonly MoonQuarterKind[] = ["new", "firstQuarter", "full", "lastQuarter"];

/** The instants of the principal phases (朔, 上弦, 望, 下弦). */
export const MOON_QUARTER_NAMES: Readonly<Record<MoonQuarterKind, Name>> = {
  new: { zh: "朔", en: "New Moon", ru: "Новолуние" },
  firstQuarter: { zh: "上弦", en: "First Quarter", ru: "Первая четверть" },
  full: { zh: "望", en: "Full Moon", ru: "Полнолуние" },
  lastQuarter: { zh: "下弦", en: "Last Quarter", ru: "Последняя четверть" },
};

export const MOON_DIRECTION_NAMES: Readonly<Record<MoonPhaseDirection, Name>> = {
  waxing: { zh: "月盈", en: "Waxing Moon", ru: "Растущая Луна" },
  waning: { zh: "月亏", en: "Waning Moon", ru: "Убывающая Луна" },
};

/** Terms used next to the numbers. */
export const MOON_TERM_NAMES = {
  moon: { zh: "月亮", en: "Moon", ru: "Луна" },
  moonPhase: { zh: "月相", en: "Moon phase", ru: "Фаза Луны" },
  illumination: { zh: "月面亮度", en: "Illumination", ru: "Освещённость" },
  /** The Russian lunar day (moonrise to moonrise); 太阴日 is the span the Moon takes to return to the meridian. */
  lunarDay: { zh: "太阴日", en: "Lunar day", ru: "Лунные сутки" },
  moonrise: { zh: "月出", en: "Moonrise", ru: "Восход Луны" },
} as const satisfies Record<string, Name>;

/**
 * The phase step as text: «Растущая Луна, 5-й день» / "Waxing Moon, day 5" (steps of 12° of elongation,
 * 1..15 within each half of the synodic month; docs/domain.md §7.2).
 */
export function moonPhaseDayText(direction: MoonPhaseDirection, phaseDay: number, lang: Lang): string {
  const dir = MOON_DIRECTION_NAMES[direction];
  return lang === "ru" ? `${dir.ru}, ${phaseDay}-й день` : `${dir.en}, day ${phaseDay}`;
}

/** «24 лунные сутки» / "Lunar day 24" (the form S7 prints). */
export function lunarDayText(n: number, lang: Lang): string {
  return lang === "ru" ? `${n} лунные сутки` : `Lunar day ${n}`;
}
