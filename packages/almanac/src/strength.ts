/**
 * The day master's strength 身强/身弱, method `ziPingQiCount` (docs/bazi-day-master.md §1 has the rules, the weights
 * and the sources): every character of the chart but the day master counts for its element, the month branch most
 * (月令), the day branch next; before the count the chart's qi is settled the way 子平真诠 and 滴天髓 read it:
 *
 * 1. a full directional meeting 三会 turns its three branches into its element, whatever else they hold;
 * 2. a full three harmony 三合 does so when the month branch is in it or its element shows on a stem; a half
 *    harmony (the middle branch and one other) turns half of the other branch when both hold;
 * 3. a six combination 六合 of neighbouring branches turns both when the month's element is the combination's
 *    and that element shows on a stem, and neither branch is clashed;
 * 4. two neighbouring stems that combine 天干五合 (neither the day master) turn into the combination's element
 *    when the month branch is of it (合化), or else bind each other and count half (合绊);
 * 5. a clash 六冲 uproots the branch whose element is controlled by the other's: half its weight when the two
 *    are neighbours, a quarter otherwise, and half of that for the month branch (月令 holds); earth against earth
 *    changes nothing. A branch turned by a meeting or a harmony is not uprooted.
 *
 * Then the special structures (`special`), each by a stated rule: 化气 (the day master combines with a neighbouring
 * stem, the month is of the new element, nothing controls it and the day master has no root), 专旺 (one element
 * holds the chart and the month, no power), and 从 (no root, support at most FOLLOW_TO): 从财, 从杀, 从儿 by the
 * drain that holds at least half, else 从势.
 *
 * Pure functions of stem and branch indices (甲 = 0, 子 = 0).
 */
import type { PlacedPillar } from "./chart-relations.ts";
import { mod } from "./cycle.ts";
import { HIDDEN_ROLES, HIDDEN_STEMS, type HiddenRole } from "./hidden-stems.ts";
import type { PillarPosition } from "./names/chart.ts";
import { BRANCH_NAMES, ELEMENTS, type Element, STEM_NAMES } from "./names/core.ts";
import {
  type GodGroup,
  type SeasonState,
  type SpecialKind,
  STRENGTH_METHOD,
  type StrengthVerdict,
} from "./names/day-master.ts";
import { clashes } from "./relations.ts";
import { STRONG_FROM, WEAK_TO } from "./scales.ts";

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

/** Score (share of support, 0..100) from which the day master is strong, and up to which it is weak (scales.ts). */
export { STRONG_FROM, WEAK_TO };
/** 从: no root that holds, no resource as a branch's main qi nor on a stem with a root of its own, and support (rootless stems shown count) at most this share. */
export const FOLLOW_TO = 40;
/** 专旺: support at least this share, the month the day master's or its resource's, power without a root. */
export const DOMINANT_FROM = 70;
/** 从财/从杀/从儿: the followed drain holds at least this share of the drain; otherwise 从势. */
export const FOLLOWED_SHARE = 0.5;
/** A half harmony turns this share of the other branch (its middle branch is already of the element). */
export const HALF_HARMONY_SHARE = 0.5;
/** A stem bound by a combination that does not transform (合绊) counts this part of its weight. */
export const BOUND_SHARE = 0.5;
/** What a clash takes from the branch it uproots: neighbours, others; the month branch loses half of that. */
export const CLASH_LOSS = { neighbours: 0.5, apart: 0.25, monthFactor: 0.5 } as const;

const ORDER: readonly PillarPosition[] = ["year", "month", "day", "hour"];
const GROUP_OFFSET: Record<GodGroup, number> = {
  companion: 0,
  output: 1,
  wealth: 2,
  officer: 3,
  resource: 4,
};
export const GROUPS = Object.keys(GROUP_OFFSET) as GodGroup[];
export const SUPPORT: readonly GodGroup[] = ["companion", "resource"];
export const DRAIN: readonly GodGroup[] = ["officer", "wealth", "output"];

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

/** The element `e` controls (克) and the one controlling it. */
const controls = (e: Element) => ELEMENTS[mod(elementIndex(e) + 2, 5)]!;
const controller = (e: Element) => ELEMENTS[mod(elementIndex(e) - 2, 5)]!;

