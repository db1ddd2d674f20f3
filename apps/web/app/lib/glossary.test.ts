/**
 * The glossary of Bazi terms (packages/i18n/src/glossary.ts, its texts in packages/i18n/catalogs/glossary.{lang}.json;
 * i18n has no test setup of its own): each catalog holds exactly the glossary's ids, groups and page texts; every id
 * other code builds exists in both languages, in the same order, grouped in the page's order; the texts are complete,
 * short where they must be, in the right script, with their characters; the names are the engine's.
 */
import { readFileSync } from "node:fs";
import {
  BRANCH_NAMES,
  CHALLENGING_TO,
  ELEMENT_NAMES,
  ELEMENTS,
  HARMONIOUS_FROM,
  INTERACTION_NAMES,
  NATAL_STAR_NAMES,
  type Name,
  STAGE_NAMES,
  STEM_NAMES,
  STRONG_FROM,
  TEN_GOD_NAMES,
  WEAK_TO,
} from "@bazi/almanac";
import {
  GLOSSARY_GROUP_TITLES,
  GLOSSARY_GROUPS,
  GLOSSARY_PAGE,
  glossary,
  glossaryEntry,
  glossaryGroups,
  LANGS,
  t,
} from "@bazi/i18n";
import { describe, expect, it } from "vitest";

const CYRILLIC = /[А-Яа-яЁё]/;

/** The ids the reading, the chart tables and the explanations build (see the glossary's brief). */
const IDS = [
  ...Array.from({ length: 10 }, (_, i) => `stem-${i}`),
  ...Array.from({ length: 12 }, (_, i) => `branch-${i}`),
  ...["wood", "fire", "earth", "metal", "water"].map((e) => `element-${e}`),
  ...[
    "friend",
    "robWealth",
    "eatingGod",
    "hurtingOfficer",
    "indirectWealth",
    "directWealth",
    "sevenKillings",
    "directOfficer",
    "indirectResource",
    "directResource",
  ].map((g) => `god-${g}`),
  ...[
    "birth",
    "bath",
    "capAndBelt",
    "officeHolding",
    "emperor",
    "decline",
    "sickness",
    "death",
    "tomb",
    "extinction",
    "conceived",
    "nurture",
  ].map((s) => `stage-${s}`),
  ...[
    "nobleman",
    "academic",
    "prosperity",
    "goatBlade",
    "travellingHorse",
    "peachBlossom",
    "canopy",
    "robbery",
    "void",
  ].map((s) => `star-${s}`),
  ...[
    "stemCombination",
    "stemClash",
    "sixCombination",
    "threeHarmony",
    "halfHarmony",
    "directional",
    "clash",
    "punishment",
    "harm",
    "break",
  ].map((k) => `interaction-${k}`),
  "pillar",
  "dayMaster",
  "hiddenStems",
  "naYin",
  "tenGods",
  "luckPillars",
  "annualPillars",
  "conception",
  "lifePalace",
  "strength",
  "season",
  "roots",
  "favourable",
  "structure",
  "climate",
  "ziHour",
  "solarTime",
  "compatibilityPoints",
];

/** The almanac's concepts, in the order of their group: the day and month pages link to them. */
const ALMANAC_IDS = [
  "officers",
  "mansions",
  "yellowPath",
  "dayGods",
  "virtues",
  "breakers",
  "dayClash",
  "pengZu",
  "nineStars",
  "dayDirections",
  "taiSui",
  "solarTerms",
  "lunarDate",
  "lunarDay",
  "moonPhase",
  "moonSign",
  "voidOfCourse",
  "yiJi",
  "dayRating",
  "selectionPoints",
  "hours",
  "festivals",
];

