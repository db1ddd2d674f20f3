/**
 * The FAQ form's e-mail to support (issue 22): the cleaned image goes with it as a MIME attachment (the bytes
 * stored after cleaning, not the upload), named after the question with its real type, through the SMTP mailer
 * to a real SMTP server on 127.0.0.1 and through the dev outbox into its .eml file; the text says the image is
 * attached instead of naming a file in storage; and nothing the asker sent (name, address, topic, question, the
 * upload's name, the image) reaches the log.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, createOutboxMailer, isOutboxMailer, type Mailer } from "../src/providers/mail.ts";
import { DB_TARGETS, type TestApp, testApp } from "./harness.ts";
import { type MimeMessage, readMime } from "./support/mime.ts";

const ASKER = {
  name: "Ольга Приватова",
  email: "olga.privatova@example.com",
  topic: "Карта и снимок",
  question: "Что значит знак на этом снимке? Маркер-вопроса-7731",
};
const UPLOAD_NAME = "IMG_20260501_дача-GPS.jpg";

/** A pino logger at the most verbose level whose records land in an array. */
function captureLog() {
  const records: Record<string, unknown>[] = [];
  const log = pino({ level: "trace" }, { write: (line: string) => void records.push(JSON.parse(line)) });
  return { log, records };
}

/** A phone photo: JPEG with EXIF (owner, GPS position) and an orientation tag. */
async function gpsPhoto(): Promise<Buffer> {
  const photo = await sharp({ create: { width: 96, height: 64, channels: 3, background: "#2e86de" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "secret owner", Make: "PrivatePhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "55/1 45/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "37/1 37/1 0/1",
      },
    })
    .toBuffer();
  const meta = await sharp(photo).metadata();
  expect(meta.exif).toBeDefined();
  return photo;
}

/** The FAQ form sent as the site's clients send it: multipart with the image, from its own address. */
function ask(ctx: TestApp, image: Buffer, ip: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(ASKER)) form.set(k, v);
  form.set("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), UPLOAD_NAME);
  return ctx.app.request("/calendar/faq/questions", {
    method: "POST",
    headers: { "x-forwarded-for": ip },
    body: form,
  });
}

/** What support receives, checked: the text, and the attachment being the cleaned, stored image. */
async function expectSupportMail(mail: MimeMessage, uploadsDir: string, upload: Buffer) {
  expect(mail.header("to")).toBe("help@bazi.example");
  expect(mail.header("subject")).toBe(`Вопрос с сайта: ${ASKER.topic}`);
  expect(mail.headers.get("content-type")).toMatch(/^multipart\/mixed;/);

  const text = mail.leaves.find((l) => l.type === "text/plain" && l.disposition !== "attachment");
  expect(text).toBeDefined();
  const attachments = mail.leaves.filter((l) => l.disposition === "attachment");
  expect(attachments).toHaveLength(1);
  const image = attachments[0]!;

  // named after the question, with the cleaned image's real type
  const question = /Вопрос ([0-9a-f-]{36})$/m.exec(text!.text)?.[1];
  expect(question).toBeDefined();
  expect(image.filename).toBe(`question-${question}.jpg`);
  expect(image.type).toBe("image/jpeg");
  expect(image.headers.get("content-transfer-encoding")).toBe("base64");

  // the bytes are the stored, cleaned image, not the upload
  const stored = readdirSync(uploadsDir);
  expect(stored).toHaveLength(1);
  expect(image.bytes.equals(readFileSync(join(uploadsDir, stored[0]!)))).toBe(true);
  expect(image.bytes.equals(upload)).toBe(false);
  const meta = await sharp(image.bytes).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 96, height: 64 });
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  for (const secret of ["secret owner", "PrivatePhone", "Exif"]) {
    expect(image.bytes.includes(Buffer.from(secret))).toBe(false);
  }
  await expect(sharp(image.bytes).raw().toBuffer()).resolves.toHaveLength(96 * 64 * 3);

  // the text: who asked, the question, and that the image is attached (not a file name in storage)
  expect(text!.text).toContain(`${ASKER.name} <${ASKER.email}>, язык сайта: ru`);
  expect(text!.text).toContain(`Тема: ${ASKER.topic}`);
  expect(text!.text).toContain(ASKER.question);
  expect(text!.text).toContain(
    `Изображение во вложении: question-${question}.jpg (96×64 пикселей; очищено: метаданные, в том числе EXIF и GPS, удалены)`,
  );
  expect(text!.text).not.toContain(stored[0]!);
  expect(text!.text).not.toContain("хранилищ");
  expect(text!.text).not.toContain(UPLOAD_NAME);
}

