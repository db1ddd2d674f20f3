/**
 * What a date field or a date's page says of a date that is no date of the calendar (apps/web lib/date-error.ts,
 * the day page's 404 and the date selection's period): a catalog of its own, so that the pages without such a
 * field (the Bazi calculator) do not carry it. ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  // {days}: count.days of the month's length («28 дней»)
  "error.field.dateNoDay": "Такой даты нет: в этом месяце {days}",
  "error.field.dateRange": "Календарь охватывает годы с {min} по {max}",
  // {days}: count.days of the longest period («731 день»)
  "error.field.selectRange": "Период должен идти вперёд и длиться самое большее {days}",
  "notFound.nearestDay": "Ближайший день календаря: {date}",
  "notFound.nearestMonth": "Ближайший месяц календаря: {month}",
  "notFound.nearestYear": "Ближайший год календаря: {year}",
} as const;

export type DateErrorKey = keyof typeof ru;

const en: Record<DateErrorKey, string> = {
  "error.field.dateNoDay": "There is no such date: that month has {days}",
  "error.field.dateRange": "The calendar covers the years {min} to {max}",
  "error.field.selectRange": "The period must run forward and last at most {days}",
  "notFound.nearestDay": "The calendar's nearest day: {date}",
  "notFound.nearestMonth": "The calendar's nearest month: {month}",
  "notFound.nearestYear": "The calendar's nearest year: {year}",
};

defineTexts<DateErrorKey>({ ru, en });

export { t } from "./lookup.ts";
