/**
 * The hours people keep (docs/domain.md §12): lists of best hours offer only the double hours that begin inside a
 * window of the day at the event's place, 07:00–22:00 unless the caller gives another or asks for all hours. A
 * double hour is in the window when its local start is at or after the window's start and before its end, so with
 * the default the first is 07:00–09:00 and the last 21:00–23:00; 23:00–01:00 … 05:00–07:00 are night hours.
 */
import { failWith } from "./errors.ts";
import type { HoursWindow } from "./waking-hours.ts";

export { type HoursWindow, WAKING_HOURS } from "./waking-hours.ts";

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/** "07:00-22:00" (a hyphen or an en dash) as a window; anything else is an error naming `field`. */
export function parseHoursWindow(text: string, field = "hours"): HoursWindow {
  const m = WINDOW.exec(text.trim().replace("–", "-"));
  const from = m ? `${m[1]}:${m[2]}` : "";
  const to = m ? `${m[3]}:${m[4]}` : "";
  if (!m || to > "24:00" || from >= to) failWith(field, "invalidOption", "hoursWindow", { got: text });
  return { from, to };
}

/**
 * A request's `hours` text or `allHours` flag (API, CLI) as the engine's `hours` option: every hour, the window
 * given, or nothing (the waking hours). A bad window is an error naming `hours`.
 */
export function hoursOption(q: { hours?: string | undefined; allHours?: boolean | undefined }): {
  hours?: HoursWindow | null;
} {
  if (q.allHours) return { hours: null };
  return q.hours !== undefined ? { hours: parseHoursWindow(q.hours) } : {};
}

/** Whether a double hour beginning at `start` ("HH:MM", local) is offered; a null window offers every hour. */
export function inHoursWindow(start: string, window: HoursWindow | null): boolean {
  return window === null || (start >= window.from && start < window.to);
}

/** The lowest rating a double hour needs to be offered as one of the day's best (+2, "good"). */
export const BEST_HOUR_FROM = 2;

/** What bestHours reads of a day: its double hours with their ratings, and the chart's own ratings when it has one. */
export interface RatedHours {
  hours: readonly { branch: number; from: string; to: string; rating: { value: number } }[];
  personal?: { hours: readonly { branch: number; rating: { value: number } }[] } | null;
}

/**
 * The day's best double hours: rated BEST_HOUR_FROM or better (by the chart's own hour ratings when the day has
 * them), among those the window offers, in the day's order. The one rule behind the day page's best hours, the
 * reminders (Telegram, e-mail, push) and predict's best days.
 */
export function bestHours(
  day: RatedHours,
  window: HoursWindow | null,
): { branch: number; from: string; to: string }[] {
  const own = new Map(day.personal?.hours.map((h) => [h.branch, h.rating.value]));
  return day.hours
    .filter((h) => inHoursWindow(h.from, window) && (own.get(h.branch) ?? h.rating.value) >= BEST_HOUR_FROM)
    .map((h) => ({ branch: h.branch, from: h.from, to: h.to }));
}
