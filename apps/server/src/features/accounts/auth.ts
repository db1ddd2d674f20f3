/**
 * Who the request is, for routes: `auth.optional(c)` → the principal or null; `auth.require(c)` → the principal
 * or 401. Resolved once per request. A state-changing request that authenticates with the session cookie must
 * be same-origin (403 otherwise); a bearer token is never sent by a browser on its own, so it needs no check.
 */
import type { Context } from "hono";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { presentedToken, sameOrigin } from "../../http/session.ts";
import type { AccountsService, Principal } from "./accounts.service.ts";

export interface Auth {
  optional(c: Context<AppEnv>): Promise<Principal | null>;
  require(c: Context<AppEnv>): Promise<Principal>;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function createAuth(accounts: AccountsService): Auth {
  async function optional(c: Context<AppEnv>): Promise<Principal | null> {
    const memo = c.get("principal");
    if (memo !== undefined) return memo;
    const presented = presentedToken(c.req.raw);
    const principal = presented ? await accounts.authenticate(presented.token) : null;
    if (
      principal &&
      presented?.via === "cookie" &&
      !SAFE_METHODS.has(c.req.method) &&
      !sameOrigin(c.req.raw)
    ) {
      throw new AppError("CROSS_SITE_REQUEST");
    }
    c.set("principal", principal);
    return principal;
  }
  return {
    optional,
    async require(c) {
      const p = await optional(c);
      if (!p) throw new AppError("UNAUTHORIZED", { headers: { "WWW-Authenticate": "Bearer" } });
      return p;
    },
  };
}
