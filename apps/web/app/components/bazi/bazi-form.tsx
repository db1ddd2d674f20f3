/**
 * The chart's form: the birth (gender, date and time, birthplace) and, optional, a name and an e-mail with the box
 * asking for the chart by mail (decision 038). It posts to the page itself and works without JavaScript: the
 * server checks every field and the page comes back with the chart, or with each error under its field. The
 * chosen options (Zi rule, time basis) ride along hidden.
 */
import type { Lang } from "@bazi/i18n";
import type { DateFieldTexts, TimeFieldTexts } from "@bazi/i18n/controls";
import { t } from "@bazi/i18n/tools";
import { Form } from "react-router";
import type { BaziFormValues } from "../../lib/bazi-form.ts";
import { Card } from "../chrome/card.tsx";
import { TextField } from "../controls/text-field.tsx";
import { shownDate } from "../tools/form.tsx";
import { GenderField } from "./gender-field.tsx";
import { HourField } from "./hour-field.tsx";
import { PlaceFields } from "./place-fields.tsx";
import { textFieldProps } from "./text-field-props.ts";

export function BaziForm({
  lang,
  path,
  values,
  errors,
  account,
  controls,
}: {
  lang: Lang;
  /** The page's path, where the form posts. */
  path: string;
  values: BaziFormValues;
  errors: Record<string, string>;
  /** The signed-in user: their e-mail prefills the form's. */
  account: { email: string } | null;
  /** The fields' texts and the hints under the time and the e-mail (tools-server.ts), from the loader. */
  controls: {
    date: DateFieldTexts;
    time: TimeFieldTexts;
    hourHint: string;
    emailHint: string;
    nameLabel: string;
    emailLabel: string;
    send: string;
  };
}) {
  const field = textFieldProps(lang, values, errors);
  return (
    <Card
      as={Form}
      method="post"
      action={path}
      noValidate
      className="p-4 sm:p-6"
      aria-labelledby="bazi-form-title"
      data-testid="bazi-form"
    >
      <h2 id="bazi-form-title" className="text-xl font-semibold tracking-tight text-stone-900">
        {t(lang, "bazi.form")}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            {...field("name")}
            label={controls.nameLabel}
            placeholder={t(lang, "bazi.namePlaceholder")}
          />
        </div>
        <GenderField lang={lang} value={values.gender} error={errors.gender} />
        <TextField
          {...field("date")}
          hint={controls.date.hint}
          inputMode="numeric"
          placeholder={controls.date.format}
          defaultValue={shownDate(values.date, lang)}
        />
        <HourField
          lang={lang}
          values={values}
          errors={errors}
          texts={controls.time}
          hint={controls.hourHint}
        />
        <PlaceFields lang={lang} values={values} errors={errors} />
        <div className="sm:col-span-2">
          <TextField
            {...field("email")}
            label={controls.emailLabel}
            hint={controls.emailHint}
            defaultValue={values.email || account?.email || ""}
          >
            <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                name="send"
                value="1"
                defaultChecked={values.send}
                className="size-4 accent-stone-800"
                data-testid="bazi-send"
              />
              {controls.send}
            </label>
          </TextField>
        </div>
      </div>
      <input type="hidden" name="zi" value={values.zi} />
      <input type="hidden" name="basis" value={values.basis} />
      <button
        type="submit"
        className="mt-6 w-full rounded-full bg-stone-900 px-6 py-3 font-semibold text-white hover:bg-stone-700 sm:w-auto"
        data-testid="bazi-submit"
      >
        {t(lang, "bazi.submit")}
      </button>
    </Card>
  );
}
