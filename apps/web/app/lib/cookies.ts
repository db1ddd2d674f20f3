/**
 * The visitor's preference cookies (read on the server from the request, written in the browser): the chosen
 * place, the language, cookie consent and the apps banner. All last 365 days (docs/product.md §9), Path=/,
 * SameSite=Lax. The place is also set by the server when it is chosen without JavaScript (routes/place.tsx).
 */
export const PLACE_COOKIE = "place";
export const LANG_COOKIE = "lang";
export const CONSENT_COOKIE = "cookie_consent";
export const APPS_COOKIE = "apps_banner";

const YEAR_S = 365 * 24 * 3600;

/** One cookie's value from a Cookie header, or null. */
export function cookieOf(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * A preference cookie for 365 days, as `document.cookie` takes it and as a `Set-Cookie` header value (the pages that
 * work without JavaScript set it from the server). Not HttpOnly: the browser overwrites it later.
 */
export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Sets a preference cookie for 365 days (browser only). */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not everywhere
  document.cookie = preferenceCookie(name, value);
}
