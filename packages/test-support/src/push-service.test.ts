/**
 * The local push service against the real sender: the `web-push` package (3.6.7) encrypts (RFC 8291), signs
 * (RFC 8292) and posts (RFC 8030) over https to it; the service decrypts and records the message or refuses it
 * with the status a real push service answers. Malformed requests the package will not make (no TTL, a bad
 * Urgency or Topic, a forged or stale JWT, a broken body) are sent raw over https, built from its
 * generateRequestDetails or from the small RFC 8291 encryptor below, so every refusal is one cause at a time.
 */
import { createCipheriv, createECDH, createPrivateKey, hkdfSync, randomBytes, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { decryptPush, type LocalPushService, startLocalPushService } from "./push-service.ts";

type Sub = ReturnType<LocalPushService["subscribe"]>;
type Vapid = { publicKey: string; privateKey: string };

const SUBJECT = "mailto:ops@example.com";
const RUSSIAN = "Сегодня день Дракона 🐉: благоприятно для поездок, неблагоприятно для стройки.";

let svc: LocalPushService;
let agent: Agent;
let vapid: Vapid;

beforeAll(async () => {
  svc = await startLocalPushService();
  agent = new Agent({ ca: svc.ca });
  vapid = webpush.generateVAPIDKeys();
});
afterAll(() => svc.close());

function send(sub: Sub, payload: string | null, options: webpush.RequestOptions = {}, keys = vapid) {
  return webpush.sendNotification(sub, payload, {
    vapidDetails: { subject: SUBJECT, ...keys },
    TTL: 3600,
    agent,
    ...options,
  });
}

/** What sendNotification rejects with: the push service's status, or the error when nothing was sent. */
async function statusOf(p: Promise<unknown>): Promise<number> {
  try {
    await p;
  } catch (e) {
    if (e instanceof webpush.WebPushError) return e.statusCode;
    throw e;
  }
  throw new Error("the push was accepted");
}

function post(
  url: string,
  headers: Record<string, string | number>,
  body: Buffer | null,
  method = "POST",
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => {
        text += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}

/** A request web-push would send (valid VAPID, encrypted body), as headers to alter and a body. */
function details(sub: Sub, payload: string, options: webpush.RequestOptions = {}) {
  const d = webpush.generateRequestDetails(sub, payload, {
    vapidDetails: { subject: SUBJECT, ...vapid },
    TTL: 3600,
    ...options,
  });
  return { headers: { ...d.headers } as Record<string, string | number>, body: d.body };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, typeof info === "string" ? Buffer.from(info) : info, length));

/** RFC 8291 encryption written out, with knobs to break it one way at a time. */
function encrypt(
  sub: Sub,
  plaintext: string,
  o: { rs?: number; delimiter?: number; idlen?: number; senderPrivateKey?: Buffer } = {},
): Buffer {
  const uaPublic = Buffer.from(sub.keys.p256dh, "base64url");
  const auth = Buffer.from(sub.keys.auth, "base64url");
  const ecdh = createECDH("prime256v1");
  if (o.senderPrivateKey) ecdh.setPrivateKey(o.senderPrivateKey);
  else ecdh.generateKeys();
  const asPublic = ecdh.getPublicKey();
  const salt = randomBytes(16);
  const info = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = hkdf(ecdh.computeSecret(uaPublic), auth, info, 32);
  const cipher = createCipheriv(
    "aes-128-gcm",
    hkdf(ikm, salt, "Content-Encoding: aes128gcm\0", 16),
    hkdf(ikm, salt, "Content-Encoding: nonce\0", 12),
  );
  const padded = Buffer.concat([Buffer.from(plaintext), Buffer.from([o.delimiter ?? 2])]);
  const record = Buffer.concat([cipher.update(padded), cipher.final(), cipher.getAuthTag()]);
  const header = Buffer.alloc(21);
  salt.copy(header);
  header.writeUInt32BE(o.rs ?? 4096, 16);
  header[20] = o.idlen ?? 65;
  return Buffer.concat([header, asPublic, record]);
}

/** An Authorization header with the claims given, signed ES256 with `keys` (k = keys.publicKey). */
function vapidAuth(claims: Record<string, unknown>, keys: Vapid = vapid, alg = "ES256"): string {
  const pub = Buffer.from(keys.publicKey, "base64url");
  const key = createPrivateKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: pub.subarray(1, 33).toString("base64url"),
      y: pub.subarray(33).toString("base64url"),
      d: keys.privateKey,
    },
    format: "jwk",
  });
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");
  const input = `${b64({ typ: "JWT", alg })}.${b64(claims)}`;
  const sig = sign("sha256", Buffer.from(input), { key, dsaEncoding: "ieee-p1363" });
  return `vapid t=${input}.${sig.toString("base64url")}, k=${keys.publicKey}`;
}

