/**
 * The content calls of docs/product.md §7, same paths: POST /calendar/articles (page, limit → articles, total),
 * GET /calendar/articles/{id}, GET /calendar/sections, GET /calendar/sections/{id} (section, articles),
 * GET /calendar/faq (sections, faqs). The language is the request's (?lang= or Accept-Language). Ours: POST
 * /calendar/faq/questions, the FAQ form for clients other than the site's page (multipart/form-data with an
 * optional image, or JSON without one). Declared in content.operations.ts.
 */

import type { BodyLimit } from "../../http/body-limit.ts";
import type { Api } from "../../http/operation.ts";
import * as op from "./content.operations.ts";
import type { ContentService } from "./content.service.ts";

/**
 * The FAQ form's page (`/faq`, `/en/faq`, and `.data` where the page's script posts it) takes the same body as
 * the API's call (its limit is declared there).
 */
export const contentBodyLimits: BodyLimit[] = [{ path: /^\/(en\/)?faq(\.data)?$/, ...op.askBodyLimit }];

export function contentRoutes(api: Api, content: ContentService): void {
  api.route(op.articles, async (c, { body, lang }) =>
    c.json(await content.articles(lang, body.page, body.limit)),
  );
  api.route(op.article, async (c, { params, lang }) =>
    c.json({ article: await content.article(lang, params.id) }),
  );
  api.route(op.sections, async (c, { lang }) => c.json({ sections: await content.sections(lang) }));
  api.route(op.section, async (c, { params, lang }) => c.json(await content.section(lang, params.id)));
  api.route(op.faq, async (c, { lang }) => c.json(await content.faq(lang)));

  api.route(op.ask, async (c, { body, lang, principal }) => {
    const { name, email, topic, question } = body;
    const file = "image" in body ? body.image : undefined;
    const image = file && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
    const answer = await content.ask({ name, email, topic, question }, image, {
      lang,
      ip: c.get("clientIp"),
      userId: principal?.userId ?? null,
    });
    return c.json(answer, 201);
  });
}
