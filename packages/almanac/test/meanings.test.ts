/**
 * The engine's texts (texts/meanings.{ru,en}.json, read by src/names/meanings.ts): every key the engine looks up
 * has a text in both languages and no other key is there, and each kind of text keeps its rules.
 */
import { describe, expect, it } from "vitest";
import { naYinIndex } from "../src/chart-details.ts";
import { pillarZh } from "../src/cycle.ts";
import type { NineStar } from "../src/directions.ts";
import { NA_YIN_NAMES } from "../src/names/chart.ts";
import { MANSION_NAMES, OFFICER_NAMES, SOLAR_TERM_NAMES, SPIRIT_NAMES } from "../src/names/core.ts";
import { NINE_STAR_NAMES } from "../src/names/directions.ts";
import { FESTIVAL_KEYS, type FestivalKey } from "../src/names/festivals.ts";
import { GODS } from "../src/names/gods.ts";
import {
  elementRelation,
  festivalMeaning,
  generalStarMeaning,
  godMeaning,
  lunarDayDescription,
  mansionDescription,
  moonSignMeaning,
  nineStarMeaning,
  officerDescription,
  PATH_SPIRIT_GODS,
  pathSpiritMeaning,
  pillarDescription,
  solarTermDescription,
  voidOfCourseMeaning,
} from "../src/names/meanings.ts";
import { GENERAL_STAR_NAMES } from "../src/names/stars.ts";
import type { Lang } from "../src/names/types.ts";
import type { GeneralStarKey } from "../src/stars.ts";
import en from "../texts/meanings.en.json" with { type: "json" };
import ru from "../texts/meanings.ru.json" with { type: "json" };

const LANGS = ["ru", "en"] as const satisfies readonly Lang[];
const STAR_KEYS = Object.keys(GENERAL_STAR_NAMES) as GeneralStarKey[];
const NINE_STARS = Object.keys(NINE_STAR_NAMES).map(Number) as NineStar[];
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Every path to a string in a catalog, e.g. `lunarDays.1.symbol`, with the string. */
function leaves(value: unknown, at = ""): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k));
  }
  return [[at, value]];
}

describe("the texts catalogs", () => {
  it("have the same keys in Russian and English, each with a non-empty one-line text", () => {
    const paths = (c: object) => leaves(c).map(([p]) => p);
    expect(paths(en)).toEqual(paths(ru));
    for (const [lang, catalog] of [
      ["ru", ru],
      ["en", en],
    ] as const) {
      for (const [at, s] of leaves(catalog)) {
        expect(typeof s, `${lang} ${at}`).toBe("string");
        expect((s as string).trim(), `${lang} ${at}`).not.toBe("");
        expect(s, `${lang} ${at}`).not.toMatch(/^\s|\s$|\n/);
      }
    }
  });

  it("hold exactly the keys the engine looks up, in the engine's order", () => {
    for (const c of [ru, en]) {
      expect(Object.keys(c)).toEqual([
        "gods",
        "stars",
        "officers",
        "mansions",
        "solarTerms",
        "lunarDays",
        "pillar",
        "festivals",
        "nineStars",
        "moonSign",
        "voidOfCourse",
      ]);
      expect(Object.keys(c.gods)).toEqual(GODS.map((g) => g.zh));
      expect(Object.keys(c.stars)).toEqual(STAR_KEYS);
      expect(Object.keys(c.officers)).toEqual(OFFICER_NAMES.map((o) => o.zh));
      expect(Object.keys(c.mansions)).toEqual(MANSION_NAMES.map((m) => m.zh));
      expect(Object.keys(c.solarTerms)).toEqual(SOLAR_TERM_NAMES.map((t) => t.zh));
      expect(Object.keys(c.lunarDays)).toEqual(range(30).map((i) => String(i + 1)));
      for (const d of Object.values(c.lunarDays)) expect(Object.keys(d)).toEqual(["symbol", "text"]);
      expect(Object.keys(c.pillar)).toEqual(["template", "relations"]);
      expect(Object.keys(c.pillar.relations)).toEqual([
        "same",
        "produces",
        "produced",
        "controls",
        "controlled",
      ]);
      expect(Object.keys(c.festivals)).toEqual(FESTIVAL_KEYS);
      expect(Object.keys(c.nineStars)).toEqual(range(9).map((i) => String(i + 1)));
    }
  });
});

