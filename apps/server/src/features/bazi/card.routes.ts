/**
 * The share card of a chart: GET /bazi/card.png and /en/bazi/card.png (the language of the path, or `?lang=`),
 * with the query of the calculator's own link (/bazi?name=…&gender=…&date=…&time=…&city=…&lat=…&lng=…&tz=…
 * &zi=…&basis=…, apps/web lib/bazi-form.ts). The fields are read as that form reads them (a decimal comma, a
 * zone as an offset "+3", `unknownHour=1`); name, city and e-mail are ignored, so the image never shows them.
 * A bad or missing field answers 400 naming it; the chart comes from the Bazi service and the PNG from
 * share-card.ts. The image depends on the query alone (never on a cookie or Accept-Language): public, cached
 * for 30 days. Limited per address like the other public calls. Nothing of the query is logged (the request
 * line logs the path only).
 */
import { type BaziInput, decimalOf, TIME_OF_DAY, zoneOf } from "@bazi/contracts";
import { isLang, type Lang } from "@bazi/i18n";
import type { Hono, MiddlewareHandler } from "hono";
import { z } from "zod";
import { AppError, validationError } from "../../errors.ts";
import type { AppEnv } from "../../http/parse.ts";
import type { RateVars } from "../../http/rate-limit.ts";
import type { BaziService } from "./bazi.service.ts";
import type { CardRenderer } from "./share-card.ts";

export const CARD_PATHS: Record<Lang, string> = { ru: "/bazi/card.png", en: "/en/bazi/card.png" };
/** Thirty days: the card of a query never changes (but for a redesign of the card). */
export const CARD_CACHE_CONTROL = "public, max-age=2592000";

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

export const CardQuerySchema = z
  .object({
    date: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "error.field.date"),
    time: z.string().trim().optional(),
    unknownHour: z.string().optional(),
    lat: field((s) => decimalOf(s, -90, 90), "error.field.number"),
    lng: field((s) => decimalOf(s, -180, 180), "error.field.number"),
    tz: field(zoneOf, "error.field.invalid"),
    gender: z.enum(["male", "female"]).optional(),
    zi: z.enum(["dayChangesAt23", "lateZiSameDay"]).optional(),
    basis: z.enum(["apparentSolar", "clock"]).optional(),
    lang: z.enum(["ru", "en"]).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.unknownHour === "1" || q.unknownHour === "on") return;
    if (!q.time) ctx.addIssue({ code: "custom", path: ["time"], message: "error.field.required" });
    else if (!TIME_OF_DAY.test(q.time))
      ctx.addIssue({ code: "custom", path: ["time"], message: "account.field.time" });
  })
  .transform(
    (q): BaziInput => ({
      date: q.date,
      time: q.unknownHour === "1" || q.unknownHour === "on" ? null : q.time!.slice(0, 5),
      lat: q.lat,
      lng: q.lng,
      tz: q.tz,
      gender: q.gender ?? null,
      ...(q.zi ? { zi: q.zi } : {}),
      ...(q.basis ? { timeBasis: q.basis } : {}),
    }),
  );

export function cardRoutes(
  app: Hono<AppEnv>,
  bazi: BaziService,
  renderer: CardRenderer,
  limit: MiddlewareHandler<{ Variables: RateVars }>,
): void {
  for (const pathLang of ["ru", "en"] as const) {
    app.get(CARD_PATHS[pathLang], limit, async (c) => {
      const explicit = c.req.query("lang");
      const lang = isLang(explicit) ? explicit : pathLang;
      c.set("lang", lang);
      const parsed = CardQuerySchema.safeParse(c.req.query());
      if (!parsed.success) throw validationError(parsed.error.issues, lang);
      const input = parsed.data;
      // what the card shows depends on these alone (not on the gender: the pillars are the same)
      const key = JSON.stringify([
        lang,
        input.date,
        input.time,
        input.lat,
        input.lng,
        input.tz,
        input.zi,
        input.timeBasis,
      ]);
      const png = await renderer.card(key, lang, () => {
        const r = bazi.chart(input, lang);
        if (!r.ok) throw new AppError("VALIDATION_FAILED", { fields: r.errors });
        return r.chart;
      });
      return c.body(new Uint8Array(png), 200, {
        "content-type": "image/png",
        "cache-control": CARD_CACHE_CONTROL,
      });
    });
  }
}
