/**
 * Texts of the pages' own form controls (apps/web/app/components/controls): the date and month fields, the time
 * field, the file button and the searchable select. They replace the browser's native date, time and file inputs,
 * which speak the browser's language («mm/dd/yyyy», "Choose File») instead of the page's. The calendar's own texts
 * are in controls-calendar.ts, loaded with the calendar only. ru is the source; en must have every key.
 */
import type { Lang } from "./index.ts";
import { defineTexts, t } from "./lookup.ts";

const ru = {
  "controls.date.format": "ДД.ММ.ГГГГ",
  "controls.date.hint": "Формат ДД.ММ.ГГГГ, например 21.11.2026",
  "controls.date.invalid": "Введите дату в виде ДД.ММ.ГГГГ, например 21.11.2026",
  "controls.date.open": "Выбрать дату в календаре",
  "controls.month.format": "ММ.ГГГГ",
  "controls.month.hint": "Формат ММ.ГГГГ, например 11.2026",
  "controls.month.open": "Выбрать месяц в календаре",
  "controls.time.format": "ЧЧ:ММ",
  "controls.time.hint": "24 часа, например 14:30",
  "controls.file.image": "Выбрать изображение",
  "controls.file.none": "Файл не выбран",
  "controls.select.placeholder": "Найти или выбрать",
  "controls.select.all": "Показать все варианты",
  "controls.select.none": "Ничего не найдено",
  "controls.select.found": "Найдено вариантов: {n}",
} as const;

export type ControlKey = keyof typeof ru;

const en: Record<ControlKey, string> = {
  "controls.date.format": "YYYY-MM-DD",
  "controls.date.hint": "Format YYYY-MM-DD, e.g. 2026-11-21",
  "controls.date.invalid": "Enter the date as YYYY-MM-DD, e.g. 2026-11-21",
  "controls.date.open": "Choose the date on a calendar",
  "controls.month.format": "YYYY-MM",
  "controls.month.hint": "Format YYYY-MM, e.g. 2026-11",
  "controls.month.open": "Choose the month on a calendar",
  "controls.time.format": "HH:MM",
  "controls.time.hint": "24-hour clock, e.g. 14:30",
  "controls.file.image": "Choose an image",
  "controls.file.none": "No file chosen",
  "controls.select.placeholder": "Search or choose",
  "controls.select.all": "Show all options",
  "controls.select.none": "Nothing found",
  "controls.select.found": "{n} found",
};

defineTexts({ ru, en });

/** What a date (or month) field shows: its format (the placeholder), the hint under it, its calendar button's name. */
export interface DateFieldTexts {
  format: string;
  hint: string;
  open: string;
}

/**
 * A date field's texts. A page may send them from its loader, so that this catalog stays out of its script.
 */
export function dateFieldTexts(lang: Lang, month = false): DateFieldTexts {
  const kind = month ? "month" : "date";
  return {
    format: t(lang, `controls.${kind}.format`),
    hint: t(lang, `controls.${kind}.hint`),
    open: t(lang, `controls.${kind}.open`),
  };
}

/** What a time field shows: its format (the placeholder) and the hint under it. */
export interface TimeFieldTexts {
  format: string;
  hint: string;
}

/** A time field's texts (a page may send them from its loader, as `dateFieldTexts`). */
export function timeFieldTexts(lang: Lang): TimeFieldTexts {
  return { format: t(lang, "controls.time.format"), hint: t(lang, "controls.time.hint") };
}

export { t };
