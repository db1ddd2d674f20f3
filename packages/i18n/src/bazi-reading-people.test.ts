/**
 * The reading's sentences that combine this chart's facts (bazi-reading.ts, reading-people.ts): the close ones by
 * the ten gods and the palaces (子平真诠), the conception pillar, life palace and void (三命通会), and, over forty
 * varied charts, that no verdict of a reading contradicts another (the strength named in the summary, the strength
 * section and the portrait; each god's element called what the chart's roles call it; the decade's verdict in the
 * summary and in the timing section).
 */
import { type ChartJson, chartJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { type BaziReading, baziReading } from "./bazi-reading.ts";
import { fortyCharts, TODAY } from "./forty-charts.test-helper.ts";
import type { Lang } from "./index.ts";

const place = { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" };
const chart = (lang: Lang, gender: "male" | "female" | null, time: string | null = "10:30") =>
  chartJson({ date: "1990-05-15", time, place, gender }, lang, {
    annualFrom: 2022,
    annualTo: 2031,
    asOf: Date.UTC(2026, 10, 25),
  }) as ChartJson;
const plain = (t: string) => t.replace(/\[\[[\w-]+\|([^\]]+)\]\]/g, "$1");
const section = (r: BaziReading, id: string) => r.sections.find((s) => s.id === id)!;
const paragraphs = (r: BaziReading, id: string) => section(r, id)?.paragraphs.map(plain) ?? [];

describe("the close ones, by the ten gods and the palaces", () => {
  it("reads a woman's spouse star as Power and a man's as Wealth, each with where it stands and what its element does", () => {
    // 庚 day master: Power is fire (正官 丁, 七杀 丙), useful to this strong chart; Wealth is wood
    const woman = paragraphs(baziReading(chart("ru", "female"), "ru", TODAY), "people");
    expect(woman[0]).toMatch(
      /^Звезда супруга \(для женщины — муж\) — Прямой Офицер \(正官\) — скрыта в ветви столпа года \(午\).*её стихия \(Огонь\) для вас полезна/,
    );
    const man = paragraphs(baziReading(chart("ru", "male"), "ru", TODAY), "people");
    expect(man[0]).toMatch(/^Звезды? супруга \(для мужчины — жена/);
    expect(man[0]).toMatch(/Богатство/);
    // children: a woman's Output, a man's Power
    expect(woman.find((p) => p.includes("Звезд") && p.includes("детей"))).toMatch(/Самовыражение/);
    expect(man.find((p) => p.includes("Звезд") && p.includes("детей"))).toMatch(/Власть/);
    const en = paragraphs(baziReading(chart("en", "female"), "en", TODAY), "people");
    expect(en[0]).toMatch(
      /^The spouse star \(for a woman, the husband\), Direct Officer \(正官\), is hidden/,
    );
  });

  it("reads the spouse palace with its god and every relation that touches the day branch", () => {
    let seen = 0;
    for (const c of fortyCharts("ru")) {
      const palace = paragraphs(baziReading(c, "ru", TODAY), "people").find((p) =>
        p.startsWith("Дворец супруга"),
      )!;
      expect(palace).toContain(`ветвь дня ${c.pillars.day.branch.zh}`);
      const touching = c.interactions.filter(
        (i) => i.pillars.includes("day") && i.kind !== "stemCombination" && i.kind !== "stemClash",
      );
      for (const i of touching) expect(palace, i.chars).toContain(i.chars);
      if (touching.length === 0) expect(palace).toContain("брак держится на самих партнёрах");
      seen += touching.length;
    }
    expect(seen).toBeGreaterThan(5);
  });

  it("says without the sex that the spouse star cannot be named, and without the hour gives no children palace", () => {
    const r = paragraphs(baziReading(chart("ru", null, null), "ru", TODAY), "people");
    expect(r[0]).toMatch(/^Без пола звезду супруга не определить/);
    expect(r.join(" ")).not.toContain("Дворец детей");
  });
});

describe("the conception pillar, the life palace and the void", () => {
  it("reads the void by what stands in it: a useful element empties slowly, a harmful one for the better", () => {
    const kinds = new Set<string>();
    for (const c of fortyCharts("ru")) {
      const r = baziReading(c, "ru", TODAY);
      const text = paragraphs(r, "palaces").join(" ");
      expect(text).toContain(`Столп зачатия (胎元) ${c.conception.zh}`);
      if (c.lifePalace) expect(text).toContain(`Дворец жизни (命宫) ${c.lifePalace.zh}`);
      const on = c.void.day.pillars.filter((p) => p !== "day");
      if (on.length === 0) {
        expect(text).toContain("ни один ваш столп на них не стоит");
        kinds.add("none");
        continue;
      }
      const roles = on.map((p) => c.dayMaster.favourable.roles[c.pillars[p as "year"]!.branch.element]!.key);
      if (roles.every((k) => k === "harmful")) {
        expect(text).toContain("пустеет неблагоприятное — это к лучшему");
        kinds.add("good");
      } else if (roles.some((k) => k === "useful" || k === "helpful")) {
        expect(text).toContain("пустеет полезное");
        kinds.add("bad");
      } else kinds.add("neutral");
    }
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    expect(section(baziReading(fortyCharts("ru")[0]!, "ru", TODAY), "palaces").note).toContain("三命通会");
  });
});

describe("no verdict of a reading contradicts another (forty charts)", () => {
  const WORD = { strong: "силён", balanced: "уравновешен", weak: "слаб" } as const;
  const ROLE = {
    useful: "ваш полезный",
    helpful: "благоприятный для вас",
    harmful: "неблагоприятный для вас",
  };
  it("names one strength, calls each god's element what the chart's roles call it, and gives the decade one verdict", () => {
    for (const c of fortyCharts("ru")) {
      const r = baziReading(c, "ru", TODAY);
      const s = c.dayMaster.strength;
      if (!s.special) {
        expect(r.summary.lines[1]).toMatch(
          new RegExp(`^Хозяин Дня \\[\\[strength\\|${WORD[s.key]} \\(${s.score} из 100\\)\\]\\]`),
        );
        expect(paragraphs(r, "strength")[1]).toContain(`${WORD[s.key]}`);
        for (const other of Object.values(WORD).filter((w) => w !== WORD[s.key]))
          expect(paragraphs(r, "strength")[1]).not.toMatch(new RegExp(`\\) ${other}[ ,]`));
      }
      for (const p of paragraphs(r, "gods")) {
        const m = p.match(
          /несёт (ваш полезный|благоприятный для вас|неблагоприятный для вас) элемент \((\S+)\)/,
        );
        if (!m) continue;
        const role = Object.entries(ROLE).find(([, w]) => w === m[1])![0];
        const NAMES = {
          Дерево: "wood",
          Огонь: "fire",
          Земля: "earth",
          Металл: "metal",
          Вода: "water",
        } as const;
        expect(c.dayMaster.favourable.roles[NAMES[m[2] as keyof typeof NAMES]]?.key, p).toBe(role);
      }
      const now = r.summary.lines[4];
      const decade = paragraphs(r, "timing")[0];
      if (now && decade?.startsWith("Десятилетие")) {
        const word = decade.match(/для вас (благоприятное|смешанное|трудное)/)![1]!;
        expect(now).toContain(`, для вас ${word}, `);
      }
    }
  });
});
