/**
 * The glossary of Bazi and almanac terms: the page /glossary (and /en/glossary) and the short explanation a term
 * shows on tap or focus (apps/web/app/components/tools/term.tsx), on the Bazi pages and on the day and month pages.
 * Each entry has an id other code builds (`stem-0`, `god-directOfficer`, `stage-birth` …), its characters, its
 * group, its name in the language, a one-sentence `short` for the popover and a few sentences of `text` for the
 * page: what it is, how it is found in a chart or a day, what it means for a person or for the day. The rules are
 * those the engine follows (docs/domain.md, docs/bazi-relations.md, docs/bazi-day-master.md); the names are the
 * engine's (packages/almanac/src/names/). Written in each language, not translated word for word.
 *
 * The words live in one JSON catalog per language (packages/i18n/catalogs/glossary.{lang}.json: the page's texts,
 * each group's title and lead, each entry's term, short and text), so a translator edits them without touching
 * code. What does not depend on the language stays here: the ids, which code builds, their order, characters and
 * groups. The type of TEXTS still makes a catalog without some id a compile error; apps/web/app/lib/glossary.test.ts
 * checks the rest (no extra ids, no empty text, every short at most 160 characters). A threshold the engine decides
 * (the Day Master's strength, the compatibility verdict) is a placeholder in the catalogs, `{strongFrom}`, filled
 * here from the engine's constant.
 */
import { CHALLENGING_TO, HARMONIOUS_FROM, STRONG_FROM, WEAK_TO } from "@bazi/almanac/scales";
import en from "../catalogs/glossary.en.json" with { type: "json" };
import ru from "../catalogs/glossary.ru.json" with { type: "json" };
import { fillText } from "./fill.ts";
import type { Lang } from "./index.ts";

export type GlossaryGroup =
  | "basics"
  | "stems"
  | "branches"
  | "elements"
  | "tenGods"
  | "stages"
  | "stars"
  | "interactions"
  | "chart"
  | "almanac";

/** The groups in the order of the page. */
export const GLOSSARY_GROUPS: readonly GlossaryGroup[] = [
  "basics",
  "stems",
  "branches",
  "elements",
  "tenGods",
  "stages",
  "stars",
  "interactions",
  "chart",
  "almanac",
];

export type GlossaryId = string;

export interface GlossaryEntry {
  id: string;
  /** The Chinese characters. */
  zh: string;
  group: GlossaryGroup;
  /** The name in the language, e.g. «Прямой Офицер». */
  term: string;
  /** One plain sentence (at most 160 characters) for a popover. */
  short: string;
  /** Two to four sentences for the glossary page. */
  text: string;
}

