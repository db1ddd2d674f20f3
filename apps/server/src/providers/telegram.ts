/**
 * Telegram is a provider (architecture rule 6): the Bot API (https://core.telegram.org/bots/api) through grammY's
 * `Api` client, for the daily reminders and the bot's answers. It sends HTML messages, registers the bot's command
 * list (setMyCommands), sets the webhook and checks what arrives on it
 * (the secret header, compared in constant time), and long-polls in development. Every update is validated with
 * zod and reduced to what we use (private chats only). Sending never throws for API errors: it answers a
 * `SendResult` the caller can act on (blocked → unsubscribe, rate-limited → wait, failed → retry or give up).
 * The bot token sits in every request URL: it is redacted from every error and description we hand out.
 *
 *   const telegram = createTelegramMessenger({ token: env.TELEGRAM_BOT_TOKEN });
 *   const r = await telegram.send(chatId, "<b>Today</b>: …");
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Api, GrammyError, HttpError } from "grammy";
import type { LanguageCode } from "grammy/types";
import { z } from "zod";

/** A Telegram update as we use it (validated with zod; unknown fields ignored). */
export interface BotUpdate {
  updateId: number;
  /** A text message in a private chat: /start <payload>, /stop, anything else. */
  message?: {
    chatId: number;
    fromId: number;
    text: string;
    languageCode: string | null;
    firstName: string | null;
  };
  /** The bot was blocked (status "kicked") or unblocked ("member") by a private chat. */
  chatMember?: { chatId: number; status: "kicked" | "member" | "left" | "other" };
}

/** A command of the bot's menu: "today" (1–32 of a–z, 0–9, _), and its description (1–256 characters). */
export interface BotCommand {
  command: string;
  description: string;
}

export type SendResult =
  | { ok: true; messageId: number }
  /** 403 (bot blocked, user deactivated, …) or 400 "chat not found": stop writing to this chat. */
  | { ok: false; reason: "blocked"; description: string }
  /** 429: wait `retryAfter` seconds (parameters.retry_after) before the next message. */
  | { ok: false; reason: "rate-limited"; retryAfter: number; description: string }
  /**
   * 5xx and errors of the connection phase (nothing was sent) are retryable; a timeout or a connection lost after
   * sending is not (the message may have arrived); other 4xx are not.
   */
  | { ok: false; reason: "failed"; retryable: boolean; description: string };

export interface Messenger {
  readonly kind: "telegram";
  /** The bot's username (getMe, cached after the first success). */
  username(): Promise<string>;
  /** sendMessage with parse_mode HTML and link previews disabled. Never throws for API errors. */
  send(chatId: number, html: string): Promise<SendResult>;
  /**
   * setMyCommands: the command list Telegram shows in the bot's menu, for users whose language is `languageCode`
   * (a two-letter ISO 639-1 code), or for every user without a list of their language when absent.
   */
  setCommands(commands: BotCommand[], languageCode?: LanguageCode): Promise<void>;
  /** setWebhook(url, secret_token, allowed_updates ["message","my_chat_member"], drop_pending_updates false). */
  setWebhook(url: string, secretToken: string): Promise<void>;
  deleteWebhook(): Promise<void>;
  /**
   * Checks X-Telegram-Bot-Api-Secret-Token in constant time against `secretToken` and parses the body.
   * Forged → 403; malformed → 400; an update type we do not use → ok with neither message nor chatMember.
   */
  checkWebhook(
    headers: Headers,
    rawBody: string,
    secretToken: string,
  ): { ok: true; update: BotUpdate } | { ok: false; status: 403 | 400 };
  /**
   * Long polling (development): deleteWebhook, then getUpdates in a loop, calling onUpdate for each update in
   * order and advancing the offset only after onUpdate resolved. Errors go to `onError` (token redacted) and are
   * retried after 1 s, growing to 30 s. The returned function stops it (aborting the request in flight) and
   * confirms the updates handled so far to Telegram, so a later poll does not see them again.
   */
  poll(
    onUpdate: (u: BotUpdate) => Promise<void>,
    opts?: { timeoutSeconds?: number; onError?: (e: unknown) => void },
  ): () => Promise<void>;
}

