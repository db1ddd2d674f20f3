import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../src/env.ts";
import { createMailer, isOutboxMailer, type Mailer } from "../src/providers/mail.ts";

const FROM = "Календарь Бацзы <no-reply@localhost>";
const USER = "mailer";
// Characters that must be percent-encoded in the URL, so the URL parsing and the redaction are both exercised.
const PASSWORD = "p@ss:w0rd/Секрет";
const SUBJECT = "Код восстановления доступа — Календарь Бацзы";
const TEXT =
  "Здравствуйте!\n\nВаш код восстановления: 482913. Он действует 15 минут.\n\nЕсли это были не вы, ничего не делайте.";

/** A pino logger whose records land in an array. */
function captureLog() {
  const records: Record<string, unknown>[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void records.push(JSON.parse(line)) });
  return { log, records };
}

// ---- a small RFC 5322 / MIME reader, enough for what nodemailer writes ----

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const split = normalized.indexOf("\n\n");
  const head = split === -1 ? normalized : normalized.slice(0, split);
  const body = split === -1 ? "" : normalized.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (B and Q), adjacent words joined before decoding so split characters survive. */
function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  const bytes = (enc: string, text: string): Buffer =>
    enc.toUpperCase() === "B" ? Buffer.from(text, "base64") : qpBytes(text.replace(/_/g, " "));
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const chunks: Buffer[] = [];
    let charset = "utf-8";
    for (const m of run.matchAll(word)) {
      charset = m[1]!.toLowerCase();
      chunks.push(bytes(m[2]!, m[3]!));
    }
    expect(charset).toBe("utf-8");
    return Buffer.concat(chunks).toString("utf8");
  });
}

function qpBytes(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const hex = text.slice(i + 1, i + 3);
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      out.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      out.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(out);
}

function decodeBody(part: Part): string {
  const cte = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  const charset = /charset="?([^";]+)"?/i.exec(part.headers.get("content-type") ?? "")?.[1]?.toLowerCase();
  if (charset) expect(charset).toBe("utf-8");
  if (cte === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (cte === "quoted-printable") return qpBytes(part.body.replace(/=\n/g, "")).toString("utf8");
  return part.body;
}

/** The decoded body of every leaf part, keyed by media type. */
function leafBodies(part: Part, into = new Map<string, string>()): Map<string, string> {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith("--")) break;
      leafBodies(parsePart(section.replace(/^\n/, "")), into);
    }
  } else {
    into.set(type.split(";")[0]!.trim().toLowerCase(), decodeBody(part).replace(/\n$/, ""));
  }
  return into;
}

function readMail(raw: string) {
  const top = parsePart(raw);
  const header = (name: string) => decodeWords(top.headers.get(name) ?? "");
  return {
    from: header("from"),
    to: header("to"),
    subject: header("subject"),
    messageId: top.headers.get("message-id") ?? "",
    rawSubject: top.headers.get("subject") ?? "",
    bodies: leafBodies(top),
  };
}

// ---- a real SMTP server on 127.0.0.1 ----

interface Received {
  raw: string;
  mailFrom: string;
  rcptTo: string[];
  user: unknown;
}

