/**
 * The pages: every GET and HEAD the API does not take (static files first, then the language redirect, then the
 * web app) and the page forms' POSTs (React Router actions, from our own pages only, within the body limits).
 *
 * A visitor's GET (no Cookie, no Authorization) is answered with the fixed page (web/page-cache.ts,
 * http/fixed-page.ts, decision 019). Any other request renders the page for itself: its session (a valid session
 * cookie loads the user and their charts; an invalid one is cleared and the page renders for a visitor), a
 * nonce for its scripts, private caching. The proxy compresses both (deploy/nginx, decision 035).
 */
import type { SessionInfo } from "@bazi/contracts";
import type { Context, Hono } from "hono";
import { AppError } from "../errors.ts";
import { loadViewer } from "../features/accounts/accounts.pages.ts";
import type { AccountsService } from "../features/accounts/accounts.service.ts";
import type { Auth } from "../features/accounts/auth.ts";
import type { ChartsService } from "../features/charts/charts.service.ts";
import type { AppEnv } from "../http/app-env.ts";
import { answerFixedPage } from "../http/fixed-page.ts";
import { localeRedirect } from "../http/lang.ts";
import { requestOrigin } from "../http/origin.ts";
import { newNonce, pageCsp, type SecurityOptions } from "../http/security.ts";
import { clearedSessionCookies, isHttps, presentedToken, sameOrigin } from "../http/session.ts";
import type { FixedPage } from "./page-cache.ts";

/**
 * The signed-in user a page (or its data) was rendered for, as the web app's service worker reads it
 * (apps/web/app/sw/rules.ts, decision 023); absent on a visitor's pages.
 */
export const VIEWER_HEADER = "X-Bazi-Viewer";

export interface WebHandler {
  /** Renders a page for this request, its scripts carrying `nonce`. */
  handle(req: Request, nonce: string, session?: SessionInfo): Promise<Response>;
  /** A visitor's page (no cookies, no credentials) as a fixed answer (web/page-cache.ts); production only. */
  anonymous?(req: Request): Promise<FixedPage>;
  /** The site's stylesheet as the pages link it (for the server's own pages: the payment sandbox's checkout). */
  stylesheet?(): Promise<string | null>;
}

export interface PageRouteOptions {
  /** The SSR handler; absent in API-only tests (pages answer 404). */
  web?: WebHandler | undefined;
  /** Static files (the web build's client assets). */
  assets?: ((req: Request) => Promise<Response | null>) | undefined;
  security: SecurityOptions;
  accounts: AccountsService;
  charts: ChartsService;
  auth: Auth;
}

export function pageRoutes(app: Hono<AppEnv>, opts: PageRouteOptions): void {
  /**
   * The page rendered for this request, its scripts with a fresh nonce. Its session: a valid session cookie loads the
   * user and their charts; an invalid one (expired, signed out, forged) is cleared, and the page renders for a
   * visitor (with the place cookie).
   */
  async function renderPage(c: Context<AppEnv>, web: WebHandler) {
    const https = isHttps(c.req.raw, c.get("viaProxy"));
    const presented = presentedToken(c.req.raw);
    const principal = presented ? await opts.auth.optional(c) : null;
    const viewer = principal ? await loadViewer(opts.accounts, opts.charts, principal) : null;
    const origin = requestOrigin(c.req.raw, c.get("viaProxy"));
    const session: SessionInfo = {
      viewer,
      principal: viewer ? principal : null,
      ip: c.get("clientIp"),
      https,
      ...(origin ? { origin } : {}),
    };
    const nonce = newNonce();
    c.set("nonce", nonce);
    const res = await web.handle(c.req.raw, nonce, session);
    if (presented?.via === "cookie" && !viewer)
      for (const cookie of clearedSessionCookies(https)) res.headers.append("Set-Cookie", cookie);
    return { res, session };
  }

  app.on(["GET", "HEAD"], "*", async (c) => {
    if (opts.assets) {
      const file = await opts.assets(c.req.raw);
      if (file) return file;
    }
    const redirect = localeRedirect(new URL(c.req.url), c.req.header("cookie") ?? null);
    if (redirect) {
      // depends on the cookie: never stored by shared caches
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
      if (redirect.cookie) c.header("Set-Cookie", redirect.cookie);
      return c.redirect(redirect.location, 302);
    }
    if (!opts.web) throw new AppError("NOT_FOUND");
    // a visitor without cookies or credentials: the page is fixed bytes (web/page-cache.ts, decision 019)
    const req = c.req.raw;
    if (
      opts.web.anonymous &&
      req.method === "GET" &&
      !req.headers.has("cookie") &&
      !req.headers.has("authorization")
    ) {
      return answerFixedPage(c, await opts.web.anonymous(req), {
        csp: (hashes) => pageCsp(opts.security, { hashes }),
      });
    }
    const { res, session } = await renderPage(c, opts.web);
    // whose page it is: the service worker keeps a user's pages apart and only for them (decision 023)
    if (session.viewer) res.headers.set(VIEWER_HEADER, session.viewer.user.uuid);
    // rendered for this request (a session, a cookie): only the browser may keep it, and must ask again
    if (!res.headers.has("cache-control")) res.headers.set("Cache-Control", "private, no-cache");
    return res;
  });
  // Page forms (React Router actions): only from our own pages (their bodies within the limits of app.ts).
  app.post("*", async (c) => {
    if (!sameOrigin(c.req.raw)) throw new AppError("CROSS_SITE_REQUEST");
    if (!opts.web) throw new AppError("NOT_FOUND");
    return (await renderPage(c, opts.web)).res;
  });
}