/** A failed Bot API call outside `send` (getMe, setWebhook, deleteWebhook, getUpdates); never carries the token. */
export class TelegramError extends Error {
  readonly method: string;
  /** Telegram's error_code, or null for network errors and timeouts. */
  readonly code: number | null;
  constructor(method: string, code: number | null, message: string) {
    super(message);
    this.name = "TelegramError";
    this.method = method;
    this.code = code;
  }
}

/** The update types we ask Telegram for (setWebhook and getUpdates). */
export const ALLOWED_UPDATES = ["message", "my_chat_member"] as const;

/** The header Telegram sends the webhook's secret_token in. */
export const SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";

const DEFAULT_API_ROOT = "https://api.telegram.org";
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_POLL_SECONDS = 25;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

// --- Updates ---

const UserSchema = z.object({
  id: z.int(),
  first_name: z.string().optional(),
  language_code: z.string().optional(),
});
const ChatSchema = z.object({ id: z.int(), type: z.string() });
const MessageSchema = z.object({
  chat: ChatSchema,
  from: UserSchema.optional(),
  text: z.string().optional(),
});
const ChatMemberUpdatedSchema = z.object({
  chat: ChatSchema,
  new_chat_member: z.object({ status: z.string() }),
});
const UpdateSchema = z.object({
  update_id: z.int().nonnegative(),
  message: MessageSchema.optional(),
  my_chat_member: ChatMemberUpdatedSchema.optional(),
});

const MEMBER_STATUSES = new Set(["kicked", "member", "left"]);

/** Parses one raw update JSON (as webhooks and getUpdates deliver it) into a BotUpdate, or null when malformed. */
export function parseUpdate(raw: unknown): BotUpdate | null {
  const parsed = UpdateSchema.safeParse(raw);
  if (!parsed.success) return null;
  const u = parsed.data;
  const update: BotUpdate = { updateId: u.update_id };
  const m = u.message;
  if (m && m.chat.type === "private" && m.text !== undefined) {
    update.message = {
      chatId: m.chat.id,
      fromId: m.from?.id ?? m.chat.id,
      text: m.text,
      languageCode: m.from?.language_code ?? null,
      firstName: m.from?.first_name ?? null,
    };
  }
  const cm = u.my_chat_member;
  if (cm && cm.chat.type === "private") {
    const status = cm.new_chat_member.status;
    update.chatMember = {
      chatId: cm.chat.id,
      status: MEMBER_STATUSES.has(status) ? (status as "kicked" | "member" | "left") : "other",
    };
  }
  return update;
}

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest();

/** Equal strings, in time independent of where they differ (both are hashed to the same length first). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected)) && expected.length > 0;
}

// --- Errors ---

const TOKEN_LIKE = /\d{3,}:[A-Za-z0-9_-]{20,}/g;

function redactor(token: string): (s: string) => string {
  return (s) => (token ? s.split(token).join("<token>") : s).replace(TOKEN_LIKE, "<token>");
}

/** A short, token-free account of a network failure: grammY's message plus the cause's code or message. */
function describeHttpError(e: HttpError): string {
  const inner = e.error;
  const parts = [e.message];
  if (inner instanceof Error) {
    const cause = (inner as Error & { cause?: unknown }).cause;
    const code = cause instanceof Error ? (cause as Error & { code?: unknown }).code : undefined;
    const why = typeof code === "string" ? code : cause instanceof Error ? cause.message : null;
    parts.push(why ? `${inner.message} (${why})` : inner.message);
  }
  return parts.join(": ");
}

