/**
 * Judgements about the day master 日主 (docs/bazi-day-master.md has the rules, the weights and the sources):
 *
 * - strength 身强/身弱 by a weighted count in the 子平 tradition: every character of the chart either supports the
 *   day master (its own element 比劫, the element producing it 印) or drains it (the element it produces 食伤,
 *   the one it controls 财, the one controlling it 官杀); the month branch weighs most (月令, 子平真诠 «论用神»),
 *   the day branch next (the day master's seat); the share of support is the score;
 * - favourable and unfavourable elements by 扶抑 (support the weak, restrain the strong), with the two extreme
 *   charts of 滴天髓 («从象», «旺衰») only past stated thresholds;
 * - the structure 格局 by 子平真诠: the month branch's main qi, or the hidden stem of the month branch that shows
 *   among the stems;
 * - the climate 调候 note of 穷通宝鉴 for charts born in the cold or the hot season (reported beside, not mixed
 *   into the 扶抑 verdict);
 * - for a chart without the hour, what each of the twelve possible hours would give.
 *
 * Pure functions of stem and branch indices (甲 = 0, 子 = 0).
 */
import { fiveRatsHourStem } from "./chart.ts";
import {
  growthStage,
  type Interaction,
  lifePalace,
  natalInteractions,
  type PlacedPillar,
  type RelationOptions,
} from "./chart-relations.ts";
import { mod, sexagenaryIndex } from "./cycle.ts";
import { HIDDEN_ROLES, HIDDEN_STEMS, type HiddenRole } from "./hidden-stems.ts";
import type { PillarPosition, TenGodKey } from "./names/chart.ts";
import { BRANCH_NAMES, ELEMENTS, type Element, STEM_NAMES } from "./names/core.ts";
import {
  type ClimateNeed,
  type ExtremeKind,
  FAVOURABLE_METHOD,
  type GodGroup,
  type SeasonState,
  STRENGTH_METHOD,
  STRUCTURE_METHOD,
  type StrengthVerdict,
  type StructureKey,
  type UsefulRole,
} from "./names/day-master.ts";
import { STAGE_NAMES } from "./names/relations.ts";
import { tenGod } from "./ten-gods.ts";

// ---------------------------------------------------------------------------------------------------------
// Weights (docs/bazi-day-master.md §1)

/** Each visible stem but the day master's own counts 1. */
export const STEM_WEIGHT = 1;
/** What a branch counts, by its pillar: the month's three (月令), the day's 1.5 (the seat), the others 1. */
export const BRANCH_WEIGHTS: Record<PillarPosition, number> = { year: 1, month: 3, day: 1.5, hour: 1 };
/** How a branch's weight is shared among its hidden stems, by how many it holds. */
export const HIDDEN_SHARES: Record<1 | 2 | 3, readonly number[]> = {
  1: [1],
  2: [0.7, 0.3],
  3: [0.6, 0.3, 0.1],
};
/** Score (share of support, 0..100) from which the day master is strong, and up to which it is weak. */
export const STRONG_FROM = 55;
export const WEAK_TO = 45;
/**
 * The extreme charts: support at most FOLLOW_TO, no root and no resource shown or as a branch's main qi (从);
 * support at least DOMINANT_FROM and no power at all (专旺).
 */
export const FOLLOW_TO = 15;
export const DOMINANT_FROM = 85;

const GROUP_OFFSET: Record<GodGroup, number> = {
  companion: 0,
  output: 1,
  wealth: 2,
  officer: 3,
  resource: 4,
};
const GROUPS = Object.keys(GROUP_OFFSET) as GodGroup[];
const SUPPORT: readonly GodGroup[] = ["companion", "resource"];
const DRAIN: readonly GodGroup[] = ["officer", "wealth", "output"];

const elementIndex = (e: Element) => ELEMENTS.indexOf(e);

/** The group of `element` relative to the day master's element. */
export function godGroup(dayElement: Element, element: Element): GodGroup {
  const r = mod(elementIndex(element) - elementIndex(dayElement), 5);
  return GROUPS.find((g) => GROUP_OFFSET[g] === r)!;
}

/** The element that stands in `group` to a day master of `dayElement`. */
export function groupElement(dayElement: Element, group: GodGroup): Element {
  return ELEMENTS[mod(elementIndex(dayElement) + GROUP_OFFSET[group], 5)]!;
}

// ---------------------------------------------------------------------------------------------------------
// Strength

