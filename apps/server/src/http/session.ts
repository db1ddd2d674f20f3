/**
 * How a request says who it is: `Authorization: Bearer <token>` (API clients) or the session cookie
 * (browsers). The cookie is HttpOnly and SameSite=Lax, 300 days (docs/product.md §9); over https it is `__Host-session`
 * with Secure (bound to this host, no Domain, Path=/), over plain http (local development) `session`.
 * Page scripts never read it. A state-changing request authenticated by the cookie must come from our own
 * pages (Fetch Metadata, or the Origin header on older browsers).
 */
import { TOKEN_DAYS } from "../features/accounts/tokens.ts";

export const SESSION_COOKIE = "session";
export const SECURE_SESSION_COOKIE = "__Host-session";

export interface PresentedToken {
  token: string;
  via: "bearer" | "cookie";
}

/**
 * A state-changing request comes from one of our pages: Fetch Metadata says same-origin, or (older browsers)
 * the Origin header names this host. Requests with neither are refused.
 */
export function sameOrigin(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = req.headers.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host === (req.headers.get("host") ?? new URL(req.url).host);
  } catch {
    return false;
  }
}

/** One cookie's raw value from a Cookie header. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

export function presentedToken(req: Request): PresentedToken | null {
  const auth = req.headers.get("authorization");
  if (auth) {
    const m = /^Bearer\s+(\S{1,4096})$/i.exec(auth.trim());
    return m ? { token: m[1]!, via: "bearer" } : null;
  }
  const cookies = req.headers.get("cookie");
  const token = cookieValue(cookies, SECURE_SESSION_COOKIE) ?? cookieValue(cookies, SESSION_COOKIE);
  return token && token.length <= 4096 ? { token, via: "cookie" } : null;
}

/**
 * Whether the client talks to us over https: directly, or through one of our proxies (`viaProxy`, the request's
 * variable of that name: the connection's peer is in TRUST_PROXY), which says so in X-Forwarded-Proto.
 */
export function isHttps(req: Request, viaProxy: boolean): boolean {
  if (viaProxy) {
    const proto = req.headers.get("x-forwarded-proto");
    if (proto) return proto.split(",")[0]!.trim() === "https";
  }
  return req.url.startsWith("https:");
}

export function sessionCookie(token: string, https: boolean): string {
  return https
    ? `${SECURE_SESSION_COOKIE}=${token}; Path=/; Max-Age=${TOKEN_DAYS * 86_400}; HttpOnly; Secure; SameSite=Lax`
    : `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${TOKEN_DAYS * 86_400}; HttpOnly; SameSite=Lax`;
}

/** Set-Cookie values that remove the session cookie under either name. */
export function clearedSessionCookies(https: boolean): string[] {
  return [
    `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ...(https ? [`${SECURE_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`] : []),
  ];
}
