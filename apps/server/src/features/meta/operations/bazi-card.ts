/** The share card of a calculator link: the Open Graph image messengers show (features/bazi/card.routes.ts). */
import type { Operation } from "../openapi-build.ts";

const QUERY: Operation["query"] = {
  date: {
    schema: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
    required: true,
    description: "YYYY-MM-DD",
  },
  time: { schema: { type: "string" }, description: "HH:MM; required unless unknownHour=1" },
  unknownHour: { schema: { enum: ["1", "on"] }, description: "The hour is unknown (no hour pillar)" },
  lat: {
    schema: { type: "string" },
    required: true,
    description: "Latitude, −90…90 (a decimal point or comma)",
  },
  lng: { schema: { type: "string" }, required: true, description: "Longitude, −180…180" },
  tz: {
    schema: { type: "string", maxLength: 64 },
    required: true,
    description: "An IANA zone (Europe/Moscow) or an offset from UTC (+3)",
  },
  gender: { schema: { enum: ["male", "female"] } },
  zi: { schema: { enum: ["dayChangesAt23", "lateZiSameDay"] } },
  basis: { schema: { enum: ["apparentSolar", "clock"] } },
  name: { schema: { type: "string" }, description: "Ignored: the card never shows a name" },
  city: { schema: { type: "string" }, description: "Ignored: the card never shows a place" },
};

const card = (path: string, lang: string): Operation => ({
  method: "get",
  path,
  tag: "bazi",
  summary: `The share card of a chart in ${lang} (Open Graph image, 1200×630 PNG)`,
  description:
    "The query of the calculator's link (/bazi?…): the four pillars, the Day Master and the element colours, never the name, date, time or place. Public, cached for 30 days (Cache-Control).",
  query: QUERY,
  answers: [{ status: 200, type: "image/png", schema: { type: "string", format: "binary" } }],
  errors: [[400, "VALIDATION_FAILED: errors[] names the bad or missing field"], 429],
  localized: true,
});

export const BAZI_CARD: Operation[] = [
  card("/bazi/card.png", "Russian"),
  card("/en/bazi/card.png", "English"),
];