export interface Contribution {
  position: PillarPosition;
  /** A visible stem, or a hidden stem of the branch (with its role). */
  source: "stem" | "hidden";
  role?: HiddenRole;
  stem: number;
  group: GodGroup;
  weight: number;
}

export interface Strength {
  method: typeof STRENGTH_METHOD;
  verdict: StrengthVerdict;
  /** Share of support in the whole, 0..100 (rounded). */
  score: number;
  support: number;
  drain: number;
  /** 旺相休囚死 of the day master's element in the month; `commands` (得令) when prosperous or prime. */
  season: { branch: number; element: Element; state: SeasonState; commands: boolean };
  /** Hidden stems of the day master's own element (通根): where it is rooted. */
  roots: Contribution[];
  /** Support among the visible stems (得势): weight of companions and resources shown. */
  visibleSupport: number;
  /** Weight of each group, and the element standing in it. */
  groups: Record<GodGroup, number>;
  groupElements: Record<GodGroup, Element>;
  /** Every character counted. */
  contributions: Contribution[];
  /** The extreme charts, past the thresholds; null for the ordinary ones. */
  extreme: ExtremeKind | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function seasonState(dayElement: Element, monthBranch: number): SeasonState {
  const season = BRANCH_NAMES[monthBranch]!.element;
  const r = mod(elementIndex(dayElement) - elementIndex(season), 5);
  return (["prosperous", "prime", "dead", "confined", "resting"] as const)[r]!;
}

/** The natal pillars of `pillars` but the day master's own stem, weighted. */
function contributions(dayStem: number, pillars: PlacedPillar[]): Contribution[] {
  const dayElement = STEM_NAMES[dayStem]!.element;
  const out: Contribution[] = [];
  for (const p of pillars) {
    const position = p.position as PillarPosition;
    if (position !== "day") {
      const group = godGroup(dayElement, STEM_NAMES[p.stem]!.element);
      out.push({ position, source: "stem", stem: p.stem, group, weight: STEM_WEIGHT });
    }
    const hidden = HIDDEN_STEMS[p.branch]!;
    const shares = HIDDEN_SHARES[hidden.length as 1 | 2 | 3];
    hidden.forEach((stem, i) => {
      const group = godGroup(dayElement, STEM_NAMES[stem]!.element);
      const weight = round2(BRANCH_WEIGHTS[position] * shares[i]!);
      out.push({ position, source: "hidden", role: HIDDEN_ROLES[i]!, stem, group, weight });
    });
  }
  return out;
}

/** The day master's strength from the natal pillars (`pillars` must hold year, month and day; hour optional). */
export function dayMasterStrength(dayStem: number, pillars: PlacedPillar[]): Strength {
  const dayElement = STEM_NAMES[dayStem]!.element;
  const month = pillars.find((p) => p.position === "month")!;
  const all = contributions(dayStem, pillars);
  const groups = { companion: 0, output: 0, wealth: 0, officer: 0, resource: 0 } as Record<GodGroup, number>;
  for (const c of all) groups[c.group] += c.weight;
  for (const g of GROUPS) groups[g] = round2(groups[g]);
  const support = round2(groups.companion + groups.resource);
  const drain = round2(groups.output + groups.wealth + groups.officer);
  const score = Math.round((100 * support) / (support + drain));
  const state = seasonState(dayElement, month.branch);
  const roots = all.filter((c) => c.source === "hidden" && c.group === "companion");
  const visibleSupport = all
    .filter((c) => c.source === "stem" && SUPPORT.includes(c.group))
    .reduce((s, c) => s + c.weight, 0);
  let extreme: ExtremeKind | null = null;
  const propped = all.some((c) => c.group === "resource" && (c.source === "stem" || c.role === "main"));
  if (score <= FOLLOW_TO && roots.length === 0 && !propped) extreme = "follow";
  else if (score >= DOMINANT_FROM && groups.officer === 0) extreme = "dominant";
  return {
    method: STRENGTH_METHOD,
    verdict: score >= STRONG_FROM ? "strong" : score <= WEAK_TO ? "weak" : "balanced",
    score,
    support,
    drain,
    season: {
      branch: month.branch,
      element: BRANCH_NAMES[month.branch]!.element,
      state,
      commands: state === "prosperous" || state === "prime",
    },
    roots,
    visibleSupport,
    groups,
    groupElements: Object.fromEntries(GROUPS.map((g) => [g, groupElement(dayElement, g)])) as Record<
      GodGroup,
      Element
    >,
    contributions: all,
    extreme,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Favourable elements 用神 喜神 忌神 (扶抑)

export interface Favourable {
  method: typeof FAVOURABLE_METHOD;
  /** Which rule chose them (docs/bazi-day-master.md §2). */
  rule:
    | "weakAgainstPower"
    | "weakAgainstWealth"
    | "weakAgainstOutput"
    | "strongByResource"
    | "strongByCompanions"
    | "strongByCompanionsNoPower"
    | "follow"
    | "dominant";
  /** The useful element 用神 first, then the helpful one 喜神. */
  favourable: [Element, Element];
  /** The harmful elements 忌神, the heavier first. */
  unfavourable: [Element, Element];
  neutral: Element;
  /** Each element's role. */
  roles: Record<Element, UsefulRole>;
}

/** Groups sorted by weight, the heavier first (ties in the order given). */
const heaviest = (groups: Record<GodGroup, number>, among: readonly GodGroup[]) =>
  [...among].sort((a, b) => groups[b] - groups[a]);

export function favourableElements(dayStem: number, s: Strength): Favourable {
  const g = s.groups;
  let rule: Favourable["rule"];
  let order: [GodGroup, GodGroup, GodGroup, GodGroup, GodGroup]; // useful, helpful, neutral, harmful ×2
  const leansWeak = s.verdict === "weak" || (s.verdict === "balanced" && s.score < 50);
  if (s.extreme === "follow") {
    const [a, b, c] = heaviest(g, DRAIN) as [GodGroup, GodGroup, GodGroup];
    rule = "follow";
    order = [a, b, c, ...(heaviest(g, SUPPORT) as [GodGroup, GodGroup])];
  } else if (s.extreme === "dominant") {
    rule = "dominant";
    order = ["companion", "resource", "output", "officer", "wealth"];
  } else if (leansWeak) {
    const [a, b, c] = heaviest(g, DRAIN) as [GodGroup, GodGroup, GodGroup];
    rule = a === "officer" ? "weakAgainstPower" : a === "wealth" ? "weakAgainstWealth" : "weakAgainstOutput";
    // wealth is met by companions (比劫帮身); power is turned by resource (杀印相生); output is held by resource
    const useful: GodGroup = a === "wealth" ? "companion" : "resource";
    order = [useful, useful === "companion" ? "resource" : "companion", c, a, b];
  } else if (g.resource > g.companion) {
    rule = "strongByResource"; // 财破印
    order = ["wealth", "output", "officer", "resource", "companion"];
  } else if (g.officer > 0) {
    rule = "strongByCompanions"; // 官杀制比劫
    order = ["officer", "output", "wealth", "companion", "resource"];
  } else {
    rule = "strongByCompanionsNoPower"; // 食伤泄秀
    order = ["output", "wealth", "officer", "companion", "resource"];
  }
  const dayElement = STEM_NAMES[dayStem]!.element;
  const e = order.map((grp) => groupElement(dayElement, grp)) as [
    Element,
    Element,
    Element,
    Element,
    Element,
  ];
  const roles = {} as Record<Element, UsefulRole>;
  roles[e[0]] = "useful";
  roles[e[1]] = "helpful";
  roles[e[2]] = "neutral";
  roles[e[3]] = "harmful";
  roles[e[4]] = "harmful";
  return {
    method: FAVOURABLE_METHOD,
    rule,
    favourable: [e[0], e[1]],
    unfavourable: [e[3], e[4]],
    neutral: e[2],
    roles,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Structure 格局 (子平真诠)

export interface Structure {
  method: typeof STRUCTURE_METHOD;
  key: StructureKey;
  /** The hidden stem of the month branch the structure is taken from, and whether it shows among the stems (透). */
  stem: number;
  role: HiddenRole;
  revealed: boolean;
  /** The ten god of that stem. */
  tenGod: TenGodKey;
}

/**
 * When the month branch is the day master's 临官 (its 禄) the structure is 建禄, at its 帝旺 月刃 (stages as
 * chart-relations.ts counts them, earth with fire: 戊 has 建禄 in 巳, 己 in 午). Otherwise the month branch's
 * main qi gives the structure, unless it does not show among the year, month and hour stems while the middle
 * or residual qi does: then the one that shows (透者取之). An earth day master born in an earth month of its
 * own element (戊 in 辰 or 戌, 己 in 丑 or 未) takes the structure from a shown middle or residual qi, or has
 * none.
 */
export function structureOf(dayStem: number, pillars: PlacedPillar[]): Structure | null {
  const month = pillars.find((p) => p.position === "month")!;
  const shown = pillars.filter((p) => p.position !== "day").map((p) => p.stem);
  const hidden = HIDDEN_STEMS[month.branch]!;
  const pick = (i: number, key?: StructureKey): Structure => {
    const stem = hidden[i]!;
    const god = tenGod(dayStem, stem);
    return {
      method: STRUCTURE_METHOD,
      key: key ?? (god as StructureKey),
      stem,
      role: HIDDEN_ROLES[i]!,
      revealed: shown.includes(stem),
      tenGod: god,
    };
  };
  const stage = STAGE_NAMES[growthStage(dayStem, month.branch)]!.key;
  if (stage === "officeHolding") return pick(0, "establishedProsperity");
  if (stage === "emperor") return pick(0, "monthBlade");
  const own = (stem: number) => STEM_NAMES[stem]!.element === STEM_NAMES[dayStem]!.element;
  if (!own(hidden[0]!) && shown.includes(hidden[0]!)) return pick(0);
  const i = hidden.findIndex((stem, k) => k > 0 && shown.includes(stem) && !own(stem));
  if (i > 0) return pick(i);
  // an earth day master in an earth month (戊 in 辰戌, 己 in 丑未) with nothing else shown: no regular structure
  return own(hidden[0]!) ? null : pick(0);
}

// ---------------------------------------------------------------------------------------------------------
// Climate 调候

/** Born in 亥子丑 the chart is cold and wants fire; in 巳午未 hot and wants water; otherwise null. */
export function climateOf(monthBranch: number): { need: ClimateNeed; element: Element } | null {
  if ([11, 0, 1].includes(monthBranch)) return { need: "warmth", element: "fire" };
  if ([5, 6, 7].includes(monthBranch)) return { need: "moisture", element: "water" };
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The whole judgement, and the twelve possible hours

export interface DayMasterJudgement {
  strength: Strength;
  favourable: Favourable;
  /** Null when no regular structure applies. */
  structure: Structure | null;
  climate: { need: ClimateNeed; element: Element } | null;
}

export function judgeDayMaster(dayStem: number, pillars: PlacedPillar[]): DayMasterJudgement {
  const strength = dayMasterStrength(dayStem, pillars);
  const month = pillars.find((p) => p.position === "month")!;
  return {
    strength,
    favourable: favourableElements(dayStem, strength),
    structure: structureOf(dayStem, pillars),
    climate: climateOf(month.branch),
  };
}

export interface HourOption {
  /** The hour's branch (子 = 0: 23:00–01:00 … 亥 = 11: 21:00–23:00, by the chart's time basis). */
  branch: number;
  /** The hour pillar by the Five Rats from the day stem. */
  pillar: number;
  verdict: StrengthVerdict;
  score: number;
  favourable: [Element, Element];
  /** Relations the hour pillar would add. */
  interactions: Interaction[];
  lifePalace: number;
}

export interface HourUnknown {
  options: HourOption[];
  /** How many of the twelve hours give the same strength verdict, and the same useful element, as the chart without the hour. */
  sameVerdict: number;
  sameUseful: number;
}

/** What each of the twelve hours would give a chart whose hour is unknown (`pillars`: year, month, day). */
export function hourOptions(
  dayStem: number,
  pillars: PlacedPillar[],
  base: DayMasterJudgement,
  relations: RelationOptions = {},
): HourUnknown {
  const year = pillars.find((p) => p.position === "year")!;
  const month = pillars.find((p) => p.position === "month")!;
  const options: HourOption[] = [];
  for (let branch = 0; branch < 12; branch++) {
    const hour: PlacedPillar = { position: "hour", stem: fiveRatsHourStem(dayStem, branch), branch };
    const all = [...pillars, hour];
    const strength = dayMasterStrength(dayStem, all);
    const fav = favourableElements(dayStem, strength);
    options.push({
      branch,
      pillar: sexagenaryIndex(hour.stem, branch),
      verdict: strength.verdict,
      score: strength.score,
      favourable: fav.favourable,
      interactions: natalInteractions(all, relations).filter((i) => i.pillars.includes("hour")),
      lifePalace: lifePalace(year.stem, month.branch, branch),
    });
  }
  return {
    options,
    sameVerdict: options.filter((o) => o.verdict === base.strength.verdict).length,
    sameUseful: options.filter((o) => o.favourable[0] === base.favourable.favourable[0]).length,
  };
}