/** Every entry in the order of the page: by group, then in the natural order of the group. */
const ENTRIES = [
  { id: "pillar", zh: "柱", group: "basics" },
  { id: "dayMaster", zh: "日主", group: "basics" },
  { id: "hiddenStems", zh: "藏干", group: "basics" },
  { id: "naYin", zh: "纳音", group: "basics" },
  { id: "solarTime", zh: "真太阳时", group: "basics" },
  { id: "ziHour", zh: "子时", group: "basics" },
  { id: "stem-0", zh: "甲", group: "stems" },
  { id: "stem-1", zh: "乙", group: "stems" },
  { id: "stem-2", zh: "丙", group: "stems" },
  { id: "stem-3", zh: "丁", group: "stems" },
  { id: "stem-4", zh: "戊", group: "stems" },
  { id: "stem-5", zh: "己", group: "stems" },
  { id: "stem-6", zh: "庚", group: "stems" },
  { id: "stem-7", zh: "辛", group: "stems" },
  { id: "stem-8", zh: "壬", group: "stems" },
  { id: "stem-9", zh: "癸", group: "stems" },
  { id: "branch-0", zh: "子", group: "branches" },
  { id: "branch-1", zh: "丑", group: "branches" },
  { id: "branch-2", zh: "寅", group: "branches" },
  { id: "branch-3", zh: "卯", group: "branches" },
  { id: "branch-4", zh: "辰", group: "branches" },
  { id: "branch-5", zh: "巳", group: "branches" },
  { id: "branch-6", zh: "午", group: "branches" },
  { id: "branch-7", zh: "未", group: "branches" },
  { id: "branch-8", zh: "申", group: "branches" },
  { id: "branch-9", zh: "酉", group: "branches" },
  { id: "branch-10", zh: "戌", group: "branches" },
  { id: "branch-11", zh: "亥", group: "branches" },
  { id: "element-wood", zh: "木", group: "elements" },
  { id: "element-fire", zh: "火", group: "elements" },
  { id: "element-earth", zh: "土", group: "elements" },
  { id: "element-metal", zh: "金", group: "elements" },
  { id: "element-water", zh: "水", group: "elements" },
  { id: "tenGods", zh: "十神", group: "tenGods" },
  { id: "god-friend", zh: "比肩", group: "tenGods" },
  { id: "god-robWealth", zh: "劫财", group: "tenGods" },
  { id: "god-eatingGod", zh: "食神", group: "tenGods" },
  { id: "god-hurtingOfficer", zh: "伤官", group: "tenGods" },
  { id: "god-indirectWealth", zh: "偏财", group: "tenGods" },
  { id: "god-directWealth", zh: "正财", group: "tenGods" },
  { id: "god-sevenKillings", zh: "七杀", group: "tenGods" },
  { id: "god-directOfficer", zh: "正官", group: "tenGods" },
  { id: "god-indirectResource", zh: "偏印", group: "tenGods" },
  { id: "god-directResource", zh: "正印", group: "tenGods" },
  { id: "stage-birth", zh: "长生", group: "stages" },
  { id: "stage-bath", zh: "沐浴", group: "stages" },
  { id: "stage-capAndBelt", zh: "冠带", group: "stages" },
  { id: "stage-officeHolding", zh: "临官", group: "stages" },
  { id: "stage-emperor", zh: "帝旺", group: "stages" },
  { id: "stage-decline", zh: "衰", group: "stages" },
  { id: "stage-sickness", zh: "病", group: "stages" },
  { id: "stage-death", zh: "死", group: "stages" },
  { id: "stage-tomb", zh: "墓", group: "stages" },
  { id: "stage-extinction", zh: "绝", group: "stages" },
  { id: "stage-conceived", zh: "胎", group: "stages" },
  { id: "stage-nurture", zh: "养", group: "stages" },
  { id: "star-nobleman", zh: "天乙贵人", group: "stars" },
  { id: "star-academic", zh: "文昌", group: "stars" },
  { id: "star-prosperity", zh: "禄", group: "stars" },
  { id: "star-goatBlade", zh: "羊刃", group: "stars" },
  { id: "star-travellingHorse", zh: "驿马", group: "stars" },
  { id: "star-peachBlossom", zh: "桃花", group: "stars" },
  { id: "star-canopy", zh: "华盖", group: "stars" },
  { id: "star-robbery", zh: "劫煞", group: "stars" },
  { id: "star-void", zh: "空亡", group: "stars" },
  { id: "interaction-stemCombination", zh: "天干五合", group: "interactions" },
  { id: "interaction-stemClash", zh: "天干相冲", group: "interactions" },
  { id: "interaction-sixCombination", zh: "六合", group: "interactions" },
  { id: "interaction-threeHarmony", zh: "三合", group: "interactions" },
  { id: "interaction-halfHarmony", zh: "半合", group: "interactions" },
  { id: "interaction-directional", zh: "三会", group: "interactions" },
  { id: "interaction-clash", zh: "六冲", group: "interactions" },
  { id: "interaction-punishment", zh: "刑", group: "interactions" },
  { id: "interaction-harm", zh: "害", group: "interactions" },
  { id: "interaction-break", zh: "破", group: "interactions" },
  { id: "strength", zh: "身强身弱", group: "chart" },
  { id: "season", zh: "旺相休囚死", group: "chart" },
  { id: "roots", zh: "通根", group: "chart" },
  { id: "favourable", zh: "用神", group: "chart" },
  { id: "structure", zh: "格局", group: "chart" },
  { id: "climate", zh: "调候", group: "chart" },
  { id: "luckPillars", zh: "大运", group: "chart" },
  { id: "annualPillars", zh: "流年", group: "chart" },
  { id: "conception", zh: "胎元", group: "chart" },
  { id: "lifePalace", zh: "命宫", group: "chart" },
  { id: "compatibilityPoints", zh: "合婚", group: "chart" },
  { id: "officers", zh: "建除十二神", group: "almanac" },
  { id: "mansions", zh: "二十八宿", group: "almanac" },
  { id: "yellowPath", zh: "黄道", group: "almanac" },
  { id: "dayGods", zh: "吉神凶煞", group: "almanac" },
  { id: "virtues", zh: "天月二德", group: "almanac" },
  { id: "breakers", zh: "月破", group: "almanac" },
  { id: "dayClash", zh: "冲煞", group: "almanac" },
  { id: "pengZu", zh: "彭祖百忌", group: "almanac" },
  { id: "nineStars", zh: "九星", group: "almanac" },
  { id: "dayDirections", zh: "吉方", group: "almanac" },
  { id: "taiSui", zh: "太岁", group: "almanac" },
  { id: "solarTerms", zh: "节气", group: "almanac" },
  { id: "lunarDate", zh: "农历", group: "almanac" },
  { id: "lunarDay", zh: "太阴日", group: "almanac" },
  { id: "moonPhase", zh: "月相", group: "almanac" },
  { id: "moonSign", zh: "月亮星座", group: "almanac" },
  { id: "voidOfCourse", zh: "月亮空亡", group: "almanac" },
  { id: "yiJi", zh: "宜忌", group: "almanac" },
  { id: "dayRating", zh: "吉凶", group: "almanac" },
  { id: "selectionPoints", zh: "择日", group: "almanac" },
  { id: "hours", zh: "时辰", group: "almanac" },
  { id: "festivals", zh: "节日", group: "almanac" },
] as const satisfies readonly { id: string; zh: string; group: GlossaryGroup }[];

