/**
 * A date (or, with `month`, a month) field in the page's language instead of the browser's `<input type="date">`
 * («mm/dd/yyyy» in the browser's language): a text input showing ДД.ММ.ГГГГ on Russian pages and YYYY-MM-DD on
 * English ones (months ММ.ГГГГ / YYYY-MM), with that format as its placeholder and in a hint under it, and a
 * button opening a calendar (date-picker.tsx, loaded only when it is first wanted, so pages do not carry it).
 *
 * The input carries the form's `name`: it sends what was typed, and the server reads it with `normalizeDate` (or
 * `normalizeMonth`) of lib/date-input.ts, which takes the page's format, the other usual ones and ISO; so the
 * field works without JavaScript. Its texts come in `texts` (`dateFieldTexts` of @bazi/i18n/controls), which a
 * page may send from its loader: then neither the catalog nor the date parsing is in the page's script.
 */
import type { Lang } from "@bazi/i18n";
import type { DateFieldTexts } from "@bazi/i18n/controls";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { FIELD, HINT, shownDate } from "../tools/form.tsx";
import type { DatePickerProps } from "./date-picker.tsx";

export interface DateFieldProps {
  lang: Lang;
  /** `dateFieldTexts(lang, month)`: the format, its hint, the calendar button's name. */
  texts: DateFieldTexts;
  /** The input's id (its `<label htmlFor>`); the format hint is `${id}-format`. */
  id: string;
  /** The form field's name; none: the field is not sent (read it with `onChange`). */
  name?: string;
  /** ISO ("2026-11-21"; "2026-11" for a month), shown in the page's format, or text as typed before. */
  defaultValue?: string;
  /** A month (ММ.ГГГГ / YYYY-MM) instead of a date. */
  month?: boolean;
  /** The calendar's first and last choosable dates, ISO (default 1800-01-01 and 2200-12-31). */
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** Ids of the field's other hints and its error; the format hint's id comes first unless `hint` is false. */
  describedBy?: string;
  /** The visible format hint under the field (default true; false: the placeholder alone shows it). */
  hint?: boolean;
  /** The input's classes (default: the tools' field box), and its wrapper's (default "relative mt-1"). */
  className?: string;
  wrapperClassName?: string;
  testId?: string;
  /** Every change of the text, typed or picked (`parseDate` / `normalizeDate` of lib/date-input.ts read it). */
  onChange?: (text: string) => void;
  /** A date picked on the calendar, ISO ("2026-11-21"; a month: "2026-11"), after `onChange`. */
  onPick?: (iso: string) => void;
  /** The calendar colours the days by their rating (date-picker.tsx): the calendar pages' fields, not a birth's. */
  ratings?: boolean;
}

export function DateField(p: DateFieldProps) {
  const { lang, id, month = false, texts } = p;
  // uncontrolled: what was typed before the script ran stays
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [picker, setPicker] = useState<{ Picker: ComponentType<DatePickerProps>; text: string } | null>(null);
  // the calendar's button once its code can run (without JavaScript the typed text is the way)
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const hintId = p.hint === false ? "" : `${id}-format`;
  const load = () => import("./date-picker.tsx");

  return (
    <>
      <div className={p.wrapperClassName ?? "relative mt-1"}>
        <input
          ref={input}
          id={id}
          name={p.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.format}
          defaultValue={shownDate(p.defaultValue ?? "", lang)}
          onChange={(e) => p.onChange?.(e.target.value)}
          required={p.required}
          disabled={p.disabled}
          aria-invalid={p.invalid || undefined}
          aria-describedby={[hintId, p.describedBy].filter(Boolean).join(" ") || undefined}
          className={`${p.className ?? FIELD} pr-11`}
          data-testid={p.testId}
        />
        <button
          ref={button}
          type="button"
          hidden={!ready}
          disabled={p.disabled}
          aria-label={texts.open}
          aria-haspopup="dialog"
          aria-expanded={picker !== null}
          onPointerEnter={() => load().catch(() => {})}
          onClick={() =>
            load().then(
              (m) => setPicker({ Picker: m.DatePicker, text: input.current?.value ?? "" }),
              () => {},
            )
          }
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-600 hover:text-stone-950 disabled:text-stone-400"
          data-testid={p.testId && `${p.testId}-calendar`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
            <rect x="3.5" y="5" width="17" height="15.5" rx="2" strokeWidth="1.8" />
            <path d="M3.5 10h17M8 3v4M16 3v4" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {hintId ? (
        <p id={hintId} className={HINT}>
          {texts.hint}
        </p>
      ) : null}
      {picker ? (
        <picker.Picker
          lang={lang}
          month={month}
          text={picker.text}
          min={p.min}
          max={p.max}
          ratings={p.ratings}
          onPick={(iso) => {
            const text = shownDate(iso, lang);
            if (input.current) input.current.value = text;
            p.onChange?.(text);
            p.onPick?.(iso);
          }}
          onClose={() => {
            setPicker(null);
            button.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
