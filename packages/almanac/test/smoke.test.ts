import { describe, expect, it } from "vitest";
import { dayPillarIndex, jdn, pillarZh } from "../src/cycle.ts";
import { solarTermsOfYear } from "../src/solar-terms.ts";

describe("smoke", () => {
  it("2000-01-07 is 甲子", () => {
    expect(pillarZh(dayPillarIndex(jdn(2000, 1, 7)))).toBe("甲子");
  });
  it("terms", () => {
    const t = solarTermsOfYear(2025);
    expect(new Date(t[2]!.at).toISOString()).toMatch(/^2025-02-03T14:10/);
  });
});
