/**
 * The place a page is calculated for: the gazetteer city in the visitor's `place` cookie (its id, set by the
 * header's location picker), or the default place (Moscow) when there is none or it is unknown.
 * Pages differ per cookie; the server's anonymous page cache skips requests with any Cookie header.
 */
import type { PlaceRef, Services } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { cookieOf, PLACE_COOKIE } from "./cookies.ts";

/** The city id in the `place` cookie, or null. */
export function placeIdOf(request: Request): number | null {
  const raw = cookieOf(request.headers.get("cookie"), PLACE_COOKIE);
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export async function placeOf(request: Request, services: Services, lang: Lang): Promise<PlaceRef> {
  const id = placeIdOf(request);
  const chosen = id === null ? null : await services.location.place(id, lang);
  return chosen ?? services.location.defaultPlace(lang);
}
