/**
 * Reading the content files: content/<lang>/sections/*.md, articles/*.md and faq/*.md (page-files.ts reads the
 * informational pages, pages/*.md, with the same pieces), each a YAML front matter block between `---` lines
 * and a Markdown body. The front matter is validated by zod (an error names the file and the field); the body
 * is rendered to HTML by markdown-it with raw HTML off (it is escaped, so no script, style or event handler can
 * come from content) and its link check on (javascript:, vbscript:, file: and non-image data: links are not made
 * links).
 */
import { createHash, type Hash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import MarkdownIt from "markdown-it";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

export const CONTENT_DIR = fileURLToPath(new URL("../../../../../content", import.meta.url));
export const CONTENT_LANGS = ["ru", "en"] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];

/** A renderer: raw HTML off, typographer off; `linkify` turns bare addresses (example.org, a@b.ru) into links. */
function markdown(linkify: boolean) {
  const md = new MarkdownIt({ html: false, linkify, typographer: false });
  // links leaving the site open without handing it the page (and never as a referrer of private pages)
  const defaultLinkOpen =
    md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
  md.renderer.rules.link_open = (tokens, i, options, env, self) => {
    const href = String(tokens[i]!.attrGet("href") ?? "");
    if (/^https?:\/\//i.test(href)) {
      tokens[i]!.attrSet("rel", "noopener noreferrer nofollow");
      tokens[i]!.attrSet("target", "_blank");
    }
    return defaultLinkOpen(tokens, i, options, env, self);
  };
  return md;
}

const linkified = markdown(true);
const literal = markdown(false);

/**
 * Markdown → HTML that is safe to insert: raw HTML escaped, dangerous links dropped. With `linkify: false` only
 * written links ([text](/path)) are links (the legal pages: their addresses stay text, as they were written).
 */
export function renderMarkdown(text: string, opts: { linkify?: boolean } = {}): string {
  return (opts.linkify === false ? literal : linkified).render(text);
}

export const Id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "lowercase latin letters, digits and hyphens");
const Order = z.number().int().min(0).max(100_000);

export const SectionFileSchema = z
  .object({ id: Id, title: z.string().min(1).max(200), order: Order })
  .strict();
export const ArticleFileSchema = z
  .object({
    id: Id,
    title: z.string().min(1).max(300),
    section: Id,
    date: z.union([z.string(), z.date()]).transform((v, ctx) => {
      const s = v instanceof Date ? v.toISOString().slice(0, 10) : v;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) {
        ctx.addIssue({ code: "custom", message: "YYYY-MM-DD" });
        return z.NEVER;
      }
      return s;
    }),
    summary: z.string().min(1).max(600),
  })
  .strict();
export const FaqFileSchema = z
  .object({ id: Id, section: Id, question: z.string().min(1).max(400), order: Order })
  .strict();

export interface ContentSet {
  sections: { id: string; lang: ContentLang; title: string; html: string; sort: number }[];
  articles: {
    id: string;
    lang: ContentLang;
    sectionId: string;
    title: string;
    summary: string;
    date: string;
    html: string;
  }[];
  faqs: { id: string; lang: ContentLang; sectionId: string; question: string; html: string; sort: number }[];
  /** A hash of every file read: the import is skipped when it is what was imported last. */
  hash: string;
}

export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * The Markdown files of `root`/`sub`, sorted (none when it does not exist), each split into its YAML front matter,
 * checked by `schema`, and its Markdown body (trimmed); `file` is its path below `root`, which a ContentError names
 * with the fields. `hash` is given every file's path and text.
 */
export function readFiles<S extends z.ZodType>(root: string, sub: string, schema: S, hash?: Hash) {
  const dir = join(root, sub);
  try {
    if (!statSync(dir).isDirectory()) return [];
  } catch {
    return [];
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const file = path.slice(root.length + 1);
      const source = readFileSync(path, "utf8");
      hash?.update(`${path}\0${source}\0`);
      const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
      if (!m) throw new ContentError(`${file}: the front matter (between --- lines) is missing`);
      let meta: unknown;
      try {
        meta = parseYaml(m[1]!);
      } catch (e) {
        throw new ContentError(`${file}: front matter is not YAML: ${(e as Error).message}`);
      }
      const r = schema.safeParse(meta);
      if (!r.success) {
        throw new ContentError(
          `${file}: ${r.error.issues.map((i) => `${i.path.join(".") || "front matter"}: ${i.message}`).join("; ")}`,
        );
      }
      return { file, path, source, meta: r.data, body: m[2]!.trim() };
    });
}

/** Reads and checks every content file below `dir` (ids unique per language, sections referenced exist). */
export function readContent(dir = CONTENT_DIR): ContentSet {
  const hash = createHash("sha256");
  const out: ContentSet = { sections: [], articles: [], faqs: [], hash: "" };
  for (const lang of CONTENT_LANGS) {
    const ids = { section: new Set<string>(), article: new Set<string>(), question: new Set<string>() };
    /** An id once per kind; an article's or a question's section one of this language's. */
    const check = (file: string, kind: keyof typeof ids, id: string, section?: string) => {
      if (section !== undefined && !ids.section.has(section))
        throw new ContentError(`${file}: section: no section ${section} in ${lang}`);
      if (ids[kind].has(id)) throw new ContentError(`${file}: ${kind} ${id} twice`);
      ids[kind].add(id);
    };
    for (const { file, meta: s, body } of readFiles(dir, join(lang, "sections"), SectionFileSchema, hash)) {
      check(file, "section", s.id);
      out.sections.push({ id: s.id, lang, title: s.title, html: renderMarkdown(body), sort: s.order });
    }
    for (const { file, meta: a, body } of readFiles(dir, join(lang, "articles"), ArticleFileSchema, hash)) {
      check(file, "article", a.id, a.section);
      out.articles.push({
        id: a.id,
        lang,
        sectionId: a.section,
        title: a.title,
        summary: a.summary,
        date: a.date,
        html: renderMarkdown(body),
      });
    }
    for (const { file, meta: q, body } of readFiles(dir, join(lang, "faq"), FaqFileSchema, hash)) {
      check(file, "question", q.id, q.section);
      out.faqs.push({
        id: q.id,
        lang,
        sectionId: q.section,
        question: q.question,
        html: renderMarkdown(body),
        sort: q.order,
      });
    }
  }
  out.hash = hash.digest("hex");
  return out;
}
