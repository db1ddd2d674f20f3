/**
 * The thresholds of the engine's two verdict scales, on their own so that texts and pages can state them without
 * the engine (`@bazi/almanac/scales`; the glossary's explanations reach the pages' scripts): the Day Master's
 * strength 0–100 (strength.ts) and the compatibility points (compatibility.ts), each re-exported there.
 */

/** Strength score at or above which the Day Master is strong (身强); at or below WEAK_TO, weak (身弱). */
export const STRONG_FROM = 55;
export const WEAK_TO = 45;

/** Compatibility points at or above which a pair is harmonious; at or below CHALLENGING_TO, challenging. */
export const HARMONIOUS_FROM = 3;
export const CHALLENGING_TO = -2;
