/**
 * Web Push (decision 025), the third reminder channel's provider. Two implementations of one interface:
 * - `createWebPush`: the browsers' push services (RFC 8030) through the `web-push` package, which encrypts the
 *   payload for the subscription's keys (RFC 8291, aes128gcm) and signs the request with the site's VAPID key
 *   (RFC 8292). The endpoint is the browser's to choose, so it is posted to only when its host is on the list of
 *   push services (PUSH_SERVICE_HOSTS): never an arbitrary address.
 * - `createPushOutbox`: the honest dev implementation (WEB_PUSH=outbox, the default outside production): nothing is
 *   sent; each notification is written as JSON into DATA_DIR/push-outbox (the push service's host and the payload,
 *   never the subscription's keys), or kept in memory only, and listed by `notices()`.
 *
 * VAPID keys (`loadVapidKeys`): from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once into
 * DATA_DIR/vapid.json (mode 0600), as the session key is.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import type { Agent } from "node:https";
import { join, resolve } from "node:path";
import webpush from "web-push";
import type { Logger } from "../log.ts";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: (RFC 8292 `sub`). */
  subject: string;
}

/** A browser's subscription, as `PushSubscription.toJSON()` gives it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker shows (apps/web/app/sw/worker.ts reads these fields). */
export interface PushNotice {
  title: string;
  body: string;
  /** Opened when the notification is clicked. */
  url: string;
  /** A later notification with the same tag replaces this one (one a day). */
  tag: string;
  lang: "ru" | "en";
}

export type PushResult =
  | { ok: true }
  | {
      ok: false;
      /** The subscription is over (404, 410): forget the device. */
      gone: boolean;
      status: number | null;
      description: string;
    };

export interface PushSender {
  readonly kind: "web-push" | "outbox";
  send(to: PushTarget, notice: PushNotice, opts: { ttlSeconds: number; topic?: string }): Promise<PushResult>;
}

/** Whether `endpoint`'s host (host:port when it has one) is one of the push services: exact, or `.suffix`. */
export function isPushServiceEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.host.toLowerCase();
  return hosts.some((h) => (h.startsWith(".") ? host.endsWith(h) && host.length > h.length : host === h));
}

export function loadVapidKeys(opts: {
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  subject: string;
  dataDir: string;
}): { keys: VapidKeys; source: "env" | "file" | "generated-file" | "memory" } {
  if (opts.publicKey && opts.privateKey)
    return {
      keys: { publicKey: opts.publicKey, privateKey: opts.privateKey, subject: opts.subject },
      source: "env",
    };
  if (opts.dataDir.startsWith("memory://"))
    return { keys: { ...webpush.generateVAPIDKeys(), subject: opts.subject }, source: "memory" };
  const file = join(opts.dataDir, "vapid.json");
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    return { keys: { ...saved, subject: opts.subject }, source: "file" };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const pair = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  chmodSync(file, 0o600);
  return { keys: { ...pair, subject: opts.subject }, source: "generated-file" };
}

/** The push service's answer in a few words (its body is theirs: kept short, and it names no one of ours). */
function describe(e: unknown): { status: number | null; description: string } {
  if (e instanceof webpush.WebPushError) {
    const body = typeof e.body === "string" ? e.body.replace(/\s+/g, " ").slice(0, 200) : "";
    return {
      status: e.statusCode,
      description: `push service answered ${e.statusCode}${body ? `: ${body}` : ""}`,
    };
  }
  return { status: null, description: (e as Error).message };
}

export function createWebPush(opts: {
  vapid: VapidKeys;
  /** The push services posted to (PUSH_SERVICE_HOSTS). */
  hosts: readonly string[];
  /** Tests: an agent trusting the local push service's certificate. */
  agent?: Agent;
  timeoutMs?: number;
}): PushSender {
  return {
    kind: "web-push",
    async send(to, notice, { ttlSeconds, topic }) {
      if (!isPushServiceEndpoint(to.endpoint, opts.hosts))
        return { ok: false, gone: true, status: null, description: "not a known push service" };
      try {
        await webpush.sendNotification(to, JSON.stringify(notice), {
          vapidDetails: opts.vapid,
          TTL: ttlSeconds,
          urgency: "normal",
          ...(topic ? { topic } : {}),
          timeout: opts.timeoutMs ?? 10_000,
          ...(opts.agent ? { agent: opts.agent } : {}),
        });
        return { ok: true };
      } catch (e) {
        const { status, description } = describe(e);
        return { ok: false, gone: status === 404 || status === 410, status, description };
      }
    },
  };
}

export interface OutboxNotice {
  /** The push service's host (the endpoint's path identifies the browser: not kept). */
  service: string;
  notice: PushNotice;
  ttlSeconds: number;
  file?: string;
}

export interface PushOutbox extends PushSender {
  readonly kind: "outbox";
  notices(): OutboxNotice[];
}

const KEEP = 1000;

export function createPushOutbox(opts: { dir: string | null; log: Logger }): PushOutbox {
  const dir = opts.dir === null ? null : resolve(opts.dir);
  const log = opts.log.child({ provider: "push", kind: "outbox" });
  const kept: OutboxNotice[] = [];
  log.warn(
    dir ? { dir } : {},
    dir
      ? `push: dev outbox, notifications are NOT sent but written to ${dir}`
      : "push: in-memory dev outbox, notifications are NOT sent",
  );
  let n = 0;
  return {
    kind: "outbox",
    notices: () => [...kept],
    async send(to, notice, { ttlSeconds }) {
      let service = "?";
      try {
        service = new URL(to.endpoint).host;
      } catch {
        // kept as "?"
      }
      const entry: OutboxNotice = { service, notice, ttlSeconds };
      if (dir) {
        await mkdir(dir, { recursive: true });
        const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${++n}.json`);
        await writeFile(file, `${JSON.stringify(entry, null, 2)}\n`);
        entry.file = file;
        log.info({ file }, "push notification written to the outbox");
      }
      kept.push(entry);
      if (kept.length > KEEP) kept.shift();
      return { ok: true };
    },
  };
}
