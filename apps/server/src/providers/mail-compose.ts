/**
 * A message as nodemailer composes it, the same for SMTP and the dev outbox: attachments from memory only (both
 * transports refuse file and URL contents), each marked as an attachment.
 */
import type { MailMessage } from "./mail.ts";

/** A message's fields as nodemailer takes them (both mailers compose with it). */
export function nodemailerFields(message: MailMessage) {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            contentDisposition: "attachment" as const,
          })),
        }
      : {}),
  };
}
