/**
 * The share card of a calculator link (GET /bazi/card.png, /en/bazi/card.png): a 1200×630 PNG for the query of
 * /bazi?…, different for different charts and languages, public and cached for long, limited per address; a bad
 * or missing field answers 400 naming it. What the card draws (its SVG) has the pillars' characters and never
 * the person's name, birth date, time or city; nor do the server's logs carry them.
 */
import { chartJson } from "@bazi/almanac";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareCardSvg } from "../src/features/bazi/share-card.ts";
import { createLogger } from "../src/log.ts";
import { DB_TARGETS, testApp } from "./harness.ts";

/** A chart link's query as the calculator makes it (apps/web lib/bazi-form.ts chartQuery). */
const LINK = {
  name: "Анна Секретова",
  gender: "female",
  date: "1990-05-15",
  time: "10:30",
  city: "Москва, Россия",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
  zi: "dayChangesAt23",
  basis: "apparentSolar",
};
const query = (over: Record<string, string | null> = {}) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...LINK, ...over })) if (v !== null) q.set(k, v);
  return q.toString();
};
const isPng = (b: Uint8Array) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x);

describe("the share card", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let drop: () => Promise<void>;
  const lines: string[] = [];

  beforeAll(async () => {
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    const log = createLogger("debug", { write: (line: string) => void lines.push(line) });
    ctx = await testApp(opened.database, { LOG_LEVEL: "debug" }, { log });
  });
  afterAll(async () => {
    await drop();
  });

  const png = async (path: string) => {
    const res = await ctx.app.request(path);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const cc = res.headers.get("cache-control") ?? "";
    expect(cc).toMatch(/\bpublic\b/);
    expect(Number(/max-age=(\d+)/.exec(cc)?.[1])).toBeGreaterThanOrEqual(7 * 24 * 3600);
    return new Uint8Array(await res.arrayBuffer());
  };

  it("is a 1200×630 PNG of the chart, different for another chart and in English", async () => {
    const first = await png(`/bazi/card.png?${query()}`);
    expect(isPng(first)).toBe(true);
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);

    const other = await png(`/bazi/card.png?${query({ date: "1984-02-10", time: null, unknownHour: "1" })}`);
    expect((await sharp(other).metadata()).width).toBe(1200);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(other))).not.toBe(0);

    const en = await png(`/en/bazi/card.png?${query()}`);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(en))).not.toBe(0);
    // ?lang= says the same as the path
    const enByParam = await png(`/bazi/card.png?${query({ lang: "en" })}`);
    expect(Buffer.compare(Buffer.from(en), Buffer.from(enByParam))).toBe(0);
    // the name and the city do not change the image (nor are they drawn)
    const renamed = await png(`/bazi/card.png?${query({ name: "Карта", city: "Где-то" })}`);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(renamed))).toBe(0);
  });

  it("reads the link's fields as the form does: a decimal comma, an offset for the zone", async () => {
    const a = await png(`/bazi/card.png?${query({ lat: "55,7558", lng: "37,6173", tz: "+3" })}`);
    expect((await sharp(a).metadata()).height).toBe(630);
  });

  it("draws the pillars and never the name, the birth date, time or place", () => {
    const chart = chartJson(
      {
        date: LINK.date,
        time: LINK.time,
        place: { lat: 55.7558, lng: 37.6173, tz: LINK.tz },
        gender: "female",
        options: {},
      },
      "ru",
    );
    const svg = shareCardSvg(chart, "ru");
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    // 1990-05-15 10:30 in Moscow: 庚午 辛巳 庚辰 辛巳, the day master 庚 Ян Металл
    for (const p of [chart.pillars.year, chart.pillars.month, chart.pillars.day, chart.pillars.hour!]) {
      expect(svg).toContain(`>${p.stem.zh}<`);
      expect(svg).toContain(`>${p.branch.zh}<`);
      expect(svg).toContain(p.stem.name);
    }
    expect(chart.pillars.day.zh).toBe("庚辰");
    expect(svg).toContain("Ян Металл");
    expect(svg).toContain("Календарь Бацзы");
    for (const secret of ["Анна", "1990", "15.05", "05-15", "15 мая", "10:30", "Москва", "55.75", "37.61"])
      expect(svg).not.toContain(secret);
    const en = shareCardSvg(chartJson({ ...chartInput(), options: {} }, "en"), "en");
    expect(en).toContain("Day Master");
    expect(en).not.toMatch(/[А-Яа-яЁё]/);
  });

  it("answers 400 naming the bad or missing field, never 5xx", async () => {
    const cases: [Record<string, string | null>, string][] = [
      [{ date: null }, "date"],
      [{ date: "15.05.1990" }, "date"],
      [{ time: null }, "time"],
      [{ time: "25:99" }, "time"],
      [{ lat: "north" }, "lat"],
      [{ lat: "95" }, "lat"],
      [{ lng: null }, "lng"],
      [{ tz: null }, "tz"],
      [{ tz: "Mars/Olympus" }, "tz"],
      [{ gender: "other" }, "gender"],
      [{ zi: "midnight" }, "zi"],
      [{ date: "1990-02-31" }, "date"],
    ];
    for (const [over, field] of cases) {
      const res = await ctx.app.request(`/bazi/card.png?${query(over)}`);
      expect(res.status, `${JSON.stringify(over)}: ${await res.clone().text()}`).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const body = (await res.json()) as { code: string; errors: { field: string; message: string }[] };
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.errors.map((e) => e.field)).toContain(field);
    }
    const en = await ctx.app.request(`/en/bazi/card.png?${query({ lat: "north" })}`);
    const problem = (await en.json()) as { errors: { message: string }[] };
    expect(problem.errors[0]!.message).toBe("lat: A number is expected");
    expect((await ctx.app.request("/bazi/card.png")).status).toBe(400);
  });

  it("logs neither the name nor the birth data", () => {
    // each line without the logger's own timestamp, which may read "…T13:10:30…" by chance
    const logged = lines
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const { time: _, ...rest } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join("\n");
    expect(logged).toContain("/bazi/card.png");
    for (const secret of [LINK.name, "Секретова", LINK.date, "10%3A30", "10:30", "1984-02-10", "Москва"])
      expect(logged).not.toContain(secret);
  });
});

describe("the share card's rate limit", () => {
  it("refuses a burst from one address with 429", async () => {
    const opened = await DB_TARGETS[0]!.open();
    try {
      const ctx = await testApp(opened.database, { RATE_LIMIT_BURST: "2", RATE_LIMIT_PER_MINUTE: "1" });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await ctx.app.request(`/bazi/card.png?${query()}`)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await opened.drop();
    }
  });
});

function chartInput() {
  return {
    date: "1984-02-10",
    time: null,
    place: { lat: 59.9386, lng: 30.3141, tz: "Europe/Moscow" },
    gender: "male" as const,
  };
}
