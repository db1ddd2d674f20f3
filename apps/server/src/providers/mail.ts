/**
 * E-mail is a provider (architecture rule 6): SMTP through nodemailer when SMTP_URL is set, otherwise a dev
 * outbox that writes every message as an .eml file and logs where it went (honest, never a silent no-op).
 *
 *   const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir, log });
 *   await mailer.send({ to: "a@example.com", subject: "…", text: "…" });
 *   await mailer.send({ …, attachments: [{ filename: "image.jpg", contentType: "image/jpeg", content: bytes }] });
 */
import type { Logger } from "../log.ts";
import { createOutboxMailer, type OutboxMailer } from "./mail-outbox.ts";
import { createSmtpMailer, type SmtpTimeouts } from "./mail-smtp.ts";

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text body (always sent). */
  text: string;
  /** Optional HTML alternative. */
  html?: string;
  /** Files sent with the message (MIME attachments), from memory only: never a path or a URL. */
  attachments?: MailAttachment[];
  /**
   * Extra header fields (e.g. List-Unsubscribe and List-Unsubscribe-Post, RFC 2369 and 8058). Names are checked:
   * only letters, digits and hyphens; values may not hold line breaks (no header injection).
   */
  headers?: Record<string, string>;
}

/** A file attached to a message. */
export interface MailAttachment {
  /** The name the recipient sees (no directories). */
  filename: string;
  /** Its media type, e.g. "image/jpeg". */
  contentType: string;
  content: Buffer;
}

export interface SentMail {
  /** The provider's message id (SMTP) or the .eml file path (dev outbox). */
  id: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

export { createOutboxMailer, createSmtpMailer };

/**
 * SMTP when smtpUrl is set, otherwise the dev outbox (.eml files in outboxDir, or memory only when it is null).
 * `smtpTimeouts` overrides the connection/greeting/socket timeouts (10 s / 10 s / 30 s), for tests.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string | null;
  log: Logger;
  smtpTimeouts?: Partial<SmtpTimeouts>;
}): Mailer {
  if (opts.smtpUrl) {
    return createSmtpMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      log: opts.log,
      timeouts: opts.smtpTimeouts,
    });
  }
  return createOutboxMailer({ from: opts.from, outboxDir: opts.outboxDir, log: opts.log });
}

/** True for the dev outbox, whose messages() the tests and the e2e runner read. */
export function isOutboxMailer(mailer: Mailer): mailer is OutboxMailer {
  return mailer.kind === "outbox" && typeof (mailer as Partial<OutboxMailer>).messages === "function";
}
