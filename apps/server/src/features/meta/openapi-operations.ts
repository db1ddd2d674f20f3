/**
 * Every route outside the calendar calls, as OpenAPI operations, a file per feature in operations/: accounts,
 * charts, the Bazi calls and the chart's share card, date selection's .ics files, the month as an image, the year's almanac events, reminders, payments (checkout, the providers' notifications, the sandbox), content and places, and what an
 * operator calls. The calendar's own calls are in openapi-calendar.ts.
 */
import type { Operation } from "./openapi-build.ts";
import { ACCOUNTS } from "./operations/accounts.ts";
import { BAZI } from "./operations/bazi.ts";
import { BAZI_CARD } from "./operations/bazi-card.ts";
import { CALENDAR_EVENTS } from "./operations/calendar-events.ts";
import { CHARTS } from "./operations/charts.ts";
import { CONTENT } from "./operations/content.ts";
import { MONTH_PNG } from "./operations/month-png.ts";
import { OPERATOR } from "./operations/operator.ts";
import { PAYMENTS } from "./operations/payments.ts";
import { REMINDERS } from "./operations/reminders.ts";
import { SELECT_ICS } from "./operations/select-ics.ts";

export const OPERATIONS: Operation[] = [
  ...ACCOUNTS,
  ...CHARTS,
  ...BAZI,
  ...BAZI_CARD,
  ...SELECT_ICS,
  ...MONTH_PNG,
  ...CALENDAR_EVENTS,
  ...REMINDERS,
  ...PAYMENTS,
  ...CONTENT,
  ...OPERATOR,
];
