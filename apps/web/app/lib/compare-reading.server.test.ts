/**
 * The compatibility reading (compare-reading.server.ts) over real compatibilities of several pairs, in both
 * languages and for each kind: every placeholder is filled, every term has its explanation, the table adds up to
 * the verdict's score, and people are called by their names when the charts are saved ones.
 */
import { type CompatibilityKind, compatibilityJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { compareReading } from "./compare-reading.server.ts";

const birth = (date: string, time: string | null, gender: "male" | "female") => ({
  date,
  time,
  place: { lat: 55.7558, lng: 37.6173, tz: "Europe/Moscow" },
  gender,
});
const PAIRS = [
  [birth("1990-05-15", "08:30", "male"), birth("1992-11-03", "14:00", "female")],
  [birth("1984-02-10", "23:40", "female"), birth("2012-07-01", null, "male")],
  [birth("1975-12-31", "06:00", "male"), birth("1980-01-05", "12:00", "male")],
] as const;
const KINDS: CompatibilityKind[] = ["partner", "child", "business"];

describe("the compatibility reading", () => {
  it("fills every placeholder and explains every term, in both languages and for every kind", () => {
    for (const [a, b] of PAIRS) {
      for (const kind of KINDS) {
        for (const lang of ["ru", "en"] as const) {
          const c = compatibilityJson(a, b, kind, lang);
          const r = compareReading(c, lang, [null, null]);
          const texts = [...r.dayMasters, ...r.relations, ...r.otherRelations, ...r.elements];
          for (const t of texts) expect(t).not.toMatch(/\{\w+\}|undefined|NaN/);
          for (const t of texts)
            for (const m of t.matchAll(/\[\[([\w-]+)\|/g)) expect(r.terms[m[1]!], m[1]).toBeDefined();
          expect(r.total).toBe(r.points.reduce((s, p) => s + p.points, 0));
          expect(r.verdict.key).toBe(c.verdict);
          // the score says how it reads: the verdict's thresholds, from the engine
          expect(r.verdict.score).not.toMatch(/\{\w+\}/);
          expect(r.verdict.score).toContain(
            lang === "ru" ? "от +3 — гармоничное" : "from +3 the match is harmonious",
          );
          // the points are named as their own scale, with the verdict in words beside the signed number
          expect(r.verdict.points.scale).toBe(lang === "ru" ? "Баллы совместимости" : "Compatibility points");
          expect(r.verdict.points.value).toMatch(/^(\+\d+|−\d+|0) — \S/);
          expect(r.verdict.points.value).toContain(r.verdict.title.slice(1));
          expect(r.terms.compatibilityPoints, "the scale's explanation").toBeDefined();
          for (const p of r.points) expect(p.pointsText).toMatch(/^(\+\d+|−\d+)$/);
          expect(r.totalText).not.toContain("-");
          expect(new Set(r.points.map((p) => p.id)).size).toBe(r.points.length);
        }
      }
    }
  });

  it("calls the people by their saved names, else by their part", () => {
    const c = compatibilityJson(PAIRS[0][0], PAIRS[0][1], "partner", "ru");
    expect(compareReading(c, "ru", ["Иван", "Мария"]).people.map((p) => p.label)).toEqual(["Иван", "Мария"]);
    expect(compareReading(c, "ru", [null, null]).people.map((p) => p.label)).toEqual(["Вы", "Партнёр"]);
    const child = compatibilityJson(PAIRS[1][0], PAIRS[1][1], "child", "en");
    const r = compareReading(child, "en", [null, null]);
    expect(r.people.map((p) => p.label)).toEqual(["Parent", "Child"]);
    expect(r.people[1]!.pillars[3]).toBe("hour unknown");
  });
});

describe("the compatibility points in words", () => {
  it("writes a negative score with a real minus and the verdict's word: «−2 — непростое сочетание»", () => {
    const PAIR = PAIRS.flatMap(([a, b]) => KINDS.map((k) => [a, b, k] as const)).find(
      ([a, b, k]) => compatibilityJson(a, b, k, "ru").score < 0,
    );
    expect(PAIR, "a pair with a negative score among the examples").toBeDefined();
    const [a, b, kind] = PAIR!;
    for (const lang of ["ru", "en"] as const) {
      const c = compatibilityJson(a, b, kind, lang);
      const r = compareReading(c, lang, [null, null]);
      const title = r.verdict.title;
      const word = title.charAt(0).toLowerCase() + title.slice(1);
      expect(r.verdict.points.value).toBe(`−${-c.score} — ${word}`);
      expect(r.totalText).toBe(`−${-c.score}`);
    }
  });
});
