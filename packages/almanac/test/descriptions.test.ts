import { describe, expect, it } from "vitest";
import { naYinIndex } from "../src/chart-details.ts";
import { pillarZh } from "../src/cycle.ts";
import { NA_YIN_NAMES } from "../src/names/chart.ts";
import { MANSION_NAMES, OFFICER_NAMES, SOLAR_TERM_NAMES } from "../src/names/core.ts";
import {
  elementRelation,
  LUNAR_DAY_TEXTS,
  MANSION_TEXTS,
  OFFICER_TEXTS,
  pillarText,
  TERM_TEXTS,
} from "../src/names/descriptions.ts";

const CJK_OR_LATIN_IN_RU = /[a-z]{3,}/i;

describe("day description texts", () => {
  it("one text per officer, mansion, term and lunar day, in both languages", () => {
    expect(OFFICER_TEXTS).toHaveLength(12);
    expect(MANSION_TEXTS).toHaveLength(28);
    expect(TERM_TEXTS).toHaveLength(24);
    expect(LUNAR_DAY_TEXTS).toHaveLength(30);
    for (const t of [...OFFICER_TEXTS, ...MANSION_TEXTS, ...TERM_TEXTS, ...LUNAR_DAY_TEXTS]) {
      expect(t.ru).toMatch(/[а-яё]/i);
      expect(t.ru).not.toMatch(CJK_OR_LATIN_IN_RU);
      expect(t.en).toMatch(/^[\x20-\x7E\u00B0\u2019\u4E00-\u9FFF]+$/);
    }
  });

  it("each text names its own officer, mansion and term, and follows the mansion's luck column", () => {
    OFFICER_TEXTS.forEach((t, i) => {
      expect(t.en).toContain(OFFICER_NAMES[i]!.en);
    });
    MANSION_TEXTS.forEach((t, i) => {
      const m = MANSION_NAMES[i]!;
      expect(t.ru.startsWith(m.ru)).toBe(true);
      expect(t.en.startsWith(m.en)).toBe(true);
      expect(t.en).toContain(m.luck === "auspicious" ? "is auspicious" : "inauspicious");
    });
    TERM_TEXTS.forEach((t, i) => {
      expect(t.ru.startsWith(SOLAR_TERM_NAMES[i]!.ru)).toBe(true);
      expect(t.en.startsWith(SOLAR_TERM_NAMES[i]!.en)).toBe(true);
      expect(t.en).toContain(`${(285 + 15 * i) % 360}°`);
    });
  });

  it("the lunar days carry their traditional symbols (day 1 Lamp … day 30 Golden Swan)", () => {
    expect(LUNAR_DAY_TEXTS[0]!.symbol).toEqual({ ru: "Светильник", en: "Lamp" });
    expect(LUNAR_DAY_TEXTS[29]!.symbol).toEqual({ ru: "Золотой лебедь", en: "Golden Swan" });
    expect(new Set(LUNAR_DAY_TEXTS.map((t) => t.symbol.ru)).size).toBe(30);
  });

  it("the five elements: production and control cycles", () => {
    expect(elementRelation("wood", "fire")).toBe("produces");
    expect(elementRelation("water", "wood")).toBe("produces");
    expect(elementRelation("earth", "water")).toBe("controls");
    expect(elementRelation("wood", "metal")).toBe("controlled");
    expect(elementRelation("metal", "earth")).toBe("produced");
    expect(elementRelation("fire", "fire")).toBe("same");
  });

  it("every one of the 60 pillars gets a text with its characters and na yin", () => {
    for (let i = 0; i < 60; i++) {
      const na = NA_YIN_NAMES[naYinIndex(i)]!;
      const t = pillarText(i, na);
      expect(t.ru.startsWith(pillarZh(i))).toBe(true);
      expect(t.ru).toContain(na.ru);
      expect(t.en).toContain(na.en);
    }
    expect(pillarText(0, NA_YIN_NAMES[0]!).ru).toBe(
      "甲子: Ян Дерево над ветвью Цзы (Крыса, Вода); ветвь питает ствол. Звук на-инь — «Металл в море».",
    );
  });
});
