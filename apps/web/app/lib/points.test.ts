/**
 * The selection score in words (points.ts): the sign, a real minus, the language's decimal sign and the noun's
 * plural form by Intl.PluralRules.
 */
import { describe, expect, it } from "vitest";
import { selectionPoints } from "./points.ts";

describe("selection points", () => {
  it("agree in Russian with the number, whole or fractional", () => {
    expect(selectionPoints("ru", 1)).toBe("+1 балл выбора");
    expect(selectionPoints("ru", 2)).toBe("+2 балла выбора");
    expect(selectionPoints("ru", 8)).toBe("+8 баллов выбора");
    expect(selectionPoints("ru", 11)).toBe("+11 баллов выбора");
    expect(selectionPoints("ru", 21)).toBe("+21 балл выбора");
    expect(selectionPoints("ru", 6.5)).toBe("+6,5 балла выбора");
    expect(selectionPoints("ru", 0)).toBe("0 баллов выбора");
  });

  it("write a negative score with a real minus, never a hyphen", () => {
    expect(selectionPoints("ru", -2)).toBe("\u22122 балла выбора");
    expect(selectionPoints("ru", -1.25)).toBe("\u22121,25 балла выбора");
    expect(selectionPoints("en", -5)).toBe("\u22125 selection points");
    for (const n of [-3, -0.5, -11]) expect(selectionPoints("ru", n)).not.toContain("-");
  });

  it("agree in English", () => {
    expect(selectionPoints("en", 1)).toBe("+1 selection point");
    expect(selectionPoints("en", 8)).toBe("+8 selection points");
    expect(selectionPoints("en", 6.5)).toBe("+6.5 selection points");
  });
});
