/**
 * The informational and legal pages as Markdown (content/<lang>/pages/): the repository has every page in both
 * languages, links only inside the site and in the page's language, bare addresses left as text, the seller's
 * slot on the offer; a slot cuts the HTML, an unknown or inline one is refused; a missing, stray or misnamed file
 * is named in the error.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PAGE_SLUGS } from "@bazi/i18n/pages";
import { describe, expect, it } from "vitest";
import { consentVersion } from "../src/features/accounts/consent.ts";
import { CONTENT_DIR } from "../src/features/content/content-files.ts";
import { loadPages, pageParts, readPages } from "../src/features/content/page-files.ts";

const page = (id: string, body: string) =>
  `---\nid: ${id}\ntitle: T ${id}\ndescription: D ${id}\n---\n${body}\n`;

/** A pages tree with every page in both languages, then `extra` files over it. */
function tree(extra: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), "bazi-pages-"));
  const files: Record<string, string | null> = {};
  for (const lang of ["ru", "en"])
    for (const s of PAGE_SLUGS) files[`${lang}/pages/${s}.md`] = page(s, "Text.");
  for (const [path, text] of Object.entries({ ...files, ...extra })) {
    if (text === null) continue;
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe("the repository's pages", () => {
  const set = readPages(CONTENT_DIR);

  it("has every page in both languages, with a title and a description", () => {
    for (const lang of ["ru", "en"] as const) {
      expect(Object.keys(set[lang]).sort()).toEqual([...PAGE_SLUGS].sort());
      for (const s of PAGE_SLUGS) {
        expect(set[lang][s].view.slug).toBe(s);
        expect(set[lang][s].view.title.length, `${lang}/${s}`).toBeGreaterThan(0);
        expect(set[lang][s].view.description.length, `${lang}/${s}`).toBeGreaterThan(0);
      }
    }
    expect(set.ru.about.view.title).toBe("О проекте");
    expect(set.en.offer.view.title).toBe("Public offer");
  });

  it("links only to the site's pages in the page's language, written as (/path); addresses stay text", () => {
    for (const lang of ["ru", "en"] as const) {
      for (const s of PAGE_SLUGS) {
        const html = set[lang][s].view.parts.map((p) => ("html" in p ? p.html : "")).join("");
        for (const [, href, label] of html.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)) {
          expect(label, `${lang}/${s}`).toBe(href);
          if (lang === "en") expect(href, `${lang}/${s}`).toMatch(/^\/en\/[a-z-]+$/);
          else expect(href, `${lang}/${s}`).toMatch(/^\/(?!en\/)[a-z-]+$/);
        }
        expect(html, `${lang}/${s}`).not.toMatch(/mailto:|target="_blank"|\{\{/);
      }
    }
    expect(set.ru.about.view.parts[0]).toMatchObject({
      html: expect.stringContaining('Калькулятор Бацзы (<a href="/bazi">/bazi</a>) строит'),
    });
    expect(set.en.about.view.parts[0]).toMatchObject({
      html: expect.stringContaining("Support address: support@bazi-calendar.ru."),
    });
  });

  it("the offer, and only the offer, ends with the seller's details; the free-and-paid page has its lists", () => {
    const SLOTS: Partial<Record<string, { slot: string }[]>> = {
      offer: [{ slot: "seller-details" }],
      "free-and-paid": [{ slot: "free-and-paid" }],
    };
    for (const lang of ["ru", "en"] as const) {
      for (const s of PAGE_SLUGS) {
        const slots = set[lang][s].view.parts.filter((p) => "slot" in p);
        expect(slots, `${lang}/${s}`).toEqual(SLOTS[s] ?? []);
      }
      expect(set[lang].offer.view.parts.at(-1)).toEqual({ slot: "seller-details" });
    }
  });

  it("the steps of /remove-account are a numbered list", () => {
    const html = set.ru["remove-account"].view.parts.map((p) => ("html" in p ? p.html : "")).join("");
    expect(html).toContain(
      "<ol>\n<li>Войдите в приложение Календарь Бацзы.</li>\n<li>Откройте «Настройки».</li>\n" +
        "<li>Нажмите кнопку «Удалить аккаунт».</li>\n<li>Подтвердите удаление.</li>\n</ol>",
    );
  });

  it("the consent's version is a hash of its file, per language", () => {
    expect(loadPages()).toBe(loadPages(CONTENT_DIR));
    expect(consentVersion("ru")).toMatch(/^[0-9a-f]{16}$/);
    expect(consentVersion("ru")).not.toBe(consentVersion("en"));
  });
});

describe("slots", () => {
  it("a slot alone on its line cuts the HTML; text before and after stays", () => {
    expect(pageParts("x.md", "<p>a</p>\n<p>{{seller-details}}</p>\n<p>b</p>\n")).toEqual([
      { html: "<p>a</p>\n" },
      { slot: "seller-details" },
      { html: "<p>b</p>\n" },
    ]);
    expect(pageParts("x.md", "<p>{{seller-details}}</p>\n")).toEqual([{ slot: "seller-details" }]);
  });

  it("an unknown slot, or one inside a sentence, is refused with the file's name", () => {
    expect(() => pageParts("ru/pages/offer.md", "<p>{{seller}}</p>\n")).toThrow(
      /ru\/pages\/offer\.md: \{\{seller\}\}: no such slot/,
    );
    expect(() => pageParts("ru/pages/offer.md", "<p>Seller: {{seller-details}}</p>\n")).toThrow(
      /ru\/pages\/offer\.md: a \{\{slot\}\} must stand alone/,
    );
  });
});

describe("broken page files", () => {
  it("a complete tree reads; a missing, stray or misnamed page is named", () => {
    expect(readPages(tree()).en.rules.view.parts).toEqual([{ html: "<p>Text.</p>\n" }]);
    expect(() => readPages(tree({ "en/pages/rules.md": null }))).toThrow(/en\/pages: missing rules\.md/);
    expect(() => readPages(tree({ "ru/pages/news.md": page("news", "x") }))).toThrow(
      /ru\/pages\/news\.md: id: news is not a page of the site/,
    );
    expect(() => readPages(tree({ "ru/pages/rules.md": page("offer", "x") }))).toThrow(
      /ru\/pages\/rules\.md: id: offer is not the file's name/,
    );
    expect(() => readPages(tree({ "ru/pages/rules.md": "---\nid: rules\ntitle: T\n---\nx\n" }))).toThrow(
      /ru\/pages\/rules\.md: description/,
    );
  });
});
