/**
 * The informational and legal pages (/about, /offer, …): content/<lang>/pages/<slug>.md, a YAML front matter
 * (id, title, description) and a Markdown body, one file per page and language, every page in every language.
 * Unlike articles they are not imported into the database: they belong to the code (the routes, the consent's
 * version), so they are read from the files once and kept. The body renders with the content renderer, bare
 * addresses left as text; a line holding only `{{slot-name}}` (a PAGE_SLOTS name) cuts the HTML where the page
 * fills in something from the configuration, e.g. `{{seller-details}}` on the offer.
 */
import { basename, join } from "node:path";
import { PAGE_SLOTS, type PageSlot, type PageView } from "@bazi/contracts";
import { PAGE_SLUGS, type PageSlug } from "@bazi/i18n/pages";
import { z } from "zod";
import {
  CONTENT_DIR,
  CONTENT_LANGS,
  ContentError,
  type ContentLang,
  Id,
  readFiles,
  renderMarkdown,
} from "./content-files.ts";

export const PageFileSchema = z
  .object({ id: Id, title: z.string().min(1).max(200), description: z.string().min(1).max(400) })
  .strict();

/** A page as read: its view and its Markdown source (the consent's version is a hash of what was written). */
export interface PageEntry {
  view: PageView;
  source: string;
}

export type PageSet = Record<ContentLang, Record<PageSlug, PageEntry>>;

/** A slot alone on its line, as markdown-it renders it: a paragraph of its own. */
const SLOT = /<p>\{\{([a-z0-9-]+)\}\}<\/p>\n?/g;

/** The rendered HTML cut at its slots; a slot not alone on its line or of an unknown name is an error. */
export function pageParts(file: string, html: string): PageView["parts"] {
  const parts: PageView["parts"] = [];
  let at = 0;
  for (const m of html.matchAll(SLOT)) {
    const name = m[1]!;
    if (!(PAGE_SLOTS as readonly string[]).includes(name))
      throw new ContentError(`${file}: {{${name}}}: no such slot (${PAGE_SLOTS.join(", ")})`);
    if (m.index > at) parts.push({ html: html.slice(at, m.index) });
    parts.push({ slot: name as PageSlot });
    at = m.index + m[0].length;
  }
  if (at < html.length) parts.push({ html: html.slice(at) });
  for (const p of parts)
    if ("html" in p && p.html.includes("{{"))
      throw new ContentError(`${file}: a {{slot}} must stand alone on its line`);
  return parts;
}

/** Reads and checks every page file below `dir`: each slug of PAGE_SLUGS once per language, nothing else. */
export function readPages(dir = CONTENT_DIR): PageSet {
  const out = {} as PageSet;
  for (const lang of CONTENT_LANGS) {
    const pages = {} as Record<PageSlug, PageEntry>;
    for (const { file, path, source, meta: p, body } of readFiles(dir, join(lang, "pages"), PageFileSchema)) {
      if (p.id !== basename(path, ".md"))
        throw new ContentError(`${file}: id: ${p.id} is not the file's name`);
      if (!(PAGE_SLUGS as readonly string[]).includes(p.id))
        throw new ContentError(`${file}: id: ${p.id} is not a page of the site (PAGE_SLUGS)`);
      const parts = pageParts(file, renderMarkdown(body, { linkify: false }));
      pages[p.id as PageSlug] = {
        view: { slug: p.id, title: p.title, description: p.description, parts },
        source,
      };
    }
    const missing = PAGE_SLUGS.filter((s) => !pages[s]);
    if (missing.length)
      throw new ContentError(`${lang}/pages: missing ${missing.map((s) => `${s}.md`).join(", ")}`);
    out[lang] = pages;
  }
  return out;
}

const read = new Map<string, PageSet>();

/** The pages below `dir`, read on first use and then kept (they change with a deploy, not while running). */
export function loadPages(dir = CONTENT_DIR): PageSet {
  let set = read.get(dir);
  if (!set) {
    set = readPages(dir);
    read.set(dir, set);
  }
  return set;
}