const inHours = (h: number) => Math.floor(Date.now() / 1000 + h * 3600);
const claims = (over: Record<string, unknown> = {}) => ({
  aud: svc.origin,
  exp: inHours(12),
  sub: SUBJECT,
  ...over,
});

/** A raw push with the crafted pieces; the response and what the service recorded. */
async function rawPush(
  sub: Sub,
  o: { authorization?: string | null; headers?: Record<string, string>; body?: Buffer } = {},
) {
  const before = svc.messages.length;
  const headers: Record<string, string | number> = {
    TTL: 60,
    "Content-Encoding": "aes128gcm",
    ...o.headers,
  };
  const authorization = o.authorization === undefined ? vapidAuth(claims()) : o.authorization;
  if (authorization !== null) headers.Authorization = authorization;
  const body = o.body ?? encrypt(sub, "raw push");
  const res = await post(sub.endpoint, headers, body);
  return { ...res, delivered: svc.messages.slice(before) };
}

describe("the push service's address and certificate", () => {
  it("is https on 127.0.0.1 with a self-signed certificate written to caFile", async () => {
    expect(svc.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(svc.host).toBe(new URL(svc.origin).host);
    expect(svc.ca).toContain("-----BEGIN CERTIFICATE-----");
    expect(readFileSync(svc.caFile, "utf8")).toBe(svc.ca);
    const sub = svc.subscribe();
    expect(sub.endpoint.startsWith(`${svc.origin}/`)).toBe(true);
    // without trusting the CA, TLS fails
    const untrusted = new Promise((resolve, reject) => {
      const req = request(sub.endpoint, { method: "POST", agent: new Agent() }, resolve);
      req.on("error", reject);
      req.end();
    });
    await expect(untrusted).rejects.toMatchObject({ code: "DEPTH_ZERO_SELF_SIGNED_CERT" });
  });

  it("hands out PushSubscription.toJSON() shapes: a 65-byte P-256 key and a 16-byte auth secret", () => {
    const a = svc.subscribe();
    const b = svc.subscribe();
    expect(a.expirationTime).toBeNull();
    expect(a.endpoint).not.toBe(b.endpoint);
    const p256dh = Buffer.from(a.keys.p256dh, "base64url");
    expect(p256dh.length).toBe(65);
    expect(p256dh[0]).toBe(4);
    expect(Buffer.from(a.keys.auth, "base64url").length).toBe(16);
    expect(a.keys.auth).not.toBe(b.keys.auth);
  });

  it("refuses a malformed applicationServerKey, as PushManager.subscribe() does", () => {
    expect(() => svc.subscribe("not-a-key")).toThrow(/InvalidAccessError/);
    expect(() => svc.subscribe(Buffer.alloc(65, 4).toString("base64url"))).toThrow(/InvalidAccessError/);
    expect(() => svc.subscribe(vapid.publicKey)).not.toThrow();
  });
});

describe("delivery (web-push → RFC 8030/8291/8292)", () => {
  it("decrypts the payload, UTF-8 included, and records TTL, urgency, topic and the VAPID subject", async () => {
    const sub = svc.subscribe(vapid.publicKey);
    const payload = JSON.stringify({ title: "Календарь Бацзы", body: RUSSIAN });
    const res = await send(sub, payload);
    expect(res.statusCode).toBe(201);
    expect(String(res.headers.location)).toMatch(new RegExp(`^${svc.origin}/m/[A-Za-z0-9_-]+$`));
    expect(res.headers.ttl).toBe("3600");
    const m = await svc.waitFor((x) => x.endpoint === sub.endpoint);
    expect(m.payload).toBe(payload);
    expect(JSON.parse(m.payload).body).toBe(RUSSIAN);
    expect(m).toMatchObject({
      subscription: sub.endpoint.split("/").pop(),
      ttl: 3600,
      urgency: "normal",
      topic: null,
      vapidSubject: SUBJECT,
    });
    expect(Math.abs(m.at - Date.now())).toBeLessThan(10_000);
  });

  it("records the Urgency and Topic the sender set", async () => {
    const sub = svc.subscribe();
    await send(sub, "срочно", { urgency: "high", topic: "daily-reminder", TTL: 0 });
    await send(sub, "потом", {
      urgency: "very-low",
      TTL: 86_400,
      vapidDetails: { ...vapid, subject: "https://bazi.example" },
    });
    const mine = svc.messages.filter((m) => m.endpoint === sub.endpoint);
    expect(mine.map((m) => [m.payload, m.urgency, m.topic, m.ttl, m.vapidSubject])).toEqual([
      ["срочно", "high", "daily-reminder", 0, SUBJECT],
      ["потом", "very-low", null, 86_400, "https://bazi.example"],
    ]);
  });

  it("takes a push without a payload", async () => {
    const sub = svc.subscribe();
    expect((await send(sub, null)).statusCode).toBe(201);
    expect((await svc.waitFor((m) => m.endpoint === sub.endpoint)).payload).toBe("");
  });

  it("waitFor resolves on a later push and rejects when none comes", async () => {
    const sub = svc.subscribe();
    const waiting = svc.waitFor((m) => m.endpoint === sub.endpoint && m.payload === "второй");
    await send(sub, "первый");
    await send(sub, "второй");
    expect((await waiting).payload).toBe("второй");
    await expect(svc.waitFor((m) => m.payload === "never sent", 100)).rejects.toThrow(/no matching push/);
  });

  it("the largest one-record payload (3993 bytes, body 4096) passes; a byte more is 413", async () => {
    const sub = svc.subscribe();
    const fits = `${"я".repeat(1995)}ab!`; // 3993 bytes of UTF-8
    expect(Buffer.byteLength(fits)).toBe(3993);
    expect(details(sub, fits).body.length).toBe(4096);
    expect((await send(sub, fits)).statusCode).toBe(201);
    expect((await svc.waitFor((m) => m.endpoint === sub.endpoint)).payload).toBe(fits);
    expect(await statusOf(send(sub, "x".repeat(3994)))).toBe(413);
  });

  it("a 5000-byte payload: web-push sends it (as two records, 5120 bytes) and the service answers 413", async () => {
    const sub = svc.subscribe();
    const before = svc.refused.length;
    const bigRussian = "д".repeat(2500); // 5000 bytes of UTF-8
    expect(Buffer.byteLength(bigRussian)).toBe(5000);
    expect(details(sub, bigRussian).body.length).toBeGreaterThan(4096);
    expect(await statusOf(send(sub, bigRussian))).toBe(413);
    expect(svc.refused.slice(before)).toEqual([
      { endpoint: sub.endpoint, status: 413, reason: expect.stringMatching(/4096/) },
    ]);
    expect(svc.messages.some((m) => m.endpoint === sub.endpoint)).toBe(false);
  });
});

describe("refusals by subscription", () => {
  it("an unknown subscription is 404", async () => {
    const real = svc.subscribe();
    const unknown = { ...real, endpoint: `${svc.origin}/push/${randomBytes(16).toString("base64url")}` };
    expect(await statusOf(send(unknown, "кому?"))).toBe(404);
    expect(svc.refused.at(-1)).toMatchObject({ endpoint: unknown.endpoint, status: 404 });
  });

  it("a subscription marked gone is 410, and only that one", async () => {
    const ended = svc.subscribe();
    const alive = svc.subscribe();
    expect((await send(ended, "до")).statusCode).toBe(201);
    svc.gone(ended.endpoint);
    expect(await statusOf(send(ended, "после"))).toBe(410);
    expect(svc.refused.at(-1)).toMatchObject({ endpoint: ended.endpoint, status: 410 });
    expect((await send(alive, "жив")).statusCode).toBe(201);
    expect(svc.messages.filter((m) => m.endpoint === ended.endpoint).map((m) => m.payload)).toEqual(["до"]);
    expect(() => svc.gone(`${svc.origin}/push/nobody`)).toThrow();
  });

  it("only POST is a push (405)", async () => {
    const sub = svc.subscribe();
    const res = await post(sub.endpoint, {}, null, "GET");
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
  });
});

describe("refusals by RFC 8030 headers", () => {
  it("a push without TTL is 400 (raw https: web-push always sends it)", async () => {
    const sub = svc.subscribe();
    const { headers, body } = details(sub, "без TTL");
    const withTtl = await post(sub.endpoint, headers, body);
    expect(withTtl.status).toBe(201);
    delete headers.TTL;
    const res = await post(sub.endpoint, headers, details(sub, "без TTL").body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/TTL/);
    expect(svc.refused.at(-1)).toMatchObject({ endpoint: sub.endpoint, status: 400 });
    expect(svc.messages.filter((m) => m.endpoint === sub.endpoint)).toHaveLength(1);
  });

  it.each([
    ["TTL", "soon"],
    ["TTL", "-1"],
    ["Urgency", "urgent"],
    ["Urgency", "HIGH"],
    ["Topic", "a".repeat(33)],
    ["Topic", "daily reminder"],
    ["Topic", "daily/reminder"],
  ])("%s: %s is 400", async (name, value) => {
    const sub = svc.subscribe();
    const r = await rawPush(sub, { headers: { [name]: value } });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).message).toContain(name);
    expect(r.delivered).toEqual([]);
  });

  it("the edge values pass: TTL 0, Urgency low, a 32-character Topic", async () => {
    const sub = svc.subscribe();
    const topic = `${"A".repeat(30)}-_`;
    const r = await rawPush(sub, { headers: { TTL: "0", Urgency: "low", Topic: topic } });
    expect(r.status).toBe(201);
    expect(r.delivered).toMatchObject([{ payload: "raw push", ttl: 0, urgency: "low", topic }]);
  });
});

