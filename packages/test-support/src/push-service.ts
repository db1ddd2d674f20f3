/**
 * A local stand-in for a Web Push service (tests and e2e): a node:https server on 127.0.0.1, with a throwaway
 * self-signed certificate, that takes push messages the way RFC 8030 (Generic Event Delivery Using HTTP Push)
 * documents them and plays the browser too: it decrypts each message with the subscription's keys and records
 * it. `subscribe()` stands for PushManager.subscribe() and hands out what PushSubscription.toJSON() gives (an
 * endpoint here, a fresh P-256 key pair and a 16-byte auth secret), so the real sender (the `web-push` package)
 * runs unchanged; only its https agent must trust `ca` (or a spawned server gets NODE_EXTRA_CA_CERTS=`caFile`).
 *
 * What it enforces, in this order, answering as real services do (a JSON body says why; `refused` keeps it):
 * - `POST <endpoint>` only (405); an unknown subscription is 404, one the test ended with `gone()` is 410.
 * - a body of at most 4096 bytes (413, RFC 8030 §7.2; RFC 8291 §4: 3993 bytes of plaintext in one record).
 * - RFC 8030 §5.2–5.4: the `TTL` header (delta-seconds) is required (400), `Urgency` is very-low, low, normal
 *   or high (400 otherwise; normal when absent), `Topic` is 1–32 base64url characters (400 otherwise).
 * - RFC 8291: a non-empty body must be `Content-Encoding: aes128gcm` (400 without it, 415 for any other,
 *   the old "aesgcm" included), with RFC 8188's header (salt 16 bytes, record size uint32, idlen 65, keyid =
 *   the sender's ephemeral uncompressed P-256 key) and a single record ending in the 0x02 delimiter; a body
 *   that does not decrypt with the subscription's keys is 400.
 * - RFC 8292 (VAPID) on every push: `Authorization: vapid t=<JWT>, k=<key>`. Absent: 401 with
 *   `WWW-Authenticate: vapid`; invalid: 403 — those are the codes of RFC 8292 §4.2 ("a 401 … if the
 *   authentication is absent; a 403 … if authentication is invalid"; §2 allows 403 for a bad signature or
 *   claims). Invalid means: t or k missing, not ES256, a signature k does not verify, `aud` not this origin,
 *   `exp` past or more than 24 h ahead, `sub` not a mailto: or https: URI, or (a restricted subscription,
 *   made with an applicationServerKey) k not that key. A k equal to the encryption's keyid is 400 (§3.2).
 * A delivered push is answered `201 Created` with `Location` (the push message resource) and `TTL`.
 *
 * Deliberate differences from a real service: it requires VAPID even on subscriptions made without an
 * applicationServerKey (RFC 8292 makes it voluntary there; FCM and Apple's service require it anyway); it
 * decrypts, which a real push service cannot do (a browser drops an undecryptable message silently, here the
 * sender gets 400 so a test notices); every message is delivered at once, so TTL and Topic (replacing an
 * undelivered message) only get recorded; and an ended subscription answers 410, as FCM and Mozilla's
 * autopush do, where RFC 8030 §7.3 names 404 (senders should drop the subscription on either).
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  verify,
} from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { throwawayCertificate } from "./certificate.ts";

export interface PushMessage {
  /** The subscription's id: the last segment of its endpoint. */
  subscription: string;
  endpoint: string;
  /** The decrypted payload as UTF-8 text; "" for a push without a body (the page's event.data is null). */
  payload: string;
  ttl: number;
  urgency: string;
  topic: string | null;
  /** The VAPID JWT's `sub` claim (mailto: or https:). */
  vapidSubject: string;
  at: number;
}

export interface LocalPushService {
  /** https://127.0.0.1:PORT: the origin every endpoint shares (the VAPID `aud`). */
  origin: string;
  /** 127.0.0.1:PORT */
  host: string;
  /** The self-signed certificate's PEM, to trust: `new https.Agent({ ca })`. */
  ca: string;
  /** Its file, for NODE_EXTRA_CA_CERTS of a spawned server. Removed by close(). */
  caFile: string;
  /**
   * What a browser's PushManager.subscribe() gives (PushSubscription.toJSON()): a new subscription on this
   * service, with its own P-256 key pair and 16-byte auth secret. applicationServerKey: the base64url VAPID
   * public key the page passed (then pushes signed with another key get 403); a malformed one throws, as
   * the browser's InvalidAccessError does.
   */
  subscribe(applicationServerKey?: string): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
  /** Every push delivered (decrypted), oldest first. */
  messages: PushMessage[];
  /** Waits until a message matching `pred` arrives (default timeout 10 s), returns it; earlier ones count. */
  waitFor(pred: (m: PushMessage) => boolean, timeoutMs?: number): Promise<PushMessage>;
  /** The subscription ended (the user unsubscribed or the browser dropped it): pushes to it get 410 Gone. */
  gone(endpoint: string): void;
  /** Requests refused, with status and reason, for tests that assert a refusal. */
  refused: Array<{ endpoint: string; status: number; reason: string }>;
  close(): Promise<void>;
}

