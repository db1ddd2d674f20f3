/**
 * Judgements about the day master 日主 (docs/bazi-day-master.md has the rules, the weights and the sources):
 *
 * - strength 身强/身弱 and the special structures (strength.ts): the qi settled first (meetings, harmonies,
 *   combinations, clashes), then a weighted count in the 子平 tradition, the month branch weighing most;
 * - favourable and unfavourable elements by 扶抑 (support the weak, restrain the strong), a special structure by
 *   its own rule (从 goes with what overwhelms, 专旺 with itself, 化气 with the new element), a balanced chart by
 *   the climate or the mediator 通关; then 调候 (穷通宝鉴) as a named adjustment for a cold or hot chart that
 *   lacks the climate's element;
 * - the structure 格局 by 子平真诠: the month branch's main qi, or the hidden stem of the month branch that shows
 *   among the stems;
 * - the climate 调候 note of 穷通宝鉴 for charts born in the cold or the hot season;
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
import type { TenGodKey } from "./names/chart.ts";
import { ELEMENTS, type Element, STEM_NAMES } from "./names/core.ts";
import {
  type ClimateNeed,
  FAVOURABLE_METHOD,
  type GodGroup,
  type SpecialKind,
  STRUCTURE_METHOD,
  type StrengthVerdict,
  type StructureKey,
  type UsefulRole,
} from "./names/day-master.ts";
import { STAGE_NAMES } from "./names/relations.ts";
import { DRAIN, dayMasterStrength, GROUPS, groupElement, type Strength, SUPPORT } from "./strength.ts";
import { tenGod } from "./ten-gods.ts";

export {
  type Adjustment,
  BRANCH_WEIGHTS,
  type Contribution,
  DOMINANT_FROM,
  dayMasterStrength,
  FOLLOW_TO,
  godGroup,
  groupElement,
  HIDDEN_SHARES,
  type Special,
  STEM_WEIGHT,
  STRONG_FROM,
  type Strength,
  WEAK_TO,
} from "./strength.ts";

// ---------------------------------------------------------------------------------------------------------
// Favourable elements 用神 喜神 忌神 (扶抑)

export type FavourableRule =
  | "weakAgainstPower"
  | "weakAgainstWealth"
  | "weakAgainstOutput"
  | "strongByResource"
  | "strongByCompanions"
  | "strongByCompanionsNoPower"
  | "balancedClimate"
  | "balancedMediator"
  | "balancedLeansWeak"
  | "balancedLeansStrong"
  | SpecialKind;

export interface Favourable {
  method: typeof FAVOURABLE_METHOD;
  /** Which rule chose them (docs/bazi-day-master.md §2). */
  rule: FavourableRule;
  /**
   * "climate" when 调候 moved the climate's element up to helpful (a chart of the cold or hot months that lacks
   * it: docs/bazi-day-master.md §2); null otherwise.
   */
  adjustment: "climate" | null;
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

const ELEMENT_AT = (e: Element, step: number) => ELEMENTS[mod(ELEMENTS.indexOf(e) + step, 5)]!;
/** Useful, helpful, neutral, harmful, hostile around one element: its producer helps, its controller harms most. */
const around = (useful: Element): Element[] => [
  useful,
  ELEMENT_AT(useful, -1),
  ELEMENT_AT(useful, 1),
  ELEMENT_AT(useful, -2),
  ELEMENT_AT(useful, 2),
];

