/**
 * JSON logs (pino) on stdout. No log line carries personal data or secrets: no password or its hash, token,
 * recovery code, e-mail address, e-mail subject or body, name, birth date or birth time. That is enforced here, in
 * one place, whatever a caller passes:
 *
 * - `err` (and `error`) is written by `safeError`: the error's class, its message, its code and the database's
 *   safe fields (SQLSTATE, table, column, constraint), its stack frames and its cause, nothing else. A database
 *   error's values never appear: drizzle's `params` and the SQL text's values are dropped (the SQL with its
 *   placeholders stays), PostgreSQL's `detail` ("Failing row contains (…)", "Key (email)=(…)"), `where` and
 *   `hint` are not written. Messages are scrubbed of e-mail addresses, Argon2 hashes, session (JWT), bearer and bot tokens;
 * - keys that name personal data or secrets (`email`, `to`, `password`, `token`, `birthday`, `text`, …, at the
 *   top level or one level down) are written as "[redacted]";
 * - `path` (request log lines) has the secret part of the feed and disable links replaced;
 * - the message strings are scrubbed like error messages.
 */
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

export type { Logger };

/**
 * Keys whose values are never written, at the top level or one level down (`code` is not among them: it is an
 * error's or a provider's code; a recovery code is never logged under any key).
 */
export const REDACTED_KEYS = [
  "email",
  "to",
  "cc",
  "bcc",
  "replyTo",
  "subject",
  "text",
  "html",
  "body",
  "password",
  "pass",
  "checkPass",
  "passwordHash",
  "hash",
  "token",
  "accessToken",
  "refreshToken",
  "recoveryCode",
  "codeHash",
  "authorization",
  "cookie",
  "set-cookie",
  "secret",
  "name",
  "fio",
  "birthday",
  "birthdayTime",
  "birthDate",
  "birthTime",
] as const;

/** JSON logs on stdout, or on `destination` (tests capture the lines). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: "bazi-server" },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: safeError, error: safeError, path: safePath },
    // pino's own `redact` with wildcard paths costs 10 µs a line (the request line included); this costs nothing
    // when no key matches
    formatters: { log: redactKeys },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) {
          const a = args[i];
          if (typeof a === "string") args[i] = scrubText(a);
        }
        method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

const REDACTED = new Set<string>(REDACTED_KEYS);
const CENSOR = "[redacted]";

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** A copy of `o` without the values of REDACTED_KEYS (one level of plain objects), or `o` itself when none. */
function censored(o: Record<string, unknown>, nested: boolean): Record<string, unknown> {
  let out: Record<string, unknown> | null = null;
  for (const k in o) {
    const v = o[k];
    let w = v;
    if (REDACTED.has(k)) w = CENSOR;
    else if (nested && isPlain(v)) w = censored(v, false);
    if (w !== v) {
      out ??= { ...o };
      out[k] = w;
    }
  }
  return out ?? o;
}

/** pino's `formatters.log`: the log object with the values of personal keys replaced. */
export function redactKeys(o: Record<string, unknown>): Record<string, unknown> {
  return censored(o, true);
}

const EMAIL = /[^\s@"'`<>()[\]{},;:]+@[^\s@"'`<>()[\]{},;:]+\.[A-Za-z]{2,}/g;
const ARGON2 = /\$argon2[a-z]*\$[^\s"'`,;)]*/g;
const BEARER = /\bBearer\s+[^\s"',;]+/gi;
const BOT_TOKEN = /\b\d{5,}:[A-Za-z0-9_-]{30,}/g;
/** A JWT (our session tokens): header.payload.signature, base64url. */
const JWT = /\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
/** drizzle's DrizzleQueryError message: "Failed query: <sql>\nparams: <values>". */
const PARAMS = /\nparams: [\s\S]*$/;
/** PostgreSQL's messages quote the offending value: `invalid input syntax for type date: "1985-03-0x"`. */
const PG_VALUE = /((?:for type|for encoding|value for domain|for enum) [^:"]{1,80}: )"(?:[^"]|"")*"/g;
const MAX_TEXT = 4000;

/** A message without the values it might carry (see the file's comment). */
export function scrubText(s: string): string {
  let t = s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s;
  if (t.includes("\nparams: ")) t = t.replace(PARAMS, "\nparams: [redacted]");
  if (t.includes("@")) t = t.replace(EMAIL, "[email]");
  if (t.includes("$argon2")) t = t.replace(ARGON2, "[hash]");
  if (t.includes('"')) t = t.replace(PG_VALUE, '$1"[redacted]"');
  if (t.includes(":")) t = t.replace(BOT_TOKEN, "[token]");
  if (/bearer/i.test(t)) t = t.replace(BEARER, "Bearer [token]");
  if (t.includes("eyJ")) t = t.replace(JWT, "[token]");
  return t;
}

/** Scalar fields of an error worth keeping: codes and where in the database, never a value. */
const SAFE_FIELDS = [
  "code",
  "errno",
  "syscall",
  "status",
  "statusCode",
  "responseCode",
  "permanent",
  "retryable",
  "severity",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "routine",
] as const;

/**
 * An error as a log line may carry it: class, message and safe fields, the stack's frames and the cause (three
 * deep). Everything else an error object holds (drizzle's query values, PostgreSQL's detail, a provider's
 * response) is left out. A string (callers often log `e.message`) is scrubbed.
 */
export function safeError(e: unknown, depth = 0): unknown {
  if (typeof e === "string") return scrubText(e);
  if (e === null || typeof e !== "object") return e;
  const err = e as Record<string, unknown>;
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  const type =
    typeof ctor === "string" && ctor !== "Object" ? ctor : typeof err.name === "string" ? err.name : "Error";
  const message = scrubText(typeof err.message === "string" ? err.message : "");
  const out: Record<string, unknown> = { type, message };
  for (const k of SAFE_FIELDS) {
    const v = err[k];
    if (typeof v === "number" || typeof v === "boolean") out[k] = v;
    else if (typeof v === "string") out[k] = scrubText(v.slice(0, 200));
  }
  if (typeof err.stack === "string") {
    const frames = err.stack.split("\n").filter((l) => /^\s+at /.test(l));
    out.stack = [`${type}: ${message}`, ...frames.map(scrubText)].join("\n");
  }
  if (err.cause !== undefined && depth < 3) out.cause = safeError(err.cause, depth + 1);
  return out;
}

/** A request's path with the secret of a feed address, a reminders' disable link or an unsubscribe link replaced. */
export function safePath(p: unknown): unknown {
  if (typeof p !== "string") return p;
  let t = p;
  if (t.startsWith("/feed/")) t = "/feed/[token]";
  else if (t.includes("/notify/disable/")) t = t.replace(/(\/notify\/disable\/)[^/]*/, "$1[token]");
  else if (t.startsWith("/unsubscribe/email/")) t = "/unsubscribe/email/[token]";
  return t.includes("@") || t.includes("%40") ? scrubText(t.replace(/%40/gi, "@")) : t;
}
