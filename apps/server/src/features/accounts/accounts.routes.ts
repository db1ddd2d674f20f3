/**
 * The account calls of docs/product.md §7, same paths: /api/token/auth, /api/token/verify, /api/user/singup (sic),
 * /api/user, /api/location, /api/user/change/password, /api/user/recovery/*; plus sign-out, the data download
 * and account deletion. Thin: service → JSON. Sign-in, sign-up and a password change also set the session
 * cookie; sign-out and deletion clear it. Declared in accounts.operations.ts.
 */

import { t } from "@bazi/i18n/accounts";
import type { Context } from "hono";
import type { AppEnv } from "../../http/app-env.ts";
import type { Api } from "../../http/operation.ts";
import { clearedSessionCookies, isHttps, sessionCookie } from "../../http/session.ts";
import * as op from "./accounts.operations.ts";
import type { AccountsService } from "./accounts.service.ts";

export function accountsRoutes(api: Api, accounts: AccountsService): void {
  const https = (c: Context<AppEnv>) => isHttps(c.req.raw, c.get("viaProxy"));
  const setSession = (c: Context<AppEnv>, token: string) => {
    c.header("Set-Cookie", sessionCookie(token, https(c)), { append: true });
    c.header("Cache-Control", "no-store");
  };
  const clearSession = (c: Context<AppEnv>) => {
    for (const v of clearedSessionCookies(https(c))) c.header("Set-Cookie", v, { append: true });
    c.header("Cache-Control", "no-store");
  };

  api.route(op.signIn, async (c, { body }) => {
    const { token, user } = await accounts.signIn(body, c.get("clientIp"));
    setSession(c, token);
    return c.json({ token, user });
  });

  api.route(op.verifyToken, async (c, { body }) => {
    const principal = await accounts.authenticate(body.token);
    c.header("Cache-Control", "no-store");
    return c.json({ valid: principal !== null }, principal ? 200 : 401);
  });

  api.route(op.signOut, async (c, { principal, lang }) => {
    if (principal) await accounts.signOut(principal);
    clearSession(c);
    return c.json({ message: t(lang, "account.ok.signedOut") });
  });

  api.route(op.signUp, async (c, { body, lang }) => {
    const { token, user } = await accounts.signUp(body, lang, c.get("clientIp"));
    setSession(c, token);
    return c.json({ token, user }, 201);
  });

  api.route(op.me, async (c, { principal }) => {
    c.header("Cache-Control", "no-store");
    return c.json(await accounts.me(principal));
  });

  api.route(op.saveLocation, async (c, { principal, body, lang }) => {
    const location = await accounts.saveLocation(principal, body);
    return c.json({ location, message: t(lang, "account.ok.locationSaved") });
  });

  api.route(op.saveHours, async (c, { principal, body, lang }) => {
    const hoursWindow = await accounts.saveHours(principal, body, lang);
    return c.json({ hoursWindow, message: t(lang, "account.ok.hoursSaved") });
  });

  api.route(op.changePassword, async (c, { principal, body, lang }) => {
    const { token } = await accounts.changePassword(principal, body.pass, lang);
    setSession(c, token);
    return c.json({ token, message: t(lang, "account.ok.passwordChanged") });
  });

  api.route(op.recoveryCode, async (c, { body, lang }) => {
    await accounts.recoveryCode(body.email, lang, c.get("clientIp"));
    return c.json({ message: t(lang, "account.ok.codeSent") });
  });

  api.route(op.recoveryCheck, async (c, { body, lang }) => {
    await accounts.recoveryCheck(body.email, body.code);
    return c.json({ message: t(lang, "account.ok.codeValid") });
  });

  api.route(op.recoveryPassword, async (c, { body, lang }) => {
    await accounts.recoveryPassword(body.email, body.code, body.password, lang);
    return c.json({ message: t(lang, "account.ok.passwordChanged") });
  });

  api.route(op.exportData, async (c, { principal }) => {
    const data = await accounts.exportData(principal);
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", 'attachment; filename="bazi-calendar-data.json"');
    return c.json(data);
  });

  api.route(op.deleteAccount, async (c, { principal, body, lang }) => {
    await accounts.deleteAccount(principal, body.password, lang);
    clearSession(c);
    return c.json({ message: t(lang, "account.ok.accountDeleted") });
  });
}
