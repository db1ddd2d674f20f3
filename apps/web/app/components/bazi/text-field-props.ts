/**
 * What every text field of the chart's form shares, for a TextField (components/controls/text-field.tsx): the id
 * `bazi-{field}`, the field's name, label and error, its value as last sent, a required plain text input without
 * autocomplete (the e-mail: an e-mail input, autocompleted); the calculator's name and e-mail are optional. A field adds or overrides the rest
 * (`<TextField {...field("lat")} inputMode="decimal" />`). The "Save chart" form's name and e-mail are the same
 * fields in the form `save`: ids `bazi-save-{field}`, wrappers `save-{field}`.
 */
import { NAME_MAX_CHARS } from "@bazi/contracts/limits";
import type { Lang } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { t } from "@bazi/i18n/tools";
import type { BaziFormValues } from "../../lib/bazi-form.ts";

export type BaziTextField = "name" | "date" | "time" | "lat" | "lng" | "tz" | "email";

export const textFieldProps =
  (lang: Lang, values: BaziFormValues, errors: Record<string, string>, form?: "save") =>
  (f: BaziTextField) => ({
    id: form ? `bazi-${form}-${f}` : `bazi-${f}`,
    name: f,
    field: form ? `${form}-${f}` : f,
    label: t(lang, `bazi.${f}` as ToolKey),
    error: errors[f],
    type: f === "email" ? "email" : "text",
    autoComplete: f === "email" ? "email" : "off",
    // the calculator needs the birth only; saving a chart asks for its name and an e-mail too (decision 038)
    required: form === "save" || (f !== "name" && f !== "email"),
    defaultValue: values[f],
    // the name's limit is the server's (the chart's schema): the field takes no more than it accepts
    ...(f === "name" ? { maxLength: NAME_MAX_CHARS } : {}),
  });
