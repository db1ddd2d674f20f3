/**
 * Cookie consent: the cookie banner calls `acceptCookies()`, which sets `cookie_consent=1` (365 days) and tells
 * whoever waits for consent (the analytics loader) at once, without a reload.
 */
import { CONSENT_COOKIE, cookieOf, setCookie } from "./cookies.ts";

const EVENT = "bazi:cookie-consent";

export function acceptCookies(): void {
  setCookie(CONSENT_COOKIE, "1");
  window.dispatchEvent(new Event(EVENT));
}

/** In the browser: whether the visitor has accepted (the cookie as it is now). */
export function hasConsent(): boolean {
  return typeof document !== "undefined" && cookieOf(document.cookie, CONSENT_COOKIE) === "1";
}

/** Calls `fn` when the visitor accepts; returns the unsubscribe function. */
export function onConsent(fn: () => void): () => void {
  window.addEventListener(EVENT, fn);
  return () => window.removeEventListener(EVENT, fn);
}