// ---------------------------------------------------------------------------------------------------------
// Combinations (docs/bazi-day-master.md §1, "settling the qi")

/** 三会: the three branches of a season and their element. */
const MEETINGS: readonly (readonly [number, number, number, Element])[] = [
  [2, 3, 4, "wood"],
  [5, 6, 7, "fire"],
  [8, 9, 10, "metal"],
  [11, 0, 1, "water"],
];
/** 三合 by the middle branch (子 卯 午 酉) of each frame: its element. The frame is the branches b ≡ middle (mod 4). */
const HARMONY_ELEMENT: Record<number, Element> = { 0: "water", 3: "wood", 6: "fire", 9: "metal" };
/** 六合 by the lower branch of the pair (子丑 寅亥 卯戌 辰酉 巳申 午未; 午未 as earth, 三命通会). */
const SIX_COMBINATION: Record<number, Element> = {
  0: "earth",
  2: "wood",
  3: "fire",
  4: "metal",
  5: "water",
  6: "earth",
};
/** 天干五合 by the lower stem (甲己 乙庚 丙辛 丁壬 戊癸). */
const STEM_COMBINATION: readonly Element[] = ["earth", "metal", "water", "wood", "fire"];

export type AdjustmentKind =
  | "meeting"
  | "harmony"
  | "halfHarmony"
  | "sixCombination"
  | "stemCombination"
  | "stemBound"
  | "clash";

/** One settling of the qi: what took part, the element it gives or the branch it uproots, the weight it moved. */
export interface Adjustment {
  kind: AdjustmentKind;
  positions: PillarPosition[];
  /** The characters, as the chart writes them (branches or stems). */
  zh: string;
  /** The element the qi turned into; for a clash the uprooted branch's element. */
  element: Element;
  /** The weight that changed element or was lost (bound stems, clashes). */
  weight: number;
}

