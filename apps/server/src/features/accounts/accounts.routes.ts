/**
 * The account calls of docs/product.md §7, same paths: /api/token/auth, /api/token/verify, /api/user/singup (sic),
 * /api/user, /api/location, /api/user/change/password, /api/user/recovery/*; plus sign-out, the data download
 * and account deletion. Thin: parse → service → JSON. Sign-in, sign-up and a password change also set the
 * session cookie; sign-out and deletion clear it.
 */
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  LocationBodySchema,
  RecoveryCheckSchema,
  RecoveryCodeSchema,
  RecoveryPasswordSchema,
  SignInSchema,
  SignUpSchema,
  TokenVerifySchema,
} from "@bazi/contracts";
import { at } from "@bazi/i18n";
import type { Context, Hono } from "hono";
import { type AppEnv, parseBody } from "../../http/parse.ts";
import { clearedSessionCookies, isHttps, sessionCookie } from "../../http/session.ts";
import type { AccountsService } from "./accounts.service.ts";
import type { Auth } from "./auth.ts";

export function accountsRoutes(app: Hono<AppEnv>, accounts: AccountsService, auth: Auth): void {
  const https = (c: Context<AppEnv>) => isHttps(c.req.raw, c.get("viaProxy"));
  const setSession = (c: Context<AppEnv>, token: string) => {
    c.header("Set-Cookie", sessionCookie(token, https(c)), { append: true });
    c.header("Cache-Control", "no-store");
  };
  const clearSession = (c: Context<AppEnv>) => {
    for (const v of clearedSessionCookies(https(c))) c.header("Set-Cookie", v, { append: true });
    c.header("Cache-Control", "no-store");
  };

  app.post("/api/token/auth", async (c) => {
    const { body } = await parseBody(c, SignInSchema);
    const { token, user } = await accounts.signIn(body, c.get("clientIp"));
    setSession(c, token);
    return c.json({ token, user });
  });

  app.post("/api/token/verify", async (c) => {
    const { body } = await parseBody(c, TokenVerifySchema);
    const principal = await accounts.authenticate(body.token);
    c.header("Cache-Control", "no-store");
    return c.json({ valid: principal !== null }, principal ? 200 : 401);
  });

  app.post("/api/token/logout", async (c) => {
    const p = await auth.optional(c);
    if (p) await accounts.signOut(p);
    clearSession(c);
    return c.json({ message: at(c.get("lang"), "account.ok.signedOut") });
  });

  app.post("/api/user/singup", async (c) => {
    const { body, lang } = await parseBody(c, SignUpSchema);
    const { token, user } = await accounts.signUp(body, lang, c.get("clientIp"));
    setSession(c, token);
    return c.json({ token, user }, 201);
  });

  app.get("/api/user", async (c) => {
    const p = await auth.require(c);
    c.header("Cache-Control", "no-store");
    return c.json(await accounts.me(p));
  });

  app.post("/api/location", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, LocationBodySchema);
    const location = await accounts.saveLocation(p, body);
    return c.json({ location, message: at(lang, "account.ok.locationSaved") });
  });

  app.post("/api/user/change/password", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, ChangePasswordSchema);
    const { token } = await accounts.changePassword(p, body.pass, lang);
    setSession(c, token);
    return c.json({ token, message: at(lang, "account.ok.passwordChanged") });
  });

  app.post("/api/user/recovery/code", async (c) => {
    const { body, lang } = await parseBody(c, RecoveryCodeSchema);
    await accounts.recoveryCode(body.email, lang, c.get("clientIp"));
    return c.json({ message: at(lang, "account.ok.codeSent") });
  });

  app.post("/api/user/recovery/code/check", async (c) => {
    const { body, lang } = await parseBody(c, RecoveryCheckSchema);
    await accounts.recoveryCheck(body.email, body.code);
    return c.json({ message: at(lang, "account.ok.codeValid") });
  });

  app.post("/api/user/recovery/password", async (c) => {
    const { body, lang } = await parseBody(c, RecoveryPasswordSchema);
    await accounts.recoveryPassword(body.email, body.code, body.password, lang);
    return c.json({ message: at(lang, "account.ok.passwordChanged") });
  });

  app.get("/api/user/export", async (c) => {
    const p = await auth.require(c);
    const data = await accounts.exportData(p);
    c.header("Cache-Control", "no-store");
    c.header("Content-Disposition", 'attachment; filename="bazi-calendar-data.json"');
    return c.json(data);
  });

  app.delete("/api/user", async (c) => {
    const p = await auth.require(c);
    const { body, lang } = await parseBody(c, DeleteAccountSchema);
    await accounts.deleteAccount(p, body.password);
    clearSession(c);
    return c.json({ message: at(lang, "account.ok.accountDeleted") });
  });
}
