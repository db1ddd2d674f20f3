/**
 * The Telegram messenger (src/providers/telegram.ts) against the local Bot API fake
 * (@bazi/test-support/telegram-fake): what sendMessage sends and how every kind of failure maps to a SendResult,
 * that the token never leaks into errors, the webhook round trip (secret header, forged and malformed bodies,
 * group chats, blocks), long polling (order, exactly once, the offset survives a restart, prompt stop), the bot's
 * command list (setMyCommands), and parseUpdate on random junk. A few tests pin the fake itself to the documented Bot API.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type FakeTelegram, parseTelegramHtml, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type BotUpdate,
  createTelegramMessenger,
  type Messenger,
  parseUpdate,
  SECRET_HEADER,
  TelegramError,
} from "../src/providers/telegram.ts";

const SECRET = "webhook-Secret_0123456789";

let fake: FakeTelegram;
let bot: Messenger;
beforeAll(async () => {
  fake = await startFakeTelegram({ username: "bazi_test_bot" });
  bot = createTelegramMessenger({ token: fake.token, apiRoot: fake.url, timeoutMs: 5_000 });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.faults({});
  fake.webhook = null;
});

let chatSerial = 1000;
const newChat = () => ++chatSerial;

/** For expect.poll: what a poller does takes a few round trips to the fake. */
const SOON = { timeout: 5_000, interval: 10 };

/** A port nothing listens on (a server bound it, then closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Calls the fake's Bot API directly (to check what it answers). */
async function raw(method: string, init?: RequestInit, token = fake.token) {
  const r = await fetch(`${fake.url}/bot${token}/${method}`, init);
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}
const json = (params: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(params),
});

