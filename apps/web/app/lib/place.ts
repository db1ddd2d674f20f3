/**
 * The place a page is calculated for: a signed-in user's saved place; else the gazetteer city in the visitor's
 * `place` cookie (its id, set by the header's location picker or the place page), or the default place (Moscow)
 * when there is none or it is unknown.
 * Pages differ per cookie; the server's anonymous page cache skips requests with any Cookie header.
 */
import type { PlaceRef, Services, SessionInfo } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { cookieOf, PLACE_COOKIE } from "./cookies.ts";
import { pathInLang } from "./lang.ts";

/** A city id as the cookie and the place page's form carry it (digits only), or null. */
export function parsePlaceId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

/** The city id in the `place` cookie, or null. */
export function placeIdOf(request: Request): number | null {
  return parsePlaceId(cookieOf(request.headers.get("cookie"), PLACE_COOKIE));
}

export async function placeOf(
  request: Request,
  services: Services,
  lang: Lang,
  session?: SessionInfo,
): Promise<PlaceRef> {
  // A signed-in user's place is kept on the server (docs/product.md §4); the cookie is the visitor's.
  const saved = session?.viewer?.location;
  if (saved?.timeZone) {
    return { lat: saved.latitude, lng: saved.longitude, tz: saved.timeZone, name: saved.address };
  }
  const id = placeIdOf(request);
  const chosen = id === null ? null : await services.location.place(id, lang);
  return chosen ?? services.location.defaultPlace(lang);
}

/** The place page (choosing a place without JavaScript): /place and /en/place. */
export const placePagePath = (lang: Lang) => pathInLang("/place", lang);

const ORIGIN = "http://same.invalid";
const BACK_MAX = 2000;

/** A path of this site that cannot be read as another host ("//evil", "/\evil"): it starts with one slash. */
const isLocalPath = (p: string) => p.startsWith("/") && !p.startsWith("//") && !p.startsWith("/\\");

/**
 * Where to go after choosing a place: `raw` when it is a path of this site ("/2026/11/21?x=1"), normalised as the
 * browser would read it; otherwise (missing, absolute or scheme-relative URLs, "/\evil", control characters, too
 * long) the locale's home page.
 */
export function safeBack(raw: string | null | undefined, lang: Lang): string {
  const home = pathInLang("/", lang);
  if (!raw || raw.length > BACK_MAX || !isLocalPath(raw) || /\p{Cc}/u.test(raw)) return home;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return home;
  }
  if (url.origin !== ORIGIN) return home;
  const path = url.pathname + url.search + url.hash;
  // Dot segments may leave a path that reads as another host ("/.//evil" → "//evil").
  return isLocalPath(path) ? path : home;
}

/**
 * The `back` of the place page for the page being shown: the page itself (path and query), or, on the place page,
 * the page it was opened from.
 */
export function backFrom(pathname: string, search: string, lang: Lang): string {
  if (pathname === placePagePath(lang)) return safeBack(new URLSearchParams(search).get("back"), lang);
  return safeBack(pathname + search, lang);
}

/** Letters, marks and digits in a search query: the place search needs at least 2 of them. */
export const MIN_QUERY_LETTERS = 2;
/** The longest query the place search takes (as the API's LocationSearchSchema). */
export const MAX_QUERY_LENGTH = 100;

/** Why a typed query cannot be searched: nothing typed, or fewer than 2 letters or digits; null when it can. */
export function queryProblem(q: string): "empty" | "short" | null {
  const letters = [...q.normalize("NFKC").replace(/[^\p{L}\p{M}\p{N}]/gu, "")].length;
  if (q.trim() === "") return "empty";
  return letters < MIN_QUERY_LETTERS ? "short" : null;
}
