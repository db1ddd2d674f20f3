/**
 * The dev outbox: no SMTP_URL, so nothing is sent. Every message is composed by nodemailer exactly as SMTP would
 * carry it and written as an RFC 5322 .eml file (a mail client opens it) into outboxDir, or, with outboxDir null
 * (the in-memory test database), only kept in memory. Either way the log says so (with the file's name, never the
 * address, subject or body), and messages() lists them for tests and the e2e runner.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../log.ts";
import type { Mailer, MailMessage, SentMail } from "./mail.ts";
import { nodemailerFields } from "./mail-compose.ts";

/** A message as the outbox keeps it: its fields, the attachments only described. */
export interface OutboxMessage extends Pick<MailMessage, "to" | "subject" | "text" | "html" | "headers"> {
  /** The attachments' names, types and sizes (their bytes are in the .eml file, not kept in memory). */
  attachments?: { filename: string; contentType: string; size: number }[];
  /** Absolute path of the .eml file; absent when the outbox is in memory only. */
  file?: string;
}

export interface OutboxMailer extends Mailer {
  readonly kind: "outbox";
  /** Every message "sent" so far (the most recent 1000), oldest first. */
  messages(): OutboxMessage[];
}

/** Enough for any test or dev session; a long-running dev server does not grow without bound. */
const KEEP = 1000;

export function createOutboxMailer(opts: {
  from: string;
  outboxDir: string | null;
  log: Logger;
}): OutboxMailer {
  const dir = opts.outboxDir === null ? null : resolve(opts.outboxDir);
  const log = opts.log.child({ provider: "mail", kind: "outbox" });
  const composer = nodemailer.createTransport(
    {
      streamTransport: true,
      buffer: true,
      newline: "windows",
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: opts.from },
  );
  const kept: OutboxMessage[] = [];

  if (dir) log.warn({ dir }, `mail: dev outbox, e-mail is NOT sent but written as .eml files to ${dir}`);
  else log.warn("mail: in-memory dev outbox, e-mail is NOT sent and NOT written anywhere");

  return {
    kind: "outbox",
    async send(message: MailMessage): Promise<SentMail> {
      const info = await composer.sendMail(nodemailerFields(message));
      const entry: OutboxMessage = { to: message.to, subject: message.subject, text: message.text };
      if (message.html !== undefined) entry.html = message.html;
      if (message.headers) entry.headers = { ...message.headers };
      if (message.attachments?.length) {
        entry.attachments = message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        }));
      }
      let id = info.messageId;
      if (dir) {
        const raw = info.message as Buffer;
        const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(4).toString("hex")}.eml`;
        const file = join(dir, name);
        await mkdir(dir, { recursive: true });
        await writeFile(file, raw, { flag: "wx" });
        entry.file = file;
        id = file;
        // the file, never the address, subject or body: the log is not a place for personal data (log.ts)
        log.info({ file }, "mail: dev outbox, NOT sent, written to file");
      } else {
        log.info("mail: in-memory dev outbox, NOT sent");
      }
      kept.push(entry);
      if (kept.length > KEEP) kept.splice(0, kept.length - KEEP);
      return { id };
    },
    messages(): OutboxMessage[] {
      return kept.map((m) => ({ ...m }));
    },
    async close(): Promise<void> {},
  };
}
