/**
 * Texts of the Bazi reading on the result page: the day master's portraits, what its strength means, the
 * favourable elements in practice, the balance of elements, the ten gods in their pillars, the relations between
 * pillars, the structure, the climate, luck and the year. Written from the domain (docs/bazi-day-master.md,
 * docs/bazi-relations.md), not translated word for word; the school is named where a judgement is made.
 *
 * The words live in one JSON catalog per language (packages/i18n/catalogs/reading.{lang}.json), so a translator
 * edits them without touching code. ReadingTexts below is the catalogs' shape: a catalog without some key is a
 * compile error; src/catalogs.test.ts checks the rest (the same keys in both languages, no empty text, the same
 * placeholders, every glossary id known).
 *
 * Markup: `[[id|label]]` marks a term of the glossary (packages/i18n/src/glossary.ts ids); the page turns it into
 * a button that opens the term's short explanation. `{name}` placeholders are filled by the reading's builder.
 */
import type {
  Element,
  Favourable,
  InteractionKind,
  NatalStarKey,
  PillarPosition,
  StructureKey,
  TenGodKey,
} from "@bazi/almanac";
import en from "../catalogs/reading.en.json" with { type: "json" };
import ru from "../catalogs/reading.ru.json" with { type: "json" };
import type { Lang } from "./index.ts";

type Position = PillarPosition;
type TenGod = TenGodKey;
type Kind = InteractionKind;
type Rule = Favourable["rule"];
type Structure = StructureKey;