const MAX_BODY = 4096;
const MAX_READ = 1 << 20;
const MAX_EXP_AHEAD = 24 * 60 * 60;
const URGENCIES = new Set(["very-low", "low", "normal", "high"]);
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const TAG = 16;
const KEYID = 65;
const HEADER = 16 + 4 + 1 + KEYID;
const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
};

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** A 65-byte uncompressed P-256 point as a key object, or null when it is not one. */
function p256Key(point: Buffer): KeyObject | null {
  if (point.length !== 65 || point[0] !== 0x04) return null;
  try {
    return createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: point.subarray(1, 33).toString("base64url"),
        y: point.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
  } catch {
    return null;
  }
}

function decodeB64url(s: string): Buffer | null {
  return B64URL.test(s) ? Buffer.from(s, "base64url") : null;
}

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, reason: string) {
    super(reason);
    this.status = status;
  }
}

/**
 * Opens an RFC 8291 message (RFC 8188 aes128gcm, one record) with the receiver's keys; returns the plaintext
 * and the sender's ephemeral public key (the keyid). Throws a Refusal(400) saying what is wrong.
 */
function openMessage(
  body: Buffer,
  keys: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): { plaintext: Buffer; asPublic: Buffer } {
  const bad = (why: string) => new Refusal(400, why);
  if (body.length < 21) throw bad("the aes128gcm header is truncated (RFC 8188 §2.1)");
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  if (idlen !== KEYID) {
    throw bad(`keyid must be the sender's 65-byte uncompressed P-256 key, idlen is ${idlen} (RFC 8291 §4)`);
  }
  if (rs < 18) throw bad(`record size ${rs} is below 18 (RFC 8188 §2.1)`);
  const asPublic = body.subarray(21, HEADER);
  const record = body.subarray(HEADER);
  if (record.length < TAG + 1) throw bad("the record is shorter than its tag and delimiter");
  if (record.length > rs) {
    throw bad(`the body holds more than one record (record size ${rs}); RFC 8291 §4 allows one`);
  }
  if (p256Key(asPublic) === null) throw bad("keyid is not an uncompressed P-256 point (RFC 8291 §4)");
  let ecdhSecret: Buffer;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(keys.privateKey);
    ecdhSecret = ecdh.computeSecret(asPublic);
  } catch {
    throw bad("ECDH with the keyid failed");
  }
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.publicKey, asPublic]);
  const ikm = hkdf(ecdhSecret, keys.auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const nonce = hkdf(ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12);
  let padded: Buffer;
  try {
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG));
    padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG)), decipher.final()]);
  } catch {
    throw bad("the body does not decrypt with the subscription's keys (RFC 8291)");
  }
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (end < 0 || padded[end] !== 0x02) {
    throw bad("the record does not end with the last-record delimiter 0x02 (RFC 8188 §2)");
  }
  return { plaintext: padded.subarray(0, end), asPublic };
}

/**
 * Decrypts an RFC 8291 push message body (aes128gcm, one record) with the receiving side's keys: the
 * subscription's private and public key (65-byte uncompressed) and auth secret. Returns the UTF-8 text;
 * throws an Error saying why when it does not decrypt.
 */
export function decryptPush(
  body: Buffer,
  keys: { privateKey: Buffer; publicKey: Buffer; auth: Buffer },
): string {
  return openMessage(body, keys).plaintext.toString("utf8");
}

interface Subscription {
  id: string;
  endpoint: string;
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
  /** The applicationServerKey it was made with (restricted), or null. */
  serverKey: Buffer | null;
  gone: boolean;
}

