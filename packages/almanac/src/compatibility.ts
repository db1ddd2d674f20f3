/**
 * Compatibility of two charts 合婚 / 合盘 (docs/bazi-compatibility.md has the rules, the points and the sources):
 *
 * - the day masters: the relation of their elements, the ten god each is to the other, and whether the day stems
 *   combine 五合 or clash;
 * - the relations between the two charts' pillars (every pair, one pillar of each chart), as within a chart
 *   (chart-relations.ts); the day branches (the spouse palace 夫妻宫 of each) and the year branches (the families,
 *   the animals of the years) are the key pairs;
 * - complementary elements: how much of each chart's element balance falls on the other's favourable elements
 *   (用神/喜神) and on its unfavourable ones (忌神), and the role of the other's day master element;
 * - for partners the spouse star 夫星/妻星 (for a man the element he controls, wealth; for a woman the element
 *   that controls her, power) and for a parent and child the child star (output for a mother, power for a
 *   father), as 渊海子平 sets them.
 *
 * Each judgement adds stated points; their sum gives the verdict. The points are ours, the relations are
 * the classical ones: the trace lists every point with its reason.
 */

import type { Gender } from "./chart.ts";
import { crossPairRelations, type Interaction, type PlacedPillar } from "./chart-relations.ts";
import { type Favourable, godGroup, groupElement } from "./day-master.ts";
import type { PillarPosition, TenGodKey } from "./names/chart.ts";
import { ELEMENTS, type Element, STEM_NAMES } from "./names/core.ts";
import type { GodGroup, UsefulRole } from "./names/day-master.ts";
import { stemClashes, stemCombines } from "./relations.ts";
import { CHALLENGING_TO, HARMONIOUS_FROM } from "./scales.ts";
import { tenGod } from "./ten-gods.ts";

export const COMPATIBILITY_METHOD = "ziPingHeHun" as const;

/** Who the second chart is to the first: a partner, a child (the first chart is the parent), a business partner. */
export type CompatibilityKind = "partner" | "child" | "business";
export const COMPATIBILITY_KINDS: readonly CompatibilityKind[] = ["partner", "child", "business"];

/** One chart as compatibility needs it. */
export interface CompatibilitySide {
  /** The natal pillars (the hour's when it is known). */
  pillars: PlacedPillar[];
  gender: Gender | null;
  favourable: Favourable;
  /** The element balance with hidden stems (chart-details.ts `elements.withHidden.counts`). */
  elements: Record<Element, number>;
}

/** How the elements of two day masters stand to each other, read from the first chart. */
export type ElementRelation =
  | "same"
  | "firstProduces"
  | "secondProduces"
  | "firstControls"
  | "secondControls";

export interface CrossInteraction extends Interaction {
  /** `pillars[0]` is the first chart's pillar, `pillars[1]` the second's. */
  pillars: [PillarPosition, PillarPosition];
  /** Day with day or year with year: the pairs that count in the verdict. */
  key: boolean;
}

/** What one chart receives from the other. */
export interface ElementExchange {
  /** Share (0..1) of the other chart's balance that falls on this one's useful and helpful elements. */
  favourableShare: number;
  /** Share (0..1) that falls on this one's two unfavourable elements. */
  unfavourableShare: number;
  /** The role of the other day master's element in this chart. */
  otherDayMaster: UsefulRole;
  /** This chart's favourable elements the other chart has in plenty (at least a fifth of its balance). */
  supplied: Element[];
}

/** The star the other's day master is looked for as (partner: spouse star; child: child star). */
export interface StarCheck {
  star: "spouse" | "child";
  /** The element the star has in this chart. */
  element: Element;
  /** Whether the other's day master is of that element. */
  present: boolean;
}

export type PointReason =
  | "dayStemsCombine"
  | "dayStemsClash"
  | "dayBranches"
  | "yearBranches"
  | "favourableShare"
  | "unfavourableShare"
  | "dayMasterRole"
  | "star";

export interface CompatibilityPoint {
  reason: PointReason;
  /** Whose judgement it is: the first chart's, the second's, or both (relations between them). */
  side: "first" | "second" | "both";
  points: number;
  /** The relation concerned, for dayBranches and yearBranches. */
  kind?: Interaction["kind"];
}

export type CompatibilityVerdict = "harmonious" | "mixed" | "challenging";

export interface Compatibility {
  method: typeof COMPATIBILITY_METHOD;
  kind: CompatibilityKind;
  dayMasters: {
    first: number;
    second: number;
    relation: ElementRelation;
    /** The second day master as a ten god of the first, and the reverse. */
    secondForFirst: TenGodKey;
    firstForSecond: TenGodKey;
    combine: boolean;
    clash: boolean;
  };
  interactions: CrossInteraction[];
  elements: { first: ElementExchange; second: ElementExchange };
  /** Partners and parent with child: the star checks, each chart's (null where the gender is unknown). */
  stars: { first: StarCheck | null; second: StarCheck | null } | null;
  points: CompatibilityPoint[];
  score: number;
  verdict: CompatibilityVerdict;
}

/** Points of a relation between the day branches (spouse palaces) and between the year branches. */
export const DAY_BRANCH_POINTS: Partial<Record<Interaction["kind"], number>> = {
  sixCombination: 2,
  halfHarmony: 1,
  clash: -2,
  punishment: -1,
  harm: -1,
  break: -1,
};
export const YEAR_BRANCH_POINTS: Partial<Record<Interaction["kind"], number>> = {
  sixCombination: 1,
  halfHarmony: 1,
  clash: -1,
  punishment: -1,
  harm: -1,
};
export const DAY_STEMS_COMBINE_POINTS = 2;
export const DAY_STEMS_CLASH_POINTS = -2;
/** A share of the other's balance at or above this is "most of it" (a point for or against). */
export const SHARE_THRESHOLD = 0.5;
/** An element is "in plenty" in a chart from this share of its balance. */
export const PLENTY_SHARE = 0.2;

