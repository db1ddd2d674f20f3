/**
 * The chart form's gender: two radio buttons styled as chips in a fieldset, its error under them (the first
 * button, `bazi-gender-male`, is where the error summary's link goes).
 */
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/tools";
import { ErrorText, LABEL } from "../tools/form.tsx";

export function GenderField({
  lang,
  value,
  error,
}: {
  lang: Lang;
  value: string;
  error: string | undefined;
}) {
  const errorId = error ? "bazi-gender-error" : undefined;
  return (
    <fieldset
      className="sm:col-span-2"
      aria-describedby={errorId}
      aria-invalid={error ? true : undefined}
      data-field="gender"
    >
      <legend className={LABEL}>{t(lang, "bazi.gender")}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {(["male", "female"] as const).map((g) => (
          <label
            key={g}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 has-checked:border-stone-700 has-checked:bg-stone-50"
          >
            <input
              id={`bazi-gender-${g}`}
              type="radio"
              name="gender"
              value={g}
              required
              defaultChecked={value === g}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              className="size-4 accent-stone-800"
            />
            {t(lang, `bazi.${g}`)}
          </label>
        ))}
      </div>
      <ErrorText id="bazi-gender-error" message={error} />
    </fieldset>
  );
}
