/**
 * Mail sent after the answer: a request that mails something (a recovery code) answers without waiting for the
 * mail server, so its time does not tell whether a message went out, and a slow SMTP server does not hold the
 * request. A failed send is logged (with what it was for, never the address or the body); shutdown waits for what
 * is still being sent (`idle`).
 */
import type { Logger } from "../log.ts";
import type { Mailer, MailMessage } from "./mail.ts";

export interface MailQueue {
  /** Sends in the background; `about` names what the message was for in a failure's log line. */
  enqueue(message: MailMessage, about: Record<string, string>): void;
  /** Resolves once every message queued so far is sent or has failed. */
  idle(): Promise<void>;
}

export function createMailQueue(mailer: Mailer, log: Logger): MailQueue {
  const pending = new Set<Promise<void>>();
  return {
    enqueue(message, about) {
      // composing starts after the current request's answer is on its way
      const sending: Promise<void> = new Promise<void>((go) => setImmediate(go))
        .then(() => mailer.send(message))
        .then(
          () => undefined,
          (e: unknown) => log.error({ err: e, ...about }, "e-mail could not be sent"),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
