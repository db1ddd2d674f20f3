/**
 * A local stand-in for the Telegram Bot API (tests and e2e): a node:http server that answers
 * `/bot<token>/<method>` the way https://core.telegram.org/bots/api documents it (JSON, form or query
 * parameters, case-insensitive method names, `{ok, result}` / `{ok:false, error_code, description, parameters}`)
 * for getMe, sendMessage, setWebhook, deleteWebhook, getWebhookInfo, getUpdates and the command list
 * (setMyCommands, getMyCommands, deleteMyCommands), enforcing what Telegram enforces there: the token,
 * sendMessage's 4096-character limit and its HTML parse mode (the documented tags, properly nested), the webhook
 * secret's alphabet, getUpdates' offset, long poll and conflicts, and the commands' form (1–32 of a–z, 0–9 and _;
 * descriptions of 1–256 characters; at most 100; a two-letter language code or none). Tests play the
 * user with `userSays` / `userBlocks`, delivered to the webhook (with the secret header) or queued for getUpdates,
 * and provoke failures with `blocked` and `faults`. One deliberate difference: webhooks may be plain http on
 * loopback addresses (any port), so a test can point them at its own local server.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { parseTelegramHtml } from "./telegram-html.ts";

export { parseTelegramHtml };

export interface FakeTelegram {
  /** API root to give createTelegramMessenger, e.g. http://127.0.0.1:PORT */
  url: string;
  token: string;
  /** Every sendMessage the bot made: chat, text (as sent), parse_mode, time. */
  sent: Array<{
    chatId: number;
    text: string;
    parseMode: string | null;
    at: number;
    messageId: number;
    /** link_preview_options.is_disabled (or the older disable_web_page_preview). */
    linkPreviewDisabled: boolean;
  }>;
  /** Chats that blocked the bot: sendMessage answers 403 "Forbidden: bot was blocked by the user". */
  blocked: Set<number>;
  /** Every API call with a valid token, in order, with its parameters as the fake read them. */
  requests: Array<{ method: string; params: Record<string, unknown>; contentType: string | null }>;
  /**
   * Random faults on sendMessage: a share answering 429 with retry_after (seconds), a share answering 403.
   * A chat that got a 403 this way is then blocked for good. Deterministic with `seed`.
   */
  faults(opts: { rate429?: number; retryAfter?: number; rate403?: number; seed?: number }): void;
  /**
   * The bot's command lists (setMyCommands) by scope and language: "default" for the default scope with no
   * language, "default|en" for English speakers; other scopes by their type ("all_private_chats|en").
   */
  commands: Map<string, Array<{ command: string; description: string }>>;
  /** The webhook the bot set (url, secret_token), or null. */
  webhook: { url: string; secretToken: string | null } | null;
  /**
   * A user writes to the bot in a private chat: builds the update and delivers it (POST to the webhook with
   * the secret header when one is set, else queued for getUpdates). `status` is our server's HTTP status for
   * webhook delivery (0 when it could not be reached), null when queued.
   */
  userSays(
    chatId: number,
    text: string,
    from?: { languageCode?: string; firstName?: string },
  ): Promise<{ update: unknown; status: number | null }>;
  /** The user blocks (kicked) or unblocks (member) the bot: a my_chat_member update; updates `blocked`. */
  userBlocks(chatId: number, blocked: boolean): Promise<{ update: unknown; status: number | null }>;
  /** Delivers an arbitrary raw update body with an arbitrary secret header to the webhook (which must be set). */
  deliverRaw(body: string, secretToken: string | null): Promise<number>;
  /**
   * getUpdates long polls waiting for an update now (0 or 1: a second poll ends the first with 409), so a test
   * can wait for "the bot is polling" instead of sleeping. A poll whose client went away stops counting once the
   * fake has seen its connection close.
   */
  pendingPolls(): number;
  close(): Promise<void>;
}

type ApiAnswer =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; error_code: number; description: string; parameters?: Record<string, number> };

const fail = (error_code: number, description: string, parameters?: Record<string, number>): ApiAnswer => ({
  ok: false,
  error_code,
  description,
  ...(parameters ? { parameters } : {}),
});
const badRequest = (what: string) => fail(400, `Bad Request: ${what}`);
const done = (result: unknown, description?: string): ApiAnswer => ({
  ok: true,
  result,
  ...(description ? { description } : {}),
});

