/**
 * The content calls of docs/product.md §7, same paths: POST /calendar/articles (page, limit → articles, total),
 * GET /calendar/articles/{id}, GET /calendar/sections, GET /calendar/sections/{id} (section, articles),
 * GET /calendar/faq (sections, faqs). The language is the request's (?lang= or Accept-Language). Ours: POST
 * /calendar/faq/questions, the FAQ form for clients other than the site's page (multipart/form-data with an
 * optional image, or JSON without one).
 */
import { ArticlesQuerySchema, AskSchema, FAQ_IMAGE_MAX_BYTES } from "@bazi/contracts";
import { byteSize } from "@bazi/i18n";
import { ct } from "@bazi/i18n/content";
import type { Context, Hono } from "hono";
import { validationError } from "../../errors.ts";
import type { BodyLimit } from "../../http/body-limit.ts";
import { requestLang } from "../../http/lang.ts";
import { type AppEnv, formValue, parseBody, parseForm } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { ContentService } from "./content.service.ts";

/**
 * The FAQ form's body, from the API and from its page (`/faq`, `/en/faq`, and `.data` where the page's script
 * posts it): the image's limit, and room for the text fields and for an image a little over it, so that the form,
 * not the body limit, names the image as too large.
 */
export const contentBodyLimits: BodyLimit[] = [
  {
    path: /^\/calendar\/faq\/questions$|^\/(en\/)?faq(\.data)?$/,
    bytes: FAQ_IMAGE_MAX_BYTES + 1024 * 1024,
    why: "the FAQ form carries an image",
    field: (lang) => ({
      field: "image",
      message: `image: ${ct(lang, "content.ask.image.size", { size: byteSize(lang, FAQ_IMAGE_MAX_BYTES) })}`,
    }),
  },
];

/** The form's fields and its image (null: none) from a multipart body. */
async function askForm(c: Context<AppEnv>) {
  const form = await parseForm(c);
  const text = (k: string) => {
    const v = formValue(form, k);
    return typeof v === "string" ? v : undefined;
  };
  const file = formValue(form, "image");
  const image = file instanceof File && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : null;
  const fields = {
    name: text("name"),
    email: text("email"),
    topic: text("topic"),
    question: text("question"),
  };
  return { fields, image, lang: requestLang(c.req.raw, text("lang")) };
}

export function contentRoutes(app: Hono<AppEnv>, content: ContentService, auth: Auth): void {
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

  app.post("/calendar/faq/questions", async (c) => {
    const type = c.req.header("content-type") ?? "";
    let input: { fields: unknown; image: Uint8Array | null; lang: ReturnType<typeof requestLang> };
    if (/^multipart\/form-data\b/i.test(type)) input = await askForm(c);
    else {
      const { body, lang } = await parseBody(c, AskSchema);
      input = { fields: body, image: null, lang };
    }
    c.set("lang", input.lang);
    const parsed = AskSchema.safeParse(input.fields);
    if (!parsed.success) throw validationError(parsed.error.issues, input.lang);
    const principal = await auth.optional(c);
    const answer = await content.ask(parsed.data, input.image, {
      lang: input.lang,
      ip: c.get("clientIp"),
      userId: principal?.userId ?? null,
    });
    return c.json(answer, 201);
  });
}
