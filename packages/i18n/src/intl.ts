/**
 * Intl formatters, kept: one per locale and options. Building one costs tens of microseconds, and each holds
 * tens of kilobytes of ICU memory outside the JavaScript heap that the garbage collector does not see, so
 * formatters built per call pile up in the process's memory between collections (20,000 date formatters took
 * 500 MB in a bare Node process). The options are few and fixed in the code; a time zone among them comes from
 * the zones that exist, so the map stays small.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.PluralRules;

const formatters = new Map<string, Formatter>();

function kept<F extends Formatter>(kind: string, locale: string, options: object, make: () => F): F {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept("n", locale, options, () => new Intl.NumberFormat(locale, options));

export const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept("d", locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  kept("l", locale, options, () => new Intl.ListFormat(locale, options));

/** A language's plural rules (cardinal), kept like the formatters: `plural()` in plural.ts picks forms by them. */
export const pluralRules = (locale: string): Intl.PluralRules =>
  kept("p", locale, {}, () => new Intl.PluralRules(locale));

/** A size in bytes as people read it: «5 МБ», "5 MB" (megabytes of 2^20 bytes, as file choosers count). */
export function byteSize(lang: string, bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return numberFormat(lang, {
    style: "unit",
    unit: "megabyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(mb);
}
