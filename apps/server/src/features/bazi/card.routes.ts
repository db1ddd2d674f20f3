/**
 * The share card of a chart: GET /bazi/card.png and /en/bazi/card.png (the language of the path, or `?lang=`),
 * with the query of the calculator's own link, read by CardQuerySchema (bazi.operations.ts): name, city and
 * e-mail are ignored, so the image never shows them. A bad or missing field answers 400 naming it; the chart
 * comes from the Bazi service and the PNG from share-card.ts. The image depends on the query alone (never on a
 * cookie or Accept-Language): public, cached for 30 days. Limited per address like the other public calls.
 * Nothing of the query is logged (the request line logs the path only).
 */
import type { MiddlewareHandler } from "hono";
import { AppError } from "../../errors.ts";
import { linkLang } from "../../http/lang.ts";
import type { Api } from "../../http/operation.ts";
import * as op from "./bazi.operations.ts";
import type { BaziService } from "./bazi.service.ts";
import type { CardRenderer } from "./share-card.ts";

/** Thirty days: the card of a query never changes (but for a redesign of the card). */
export const CARD_CACHE_CONTROL = "public, max-age=2592000";

export function cardRoutes(
  api: Api,
  bazi: BaziService,
  renderer: CardRenderer,
  limit: MiddlewareHandler,
): void {
  for (const [pathLang, decl] of [
    ["ru", op.cardRu],
    ["en", op.cardEn],
  ] as const) {
    api.route(
      decl,
      async (c, { query: input, lang }) => {
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
      },
      { before: [limit, linkLang(pathLang)] },
    );
  }
}
