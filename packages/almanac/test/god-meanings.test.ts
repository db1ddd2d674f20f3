import { describe, expect, it } from "vitest";
import { SPIRIT_NAMES } from "../src/names/core.ts";
import type { Text } from "../src/names/descriptions.ts";
import {
  GENERAL_STAR_MEANINGS,
  GOD_MEANINGS,
  generalStarMeaning,
  godMeaning,
  PATH_SPIRIT_GODS,
  pathSpiritMeaning,
} from "../src/names/god-meanings.ts";
import { GODS } from "../src/names/gods.ts";
import { GENERAL_STAR_NAMES, type GeneralStarKey } from "../src/stars.ts";

const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

function checkText(t: Text, where: string) {
  for (const [lang, s] of [
    ["ru", t.ru],
    ["en", t.en],
  ] as const) {
    const at = `${where} ${lang}: ${s}`;
    expect(s.trim(), at).not.toBe("");
    expect(s, at).not.toMatch(/^\s|\s$|\s{2,}/);
    expect(words(s), at).toBeGreaterThanOrEqual(7);
    expect(words(s), at).toBeLessThanOrEqual(22);
    expect(s.length, at).toBeLessThanOrEqual(150);
    expect(s, at).toMatch(/[.!]$/);
    // one line, own words: no characters, no transliterated English in Russian, no Cyrillic in English
    expect(s, at).not.toMatch(/[\n\u3400-\u9fff]/);
  }
  expect(t.ru, where).toMatch(/[а-яё]/i);
  expect(t.ru, where).not.toMatch(/[a-z]/i);
  expect(t.en, where).not.toMatch(/[а-яё]/i);
}

describe("god meanings", () => {
  it("one meaning for each of the 151 day gods, in the order of GODS", () => {
    expect(GOD_MEANINGS).toHaveLength(GODS.length);
    expect(GODS).toHaveLength(151);
    GOD_MEANINGS.forEach((m, i) => {
      expect(m.zh, `god ${i}`).toBe(GODS[i]!.zh);
      checkText(m, `god ${i} ${m.zh}`);
      expect(godMeaning(i, "ru")).toBe(m.ru);
      expect(godMeaning(i, "en")).toBe(m.en);
    });
    expect(() => godMeaning(151, "ru")).toThrow(RangeError);
  });

  it("one meaning for each general star", () => {
    const keys = Object.keys(GENERAL_STAR_NAMES) as GeneralStarKey[];
    expect(Object.keys(GENERAL_STAR_MEANINGS).sort()).toEqual([...keys].sort());
    for (const k of keys) {
      checkText(GENERAL_STAR_MEANINGS[k], `star ${k}`);
      expect(generalStarMeaning(k, "en")).toBe(GENERAL_STAR_MEANINGS[k].en);
    }
  });

  it("the twelve path spirits share the meaning of their god (玄武 = 元武, the path's 天德 = 宝光)", () => {
    expect(PATH_SPIRIT_GODS).toHaveLength(12);
    SPIRIT_NAMES.forEach((sp, i) => {
      const god = GODS[PATH_SPIRIT_GODS[i]!]!;
      const expected = sp.zh === "玄武" ? "元武" : sp.zh === "天德" ? "宝光" : sp.zh;
      expect(god.zh).toBe(expected);
      // a yellow spirit is an auspicious god, a black one inauspicious
      expect(god.luck).toBe(sp.path === "yellow" ? "auspicious" : "inauspicious");
      expect(pathSpiritMeaning(i, "ru")).toBe(GOD_MEANINGS[god.index]!.ru);
    });
    expect(() => pathSpiritMeaning(12, "en")).toThrow(RangeError);
  });

  it("no text is repeated, in either language", () => {
    const all = [...GOD_MEANINGS, ...Object.values(GENERAL_STAR_MEANINGS)];
    for (const lang of ["ru", "en"] as const) {
      const texts = all.map((t) => t[lang]);
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });
});
