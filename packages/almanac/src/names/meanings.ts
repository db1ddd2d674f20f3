/**
 * The engine's sentences, looked up by key: the one-line meanings of the day's gods and killings (吉神 / 凶煞, by
 * `GODS` index), of the general stars (by `GeneralStarKey`) and of the twelve yellow/black path spirits, and the
 * day description («описание дня»): the texts of the 12 officers, the 28 mansions, the 24 solar terms, the 30
 * Russian lunar days with their traditional symbols, and the sentence of each of the 60 day pillars, filled in
 * from its stem, branch and na yin. And the day's other lines: what each of the ten festivals is (by
 * `FestivalKey`), what each of the nine flying stars brings (一白 = 1 … 九紫 = 9), what the Moon's sign and the
 * void-of-course Moon mean.
 *
 * The words live in one JSON file per language, packages/almanac/texts/meanings.{ru,en}.json (its shape and how
 * to edit it: texts/README.md), so a translator changes them without touching code. They are our own: the gods
 * and stars written after 協紀辨方書 (docs/domain.md S10: the 義例 chapters for what a spirit is, the 宜忌 chapter
 * for what it favours and forbids) and the Tong Shu's usage, the day description after docs/domain.md (§5.2
 * officers, §5.4 mansions with the Chinese luck column, §2 terms, §7.3 lunar days, S12 for the lunar-day
 * symbols); they say what the tradition says, not more. The names are the project's (names/core.ts, gods.ts,
 * stars.ts).
 *
 * The rule (test/engine-lint.test.ts): the engine computes keys and facts, never sentences. This module alone
 * reads texts/, and among the engine's sources only the views (src/json.ts, src/select-json.ts,
 * src/year-events-json.ts) call it (src/index.ts re-exports it, for the server's calendar feed). The type of the
 * catalogs makes a missing star, festival, nine star or relation, or an English key Russian has, a compile error;
 * test/meanings.test.ts checks the rest (every god, officer, mansion, term and lunar day has a text in both
 * languages, no extra key).
 */
import en from "../../texts/meanings.en.json" with { type: "json" };
import ru from "../../texts/meanings.ru.json" with { type: "json" };
import type { NineStar } from "../directions.ts";
import type { GeneralStarKey } from "../stars.ts";
import {
  BRANCH_NAMES,
  ELEMENT_NAMES,
  type Element,
  MANSION_NAMES,
  OFFICER_NAMES,
  SOLAR_TERM_NAMES,
  SPIRIT_NAMES,
  STEM_NAMES,
} from "./core.ts";
import type { FestivalKey } from "./festivals.ts";
import { GODS } from "./gods.ts";
import { fillTemplate } from "./template.ts";
import { type Lang, type Name, nameIn } from "./types.ts";

/** How a stem's element relates to a branch's (the `{relation}` of the day pillar's sentence). */
export type StemBranchRelation = "same" | "produces" | "produced" | "controls" | "controlled";

/** One language's texts: the shape of texts/meanings.{lang}.json. */
interface MeaningsCatalog {
  /** By the god's characters, `GODS[i].zh`. */
  gods: Readonly<Record<string, string>>;
  stars: Readonly<Record<GeneralStarKey, string>>;
  /** By the officer's character, `OFFICER_NAMES[i].zh`. */
  officers: Readonly<Record<string, string>>;
  /** By the mansion's character, `MANSION_NAMES[i].zh`. */
  mansions: Readonly<Record<string, string>>;
  /** By the term's characters, `SOLAR_TERM_NAMES[i].zh`. */
  solarTerms: Readonly<Record<string, string>>;
  /** By the lunar day's number, "1" … "30". */
  lunarDays: Readonly<Record<string, { symbol: string; text: string }>>;
  pillar: { template: string; relations: Readonly<Record<StemBranchRelation, string>> };
  /** What the day is and what people do, in one line. */
  festivals: Readonly<Record<FestivalKey, string>>;
  /** What the star brings, by its number: "1" (一白) … "9" (九紫). */
  nineStars: Readonly<Record<`${NineStar}`, string>>;
  /** What the Moon's sign is, for the day page. */
  moonSign: string;
  /** What the void-of-course Moon means, for the day page. */
  voidOfCourse: string;
}

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, MeaningsCatalog & typeof ru> = { ru, en };

function lookup<T>(table: Readonly<Record<string, T>>, key: string | undefined, what: string): T {
  const found = key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;
  if (found === undefined) throw new RangeError(`no text for ${what}`);
  return found;
}

/** The one-line meaning of the day god with this index (`GODS` / tyme4ts `God.NAMES`). */
export function godMeaning(index: number, lang: Lang): string {
  return lookup(CATALOGS[lang].gods, GODS[index]?.zh, `god ${index}`);
}