describe("SMTP mailer against a real SMTP server", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authMethods: ["PLAIN", "LOGIN"],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: USER });
        // A careless server that echoes what it was given: the mailer must still not leak the password.
        return callback(
          new Error(`Authentication failed for ${auth.username} with password ${auth.password}`),
        );
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const envelope = session.envelope;
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            mailFrom: envelope.mailFrom ? envelope.mailFrom.address : "",
            rcptTo: envelope.rcptTo.map((r) => r.address),
            user: session.user,
          });
          callback();
        });
      },
    });
    server.on("error", () => {}); // a client dropping the connection is not a test failure
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const addr = server.server.address();
    if (!addr || typeof addr === "string") throw new Error("no port");
    port = addr.port;
  });

  afterAll(async () => {
    await Promise.all(mailers.map((m) => m.close()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const urlWith = (user: string, pass: string, p = port) =>
    `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${p}`;

  function mailer(smtpUrl: string, smtpTimeouts?: Parameters<typeof createMailer>[0]["smtpTimeouts"]) {
    const { log, records } = captureLog();
    const m = createMailer({
      smtpUrl,
      from: FROM,
      outboxDir: null,
      log,
      ...(smtpTimeouts ? { smtpTimeouts } : {}),
    });
    mailers.push(m);
    return { m, records };
  }

  it("delivers a Russian subject and body intact, with the right envelope, after logging in", async () => {
    const { m, records } = mailer(urlWith(USER, PASSWORD));
    expect(m.kind).toBe("smtp");
    const before = received.length;
    const sent = await m.send({ to: "user@example.com", subject: SUBJECT, text: TEXT });

    expect(received.length).toBe(before + 1);
    const got = received.at(-1)!;
    expect(got.user).toBe(USER);
    expect(got.mailFrom).toBe("no-reply@localhost");
    expect(got.rcptTo).toEqual(["user@example.com"]);

    const mail = readMail(got.raw);
    expect(mail.rawSubject).toMatch(/^=\?UTF-8\?[BQ]\?/i); // encoded on the wire, not raw 8-bit
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.to).toBe("user@example.com");
    expect(mail.from).toMatch(/^"?Календарь Бацзы"? <no-reply@localhost>$/);
    expect(mail.bodies.get("text/plain")).toBe(TEXT);
    expect(sent.id).toBe(mail.messageId);
    expect(sent.id).toMatch(/^<.+@.+>$/);
    // The log names the server but never the password, in any form.
    const logged = JSON.stringify(records);
    expect(logged).toContain(`127.0.0.1:${port}`);
    expect(logged).not.toContain(PASSWORD);
    expect(logged).not.toContain(encodeURIComponent(PASSWORD));
  });

  it("sends the HTML alternative next to the plain text", async () => {
    const { m } = mailer(urlWith(USER, PASSWORD));
    await m.send({
      to: "user@example.com",
      subject: "Код",
      text: TEXT,
      html: "<p>Ваш код: <b>482913</b></p>",
    });
    const mail = readMail(received.at(-1)!.raw);
    expect(mail.bodies.get("text/plain")).toBe(TEXT);
    expect(mail.bodies.get("text/html")).toBe("<p>Ваш код: <b>482913</b></p>");
  });

  it("keeps the connection pooled between messages and close() ends it", async () => {
    const m = createMailer({
      smtpUrl: urlWith(USER, PASSWORD),
      from: FROM,
      outboxDir: null,
      log: captureLog().log,
    });
    const open = () => [...server.connections].length;
    const before = open();
    await m.send({ to: "user@example.com", subject: "1", text: "один" });
    await m.send({ to: "user@example.com", subject: "2", text: "два" });
    expect(open()).toBe(before + 1); // one connection for both messages, still open
    await m.close();
    await expect.poll(open).toBe(before);
  });

  it("rejects wrong credentials with an error that names the problem but not the password", async () => {
    const wrong = "Wr0ng:пароль@x";
    const { m, records } = mailer(urlWith(USER, wrong));
    const before = received.length;
    const err = await m.send({ to: "user@example.com", subject: SUBJECT, text: TEXT }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    const e = err as Error & { code?: string; responseCode?: number };
    expect(e.code).toBe("EAUTH");
    expect(e.responseCode).toBe(535);
    expect(e.message).toContain("535");
    expect(e.message).toContain("Authentication failed");
    expect(e.message).toContain(`127.0.0.1:${port}`);
    const everything = `${e.message}\n${e.stack}\n${JSON.stringify(e)}\n${JSON.stringify(records)}`;
    expect(everything).not.toContain(wrong);
    expect(everything).not.toContain(encodeURIComponent(wrong));
    expect(everything).not.toContain(Buffer.from(wrong).toString("base64"));
    expect(received.length).toBe(before);
  });

  it("rejects, naming the refusal, when nothing listens on the port", async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = createServer();
      s.listen(0, "127.0.0.1", () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { m } = mailer(urlWith(USER, PASSWORD, closed), { connectionTimeout: 1000, greetingTimeout: 1000 });
    await expect(m.send({ to: "user@example.com", subject: "x", text: "y" })).rejects.toThrow(
      /ECONNREFUSED|ESOCKET/,
    );
  });

  describe("smtps:// (TLS from the first byte)", () => {
    // smtp-server's built-in certificate: self-signed (and expired), so the default verification must refuse it.
    let tlsServer: SMTPServer;
    let tlsPort = 0;
    const got: string[] = [];
    beforeAll(async () => {
      tlsServer = new SMTPServer({
        secure: true,
        logger: false,
        authMethods: ["PLAIN"],
        onAuth: (auth, _session, callback) =>
          auth.username === USER && auth.password === PASSWORD
            ? callback(null, { user: USER })
            : callback(new Error("Authentication failed")),
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            got.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          });
        },
      });
      tlsServer.on("error", () => {});
      await new Promise<void>((resolve) => tlsServer.listen(0, "127.0.0.1", resolve));
      tlsPort = (tlsServer.server.address() as { port: number }).port;
    });
    afterAll(async () => {
      await Promise.all(mailers.splice(0).map((m) => m.close())); // the server waits for open pool connections
      await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
    });
    const tlsUrl = (query = "") =>
      `smtps://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${tlsPort}${query}`;

    it("verifies the server certificate by default", async () => {
      const { m } = mailer(tlsUrl());
      const err = (await m.send({ to: "user@example.com", subject: SUBJECT, text: TEXT }).then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { code?: string }) | null;
      expect(err).toBeInstanceOf(Error);
      expect(err?.code).toBe("ESOCKET");
      expect(err?.message).toMatch(/certificate/i);
      expect(got).toHaveLength(0);
    });

    it("delivers over TLS when the URL opts out of verification for a self-signed relay", async () => {
      const { m } = mailer(tlsUrl("?tls.rejectUnauthorized=false"));
      await m.send({ to: "user@example.com", subject: SUBJECT, text: TEXT });
      expect(got).toHaveLength(1);
      const mail = readMail(got[0]!);
      expect(mail.subject).toBe(SUBJECT);
      expect(mail.bodies.get("text/plain")).toBe(TEXT);
    });
  });

  describe("a server that accepts the connection but never greets", () => {
    let silent: Server;
    const sockets: Socket[] = [];
    let silentPort = 0;
    beforeAll(async () => {
      silent = createServer((s) => void sockets.push(s));
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      silentPort = (silent.address() as { port: number }).port;
    });
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it("rejects with a timeout error that names the greeting", async () => {
      const { m } = mailer(urlWith(USER, PASSWORD, silentPort), {
        connectionTimeout: 1000,
        greetingTimeout: 400,
        socketTimeout: 1000,
      });
      const err = (await m.send({ to: "user@example.com", subject: "x", text: "y" }).then(
        () => null,
        (e: unknown) => e,
      )) as (Error & { code?: string }) | null;
      expect(err).toBeInstanceOf(Error);
      expect(err?.code).toBe("ETIMEDOUT");
      expect(err?.message).toMatch(/greeting/i);
      expect(err?.message).not.toContain(PASSWORD);
    });
  });
});

