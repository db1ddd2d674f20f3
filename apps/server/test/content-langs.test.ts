/**
 * Every content page in both languages (issue 22): the repository's articles, sections, FAQ questions and
 * informational pages (content/<lang>/…) have the same files and ids in Russian and English, each English
 * article and question in the same section as its Russian one, so no page of one language is missing in the
 * other; and links between articles and sections lead to content that exists in the link's language.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, type ContentLang, readContent } from "../src/features/content/content-files.ts";
import { readPages } from "../src/features/content/page-files.ts";

const KINDS = ["articles", "sections", "faq", "pages"] as const;

const filesOf = (lang: ContentLang, kind: string) =>
  readdirSync(join(CONTENT_DIR, lang, kind))
    .filter((f) => f.endsWith(".md"))
    .sort();

describe("the content in both languages", () => {
  const set = readContent(CONTENT_DIR);

  it.each(KINDS)("content/ru/%s and content/en/%s hold the same files", (kind) => {
    const ru = filesOf("ru", kind);
    const en = filesOf("en", kind);
    expect(ru.length, `content/ru/${kind}`).toBeGreaterThan(0);
    expect(
      en.filter((f) => !ru.includes(f)),
      `only in content/en/${kind}`,
    ).toEqual([]);
    expect(
      ru.filter((f) => !en.includes(f)),
      `only in content/ru/${kind}`,
    ).toEqual([]);
  });

  it("each id has its counterpart, in the same section", () => {
    const byLang = <T extends { id: string; lang: ContentLang }>(items: T[], key: (t: T) => string) => {
      const of = (lang: ContentLang) =>
        Object.fromEntries(items.filter((i) => i.lang === lang).map((i) => [i.id, key(i)]));
      return { ru: of("ru"), en: of("en") };
    };
    const sections = byLang(set.sections, () => "");
    expect(Object.keys(sections.en).sort()).toEqual(Object.keys(sections.ru).sort());
    const articles = byLang(set.articles, (a) => a.sectionId);
    expect(articles.en).toEqual(articles.ru);
    const faqs = byLang(set.faqs, (f) => f.sectionId);
    expect(faqs.en).toEqual(faqs.ru);
    const pages = readPages(CONTENT_DIR);
    expect(Object.keys(pages.en).sort()).toEqual(Object.keys(pages.ru).sort());
  });

  it("links to articles and sections lead to ones that exist in the link's language", () => {
    const exists = new Set([
      ...set.articles.map((a) => `${a.lang}:/articles/${a.id}`),
      ...set.sections.map((s) => `${s.lang}:/sections/${s.id}`),
    ]);
    const bodies = [...set.articles, ...set.sections, ...set.faqs].map((x) => ({
      where: `${x.lang}/${x.id}`,
      html: x.html,
    }));
    let checked = 0;
    for (const { where, html } of bodies) {
      for (const [, href] of html.matchAll(/href="((?:\/en)?\/(?:articles|sections)\/[^"#?]+)/g)) {
        const lang = href!.startsWith("/en/") ? "en" : "ru";
        expect(exists.has(`${lang}:${href!.replace(/^\/en/, "")}`), `${where} → ${href}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
