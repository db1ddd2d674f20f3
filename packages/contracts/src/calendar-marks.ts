/**
 * The pictograms of a date's marks (a solar term, a new or full moon, a Chinese month's first day, a festival), in
 * one place for the pages (apps/web mark-icon.tsx) and the month as an image (apps/server month-image.ts): SVG
 * path data on a 24×24 grid, stroked in the text's colour; `fill` fills the new moon's shapes. Pages import
 * it as `@bazi/contracts/calendar-marks`, so that their scripts do not carry the contracts' schemas.
 */
import type { DayMark } from "./services.ts";

export const MARK_KINDS: readonly DayMark["kind"][] = [
  "term",
  "newMoon",
  "fullMoon",
  "lunarMonth",
  "festival",
];

export const MARK_ICONS: Record<DayMark["kind"], { d: string; fill?: boolean }> = {
  // a sun
  term: {
    d: "M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8",
  },
  // a dark disc inside a ring (a ring, then its hole wound the other way, then the disc), so that it is no plain dot:
  // a plain dark dot is the Black Path's sign
  newMoon: {
    d: "M12 2a10 10 0 1 1 0 20 10 10 0 1 1 0-20ZM12 3.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 1 0 0-17ZM12 8a4 4 0 1 1 0 8 4 4 0 1 1 0-8Z",
    fill: true,
  },
  // an open disc
  fullMoon: { d: "M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Z" },
  // a thin crescent
  lunarMonth: { d: "M14 4a8 8 0 1 0 0 16 6.5 6.5 0 0 1 0-16Z" },
  // a lantern
  festival: {
    d: "M12 2.5v2M9.5 4.5h5M7 9c0-2.5 2.2-4.5 5-4.5s5 2 5 4.5v5c0 2.5-2.2 4.5-5 4.5s-5-2-5-4.5ZM12 4.5v14M9.5 18.5h5M12 19v2.5",
  },
};
