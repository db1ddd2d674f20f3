/**
 * The spec's content calls (§7), same paths: POST /calendar/articles (page, limit → articles, total),
 * GET /calendar/articles/{id}, GET /calendar/sections, GET /calendar/sections/{id} (section, articles),
 * GET /calendar/faq (sections, faqs). The language is the request's (?lang= or Accept-Language).
 */
import { ArticlesQuerySchema } from "@bazi/contracts";
import type { Hono } from "hono";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { ContentService } from "./content.service.ts";

export function contentRoutes(app: Hono<AppEnv>, content: ContentService): void {
  app.post("/calendar/articles", async (c) => {
    const { body, lang } = await parseBody(c, ArticlesQuerySchema);
    return c.json(await content.articles(lang, body.page, body.limit));
  });
  app.get("/calendar/articles/:id", async (c) =>
    c.json({ article: await content.article(c.get("lang"), c.req.param("id")) }),
  );
  app.get("/calendar/sections", async (c) => c.json({ sections: await content.sections(c.get("lang")) }));
  app.get("/calendar/sections/:id", async (c) =>
    c.json(await content.section(c.get("lang"), c.req.param("id"))),
  );
  app.get("/calendar/faq", async (c) => c.json(await content.faq(c.get("lang"))));
}
