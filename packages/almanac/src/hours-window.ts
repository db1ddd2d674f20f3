/**
 * The hours people keep (docs/domain.md §12): lists of best hours offer only the double hours that begin inside a
 * window of the day at the event's place, 07:00–22:00 unless the caller gives another or asks for all hours. A
 * double hour is in the window when its local start is at or after the window's start and before its end, so with
 * the default the first is 07:00–09:00 and the last 21:00–23:00; 23:00–01:00 … 05:00–07:00 are night hours.
 */
import { failWith } from "./errors.ts";

/** A window of the local day, "HH:MM" each, `from` before `to` (no window runs past midnight). */
export interface HoursWindow {
  from: string;
  to: string;
}

export const WAKING_HOURS: HoursWindow = Object.freeze({ from: "07:00", to: "22:00" });

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]|24):([0-5]\d)$/;

/** "07:00-22:00" (a hyphen or an en dash) as a window; anything else is an error naming `field`. */
export function parseHoursWindow(text: string, field = "hours"): HoursWindow {
  const m = WINDOW.exec(text.trim().replace("–", "-"));
  const from = m ? `${m[1]}:${m[2]}` : "";
  const to = m ? `${m[3]}:${m[4]}` : "";
  if (!m || to > "24:00" || from >= to) failWith(field, "invalidOption", "hoursWindow", { got: text });
  return { from, to };
}

/** Whether a double hour beginning at `start` ("HH:MM", local) is offered; a null window offers every hour. */
export function inHoursWindow(start: string, window: HoursWindow | null): boolean {
  return window === null || (start >= window.from && start < window.to);
}
