/**
 * Accounts (docs/product.md §4–§8, docs/security.md A): sign-up, sign-in, sessions, the saved location, password
 * change, recovery by e-mailed code, the data download and account deletion.
 *
 * - Passwords: the 6–20 characters of docs/product.md §5 plus the common-password list; Argon2id (passwords.ts).
 * - Sessions: a row per sign-in and a JWT naming it (tokens.ts); sign-out revokes the row, a password change
 *   or recovery revokes every row of the user. A token is accepted only while its row is live.
 * - Sign-in throttling: every guess is counted before its password is checked (one atomic update of the account's
 *   row, so parallel guesses on any number of instances each take their own count). 5 guesses free, then a
 *   doubling wait (15 s, 30 s, … up to 30 min) during which the account answers 429 + Retry-After without
 *   checking the password: at most 12 guesses per account in any hour. A right password resets the count. Plus a
 *   per-address bucket. Recovery is never blocked by it. Unknown e-mails cost one Argon2 verification too.
 * - The "user already exists" and "user not found" answers (docs/product.md §8) stay, behind per-IP and per-e-mail
 *   buckets.
 * - Recovery codes: 6 random digits, stored as an HMAC under the server key, 10 minutes, 5 tries, single use,
 *   3 codes per account per day; a successful reset ends every session and sends a notice; no auto sign-in.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { type HoursWindow, parseHoursWindow, WAKING_HOURS } from "@bazi/almanac";
import type { HoursWindowBody, LocationBody, SavedLocation, SignIn, SignUp, UserView } from "@bazi/contracts";
import type { Lang } from "@bazi/i18n";
import { t as tm } from "@bazi/i18n";
import type { AccountKey } from "@bazi/i18n/accounts";
import { t } from "@bazi/i18n/accounts";
import type { AccountMailKey } from "@bazi/i18n/accounts-mail";
import "@bazi/i18n/accounts-mail";
import { AppError } from "../../errors.ts";
import { addressKey, type BucketStore, createRateLimiter, type RateLimiter } from "../../http/rate-limit.ts";
import type { Logger } from "../../log.ts";
import type { Clock } from "../../providers/clock.ts";
import type { Mailer } from "../../providers/mail.ts";
import { createMailQueue, type MailQueue } from "../../providers/mail-queue.ts";
import type { AccountsRepo, UserRow } from "./accounts.repo.ts";
import { consentGiven } from "./consent.ts";
import { dummyHash, hashPassword, isCommonPassword, needsRehash, verifyPassword } from "./passwords.ts";
import { TOKEN_DAYS, type TokenSigner } from "./tokens.ts";

export const FREE_FAILED_LOGINS = 5;
export const FIRST_LOGIN_DELAY_S = 15;
export const MAX_LOGIN_DELAY_S = 30 * 60;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;
export const CODES_PER_DAY = 3;

/** Who a request is: a live session of a user. */
export interface Principal {
  userId: string;
  sessionId: string;
}

/** A user's e-mail and the language they chose ("ru" or "en"). */
export interface Contact {
  email: string;
  locale: string;
}

export interface AccountsDeps {
  repo: AccountsRepo;
  clock: Clock;
  signer: TokenSigner;
  mailer: Mailer;
  log: Logger;
  /** The server key, for the recovery codes' HMAC. */
  codeKey: Uint8Array;
  /** Mail sent after the answer (recovery codes); default: a queue over `mailer`. */
  mailQueue?: MailQueue;
  /** Where the per-address and per-e-mail buckets live (shared by all instances on PostgreSQL; default memory). */
  buckets?: BucketStore;
  /**
   * Other features' data kept outside the database (the FAQ form's images): answers a cleanup to run once the
   * account's rows are gone (they go by foreign keys).
   */
  userFiles?: (userId: string) => Promise<() => Promise<void>>;
  /**
   * What the other features store about a user, for the data download: each feature's own export through its
   * service (charts, payments, reminders, questions), keyed by what it is.
   */
  userData?: (userId: string) => Promise<Record<string, unknown>>;
}

/** The stored hours window ("HH:MM-HH:MM", "all" or null) as the engine's: null is every hour, absent the default. */
export function hoursWindowOf(stored: string | null | undefined): HoursWindow | null {
  if (stored === "all") return null;
  if (!stored) return WAKING_HOURS;
  try {
    return parseHoursWindow(stored);
  } catch {
    return WAKING_HOURS;
  }
}

function fieldError(field: string, key: AccountKey, lang: Lang): AppError {
  return new AppError("VALIDATION_FAILED", { fields: [{ field, message: `${field}: ${t(lang, key)}` }] });
}

function retryAfter(seconds: number, code: "RATE_LIMITED" | "TRY_LATER" | "LOGIN_THROTTLED" = "TRY_LATER") {
  const s = Math.max(1, Math.ceil(seconds));
  return new AppError(code, { headers: { "Retry-After": String(s) }, params: { seconds: s } });
}