export interface ReadingTexts {
  title: string;
  school: string;
  headings: {
    portrait: string;
    strength: string;
    favourable: string;
    balance: string;
    gods: string;
    interactions: string;
    timing: string;
    hourUnknown: string;
    stars: string;
    naYin: string;
    people: string;
    palaces: string;
  };
  /** The day master by stem (甲 … 癸): its image, its portrait, its strength (gift) and weakness (flaw). */
  stems: readonly { image: string; text: string; gift: string; flaw: string }[];
  /** The gift and the flaw as the Day Master's strength shows them ({stem}, {gift}, {flaw}). */
  portraitGift: Record<"strong" | "balanced" | "weak", string>;
  /** The five lines first: who, how strong and why, what helps and harms, the decade and the year now. */
  summary: {
    title: string;
    who: string;
    strength: string;
    special: string;
    verdicts: Record<"strong" | "balanced" | "weak", string>;
    why: Record<"seasonFor" | "seasonAgainst" | "rooted" | "unrooted" | "meeting", string>;
    helps: string;
    harms: string;
    /** The decade and the year in force with their verdicts (the forecast's words). */
    now: string;
  };
  /** {stem}, {image}, the day branch and the Day Master's growth stage on it. */
  portraitLead: string;
  /** {verdict} ({zh}): {score} of 100 as one glossary term, with the engine's thresholds {strongFrom}, {weakTo}. */
  strengthScore: string;
  /** What the verdict means, one sentence: {stem}, and {support} / {drain}, the heaviest group on either side. */
  strength: Record<"strong" | "balanced" | "weak" | "follow" | "dominant" | "transform", string>;
  strengthFactors: string;
  /** The meetings, harmonies, combinations and clashes that settled the qi before the count ({list}). */
  strengthAdjusted: string;
  adjustmentTurn: string;
  adjustmentClash: string;
  commands: string;
  notCommands: string;
  rooted: string;
  unrooted: string;
  favourableLead: string;
  rules: Record<Rule, string>;
  /** The useful and the helpful element together in practice ({colours}, {directions}, {seasons}, {work}). */
  practice: string;
  /** Where the useful element stands in the chart ({places}), or the next year that brings it when nowhere. */
  practiceWhere: string;
  practiceAbsent: string;
  /** The next luck pillar that brings a missing element or star ({pillar}, {date}), run on after a year. */
  nextLuck: string;
  placeStem: string;
  placeBranch: string;
  elements: Record<Element, { colours: string; direction: string; season: string; work: string }>;
  unfavourable: string;
  climate: Record<"warmth" | "moisture", string>;
  /** The verdict of the decade and the year now, first in the timing section (the chart JSON's forecast). */
  forecast: {
    decade: string;
    /** The year in force; {decade}: `inDecade` with the decade in force, or "" before luck begins. */
    year: string;
    inDecade: string;
    /** The year's areas that are not neutral, in one sentence ({list}). */
    areas: string;
    words: Record<"decade" | "year", Record<"favourable" | "mixed" | "difficult", string>>;
    school: string;
  };
  /** When 调候 moved the climate's element up to helpful; `{element}` its name. */
  climateAdjusted: string;
  balanceMany: string;
  balanceNone: string;
  balanceFew: string;
  balanceEven: string;
  /** The findings above joined in one sentence ({list}). */
  balanceAll: string;
  excess: Record<Element, string>;
  lack: Record<Element, string>;
  godMeaning: Record<TenGod, string>;
  positionArea: Record<Position, string>;
  godInPillar: string;
  godInSeat: string;
  /** The god's element for this chart, by its role ({element}). */
  godTone: Record<"useful" | "helpful" | "harmful" | "neutral", string>;
  structure: string;
  structures: Record<Structure, string>;
  noStructure: string;
  interactionsNone: string;
  interaction: Record<Kind, string>;
  transforms: string;
  binds: string;
  /** {age}: `plural(lang, "age.since", years)`, «с 41 года» / "from age 41". */
  luckNow: string;
  /** {age}: `plural(lang, "age.at", years)`, «в 41 год» / "at age 41". */
  luckBefore: string;
  luckNone: string;
  /** A symbolic star standing in one pillar, or in several ({pillars}: their names in a list). */
  starIn: string;
  starInMany: string;
  /** The pillars as the star sentences name them (ru: genitive). */
  starPillar: Record<Position, string>;
  /** The areas of life of the pillars a star stands in. */
  starArea: Record<Position, string>;
  /** What each natal symbolic star brings (in the reading and on the star's card under the chart). */
  starMeaning: Record<NatalStarKey, string>;
  /**
   * The result's explanations under its headings, sent with the reading (so the page's script carries none of this
   * prose): the two calculation conventions, the annual pillars ({from}–{to}: the years shown), the symbolic stars,
   * the conception pillar, the life palace (and its absence without the hour), the compatibility link.
   */
  notes: Record<
    "zi" | "basis" | "annual" | "stars" | "conception" | "lifePalace" | "lifePalaceNone" | "compare",
    string
  >;
  /** The year pillar's Na Yin: its image ({name}, {zh}, {element}) and meaning, then its place in a Ziping reading. */
  naYinYear: string;
  naYinNote: string;
  naYinTone: Record<"useful" | "helpful" | "harmful" | "neutral", string>;
  /** What each of the thirty Na Yin images says, by its characters. */
  naYin: Record<string, string>;
  /** {age}: `t(lang, "age.turns", …)`, «вам исполняется 36 лет» / "you turn 36"; the year's god and meaning. */
  yearNow: string;
  /** The label of the turning points' list. */
  itemsTitle: string;
  turningPoint: string;
  hourUnknown: string;
  hourChanges: string;
  hourSame: string;
  /** Spouse, children and parents by the ten gods and the palaces (子平真诠). */
  people: {
    who: Record<"spouse" | "children", Record<"male" | "female", string>>;
    spouse: Record<"visible" | "hidden" | "absent" | "noGender", string>;
    tone: Record<"spouse" | "children", Record<"useful" | "helpful" | "harmful" | "neutral", string>>;
    palace: string;
    starInPalace: string;
    palaceRelation: Record<
      "clash" | "sixCombination" | "punishment" | "harm" | "break" | "gathering",
      string
    >;
    palaceAlone: string;
    children: Record<"present" | "absent", string>;
    childrenPalace: string;
    parents: string;
    fatherAt: string;
    motherAt: string;
    fatherNone: string;
    motherNone: string;
    source: string;
  };
  /** The conception pillar 胎元, the life palace 命宫 and the void 空亡 read against the chart (三命通会). */
  palaces: {
    conception: string;
    conceptionMeaning: Record<"both" | "one" | "none", string>;
    lifePalace: string;
    lifeMeaning: Record<"good" | "bad" | "neutral", string>;
    void: string;
    voidOn: Record<"good" | "bad" | "neutral", string>;
    /** The pillars the void touches and their areas ({list}), by their number. */
    pillars: Record<"one" | "many", string>;
    areas: Record<"one" | "many", string>;
    voidNone: string;
    source: string;
  };
  /** Short names of the places a relation joins. */
  pillarWords: Record<Position | "luck" | "annual", string>;
}

export const READING_TEXTS: Record<Lang, ReadingTexts> = { ru, en };

export { fillText } from "./fill.ts";
