/**
 * The content calls of docs/product.md §7, same paths: POST /calendar/articles (page, limit → articles, total),
 * GET /calendar/articles/{id}, GET /calendar/sections, GET /calendar/sections/{id} (section, articles),
 * GET /calendar/faq (sections, faqs). The language is the request's (?lang= or Accept-Language). Ours: POST
 * /calendar/faq/questions, the FAQ form for clients other than the site's page (multipart/form-data with an
 * optional image, or JSON without one).
 */
import { ArticlesQuerySchema, AskSchema } from "@bazi/contracts";
import type { Context, Hono } from "hono";
import { AppError, validationError } from "../../errors.ts";
import { requestLang } from "../../http/lang.ts";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import type { Auth } from "../accounts/auth.ts";
import type { ContentService } from "./content.service.ts";

/** The form's fields and its image (null: none) from a multipart body. */
async function askForm(c: Context<AppEnv>) {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    const ru = requestLang(c.req.raw) === "ru";
    throw new AppError("VALIDATION_FAILED", {
      fields: [
        {
          field: "body",
          message: ru
            ? "body: повреждённая форма multipart/form-data"
            : "body: malformed multipart/form-data",
        },
      ],
    });
  }
  const one = (k: string) => {
    const v = form[k];
    return Array.isArray(v) ? v[0] : v;
  };
  const text = (k: string) => {
    const v = one(k);
    return typeof v === "string" ? v : undefined;
  };
  const file = one("image");
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
