/**
 * Accounts (spec §4–§8, security.md A): sign-up, sign-in, sessions, the saved location, password change,
 * recovery by e-mailed code, the data download and account deletion.
 *
 * - Passwords: the spec's 6–20 characters plus the common-password list; Argon2id (passwords.ts).
 * - Sessions: a row per sign-in and a JWT naming it (tokens.ts); sign-out revokes the row, a password change
 *   or recovery revokes every row of the user. A token is accepted only while its row is live.
 * - Sign-in throttling: 5 free failures per account, then a doubling delay (1 s, 2 s, … up to 15 min) during
 *   which the account answers 429 + Retry-After without checking the password; plus a per-IP bucket. Recovery
 *   is never blocked by it. Unknown e-mails cost one Argon2 verification too.
 * - The spec's "user already exists" and "user not found" answers stay, behind per-IP and per-e-mail buckets.
 * - Recovery codes: 6 random digits, stored as an HMAC under the server key, 10 minutes, 5 tries, single use,
 *   3 codes per account per day; a successful reset ends every session and sends a notice; no auto sign-in.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { LocationBody, SavedLocation, SignIn, SignUp, UserView } from "@bazi/contracts";
import { type AccountKey, at, type Lang } from "@bazi/i18n";
import { AppError } from "../../errors.ts";
import { createRateLimiter, type RateLimiter } from "../../http/rate-limit.ts";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import type { AccountsRepo, UserRow } from "./accounts.repo.ts";
import { dummyHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { TOKEN_DAYS, type TokenSigner } from "./tokens.ts";

export const FREE_FAILED_LOGINS = 5;
export const MAX_LOGIN_DELAY_S = 15 * 60;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_DAY = 3;

/** Who a request is: a live session of a user, and how the token came (a cookie needs a same-origin check). */
export interface Principal {
  userId: string;
  sessionId: string;
}

export interface AccountsDeps {
  repo: AccountsRepo;
  clock: Clock;
  signer: TokenSigner;
  mailer: Mailer;
  log: Logger;
  /** The server key, for the recovery codes' HMAC. */
  codeKey: Uint8Array;
  /** Buckets (tests pass their own); defaults per security.md A2/A3. */
  limits?: { signInPerIp?: RateLimiter; existencePerIp?: RateLimiter; existencePerEmail?: RateLimiter };
  /**
   * Other features' data kept outside the database (the FAQ form's images): answers a cleanup to run once the
   * account's rows are gone (they go by foreign keys).
   */
  userFiles?: (userId: string) => Promise<() => Promise<void>>;
}

function fieldError(field: string, key: AccountKey, lang: Lang): AppError {
  return new AppError("VALIDATION_FAILED", { fields: [{ field, message: `${field}: ${at(lang, key)}` }] });
}

function retryAfter(seconds: number, code: "RATE_LIMITED" | "TRY_LATER" | "LOGIN_THROTTLED" = "TRY_LATER") {
  const s = Math.max(1, Math.ceil(seconds));
  return new AppError(code, { headers: { "Retry-After": String(s) }, params: { seconds: s } });
}

export function userView(u: UserRow): UserView {
  return { uuid: u.id, username: u.email, email: u.email, name: u.name };
}

export function locationOf(u: UserRow): SavedLocation | null {
  if (u.address === null || u.latitude === null || u.longitude === null) return null;
  return { address: u.address, latitude: u.latitude, longitude: u.longitude, timeZone: u.timeZone };
}