function toSendResult(e: unknown, redact: (s: string) => string): SendResult {
  if (e instanceof GrammyError) {
    const description = redact(`${e.error_code}: ${e.description}`);
    if (e.error_code === 403 || (e.error_code === 400 && /chat not found/i.test(e.description))) {
      return { ok: false, reason: "blocked", description };
    }
    if (e.error_code === 429) {
      const retryAfter = e.parameters.retry_after;
      return {
        ok: false,
        reason: "rate-limited",
        retryAfter: typeof retryAfter === "number" && retryAfter > 0 ? retryAfter : 1,
        description,
      };
    }
    return { ok: false, reason: "failed", retryable: e.error_code >= 500, description };
  }
  if (e instanceof HttpError) {
    // Only a request that never reached Telegram may be repeated: a timeout or a reset after sending may have
    // delivered the message, and a reminder must never arrive twice (it is reported instead).
    return {
      ok: false,
      reason: "failed",
      retryable: neverSent(e.error),
      description: redact(describeHttpError(e)),
    };
  }
  const message = e instanceof Error ? e.message : String(e);
  return { ok: false, reason: "failed", retryable: neverSent(e), description: redact(message) };
}

/** Errors of the connection phase: the request was not sent. */
const NOT_SENT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function neverSent(e: unknown): boolean {
  for (let x: unknown = e, depth = 0; x instanceof Error && depth < 4; depth++) {
    const code = (x as Error & { code?: unknown }).code;
    if (typeof code === "string" && NOT_SENT.has(code)) return true;
    x = (x as Error & { cause?: unknown }).cause;
  }
  return false;
}

function toTelegramError(method: string, e: unknown, redact: (s: string) => string): TelegramError {
  if (e instanceof GrammyError) {
    return new TelegramError(
      method,
      e.error_code,
      redact(`${method} failed: ${e.error_code}: ${e.description}`),
    );
  }
  const detail = e instanceof HttpError ? describeHttpError(e) : e instanceof Error ? e.message : String(e);
  return new TelegramError(method, null, redact(`${method} failed: ${detail}`));
}

// --- The messenger ---

const SentSchema = z.object({ message_id: z.int() });
const MeSchema = z.object({ username: z.string().min(1) });
const UpdateIdSchema = z.object({ update_id: z.int() });

/**
 * grammY aborts requests through its abort-controller shim, whose signal Node's fetch rejects ("Expected signal
 * to be an instance of AbortSignal"): hand fetch a native signal that follows the shim's.
 */
function withNativeSignal(fetchImpl: typeof fetch): typeof fetch {
  return ((input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const shim = init?.signal as unknown;
    if (shim === undefined || shim === null || shim instanceof AbortSignal) return fetchImpl(input, init);
    const controller = new AbortController();
    const s = shim as { aborted: boolean; addEventListener(type: "abort", listener: () => void): void };
    if (s.aborted) controller.abort();
    else s.addEventListener("abort", () => controller.abort());
    return fetchImpl(input, { ...init, signal: controller.signal });
  }) as typeof fetch;
}

type ApiSignal = Parameters<Api["getMe"]>[0];
/** grammY types signals with its abort-controller shim; it only needs addEventListener, which ours has. */
const asApiSignal = (s: AbortSignal) => s as unknown as ApiSignal;

