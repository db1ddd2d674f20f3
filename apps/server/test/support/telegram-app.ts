/**
 * What the reminders' and the bot's tests share: an in-process app (harness.ts's testApp) whose bot is the real
 * Telegram provider pointed at the local Bot API server (@bazi/test-support/telegram-fake), with the webhook set to a
 * small HTTP server in front of the app (Telegram delivers webhooks over HTTP); and users made over the API, in a
 * language, with charts (paid or not), a saved place and a chat connected through the one-time link.
 *
 *   const t = await telegramApp(target, manualClock("2026-11-21T05:00:00Z"));
 *   const u = await t.user("ru");
 *   const chart = await u.chart(NOVOSIBIRSK_CHART, 1);
 *   await u.savePlace(MOSCOW_PLACE);
 *   await u.connect();
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { expect } from "vitest";
import { createPaymentsRepo } from "../../src/features/payments/payments.repo.ts";
import type { ManualClock } from "../../src/providers/clock.ts";
import { createTelegramMessenger } from "../../src/providers/telegram.ts";
import { type DbTarget, sessionCall, testApp } from "../harness.ts";

/** The place a user saves (POST /api/location), as the site's place page saves it. */
export const MOSCOW_PLACE = {
  address: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
};

/** A chart born in Novosibirsk (UTC+7, four hours ahead of Moscow). */
export const NOVOSIBIRSK_CHART = {
  fio: "Вера",
  gender: "female",
  birthday: "1988-03-14",
  birthdayTime: "06:20",
  city: "Новосибирск, Россия",
  latitude: 55.0084,
  longitude: 82.9357,
  timeZone: "Asia/Novosibirsk",
  email: "vera@example.com",
};

/** A chart born in Los Angeles (UTC−8 in November: its date is a day behind Moscow's mornings). */
export const LOS_ANGELES_CHART = {
  fio: "Jane",
  gender: "female",
  birthday: "1991-07-02",
  birthdayTime: "15:45",
  city: "Los Angeles, USA",
  latitude: 34.0522,
  longitude: -118.2437,
  timeZone: "America/Los_Angeles",
  email: "jane@example.com",
};

export type ChartForm = typeof NOVOSIBIRSK_CHART;

let users = 0;
let chats = 910_000;

export async function telegramApp(target: DbTarget, clock: ManualClock) {
  const tg: FakeTelegram = await startFakeTelegram({ username: "bazi_test_bot" });
  const opened = await target.open();
  const messenger = createTelegramMessenger({ token: tg.token, apiRoot: tg.url });
  const ctx = await testApp(
    opened.database,
    {
      TRUST_PROXY: "127.0.0.1",
      SITE_URL_RU: "https://bazi.example",
      SITE_URL_EN: "https://bazi.example.com",
    },
    { clock, messenger },
  );
  const bridge = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const r = await ctx.app.request(req.url ?? "/", {
        method: req.method,
        headers,
        body: Buffer.concat(chunks),
      });
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(await r.text());
    });
  });
  await new Promise<void>((resolve) => bridge.listen(0, "127.0.0.1", resolve));
  const { port } = bridge.address() as AddressInfo;
  await messenger.setWebhook(`http://127.0.0.1:${port}/telegram/webhook`, ctx.telegramSecret);

  /** A new user signed up in `lang` (their account's language): helpers that act as them. */
  async function user(lang: "ru" | "en") {
    const n = users++;
    const email = `bot.${n}.${Date.now().toString(36)}@example.com`;
    const signed = await ctx.post(
      `/api/user/singup?lang=${lang}`,
      { name: "Вера", email, password: "Sunflower-42", consent: true },
      { "x-forwarded-for": `10.77.${n % 250}.${(n * 7) % 250}` },
    );
    expect(signed.status).toBe(201);
    const { token, user } = (await signed.json()) as { token: string; user: { uuid: string } };
    const chatId = chats++;
    const call = sessionCall(ctx, token);
    return {
      id: user.uuid,
      email,
      chatId,
      call,
      /** A chart of `form`, its Personal Calendar paid for `paidMonths` from now (0: unpaid): its uuid. */
      async chart(form: ChartForm, paidMonths = 0): Promise<string> {
        const r = await call("POST", "/api/charts", form);
        expect(r.status).toBe(201);
        const uuid = ((await r.json()) as { chart: { uuid: string } }).chart.uuid;
        if (paidMonths > 0) {
          await createPaymentsRepo(ctx.database.db).extendPaidUntil(uuid, paidMonths, new Date(clock.now()));
        }
        return uuid;
      },
      async savePlace(place: typeof MOSCOW_PLACE): Promise<void> {
        expect((await call("POST", "/api/location", place)).status).toBe(200);
      },
      /** Opens the one-time link in Telegram and presses Start: the bot's answer. */
      async connect(): Promise<string> {
        const link = await call("POST", "/api/messenger/link");
        expect(link.status).toBe(201);
        const token = new URL(((await link.json()) as { url: string }).url).searchParams.get("start")!;
        expect((await tg.userSays(chatId, `/start ${token}`)).status).toBe(200);
        return lastTo(chatId)!.text;
      },
      /** GET /api/messenger. */
      async settings() {
        const r = await call("GET", "/api/messenger");
        expect(r.status).toBe(200);
        return (await r.json()) as {
          messenger: { active: boolean; timeReminder: string; chart: string | null; blocked: boolean } | null;
          place: { name: string; source: "saved" | "chart" } | null;
        };
      },
      /** The user writes `text` to the bot: its answer to this chat (the one message sent in reply). */
      async says(text: string, languageCode?: string): Promise<string> {
        const before = tg.sent.length;
        expect((await tg.userSays(chatId, text, languageCode ? { languageCode } : {})).status).toBe(200);
        // one answer, to this chat and no other
        const answers = tg.sent.slice(before);
        expect(answers.map((m) => m.chatId)).toEqual([chatId]);
        expect(answers[0]!.parseMode).toBe("HTML");
        return answers[0]!.text;
      },
    };
  }

  const lastTo = (chatId: number) => tg.sent.filter((m) => m.chatId === chatId).at(-1);

  return {
    ctx,
    tg,
    user,
    lastTo,
    /** The messages sent to a chat. */
    sentTo: (chatId: number) => tg.sent.filter((m) => m.chatId === chatId),
    async close(): Promise<void> {
      await opened.drop();
      await tg.close();
      await new Promise((r) => bridge.close(r));
    },
  };
}

export type TelegramApp = Awaited<ReturnType<typeof telegramApp>>;
export type BotUser = Awaited<ReturnType<TelegramApp["user"]>>;
