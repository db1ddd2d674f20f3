/**
 * The reminder channels an instance delivers (Services.reminders.channels), which the Personal Calendar's page
 * promises and no others (issue 39, item 5): Telegram with a bot on the Russian site only (as the Profile tab offers
 * it), the e-mail digest with SMTP, Web Push when it goes to the push services; the dev outboxes deliver nothing.
 */
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { createLogger } from "../src/log.ts";
import { createSmtpMailer } from "../src/providers/mail.ts";
import { createWebPush } from "../src/providers/push.ts";
import { createTelegramMessenger } from "../src/providers/telegram.ts";
import { DB_TARGETS, testApp } from "./harness.ts";

describe("the reminder channels an instance delivers", () => {
  let tg: FakeTelegram;
  beforeAll(async () => {
    tg = await startFakeTelegram({ username: "bazi_channels_bot" });
  });
  afterAll(() => tg.close());

  /** An app on a fresh database with these providers; answers its channels in both languages. */
  async function channelsOf(opts: Parameters<typeof testApp>[2]) {
    const opened = await DB_TARGETS[0]!.open();
    try {
      const ctx = await testApp(opened.database, {}, opts);
      return { ru: ctx.services.reminders.channels("ru"), en: ctx.services.reminders.channels("en") };
    } finally {
      await opened.drop();
    }
  }

  it("none with no bot, mail in the dev outbox and push in the dev outbox (the test default)", async () => {
    expect(await channelsOf({})).toEqual({ ru: [], en: [] });
  });

  it("each configured channel, Telegram on the Russian site only", async () => {
    const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:support@bazi.example" };
    const all = await channelsOf({
      messenger: createTelegramMessenger({ token: tg.token, apiRoot: tg.url }),
      mailer: createSmtpMailer({
        smtpUrl: "smtp://127.0.0.1:2525",
        from: "Bazi <no-reply@bazi.example>",
        log: createLogger("silent"),
      }),
      push: { sender: createWebPush({ vapid, hosts: ["push.example"] }), vapid },
    });
    expect(all).toEqual({ ru: ["telegram", "email", "push"], en: ["email", "push"] });

    expect(
      await channelsOf({ messenger: createTelegramMessenger({ token: tg.token, apiRoot: tg.url }) }),
    ).toEqual({ ru: ["telegram"], en: [] });
  });
});