export function createTelegramMessenger(opts: {
  token: string;
  /** Default https://api.telegram.org (no trailing slash needed). */
  apiRoot?: string;
  fetchImpl?: typeof fetch;
  /** Per request (default 10 s); long polls get their `timeoutSeconds` on top. */
  timeoutMs?: number;
}): Messenger {
  const apiRoot = (opts.apiRoot ?? DEFAULT_API_ROOT).replace(/\/+$/, "");
  const fetchImpl = withNativeSignal(opts.fetchImpl ?? globalThis.fetch);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const redact = redactor(opts.token);
  const makeApi = (timeoutSeconds: number) =>
    new Api(opts.token, { apiRoot, fetch: fetchImpl, timeoutSeconds });
  const api = makeApi(timeoutMs / 1000);

  /** Runs one call, turning every failure into a token-free TelegramError. */
  async function call<T>(method: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (e) {
      throw toTelegramError(method, e, redact);
    }
  }

  let cachedUsername: string | null = null;

  return {
    kind: "telegram",

    async username() {
      if (cachedUsername !== null) return cachedUsername;
      const me = await call("getMe", () => api.getMe());
      const parsed = MeSchema.safeParse(me);
      if (!parsed.success) throw new TelegramError("getMe", null, "getMe answered without a username");
      cachedUsername = parsed.data.username;
      return cachedUsername;
    },

    async send(chatId, html) {
      try {
        const message = await api.sendMessage(chatId, html, {
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
        });
        const parsed = SentSchema.safeParse(message);
        // Telegram accepted the message: a result we cannot read must not make the caller send it again.
        if (!parsed.success) {
          return {
            ok: false,
            reason: "failed",
            retryable: false,
            description: "sendMessage: unreadable result",
          };
        }
        return { ok: true, messageId: parsed.data.message_id };
      } catch (e) {
        return toSendResult(e, redact);
      }
    },

    async setCommands(commands, languageCode) {
      await call("setMyCommands", () =>
        api.setMyCommands(commands, languageCode ? { language_code: languageCode } : {}),
      );
    },

    async setWebhook(url, secretToken) {
      await call("setWebhook", () =>
        api.setWebhook(url, {
          secret_token: secretToken,
          allowed_updates: [...ALLOWED_UPDATES],
          drop_pending_updates: false,
        }),
      );
    },

    async deleteWebhook() {
      await call("deleteWebhook", () => api.deleteWebhook({ drop_pending_updates: false }));
    },

    checkWebhook(headers, rawBody, secretToken) {
      const given = headers.get(SECRET_HEADER);
      if (given === null || !sameSecret(given, secretToken)) return { ok: false, status: 403 };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, status: 400 };
      }
      const update = parseUpdate(json);
      return update ? { ok: true, update } : { ok: false, status: 400 };
    },

    poll(onUpdate, pollOpts = {}) {
      const timeoutSeconds = pollOpts.timeoutSeconds ?? DEFAULT_POLL_SECONDS;
      const onError = pollOpts.onError ?? (() => {});
      const pollApi = makeApi(timeoutSeconds + timeoutMs / 1000);
      const controller = new AbortController();
      const signal = asApiSignal(controller.signal);
      let stopped = false;
      let offset: number | undefined;
      let confirmed: number | undefined;

      const loop = async () => {
        let delay = RETRY_FIRST_MS;
        let webhookDeleted = false;
        while (!stopped) {
          try {
            if (!webhookDeleted) {
              await call("deleteWebhook", () => api.deleteWebhook({ drop_pending_updates: false }, signal));
              webhookDeleted = true;
            }
            const updates = await call("getUpdates", () =>
              pollApi.getUpdates(
                { offset, timeout: timeoutSeconds, allowed_updates: [...ALLOWED_UPDATES] },
                signal,
              ),
            );
            confirmed = offset;
            for (const raw of updates) {
              if (stopped) break;
              const id = UpdateIdSchema.safeParse(raw);
              const update = parseUpdate(raw);
              if (update) await onUpdate(update);
              if (id.success) offset = id.data.update_id + 1;
            }
            delay = RETRY_FIRST_MS;
          } catch (e) {
            if (stopped && e instanceof TelegramError) break; // the aborted request
            onError(e); // API errors are TelegramErrors (token-free); others are onUpdate's own
            if (stopped) break;
            try {
              await sleep(delay, undefined, { signal: controller.signal });
            } catch {
              break; // stopped while waiting
            }
            delay = Math.min(delay * 2, RETRY_MAX_MS);
          }
        }
      };
      const done = loop();

      const stop = async () => {
        stopped = true;
        controller.abort();
        await done;
        // Telegram forgets updates only when a getUpdates asks for a later offset: confirm what we handled.
        if (offset !== undefined && offset !== confirmed) {
          try {
            await call("getUpdates", () => api.getUpdates({ offset, limit: 1, timeout: 0 }));
            confirmed = offset;
          } catch (e) {
            onError(e);
          }
        }
      };
      let stopping: Promise<void> | null = null;
      return () => {
        stopping ??= stop();
        return stopping;
      };
    },
  };
}
