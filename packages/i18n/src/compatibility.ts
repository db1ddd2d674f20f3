/**
 * Texts of the compatibility page /bazi/compare: the form, the verdict, the day masters, the relations across
 * the two charts, the exchange of elements, the stars and the trace of points. Written from the rules of
 * docs/bazi-compatibility.md (the Ziping school's matching of charts; the points are ours and the page says so).
 *
 * The words live in one JSON catalog per language (packages/i18n/catalogs/compare.{lang}.json), so a translator
 * edits them without touching code. CompareTexts below is the catalogs' shape: a catalog without some key is a
 * compile error; src/catalogs.test.ts checks the rest (the same keys in both languages, no empty text, the same
 * placeholders, every glossary id known).
 *
 * Markup as in reading.ts: `[[id|label]]` is a glossary term; `{aNom}`, `{bGen}`, `{whoDat}` … are the two people's
 * names in a case (Russian needs the cases, so a Russian text may name a case the English one does not).
 */
import type {
  CompatibilityKind,
  CompatibilityPoint,
  CompatibilityVerdict,
  ElementRelation,
} from "@bazi/almanac";
import en from "../catalogs/compare.en.json" with { type: "json" };
import ru from "../catalogs/compare.ru.json" with { type: "json" };
import type { Lang } from "./index.ts";

type Kind = CompatibilityKind;
type Reason = CompatibilityPoint["reason"];
type KeyKind = "sixCombination" | "halfHarmony" | "clash" | "punishment" | "harm" | "break";

export interface CompareTexts {
  metaTitle: string;
  description: string;
  title: string;
  lead: string;
  school: string;
  form: {
    title: string;
    kind: string;
    kinds: Record<Kind, string>;
    first: Record<Kind, string>;
    second: Record<Kind, string>;
    saved: string;
    typed: string;
    typedHint: string;
    submit: string;
    signInHint: string;
    chartMissing: string;
    errorsTitle: string;
  };
  /** How the two are called in the reading, by kind: nominative, genitive, dative (Russian needs the cases). */
  people: Record<Kind, Record<"a" | "b", { nom: string; gen: string; dat: string }>>;
  /** The pair's ten years: the summary of a year's reasons, and the note under the row. */
  timeWhy: string;
  timeLead: string;
  headings: {
    verdict: string;
    dayMasters: string;
    relations: string;
    elements: string;
    points: string;
    time: string;
  };
  verdict: Record<CompatibilityVerdict, { title: string; text: string }>;
  /** The name of the points' scale («Баллы совместимости»), its value with the verdict in words, and how it reads. */
  scale: string;
  scoreValue: string;
  score: string;
  relation: Record<ElementRelation, string>;
  godsEachOther: string;
  combine: string;
  clash: string;
  noKeyRelations: string;
  dayPair: Record<KeyKind, string>;
  yearPair: Record<KeyKind, string>;
  otherRelations: string;
  exchange: {
    favourable: string;
    unfavourable: string;
    neither: string;
    supplied: string;
    dayMasterGood: string;
    dayMasterBad: string;
    dayMasterNeutral: string;
  };
  stars: { spouse: string; spouseAbsent: string; child: string; childAbsent: string };
  points: { reason: string; side: string; value: string; both: string; total: string };
  reasons: Record<Reason, string>;
  caveat: string;
  pillarsOf: string;
  hourUnknown: string;
}

export const COMPARE_TEXTS: Record<Lang, CompareTexts> = { ru, en };
