/**
 * The Gregorian years every calculation supports, on their own so that the web app's client code can name the
 * calendar's range without the engine (`@bazi/almanac/years`). errors.ts re-exports them for the engine's modules.
 */

/** Supported range of Gregorian years for every calculation. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
