/** The content calls (docs/product.md §7), declared once: the routes (content.routes.ts) and the API document read these. */
import {
  ArticleAnswerSchema,
  ArticlesAnswerSchema,
  ArticlesQuerySchema,
  AskSchema,
  FAQ_IMAGE_MAX_BYTES,
  FaqAnswerSchema,
  MessageAnswerSchema,
  SectionAnswerSchema,
  SectionsAnswerSchema,
} from "@bazi/contracts";
import { byteSize } from "@bazi/i18n";
import { t } from "@bazi/i18n/content";
import { z } from "zod";
import type { BodyLimit } from "../../http/body-limit.ts";
import { operation } from "../../http/operation.ts";

/**
 * The FAQ form's body, from the API and from its page: the image's limit, and room for the text fields and for
 * an image a little over it, so that the form, not the body limit, names the image as too large.
 */
export const askBodyLimit: Omit<BodyLimit, "path"> = {
  bytes: FAQ_IMAGE_MAX_BYTES + 1024 * 1024,
  why: "the FAQ form carries an image",
  field: (lang) => ({
    field: "image",
    message: `image: ${t(lang, "content.ask.image.size", { size: byteSize(lang, FAQ_IMAGE_MAX_BYTES) })}`,
  }),
};

export const articles = operation({
  method: "post",
  path: "/calendar/articles",
  tag: "content",
  summary: "Articles of the request's language, newest first, a page at a time",
  caller: "none",
  localized: true,
  body: { json: ArticlesQuerySchema },
  answers: { 200: { json: ArticlesAnswerSchema } },
});

export const article = operation({
  method: "get",
  path: "/calendar/articles/{id}",
  tag: "content",
  summary: "One article (HTML rendered from Markdown, safe to insert)",
  caller: "none",
  localized: true,
  params: z.object({ id: z.string().meta({ description: "The article's id" }) }),
  answers: { 200: { json: ArticleAnswerSchema } },
  errors: [[404, "NOT_FOUND: no such article in this language"]],
});

export const sections = operation({
  method: "get",
  path: "/calendar/sections",
  tag: "content",
  summary: "The sections of articles",
  caller: "none",
  localized: true,
  answers: { 200: { json: SectionsAnswerSchema } },
});

export const section = operation({
  method: "get",
  path: "/calendar/sections/{id}",
  tag: "content",
  summary: "A section with its articles",
  caller: "none",
  localized: true,
  params: z.object({ id: z.string().meta({ description: "The section's id" }) }),
  answers: { 200: { json: SectionAnswerSchema } },
  errors: [[404, "NOT_FOUND: no such section in this language"]],
});

export const faq = operation({
  method: "get",
  path: "/calendar/faq",
  tag: "content",
  summary: "The FAQ: sections and their questions",
  caller: "none",
  localized: true,
  answers: { 200: { json: FaqAnswerSchema } },
});

/** The form with its image, as multipart/form-data (an empty file field is no image). */
const AskFormSchema = AskSchema.extend({
  image: z
    .file()
    .optional()
    .meta({
      description: `JPEG, PNG or WebP, at most ${FAQ_IMAGE_MAX_BYTES} bytes and 25 megapixels; optional`,
    }),
});

export const ask = operation({
  method: "post",
  path: "/calendar/faq/questions",
  tag: "content",
  summary: "Ask a question (the FAQ form): e-mailed to support, the answer comes by e-mail",
  description: `multipart/form-data when an image comes with it (JPEG, PNG or WebP up to ${FAQ_IMAGE_MAX_BYTES / 1024 / 1024} MB and 25 megapixels; it is re-encoded without its metadata and never served), or JSON without one. Three questions at once from an address, then five an hour.`,
  caller: "optional",
  localized: true,
  body: { json: AskSchema, multipart: AskFormSchema, limit: askBodyLimit },
  answers: { 201: { json: MessageAnswerSchema } },
  errors: [
    [400, "VALIDATION_FAILED: errors[] names each field (name, email, topic, question, image)"],
    [
      429,
      "RATE_LIMITED (per address, and the form's own: three at once, then five an hour), with Retry-After",
    ],
  ],
});
