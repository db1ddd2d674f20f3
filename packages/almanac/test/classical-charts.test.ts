/**
 * The day master's judgement against the classical example charts whose verdict the book itself states
 * (test/data/classical-charts.json, docs/classical-charts.md: 滴天髓阐微, 子平真诠评注, 穷通宝鉴). Agreement is measured
 * and printed, per book and per kind of verdict, and held above a floor so that a change that loses charts fails;
 * docs/bazi-day-master.md §5 reports the figures. The specification's sample chart must come out as practitioners
 * read it: a weak 庚 under a fire meeting, earth and metal useful.
 */
import { describe, expect, it } from "vitest";
import type { PlacedPillar } from "../src/chart-relations.ts";
import { pillarIndexOf } from "../src/cycle.ts";
import { judgeDayMaster } from "../src/day-master.ts";
import data from "./data/classical-charts.json" with { type: "json" };

interface BookChart {
  id: string;
  pillars: string[];
  strength: "strong" | "weak" | "follow" | "dominant" | "transform" | null;
  usefulElements: string[] | null;
}

const POSITIONS = ["year", "month", "day", "hour"] as const;
const charts = (data as { charts: BookChart[] }).charts;
const book = (id: string) =>
  id.startsWith("dts")
    ? "滴天髓"
    : id.startsWith("zpzq")
      ? "子平真诠"
      : id.startsWith("qtbj")
        ? "穷通宝鉴"
        : "spec";

function ours(c: BookChart) {
  const pillars: PlacedPillar[] = c.pillars.map((zh, i) => {
    const n = pillarIndexOf(zh);
    return { position: POSITIONS[i]!, stem: n % 10, branch: n % 12 };
  });
  const j = judgeDayMaster(pillars[2]!.stem, pillars);
  const special = j.strength.special?.kind;
  // the book's classes: every 从 is "follow"; 专旺 and 化气 by name; else the verdict (balanced has no book class)
  const strength =
    special === undefined ? j.strength.verdict : special.startsWith("follow") ? "follow" : special;
  return { strength, useful: j.favourable.favourable[0] as string, j };
}

const rows = charts.map((c) => {
  const o = ours(c);
  return {
    id: c.id,
    book: book(c.id),
    strength: c.strength === null ? null : c.strength === o.strength,
    useful: c.usefulElements?.length ? c.usefulElements.includes(o.useful) : null,
    bookStrength: c.strength,
  };
});
const share = (xs: (boolean | null)[]) => {
  const known = xs.filter((x): x is boolean => x !== null);
  return { agree: known.filter(Boolean).length, of: known.length };
};

describe("the classical example charts", () => {
  it("are valid charts: four pillars, the month stem by 五虎遁 and the hour stem by 五鼠遁", () => {
    expect(charts.length).toBeGreaterThanOrEqual(30);
    for (const c of charts) {
      const [y, m, d, h] = c.pillars.map(pillarIndexOf) as [number, number, number, number];
      expect(
        [y, m, d, h].every((n) => n >= 0),
        c.id,
      ).toBe(true);
      // 甲己 → 丙寅, 乙庚 → 戊寅 …: the month stem counts on from the year stem's first month
      expect((m % 10) - (((y % 5) * 2 + 2 + (((m % 12) - 2 + 12) % 12)) % 10), c.id).toBe(0);
      expect((h % 10) - (((d % 5) * 2 + (h % 12)) % 10), c.id).toBe(0);
    }
  });

  it("the specification's sample 庚午 辛巳 庚辰 癸未 is weak, with earth then metal useful (杀印相生)", () => {
    const sample = charts.find((c) => c.id === "spec-sample")!;
    const { strength, j } = ours(sample);
    expect(strength).toBe("weak");
    expect(j.favourable.favourable).toEqual(["earth", "metal"]);
  });

  it("agree with the books' own verdicts on most charts (printed per book and per kind)", () => {
    const lines: string[] = [];
    for (const b of ["滴天髓", "子平真诠", "穷通宝鉴"]) {
      const r = rows.filter((x) => x.book === b);
      const s = share(r.map((x) => x.strength));
      const u = share(r.map((x) => x.useful));
      lines.push(`${b}: strength ${s.agree}/${s.of}, useful element ${u.agree}/${u.of}`);
    }
    for (const kind of ["strong", "weak", "follow", "dominant", "transform"]) {
      const s = share(rows.filter((x) => x.bookStrength === kind).map((x) => x.strength));
      lines.push(`book says ${kind}: we agree on ${s.agree}/${s.of}`);
    }
    const strength = share(rows.map((x) => x.strength));
    const useful = share(rows.map((x) => x.useful));
    lines.push(`all: strength ${strength.agree}/${strength.of}, useful element ${useful.agree}/${useful.of}`);
    console.log(`classical charts:\n  ${lines.join("\n  ")}`);
    // measured when this school was written down: 48/62 and 41/65 (docs/bazi-day-master.md §5)
    expect(strength.agree / strength.of).toBeGreaterThanOrEqual(0.75);
    expect(useful.agree / useful.of).toBeGreaterThanOrEqual(0.6);
  });
});