describe("username and send", () => {
  it("reads the username with getMe once and caches it", async () => {
    const before = fake.requests.filter((r) => r.method === "getMe").length;
    expect(await bot.username()).toBe("bazi_test_bot");
    expect(await bot.username()).toBe("bazi_test_bot");
    expect(fake.requests.filter((r) => r.method === "getMe").length).toBe(before + 1);
  });

  it("sends HTML with link previews disabled and answers the message id", async () => {
    const chat = newChat();
    const html = '<b>Today</b> &amp; <a href="https://example.com/day">the day</a>';
    const first = await bot.send(chat, html);
    const second = await bot.send(chat, "<i>again</i>");
    expect(first).toEqual({ ok: true, messageId: 1 });
    expect(second).toEqual({ ok: true, messageId: 2 });
    const request = fake.requests.filter((r) => r.method === "sendMessage").at(-2)!;
    expect(request.contentType).toContain("application/json");
    expect(request.params).toEqual({
      chat_id: chat,
      text: html,
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    });
    expect(fake.sent.filter((s) => s.chatId === chat)).toMatchObject([
      { text: html, parseMode: "HTML", messageId: 1, linkPreviewDisabled: true },
      { text: "<i>again</i>", messageId: 2 },
    ]);
  });

  it("a chat that blocked the bot → blocked", async () => {
    const chat = newChat();
    fake.blocked.add(chat);
    expect(await bot.send(chat, "hi")).toEqual({
      ok: false,
      reason: "blocked",
      description: "403: Forbidden: bot was blocked by the user",
    });
  });

  it("400 chat not found counts as blocked", async () => {
    const r = await bot.send(-100123, "hi");
    expect(r).toMatchObject({ ok: false, reason: "blocked" });
    expect(r.ok || r.description).toContain("chat not found");
  });

  it("429 → rate-limited with retry_after", async () => {
    fake.faults({ rate429: 1, retryAfter: 7 });
    const r = await bot.send(newChat(), "hi");
    expect(r).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfter: 7,
      description: "429: Too Many Requests: retry after 7",
    });
  });

  it("a 403 fault blocks the chat for good", async () => {
    const chat = newChat();
    fake.faults({ rate403: 1 });
    expect(await bot.send(chat, "hi")).toMatchObject({ ok: false, reason: "blocked" });
    fake.faults({});
    expect(fake.blocked.has(chat)).toBe(true);
    expect(await bot.send(chat, "hi")).toMatchObject({ ok: false, reason: "blocked" });
  });

  it("faults are deterministic with a seed", async () => {
    const run = async () => {
      fake.faults({ rate429: 0.3, rate403: 0.2, seed: 42 });
      const out: string[] = [];
      for (let i = 0; i < 30; i++) {
        const r = await bot.send(newChat(), "hi");
        out.push(r.ok ? "ok" : r.reason);
      }
      return out;
    };
    const a = await run();
    expect(await run()).toEqual(a);
    expect(new Set(a)).toEqual(new Set(["ok", "rate-limited", "blocked"]));
  });

  it("a message over 4096 characters → failed, not retryable", async () => {
    const r = await bot.send(newChat(), "x".repeat(4097));
    expect(r).toEqual({
      ok: false,
      reason: "failed",
      retryable: false,
      description: "400: Bad Request: message is too long",
    });
    // The limit counts the text after entity parsing: 4096 "&amp;" are 4096 characters.
    expect(await bot.send(newChat(), "&amp;".repeat(4096))).toMatchObject({ ok: true });
  });

  it("HTML Telegram cannot parse → failed, not retryable", async () => {
    for (const html of ["<b>unclosed", "<div>x</div>", "<b><i>x</b></i>", "a < b", "</b>"]) {
      const r = await bot.send(newChat(), html);
      expect(r).toMatchObject({ ok: false, reason: "failed", retryable: false });
      expect(r.ok || r.description).toContain("400: Bad Request: can't parse entities: ");
    }
  });

  it("network failure (a closed port) → failed, retryable, without the token", async () => {
    const m = createTelegramMessenger({
      token: fake.token,
      apiRoot: `http://127.0.0.1:${await closedPort()}`,
    });
    const r = await m.send(1, "hi");
    expect(r).toMatchObject({ ok: false, reason: "failed", retryable: true });
    expect(r.ok || r.description).toMatch(/ECONNREFUSED/);
    expect(JSON.stringify(r)).not.toContain(fake.token);
  });

  it("a 5xx from the Bot API is retryable; an unreadable answer or a timeout is not (it may have arrived)", async () => {
    const answering = (status: number, body: string) =>
      (async () => new Response(body, { status })) as unknown as typeof fetch;
    const m502 = createTelegramMessenger({
      token: fake.token,
      fetchImpl: answering(502, JSON.stringify({ ok: false, error_code: 502, description: "Bad Gateway" })),
    });
    expect(await m502.send(1, "x")).toMatchObject({ ok: false, reason: "failed", retryable: true });
    const html = createTelegramMessenger({
      token: fake.token,
      fetchImpl: answering(502, "<html>nginx</html>"),
    });
    expect(await html.send(1, "x")).toMatchObject({ ok: false, reason: "failed", retryable: false });
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
      )) as unknown as typeof fetch;
    // the hanging request ends only when timeoutMs aborts it
    const slow = createTelegramMessenger({ token: fake.token, fetchImpl: hanging, timeoutMs: 200 });
    expect(await slow.send(1, "x")).toMatchObject({ ok: false, reason: "failed", retryable: false });
  });

  it("a wrong token → failed, not retryable, and the token is in no error", async () => {
    const token = "987654321:AAWrongTokenWrongTokenWrongToken_xyz";
    const m = createTelegramMessenger({ token, apiRoot: fake.url });
    const r = await m.send(1, "hi");
    expect(r).toEqual({ ok: false, reason: "failed", retryable: false, description: "401: Unauthorized" });
    const e = await m.username().catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TelegramError);
    expect((e as TelegramError).code).toBe(401);
    expect(String(e)).not.toContain(token);
  });

  it("redacts the token from network errors that carry the URL", async () => {
    const leaky = (async (url: unknown) => {
      throw new Error(`request to ${String(url)} failed`);
    }) as unknown as typeof fetch;
    const m = createTelegramMessenger({ token: fake.token, fetchImpl: leaky });
    const r = await m.send(1, "hi");
    // an error of unknown phase: not repeated
    expect(r).toMatchObject({ ok: false, reason: "failed", retryable: false });
    expect(JSON.stringify(r)).not.toContain(fake.token);
    const e = await m.setWebhook("https://example.com/hook", SECRET).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TelegramError);
    expect(String((e as Error).message)).not.toContain(fake.token);
  });
});