export function createAccountsService(deps: AccountsDeps) {
  const { repo, clock, signer, mailer, log } = deps;
  const now = () => new Date(clock.now());
  const signInPerIp =
    deps.limits?.signInPerIp ?? createRateLimiter({ perMinute: 20, burst: 10, clock, maxKeys: 50_000 });
  const existencePerIp =
    deps.limits?.existencePerIp ?? createRateLimiter({ perMinute: 10, burst: 10, clock, maxKeys: 50_000 });
  const existencePerEmail =
    deps.limits?.existencePerEmail ??
    createRateLimiter({ perMinute: 5 / 60, burst: 5, clock, maxKeys: 50_000 });

  /** Both buckets of an answer that tells whether an e-mail is registered. */
  function limitExistence(ip: string, email: string): void {
    const wait = Math.max(existencePerIp.take(`ip:${ip}`), existencePerEmail.take(`email:${email}`));
    if (wait > 0) throw retryAfter(wait, "RATE_LIMITED");
  }

  function checkNewPassword(password: string, field: string, lang: Lang): void {
    if (isCommonPassword(password)) throw fieldError(field, "account.field.passwordCommon", lang);
  }

  async function openSession(userId: string): Promise<string> {
    const sessionId = randomUUID();
    const t = clock.now();
    await repo.insertSession({ id: sessionId, userId, expiresAt: new Date(t + TOKEN_DAYS * 86_400_000) });
    return signer.sign({ userId, sessionId }, t);
  }

  function codeHash(userId: string, code: string): string {
    return createHmac("sha256", deps.codeKey).update(`${userId}:${code}`).digest("base64url");
  }

  function sameHash(a: string, b: string): boolean {
    const x = Buffer.from(a);
    const y = Buffer.from(b);
    return x.length === y.length && timingSafeEqual(x, y);
  }

  /** The current code of an e-mail's account after spending one try on it, if the code matches. */
  async function matchCode(email: string, code: string) {
    const user = await repo.userByEmail(email);
    if (!user) return null;
    const row = await repo.currentCode(user.id, now());
    if (!row) return null;
    if (!(await repo.spendTry(row.id, CODE_TRIES, now()))) return null;
    return sameHash(row.codeHash, codeHash(user.id, code)) ? { user, row } : null;
  }

  return {
    async signUp(input: SignUp, lang: Lang, ip: string): Promise<{ token: string; user: UserView }> {
      checkNewPassword(input.password, "password", lang);
      limitExistence(ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const user = await repo.insertUser({
        id: randomUUID(),
        email: input.email,
        name: input.name,
        passwordHash,
        locale: lang,
        createdAt: now(),
      });
      if (!user) throw new AppError("USER_EXISTS");
      log.info({ userId: user.id }, "account created");
      return { token: await openSession(user.id), user: userView(user) };
    },

    async signIn(input: SignIn, ip: string): Promise<{ token: string; user: UserView }> {
      const ipWait = signInPerIp.take(`ip:${ip}`);
      if (ipWait > 0) throw retryAfter(ipWait, "RATE_LIMITED");
      const user = await repo.userByEmail(input.username);
      if (!user) {
        await verifyPassword(await dummyHash(), input.password);
        throw new AppError("WRONG_CREDENTIALS");
      }
      const t = clock.now();
      if (user.loginBlockedUntil && user.loginBlockedUntil.getTime() > t) {
        throw retryAfter((user.loginBlockedUntil.getTime() - t) / 1000, "LOGIN_THROTTLED");
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        const { blockedUntil } = await repo.failedLogin(user.id, now(), {
          free: FREE_FAILED_LOGINS,
          maxDelaySeconds: MAX_LOGIN_DELAY_S,
        });
        if (blockedUntil) log.warn({ userId: user.id, blockedUntil }, "sign-in throttled after failures");
        throw new AppError("WRONG_CREDENTIALS");
      }
      await repo.loginSucceeded(user.id);
      if (needsRehash(user.passwordHash)) await repo.setPassword(user.id, await hashPassword(input.password));
      return { token: await openSession(user.id), user: userView(user) };
    },

    /** The principal of a token, or null (forged, expired, signed out, revoked by a password change). */
    async authenticate(token: string): Promise<Principal | null> {
      const claims = await signer.verify(token, clock.now());
      if (!claims) return null;
      const session = await repo.liveSession(claims.sessionId, claims.userId, now());
      return session ? { userId: claims.userId, sessionId: claims.sessionId } : null;
    },

    async signOut(p: Principal): Promise<void> {
      await repo.revokeSession(p.sessionId, now());
    },

    async me(p: Principal): Promise<{ user: UserView; location: SavedLocation | null }> {
      const user = await repo.userById(p.userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      return { user: userView(user), location: locationOf(user) };
    },

    async saveLocation(p: Principal, loc: LocationBody): Promise<SavedLocation> {
      const saved = {
        address: loc.address,
        latitude: loc.latitude,
        longitude: loc.longitude,
        timeZone: loc.timeZone ?? null,
      };
      await repo.setLocation(p.userId, saved);
      return saved;
    },

    /** A new password; every session ends and this one continues with the returned token. */
    async changePassword(p: Principal, pass: string, lang: Lang): Promise<{ token: string }> {
      checkNewPassword(pass, "pass", lang);
      const user = await repo.userById(p.userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      await repo.setPassword(user.id, await hashPassword(pass));
      await repo.revokeAllSessions(user.id, now());
      await repo.invalidateCodes(user.id, now());
      await notify(user, "account.mail.passwordChanged.subject", "account.mail.passwordChanged.text", lang);
      return { token: await openSession(user.id) };
    },

    async recoveryCode(email: string, lang: Lang, ip: string): Promise<void> {
      limitExistence(ip, email);
      const user = await repo.userByEmail(email);
      if (!user) throw new AppError("USER_NOT_FOUND");
      const t = clock.now();
      if ((await repo.codesSince(user.id, new Date(t - 86_400_000))) >= CODES_PER_DAY) {
        throw retryAfter(3600);
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await repo.insertCode({
        id: randomUUID(),
        userId: user.id,
        codeHash: codeHash(user.id, code),
        createdAt: new Date(t),
        expiresAt: new Date(t + CODE_TTL_MS),
      });
      try {
        await mailer.send({
          to: user.email,
          subject: at(lang, "account.mail.recovery.subject", { code }),
          text: at(lang, "account.mail.recovery.text", { code }),
        });
      } catch (e) {
        log.error({ err: e, userId: user.id }, "recovery e-mail failed");
        throw retryAfter(60);
      }
    },

    /** Step 2: the code is right (spends a try). */
    async recoveryCheck(email: string, code: string): Promise<void> {
      if (!(await matchCode(email, code))) throw new AppError("INVALID_CODE");
    },

    /** Step 3: the code again and the new password; exactly one request can use a code. */
    async recoveryPassword(email: string, code: string, password: string, lang: Lang): Promise<void> {
      checkNewPassword(password, "password", lang);
      const match = await matchCode(email, code);
      if (!match) throw new AppError("INVALID_CODE");
      const passwordHash = await hashPassword(password);
      if (!(await repo.consumeCode(match.row.id, now()))) throw new AppError("INVALID_CODE");
      await repo.setPassword(match.user.id, passwordHash);
      await repo.revokeAllSessions(match.user.id, now());
      await repo.invalidateCodes(match.user.id, now());
      log.info({ userId: match.user.id }, "password recovered");
      await notify(
        match.user,
        "account.mail.passwordChanged.subject",
        "account.mail.passwordChanged.text",
        lang,
      );
    },

    /** Everything stored about the user, without secrets (password hash, code hashes). */
    async exportData(p: Principal) {
      const data = await repo.export(p.userId);
      if (!data.user) throw new AppError("UNAUTHORIZED");
      const { passwordHash: _hash, failedLogins: _f, loginBlockedUntil: _b, ...user } = data.user;
      return {
        exportedAt: now().toISOString(),
        account: user,
        charts: data.charts,
        sessions: data.sessions,
        recoveryCodes: data.recoveryCodes,
        orders: data.orders,
        payments: data.payments,
        autopays: data.autopays,
        messenger: data.messenger,
        reminders: data.reminders,
        questions: data.questions,
      };
    },

    /** Deletes the account and every row that belongs to it (the password confirms it). */
    async deleteAccount(p: Principal, password: string): Promise<void> {
      const user = await repo.userById(p.userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      if (!(await verifyPassword(user.passwordHash, password))) throw new AppError("WRONG_CREDENTIALS");
      const cleanup = (await deps.userFiles?.(user.id)) ?? null;
      await repo.deleteUser(user.id);
      await cleanup?.();
      log.info({ userId: user.id }, "account deleted");
    },
  };

  async function notify(user: UserRow, subject: AccountKey, text: AccountKey, lang: Lang): Promise<void> {
    try {
      await mailer.send({ to: user.email, subject: at(lang, subject), text: at(lang, text) });
    } catch (e) {
      // the change itself is done; a lost notice is logged, not an error for the user
      log.error({ err: e, userId: user.id }, "notice e-mail failed");
    }
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
