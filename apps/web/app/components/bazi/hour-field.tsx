/**
 * The chart form's birth time (24-hour, typed) and "hour unknown" under it: ticking it disables the time, which is
 * then neither required nor checked, and its error goes.
 */
import type { Lang } from "@bazi/i18n";
import type { TimeFieldTexts } from "@bazi/i18n/controls";
import { t } from "@bazi/i18n/tools";
import { useState } from "react";
import type { BaziFormValues } from "../../lib/bazi-form.ts";
import { TextField } from "../controls/text-field.tsx";
import { textFieldProps } from "./text-field-props.ts";

export function HourField({
  lang,
  values,
  errors,
  texts,
  hint,
}: {
  lang: Lang;
  values: BaziFormValues;
  errors: Record<string, string>;
  texts: TimeFieldTexts;
  /** What holds without the hour (tools-server.ts `bazi.hourHint`, sent with the page). */
  hint: string;
}) {
  const [unknownHour, setUnknownHour] = useState(values.unknownHour);
  const field = textFieldProps(lang, values, errors);
  return (
    <TextField
      {...field("time")}
      error={unknownHour ? undefined : errors.time}
      hint={
        <>
          <span className="block">{texts.hint}</span>
          {hint}
        </>
      }
      inputMode="numeric"
      placeholder={texts.format}
      required={!unknownHour}
      disabled={unknownHour}
    >
      <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          name="unknownHour"
          value="1"
          checked={unknownHour}
          onChange={(e) => setUnknownHour(e.target.checked)}
          className="size-4 accent-stone-800"
          data-testid="bazi-unknown-hour"
        />
        {t(lang, "bazi.hourUnknown")}
      </label>
    </TextField>
  );
}
