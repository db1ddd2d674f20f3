/**
 * The options a shown chart was computed with (Zi rule, time basis), switchable in place: a GET form sending the
 * same query with the other option. Printed, a plain list of the two options instead.
 */
import type { Lang } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import { Form } from "react-router";
import { type BaziFormValues, TIME_BASES, ZI_RULES } from "../../lib/bazi-form.ts";
import { Card } from "../chrome/card.tsx";
import { birthFields, HiddenFields } from "./hidden-fields.tsx";
import { OptionGroup } from "./option-group.tsx";

export function OptionsSwitch({ lang, path, values }: { lang: Lang; path: string; values: BaziFormValues }) {
  return (
    <>
      {/* printed instead of the form: the options the chart was computed with */}
      <dl className="hidden gap-x-6 gap-y-1 text-sm print:grid print:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t(lang, "bazi.options.zi")}</dt>
        <dd>{t(lang, `bazi.options.zi.${values.zi}` as ToolKey)}</dd>
        <dt className="font-semibold">{t(lang, "bazi.options.basis")}</dt>
        <dd>{t(lang, `bazi.options.basis.${values.basis}` as ToolKey)}</dd>
      </dl>
      <Card
        as={Form}
        method="get"
        action={path}
        preventScrollReset
        className="p-4 print:hidden"
        data-testid="bazi-options"
        data-zi={values.zi}
        data-basis={values.basis}
      >
        <HiddenFields fields={[["name", values.name], ...birthFields(values)]} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionGroup lang={lang} name="zi" options={ZI_RULES} current={values.zi} />
          <OptionGroup lang={lang} name="basis" options={TIME_BASES} current={values.basis} />
        </div>
        <button
          type="submit"
          className="mt-4 rounded-full border border-stone-300 bg-white px-4 py-1.5 text-sm font-medium hover:border-stone-500"
        >
          {t(lang, "bazi.options.apply")}
        </button>
      </Card>
    </>
  );
}