const words = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** A god's or a star's one-line meaning: its own words, 7–22 of them, in the language. */
function checkMeaning(ruText: string, enText: string, where: string) {
  for (const [lang, s] of [
    ["ru", ruText],
    ["en", enText],
  ] as const) {
    const at = `${where} ${lang}: ${s}`;
    expect(s, at).not.toMatch(/^\s|\s$|\s{2,}/);
    expect(words(s), at).toBeGreaterThanOrEqual(7);
    expect(words(s), at).toBeLessThanOrEqual(22);
    expect(s.length, at).toBeLessThanOrEqual(150);
    expect(s, at).toMatch(/[.!]$/);
    // one line, own words: no characters, no transliterated English in Russian, no Cyrillic in English
    expect(s, at).not.toMatch(/[\n\u3400-\u9fff]/);
  }
  expect(ruText, where).toMatch(/[а-яё]/i);
  expect(ruText, where).not.toMatch(/[a-z]/i);
  expect(enText, where).not.toMatch(/[а-яё]/i);
}

describe("god and star meanings", () => {
  it("one meaning for each of the 151 day gods, in the order of GODS", () => {
    expect(GODS).toHaveLength(151);
    GODS.forEach((g, i) => {
      checkMeaning(godMeaning(i, "ru"), godMeaning(i, "en"), `god ${i} ${g.zh}`);
    });
    expect(() => godMeaning(151, "ru")).toThrow(RangeError);
  });

  it("one meaning for each general star", () => {
    for (const k of STAR_KEYS)
      checkMeaning(generalStarMeaning(k, "ru"), generalStarMeaning(k, "en"), `star ${k}`);
  });

  it("the twelve path spirits share the meaning of their god (玄武 = 元武, the path's 天德 = 宝光)", () => {
    expect(PATH_SPIRIT_GODS).toHaveLength(12);
    SPIRIT_NAMES.forEach((sp, i) => {
      const god = GODS[PATH_SPIRIT_GODS[i]!]!;
      const expected = sp.zh === "玄武" ? "元武" : sp.zh === "天德" ? "宝光" : sp.zh;
      expect(god.zh).toBe(expected);
      // a yellow spirit is an auspicious god, a black one inauspicious
      expect(god.luck).toBe(sp.path === "yellow" ? "auspicious" : "inauspicious");
      for (const lang of LANGS) expect(pathSpiritMeaning(i, lang)).toBe(godMeaning(god.index, lang));
    });
    expect(() => pathSpiritMeaning(12, "en")).toThrow(RangeError);
  });

  it("no text is repeated, in either language", () => {
    for (const lang of LANGS) {
      const texts = [
        ...GODS.map((_, i) => godMeaning(i, lang)),
        ...STAR_KEYS.map((k) => generalStarMeaning(k, lang)),
      ];
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });
});

const LATIN_IN_RU = /[a-z]{3,}/i;

describe("day description texts", () => {
  it("one text per officer, mansion, term and lunar day, in both languages", () => {
    const texts = (lang: Lang) => [
      ...range(12).map((i) => officerDescription(i, lang)),
      ...range(28).map((i) => mansionDescription(i, lang)),
      ...range(24).map((i) => solarTermDescription(i, lang)),
      ...range(30).map((i) => lunarDayDescription(i + 1, lang).text),
    ];
    for (const s of texts("ru")) {
      expect(s).toMatch(/[а-яё]/i);
      expect(s).not.toMatch(LATIN_IN_RU);
    }
    for (const s of texts("en")) expect(s).toMatch(/^[\x20-\x7E\u00B0\u2019\u4E00-\u9FFF]+$/);
    expect(() => officerDescription(12, "ru")).toThrow(RangeError);
    expect(() => mansionDescription(28, "ru")).toThrow(RangeError);
    expect(() => solarTermDescription(24, "en")).toThrow(RangeError);
    expect(() => lunarDayDescription(0, "en")).toThrow(RangeError);
    expect(() => lunarDayDescription(31, "ru")).toThrow(RangeError);
  });

  it("each text names its own officer, mansion and term, and follows the mansion's luck column", () => {
    OFFICER_NAMES.forEach((o, i) => {
      expect(officerDescription(i, "en")).toContain(o.en);
    });
    MANSION_NAMES.forEach((m, i) => {
      expect(mansionDescription(i, "ru").startsWith(m.ru)).toBe(true);
      expect(mansionDescription(i, "en").startsWith(m.en)).toBe(true);
      expect(mansionDescription(i, "en")).toContain(
        m.luck === "auspicious" ? "is auspicious" : "inauspicious",
      );
    });
    SOLAR_TERM_NAMES.forEach((t, i) => {
      expect(solarTermDescription(i, "ru").startsWith(t.ru)).toBe(true);
      expect(solarTermDescription(i, "en").startsWith(t.en)).toBe(true);
      expect(solarTermDescription(i, "en")).toContain(`${(285 + 15 * i) % 360}°`);
    });
  });

  it("the lunar days carry their traditional symbols (day 1 Lamp … day 30 Golden Swan)", () => {
    expect(lunarDayDescription(1, "ru").symbol).toBe("Светильник");
    expect(lunarDayDescription(1, "en").symbol).toBe("Lamp");
    expect(lunarDayDescription(30, "ru").symbol).toBe("Золотой лебедь");
    expect(lunarDayDescription(30, "en").symbol).toBe("Golden Swan");
    for (const lang of LANGS) {
      expect(new Set(range(30).map((i) => lunarDayDescription(i + 1, lang).symbol)).size).toBe(30);
    }
  });

  it("the five elements: production and control cycles", () => {
    expect(elementRelation("wood", "fire")).toBe("produces");
    expect(elementRelation("water", "wood")).toBe("produces");
    expect(elementRelation("earth", "water")).toBe("controls");
    expect(elementRelation("wood", "metal")).toBe("controlled");
    expect(elementRelation("metal", "earth")).toBe("produced");
    expect(elementRelation("fire", "fire")).toBe("same");
  });

  it("every one of the 60 pillars gets a sentence with its characters and na yin, every placeholder filled", () => {
    for (let i = 0; i < 60; i++) {
      const na = NA_YIN_NAMES[naYinIndex(i)]!;
      for (const lang of LANGS) {
        const s = pillarDescription(i, na, lang);
        expect(s.startsWith(pillarZh(i))).toBe(true);
        expect(s).toContain(na[lang]);
        expect(s).not.toMatch(/[{}]/);
      }
    }
    expect(pillarDescription(0, NA_YIN_NAMES[0]!, "ru")).toBe(
      "甲子: Ян Дерево над ветвью Цзы (Крыса, Вода); ветвь питает ствол. Звук на-инь — «Металл в море».",
    );
    expect(pillarDescription(0, NA_YIN_NAMES[0]!, "en")).toBe(
      '甲子: Yang Wood over the Rat branch (Water); the branch feeds the stem. Na yin: "Gold in the Sea".',
    );
  });
});

/** Russian in Cyrillic with no Latin word, English with no Cyrillic. */
function checkLanguages(ruText: string, enText: string, where: string) {
  expect(ruText, where).toMatch(/[а-яё]/i);
  expect(ruText, where).not.toMatch(LATIN_IN_RU);
  expect(enText, where).not.toMatch(/[а-яё]/i);
  for (const text of [ruText, enText]) expect(text, where).not.toMatch(/[\n\u3400-\u9fff]|^\s|\s$|\s{2,}/);
}

describe("festival, nine star and Moon texts", () => {
  it("one line for each festival: what the day is and what people do, 10–22 words, a full stop", () => {
    for (const key of FESTIVAL_KEYS) {
      checkLanguages(festivalMeaning(key, "ru"), festivalMeaning(key, "en"), `festival ${key}`);
      for (const lang of LANGS) {
        const text = festivalMeaning(key, lang);
        expect(text.split(/\s+/).length, text).toBeGreaterThanOrEqual(10);
        expect(text.split(/\s+/).length, text).toBeLessThanOrEqual(22);
        expect(text).toMatch(/\.$/);
      }
    }
    expect(() => festivalMeaning("easter" as FestivalKey, "ru")).toThrow(RangeError);
  });

  it("a short phrase for each of the nine flying stars, different for each", () => {
    expect(NINE_STARS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const n of NINE_STARS) {
      checkLanguages(nineStarMeaning(n, "ru"), nineStarMeaning(n, "en"), `nine star ${n}`);
      for (const lang of LANGS) expect(words(nineStarMeaning(n, lang))).toBeLessThanOrEqual(12);
    }
    for (const lang of LANGS) {
      expect(new Set(NINE_STARS.map((n) => nineStarMeaning(n, lang))).size, lang).toBe(9);
    }
    expect(() => nineStarMeaning(10 as NineStar, "en")).toThrow(RangeError);
  });

  it("the Moon's sign and the void-of-course Moon: a few sentences each", () => {
    checkLanguages(moonSignMeaning("ru"), moonSignMeaning("en"), "moonSign");
    checkLanguages(voidOfCourseMeaning("ru"), voidOfCourseMeaning("en"), "voidOfCourse");
    for (const lang of LANGS) {
      expect(moonSignMeaning(lang)).toMatch(/\.$/);
      expect(voidOfCourseMeaning(lang)).toMatch(/\.$/);
    }
  });
});
