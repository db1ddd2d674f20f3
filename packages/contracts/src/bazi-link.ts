/**
 * The calculator's link (/bazi?date=…&time=…&lat=…&lng=…&tz=…) is read the same way by the page's form and by the
 * share card (GET /bazi/card.png): these are its field rules. Plain functions without zod, on their own path
 * (`@bazi/contracts/bazi-link`), so the calculator's client code can use them without the schemas.
 */
import { isTimeZone } from "./time-zone.ts";

/** "HH:MM" or "HH:MM:SS" on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A number as a person types it ("55.75", "55,75", "+37.6") within [min, max], or null. */
export function decimalOf(text: string, min: number, max: number): number | null {
  if (!/^[+-]?\d+([.,]\d+)?$/.test(text)) return null;
  const n = Number(text.replace(",", "."));
  return n >= min && n <= max ? n : null;
}

/** An IANA zone as it is, or an offset from UTC ("+3", "UTC+3", "-05:00") as the fixed zone Etc/GMT∓N; else null. */
export function zoneOf(text: string): string | null {
  const offset = /^(?:UTC|GMT)?\s*([+-−])\s*(\d{1,2})(?::?00)?$/i.exec(text);
  if (offset) {
    const h = Number(offset[2]);
    if (h > 14) return null;
    if (h === 0) return "Etc/GMT";
    // POSIX-style names have the sign reversed: UTC+3 is Etc/GMT-3.
    return `Etc/GMT${offset[1] === "+" ? "-" : "+"}${h}`;
  }
  if (/^(UTC|GMT)$/i.test(text)) return "Etc/UTC";
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(text)) return null;
  return isTimeZone(text) ? text : null;
}
