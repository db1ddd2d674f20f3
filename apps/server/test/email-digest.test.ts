/**
 * The e-mail digest (issue 22, decision 024) against a real SMTP server on 127.0.0.1, on PGlite and PostgreSQL,
 * with the job run by hand at a fixed clock: a daily digest arrives once at the chosen time at the user's place,
 * also with two instances ticking together; it has a plain-text and an HTML part in the user's language, the
 * footer, and the one-click unsubscribe headers (RFC 2369, RFC 8058); a GET of the unsubscribe address changes
 * nothing, a forged token is refused, a cross-site POST of `List-Unsubscribe=One-Click` turns the digest off (no
 * mail the next day); a weekly digest comes only on its weekday; the settings' errors name the field in the
 * user's language; and no address or token reaches the log.
 */
import { randomBytes } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/log.ts";
import { manualClock } from "../src/providers/clock.ts";
import { createMailer, type Mailer } from "../src/providers/mail.ts";
import { DB_TARGETS, type DbTarget, type TestApp, testApp, userWithChart } from "./harness.ts";
import { readMime } from "./support/mime.ts";
import { LOS_ANGELES_CHART, MOSCOW_PLACE, NOVOSIBIRSK_CHART } from "./support/telegram-app.ts";

const at = (iso: string) => Date.parse(iso);

