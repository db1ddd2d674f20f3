/** Content for the web app's loaders and the FAQ form's action (Services.content). */
import { AskSchema, type Services } from "@bazi/contracts";
import { AppError } from "../../errors.ts";
import { outcome, parseInput } from "../../http/outcome.ts";
import type { ContentService } from "./content.service.ts";

export function createContentPages(content: ContentService): Services["content"] {
  const orNull = async <T>(f: () => Promise<T>): Promise<T | null> => {
    try {
      return await f();
    } catch (e) {
      if (e instanceof AppError && e.code === "NOT_FOUND") return null;
      throw e;
    }
  };
  return {
    articles: (lang, page, limit) => content.articles(lang, page, limit),
    article: (lang, id) => orNull(() => content.article(lang, id)),
    sections: (lang) => content.sections(lang),
    section: (lang, id) => orNull(() => content.section(lang, id)),
    faq: (lang) => content.faq(lang),
    page: async (lang, slug) => content.page(lang, slug),
    ask: (s, input, image, lang) =>
      outcome(lang, async () => ({
        value: await content.ask(parseInput(AskSchema, input, lang), image, {
          lang,
          ip: s.ip,
          userId: s.principal?.userId ?? null,
        }),
      })),
  };
}
