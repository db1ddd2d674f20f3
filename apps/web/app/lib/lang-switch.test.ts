/**
 * The language switch's target (lib/lang-switch.ts) on a made-up content index: the same page when it exists in
 * the other language (query and hash kept), the nearest existing page when it does not (an article's list, a
 * section's list, a Russian-only route's parent, the home page), from the 404 page only to a page known to exist,
 * and the Russian-only routes as routes.ts has them.
 */
import type { Lang } from "@bazi/i18n";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { type ContentIndex, langSwitchTarget, RU_ONLY_ROUTES } from "./lang-switch.ts";

const INDEX: ContentIndex = {
  lists: ["/articles", "/sections"],
  pages: [
    { path: "/articles/both", langs: ["ru", "en"] },
    { path: "/articles/ru-only", langs: ["ru"] },
    { path: "/articles/en-only", langs: ["en"] },
    { path: "/sections/basics", langs: ["ru", "en"] },
    { path: "/sections/ru-only", langs: ["ru"] },
  ],
};

const href = (pathname: string, to: Lang, index: ContentIndex | null = INDEX, search = "", hash = "") => {
  const t = langSwitchTarget({ pathname, search, hash }, to, index);
  return `${t.pathname}${t.search}${t.hash}`;
};

describe("langSwitchTarget", () => {
  it("leads to the same page when it exists in the other language, with its query and hash", () => {
    expect(href("/", "en")).toBe("/en");
    expect(href("/en", "ru")).toBe("/");
    expect(href("/2026/11/21", "en", INDEX, "?x=1", "#hours")).toBe("/en/2026/11/21?x=1#hours");
    expect(href("/en/articles/both", "ru")).toBe("/articles/both");
    expect(href("/articles/both", "en")).toBe("/en/articles/both");
    expect(href("/sections/basics", "en")).toBe("/en/sections/basics");
    expect(href("/en/faq", "ru", INDEX, "", "#ask")).toBe("/faq#ask");
    expect(href("/personal/abc", "en")).toBe("/en/personal/abc");
  });

  it("an article missing in the other language leads to that language's article list", () => {
    expect(href("/articles/ru-only", "en", INDEX, "?utm=x", "#part")).toBe("/en/articles");
    expect(href("/en/articles/en-only", "ru")).toBe("/articles");
    // the other direction of the same slugs exists
    expect(href("/en/articles/ru-only", "ru")).toBe("/articles/ru-only");
  });

  it("a section missing in the other language leads to the list of sections", () => {
    expect(href("/sections/ru-only", "en")).toBe("/en/sections");
    expect(href("/en/sections/ru-only", "ru")).toBe("/sections/ru-only");
  });

  it("a slug in no language (the 404 page) leads to the list; other unknown paths keep their counterpart", () => {
    expect(href("/en/articles/no-such", "ru")).toBe("/articles");
    expect(href("/sections/no-such", "en")).toBe("/en/sections");
    expect(href("/no-such-page", "en")).toBe("/en/no-such-page");
  });

  it("a Russian-only route leads to the nearest English page above it", () => {
    expect(href("/personal/mobile", "en")).toBe("/en/personal");
    expect(href("/personal/mobile/3f1c", "en", INDEX, "?back=1")).toBe("/en/personal");
    expect(href("/en/personal/mobile", "ru")).toBe("/personal/mobile");
  });

  it("drops ?page= of the article list when the other language has fewer pages", () => {
    const many: ContentIndex = {
      lists: INDEX.lists,
      pages: Array.from({ length: 21 }, (_, i) => ({
        path: `/articles/a${i}`,
        langs: i < 20 ? (["ru", "en"] as const) : (["ru"] as const),
      })),
    };
    expect(href("/articles", "en", many, "?page=2")).toBe("/en/articles");
    expect(href("/articles", "en", many, "?page=1&x=y")).toBe("/en/articles?page=1&x=y");
    expect(href("/en/articles", "ru", many, "?page=2")).toBe("/articles?page=2");
  });

  it("with no index (it could not be read) every content page counts as present", () => {
    expect(href("/articles/ru-only", "en", null)).toBe("/en/articles/ru-only");
    expect(href("/personal/mobile", "en", null)).toBe("/en/personal");
  });

  it("falls back to the home page when nothing else above exists", () => {
    const top: ContentIndex = { lists: ["/"], pages: [{ path: "/guide", langs: ["ru"] }] };
    expect(href("/guide", "en", top, "?q=1", "#a")).toBe("/en");
    expect(href("/en/guide", "ru", top)).toBe("/guide");
    expect(href("/en/other", "ru", top)).toBe("/");
  });

  it("from the 404 page, only to a page known to exist in the other language", () => {
    const missing = (pathname: string, to: Lang, search = "", index: ContentIndex | null = INDEX) => {
      const t = langSwitchTarget({ pathname, search, hash: "" }, to, index, { notFound: true });
      return `${t.pathname}${t.search}`;
    };
    // a page that exists over there
    expect(missing("/en/articles/ru-only", "ru")).toBe("/articles/ru-only");
    expect(missing("/en/personal/mobile", "ru")).toBe("/personal/mobile");
    // the same path is most likely missing over there too: the nearest known page
    expect(missing("/no-such-page", "en")).toBe("/en");
    expect(missing("/en/2026/13/45", "ru")).toBe("/");
    expect(missing("/en/bazi/4b2e", "ru")).toBe("/");
    expect(missing("/articles/no-such", "en")).toBe("/en/articles");
    expect(missing("/en/articles", "ru", "?page=9")).toBe("/articles");
    // no index: the home page
    expect(missing("/en/articles/ru-only", "ru", "", null)).toBe("/");
  });

  it("knows the Russian-only routes routes.ts has (the routes without an /en twin)", () => {
    const ids = new Set(routes.map((r) => r.id));
    const ruOnly = routes
      .filter((r) => r.id?.endsWith("-ru") && r.id !== "home-ru" && !ids.has(`${r.id.slice(0, -3)}-en`))
      .map((r) => `/${r.path}`);
    expect([...RU_ONLY_ROUTES].sort()).toEqual(ruOnly.sort());
  });
});