type KnownId = (typeof ENTRIES)[number]["id"];

export interface GlossaryPageText {
  title: string;
  description: string;
  lead: string;
  /** The heading of the table of contents. */
  contents: string;
}

/** One language's catalog: the shape of packages/i18n/catalogs/glossary.{lang}.json. */
interface GlossaryCatalog {
  page: GlossaryPageText;
  groups: Record<GlossaryGroup, { title: string; lead: string }>;
  entries: Record<KnownId, { term: string; short: string; text: string }>;
}

const TEXTS: Record<Lang, GlossaryCatalog> = { ru, en };

/** The characters of each group's heading (empty when the group has none); the same in every language. */
const GROUP_ZH: Record<GlossaryGroup, string> = {
  basics: "八字",
  stems: "天干",
  branches: "地支",
  elements: "五行",
  tenGods: "十神",
  stages: "十二长生",
  stars: "神煞",
  interactions: "合冲刑害",
  chart: "",
  almanac: "通书",
};

// Both constants are built by calls marked pure: the browser bundles import @bazi/i18n for other things, and a bare
// read of the catalogs here would keep both of them in every page's scripts.
export const GLOSSARY_PAGE: Record<Lang, GlossaryPageText> = /* @__PURE__ */ byLang(
  (lang) => TEXTS[lang].page,
);

/** The heading of each group, its characters (may be empty) and a sentence or two under it. */
export const GLOSSARY_GROUP_TITLES: Record<
  Lang,
  Record<GlossaryGroup, { title: string; zh: string; lead: string }>
> = /* @__PURE__ */ byLang((lang) => {
  const groups = TEXTS[lang].groups;
  return Object.fromEntries(
    GLOSSARY_GROUPS.map((g) => [g, { title: groups[g].title, zh: GROUP_ZH[g], lead: groups[g].lead }]),
  ) as Record<GlossaryGroup, { title: string; zh: string; lead: string }>;
});

function byLang<T>(of: (lang: Lang) => T): Record<Lang, T> {
  return { ru: of("ru"), en: of("en") };
}

/** A signed threshold as the texts write it: «+3», «−2» (a real minus sign). */
const signedText = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");

/**
 * The engine's thresholds the entries name (`{strongFrom}` in the Day Master's strength, `{harmoniousFrom}` in the
 * compatibility points …), filled in here so that a catalog never retypes a number the engine decides.
 */
const thresholds = () => ({
  strongFrom: STRONG_FROM,
  weakTo: WEAK_TO,
  harmoniousFrom: signedText(HARMONIOUS_FROM),
  challengingTo: signedText(CHALLENGING_TO),
});

const cache: Partial<Record<Lang, { list: GlossaryEntry[]; byId: Map<string, GlossaryEntry> }>> = {};

function built(lang: Lang) {
  let c = cache[lang];
  if (!c) {
    const texts = TEXTS[lang].entries;
    const values = thresholds();
    const list = ENTRIES.map((e): GlossaryEntry => {
      const { term, short, text } = texts[e.id];
      return { ...e, term, short: fillText(short, values), text: fillText(text, values) };
    });
    c = { list, byId: new Map(list.map((e) => [e.id, e])) };
    cache[lang] = c;
  }
  return c;
}

/** Every entry of the glossary in a language, ordered by group, then in the natural order of its group. */
export function glossary(lang: Lang): GlossaryEntry[] {
  return built(lang).list.slice();
}

/** One entry by its id (`god-directOfficer`, `stage-birth` …), or null when the glossary has no such term. */
export function glossaryEntry(lang: Lang, id: string): GlossaryEntry | null {
  return built(lang).byId.get(id) ?? null;
}

/** The glossary by group in the page's order: each group's heading, lead and entries. */
export function glossaryGroups(
  lang: Lang,
): { group: GlossaryGroup; title: string; zh: string; lead: string; entries: GlossaryEntry[] }[] {
  const all = glossary(lang);
  return GLOSSARY_GROUPS.map((group) => ({
    group,
    ...GLOSSARY_GROUP_TITLES[lang][group],
    entries: all.filter((e) => e.group === group),
  }));
}
