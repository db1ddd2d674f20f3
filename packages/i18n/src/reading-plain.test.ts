/** The reading as plain text (the CLI's `bazi chart --json`): each marked term becomes its label, nothing else changes. */
import { chartJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { baziReading } from "./bazi-reading.ts";
import { plainReading, plainText } from "./reading-plain.ts";

describe("the reading in plain text", () => {
  it("turns each [[id|label]] into its label", () => {
    expect(
      plainText("[[luckPillars|luck pillar]] 丁丑: [[god-directOfficer|Direct Officer (正官)]], order"),
    ).toBe("luck pillar 丁丑: Direct Officer (正官), order");
    expect(plainText("no terms [here]")).toBe("no terms [here]");
  });

  it("keeps the summary, portrait and sections, without the page's term explanations", () => {
    const chart = chartJson(
      {
        date: "1990-05-15",
        time: "14:30",
        place: { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" },
        gender: "female",
      },
      "en",
      { annualFrom: 2022, annualTo: 2031 },
    );
    const r = baziReading(chart, "en", "2026-11-25");
    const p = plainReading(r);
    expect(Object.keys(p)).toEqual(["title", "school", "summary", "portrait", "sections"]);
    expect(p.sections.map((s) => s.id)).toEqual(r.sections.map((s) => s.id));
    expect(p.portrait).toMatchObject({
      zh: r.portrait.zh,
      name: r.portrait.name,
      element: r.portrait.element,
    });
    const all = JSON.stringify(p);
    expect(all).not.toContain("[[");
    expect(JSON.stringify(r)).toContain("[[");
    expect(p.sections.find((s) => s.id === "timing")!.paragraphs.length).toBe(
      r.sections.find((s) => s.id === "timing")!.paragraphs.length,
    );
  });
});
