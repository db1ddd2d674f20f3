/**
 * The reading's and the compatibility's JSON catalogs (packages/i18n/catalogs/{reading,compare}.{lang}.json), which
 * translators edit by hand: both languages have the same keys, no text is empty, a text's {placeholders} are the
 * same in both languages (but for the few listed below, where only the grammar differs), and every glossary term
 * a text marks as [[id|label]] exists in the glossary.
 */
import { describe, expect, it } from "vitest";
import { COMPARE_TEXTS } from "./compatibility.ts";
import { glossaryEntry } from "./glossary.ts";
import type { Lang } from "./index.ts";
import { READING_TEXTS } from "./reading.ts";

/** Every text of a catalog by its key path (`headings.portrait`, `stems.0.image` …), in the catalog's order. */
function texts(catalog: unknown, path: string[] = []): [string, string][] {
  if (typeof catalog === "string") return [[path.join("."), catalog]];
  if (typeof catalog !== "object" || catalog === null) throw new Error(`${path.join(".")} is not a text`);
  return Object.entries(catalog).flatMap(([key, value]) => texts(value, [...path, key]));
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
const termIds = (text: string) => [...text.matchAll(/\[\[([^|\]]+)\|[^\]]*\]\]/g)].map((m) => m[1] as string);

/**
 * The texts whose placeholders differ between the languages, and how: the people's names come in the case the
 * sentence needs, so a Russian text may use {otherGen} where the English one uses {otherDat}, or name the two
 * people ({aNom}, {bNom}) where the English one names their elements only. The builder fills all of them.
 */
const PLACEHOLDERS_DIFFER: Record<string, Record<string, { ru: string[]; en: string[] }>> = {
  reading: {},
  compare: {
    "relation.firstProduces": { ru: ["{aNom}", "{bNom}"], en: [] },
    "relation.secondProduces": { ru: ["{aNom}", "{bNom}"], en: [] },
    "relation.firstControls": { ru: ["{aNom}", "{bNom}"], en: [] },
    "relation.secondControls": { ru: ["{aNom}", "{bNom}"], en: [] },
    "exchange.supplied": { ru: ["{otherGen}"], en: ["{otherDat}"] },
  },
};

const CATALOGS: Record<string, Record<Lang, unknown>> = { reading: READING_TEXTS, compare: COMPARE_TEXTS };

describe.each(Object.keys(CATALOGS))("the %s catalogs", (name) => {
  const ru = new Map(texts(CATALOGS[name]!.ru));
  const en = new Map(texts(CATALOGS[name]!.en));

  it("have the same key paths in ru and en, all of them texts", () => {
    expect([...en.keys()]).toEqual([...ru.keys()]);
    expect(ru.size).toBeGreaterThan(0);
  });

  it("have no empty text", () => {
    const empty = [...ru, ...en].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("have the same placeholders in ru and en (but for the listed differences)", () => {
    const differ: Record<string, { ru: string[]; en: string[] }> = {};
    for (const [key, ruText] of ru) {
      const r = placeholders(ruText);
      const e = placeholders(en.get(key) ?? "");
      const onlyRu = r.filter((p) => !e.includes(p));
      const onlyEn = e.filter((p) => !r.includes(p));
      if (onlyRu.length > 0 || onlyEn.length > 0) differ[key] = { ru: onlyRu, en: onlyEn };
    }
    const sorted = (d: Record<string, { ru: string[]; en: string[] }>) =>
      Object.fromEntries(
        Object.entries(d).map(([k, v]) => [k, { ru: [...v.ru].sort(), en: [...v.en].sort() }]),
      );
    expect(differ).toEqual(sorted(PLACEHOLDERS_DIFFER[name]!));
  });

  it("mark only terms the glossary has", () => {
    const unknown: string[] = [];
    let count = 0;
    for (const [lang, map] of [
      ["ru", ru],
      ["en", en],
    ] as const) {
      for (const [key, text] of map) {
        for (const id of termIds(text)) {
          count++;
          if (glossaryEntry(lang, id) === null) unknown.push(`${lang} ${key}: ${id}`);
        }
      }
    }
    expect(unknown).toEqual([]);
    expect(count).toBeGreaterThan(0);
  });
});
