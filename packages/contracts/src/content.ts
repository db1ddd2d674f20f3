/** Content (spec §3, §7): articles, sections, the FAQ and the ask-a-question form. */
import { z } from "zod";
import { EmailSchema } from "./accounts.ts";

const Required = (max: number) =>
  z
    .string({ message: "account.field.required" })
    .trim()
    .min(1, { message: "account.field.required" })
    .max(max);

/** POST /calendar/articles: the page (from 1) and its size (default 20, the spec's). */
export const ArticlesQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strip();
export type ArticlesQuery = z.infer<typeof ArticlesQuerySchema>;

/** The FAQ form (spec §5: name, e-mail, topic, question required; 'please include all required information'). */
export const AskSchema = z
  .object({
    name: Required(100),
    email: EmailSchema,
    topic: Required(200),
    question: Required(5000),
  })
  .strip();
export type Ask = z.infer<typeof AskSchema>;

export interface ArticleListItem {
  id: string;
  title: string;
  summary: string;
  /** "YYYY-MM-DD". */
  date: string;
  section: string;
}

export interface ArticleView extends ArticleListItem {
  /** Safe HTML rendered from Markdown at import (raw HTML escaped). */
  html: string;
  /** The languages the article exists in. */
  langs: string[];
}

export interface SectionView {
  id: string;
  title: string;
  /** Safe HTML. */
  html: string;
}

export interface FaqView {
  id: string;
  section: string;
  question: string;
  /** Safe HTML. */
  html: string;
}
