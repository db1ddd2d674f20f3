/**
 * Whether `tz` names an IANA time zone this runtime knows (aliases such as "Europe/Kiev" included). Asked on
 * every request that carries a zone: the zones found are kept (at most the few hundred that exist), as building
 * a date formatter to test each one holds ICU memory until the next collection.
 */
const known = new Set<string>();

export function isTimeZone(tz: string): boolean {
  if (known.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
  } catch {
    return false;
  }
  known.add(tz);
  return true;
}
