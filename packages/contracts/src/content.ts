/**
 * Content (docs/product.md §3, §7): articles, sections, the FAQ, the informational pages and the ask-a-question form.
 */
import { z } from "zod";
import { EmailSchema } from "./accounts.ts";

/**
 * A required text of at most `max` characters. "Required" names only a missing or empty field: a schema-wide
 * message would also stand for the length check, and a too long question would be told to fill in the fields.
 */
const Required = (max: number) =>
  z
    .string({ error: (issue) => (issue.code === "invalid_type" ? "account.field.required" : undefined) })
    .trim()
    .min(1, { message: "account.field.required" })
    .max(max);

/**
 * The FAQ form's image, at most this many bytes: the page's hint, the form's check, the server's check of the file
 * and the body limit of the form's page and API call all read it here.
 */
export const FAQ_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** A whole number in a range, as a JSON number or a numeric string (what the document says is what is taken). */
const whole = (min: number, max: number) => {
  const n = z.number().int().min(min).max(max);
  return z.union([
    n,
    z
      .string()
      .regex(/^\s*\d+\s*$/)
      .transform(Number)
      .pipe(n),
  ]);
};

/** POST /calendar/articles: the page (from 1) and its size (default 20, docs/product.md §9). */
export const ArticlesQuerySchema = z
  .object({
    page: whole(1, 10_000).default(1),
    limit: whole(1, 100).default(20),
  })
  .strip();
export type ArticlesQuery = z.infer<typeof ArticlesQuerySchema>;

/**
 * The FAQ form (docs/product.md §5: name, e-mail, topic, question required; 'please include all required information').
 */
export const AskSchema = z
  .object({
    name: Required(100),
    email: EmailSchema,
    topic: Required(200),
    question: Required(5000),
  })
  .strip();
export type Ask = z.infer<typeof AskSchema>;

export const ArticleListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  date: z.string().describe('"YYYY-MM-DD"'),
  section: z.string(),
});
export type ArticleListItem = z.infer<typeof ArticleListItemSchema>;

export const ArticleViewSchema = ArticleListItemSchema.extend({
  html: z.string().describe("Safe HTML rendered from Markdown at import (raw HTML escaped)"),
  langs: z.array(z.string()).describe("The languages the article exists in"),
});
export type ArticleView = z.infer<typeof ArticleViewSchema>;

export const SectionViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  html: z.string().describe("Safe HTML"),
});
export type SectionView = z.infer<typeof SectionViewSchema>;

export const FaqViewSchema = z.object({
  id: z.string(),
  section: z.string(),
  question: z.string(),
  html: z.string().describe("Safe HTML"),
});
export type FaqView = z.infer<typeof FaqViewSchema>;

/** What a slot of an informational page ({{name}} alone on a line of its Markdown) is filled with when shown. */
export const PAGE_SLOTS = ["seller-details", "free-and-paid"] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

/**
 * An informational or legal page (content/<lang>/pages/<slug>.md): its Markdown as safe HTML, cut where a slot
 * stands, so the page fills the slot from the configuration (the seller's details on the offer).
 */
export const PageViewSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  parts: z.array(
    z.union([z.object({ html: z.string().describe("Safe HTML") }), z.object({ slot: z.enum(PAGE_SLOTS) })]),
  ),
});
export type PageView = z.infer<typeof PageViewSchema>;