export { CHALLENGING_TO, HARMONIOUS_FROM };

const round2 = (x: number) => Math.round(x * 100) / 100;

function elementRelation(first: Element, second: Element): ElementRelation {
  const g = godGroup(first, second);
  return (
    {
      companion: "same",
      output: "firstProduces",
      resource: "secondProduces",
      wealth: "firstControls",
      officer: "secondControls",
    } as const
  )[g];
}

function shares(balance: Record<Element, number>): Record<Element, number> {
  const total = ELEMENTS.reduce((s, e) => s + balance[e], 0);
  return Object.fromEntries(ELEMENTS.map((e) => [e, total > 0 ? balance[e] / total : 0])) as Record<
    Element,
    number
  >;
}

function exchange(
  self: CompatibilitySide,
  other: CompatibilitySide,
  otherDayElement: Element,
): ElementExchange {
  const s = shares(other.elements);
  const sum = (els: readonly Element[]) => round2(els.reduce((t, e) => t + s[e], 0));
  return {
    favourableShare: sum(self.favourable.favourable),
    unfavourableShare: sum(self.favourable.unfavourable),
    otherDayMaster: self.favourable.roles[otherDayElement],
    supplied: self.favourable.favourable.filter((e) => s[e] >= PLENTY_SHARE),
  };
}

/** The group of the star looked for in a chart of `gender` for `kind`; null when there is none. */
function starOf(kind: CompatibilityKind, isParent: boolean, gender: Gender | null) {
  if (gender === null) return null;
  let group: GodGroup | null = null;
  if (kind === "partner") group = gender === "male" ? "wealth" : "officer";
  else if (kind === "child" && isParent) group = gender === "female" ? "output" : "officer";
  return group ? { star: kind === "partner" ? ("spouse" as const) : ("child" as const), group } : null;
}

const dayStemOf = (side: CompatibilitySide) => side.pillars.find((p) => p.position === "day")!.stem;

/** The compatibility of two charts; for `child` the first chart is the parent's. */
export function compatibility(
  first: CompatibilitySide,
  second: CompatibilitySide,
  kind: CompatibilityKind,
): Compatibility {
  const a = dayStemOf(first);
  const b = dayStemOf(second);
  const ea = STEM_NAMES[a]!.element;
  const eb = STEM_NAMES[b]!.element;
  const points: CompatibilityPoint[] = [];

  const combine = stemCombines(a, b);
  const clash = stemClashes(a, b);
  if (combine) points.push({ reason: "dayStemsCombine", side: "both", points: DAY_STEMS_COMBINE_POINTS });
  if (clash) points.push({ reason: "dayStemsClash", side: "both", points: DAY_STEMS_CLASH_POINTS });

  const interactions: CrossInteraction[] = [];
  for (const p of first.pillars) {
    for (const q of second.pillars) {
      const same = p.position === q.position && (p.position === "day" || p.position === "year");
      for (const i of crossPairRelations(p, q)) {
        interactions.push({
          ...i,
          pillars: [p.position as PillarPosition, q.position as PillarPosition],
          key: same,
        });
        const table = p.position === "day" ? DAY_BRANCH_POINTS : YEAR_BRANCH_POINTS;
        const value = same ? table[i.kind] : undefined;
        if (value !== undefined) {
          points.push({
            reason: p.position === "day" ? "dayBranches" : "yearBranches",
            side: "both",
            points: value,
            kind: i.kind,
          });
        }
      }
    }
  }

  const elements = { first: exchange(first, second, eb), second: exchange(second, first, ea) };
  for (const [side, x] of [
    ["first", elements.first],
    ["second", elements.second],
  ] as const) {
    if (x.favourableShare >= SHARE_THRESHOLD) points.push({ reason: "favourableShare", side, points: 1 });
    if (x.unfavourableShare >= SHARE_THRESHOLD)
      points.push({ reason: "unfavourableShare", side, points: -1 });
    if (x.otherDayMaster === "useful" || x.otherDayMaster === "helpful")
      points.push({ reason: "dayMasterRole", side, points: 1 });
    if (x.otherDayMaster === "harmful" || x.otherDayMaster === "hostile")
      points.push({ reason: "dayMasterRole", side, points: -1 });
  }

  let stars: Compatibility["stars"] = null;
  if (kind !== "business") {
    const check = (
      self: CompatibilitySide,
      selfElement: Element,
      otherElement: Element,
      isParent: boolean,
    ) => {
      const s = starOf(kind, isParent, self.gender);
      if (!s) return null;
      const element = groupElement(selfElement, s.group);
      return { star: s.star, element, present: element === otherElement };
    };
    stars = {
      first: check(first, ea, eb, true),
      second: kind === "partner" ? check(second, eb, ea, false) : null,
    };
    if (stars.first?.present) points.push({ reason: "star", side: "first", points: 1 });
    if (stars.second?.present) points.push({ reason: "star", side: "second", points: 1 });
  }

  const score = points.reduce((s, p) => s + p.points, 0);
  return {
    method: COMPATIBILITY_METHOD,
    kind,
    dayMasters: {
      first: a,
      second: b,
      relation: elementRelation(ea, eb),
      secondForFirst: tenGod(a, b),
      firstForSecond: tenGod(b, a),
      combine,
      clash,
    },
    interactions: interactions.sort((x, y) => Number(y.key) - Number(x.key)),
    elements,
    stars,
    points,
    score,
    verdict: score >= HARMONIOUS_FROM ? "harmonious" : score <= CHALLENGING_TO ? "challenging" : "mixed",
  };
}
