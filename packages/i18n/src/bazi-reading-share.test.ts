/**
 * A reading about this person (issue 38): over forty varied charts (births 1945–2009 in Moscow, Yekaterinburg,
 * New York and Sydney, both sexes, every seventh without the hour), how many of a reading's sentences occur word
 * for word in another chart's reading. The test prints the share per language (the mean and the highest) and the
 * sentences most often repeated, and holds each reading to at most a third. The sections' notes (the school and
 * the sources, said once under a section) are not the reading and are not counted.
 */
import { describe, expect, it } from "vitest";
import { type BaziReading, baziReading } from "./bazi-reading.ts";
import { fortyCharts, TODAY } from "./forty-charts.test-helper.ts";
import type { Lang } from "./index.ts";

const plain = (t: string) => t.replace(/\[\[[\w-]+\|([^\]]+)\]\]/g, "$1");
/** The reading's sentences: a full stop, a question or an exclamation mark followed by a capital or a number. */
export const sentences = (r: BaziReading) =>
  [...r.summary.lines, ...r.portrait.paragraphs, ...r.sections.flatMap((s) => [...s.paragraphs, ...s.items])]
    .flatMap((p) => plain(p).split(/(?<=[.!?…])\s+(?=[«"(A-ZА-ЯЁ0-9])/u))
    .map((x) => x.trim())
    .filter(Boolean);

describe("a reading about this person", () => {
  for (const lang of ["ru", "en"] as Lang[])
    it(`repeats at most a third of its sentences from other charts' readings (${lang})`, () => {
      const readings = fortyCharts(lang).map((c) => sentences(baziReading(c, lang, TODAY)));
      const charts = new Map<string, number>();
      for (const r of readings) for (const s of new Set(r)) charts.set(s, (charts.get(s) ?? 0) + 1);
      const shares = readings.map((r) => r.filter((s) => charts.get(s)! > 1).length / r.length);
      const mean = shares.reduce((a, b) => a + b, 0) / shares.length;
      const max = Math.max(...shares);
      const top = [...charts]
        .filter(([, n]) => n > 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([s, n]) => `  ${n}× ${s.slice(0, 100)}`);
      const perChart = readings.reduce((a, r) => a + r.length, 0) / readings.length;
      console.log(
        `${lang}: ${perChart.toFixed(1)} sentences a reading; repeated elsewhere: mean ${(100 * mean).toFixed(1)}%, ` +
          `highest ${(100 * max).toFixed(1)}%\n${top.join("\n")}`,
      );
      expect(max).toBeLessThanOrEqual(1 / 3);
    }, 120_000);
});
