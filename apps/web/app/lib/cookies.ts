/**
 * The visitor's preference cookies (read on the server from the request, written in the browser): the chosen
 * place, the language, cookie consent and the apps banner. All last 365 days (spec §9), Path=/, SameSite=Lax.
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

/** Sets a preference cookie for 365 days (browser only). */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: plain preference cookies; the Cookie Store API is not everywhere
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_S}; samesite=lax`;
}
