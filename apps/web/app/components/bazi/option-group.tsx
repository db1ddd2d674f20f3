/**
 * One calculation option of a shown chart as radio buttons (the Zi rule, or the time basis): choosing another
 * sends its form at once (with JavaScript; without it, the form's button does).
 */
import type { Lang } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";

export function OptionGroup({
  lang,
  name,
  options,
  current,
}: {
  lang: Lang;
  name: "zi" | "basis";
  options: readonly string[];
  current: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-stone-800">{t(lang, `bazi.options.${name}`)}</legend>
      <div className="mt-2 space-y-2">
        {options.map((o) => (
          <label key={o} className="flex cursor-pointer items-start gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name={name}
              value={o}
              defaultChecked={o === current}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
              className="mt-0.5 size-4 shrink-0 accent-stone-800"
              data-testid={`option-${name}-${o}`}
            />
            {t(lang, `bazi.options.${name}.${o}` as ToolKey)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
