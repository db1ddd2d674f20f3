/** What the tools' forms (/bazi, /predict) share: field styles and the error line a field points to. */

export const INPUT =
  "mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-stone-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 disabled:bg-stone-100 disabled:text-stone-500";
export const LABEL = "block text-sm font-medium text-stone-800";

/** A field's error, referenced by the field's aria-describedby; nothing when there is no error. */
export function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}