describe("the command list", () => {
  it("setCommands sends setMyCommands: the default list, and one for a language", async () => {
    const ru = [
      { command: "today", description: "Мой день сегодня" },
      { command: "stop", description: "Выключить напоминания" },
    ];
    const en = [
      { command: "today", description: "My day today" },
      { command: "stop", description: "Turn reminders off" },
    ];
    await bot.setCommands(ru);
    await bot.setCommands(en, "en");
    const calls = fake.requests.filter((r) => r.method === "setMyCommands").slice(-2);
    expect(calls.map((c) => c.params)).toEqual([{ commands: ru }, { commands: en, language_code: "en" }]);
    expect(fake.commands.get("default")).toEqual(ru);
    expect(fake.commands.get("default|en")).toEqual(en);
  });

  it("a command Telegram refuses → TelegramError with its description, without the token", async () => {
    const e = await bot.setCommands([{ command: "Today", description: "x" }]).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TelegramError);
    expect(e).toMatchObject({ method: "setMyCommands", code: 400 });
    expect((e as Error).message).toContain("BOT_COMMAND_INVALID");
    expect((e as Error).message).not.toContain(fake.token);
  });
});

describe("webhook", () => {
  let hook: Server;
  let hookUrl: string;
  /** What our tiny webhook endpoint received and what checkWebhook made of it. */
  const received: Array<{ secret: string | null; result: ReturnType<Messenger["checkWebhook"]> }> = [];

  beforeAll(async () => {
    hook = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const result = bot.checkWebhook(headers, Buffer.concat(chunks).toString("utf8"), SECRET);
      received.push({ secret: headers.get(SECRET_HEADER), result });
      res.writeHead(result.ok ? 200 : result.status).end();
    });
    await new Promise<void>((r) => hook.listen(0, "127.0.0.1", r));
    hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/telegram/webhook`;
  });
  afterAll(() => new Promise<void>((r) => hook.close(() => r())));
  beforeEach(async () => {
    received.length = 0;
    await bot.setWebhook(hookUrl, SECRET);
  });

  const lastUpdate = (): BotUpdate => {
    const r = received.at(-1)!.result;
    if (!r.ok) throw new Error(`rejected with ${r.status}`);
    return r.update;
  };

  it("setWebhook sends the url, secret, allowed updates and keeps pending updates", () => {
    expect(fake.webhook).toEqual({ url: hookUrl, secretToken: SECRET });
    expect(fake.requests.filter((r) => r.method === "setWebhook").at(-1)!.params).toEqual({
      url: hookUrl,
      secret_token: SECRET,
      allowed_updates: ["message", "my_chat_member"],
      drop_pending_updates: false,
    });
  });

  it("delivers what the user says with the secret header, and checkWebhook accepts it", async () => {
    const chat = newChat();
    const { update, status } = await fake.userSays(chat, "/start abc_123", {
      languageCode: "ru",
      firstName: "Анна",
    });
    expect(status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]!.secret).toBe(SECRET);
    expect(lastUpdate()).toEqual({
      updateId: (update as { update_id: number }).update_id,
      message: { chatId: chat, fromId: chat, text: "/start abc_123", languageCode: "ru", firstName: "Анна" },
    });
  });

  it("a wrong or missing secret → 403; a malformed body → 400", async () => {
    const body = JSON.stringify({ update_id: 5, message: { chat: { id: 1, type: "private" }, text: "hi" } });
    expect(await fake.deliverRaw(body, "wrong")).toBe(403);
    expect(await fake.deliverRaw(body, `${SECRET}x`)).toBe(403);
    expect(await fake.deliverRaw(body, SECRET.replace("w", "W"))).toBe(403);
    expect(await fake.deliverRaw(body, null)).toBe(403);
    expect(await fake.deliverRaw("{not json", SECRET)).toBe(400);
    expect(await fake.deliverRaw(JSON.stringify({ message: {} }), SECRET)).toBe(400);
    expect(await fake.deliverRaw(body, SECRET)).toBe(200);
    // An empty configured secret accepts nothing, not even an empty header.
    const headers = new Headers({ [SECRET_HEADER]: "" });
    expect(bot.checkWebhook(headers, body, "")).toEqual({ ok: false, status: 403 });
  });

  it("update types we do not use and group messages come through empty", async () => {
    const edited = { update_id: 7, edited_message: { chat: { id: 1, type: "private" }, text: "x" } };
    expect(await fake.deliverRaw(JSON.stringify(edited), SECRET)).toBe(200);
    expect(lastUpdate()).toEqual({ updateId: 7 });
    const group = {
      update_id: 8,
      message: {
        message_id: 3,
        from: { id: 42, is_bot: false, first_name: "A" },
        chat: { id: -100200, title: "Group", type: "supergroup" },
        date: 1,
        text: "/start x",
      },
    };
    expect(await fake.deliverRaw(JSON.stringify(group), SECRET)).toBe(200);
    expect(lastUpdate()).toEqual({ updateId: 8 });
    const photo = { update_id: 9, message: { chat: { id: 5, type: "private" }, photo: [] } };
    expect(await fake.deliverRaw(JSON.stringify(photo), SECRET)).toBe(200);
    expect(lastUpdate()).toEqual({ updateId: 9 });
  });

  it("blocking and unblocking the bot → chatMember kicked / member", async () => {
    const chat = newChat();
    expect((await fake.userBlocks(chat, true)).status).toBe(200);
    expect(lastUpdate().chatMember).toEqual({ chatId: chat, status: "kicked" });
    expect(fake.blocked.has(chat)).toBe(true);
    expect(await bot.send(chat, "hi")).toMatchObject({ ok: false, reason: "blocked" });
    expect((await fake.userBlocks(chat, false)).status).toBe(200);
    expect(lastUpdate().chatMember).toEqual({ chatId: chat, status: "member" });
    expect(fake.blocked.has(chat)).toBe(false);
  });

  it("deleteWebhook removes it; a bad secret is refused", async () => {
    await bot.deleteWebhook();
    expect(fake.webhook).toBeNull();
    const e = await bot.setWebhook(hookUrl, "has spaces!").catch((err: unknown) => err);
    expect(e).toBeInstanceOf(TelegramError);
    expect((e as TelegramError).code).toBe(400);
    expect(fake.webhook).toBeNull();
  });
});

describe("poll", () => {
  // every test stops its pollers: no long poll is left waiting at the fake
  afterEach(async () => {
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(0);
  });

  // a long poll (50 s, the most the fake allows) that stop() does not end would outlast the test's own timeout
  it("gets updates in order, each once; the offset survives a restart; stop() is prompt", {
    timeout: 30_000,
  }, async () => {
    const chat = newChat();
    await bot.setWebhook("https://example.com/hook", SECRET);
    const got: BotUpdate[] = [];
    const errors: unknown[] = [];
    const stop = bot.poll(
      async (u) => {
        got.push(u);
      },
      { timeoutSeconds: 50, onError: (e) => errors.push(e) },
    );
    await expect.poll(() => fake.webhook, SOON).toBeNull(); // poll deletes the webhook first
    for (const text of ["/start p1", "two", "three"]) {
      expect((await fake.userSays(chat, text)).status).toBeNull();
    }
    await expect.poll(() => got.length, SOON).toBeGreaterThanOrEqual(3);
    // polling again, past the three: none of them can come a second time
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(1);
    expect(got.map((u) => u.message?.text)).toEqual(["/start p1", "two", "three"]);
    expect(new Set(got.map((u) => u.updateId)).size).toBe(3);
    await stop(); // a 50 s long poll is in flight
    expect(errors).toEqual([]);
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(0);

    // A restarted bot (a new messenger) does not see them again.
    const again = createTelegramMessenger({ token: fake.token, apiRoot: fake.url });
    const later: BotUpdate[] = [];
    const stop2 = again.poll(
      async (u) => {
        later.push(u);
      },
      { timeoutSeconds: 20 },
    );
    // waiting for an update: the three were not given again
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(1);
    await fake.userSays(chat, "four");
    await expect.poll(() => later.length, SOON).toBeGreaterThanOrEqual(1);
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(1); // polling again, past "four"
    await stop2();
    expect(later.map((u) => u.message?.text)).toEqual(["four"]);
  });

  it("stopping while onUpdate runs lets it finish and confirms it to Telegram", async () => {
    const chat = newChat();
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const got: string[] = [];
    const stop = bot.poll(
      async (u) => {
        got.push(u.message?.text ?? "");
        await gate;
      },
      { timeoutSeconds: 20 },
    );
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(1);
    await fake.userSays(chat, "slow");
    await expect.poll(() => got.length, SOON).toBe(1);
    const stopped = stop();
    release();
    await stopped;
    const later: string[] = [];
    const stop2 = bot.poll(
      async (u) => {
        later.push(u.message?.text ?? "");
      },
      { timeoutSeconds: 20 },
    );
    await fake.userSays(chat, "next");
    await expect.poll(() => later.length, SOON).toBeGreaterThanOrEqual(1);
    await stop2();
    expect(later).toEqual(["next"]);
  });

  it("advances the offset only after onUpdate resolved: a failed update comes again", async () => {
    const chat = newChat();
    const seen: string[] = [];
    const errors: unknown[] = [];
    let failOnce = true;
    const stop = bot.poll(
      async (u) => {
        seen.push(u.message?.text ?? "");
        if (u.message?.text === "b" && failOnce) {
          failOnce = false;
          throw new Error("database down");
        }
      },
      { timeoutSeconds: 5, onError: (e) => errors.push(e) },
    );
    await expect.poll(() => fake.pendingPolls(), SOON).toBe(1);
    await fake.userSays(chat, "a");
    await fake.userSays(chat, "b");
    await fake.userSays(chat, "c");
    await expect.poll(() => seen, SOON).toContain("c");
    await stop();
    expect(seen.filter((t) => t === "a")).toHaveLength(1);
    expect(seen.filter((t) => t === "b")).toHaveLength(2);
    expect(String(errors[0])).toContain("database down");
  });

  it("API errors are reported through onError without the token and retried", async () => {
    const m = createTelegramMessenger({
      token: fake.token,
      apiRoot: `http://127.0.0.1:${await closedPort()}`,
    });
    const errors: unknown[] = [];
    const stop = m.poll(async () => {}, { timeoutSeconds: 1, onError: (e) => errors.push(e) });
    await expect.poll(() => errors.length, SOON).toBeGreaterThanOrEqual(1);
    await stop();
    expect(errors[0]).toBeInstanceOf(TelegramError);
    expect(String(errors[0])).not.toContain(fake.token);
  });
});

