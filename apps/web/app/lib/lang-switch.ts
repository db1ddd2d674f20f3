/**
 * Where the header's language switch leads (issue 22): the same page in the other language when it exists there,
 * otherwise the nearest page above it that does. An article missing in that language leads to its article list,
 * a section to the list of sections, a Russian-only route (the app's Premium pages) to its parent, and at the
 * very top is the home page, which always exists. A page in the other language keeps the query and the hash;
 * a fallback drops them (they belong to the page that is not there), and `?page=N` of the article list is dropped
 * when that language has fewer pages. From a 404 page only what is known to exist counts (the home page, the
 * content lists, a content page of that language, a Russian-only route in Russian): the same path on the other
 * side would most likely be missing as well.
 *
 * "Exists" comes from the content index (every article and section with the languages it is written in, read by
 * the root loader from the content service: lib/content-index.server.ts) and from the routes without an English
 * twin (RU_ONLY_ROUTES, checked against routes.ts by lang-switch.test.ts). Browser and server code.
 */
import type { Lang } from "@bazi/i18n";
import { matchPath } from "react-router";
import { ARTICLES_PER_PAGE } from "./content.ts";
import { pathInLang } from "./lang.ts";

/** The content pages and the lists they belong to, as paths without the /en prefix. */
export interface ContentIndex {
  /** The lists whose items are content pages ("/articles", "/sections"): an item not in `pages` is a 404. */
  lists: readonly string[];
  /** Every article and section ("/articles/lunar-day") with the languages it exists in. */
  pages: readonly { path: string; langs: readonly Lang[] }[];
}

/** The routes routes.ts gives no /en twin (its `ruOnly` entries), as patterns without the prefix. */
export const RU_ONLY_ROUTES: readonly string[] = ["/personal/mobile", "/personal/mobile/:uuid"];

export interface SwitchTarget {
  pathname: string;
  /** "" or "?…", without the switch's own `lang` parameter. */
  search: string;
  /** "" or "#…". */
  hash: string;
}

/** "/a/b/c" → "/a/b", "/a" → "/". */
function parentOf(path: string): string {
  const cut = path.lastIndexOf("/");
  return cut <= 0 ? "/" : path.slice(0, cut);
}

/** Whether `path` (without the /en prefix) is a page in `lang`; with no index, content pages count as present. */
function existsIn(path: string, lang: Lang, index: ContentIndex | null): boolean {
  if (path === "/") return true;
  if (lang !== "ru" && RU_ONLY_ROUTES.some((pattern) => matchPath(pattern, path))) return false;
  if (!index) return true;
  const page = index.pages.find((p) => p.path === path);
  if (page) return page.langs.includes(lang);
  // an item of a content list that is in no language: the 404 page on both sides
  return !index.lists.includes(parentOf(path));
}

/** Whether `path` is known to be a page in `lang` (a 404 page's switch trusts nothing else). */
function knownIn(path: string, lang: Lang, index: ContentIndex | null): boolean {
  if (path === "/") return true;
  if (lang === "ru" && RU_ONLY_ROUTES.some((pattern) => matchPath(pattern, path))) return true;
  if (!index) return false;
  return index.lists.includes(path) || index.pages.some((p) => p.path === path && p.langs.includes(lang));
}

/** How many pages the article list has in `lang` (at least one, as the list itself answers with one). */
function articlePages(lang: Lang, index: ContentIndex): number {
  const n = index.pages.filter((p) => p.path.startsWith("/articles/") && p.langs.includes(lang)).length;
  return Math.max(1, Math.ceil(n / ARTICLES_PER_PAGE));
}

/**
 * The switch's target in `to` for the current location (pathname in its own language, search, hash); `notFound`
 * when the current page is the 404 page.
 */
export function langSwitchTarget(
  location: { pathname: string; search: string; hash: string },
  to: Lang,
  index: ContentIndex | null,
  opts: { notFound?: boolean } = {},
): SwitchTarget {
  const exists = (p: string) => (opts.notFound ? knownIn(p, to, index) : existsIn(p, to, index));
  let path = pathInLang(location.pathname, "ru");
  if (path.length > 1 && path.endsWith("/")) path = path.replace(/\/+$/, "") || "/";
  if (exists(path)) {
    let search = location.search;
    if (path === "/articles" && index) {
      const params = new URLSearchParams(search);
      const page = Number(params.get("page") ?? "1");
      if (page > articlePages(to, index)) {
        params.delete("page");
        search = params.size > 0 ? `?${params}` : "";
      }
    }
    return { pathname: pathInLang(path, to), search, hash: location.hash };
  }
  while (!exists(path)) path = parentOf(path);
  return { pathname: pathInLang(path, to), search: "", hash: "" };
}
