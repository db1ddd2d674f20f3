/**
 * The chart form's errors above it, after a submission that had any: a list of links to the fields with their
 * messages, in the form's order. It takes the focus when it appears, so a screen reader reads it first.
 */
import type { Lang } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import { useEffect, useRef } from "react";
import { FIELD_ORDER } from "../../lib/bazi-form.ts";

export function ErrorSummary({ lang, errors }: { lang: Lang; errors: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const fields = FIELD_ORDER.filter((f) => errors[f]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mb-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
      data-testid="error-summary"
    >
      <h2 className="font-semibold">{t(lang, "bazi.errorsTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {fields.map((f) => (
          <li key={f}>
            <a href={`#bazi-${f === "gender" ? "gender-male" : f}`} className="underline">
              {t(lang, `bazi.${f}` as ToolKey)}
            </a>
            : {errors[f]}
          </li>
        ))}
      </ul>
    </div>
  );
}