/** Nothing the asker sent is in the log, in any record. */
function expectNothingPersonal(records: Record<string, unknown>[], upload: Buffer, sent: Buffer) {
  expect(records.length).toBeGreaterThan(0);
  const logged = JSON.stringify(records);
  for (const personal of [
    ASKER.name,
    ASKER.email,
    ASKER.topic,
    ASKER.question,
    "Маркер-вопроса-7731",
    UPLOAD_NAME,
    "secret owner",
    upload.toString("base64").slice(0, 40),
    sent.toString("base64").slice(0, 40),
  ]) {
    expect(logged).not.toContain(personal);
  }
}

describe.each(DB_TARGETS)("the FAQ question's e-mail on $name", (target) => {
  interface Received {
    raw: string;
    rcptTo: string[];
  }
  const received: Received[] = [];
  let server: SMTPServer;
  let smtpUrl = "";
  let drop = async () => {};
  const mailers: Mailer[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      secure: false,
      disabledCommands: ["STARTTLS", "AUTH"],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          received.push({
            raw: Buffer.concat(chunks).toString("utf8"),
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const addr = server.server.address();
    if (!addr || typeof addr === "string") throw new Error("no port");
    smtpUrl = `smtp://127.0.0.1:${addr.port}`;
  });

  afterAll(async () => {
    await Promise.all(mailers.map((m) => m.close()));
    await drop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** An app on a fresh database whose mailer is `mailer(log)`, logging into the returned records. */
  async function appWith(mailer: (log: pino.Logger) => Mailer) {
    const { log, records } = captureLog();
    const uploadsDir = mkdtempSync(join(tmpdir(), "bazi-faq-mail-uploads-"));
    const opened = await target.open();
    const before = drop;
    drop = async () => {
      await before();
      await opened.drop();
    };
    const m = mailer(log);
    mailers.push(m);
    const ctx = await testApp(
      opened.database,
      { TRUST_PROXY: "127.0.0.1", SUPPORT_EMAIL: "help@bazi.example" },
      { mailer: m, log, uploadsDir },
    );
    return { ctx, records, uploadsDir, mailer: m };
  }

  let smtpApp: ReturnType<typeof appWith> | undefined;
  /** The app mailing through SMTP (one for the block's SMTP tests). */
  const viaSmtp = () =>
    (smtpApp ??= appWith((log) =>
      createMailer({ smtpUrl, from: "Календарь Бацзы <no-reply@localhost>", outboxDir: null, log }),
    ));

  it("SMTP: support receives the cleaned image attached, and the log has nothing of the asker's", async () => {
    const { ctx, records, uploadsDir } = await viaSmtp();
    const upload = await gpsPhoto();
    const before = received.length;
    const res = await ask(ctx, upload, "10.61.0.1");
    expect(res.status).toBe(201);
    expect(received.length).toBe(before + 1);
    const got = received.at(-1)!;
    expect(got.rcptTo).toEqual(["help@bazi.example"]);
    const mail = readMime(got.raw);
    await expectSupportMail(mail, uploadsDir, upload);
    const sent = mail.leaves.find((l) => l.disposition === "attachment")!.bytes;
    expectNothingPersonal(records, upload, sent);
    // the mailer did log the send (the records are not empty for want of logging)
    expect(records.some((r) => r.msg === "mail: sent via SMTP")).toBe(true);
  });

  it("the dev outbox: the .eml file carries the same attachment; the outbox lists its name, type and size", async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), "bazi-faq-mail-outbox-"));
    const { ctx, records, uploadsDir, mailer } = await appWith((log) =>
      createOutboxMailer({ from: "Календарь Бацзы <no-reply@localhost>", outboxDir, log }),
    );
    const upload = await gpsPhoto();
    const res = await ask(ctx, upload, "10.61.0.2");
    expect(res.status).toBe(201);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const mail = readMime(readFileSync(join(outboxDir, files[0]!)));
    await expectSupportMail(mail, uploadsDir, upload);
    const sent = mail.leaves.find((l) => l.disposition === "attachment")!;
    expect(isOutboxMailer(mailer)).toBe(true);
    if (!isOutboxMailer(mailer)) return;
    expect(mailer.messages().at(-1)!.attachments).toEqual([
      { filename: sent.filename, contentType: "image/jpeg", size: sent.bytes.length },
    ]);
    expectNothingPersonal(records, upload, sent.bytes);
  });

  it("without an image: no attachment, the text says so", async () => {
    const { ctx } = await viaSmtp();
    const res = await ctx.app.request("/calendar/faq/questions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "10.61.0.3" },
      body: JSON.stringify(ASKER),
    });
    expect(res.status).toBe(201);
    const mail = readMime(received.at(-1)!.raw);
    expect(mail.leaves.filter((l) => l.disposition === "attachment")).toEqual([]);
    const text = mail.leaves.find((l) => l.type === "text/plain")!.text;
    expect(text).toContain("Без изображения");
    expect(text).toMatch(/^Вопрос [0-9a-f-]{36}$/m);
  });
});