/** A catalog as a translator leaves it: read from the file, since the type only catches a missing id. */
function catalog(lang: string): Record<string, Record<string, Record<string, unknown>>> {
  const url = new URL(`../../../../packages/i18n/catalogs/glossary.${lang}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8"));
}

const sorted = (keys: Iterable<string>) => [...keys].sort();

/** An object of exactly these keys, each a string with some text. */
function texts(where: string, value: Record<string, unknown> | undefined, keys: string[]) {
  expect(sorted(Object.keys(value ?? {})), where).toEqual(sorted(keys));
  for (const k of keys) {
    expect(typeof value?.[k], `${where}.${k}`).toBe("string");
    expect(String(value?.[k]).trim(), `${where}.${k}`).not.toBe("");
  }
}

describe("the glossary's catalogs", () => {
  it("hold exactly the glossary's ids, groups and page texts, each with all its texts and no other key", () => {
    const ids = glossary("ru").map((e) => e.id);
    for (const lang of LANGS) {
      const { page, groups, entries, ...rest } = catalog(lang);
      expect(Object.keys(rest), lang).toEqual([]);
      texts(`${lang} page`, page, ["title", "description", "lead", "contents"]);
      expect(sorted(Object.keys(groups ?? {})), `${lang} groups`).toEqual(sorted(GLOSSARY_GROUPS));
      for (const g of GLOSSARY_GROUPS) texts(`${lang} group ${g}`, groups?.[g], ["title", "lead"]);
      expect(sorted(Object.keys(entries ?? {})), `${lang} entries`).toEqual(sorted(ids));
      for (const id of ids) {
        const e = entries?.[id];
        texts(`${lang} ${id}`, e, ["term", "short", "text"]);
        expect(String(e?.short).length, `${lang} ${id}: ${e?.short}`).toBeLessThanOrEqual(160);
      }
    }
  });
});

describe("the glossary", () => {
  it("has every id other code builds, in both languages, and the same ids in the same order", () => {
    for (const lang of LANGS) {
      for (const id of [...IDS, ...ALMANAC_IDS])
        expect(glossaryEntry(lang, id), `${lang} ${id}`).not.toBeNull();
    }
    const ru = glossary("ru").map((e) => e.id);
    expect(glossary("en").map((e) => e.id)).toEqual(ru);
    expect(new Set(ru).size).toBe(ru.length);
    expect(glossaryEntry("ru", "god-nothing")).toBeNull();
    // the language-independent fields are the same too
    const strip = ({ id, zh, group }: { id: string; zh: string; group: string }) => ({ id, zh, group });
    expect(glossary("en").map(strip)).toEqual(glossary("ru").map(strip));
  });

  it("is ordered by group in the page's order, and the groups hold every entry", () => {
    for (const lang of LANGS) {
      const order = glossary(lang).map((e) => GLOSSARY_GROUPS.indexOf(e.group));
      expect(order.every((g) => g >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const groups = glossaryGroups(lang);
      expect(groups.map((g) => g.group)).toEqual(GLOSSARY_GROUPS);
      expect(groups.flatMap((g) => g.entries)).toEqual(glossary(lang));
      for (const g of groups) expect(g.entries.length, `${lang} ${g.group}`).toBeGreaterThan(0);
    }
    // natural order inside a group
    const ids = glossary("ru").map((e) => e.id);
    expect(ids.filter((id) => id.startsWith("stem-"))).toEqual(IDS.filter((id) => id.startsWith("stem-")));
    expect(ids.filter((id) => id.startsWith("branch-"))).toEqual(
      IDS.filter((id) => id.startsWith("branch-")),
    );
    expect(ids.filter((id) => id.startsWith("stage-"))).toEqual(IDS.filter((id) => id.startsWith("stage-")));
    expect(ids.filter((id) => id.startsWith("god-"))).toEqual(IDS.filter((id) => id.startsWith("god-")));
  });

  it("has a group for the day's almanac, last, with its concepts in order", () => {
    expect(GLOSSARY_GROUPS.at(-1)).toBe("almanac");
    for (const lang of LANGS) {
      const almanac = glossaryGroups(lang).find((g) => g.group === "almanac")!;
      expect(almanac.entries.map((e) => e.id)).toEqual(ALMANAC_IDS);
      expect(almanac.zh).toBe("通书");
    }
  });

  it("has a term, a short explanation for a popover (one sentence, at most 160 characters) and a longer text", () => {
    for (const lang of LANGS) {
      for (const e of glossary(lang)) {
        const where = `${lang} ${e.id}`;
        expect(e.term.trim(), where).not.toBe("");
        expect(e.zh.trim(), where).not.toBe("");
        expect(e.short.trim(), where).not.toBe("");
        expect(e.short.length, `${where}: ${e.short}`).toBeLessThanOrEqual(160);
        expect(e.text.length, where).toBeGreaterThan(e.short.length);
        // the text tells what it is, how it is found and what it means: at least two sentences
        expect(e.text.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, where).toBeGreaterThanOrEqual(2);
        for (const s of [e.term, e.short, e.text]) expect(s, where).not.toMatch(/\s{2,}|^\s|\s$|\{\w+\}/);
      }
    }
  });

  it("is written in Russian in Russian and has no Cyrillic in English", () => {
    for (const e of glossary("ru")) {
      for (const s of [e.term, e.short, e.text]) expect(s, `ru ${e.id}`).toMatch(CYRILLIC);
    }
    for (const e of glossary("en")) {
      for (const s of [e.term, e.short, e.text]) expect(s, `en ${e.id}`).not.toMatch(CYRILLIC);
    }
    for (const lang of LANGS) {
      const texts = [
        ...Object.values(GLOSSARY_PAGE[lang]),
        ...Object.values(GLOSSARY_GROUP_TITLES[lang]).flatMap((g) => [g.title, g.lead]),
      ];
      for (const s of texts) {
        expect(s.trim()).not.toBe("");
        if (lang === "ru") expect(s).toMatch(CYRILLIC);
        else expect(s).not.toMatch(CYRILLIC);
      }
    }
  });

  it("shows each entry's characters in its text or term", () => {
    for (const lang of LANGS) {
      for (const e of glossary(lang)) {
        expect(e.text.includes(e.zh) || e.term.includes(e.zh), `${lang} ${e.id}: ${e.zh}`).toBe(true);
      }
    }
  });

  it("names stems, branches, elements, ten gods, stages, stars and relations as the engine does", () => {
    const same = (id: string, n: Name) => {
      for (const lang of LANGS) {
        const e = glossaryEntry(lang, id)!;
        expect({ id, term: e.term, zh: e.zh }).toEqual({ id, term: n[lang], zh: n.zh });
      }
    };
    for (const [i, n] of STEM_NAMES.entries()) same(`stem-${i}`, n);
    for (const [i, n] of BRANCH_NAMES.entries()) same(`branch-${i}`, n);
    for (const e of ELEMENTS) same(`element-${e}`, ELEMENT_NAMES[e]);
    for (const n of TEN_GOD_NAMES) same(`god-${n.key}`, n);
    for (const n of STAGE_NAMES) same(`stage-${n.key}`, n);
    for (const [key, n] of Object.entries(NATAL_STAR_NAMES)) same(`star-${key}`, n);
    for (const [key, n] of Object.entries(INTERACTION_NAMES)) same(`interaction-${key}`, n);
  });
});

describe("the scales' explanations", () => {
  const minus = (n: number) => String(n).replace("-", "\u2212");
  const short = (lang: "ru" | "en", id: string) => glossaryEntry(lang, id)!.short;

  it("says the day rating's scale −3..+3 and every step in the words the pages show", () => {
    for (const lang of LANGS) {
      const s = short(lang, "dayRating");
      expect(s).toMatch(/−3.*\+3/);
      for (const r of [3, 2, 1, 0, -1, -2, -3]) {
        const value = r > 0 ? `+${r}` : minus(r);
        expect(s, `${lang} ${r}`).toContain(`${value} ${t(lang, `rating.${r}` as "rating.0")}`);
      }
    }
  });

  it("states the strength's 0–100 scale and the engine's thresholds", () => {
    expect(short("ru", "strength")).toContain(
      `от 0 до 100: от ${STRONG_FROM} — сильный, до ${WEAK_TO} — слабый`,
    );
    expect(short("en", "strength")).toContain(`0 to 100: strong from ${STRONG_FROM}, weak up to ${WEAK_TO}`);
    for (const lang of LANGS) expect(glossaryEntry(lang, "strength")!.text).toContain(String(STRONG_FROM));
  });

  it("names the compatibility and selection points as scales of their own, with the engine's thresholds", () => {
    const from = `+${HARMONIOUS_FROM}`;
    const to = minus(CHALLENGING_TO);
    expect(short("ru", "compatibilityPoints")).toContain(
      `от ${from} — гармоничное сочетание, от ${to} и ниже`,
    );
    expect(short("en", "compatibilityPoints")).toContain(
      `from ${from} a harmonious match, at ${to} or below`,
    );
    for (const lang of LANGS) {
      for (const id of ["compatibilityPoints", "selectionPoints"])
        expect(glossaryEntry(lang, id)!.text, `${lang} ${id}`).toMatch(/−3.*\+3/);
      expect(short(lang, "selectionPoints")).toContain("宜");
    }
  });
});