const MAX_TEXT = 4096;
const SECRET = /^[A-Za-z0-9_-]{1,256}$/;
const WEBHOOK_PORTS = new Set(["443", "80", "88", "8443"]);
/** BotCommandScope types (https://core.telegram.org/bots/api#botcommandscope); the last three name a chat. */
const SCOPES = new Set([
  "default",
  "all_private_chats",
  "all_group_chats",
  "all_chat_administrators",
  "chat",
  "chat_administrators",
  "chat_member",
]);
const CHAT_SCOPES = new Set(["chat", "chat_administrators", "chat_member"]);
/** Update types delivered when allowed_updates was never given (Telegram's default). */
const DEFAULT_ALLOWED = ["message", "edited_message", "channel_post", "callback_query", "my_chat_member"];

// --- Parameters (JSON, form or query: form and query values are strings) ---

function int(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isSafeInteger(v)) return v;
  if (typeof v === "string" && /^-?\d{1,16}$/.test(v.trim())) return Number(v.trim());
  return undefined;
}
const str = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
const bool = (v: unknown): boolean => v === true || v === "true" || v === "1" || v === 1;
function jsonish(v: unknown): unknown {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, unknown> | null> {
  const params: Record<string, unknown> = Object.fromEntries(url.searchParams);
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (body.length === 0) return params;
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    const json = jsonish(body.toString("utf8"));
    if (!isRecord(json)) return null;
    return { ...params, ...json };
  }
  if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
    const form = await new Response(body, { headers: { "content-type": type } }).formData();
    for (const [k, v] of form) if (typeof v === "string") params[k] = v;
  }
  return params;
}