/** The five elements in order (useful, helpful, neutral, harmful ×2) and the rule that chose them. */
function fuYiOrder(dayStem: number, s: Strength): { rule: FavourableRule; order: Element[] } {
  const g = s.groups;
  const dayElement = STEM_NAMES[dayStem]!.element;
  const el = (grp: GodGroup) => groupElement(dayElement, grp);
  const special = s.special;
  if (special?.kind === "transform") return { rule: "transform", order: around(special.element) };
  if (special?.kind === "dominant") {
    // 旺极宜泄: output shown on a stem carries the dominant qi away (秀气); else the chart keeps to its own element
    const vents = s.contributions.some((c) => c.group === "output" && c.source === "stem");
    const groups: GodGroup[] = vents
      ? ["output", "companion", "resource", "officer", "wealth"]
      : ["companion", "resource", "output", "officer", "wealth"];
    return { rule: "dominant", order: groups.map(el) };
  }
  if (special) {
    // 从: go with what overwhelms the day master; resource and companions would fight it
    const followed: Record<Exclude<SpecialKind, "transform" | "dominant">, GodGroup[]> = {
      followWealth: ["wealth", "output", "officer"],
      followPower: ["officer", "wealth", "output"],
      followOutput: ["output", "wealth", "companion"],
      followForce: ["wealth", ...heaviest(g, ["output", "officer"])],
    };
    const first = followed[special.kind];
    const rest = GROUPS.filter((x) => !first.includes(x));
    const harmful = special.kind === "followOutput" ? ["resource", "officer"] : heaviest(g, rest);
    return { rule: special.kind, order: [...first, ...harmful].map((x) => el(x as GodGroup)) };
  }
  if (s.verdict === "balanced") {
    const climate = climateOf(s.season.branch, s.southern);
    if (climate) return { rule: "balancedClimate", order: around(climate.element) };
    // 通关: the element between the heaviest support and the heaviest drain when one controls the other
    const [x] = heaviest(g, SUPPORT) as [GodGroup];
    const [y] = heaviest(g, DRAIN) as [GodGroup];
    const [ex, ey] = [el(x), el(y)];
    const controller = ELEMENT_AT(ex, 2) === ey ? ex : ELEMENT_AT(ey, 2) === ex ? ey : null;
    if (controller) {
      const mediator = ELEMENT_AT(controller, 1);
      const [lighter, heavier] = g[x] <= g[y] ? [ex, ey] : [ey, ex];
      const harmful = [ELEMENT_AT(mediator, -2), ELEMENT_AT(mediator, 2)];
      const order = [mediator, lighter, heavier, ...harmful];
      // the two sides and the mediator's two foes are five different elements only when they do not overlap
      if (new Set(order).size === 5) return { rule: "balancedMediator", order };
    }
  }
  // a balanced chart with neither a climate nor a mediator leans to the side it is nearer, mildly, and says so
  const balanced = s.verdict === "balanced";
  const leansWeak = s.verdict === "weak" || (balanced && s.score < 50);
  const leaning = (rule: FavourableRule, order: Element[]) => ({
    rule: balanced ? (leansWeak ? "balancedLeansWeak" : "balancedLeansStrong") : rule,
    order,
  });
  if (leansWeak) {
    const [a, b, c] = heaviest(g, DRAIN) as [GodGroup, GodGroup, GodGroup];
    const rule =
      a === "officer" ? "weakAgainstPower" : a === "wealth" ? "weakAgainstWealth" : "weakAgainstOutput";
    // wealth is met by companions (比劫帮身); power is turned by resource (杀印相生); output is held by resource
    const useful: GodGroup = a === "wealth" ? "companion" : "resource";
    const groups: GodGroup[] = [useful, useful === "companion" ? "resource" : "companion", c, a, b];
    return leaning(rule, groups.map(el));
  }
  const strong = (rule: FavourableRule, groups: GodGroup[]) => leaning(rule, groups.map(el));
  if (g.resource > g.companion)
    return strong("strongByResource", ["wealth", "output", "officer", "resource", "companion"]);
  if (g.officer > 0)
    return strong("strongByCompanions", ["officer", "output", "wealth", "companion", "resource"]);
  return strong("strongByCompanionsNoPower", ["output", "wealth", "officer", "companion", "resource"]);
}

/** Whether the chart holds any of `element` at all, visible or hidden, after the qi is settled. */
const holds = (s: Strength, element: Element) =>
  s.contributions.some((c) => c.element === element && c.weight > 0);

export function favourableElements(dayStem: number, s: Strength): Favourable {
  const { rule, order } = fuYiOrder(dayStem, s);
  let adjustment: Favourable["adjustment"] = null;
  // 调候 (穷通宝鉴): a chart of the cold or the hot months with none of the climate's element takes it as helpful
  const climate = climateOf(s.season.branch, s.southern);
  if (!s.special && rule !== "balancedClimate" && climate && !holds(s, climate.element)) {
    const i = order.indexOf(climate.element);
    if (i > 1) {
      order.splice(i, 1);
      order.splice(1, 0, climate.element);
      adjustment = "climate";
    }
  }
  const e = order as [Element, Element, Element, Element, Element];
  const roles = {} as Record<Element, UsefulRole>;
  roles[e[0]] = "useful";
  roles[e[1]] = "helpful";
  roles[e[2]] = "neutral";
  roles[e[3]] = "harmful";
  roles[e[4]] = "harmful";
  return {
    method: FAVOURABLE_METHOD,
    rule,
    adjustment,
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

/**
 * Born in 亥子丑 the chart is cold and wants fire; in 巳午未 hot and wants water; otherwise null. South of the
 * equator the seasons are the other way round, and so is the climate (the pillars keep the Chinese months, as
 * most practitioners keep them: docs/bazi-day-master.md §2): 亥子丑 is summer there, 巳午未 winter.
 */
export function climateOf(
  monthBranch: number,
  southern = false,
): { need: ClimateNeed; element: Element } | null {
  const winter = southern ? [5, 6, 7] : [11, 0, 1];
  const summer = southern ? [11, 0, 1] : [5, 6, 7];
  if (winter.includes(monthBranch)) return { need: "warmth", element: "fire" };
  if (summer.includes(monthBranch)) return { need: "moisture", element: "water" };
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

/** The whole judgement; `southern` for a birth south of the equator (the climate follows the real season). */
export function judgeDayMaster(
  dayStem: number,
  pillars: PlacedPillar[],
  southern = false,
): DayMasterJudgement {
  const strength = dayMasterStrength(dayStem, pillars, southern);
  const month = pillars.find((p) => p.position === "month")!;
  return {
    strength,
    favourable: favourableElements(dayStem, strength),
    structure: structureOf(dayStem, pillars),
    climate: climateOf(month.branch, southern),
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
    const strength = dayMasterStrength(dayStem, all, base.strength.southern);
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
