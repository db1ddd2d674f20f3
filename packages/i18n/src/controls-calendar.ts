/**
 * Texts of the calendar a date field opens (apps/web/app/components/controls/date-picker.tsx): a catalog of its
 * own, loaded with the calendar when it is first opened, so that the pages' scripts do not carry it. Month and
 * weekday names come from Intl in the page's language. ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "calendar.date": "Выбор даты",
  "calendar.month": "Выбор месяца",
  "calendar.monthSelect": "Месяц",
  "calendar.yearSelect": "Год",
  "calendar.prevMonth": "Предыдущий месяц",
  "calendar.nextMonth": "Следующий месяц",
  "calendar.prevYear": "Предыдущий год",
  "calendar.nextYear": "Следующий год",
  "calendar.keys": "Стрелки — дни, Page Up и Page Down — месяцы, Enter — выбрать, Escape — закрыть",
  "calendar.monthKeys": "Стрелки — месяцы, Page Up и Page Down — годы, Enter — выбрать, Escape — закрыть",
} as const;

export type PickerKey = keyof typeof ru;

const en: Record<PickerKey, string> = {
  "calendar.date": "Choose a date",
  "calendar.month": "Choose a month",
  "calendar.monthSelect": "Month",
  "calendar.yearSelect": "Year",
  "calendar.prevMonth": "Previous month",
  "calendar.nextMonth": "Next month",
  "calendar.prevYear": "Previous year",
  "calendar.nextYear": "Next year",
  "calendar.keys": "Arrows move by day, Page Up and Page Down by month, Enter picks, Escape closes",
  "calendar.monthKeys": "Arrows move by month, Page Up and Page Down by year, Enter picks, Escape closes",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
