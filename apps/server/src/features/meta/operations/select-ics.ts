/** "Add to my calendar" of date selection: a chosen day or hour as an iCalendar file (calendar/select.routes.ts). */
import { SELECT_EVENT_IDS } from "@bazi/contracts";
import type { Operation } from "../openapi-build.ts";

const QUERY: Operation["query"] = {
  event: {
    schema: {
      enum: [...SELECT_EVENT_IDS],
    },
    required: true,
  },
  date: {
    schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    required: true,
    description: "The chosen day, YYYY-MM-DD (an all-day event without start and end)",
  },
  start: {
    schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$" },
    description: "The chosen hour's start (UTC); with end",
  },
  end: {
    schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z$" },
    description: "The chosen hour's end (UTC), at most 3 hours after start",
  },
};

const ics = (path: string, lang: string): Operation => ({
  method: "get",
  path,
  tag: "calendar",
  summary: `A day or hour chosen by date selection, as an iCalendar file (${lang})`,
  description:
    "What /predict/event links to as “add to my calendar”: one event named after the chosen event, with a link to the day's page. No personal data in the query or the file.",
  query: QUERY,
  answers: [{ status: 200, type: "text/calendar", schema: { type: "string" } }],
  errors: [[400, "VALIDATION_FAILED: errors[] names the bad or missing field"]],
  localized: true,
});

export const SELECT_ICS: Operation[] = [
  ics("/predict/event.ics", "Russian"),
  ics("/en/predict/event.ics", "English"),
];
