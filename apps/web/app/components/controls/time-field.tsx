/**
 * A time of day in 24-hour HH:MM instead of the browser's `<input type="time">` (which shows AM/PM in the browser's
 * language): a text input with ЧЧ:ММ / HH:MM as its placeholder and "24-hour" in a hint under it. It sends what was
 * typed; the server reads it with `normalizeTime` of lib/date-input.ts (14:30, 14.30, 1430, 2:30 pm…), so it
 * works without JavaScript. Its texts come in `texts` (`timeFieldTexts` of @bazi/i18n/controls), which a page may
 * send from its loader.
 */
import type { TimeFieldTexts } from "@bazi/i18n/controls";
import type { InputHTMLAttributes } from "react";
import { HINT, INPUT } from "../tools/form.tsx";

export interface TimeFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "defaultValue" | "value" | "onChange"> {
  /** `timeFieldTexts(lang)`: the format and its hint. */
  texts: TimeFieldTexts;
  /** The input's id; the format hint is `${id}-format`. */
  id: string;
  /** "HH:MM", or the text as typed before. */
  defaultValue?: string;
  invalid?: boolean;
  /** Ids of the field's other hints and its error; the format hint's id comes first unless `hint` is false. */
  describedBy?: string;
  /** The visible "24-hour" hint under the field (default true; false: the placeholder alone). */
  hint?: boolean;
}

export function TimeField({
  texts,
  id,
  invalid,
  describedBy,
  hint = true,
  className,
  ...input
}: TimeFieldProps) {
  const hintId = hint ? `${id}-format` : "";
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder={texts.format}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, describedBy].filter(Boolean).join(" ") || undefined}
        className={className ?? INPUT}
        {...input}
      />
      {hintId ? (
        <p id={hintId} className={HINT}>
          {texts.hint}
        </p>
      ) : null}
    </>
  );
}
