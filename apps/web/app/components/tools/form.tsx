/**
 * What the tools' forms (/bazi, /predict) share: field styles, the error line a field points to, and how a date
 * field shows an ISO date.
 */
import type { Lang } from "@bazi/i18n";

/** A field's box without its top margin (the controls that wrap their input put the margin on the wrapper). */
export const FIELD =
  "block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-stone-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:bg-stone-100 disabled:text-stone-500";
export const INPUT = `mt-1 ${FIELD}`;
export const LABEL = "block text-sm font-medium text-stone-800";
/** A hint under a field (its format, what it is for). */
export const HINT = "mt-1 text-sm text-stone-600";

/** A field's error, referenced by the field's aria-describedby; nothing when there is no error. */
export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}

/**
 * An ISO date ("2026-11-21") or month ("2026-11") as a date field shows it: «21.11.2026» and «11.2026» on Russian
 * pages, ISO on English ones; other text as it is (components/controls/date-field.tsx, lib/date-input.ts).
 */
export const shownDate = (value: string, lang: Lang) =>
  lang === "ru"
    ? value.replace(/^(\d{4})-(\d\d)(?:-(\d\d))?$/, (_, y, m, d) => (d ? `${d}.${m}.${y}` : `${m}.${y}`))
    : value;
