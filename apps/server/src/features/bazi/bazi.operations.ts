/**
 * The Bazi calls, declared once: the compatibility of two births (bazi.routes.ts) and the share card of a
 * calculator link (card.routes.ts). The routes and the API document read these.
 */
import { CompatibilitySchema } from "@bazi/almanac";
import { type BaziInput, CompareBodySchema, decimalOf, TIME_OF_DAY, zoneOf } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { z } from "zod";
import { operation } from "../../http/operation.ts";

/** The compatibility as the engine reads it (docs/bazi-compatibility.md). */
export const CompareAnswerSchema = z.object({ compatibility: CompatibilitySchema });

export const compare = operation({
  method: "post",
  path: "/api/bazi/compare",
  tag: "bazi",
  summary:
    "Compatibility of two births (typed in, or the signed-in user's saved charts by uuid): the day masters, the relations between the charts, complementary elements, the verdict with every point (docs/bazi-compatibility.md)",
  caller: "optional",
  localized: true,
  body: { json: CompareBodySchema },
  answers: { 200: { json: CompareAnswerSchema } },
  errors: [
    [
      400,
      "VALIDATION_FAILED: errors[] names each field, with a message in the request's language (also a date that does not exist or a zone the engine does not know)",
    ],
    [401, "UNAUTHORIZED: a side names a saved chart and nobody is signed in"],
    [404, "NOT_FOUND: no such chart of this user"],
  ],
});

export const CARD_PATHS: Record<Lang, string> = { ru: "/bazi/card.png", en: "/en/bazi/card.png" };

/** The calculator's link says the hour is unknown. */
const hourUnknown = (v: string | undefined) => v === "1" || v === "on";

/** A field of the link read by the rule the form uses (contracts' decimalOf / zoneOf); `message` when it fails. */
const field = <T>(read: (text: string) => T | null, message: string) =>
  z
    .string()
    .trim()
    .transform((text, ctx) => {
      const value = read(text);
      if (value === null) ctx.addIssue({ code: "custom", message });
      return value as T;
    });

/**
 * The query of the calculator's own link (/bazi?name=…&gender=…&date=…&time=…&city=…&lat=…&lng=…&tz=…&zi=…
 * &basis=…, apps/web lib/bazi-form.ts), read as that form reads it (a decimal comma, a zone as an offset "+3",
 * `unknownHour=1`), into the engine's input. The name and the place are taken and dropped: the card never shows
 * them.
 */
export const CardQuerySchema = z
  .object({
    // not trimmed: the document's pattern is the whole rule
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date")
      .meta({ description: "YYYY-MM-DD" }),
    time: z
      .string()
      .trim()
      .optional()
      .meta({ description: "HH:MM (seconds are ignored); required unless unknownHour is 1 or on" }),
    unknownHour: z.string().optional().meta({
      description: "1 or on: the hour is unknown (no hour pillar, no time needed); other values: known",
    }),
    lat: field((s) => decimalOf(s, -90, 90), "error.field.number").meta({
      description: "Latitude, −90…90 (a decimal point or comma)",
    }),
    lng: field((s) => decimalOf(s, -180, 180), "error.field.number").meta({
      description: "Longitude, −180…180 (a decimal point or comma)",
    }),
    tz: field(zoneOf, "error.field.invalid").meta({
      description: "An IANA zone (Europe/Moscow) or an offset from UTC (+3)",
    }),
    gender: z.enum(["male", "female"]).optional(),
    zi: z.enum(["dayChangesAt23", "lateZiSameDay"]).optional(),
    basis: z.enum(["apparentSolar", "clock"]).optional(),
    lang: z
      .enum(["ru", "en"])
      .optional()
      .meta({ description: "The card's language; else the path's (never a cookie or Accept-Language)" }),
    name: z.string().optional().meta({ description: "Ignored: the card never shows a name" }),
    city: z.string().optional().meta({ description: "Ignored: the card never shows a place" }),
  })
  .superRefine((q, ctx) => {
    if (hourUnknown(q.unknownHour)) return;
    if (!q.time) ctx.addIssue({ code: "custom", path: ["time"], message: "error.field.required" });
    else if (!TIME_OF_DAY.test(q.time))
      ctx.addIssue({ code: "custom", path: ["time"], message: "account.field.time" });
  })
  .transform(
    (q): BaziInput => ({
      date: q.date,
      time: hourUnknown(q.unknownHour) ? null : q.time!.slice(0, 5),
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      gender: q.gender ?? null,
      ...(q.zi ? { zi: q.zi } : {}),
      ...(q.basis ? { timeBasis: q.basis } : {}),
    }),
  );

const card = (lang: Lang, language: string) =>
  operation({
    method: "get",
    path: CARD_PATHS[lang],
    tag: "bazi",
    summary: `The share card of a chart in ${language} (Open Graph image, 1200×630 PNG)`,
    description:
      "The query of the calculator's link (/bazi?…): the four pillars, the Day Master and the element colours, never the name, date, time or place. Public, cached for 30 days (Cache-Control).",
    caller: "none",
    localized: true,
    limited: true,
    query: CardQuerySchema,
    answers: { 200: { other: { type: "image/png", schema: { type: "string", format: "binary" } } } },
    errors: [
      [400, "VALIDATION_FAILED: errors[] names the bad or missing field (also a date that does not exist)"],
    ],
  });

export const cardRu = card("ru", "Russian");
export const cardEn = card("en", "English");
