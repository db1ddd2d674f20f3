/**
 * The chart and its reading by e-mail (issue 39 item 4, decision 038): what /bazi sends when the visitor ticks the
 * box. The message is the reading the page shows (its summary lines, every section) with the chart's link, in the
 * visitor's language; it goes to the address given and nowhere else, the address stays out of the log, and the
 * form cannot flood a mailbox: three at once from one client address, three a day to one recipient, counted in
 * the shared buckets (PostgreSQL's table on PostgreSQL, so every instance counts alike).
 */
import { baziReading } from "@bazi/i18n/bazi-reading";
import { plainReading } from "@bazi/i18n/reading-plain";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_MAIL_PER_CLIENT, CHART_MAIL_PER_RECIPIENT } from "../src/features/bazi/chart-mail.ts";
import { DB_TARGETS, type TestApp, testApp } from "./harness.ts";

const BIRTH = {
  date: "1990-05-15",
  time: "14:30",
  lat: 55.7558,
  lng: 37.6173,
  tz: "Europe/Moscow",
  gender: "female" as const,
};
const visitor = (ip: string) => ({ viewer: null, principal: null, ip, https: true }) as const;

describe.each(DB_TARGETS)("the chart by e-mail on $name", (target) => {
  let ctx: TestApp;
  let drop = async () => {};
  const records: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const log = pino({ level: "trace" }, { write: (line: string) => void records.push(JSON.parse(line)) });
    const opened = await target.open();
    drop = opened.drop;
    ctx = await testApp(opened.database, {}, { log });
  });
  afterAll(async () => {
    await drop();
  });

  const send = async (to: string, ip: string, lang: "ru" | "en", name = "") => {
    const r = ctx.services.bazi.chart(BIRTH, lang);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const out = await ctx.services.bazi.sendChart(
      visitor(ip),
      { to, chart: r.chart, name, link: "https://bazi.example/bazi?date=1990-05-15", today: "2026-11-21" },
      lang,
    );
    await ctx.mailQueue.idle();
    return { out, chart: r.chart };
  };
  const mailsTo = (to: string) => ctx.outbox.messages().filter((m) => m.to === to);

  it("sends the page's reading, in the visitor's language, to the address given", async () => {
    for (const lang of ["ru", "en"] as const) {
      const to = `anna-${lang}@example.com`;
      const { out, chart } = await send(to, `198.51.100.${lang === "ru" ? 1 : 2}`, lang, "Анна");
      expect(out.ok).toBe(true);
      const mails = mailsTo(to);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(
        lang === "ru" ? "Карта Бацзы «Анна» и её разбор" : "The Bazi chart “Анна” and its reading",
      );
      const reading = plainReading(baziReading(chart, lang, "2026-11-21"));
      // the summary's every line and each section's title, as the page shows them (the terms as their words)
      for (const line of reading.summary.lines) expect(mail.text).toContain(line);
      for (const s of reading.sections) expect(mail.text).toContain(s.title.toUpperCase());
      expect(mail.text).toContain("庚午 辛巳 庚辰 癸未");
      expect(mail.text).toContain("https://bazi.example/bazi?date=1990-05-15");
      // plain text: no term markup of the page
      expect(mail.text).not.toMatch(/\[\[/);
    }
  });

  it("refuses a fourth message from one client address in a row, saying when to try again", async () => {
    const ip = "198.51.100.50";
    for (let i = 0; i < CHART_MAIL_PER_CLIENT.burst; i++)
      expect((await send(`client-${i}@example.com`, ip, "ru")).out.ok).toBe(true);
    const { out } = await send("client-next@example.com", ip, "ru");
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.code).toBe("RATE_LIMITED");
    expect(out.retryAfter).toBeGreaterThan(0);
    expect(mailsTo("client-next@example.com")).toHaveLength(0);
  });

  it("refuses a fourth message to one recipient the same day, from whatever address", async () => {
    const to = "target@example.com";
    for (let i = 0; i < CHART_MAIL_PER_RECIPIENT.burst; i++)
      expect((await send(to, `198.51.100.${100 + i}`, "en")).out.ok).toBe(true);
    // the same address written otherwise is the same mailbox
    const { out } = await send("Target@Example.com", "198.51.100.120", "en");
    expect(out.ok === false && out.code).toBe("RATE_LIMITED");
    expect(mailsTo(to)).toHaveLength(CHART_MAIL_PER_RECIPIENT.burst);
  });

  it("writes no address into the log", () => {
    const logged = JSON.stringify(records);
    expect(logged).not.toContain("example.com");
    expect(logged).not.toContain("Example.com");
  });
});