describe("parseUpdate", () => {
  it("never throws on random junk: null or an update", () => {
    const check = (v: unknown) => {
      const u = parseUpdate(v);
      return u === null || Number.isInteger(u.updateId);
    };
    fc.assert(fc.property(fc.anything(), check), { numRuns: 2_000 });
    fc.assert(fc.property(fc.jsonValue(), check), { numRuns: 1_000 });
    const chat = fc.record({ id: fc.oneof(fc.integer(), fc.string(), fc.double()), type: fc.anything() });
    const shaped = fc.record(
      {
        update_id: fc.oneof(fc.nat(), fc.integer(), fc.string(), fc.double()),
        message: fc.record(
          { chat, from: fc.anything(), text: fc.oneof(fc.string(), fc.anything()) },
          { requiredKeys: [] },
        ),
        my_chat_member: fc.record({ chat, new_chat_member: fc.anything() }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(shaped, check), { numRuns: 2_000 });
  });

  it("reads private messages and chat member changes", () => {
    expect(
      parseUpdate({
        update_id: 1,
        message: {
          chat: { id: 9, type: "private" },
          from: { id: 9, first_name: "A", language_code: "en" },
          text: "/stop",
        },
      }),
    ).toEqual({
      updateId: 1,
      message: { chatId: 9, fromId: 9, text: "/stop", languageCode: "en", firstName: "A" },
    });
    const member = (status: string) => ({
      update_id: 2,
      my_chat_member: { chat: { id: 9, type: "private" }, new_chat_member: { status } },
    });
    expect(parseUpdate(member("restricted"))?.chatMember).toEqual({ chatId: 9, status: "other" });
    expect(parseUpdate(member("left"))?.chatMember).toEqual({ chatId: 9, status: "left" });
    expect(parseUpdate({ update_id: -1 })).toBeNull();
    expect(parseUpdate({ update_id: 1.5 })).toBeNull();
  });
});

describe("the fake speaks the Bot API", () => {
  it("a wrong token → 401, an unknown method → 404", async () => {
    expect(await raw("getMe", undefined, "1:nope")).toEqual({
      status: 401,
      body: { ok: false, error_code: 401, description: "Unauthorized" },
    });
    expect((await raw("sendPigeon")).status).toBe(404);
  });

  it("accepts form and query parameters and case-insensitive method names", async () => {
    const chat = newChat();
    const form = await raw("SENDMESSAGE", {
      method: "POST",
      body: new URLSearchParams({ chat_id: String(chat), text: "<b>form</b>", parse_mode: "HTML" }),
    });
    expect(form.status).toBe(200);
    expect(form.body.result).toMatchObject({ chat: { id: chat, type: "private" }, text: "form" });
    const query = await raw(`sendMessage?chat_id=${chat}&text=query`);
    expect(query.body).toMatchObject({ ok: true, result: { text: "query" } });
    const multipart = new FormData();
    multipart.set("chat_id", String(chat));
    multipart.set("text", "multipart");
    expect((await raw("sendMessage", { method: "POST", body: multipart })).status).toBe(200);
  });

  it("setMyCommands checks the commands, the scope and the language; getMyCommands and deleteMyCommands", async () => {
    const set = (params: unknown) => raw("setMyCommands", json(params)).then((r) => r.body.description);
    expect(await set({ commands: [{ command: "/today", description: "x" }] })).toBe(
      "Bad Request: BOT_COMMAND_INVALID",
    );
    expect(await set({ commands: [{ command: "a".repeat(33), description: "x" }] })).toBe(
      "Bad Request: BOT_COMMAND_INVALID",
    );
    expect(await set({ commands: [{ command: "today", description: " " }] })).toBe(
      "Bad Request: command description must be non-empty",
    );
    expect(await set({ commands: [{ command: "today", description: "x".repeat(257) }] })).toBe(
      "Bad Request: BOT_COMMAND_DESCRIPTION_INVALID",
    );
    expect(await set({ commands: [{ command: "today" }] })).toBe(
      "Bad Request: can't parse BotCommand: Can't find field \"description\"",
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ command: `c${i}`, description: "x" }));
    expect(await set({ commands: many })).toBe("Bad Request: too many commands specified");
    expect(await set({ commands: [{ command: "a", description: "x" }], language_code: "eng" })).toBe(
      "Bad Request: invalid language code specified",
    );
    expect(await set({ commands: [{ command: "a", description: "x" }], scope: { type: "chat" } })).toContain(
      "chat_id",
    );
    // a list per scope and language, read back and deleted
    const list = [{ command: "week", description: "Семь дней" }];
    const scope = { type: "all_private_chats" };
    expect((await raw("setMyCommands", json({ commands: list, scope, language_code: "ru" }))).body).toEqual({
      ok: true,
      result: true,
    });
    expect((await raw("getMyCommands", json({ scope, language_code: "ru" }))).body.result).toEqual(list);
    expect((await raw("getMyCommands", json({ scope }))).body.result).toEqual([]);
    await raw("deleteMyCommands", json({ scope, language_code: "ru" }));
    expect((await raw("getMyCommands", json({ scope, language_code: "ru" }))).body.result).toEqual([]);
  });

  it("sendMessage requires chat_id and text", async () => {
    expect((await raw("sendMessage", json({ text: "x" }))).body.description).toBe(
      "Bad Request: chat_id is empty",
    );
    expect((await raw("sendMessage", json({ chat_id: 1 }))).body.description).toBe(
      "Bad Request: message text is empty",
    );
  });

  it("parses the documented HTML and rejects the rest", () => {
    const good = [
      "<b>b</b><strong>s</strong><i>i</i><em>e</em><u>u</u><ins>i</ins><s>s</s><strike>s</strike><del>d</del>",
      "<a href=\"https://t.me/x\">link</a> <a href='https://a.b/?x=1&amp;y=2'>q</a>",
      '<code>x &lt; y</code><pre>p</pre><pre><code class="language-ts">let x</code></pre>',
      '<tg-spoiler>s</tg-spoiler><span class="tg-spoiler">s</span>',
      "<blockquote>q</blockquote><blockquote expandable>e</blockquote>",
      "<b>bold <i>italic bold <s>strike</s></i></b> a > b &#128512; &#x1F600; &nbsp;",
    ];
    for (const html of good) expect(parseTelegramHtml(html)).toMatchObject({ ok: true });
    expect(parseTelegramHtml("<b>x</b> &amp; &lt;&gt; &quot;")).toEqual({ ok: true, plain: 'x & <> "' });
    const bad: Array<[string, string]> = [
      ["<b>x", `Can't find end tag corresponding to start tag "b"`],
      ["<div>x</div>", `Unsupported start tag "div" at byte offset 0`],
      ["день <p>", `Unsupported start tag "p" at byte offset 9`],
      ["<b><i>x</b></i>", `Unmatched end tag at byte offset 7, expected "</i>", found "</b>"`],
      ["x</b>", "Unexpected end tag at byte offset 1"],
      ["<b", "Unclosed start tag at byte offset 0"],
      ['<span class="x">s</span>', `Tag "span" must have class "tg-spoiler" at byte offset 0`],
    ];
    for (const [html, error] of bad) expect(parseTelegramHtml(html)).toEqual({ ok: false, error });
  });

  it("setWebhook checks the secret and the url; getUpdates conflicts with a webhook", async () => {
    expect((await raw("setWebhook", json({ url: "http://example.com/x" }))).body.description).toContain(
      "HTTPS URL",
    );
    expect((await raw("setWebhook", json({ url: "https://example.com:444/x" }))).body.description).toContain(
      "ports 80, 88, 443 or 8443",
    );
    expect(
      (await raw("setWebhook", json({ url: "https://example.com/x", secret_token: "a".repeat(257) }))).status,
    ).toBe(400);
    expect(
      (await raw("setWebhook", json({ url: "https://example.com/x", secret_token: "ok_-9" }))).status,
    ).toBe(200);
    const info = await raw("getWebhookInfo");
    expect(info.body.result).toMatchObject({ url: "https://example.com/x" });
    const conflict = await raw("getUpdates");
    expect(conflict.status).toBe(409);
    expect(conflict.body.description).toMatch(/^Conflict: /);
  });

  it("getUpdates long-polls until an update is queued, and a second poller ends the first with 409", async () => {
    const pending = (await raw("getUpdates")).body.result as Array<{ update_id: number }>;
    if (pending.length > 0) await raw("getUpdates", json({ offset: pending.at(-1)!.update_id + 1 }));
    expect(fake.pendingPolls()).toBe(0);
    const first = raw("getUpdates", json({ timeout: 10 }));
    await expect.poll(() => fake.pendingPolls()).toBe(1);
    const second = raw("getUpdates", json({ timeout: 10 }));
    expect((await first).status).toBe(409);
    expect(fake.pendingPolls()).toBe(1); // the second one waits now
    const { update } = await fake.userSays(newChat(), "wake up");
    const answer = await second;
    expect(fake.pendingPolls()).toBe(0);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toContainEqual(update);
    const id = (update as { update_id: number }).update_id;
    // Confirming with offset forgets it; a short timeout with nothing queued answers [].
    expect((await raw("getUpdates", json({ offset: id + 1, timeout: 1 }))).body.result).toEqual([]);
  });
});
