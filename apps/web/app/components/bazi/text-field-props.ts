/**
 * What every text field of the chart's form shares, for a TextField (components/controls/text-field.tsx): the id
 * `bazi-{field}`, the field's name, label and error, its value as last sent, a required plain text input without
 * autocomplete. A field adds or overrides the rest (`<TextField {...field("lat")} inputMode="decimal" />`).
 */
import { type Lang, type ToolKey, tt } from "@bazi/i18n";
import type { BaziFormValues } from "../../lib/bazi-form.ts";

export type BaziTextField = "name" | "date" | "time" | "lat" | "lng" | "tz" | "email";

export const textFieldProps =
  (lang: Lang, values: BaziFormValues, errors: Record<string, string>) => (f: BaziTextField) => ({
    id: `bazi-${f}`,
    name: f,
    label: tt(lang, `bazi.${f}` as ToolKey),
    error: errors[f],
    type: "text",
    autoComplete: "off",
    required: true,
    defaultValue: values[f],
  });