/** A small seeded PRNG (mulberry32): the same seed gives the same faults. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function webhookUrlError(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "bad webhook: invalid URL";
  }
  const loopback = ["localhost", "[::1]"].includes(url.hostname) || url.hostname.startsWith("127.");
  if (url.protocol === "http:" && loopback) return null; // the fake's allowance for local test servers
  if (url.protocol !== "https:") return "bad webhook: An HTTPS URL must be provided for webhook";
  if (!WEBHOOK_PORTS.has(url.port || "443")) {
    return "bad webhook: Webhook can be set up only on ports 80, 88, 443 or 8443";
  }
  return null;
}

interface Waiter {
  res: ServerResponse;
  limit: number;
  timer: NodeJS.Timeout;
}

export async function startFakeTelegram(
  opts: { token?: string; username?: string } = {},
): Promise<FakeTelegram> {
  const token = opts.token ?? "123456789:AAFakeTelegramTokenForTests_0123456789";
  const botUser = {
    id: Number(/^(\d+):/.exec(token)?.[1] ?? 1),
    is_bot: true,
    first_name: "Bazi Calendar (test)",
    username: opts.username ?? "bazi_calendar_test_bot",
  };
  const sent: FakeTelegram["sent"] = [];
  const blocked = new Set<number>();
  const requests: FakeTelegram["requests"] = [];
  const queue: Array<Record<string, unknown> & { update_id: number }> = [];
  const messageIds = new Map<number, number>();
  const firstNames = new Map<number, string>();
  let allowedUpdates: string[] | null = null;
  let nextUpdateId = 100_000_001;
  let fault = { rate429: 0, retryAfter: 3, rate403: 0, random: seeded(1) };
  let waiter: Waiter | null = null;
  let lastError: { date: number; message: string } | null = null;

  const now = () => Math.floor(Date.now() / 1000);
  const nextMessageId = (chatId: number) => {
    const id = (messageIds.get(chatId) ?? 0) + 1;
    messageIds.set(chatId, id);
    return id;
  };

  function answer(res: ServerResponse, a: ApiAnswer): void {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(a.ok ? 200 : a.error_code, { "content-type": "application/json" });
    res.end(JSON.stringify(a));
  }

  function wakeWaiter(): void {
    const w = waiter;
    if (!w) return;
    waiter = null;
    clearTimeout(w.timer);
    answer(w.res, done(queue.slice(0, w.limit)));
  }

  function sendMessage(p: Record<string, unknown>): ApiAnswer {
    if (p.chat_id === undefined || p.chat_id === "") return badRequest("chat_id is empty");
    const chatId = int(p.chat_id);
    if (chatId === undefined || chatId <= 0) return badRequest("chat not found");
    const text = str(p.text);
    if (!text) return badRequest("message text is empty");
    const parseMode = str(p.parse_mode) ?? null;
    let plain = text;
    if (parseMode !== null && parseMode !== "") {
      const mode = parseMode.toLowerCase();
      if (mode === "html") {
        const parsed = parseTelegramHtml(text);
        if (!parsed.ok) return badRequest(`can't parse entities: ${parsed.error}`);
        plain = parsed.plain;
      } else if (mode !== "markdown" && mode !== "markdownv2") {
        return badRequest("unsupported parse_mode");
      }
    }
    if (plain.trim() === "") return badRequest("message text is empty");
    if (plain.length > MAX_TEXT) return badRequest("message is too long");
    if (blocked.has(chatId)) return fail(403, "Forbidden: bot was blocked by the user");
    const roll = fault.random();
    if (roll < fault.rate429) {
      return fail(429, `Too Many Requests: retry after ${fault.retryAfter}`, {
        retry_after: fault.retryAfter,
      });
    }
    if (roll < fault.rate429 + fault.rate403) {
      blocked.add(chatId);
      return fail(403, "Forbidden: bot was blocked by the user");
    }
    const preview = jsonish(p.link_preview_options);
    const linkPreviewDisabled =
      (isRecord(preview) && preview.is_disabled === true) || bool(p.disable_web_page_preview);
    const messageId = nextMessageId(chatId);
    sent.push({ chatId, text, parseMode: parseMode || null, at: Date.now(), messageId, linkPreviewDisabled });
    return done({
      message_id: messageId,
      from: botUser,
      chat: { id: chatId, first_name: firstNames.get(chatId) ?? "User", type: "private" },
      date: now(),
      text: plain,
      ...(isRecord(preview) ? { link_preview_options: preview } : {}),
    });
  }

  function setWebhook(p: Record<string, unknown>): ApiAnswer {
    const url = str(p.url) ?? "";
    if (url === "") return deleteWebhook(p);
    const urlError = webhookUrlError(url);
    if (urlError) return badRequest(urlError);
    const secret = str(p.secret_token);
    if (secret !== undefined && !SECRET.test(secret)) {
      return badRequest("secret token contains unallowed characters");
    }
    const allowed = jsonish(p.allowed_updates);
    if (Array.isArray(allowed)) allowedUpdates = allowed.filter((x): x is string => typeof x === "string");
    if (bool(p.drop_pending_updates)) queue.length = 0;
    const same = fake.webhook?.url === url && fake.webhook.secretToken === (secret ?? null);
    fake.webhook = { url, secretToken: secret ?? null };
    return done(true, same ? "Webhook is already set" : "Webhook was set");
  }

  /** The key of a command list: its scope's type and language (none: every language without its own list). */
  function commandsKey(p: Record<string, unknown>): { key: string } | { error: ApiAnswer } {
    const scope = p.scope === undefined ? { type: "default" } : jsonish(p.scope);
    if (!isRecord(scope) || typeof scope.type !== "string" || !SCOPES.has(scope.type)) {
      return { error: badRequest("can't parse BotCommandScope") };
    }
    if (CHAT_SCOPES.has(scope.type) && scope.chat_id === undefined) {
      return { error: badRequest("can't parse BotCommandScope: Can't find field \"chat_id\"") };
    }
    const lang = str(p.language_code) ?? "";
    if (lang !== "" && !/^[a-z]{2}$/.test(lang))
      return { error: badRequest("invalid language code specified") };
    const chat = CHAT_SCOPES.has(scope.type) ? `:${String(scope.chat_id)}` : "";
    return { key: `${scope.type}${chat}${lang ? `|${lang}` : ""}` };
  }

  function setMyCommands(p: Record<string, unknown>): ApiAnswer {
    const where = commandsKey(p);
    if ("error" in where) return where.error;
    // a request without `commands` sets an empty list (what Telegram does)
    const list = p.commands === undefined ? [] : jsonish(p.commands);
    if (!Array.isArray(list)) return badRequest("can't parse commands JSON object");
    if (list.length > 100) return badRequest("too many commands specified");
    const commands: Array<{ command: string; description: string }> = [];
    for (const c of list) {
      if (!isRecord(c)) return badRequest("can't parse BotCommand");
      if (typeof c.command !== "string")
        return badRequest("can't parse BotCommand: Can't find field \"command\"");
      if (typeof c.description !== "string") {
        return badRequest("can't parse BotCommand: Can't find field \"description\"");
      }
      if (!/^[a-z0-9_]{1,32}$/.test(c.command)) return badRequest("BOT_COMMAND_INVALID");
      if (c.description.trim() === "") return badRequest("command description must be non-empty");
      if ([...c.description].length > 256) return badRequest("BOT_COMMAND_DESCRIPTION_INVALID");
      commands.push({ command: c.command, description: c.description });
    }
    if (commands.length === 0) fake.commands.delete(where.key);
    else fake.commands.set(where.key, commands);
    return done(true);
  }

  function getMyCommands(p: Record<string, unknown>): ApiAnswer {
    const where = commandsKey(p);
    if ("error" in where) return where.error;
    return done(fake.commands.get(where.key) ?? []);
  }

  function deleteMyCommands(p: Record<string, unknown>): ApiAnswer {
    const where = commandsKey(p);
    if ("error" in where) return where.error;
    fake.commands.delete(where.key);
    return done(true);
  }

  function deleteWebhook(p: Record<string, unknown>): ApiAnswer {
    const had = fake.webhook !== null;
    fake.webhook = null;
    if (bool(p.drop_pending_updates)) queue.length = 0;
    return done(true, had ? "Webhook was deleted" : "Webhook is already deleted");
  }

  function getWebhookInfo(): ApiAnswer {
    return done({
      url: fake.webhook?.url ?? "",
      has_custom_certificate: false,
      pending_update_count: queue.length,
      ...(fake.webhook ? { max_connections: 40, ip_address: "127.0.0.1" } : {}),
      ...(allowedUpdates ? { allowed_updates: allowedUpdates } : {}),
      ...(lastError ? { last_error_date: lastError.date, last_error_message: lastError.message } : {}),
    });
  }

  /** Answers now, or (long poll) when an update is queued or `timeout` seconds passed. */
  function getUpdates(p: Record<string, unknown>, res: ServerResponse): ApiAnswer | null {
    if (fake.webhook) {
      return fail(
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    }
    const offset = int(p.offset) ?? 0;
    if (offset > 0) {
      while (queue.length > 0 && queue[0]!.update_id < offset) queue.shift();
    } else if (offset < 0) {
      queue.splice(0, Math.max(0, queue.length + offset));
    }
    const limit = Math.min(100, Math.max(1, int(p.limit) ?? 100));
    const timeout = Math.min(50, Math.max(0, int(p.timeout) ?? 0));
    const allowed = jsonish(p.allowed_updates);
    if (Array.isArray(allowed)) {
      const list = allowed.filter((x): x is string => typeof x === "string");
      allowedUpdates = list.length > 0 ? list : null;
    }
    if (waiter) {
      const old = waiter;
      waiter = null;
      clearTimeout(old.timer);
      answer(
        old.res,
        fail(
          409,
          "Conflict: terminated by other getUpdates request; make sure that only one bot instance is running",
        ),
      );
    }
    if (queue.length > 0 || timeout === 0) return done(queue.slice(0, limit));
    const w: Waiter = { res, limit, timer: setTimeout(() => waiter === w && wakeWaiter(), timeout * 1000) };
    waiter = w;
    res.on("close", () => {
      if (waiter === w) {
        waiter = null;
        clearTimeout(w.timer);
      }
    });
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://fake");
    const m = /^\/bot([^/]*)\/([A-Za-z]+)$/.exec(url.pathname);
    if (!m) return answer(res, fail(404, "Not Found"));
    if (m[1] !== token) return answer(res, fail(401, "Unauthorized"));
    const params = await readParams(req, url);
    if (params === null) return answer(res, badRequest("can't parse request JSON object"));
    const method = m[2]!.toLowerCase();
    const names: Record<string, string> = {
      getme: "getMe",
      sendmessage: "sendMessage",
      setwebhook: "setWebhook",
      deletewebhook: "deleteWebhook",
      getwebhookinfo: "getWebhookInfo",
      getupdates: "getUpdates",
      setmycommands: "setMyCommands",
      getmycommands: "getMyCommands",
      deletemycommands: "deleteMyCommands",
    };
    const name = names[method];
    if (!name) return answer(res, fail(404, "Not Found: method not found"));
    requests.push({ method: name, params, contentType: req.headers["content-type"] ?? null });
    let a: ApiAnswer | null;
    if (name === "getMe") {
      a = done({
        ...botUser,
        can_join_groups: true,
        can_read_all_group_messages: false,
        supports_inline_queries: false,
        can_connect_to_business: false,
        has_main_web_app: false,
      });
    } else if (name === "sendMessage") a = sendMessage(params);
    else if (name === "setWebhook") a = setWebhook(params);
    else if (name === "deleteWebhook") a = deleteWebhook(params);
    else if (name === "getWebhookInfo") a = getWebhookInfo();
    else if (name === "setMyCommands") a = setMyCommands(params);
    else if (name === "getMyCommands") a = getMyCommands(params);
    else if (name === "deleteMyCommands") a = deleteMyCommands(params);
    else a = getUpdates(params, res);
    if (a) answer(res, a);
  }

  async function post(body: string, secretToken: string | null): Promise<number> {
    const hook = fake.webhook;
    if (!hook) throw new Error("no webhook is set");
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (secretToken !== null) headers["x-telegram-bot-api-secret-token"] = secretToken;
    try {
      const r = await fetch(hook.url, { method: "POST", headers, body, signal: AbortSignal.timeout(10_000) });
      await r.arrayBuffer();
      if (r.status < 200 || r.status > 299)
        lastError = { date: now(), message: `Wrong response from the webhook: ${r.status}` };
      return r.status;
    } catch (e) {
      lastError = {
        date: now(),
        message: `Connection failed: ${e instanceof Error ? e.message : String(e)}`,
      };
      return 0;
    }
  }

  /** Webhook when set, else the getUpdates queue; dropped when its type is not in allowed_updates. */
  async function deliver(update: Record<string, unknown> & { update_id: number }) {
    const type = Object.keys(update).find((k) => k !== "update_id") ?? "";
    if (!(allowedUpdates ?? DEFAULT_ALLOWED).includes(type)) return { update, status: null };
    if (fake.webhook) return { update, status: await post(JSON.stringify(update), fake.webhook.secretToken) };
    queue.push(update);
    wakeWaiter();
    return { update, status: null };
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (!res.headersSent) answer(res, fail(500, `Internal Server Error: ${String(e)}`));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeTelegram = {
    url: `http://127.0.0.1:${port}`,
    token,
    sent,
    blocked,
    requests,
    commands: new Map(),
    webhook: null,
    faults(o) {
      fault = {
        rate429: o.rate429 ?? 0,
        retryAfter: o.retryAfter ?? 3,
        rate403: o.rate403 ?? 0,
        random: seeded(o.seed ?? Date.now()),
      };
    },
    userSays(chatId, text, from = {}) {
      const firstName = from.firstName ?? firstNames.get(chatId) ?? "User";
      firstNames.set(chatId, firstName);
      const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text);
      return deliver({
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId(chatId),
          from: {
            id: chatId,
            is_bot: false,
            first_name: firstName,
            ...(from.languageCode ? { language_code: from.languageCode } : {}),
          },
          chat: { id: chatId, first_name: firstName, type: "private" },
          date: now(),
          text,
          ...(command ? { entities: [{ offset: 0, length: command[0].length, type: "bot_command" }] } : {}),
        },
      });
    },
    userBlocks(chatId, block) {
      if (block) blocked.add(chatId);
      else blocked.delete(chatId);
      const firstName = firstNames.get(chatId) ?? "User";
      const user = { id: chatId, is_bot: false, first_name: firstName };
      return deliver({
        update_id: nextUpdateId++,
        my_chat_member: {
          chat: { id: chatId, first_name: firstName, type: "private" },
          from: user,
          date: now(),
          old_chat_member: block
            ? { user: botUser, status: "member" }
            : { user: botUser, status: "kicked", until_date: 0 },
          new_chat_member: block
            ? { user: botUser, status: "kicked", until_date: 0 }
            : { user: botUser, status: "member" },
        },
      });
    },
    deliverRaw: post,
    pendingPolls: () => (waiter ? 1 : 0),
    async close() {
      wakeWaiter();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