/** Checks the `vapid` Authorization (RFC 8292) and returns the JWT's subject and the signing key. */
function checkVapid(
  authorization: string | undefined,
  origin: string,
  sub: Subscription,
): { subject: string; key: Buffer } {
  const m = /^\s*vapid\s+(.*)$/is.exec(authorization ?? "");
  if (!m) throw new Refusal(401, "no vapid authentication (RFC 8292 §4.2)");
  const params = new Map<string, string>();
  for (const part of m[1]!.split(",")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    params.set(
      part.slice(0, eq).trim().toLowerCase(),
      part
        .slice(eq + 1)
        .trim()
        .replace(/^"(.*)"$/s, "$1"),
    );
  }
  const invalid = (why: string) => new Refusal(403, `invalid vapid authentication: ${why} (RFC 8292)`);
  const t = params.get("t");
  const kText = params.get("k");
  if (!t || !kText) throw invalid("the t and k parameters are both required");
  const k = decodeB64url(kText);
  const key = k ? p256Key(k) : null;
  if (!k || !key) throw invalid("k is not a base64url uncompressed P-256 public key");
  const parts = t.split(".");
  if (parts.length !== 3 || !parts.every((p) => /^[A-Za-z0-9_-]+$/.test(p))) {
    throw invalid("t is not a compact JWS");
  }
  const [h, p, s] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(h, "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(p, "base64url").toString("utf8"));
  } catch {
    throw invalid("the JWT's header or claims are not JSON");
  }
  if (typeof header !== "object" || header === null || (header as { alg?: unknown }).alg !== "ES256") {
    throw invalid('the JWT\'s alg must be "ES256"');
  }
  const signature = Buffer.from(s, "base64url");
  const signed = Buffer.from(`${h}.${p}`);
  if (signature.length !== 64 || !verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, signature)) {
    throw invalid("the JWT's signature does not verify with k");
  }
  if (typeof claims !== "object" || claims === null) throw invalid("the JWT's claims are not an object");
  const { aud, exp, sub: subject } = claims as Record<string, unknown>;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!audiences.includes(origin)) throw invalid(`aud must be the push resource's origin ${origin}`);
  if (typeof exp !== "number" || !Number.isFinite(exp)) throw invalid("exp is missing");
  const now = Date.now() / 1000;
  if (exp <= now) throw invalid("the JWT expired");
  if (exp - now > MAX_EXP_AHEAD) throw invalid("exp is more than 24 hours ahead");
  let contact: URL | null = null;
  try {
    contact = typeof subject === "string" ? new URL(subject) : null;
  } catch {}
  if (!contact || (contact.protocol !== "mailto:" && contact.protocol !== "https:")) {
    throw invalid("sub must be a mailto: or https: URI");
  }
  if (sub.serverKey && !sub.serverKey.equals(k)) {
    throw invalid("k is not the applicationServerKey the subscription was made with (§4.2)");
  }
  return { subject: subject as string, key: k };
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const dir = await mkdtemp(join(tmpdir(), "push-service-"));
  const { keyFile, certFile: caFile, cert: ca } = await throwawayCertificate(dir);
  const subscriptions = new Map<string, Subscription>();
  const messages: PushMessage[] = [];
  const refused: LocalPushService["refused"] = [];
  const waiters = new Set<{ pred: (m: PushMessage) => boolean; done: (m: PushMessage | Error) => void }>();
  let origin = "";

  function refuse(res: ServerResponse, endpoint: string, status: number, reason: string): void {
    refused.push({ endpoint, status, reason });
    if (res.writableEnded || res.destroyed) return;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (status === 401) headers["www-authenticate"] = "vapid";
    if (status === 405) headers.allow = "POST";
    res.writeHead(status, headers);
    res.end(JSON.stringify({ code: status, error: STATUS_TEXT[status] ?? "Error", message: reason }));
  }

  /** The body, or null when it runs past MAX_READ (reading stops, which drops the connection). */
  async function readBody(req: IncomingMessage): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of req) {
      length += (chunk as Buffer).length;
      if (length > MAX_READ) return null;
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", origin).pathname;
    const endpoint = `${origin}${path}`;
    const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(path)?.[1];
    const sub = id === undefined ? undefined : subscriptions.get(id);
    if (!sub) return refuse(res, endpoint, 404, "no such push subscription");
    if (req.method !== "POST") return refuse(res, endpoint, 405, "a push message is a POST (RFC 8030 §5)");
    if (sub.gone) return refuse(res, endpoint, 410, "the push subscription has ended");
    const body = await readBody(req);
    if (body === null || body.length > MAX_BODY) {
      return refuse(res, endpoint, 413, `the body exceeds ${MAX_BODY} bytes (RFC 8030 §7.2)`);
    }
    try {
      const ttlText = req.headers.ttl;
      if (ttlText === undefined) throw new Refusal(400, "the TTL header is required (RFC 8030 §5.2)");
      if (typeof ttlText !== "string" || !/^\d{1,10}$/.test(ttlText.trim())) {
        throw new Refusal(400, "TTL must be delta-seconds (RFC 8030 §5.2)");
      }
      const urgency = req.headers.urgency ?? "normal";
      if (typeof urgency !== "string" || !URGENCIES.has(urgency.trim())) {
        throw new Refusal(400, "Urgency must be very-low, low, normal or high (RFC 8030 §5.3)");
      }
      const topic = req.headers.topic;
      if (topic !== undefined && (typeof topic !== "string" || !TOPIC.test(topic.trim()))) {
        throw new Refusal(400, "Topic must be at most 32 base64url characters (RFC 8030 §5.4)");
      }
      if (body.length > 0) {
        const coding = req.headers["content-encoding"]?.trim().toLowerCase();
        if (!coding)
          throw new Refusal(400, "a payload must be encrypted: Content-Encoding: aes128gcm (RFC 8291)");
        if (coding !== "aes128gcm") {
          throw new Refusal(415, `unsupported Content-Encoding "${coding}": only aes128gcm (RFC 8291 §4)`);
        }
      }
      const vapid = checkVapid(req.headers.authorization, origin, sub);
      let payload = "";
      if (body.length > 0) {
        const opened = openMessage(body, sub);
        if (opened.asPublic.equals(vapid.key)) {
          throw new Refusal(400, "the VAPID key must differ from the encryption key (RFC 8292 §3.2)");
        }
        payload = opened.plaintext.toString("utf8");
      }
      const message: PushMessage = {
        subscription: sub.id,
        endpoint: sub.endpoint,
        payload,
        ttl: Number(ttlText.trim()),
        urgency: urgency.trim(),
        topic: topic?.trim() ?? null,
        vapidSubject: vapid.subject,
        at: Date.now(),
      };
      messages.push(message);
      for (const w of [...waiters]) if (w.pred(message)) w.done(message);
      res.writeHead(201, {
        location: `${origin}/m/${randomBytes(12).toString("base64url")}`,
        ttl: String(message.ttl),
      });
      res.end();
    } catch (e) {
      if (!(e instanceof Refusal)) throw e;
      refuse(res, endpoint, e.status, e.message);
    }
  }

  const [key, cert] = await Promise.all([readFile(keyFile), readFile(caFile)]);
  const server = createServer({ key, cert }, (req, res) => {
    handle(req, res).catch((e: unknown) => {
      if (res.headersSent) return;
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  return {
    origin,
    host: `127.0.0.1:${port}`,
    ca,
    caFile,
    messages,
    refused,
    subscribe(applicationServerKey) {
      let serverKey: Buffer | null = null;
      if (applicationServerKey !== undefined) {
        serverKey = decodeB64url(applicationServerKey);
        if (!serverKey || !p256Key(serverKey)) {
          throw new Error("InvalidAccessError: applicationServerKey is not a base64url P-256 public key");
        }
      }
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const id = randomBytes(16).toString("base64url");
      const sub: Subscription = {
        id,
        endpoint: `${origin}/push/${id}`,
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        auth: randomBytes(16),
        serverKey,
        gone: false,
      };
      subscriptions.set(id, sub);
      return {
        endpoint: sub.endpoint,
        expirationTime: null,
        keys: { p256dh: publicKey.toString("base64url"), auth: sub.auth.toString("base64url") },
      };
    },
    waitFor(pred, timeoutMs = 10_000) {
      const seen = messages.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise<PushMessage>((resolve, reject) => {
        const w = {
          pred,
          done(m: PushMessage | Error) {
            waiters.delete(w);
            clearTimeout(timer);
            if (m instanceof Error) reject(m);
            else resolve(m);
          },
        };
        const timer = setTimeout(
          () =>
            w.done(
              new Error(
                `no matching push within ${timeoutMs} ms; delivered: ${JSON.stringify(messages.map((m) => m.payload))}, refused: ${JSON.stringify(refused)}`,
              ),
            ),
          timeoutMs,
        );
        waiters.add(w);
      });
    },
    gone(endpoint) {
      const sub = [...subscriptions.values()].find((s) => s.endpoint === endpoint);
      if (!sub) throw new Error(`no subscription with the endpoint ${endpoint}`);
      sub.gone = true;
    },
    async close() {
      for (const w of [...waiters]) w.done(new Error("the push service closed"));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
