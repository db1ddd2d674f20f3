/**
 * A message as nodemailer composes it, the same for SMTP and the dev outbox: attachments from memory only (both
 * transports refuse file and URL contents), each marked as an attachment.
 */
import type { MailMessage } from "./mail.ts";

/** A message's extra header fields, checked: a bad name or a line break in a value is a programming error. */
function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name) || /[\r\n]/.test(value)) {
      throw new Error(`a mail header is not allowed: ${name.slice(0, 64)}`);
    }
  }
  return headers;
}

/** A message's fields as nodemailer takes them (both mailers compose with it). */
export function nodemailerFields(message: MailMessage) {
  return {
    ...(message.headers && Object.keys(message.headers).length
      ? { headers: checkedHeaders(message.headers) }
      : {}),
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
