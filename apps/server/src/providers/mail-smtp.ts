/**
 * The SMTP mailer: one pooled nodemailer transport built from SMTP_URL (`smtp://user:pass@host:587` with STARTTLS
 * when the server offers it, `smtps://…:465` for TLS from the start). Errors name the SMTP problem (code, server
 * reply) but never carry the password from the URL, nor the original error object that might.
 */
import nodemailer from "nodemailer";
import type { Logger } from "../log.ts";
import type { Mailer, MailMessage, SentMail } from "./mail.ts";
import { nodemailerFields } from "./mail-compose.ts";

export interface SmtpTimeouts {
  /** How long to wait for the TCP (or TLS) connection, ms. */
  connectionTimeout: number;
  /** How long to wait for the server's greeting once connected, ms. */
  greetingTimeout: number;
  /** How long a connection may stay silent, ms. */
  socketTimeout: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/** A failed send, or an SMTP_URL that cannot be used. The message is safe to log: no credentials in it. */
export class MailError extends Error {
  override name = "MailError";
  /** Nodemailer's code: EAUTH, ESOCKET, ETIMEDOUT, EENVELOPE, EMESSAGE, … */
  code: string | undefined;
  /** The SMTP reply code, when the server answered with an error. */
  responseCode: number | undefined;
  /** True when the server refused for good (5xx), false when a retry may succeed; unset without a reply. */
  permanent: boolean | undefined;

  constructor(message: string, details: { code?: string; responseCode?: number; permanent?: boolean } = {}) {
    super(message);
    this.code = details.code;
    this.responseCode = details.responseCode;
    this.permanent = details.permanent;
  }
}

interface NodemailerErrorLike {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
}

export function createSmtpMailer(opts: {
  smtpUrl: string;
  from: string;
  log: Logger;
  timeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  let url: URL;
  try {
    url = new URL(opts.smtpUrl);
  } catch {
    // Not the TypeError itself: Node attaches the whole input (password included) to it.
    throw new MailError("SMTP_URL is not a valid URL (expected smtp://user:pass@host:587 or smtps://…:465)");
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") {
    throw new MailError(`SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`);
  }
  const secure = url.protocol === "smtps:";
  const host = url.hostname;
  const port = url.port ? Number(url.port) : secure ? 465 : 587;
  const user = safeDecode(url.username);
  const redact = redactor(opts.smtpUrl, user, url.password);
  const where = `${host}:${port}`;
  const log = opts.log.child({ provider: "mail", kind: "smtp" });

  const transport = nodemailer.createTransport(
    {
      url: opts.smtpUrl,
      pool: true,
      maxConnections: 2,
      ...DEFAULT_SMTP_TIMEOUTS,
      ...opts.timeouts,
      // Nothing we send refers to files or URLs; refuse them so a message can never read local files.
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: opts.from },
  );
  // The pool reports per-message failures to send(); this only guards against an unhandled 'error' event.
  transport.on("error", (err: NodemailerErrorLike) => {
    log.warn({ code: err.code }, `SMTP transport error at ${where}: ${redact(String(err.message))}`);
  });
  log.info(
    { host, port, secure, user: user || undefined, from: opts.from },
    `mail: sending via SMTP ${where}`,
  );

  return {
    kind: "smtp",
    async send(message: MailMessage): Promise<SentMail> {
      try {
        const info = await transport.sendMail(nodemailerFields(message));
        log.info({ messageId: info.messageId }, "mail: sent via SMTP");
        return { id: info.messageId };
      } catch (e) {
        const err = (e ?? {}) as NodemailerErrorLike;
        const code = typeof err.code === "string" ? err.code : undefined;
        const responseCode = typeof err.responseCode === "number" ? err.responseCode : undefined;
        const permanent = typeof err.permanent === "boolean" ? err.permanent : undefined;
        const text = redact(String(err.message ?? e));
        throw new MailError(`SMTP ${where}${code ? ` (${code})` : ""}: ${text}`, {
          code,
          responseCode,
          permanent,
        });
      }
    },
    async close(): Promise<void> {
      transport.close();
    },
  };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Replaces every form of the password a message could carry (as written, decoded, base64 as AUTH sends it). */
function redactor(smtpUrl: string, user: string, rawPassword: string): (text: string) => string {
  if (!rawPassword) return (text) => text;
  const pass = safeDecode(rawPassword);
  const shownUrl = smtpUrl.replace(`:${rawPassword}@`, ":***@");
  const secrets = [
    rawPassword,
    pass,
    Buffer.from(pass).toString("base64"),
    Buffer.from(`\0${user}\0${pass}`).toString("base64"),
    Buffer.from(`${user}\0${user}\0${pass}`).toString("base64"),
  ]
    .filter((s) => s.length > 0)
    .sort((a, b) => b.length - a.length);
  return (text) => secrets.reduce((t, s) => t.replaceAll(s, "***"), text.replaceAll(smtpUrl, shownUrl));
}