export function userView(u: UserRow): UserView {
  return { uuid: u.id, username: u.email, email: u.email, name: u.name };
}

export function locationOf(
  u: Pick<UserRow, "address" | "latitude" | "longitude" | "timeZone">,
): SavedLocation | null {
  if (u.address === null || u.latitude === null || u.longitude === null) return null;
  return { address: u.address, latitude: u.latitude, longitude: u.longitude, timeZone: u.timeZone };
}

export function createAccountsService(deps: AccountsDeps) {
  const { repo, clock, signer, mailer, log } = deps;
  const mailQueue = deps.mailQueue ?? createMailQueue(mailer, log);
  const now = () => new Date(clock.now());
  const limiter = (name: string, perMinute: number, burst: number): RateLimiter =>
    createRateLimiter({ name, perMinute, burst, clock, store: deps.buckets });
  const signInPerIp = limiter("sign-in", 20, 10);
  const existencePerIp = limiter("existence", 10, 10);
  const existencePerEmail = limiter("existence-email", 5 / 60, 5);

  /** Both buckets of an answer that tells whether an e-mail is registered. */
  async function limitExistence(ip: string, email: string): Promise<void> {
    const [perIp, perEmail] = await Promise.all([
      existencePerIp.take(addressKey(ip)),
      // the bucket's key is a hash: no e-mail address is kept in the rate-limit table
      existencePerEmail.take(createHmac("sha256", deps.codeKey).update(email).digest("base64url")),
    ]);
    const wait = Math.max(perIp, perEmail);
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

  /** A code's HMAC, bound to its own row (one request of one account). */
  function codeHash(codeId: string, code: string): string {
    return createHmac("sha256", deps.codeKey).update(`${codeId}:${code}`).digest("base64url");
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
    return sameHash(row.codeHash, codeHash(row.id, code)) ? { user, row } : null;
  }

  return {
    async signUp(input: SignUp, lang: Lang, ip: string): Promise<{ token: string; user: UserView }> {
      checkNewPassword(input.password, "password", lang);
      await limitExistence(ip, input.email);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const user = await repo.insertUser(
        {
          id: randomUUID(),
          email: input.email,
          name: input.name,
          passwordHash,
          locale: lang,
          createdAt: at,
        },
        consentGiven(lang, "sign-up", ip, at),
      );
      if (!user) throw new AppError("USER_EXISTS");
      log.info({ userId: user.id }, "account created");
      return { token: await openSession(user.id), user: userView(user) };
    },

    async signIn(input: SignIn, ip: string): Promise<{ token: string; user: UserView }> {
      const ipWait = await signInPerIp.take(addressKey(ip));
      if (ipWait > 0) throw retryAfter(ipWait, "RATE_LIMITED");
      const user = await repo.userByEmail(input.username);
      if (!user) {
        await verifyPassword(await dummyHash(), input.password);
        throw new AppError("WRONG_CREDENTIALS");
      }
      // the guess is counted before it is checked: while the account waits, no password is checked at all
      const claim = await repo.claimLoginAttempt(user.id, now(), {
        free: FREE_FAILED_LOGINS,
        firstDelaySeconds: FIRST_LOGIN_DELAY_S,
        maxDelaySeconds: MAX_LOGIN_DELAY_S,
      });
      if (!claim.claimed) {
        throw retryAfter((claim.blockedUntil.getTime() - clock.now()) / 1000, "LOGIN_THROTTLED");
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
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

    /** Which of these sessions are still signed in (Web Push devices live as long as theirs). */
    liveSessions: (ids: string[]) => repo.liveSessions(ids, new Date(clock.now())),

    /** Where and in which language to write to a user (other features' mail and messages), or null. */
    async contactOf(userId: string): Promise<Contact | null> {
      const user = await repo.userById(userId);
      return user ? { email: user.email, locale: user.locale } : null;
    },

    /**
     * The saved places of users, by user id; users without one are absent (the reminders: a reminder comes at the
     * chosen time at the user's place, decision 021).
     */
    async placesOf(userIds: string[]): Promise<Map<string, SavedLocation>> {
      const places = new Map<string, SavedLocation>();
      for (let i = 0; i < userIds.length; i += 500) {
        for (const u of await repo.locationsOf(userIds.slice(i, i + 500))) {
          const loc = locationOf(u);
          if (loc) places.set(u.id, loc);
        }
      }
      return places;
    },

    async me(
      p: Principal,
    ): Promise<{ user: UserView; location: SavedLocation | null; hoursWindow: HoursWindow | null }> {
      const user = await repo.userById(p.userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      return {
        user: userView(user),
        location: locationOf(user),
        hoursWindow: hoursWindowOf(user.hoursWindow),
      };
    },

    /**
     * The hours the user keeps, for the best hours their reminders name: a window, every hour (`allHours`), or
     * neither (the default 07:00–22:00). Returns the window now in force (null: every hour).
     */
    async saveHours(p: Principal, body: HoursWindowBody, lang: Lang): Promise<HoursWindow | null> {
      let stored: string | null = null;
      if (body.allHours) stored = "all";
      else if (body.hours !== undefined) {
        let w: HoursWindow;
        try {
          w = parseHoursWindow(body.hours);
        } catch {
          throw new AppError("VALIDATION_FAILED", {
            fields: [{ field: "hours", message: `hours: ${tm(lang, "error.field.hours")}` }],
          });
        }
        stored = `${w.from}-${w.to}`;
      }
      await repo.setHoursWindow(p.userId, stored);
      return hoursWindowOf(stored);
    },

    /** The hours windows of users, by user id (every user has one: the default when they set none). */
    async hoursOf(userIds: string[]): Promise<Map<string, HoursWindow | null>> {
      const out = new Map<string, HoursWindow | null>(userIds.map((id) => [id, WAKING_HOURS]));
      for (let i = 0; i < userIds.length; i += 500) {
        for (const u of await repo.hoursWindowsOf(userIds.slice(i, i + 500)))
          out.set(u.id, hoursWindowOf(u.hoursWindow));
      }
      return out;
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
      await passwordReplaced(user, await hashPassword(pass), lang);
      return { token: await openSession(user.id) };
    },

    /**
     * Step 1: a code by e-mail. A registered and an unknown address cost the same work up to the answer (one
     * statement, the same hashing; the mail is queued, not awaited), so the answer's time says no more than the
     * "user not found" of docs/product.md §8 does, and that answer is behind the per-address and per-e-mail limits.
     */
    async recoveryCode(email: string, lang: Lang, ip: string): Promise<void> {
      await limitExistence(ip, email);
      const at = clock.now();
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      const requested = await repo.requestCode({
        id,
        email,
        codeHash: codeHash(id, code),
        createdAt: new Date(at),
        expiresAt: new Date(at + CODE_TTL_MS),
        perDay: CODES_PER_DAY,
      });
      if (!requested.userId) throw new AppError("USER_NOT_FOUND");
      if (!requested.created) throw retryAfter(3600);
      mailQueue.enqueue(
        {
          to: email,
          subject: t(lang, "account.mail.recovery.subject", { code }),
          text: t(lang, "account.mail.recovery.text", { code }),
        },
        { mail: "recovery code", userId: requested.userId },
      );
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
      await passwordReplaced(match.user, passwordHash, lang);
      log.info({ userId: match.user.id }, "password recovered");
    },

    /** Everything stored about the user, without secrets (password hash, code hashes). */
    async exportData(p: Principal) {
      const data = await repo.export(p.userId);
      if (!data.user) throw new AppError("UNAUTHORIZED");
      const { passwordHash: _hash, failedLogins: _f, loginBlockedUntil: _b, ...user } = data.user;
      return {
        exportedAt: now().toISOString(),
        account: user,
        consents: data.consents,
        sessions: data.sessions,
        recoveryCodes: data.recoveryCodes,
        ...(await deps.userData?.(p.userId)),
      };
    },

    /** Records the consent given with a payment (the checkout form's separate checkbox). */
    async recordConsent(userId: string, lang: Lang, ip: string): Promise<void> {
      await repo.insertConsent({ ...consentGiven(lang, "checkout", ip, now()), userId });
    },

    /**
     * Deletes the account and every row that belongs to it (the password confirms it: a wrong one is the password
     * field's "wrong password", there being no login to get wrong), then mails a confirmation to the address the
     * account had, as the password change does. The address outlives the rows only in this call, for that one send.
     */
    async deleteAccount(p: Principal, password: string, lang: Lang): Promise<void> {
      const user = await repo.userById(p.userId);
      if (!user) throw new AppError("UNAUTHORIZED");
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw fieldError("password", "account.field.wrongPassword", lang);
      }
      const cleanup = (await deps.userFiles?.(user.id)) ?? null;
      await repo.deleteUser(user.id);
      await cleanup?.();
      log.info({ userId: user.id }, "account deleted");
      await notify(user, "account.mail.accountDeleted.subject", "account.mail.accountDeleted.text", lang);
    },
  };

  /** A new password is in force: every session and recovery code of the user ends, and the user is told. */
  async function passwordReplaced(user: UserRow, passwordHash: string, lang: Lang): Promise<void> {
    await repo.setPassword(user.id, passwordHash);
    await repo.revokeAllSessions(user.id, now());
    await repo.invalidateCodes(user.id, now());
    await notify(user, "account.mail.passwordChanged.subject", "account.mail.passwordChanged.text", lang);
  }

  async function notify(
    user: UserRow,
    subject: AccountMailKey,
    text: AccountMailKey,
    lang: Lang,
  ): Promise<void> {
    try {
      await mailer.send({ to: user.email, subject: t(lang, subject), text: t(lang, text) });
    } catch (e) {
      // the change itself is done; a lost notice is logged, not an error for the user
      log.error({ err: e, userId: user.id }, "notice e-mail failed");
    }
  }
}

export type AccountsService = ReturnType<typeof createAccountsService>;
