/**
 * The site's public origin for absolute links. When SITE_URL_RU / SITE_URL_EN are set (production must set them)
 * those are used, always: the Host header is the client's to write and is then never looked at. When neither is
 * set (the embedded default), a link made for a request (the payment's return address, the calendar feed's
 * address) goes back to the origin that request came to, so the site works on any host and port; links made
 * without a request (renewal e-mails, Telegram reminders, canonical links of the cached pages, the sitemap) use
 * DEFAULT_SITE_URL.
 */
import type { Lang } from "@bazi/i18n";
import { isHttps } from "./session.ts";

export const DEFAULT_SITE_URL = "http://localhost:3000";

/** A DNS name, IPv4 address or [IPv6] literal, then an optional port: no userinfo, path, query or spaces. */
const HOST =
  /^(?:\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)(?::(\d{1,5}))?$/;

/**
 * The origin a request came to: the scheme of the connection (X-Forwarded-Proto when it came through one of our
 * proxies, `viaProxy`: TRUST_PROXY names the connection's peer) and the Host header, when that is a plain
 * host[:port]; null when it is absent or anything else.
 */
export function requestOrigin(req: Request, viaProxy: boolean): string | null {
  const host = req.headers.get("host");
  if (!host || host.length > 255) return null;
  const m = HOST.exec(host);
  if (!m) return null;
  if (m[1] !== undefined && (Number(m[1]) < 1 || Number(m[1]) > 65535)) return null;
  try {
    const origin = new URL(`${isHttps(req, viaProxy) ? "https" : "http"}://${host}`).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export interface SiteOrigins {
  /** True when SITE_URL_RU or SITE_URL_EN is set. */
  readonly configured: boolean;
  /**
   * The origin of a locale's links (no trailing slash): the configured one (the other locale's when only one is
   * set), else `requested` (a request's `requestOrigin`), else DEFAULT_SITE_URL.
   */
  of(lang: Lang, requested?: string | null): string;
}

export function siteOrigins(env: {
  SITE_URL_RU?: string | undefined;
  SITE_URL_EN?: string | undefined;
}): SiteOrigins {
  const trim = (u: string | undefined) => u?.replace(/\/+$/, "");
  const ru = trim(env.SITE_URL_RU);
  const en = trim(env.SITE_URL_EN);
  const configured = ru !== undefined || en !== undefined;
  return {
    configured,
    of: (lang, requested) => {
      if (configured) return (lang === "en" ? (en ?? ru) : (ru ?? en)) as string;
      return requested ?? DEFAULT_SITE_URL;
    },
  };
}