// ---- the dev outbox ----

describe("dev outbox mailer", () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
  });

  it("writes a real .eml file into a new directory, logs its path (not the address, subject or body) and lists the message", async () => {
    const base = await mkdtemp(join(tmpdir(), "bazi-outbox-"));
    dirs.push(base);
    const outboxDir = join(base, "data", "outbox"); // does not exist yet
    const { log, records } = captureLog();
    const mailer = createMailer({ from: FROM, outboxDir, log });
    expect(mailer.kind).toBe("outbox");
    if (!isOutboxMailer(mailer)) throw new Error("not an outbox mailer");

    const sent = await mailer.send({ to: "user@example.com", subject: SUBJECT, text: TEXT });

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/);
    const file = join(outboxDir, files[0]!);
    expect(sent.id).toBe(file);

    const raw = await readFile(file, "utf8");
    expect(raw).toContain("\r\n"); // RFC 5322 line endings
    expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(raw).toMatch(/^To: user@example\.com\r?$/m);
    const mail = readMail(raw);
    expect(mail.subject).toBe(SUBJECT);
    expect(mail.from).toMatch(/^"?Календарь Бацзы"? <no-reply@localhost>$/);
    expect(mail.bodies.get("text/plain")).toBe(TEXT);

    const entry = records.find((r) => r.file === file);
    expect(entry).toMatchObject({ level: 30 });
    expect(String(entry?.msg)).toMatch(/NOT sent/);
    // the log names the file, never the address, the subject or the body (a recovery code is in both)
    const logged = JSON.stringify(records);
    for (const secret of ["user@example.com", SUBJECT, "482913", "Здравствуйте"])
      expect(logged).not.toContain(secret);

    expect(mailer.messages()).toEqual([{ to: "user@example.com", subject: SUBJECT, text: TEXT, file }]);
    await mailer.close();
  });

  it("keeps messages in memory only when outboxDir is null", async () => {
    const { log, records } = captureLog();
    const mailer = createMailer({ from: FROM, outboxDir: null, log });
    if (!isOutboxMailer(mailer)) throw new Error("not an outbox mailer");
    const emlHere = async () => (await readdir(process.cwd())).filter((f) => f.endsWith(".eml"));
    const before = await emlHere();

    const sent = await mailer.send({ to: "user@example.com", subject: SUBJECT, text: TEXT });
    await mailer.send({ to: "second@example.com", subject: "Второе", text: "Текст" });

    expect(existsSync(sent.id)).toBe(false);
    expect(await emlHere()).toEqual(before);
    expect(mailer.messages()).toEqual([
      { to: "user@example.com", subject: SUBJECT, text: TEXT },
      { to: "second@example.com", subject: "Второе", text: "Текст" },
    ]);
    expect(records.some((r) => "file" in r)).toBe(false);
    expect(records.filter((r) => /NOT sent/.test(String(r.msg)))).toHaveLength(3); // startup + 2 messages
    const logged = JSON.stringify(records);
    for (const secret of ["@example.com", SUBJECT, "482913", "Второе"]) expect(logged).not.toContain(secret);
  });
});

// ---- the environment ----

describe("mail environment", () => {
  it("accepts smtp:// and smtps:// URLs and defaults the sender", () => {
    const env = parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.com:465" });
    expect(env.SMTP_URL).toBe("smtps://u:p@smtp.example.com:465");
    expect(env.MAIL_FROM).toBe("Календарь Бацзы <no-reply@localhost>");
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it("refuses another scheme, naming the variable", () => {
    expect(() => parseEnv({ SMTP_URL: "http://smtp.example.com" })).toThrow(
      /SMTP_URL: SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