describe.each(DB_TARGETS)("the e-mail digest on $name", (target: DbTarget) => {
  const received: { raw: string; to: string[] }[] = [];
  const records: string[] = [];
  // the app's own logger (its serializers), at debug, into an array
  const log = createLogger("debug", { write: (line: string) => void records.push(line) });
  const clock = manualClock("2026-11-21T00:30:00Z"); // Saturday, 03:30 in Moscow
  let server: SMTPServer;
  let mailer: Mailer;
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;

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
            to: session.envelope.rcptTo.map((r) => r.address),
          });
          callback();
        });
      },
    });
    server.on("error", () => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const addr = server.server.address();
    if (!addr || typeof addr === "string") throw new Error("no port");
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${addr.port}`,
      from: "Календарь Бацзы <no-reply@localhost>",
      outboxDir: null,
      log,
    });
    const opened = await target.open();
    drop = opened.drop;
    const env = {
      TRUST_PROXY: "127.0.0.1",
      SITE_URL_RU: "https://bazi.example",
      SITE_URL_EN: "https://bazi.example.com",
      LOG_LEVEL: "debug",
    };
    // two instances of one site on the same database: their own jobs, the site's one key
    const authKey = new Uint8Array(randomBytes(32));
    a = await testApp(opened.database, env, { clock, mailer, log, authKey });
    b = await testApp(opened.database, env, { clock, mailer, log, authKey, prepared: true });
  });

  afterAll(async () => {
    await mailer.close();
    await drop();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A user signed up in `lang` with a chart of `form` paid for a month, Moscow saved as their place. */
  const user = (lang: "ru" | "en", form: typeof NOVOSIBIRSK_CHART) =>
    userWithChart(a, "digest", {
      paid: true,
      form,
      lang,
      months: 1,
      paidFrom: new Date(clock.now()),
      place: MOSCOW_PLACE,
    });

  const to = (email: string) => received.filter((m) => m.to.includes(email));
  /** Both instances tick together. */
  const tickBoth = () => Promise.all([a.digest.tick(), b.digest.tick()]);
  const moveTo = (iso: string) => clock.advance(at(iso) - clock.now());

  it("daily: once at 08:00 at the user's place, with two instances; text and HTML in Russian; one-click unsubscribe", async () => {
    const u = await user("ru", NOVOSIBIRSK_CHART);
    const saved = await u.call("POST", "/api/email-digest", { mode: "daily", time: "08:00", chart: u.chart });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      message: "Настройки сохранены",
      digest: { mode: "daily", time: "08:00", chart: u.chart },
      place: { name: "Москва, Россия", source: "saved" },
    });

    moveTo("2026-11-21T01:00:00Z"); // 08:00 in Novosibirsk, 04:00 in Moscow: not yet
    await tickBoth();
    moveTo("2026-11-21T04:59:00Z");
    await tickBoth();
    expect(to(u.email)).toHaveLength(0);
    moveTo("2026-11-21T05:00:00Z"); // 08:00 in Moscow
    const reports = await tickBoth();
    expect(reports.map((r) => r.claimed).sort()).toEqual([0, 1]);
    expect(to(u.email)).toHaveLength(1);
    clock.advance(30 * 60_000);
    await tickBoth();
    expect(to(u.email)).toHaveLength(1);

    const mail = readMime(to(u.email)[0]!.raw);
    expect(mail.header("subject")).toBe("Ваш день 21 ноября 2026 · Вера");
    const text = mail.leaves.find((l) => l.type === "text/plain")!.text;
    const html = mail.leaves.find((l) => l.type === "text/html")!.text;
    for (const part of [text, html]) {
      expect(part).toContain("21 ноября 2026 · Вера");
      expect(part).toContain("Место: Москва, Россия");
      expect(part).toContain("Ваша оценка дня");
      expect(part).toContain("Лунные сутки");
      expect(part).toContain("https://bazi.example/2026/11/21");
      expect(part).toContain("потому что включили ежедневный дайджест");
      expect(part).toContain("https://bazi.example/client?tab=profile");
    }
    expect(text).not.toMatch(/<b>|<a |&amp;|&lt;/);
    expect(html).toContain("<b>");
    expect(html).toContain('<html lang="ru">');

    const listUnsubscribe = mail.header("list-unsubscribe");
    const m = /^<(https:\/\/bazi\.example\/unsubscribe\/email\/([^>]+))>$/.exec(listUnsubscribe);
    expect(m, listUnsubscribe).not.toBeNull();
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const path = new URL(m![1]!).pathname;
    const token = m![2]!;
    const mode = async () =>
      ((await (await u.call("GET", "/api/email-digest")).json()) as { digest: { mode: string } }).digest.mode;

    // GET: a page with a button, nothing changes (link scanners prefetch)
    const page = await a.app.request(path);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain('<form method="post">');
    expect(pageHtml).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(pageHtml).toContain("Отписаться");
    expect(await mode()).toBe("daily");

    // a forged token (another signature, or another user's id with this signature) is refused
    const forged = `${token.slice(0, -4)}AAAA`;
    const other = `00000000-0000-4000-8000-000000000000.${token.split(".")[1]}`;
    for (const bad of [forged, other, "nonsense"]) {
      const r = await a.app.request(`/unsubscribe/email/${bad}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
        body: "List-Unsubscribe=One-Click",
      });
      expect(r.status).toBe(404);
    }
    expect(await mode()).toBe("daily");

    // the one-click POST, as a mail client sends it: from another site, without a session
    const off = await b.app.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("дайджест на почту больше не придёт");
    expect(await mode()).toBe("off");

    moveTo("2026-11-22T05:00:00Z");
    await tickBoth();
    expect(to(u.email)).toHaveLength(1);

    // nothing of the address or the token in the log
    const logged = records.join("\n");
    expect(records.length).toBeGreaterThan(0);
    expect(logged).not.toContain(u.email);
    expect(logged).not.toContain(token.split(".")[1]!);
  });

  it("weekly: only on the chosen weekday, the seven days, in English", async () => {
    const u = await user("en", LOS_ANGELES_CHART);
    const r = await u.call("POST", "/api/email-digest", {
      mode: "weekly",
      weekday: 1,
      time: "09:15",
      chart: u.chart,
    });
    expect(r.status).toBe(200);
    moveTo("2026-11-22T06:15:00Z"); // Sunday 09:15 in Moscow
    await tickBoth();
    expect(to(u.email)).toHaveLength(0);
    moveTo("2026-11-23T06:15:00Z"); // Monday 09:15 in Moscow
    await tickBoth();
    expect(to(u.email)).toHaveLength(1);
    const mail = readMime(to(u.email)[0]!.raw);
    expect(mail.header("subject")).toBe("Your week from 23 November 2026 · Jane");
    const text = mail.leaves.find((l) => l.type === "text/plain")!.text;
    expect(text).toContain("weekly digest");
    expect(text).toContain("Mon 23 Nov");
    expect(text).toContain("Sun 29 Nov");
    expect(mail.leaves.some((l) => l.type === "text/html")).toBe(true);
    expect(mail.header("list-unsubscribe")).toMatch(/^<https:\/\/bazi\.example\.com\/unsubscribe\/email\//);
    moveTo("2026-11-24T06:15:00Z");
    await tickBoth();
    expect(to(u.email)).toHaveLength(1);

    // the account's data export carries the digest's settings and what was sent
    const exported = (await (await u.call("GET", "/api/user/export")).json()) as {
      emailDigest: { mode: string; weekday: number } | null;
      emailDigestDeliveries: { localDate: string; status: string }[];
    };
    expect(exported.emailDigest).toMatchObject({ mode: "weekly", weekday: 1 });
    expect(exported.emailDigestDeliveries).toEqual([
      expect.objectContaining({ localDate: "2026-11-23", status: "sent" }),
    ]);
  });

  it("the settings' errors name the field in the user's language; an unpaid chart is refused", async () => {
    const u = await user("ru", NOVOSIBIRSK_CHART);
    const bad = await u.call("POST", "/api/email-digest?lang=ru", {
      mode: "hourly",
      weekday: 9,
      time: "08:10",
      chart: u.chart,
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { errors: { field: string; message: string }[] };
    const fields = Object.fromEntries(body.errors.map((e) => [e.field, e.message]));
    expect(fields.mode).toContain("каждый день или раз в неделю");
    expect(fields.weekday).toContain("день недели");
    expect(fields.time).toContain("шаг 15 минут");
    const unpaid = await u.call("POST", "/api/charts", NOVOSIBIRSK_CHART);
    const uuid = ((await unpaid.json()) as { chart: { uuid: string } }).chart.uuid;
    const refused = await u.call("POST", "/api/email-digest?lang=en", {
      mode: "daily",
      time: "08:00",
      chart: uuid,
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain("Choose a chart with a paid Personal Calendar");
    // a cookie-less cross-site change of the settings is refused (the /api rule)
    const cross = await a.app.request("/api/email-digest", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ mode: "off", time: "08:00" }),
    });
    expect(cross.status).toBe(403);
  });
});