/** The one-line meaning of a general star of the day (`GENERAL_STAR_NAMES`, docs/domain.md §6, §8). */
export function generalStarMeaning(key: GeneralStarKey, lang: Lang): string {
  return lookup(CATALOGS[lang].stars, key, `star ${key}`);
}

/**
 * The god whose meaning a yellow/black path spirit shares, by `SPIRIT_NAMES` index: the same characters, except
 * 玄武 (written 元武 in the god table) and the path's 天德, which the treatise calls 宝光 (the general 天德 is
 * another spirit).
 */
const PATH_SPIRIT_ALIASES: Readonly<Record<string, string>> = { 玄武: "元武", 天德: "宝光" };
export const PATH_SPIRIT_GODS: readonly number[] = Object.freeze(
  SPIRIT_NAMES.map((sp) => {
    const zh = PATH_SPIRIT_ALIASES[sp.zh] ?? sp.zh;
    const i = GODS.findIndex((g) => g.zh === zh);
    if (i < 0) throw new Error(`no god for the path spirit ${sp.zh}`);
    return i;
  }),
);

/** The one-line meaning of the yellow/black path spirit with this index (`SPIRIT_NAMES`, 青龙 = 0 … 勾陈 = 11). */
export function pathSpiritMeaning(index: number, lang: Lang): string {
  const god = PATH_SPIRIT_GODS[index];
  return lookup(CATALOGS[lang].gods, god === undefined ? undefined : GODS[god]?.zh, `path spirit ${index}`);
}

/** The text of the day officer with this index (建 = 0 … 闭 = 11). */
export function officerDescription(index: number, lang: Lang): string {
  return lookup(CATALOGS[lang].officers, OFFICER_NAMES[index]?.zh, `officer ${index}`);
}

/** The text of the lunar mansion with this index (角 = 0 … 轸 = 27); its tone follows the mansion's luck. */
export function mansionDescription(index: number, lang: Lang): string {
  return lookup(CATALOGS[lang].mansions, MANSION_NAMES[index]?.zh, `mansion ${index}`);
}

/** The text of the solar term with this index (小寒 = 0 … 冬至 = 23, the order of solar-terms.ts). */
export function solarTermDescription(index: number, lang: Lang): string {
  return lookup(CATALOGS[lang].solarTerms, SOLAR_TERM_NAMES[index]?.zh, `solar term ${index}`);
}

/** The Russian lunar day with this number (1 … 30): its traditional symbol and its text. */
export function lunarDayDescription(day: number, lang: Lang): Readonly<{ symbol: string; text: string }> {
  return lookup(CATALOGS[lang].lunarDays, String(day), `lunar day ${day}`);
}

/** What the festival is and what people do, in one line (names/festivals.ts). */
export function festivalMeaning(key: FestivalKey, lang: Lang): string {
  return lookup(CATALOGS[lang].festivals, key, `festival ${key}`);
}

/** What the flying star with this number brings (1 = 一白 … 9 = 九紫), in one line. */
export function nineStarMeaning(star: NineStar, lang: Lang): string {
  return lookup(CATALOGS[lang].nineStars, String(star), `nine star ${star}`);
}

/** What the Moon's sign is, for the day page: one line in plain words. */
export function moonSignMeaning(lang: Lang): string {
  return CATALOGS[lang].moonSign;
}

/** What the void-of-course Moon means, for the day page: one line in plain words. */
export function voidOfCourseMeaning(lang: Lang): string {
  return CATALOGS[lang].voidOfCourse;
}

const ORDER: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];

/** How the stem's element relates to the branch's (五行: wood → fire → earth → metal → water feeds; skip one controls). */
export function elementRelation(a: Element, b: Element): StemBranchRelation {
  const d = (ORDER.indexOf(b) - ORDER.indexOf(a) + 5) % 5;
  return d === 0 ? "same" : d === 1 ? "produces" : d === 4 ? "produced" : d === 2 ? "controls" : "controlled";
}

/** The day pillar's sentence (sexagenary index, 甲子 = 0), with the na yin name the caller gives. */
export function pillarDescription(index: number, naYin: Name, lang: Lang): string {
  const s = STEM_NAMES[index % 10]!;
  const b = BRANCH_NAMES[index % 12]!;
  const pillar = CATALOGS[lang].pillar;
  const values: Readonly<Record<string, string>> = {
    zh: `${s.zh}${b.zh}`,
    stem: nameIn(s, lang),
    // Russian writes the branch in Palladius transcription, other languages in pinyin
    branch: lang === "ru" ? b.ruTranscription : b.pinyin,
    animal: nameIn(b.animal, lang),
    element: nameIn(ELEMENT_NAMES[b.element], lang),
    relation: pillar.relations[elementRelation(s.element, b.element)],
    naYin: nameIn(naYin, lang),
  };
  return fillTemplate(
    pillar.template,
    (name) => (Object.hasOwn(values, name) ? values[name] : undefined),
    `the day pillar ${index}'s sentence`,
  );
}
