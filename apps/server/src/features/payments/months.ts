/**
 * The written rule for adding months to a paid-until instant (docs/security.md C13): months are added on the UTC
 * calendar, keeping the time of day; when the target month is shorter, the day is clamped to its last day
 * (31 January + 1 month = 28 or 29 February; 31 March + 1 month = 30 April). A period always starts from
 * max(now, paid-until), so a lapsed calendar restarts today and a live one is extended from its end.
 */

/** `from` plus `months` calendar months in UTC, clamping the day to the end of a shorter month. */
export function addMonthsUtc(from: Date, months: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(from.getTime());
  d.setUTCFullYear(y, m, Math.min(from.getUTCDate(), lastDay));
  return d;
}

/** The new paid-until after paying `months`: from max(now, paid-until). */
export function extendPaidUntil(current: Date | null, now: Date, months: number): Date {
  const start = current && current.getTime() > now.getTime() ? current : now;
  return addMonthsUtc(start, months);
}