describe("refusals by encryption (RFC 8291 / RFC 8188)", () => {
  it("the legacy aesgcm encoding (web-push's contentEncoding option) is 415", async () => {
    const sub = svc.subscribe();
    expect(await statusOf(send(sub, "старое", { contentEncoding: "aesgcm" }))).toBe(415);
    expect(svc.refused.at(-1)?.reason).toMatch(/aesgcm/);
  });

  it("another encoding is 415, none at all with a body is 400", async () => {
    const sub = svc.subscribe();
    expect((await rawPush(sub, { headers: { "Content-Encoding": "gzip" } })).status).toBe(415);
    const { headers, body } = details(sub, "без кодировки");
    delete headers["Content-Encoding"];
    const res = await post(sub.endpoint, headers, body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/Content-Encoding/);
  });

  it("the test's own encryptor is accepted (so the refusals below are each one fault)", async () => {
    const sub = svc.subscribe();
    const r = await rawPush(sub, { body: encrypt(sub, "свой шифратор") });
    expect(r.status).toBe(201);
    expect(r.delivered.map((m) => m.payload)).toEqual(["свой шифратор"]);
  });

  it.each([
    [
      "a flipped ciphertext byte",
      (sub: Sub) => {
        const b = encrypt(sub, "испорчено");
        b[b.length - 20]! ^= 1;
        return b;
      },
      /decrypt/,
    ],
    ["encrypted for another subscription", () => encrypt(svc.subscribe(), "чужое"), /decrypt/],
    ["a truncated header", (sub: Sub) => encrypt(sub, "x").subarray(0, 15), /header/],
    ["idlen other than 65", (sub: Sub) => encrypt(sub, "x", { idlen: 64 }), /idlen/],
    [
      "more than one record (rs below the record)",
      (sub: Sub) => encrypt(sub, "двенадцать байт", { rs: 20 }),
      /one record/,
    ],
    ["rs below 18", (sub: Sub) => encrypt(sub, "x", { rs: 17 }), /below 18/],
    ["a non-final delimiter (0x01)", (sub: Sub) => encrypt(sub, "x", { delimiter: 1 }), /0x02/],
  ])("%s is 400", async (_, body, reason) => {
    const sub = svc.subscribe();
    const r = await rawPush(sub, { body: body(sub) });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).message).toMatch(reason);
    expect(r.delivered).toEqual([]);
  });
});

