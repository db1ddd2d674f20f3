/**
 * Predict (lucky-day selection): for a theme or an activity over a date range (a month by default), with or
 * without a natal chart, every day's rating with its reasons and the N best days.
 */
import { type CivilDate, checkDate, civilFromJdn, daysInMonth, formatDate, jdn } from "./cycle.ts";
import { type DayOptions, dayHours, type GeneralDay, generalDay, rateActivity, rateTheme } from "./day.ts";
import { failWith } from "./errors.ts";
import { bestHours, type HoursWindow, WAKING_HOURS } from "./hours-window.ts";
import { type ActivityName, activityByKey, type ThemeName, themeById } from "./names/activities.ts";
import { type NatalBasis, personalFactors, personalHours } from "./personal.ts";
import { type Rating, rate } from "./rating.ts";
import { type Place, resolvePlace } from "./time.ts";

export const MAX_PREDICT_DAYS = 400;

export interface PredictInput {
  /** A theme id (business, relationships, …) or an activity key; exactly one, or neither for the day's own rating. */
  theme?: string;
  activity?: string;
  from: CivilDate;
  /** Inclusive; at most 400 days after `from`. */
  to: CivilDate;
  place: Place;
  natal?: NatalBasis;
  /** How many best days to return (default 5). */
  best?: number;
  /** The hours the best days' hours are taken from (hours-window.ts): WAKING_HOURS when absent, every hour when null. */
  hours?: HoursWindow | null;
  options?: DayOptions;
}

export interface PredictDay {
  date: string;
  rating: Rating;
}

/** A best day with its best double hours (hours-window.ts `bestHours`), in the day's order. */
export interface PredictBestDay extends PredictDay {
  hours: { branch: number; from: string; to: string }[];
}

export interface PredictResult {
  target:
    | { kind: "theme"; theme: ThemeName }
    | { kind: "activity"; activity: ActivityName }
    | { kind: "day" };
  personal: boolean;
  from: string;
  to: string;
  days: PredictDay[];
  /**
   * The best days: rated BEST_FROM (+2, "good") or higher only, in `byRating` order (the rating, then the earlier
   * date). A month without such a day has none: a +1 day is favourable, not one of the best.
   */
  best: PredictBestDay[];
  /** The window the best days' hours were taken from; null: every hour. */
  hoursWindow: HoursWindow | null;
}

/** The lowest rating a day needs to be called one of the best. */
export const BEST_FROM = 2;

/**
 * The order of rated days a user sees: the higher rating first; days rated alike, the earlier date first. Only what
 * the page shows orders the list (the rating's hidden score does not break ties: two «+2» days in a row that are
 * not in date order would look random).
 */
export function byRating<D extends { date: string; rating: { value: number } }>(x: D, y: D): number {
  return y.rating.value - x.rating.value || (x.date < y.date ? -1 : x.date > y.date ? 1 : 0);
}

/** How many best days an answer lists: `best` when given (a whole number 0–100), else `fallback`. */
export function bestCount(best: number | undefined, fallback: number): number {
  const n = best ?? fallback;
  if (!Number.isInteger(n) || n < 0 || n > 100) {
    failWith("best", "invalidOption", "best");
  }
  return n;
}

/** The whole Gregorian month as a range. */
export function monthRange(year: number, month: number): { from: CivilDate; to: CivilDate } {
  checkDate({ year, month, day: 1 }, "month");
  return { from: { year, month, day: 1 }, to: { year, month, day: daysInMonth(year, month) } };
}

export function predict(input: PredictInput): PredictResult {
  if (input.theme !== undefined && input.activity !== undefined) {
    failWith("activity", "invalidOption", "themeAndActivity");
  }
  checkDate(input.from, "from");
  checkDate(input.to, "to");
  const place = resolvePlace(input.place);
  const a = jdn(input.from.year, input.from.month, input.from.day);
  const b = jdn(input.to.year, input.to.month, input.to.day);
  if (b < a || b - a >= MAX_PREDICT_DAYS) {
    failWith("to", "invalidRange", "predictRange", { days: MAX_PREDICT_DAYS });
  }
  const bestN = bestCount(input.best, 5);
  const theme = input.theme !== undefined ? themeById(input.theme) : undefined;
  const activity = input.activity !== undefined ? activityByKey(input.activity) : undefined;

  const window = input.hours === undefined ? WAKING_HOURS : input.hours;
  const days: PredictDay[] = [];
  const general = new Map<string, GeneralDay>();
  for (let n = a; n <= b; n++) {
    const d = generalDay(civilFromJdn(n), place.tz, input.options);
    general.set(d.date, d);
    const p = input.natal ? personalFactors(input.natal, d.pillars.day.index) : undefined;
    const reasons = p ? [...d.basis.reasons, ...p.reasons] : d.basis.reasons;
    const caps = p ? [...d.basis.caps, ...p.caps] : d.basis.caps;
    let rating: Rating;
    if (theme) rating = rateTheme(theme, d.yi, d.ji, reasons, caps, p?.themeBonus[theme.id] ?? []).rating;
    else if (activity) rating = rateActivity(activity.index, d.yi, d.ji, reasons, caps).rating;
    else rating = p ? rate(reasons, [...caps, ...d.basis.dayCaps]) : d.rating;
    days.push({ date: d.date, rating });
  }
  const best = days
    .filter((d) => d.rating.value >= BEST_FROM)
    .sort(byRating)
    .slice(0, bestN)
    .map((d) => ({ ...d, hours: hoursOf(general.get(d.date)!, input.natal, activity?.index, window) }));
  return {
    target: theme ? { kind: "theme", theme } : activity ? { kind: "activity", activity } : { kind: "day" },
    personal: Boolean(input.natal),
    from: formatDate(input.from),
    to: formatDate(input.to),
    days,
    best,
    hoursWindow: window,
  };
}

/**
 * A best day's hours: the day page's rule (rated +2 or better, by the chart's own hour ratings with a chart, inside
 * the window); for an activity, not an hour whose 忌 holds it.
 */
function hoursOf(
  d: GeneralDay,
  natal: NatalBasis | undefined,
  activity: number | undefined,
  window: HoursWindow | null,
) {
  const blocks = dayHours(d);
  const avoided = new Set(
    activity === undefined ? [] : blocks.filter((h) => h.ji.includes(activity)).map((h) => h.branch),
  );
  const hours = blocks.map((h) => ({ branch: h.branch, from: h.from, to: h.to, rating: h.rating }));
  const personal = natal ? { hours: personalHours(d, natal) } : null;
  return bestHours({ hours, personal }, window).filter((h) => !avoided.has(h.branch));
}
