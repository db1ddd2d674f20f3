/**
 * The default window of the hours people keep (docs/domain.md §12), on its own so that the web app's client code can
 * show it without the engine (`@bazi/almanac/waking-hours`). hours-window.ts holds the rules that use it.
 */

/** A window of the local day, "HH:MM" each, `from` before `to` (no window runs past midnight). */
export interface HoursWindow {
  from: string;
  to: string;
}

export const WAKING_HOURS: HoursWindow = Object.freeze({ from: "07:00", to: "22:00" });