describe("refusals by VAPID (RFC 8292 §4.2: 401 absent, 403 invalid)", () => {
  it("pushes signed with another key than the subscription's applicationServerKey are 403", async () => {
    const other = webpush.generateVAPIDKeys();
    const restricted = svc.subscribe(vapid.publicKey);
    expect(await statusOf(send(restricted, "чужой ключ", {}, other))).toBe(403);
    expect(svc.refused.at(-1)).toMatchObject({
      endpoint: restricted.endpoint,
      status: 403,
      reason: expect.stringMatching(/applicationServerKey/),
    });
    expect((await send(restricted, "свой ключ")).statusCode).toBe(201);
    // an unrestricted subscription takes any valid key
    expect((await send(svc.subscribe(), "любой ключ", {}, other)).statusCode).toBe(201);
  });

  it("no Authorization, or another scheme, is 401 with WWW-Authenticate: vapid", async () => {
    const sub = svc.subscribe();
    const none = await rawPush(sub, { authorization: null });
    expect(none.status).toBe(401);
    expect(none.headers["www-authenticate"]).toBe("vapid");
    const bearer = await rawPush(sub, { authorization: "Bearer abc" });
    expect(bearer.status).toBe(401);
    expect([...none.delivered, ...bearer.delivered]).toEqual([]);
  });

  it("the test's own JWT is accepted (so the refusals below are each one fault)", async () => {
    const sub = svc.subscribe(vapid.publicKey);
    const r = await rawPush(sub, { authorization: vapidAuth(claims({ exp: inHours(23.9) })) });
    expect(r.status).toBe(201);
    expect(r.delivered).toHaveLength(1);
  });

  it.each<[string, () => string]>([
    ["aud of another origin", () => vapidAuth(claims({ aud: "https://fcm.googleapis.com" }))],
    ["aud of the origin with a path", () => vapidAuth(claims({ aud: `${svc.origin}/` }))],
    ["an expired exp", () => vapidAuth(claims({ exp: inHours(-0.01) }))],
    ["exp more than 24 h ahead", () => vapidAuth(claims({ exp: inHours(24.1) }))],
    ["no exp", () => vapidAuth(claims({ exp: undefined }))],
    ["sub without a scheme", () => vapidAuth(claims({ sub: "ops@example.com" }))],
    ["an http: sub", () => vapidAuth(claims({ sub: "http://bazi.example" }))],
    ["no sub", () => vapidAuth(claims({ sub: undefined }))],
    ["alg other than ES256", () => vapidAuth(claims(), vapid, "ES384")],
    [
      "k of another key than the signer's",
      () => vapidAuth(claims()).replace(/k=.*$/, `k=${webpush.generateVAPIDKeys().publicKey}`),
    ],
    ["no k", () => vapidAuth(claims()).replace(/, k=.*$/, "")],
    ["no t", () => `vapid k=${vapid.publicKey}`],
    [
      "a tampered claim",
      () => {
        const auth = vapidAuth(claims());
        const [, t] = /t=([^,]+)/.exec(auth)!;
        const [h, , s] = t!.split(".");
        const forged = Buffer.from(JSON.stringify(claims({ sub: "mailto:evil@example.com" }))).toString(
          "base64url",
        );
        return `vapid t=${h}.${forged}.${s}, k=${vapid.publicKey}`;
      },
    ],
  ])("%s is 403", async (_, authorization) => {
    const sub = svc.subscribe();
    const r = await rawPush(sub, { authorization: authorization() });
    expect(r.status).toBe(403);
    expect(JSON.parse(r.text).message).toMatch(/invalid vapid/);
    expect(r.delivered).toEqual([]);
  });

  it("a VAPID key equal to the encryption's keyid is 400 (RFC 8292 §3.2)", async () => {
    const sub = svc.subscribe();
    const body = encrypt(sub, "один ключ", { senderPrivateKey: Buffer.from(vapid.privateKey, "base64url") });
    const r = await rawPush(sub, { body });
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).message).toMatch(/3\.2/);
  });
});

describe("decryptPush", () => {
  it("opens what web-push encrypts with the receiver's keys, and nothing else", () => {
    const ecdh = createECDH("prime256v1");
    const publicKey = ecdh.generateKeys();
    const keys = { privateKey: ecdh.getPrivateKey(), publicKey, auth: randomBytes(16) };
    const { cipherText } = webpush.encrypt(
      publicKey.toString("base64url"),
      keys.auth.toString("base64url"),
      RUSSIAN,
      "aes128gcm",
    );
    expect(decryptPush(cipherText, keys)).toBe(RUSSIAN);
    expect(() => decryptPush(cipherText, { ...keys, auth: randomBytes(16) })).toThrow(/decrypt/);
  });
});