export interface Contribution {
  position: PillarPosition;
  /** A visible stem, a hidden stem of the branch (with its role), or a branch turned whole into an element. */
  source: "stem" | "hidden" | "turned";
  role?: HiddenRole;
  /** The stem counted; for a turned branch the branch's index. */
  stem: number;
  element: Element;
  group: GodGroup;
  weight: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const neighbours = (a: PillarPosition, b: PillarPosition) =>
  Math.abs(ORDER.indexOf(a) - ORDER.indexOf(b)) === 1;

interface Settled {
  contributions: Contribution[];
  adjustments: Adjustment[];
  /** Branches turned (by position): the element they turned into, and the share of their weight it took. */
  turned: Map<PillarPosition, { element: Element; share: number }>;
}

function settle(dayStem: number, pillars: PlacedPillar[]): Settled {
  const dayElement = STEM_NAMES[dayStem]!.element;
  const at = (p: PlacedPillar) => p.position as PillarPosition;
  const month = pillars.find((p) => p.position === "month")!;
  const monthElement = BRANCH_NAMES[month.branch]!.element;
  // 透: the element shows on a stem, the day master's own included
  const shows = (e: Element) => pillars.some((p) => STEM_NAMES[p.stem]!.element === e);
  const adjustments: Adjustment[] = [];
  const turned = new Map<PillarPosition, { element: Element; share: number }>();
  // the characters taking part, each once, in the chart's order
  const zhOf = (ps: PlacedPillar[], what: "branch" | "stem") =>
    [
      ...new Set(ps.map((p) => (what === "branch" ? BRANCH_NAMES[p.branch]!.zh : STEM_NAMES[p.stem]!.zh))),
    ].join("");
  /** Turns `ps` (of the characters `all`) into `element`, the `share` of each branch's weight. */
  const turn = (ps: PlacedPillar[], kind: AdjustmentKind, element: Element, share = 1, all = ps) => {
    const fresh = ps.filter((p) => !turned.has(at(p)));
    if (fresh.length === 0) return;
    for (const p of fresh) turned.set(at(p), { element, share });
    adjustments.push({
      kind,
      positions: fresh.map(at),
      zh: zhOf(all, "branch"),
      element,
      weight: round2(fresh.reduce((s, p) => s + BRANCH_WEIGHTS[at(p)] * share, 0)),
    });
  };
  // 1. 三会
  for (const [a, b, c, element] of MEETINGS) {
    const ps = pillars.filter((p) => p.branch === a || p.branch === b || p.branch === c);
    if ([a, b, c].every((x) => ps.some((p) => p.branch === x))) turn(ps, "meeting", element);
  }
  // 2. 三合, full or half (the middle branch and one other)
  for (const middle of [0, 3, 6, 9]) {
    const element = HARMONY_ELEMENT[middle]!;
    const ps = pillars.filter((p) => mod(p.branch - middle, 4) === 0 && !turned.has(at(p)));
    const kinds = new Set(ps.map((p) => p.branch));
    if (!kinds.has(middle) || kinds.size < 2) continue;
    const inMonth = ps.some((p) => p.position === "month");
    if (kinds.size === 3 && (inMonth || shows(element))) turn(ps, "harmony", element);
    else if (kinds.size === 2 && inMonth && shows(element))
      turn(
        ps.filter((p) => p.branch !== middle),
        "halfHarmony",
        element,
        HALF_HARMONY_SHARE,
        ps,
      );
  }
  // 3. 六合 of neighbouring branches
  // earth against earth (丑未, 辰戌) stirs the branches but breaks no combination
  const clashed = (p: PlacedPillar) =>
    pillars.some(
      (q) => q !== p && clashes(q.branch, p.branch) && BRANCH_NAMES[p.branch]!.element !== "earth",
    );
  for (let i = 0; i + 1 < pillars.length; i++) {
    const [p, q] = [pillars[i]!, pillars[i + 1]!];
    if (mod(p.branch + q.branch, 12) !== 1 || turned.has(at(p)) || turned.has(at(q))) continue;
    const element = SIX_COMBINATION[Math.min(p.branch, q.branch)]!;
    if (monthElement === element && shows(element) && !clashed(p) && !clashed(q))
      turn([p, q], "sixCombination", element);
  }
  // base contributions, turned branches as one contribution of their element
  const contributions: Contribution[] = [];
  const stemFactor = new Map<PillarPosition, number>();
  const stemElement = new Map<PillarPosition, Element>();
  // 4. 天干五合 of neighbouring stems, the day master's own left to the special structures
  for (let i = 0; i + 1 < pillars.length; i++) {
    const [p, q] = [pillars[i]!, pillars[i + 1]!];
    if (p.position === "day" || q.position === "day" || Math.abs(p.stem - q.stem) !== 5) continue;
    if (stemFactor.has(at(p)) || stemFactor.has(at(q))) continue;
    const element = STEM_COMBINATION[Math.min(p.stem, q.stem)]!;
    const transforms = monthElement === element || turned.get("month")?.element === element;
    for (const x of [p, q]) {
      stemFactor.set(at(x), transforms ? 1 : BOUND_SHARE);
      if (transforms) stemElement.set(at(x), element);
    }
    adjustments.push({
      kind: transforms ? "stemCombination" : "stemBound",
      positions: [at(p), at(q)],
      zh: zhOf([p, q], "stem"),
      element,
      weight: transforms ? 2 * STEM_WEIGHT : 2 * STEM_WEIGHT * (1 - BOUND_SHARE),
    });
  }
  for (const p of pillars) {
    const position = at(p);
    if (position !== "day") {
      const element = stemElement.get(position) ?? STEM_NAMES[p.stem]!.element;
      const weight = round2(STEM_WEIGHT * (stemFactor.get(position) ?? 1));
      contributions.push({
        position,
        source: "stem",
        stem: p.stem,
        element,
        group: godGroup(dayElement, element),
        weight,
      });
    }
    const t = turned.get(position);
    if (t) {
      const weight = round2(BRANCH_WEIGHTS[position] * t.share);
      const group = godGroup(dayElement, t.element);
      contributions.push({ position, source: "turned", stem: p.branch, element: t.element, group, weight });
      if (t.share === 1) continue;
    }
    const kept = 1 - (t?.share ?? 0);
    const hidden = HIDDEN_STEMS[p.branch]!;
    const shares = HIDDEN_SHARES[hidden.length as 1 | 2 | 3];
    hidden.forEach((stem, i) => {
      const element = STEM_NAMES[stem]!.element;
      const weight = round2(BRANCH_WEIGHTS[position] * shares[i]! * kept);
      contributions.push({
        position,
        source: "hidden",
        role: HIDDEN_ROLES[i]!,
        stem,
        element,
        group: godGroup(dayElement, element),
        weight,
      });
    });
  }
  // 5. 六冲: the controlled branch is uprooted
  for (let i = 0; i < pillars.length; i++) {
    for (let j = i + 1; j < pillars.length; j++) {
      const [p, q] = [pillars[i]!, pillars[j]!];
      if (!clashes(p.branch, q.branch)) continue;
      const [ep, eq] = [BRANCH_NAMES[p.branch]!.element, BRANCH_NAMES[q.branch]!.element];
      const loser = controls(ep) === eq ? q : controls(eq) === ep ? p : null;
      if (!loser || turned.get(at(loser))?.share === 1) continue;
      let loss = neighbours(at(p), at(q)) ? CLASH_LOSS.neighbours : CLASH_LOSS.apart;
      if (loser.position === "month") loss *= CLASH_LOSS.monthFactor;
      let lost = 0;
      for (const c of contributions) {
        if (c.position !== loser.position || c.source !== "hidden") continue;
        const cut = round2(c.weight * loss);
        c.weight = round2(c.weight - cut);
        lost += cut;
      }
      adjustments.push({
        kind: "clash",
        positions: [at(p), at(q)],
        zh: zhOf([p, q], "branch"),
        element: BRANCH_NAMES[loser.branch]!.element,
        weight: round2(lost),
      });
    }
  }
  return { contributions, adjustments, turned };
}

// ---------------------------------------------------------------------------------------------------------
// Strength

export interface Special {
  kind: SpecialKind;
  /** The element the chart goes with: the followed drain's, the dominant one's, the transformed one's. */
  element: Element;
}

export interface Strength {
  method: typeof STRENGTH_METHOD;
  verdict: StrengthVerdict;
  /** Share of support in the whole, 0..100 (rounded), after the qi is settled. */
  score: number;
  support: number;
  drain: number;
  /** 旺相休囚死 of the day master's element in the month; `commands` (得令) when prosperous or prime. */
  season: { branch: number; element: Element; state: SeasonState; commands: boolean };
  /** Hidden stems of the day master's own element (通根) left after the settling: where it is rooted. */
  roots: Contribution[];
  /** Support among the visible stems (得势): weight of companions and resources shown. */
  visibleSupport: number;
  /** Weight of each group, and the element standing in it. */
  groups: Record<GodGroup, number>;
  groupElements: Record<GodGroup, Element>;
  /** Every character counted, after the settling. */
  contributions: Contribution[];
  /** How the qi was settled before the count, in the order applied. */
  adjustments: Adjustment[];
  /** A special structure, by its rule; null for the ordinary charts. */
  special: Special | null;
  /** Born in the southern hemisphere: the climate 调候 follows the real season there (day-master.ts climateOf). */
  southern: boolean;
}

function seasonState(dayElement: Element, monthBranch: number): SeasonState {
  const season = BRANCH_NAMES[monthBranch]!.element;
  const r = mod(elementIndex(dayElement) - elementIndex(season), 5);
  return (["prosperous", "prime", "dead", "confined", "resting"] as const)[r]!;
}

/** The month's element after the settling: a branch turned whole (or half, by a half harmony) counts as turned. */
const monthElementOf = (s: Settled, branch: number): Element =>
  s.turned.get("month")?.element ?? BRANCH_NAMES[branch]!.element;

/** 化气格: the day master combines with a neighbouring stem into an element that holds the month and is not controlled. */
function transformation(dayStem: number, pillars: PlacedPillar[], s: Settled): Special | null {
  const day = pillars.findIndex((p) => p.position === "day");
  const month = pillars.find((p) => p.position === "month")!;
  for (const i of [day - 1, day + 1]) {
    const other = pillars[i];
    if (!other || Math.abs(other.stem - dayStem) !== 5) continue;
    const element = STEM_COMBINATION[Math.min(other.stem, dayStem)]!;
    const holdsMonth = monthElementOf(s, month.branch) === element;
    const stems = pillars.filter((p) => p.position !== "day" && p !== other).map((p) => p.stem);
    const checked = stems.some((x) => STEM_NAMES[x]!.element === controller(element));
    const dayElement = STEM_NAMES[dayStem]!.element;
    const rooted = s.contributions.some(
      (c) => c.source !== "stem" && c.element === dayElement && (c.source === "turned" || c.role === "main"),
    );
    if (holdsMonth && !checked && !rooted) return { kind: "transform", element };
  }
  return null;
}

/**
 * The day master's strength from the natal pillars (`pillars` must hold year, month and day; hour optional);
 * `southern` for a birth south of the equator (only the climate reads it).
 */
export function dayMasterStrength(dayStem: number, pillars: PlacedPillar[], southern = false): Strength {
  const dayElement = STEM_NAMES[dayStem]!.element;
  const month = pillars.find((p) => p.position === "month")!;
  const settled = settle(dayStem, pillars);
  const all = settled.contributions;
  const groups = { companion: 0, output: 0, wealth: 0, officer: 0, resource: 0 } as Record<GodGroup, number>;
  for (const c of all) groups[c.group] += c.weight;
  for (const g of GROUPS) groups[g] = round2(groups[g]);
  const support = round2(groups.companion + groups.resource);
  const drain = round2(groups.output + groups.wealth + groups.officer);
  const score = Math.round((100 * support) / (support + drain));
  const state = seasonState(dayElement, month.branch);
  const roots = all.filter((c) => c.source === "hidden" && c.group === "companion" && c.weight > 0);
  const visibleSupport = all
    .filter((c) => c.source === "stem" && SUPPORT.includes(c.group))
    .reduce((s, c) => s + c.weight, 0);
  const monthElement = monthElementOf(settled, month.branch);
  let special = transformation(dayStem, pillars, settled);
  // a root that holds (通根有力): a main qi, or a middle qi of 寅申巳亥; what an earth branch stores besides its
  // main qi (库) and any residual qi does not keep the day master from following
  const branchOf = (position: PillarPosition) => pillars.find((p) => p.position === position)!.branch;
  const holding = (c: Contribution) =>
    c.role === "main" || (c.role === "middle" && BRANCH_NAMES[branchOf(c.position)]!.element !== "earth");
  const rooted =
    roots.some(holding) || all.some((c) => c.source === "turned" && c.group === "companion" && c.weight > 0);
  // 专旺 (and 从强): the month is the day master's or its resource's, and power has no root and one stem at most
  const power = all.filter((c) => c.group === "officer" && c.weight > 0);
  const powerless = power.every((c) => c.source === "stem") && power.length <= 1;
  const monthGroup = godGroup(dayElement, monthElement);
  if (!special && score >= DOMINANT_FROM && SUPPORT.includes(monthGroup) && powerless)
    special = { kind: "dominant", element: dayElement };
  // 印绶有气: a resource standing as a branch's main qi (or a branch turned to it) keeps the day master too
  const propped = all.some(
    (c) => c.group === "resource" && c.weight > 0 && (c.source === "turned" || c.role === "main"),
  );
  // 印比有根: a resource shown on a stem with a root of its own (a main qi, a middle qi of 寅申巳亥, or a branch
  // turned to its element) keeps the day master too; a companion so rooted is the day master's root already
  const holdsFor = (e: Element) =>
    all.some(
      (c) =>
        c.element === e && c.weight > 0 && ((c.source === "hidden" && holding(c)) || c.source === "turned"),
    );
  const backed = all.some(
    (c) => c.source === "stem" && SUPPORT.includes(c.group) && c.weight > 0 && holdsFor(c.element),
  );
  if (!special && !rooted && !propped && !backed && score <= FOLLOW_TO) {
    const [heaviest] = [...DRAIN].sort((a, b) => groups[b] - groups[a]) as [GodGroup];
    const kind: SpecialKind =
      groups[heaviest] < FOLLOWED_SHARE * drain
        ? "followForce"
        : heaviest === "wealth"
          ? "followWealth"
          : heaviest === "officer"
            ? "followPower"
            : "followOutput";
    special = { kind, element: groupElement(dayElement, kind === "followForce" ? "wealth" : heaviest) };
  }
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
    adjustments: settled.adjustments,
    special,
    southern,
  };
}
