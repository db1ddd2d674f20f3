/**
 * What a practitioner reads between the pillars of a chart (docs/bazi-relations.md has the rules and sources):
 *
 * - the twelve growth stages 十二长生 of the day master at each branch: 长生 of 甲亥 丙寅 戊寅 庚巳 壬申, counted
 *   forward for yang stems; 乙午 丁酉 己酉 辛子 癸卯, counted backward for yin stems (阳顺阴逆; earth follows
 *   fire, 火土同宫, as in 渊海子平 and 三命通会);
 * - the relations between pillars: stem combinations 五合 (and whether they transform), stem clashes, branch six
 *   combinations 六合, three harmonies 三合 (and halves 半合, an option), seasonal combinations 三会, clashes 六冲,
 *   punishments 刑 (with their type), harms 害 and breaks 破; a luck or annual pillar's relations with the natal
 *   pillars the same way;
 * - the conception pillar 胎元 (month stem + 1, month branch + 3) and the life palace 命宫 (三命通会's count from
 *   the month and hour branches, its stem by the Five Tigers from the year stem).
 *
 * Pure functions of stem and branch indices (甲 = 0, 子 = 0).
 */
import { BRANCHES, mod, STEMS, sexagenaryIndex } from "./cycle.ts";
import type { PillarPosition } from "./names/chart.ts";
import { BRANCH_NAMES, type Element } from "./names/core.ts";
import type { InteractionKind, PunishmentType, StageKey } from "./names/relations.ts";
import { STAGE_NAMES } from "./names/relations.ts";
import {
  clashes,
  PUNISH_GROUPS,
  punishes,
  sixHarm,
  sixHarmony,
  stemClashes,
  stemCombines,
  threeHarmony,
  triadOf,
} from "./relations.ts";

// ---------------------------------------------------------------------------------------------------------
// Growth stages

/** The branch of 长生 by stem. */
export const BIRTH_BRANCH = [11, 6, 2, 9, 2, 9, 5, 0, 8, 3] as const;

/** The stage (0 = 长生 … 11 = 养) of `stem` at `branch`: yang stems forward, yin stems backward. */
export function growthStage(stem: number, branch: number): number {
  const start = BIRTH_BRANCH[mod(stem, 10)]!;
  return stem % 2 === 0 ? mod(branch - start, 12) : mod(start - branch, 12);
}

export const stageKey = (stage: number): StageKey => STAGE_NAMES[stage]!.key;

// ---------------------------------------------------------------------------------------------------------
// Relations

/** 甲己 earth, 乙庚 metal, 丙辛 water, 丁壬 wood, 戊癸 fire: by the smaller stem's index mod 5. */
const STEM_COMBINATION_ELEMENT: readonly Element[] = ["earth", "metal", "water", "wood", "fire"];
/** 子丑 earth, 寅亥 wood, 卯戌 fire, 辰酉 metal, 巳申 water, 午未 earth (三命通会 «论支元六合»). */
const SIX_COMBINATION_ELEMENT: Record<string, Element> = {
  "0-1": "earth",
  "2-11": "wood",
  "3-10": "fire",
  "4-9": "metal",
  "5-8": "water",
  "6-7": "earth",
};
/** Triads by branch mod 4: 申子辰 water, 巳酉丑 metal, 寅午戌 fire, 亥卯未 wood. */
const TRIAD_ELEMENT: readonly Element[] = ["water", "metal", "fire", "wood"];
/** The triad of branches ≡ t (mod 4) in its usual order: its birth, its peak (子 午 卯 or 酉), its store. */
function triadBranches(t: number): [number, number, number] {
  const peak = [0, 9, 6, 3][t]!;
  return [mod(peak - 4, 12), peak, mod(peak + 4, 12)];
}
/** Seasonal groups 三会: 寅卯辰 wood (east), 巳午未 fire, 申酉戌 metal, 亥子丑 water. */
const SEASONS: readonly { branches: readonly number[]; element: Element }[] = [
  { branches: [2, 3, 4], element: "wood" },
  { branches: [5, 6, 7], element: "fire" },
  { branches: [8, 9, 10], element: "metal" },
  { branches: [11, 0, 1], element: "water" },
];

/** 破: 子酉 卯午 辰丑 未戌 寅亥 巳申 (a yang branch and the branch nine after it). */
export const breaks = (a: number, b: number): boolean =>
  (a % 2 === 0 && mod(b - a, 12) === 9) || (b % 2 === 0 && mod(a - b, 12) === 9);

export function punishmentType(a: number, b: number): PunishmentType | null {
  if (!punishes(a, b)) return null;
  if (a === b) return "self";
  if (PUNISH_GROUPS[0]!.includes(a)) return "ungrateful"; // 寅巳申
  if (PUNISH_GROUPS[1]!.includes(a)) return "bullying"; // 丑戌未
  return "uncivil"; // 子卯
}

/** A place a stem and a branch stand in: a natal pillar, or a luck or annual pillar met by the chart. */
export type RelationPosition = PillarPosition | "luck" | "annual";

export interface PlacedPillar {
  position: RelationPosition;
  stem: number;
  branch: number;
}

export interface Interaction {
  kind: InteractionKind;
  /** The pillars concerned, in the chart's order (year, month, day, hour; then luck, annual). */
  pillars: RelationPosition[];
  /** The characters concerned ("甲己", "子午", "申子辰"). */
  zh: string;
  /** Combinations: the element they combine into. */
  element?: Element;
  /**
   * Stem combinations of natal pillars: whether they transform (the pillars are next to each other and the
   * month branch is of the combination's element); a luck or annual pillar's combination binds, never
   * transforms.
   */
  transforms?: boolean;
  /** Punishments: their type. */
  punishment?: PunishmentType;
}

export interface RelationOptions {
  /** Report half harmonies 半合 (two of a triad, one of them 子 午 卯 or 酉); default true. */
  halfHarmonies?: boolean;
}

const ORDER: readonly RelationPosition[] = ["year", "month", "day", "hour", "luck", "annual"];
const byOrder = (a: RelationPosition, b: RelationPosition) => ORDER.indexOf(a) - ORDER.indexOf(b);
const NATAL_ORDER: readonly RelationPosition[] = ["year", "month", "day", "hour"];
const adjacent = (a: RelationPosition, b: RelationPosition) =>
  NATAL_ORDER.includes(a) && NATAL_ORDER.includes(b) && Math.abs(ORDER.indexOf(a) - ORDER.indexOf(b)) === 1;

function pairRelations(
  p: PlacedPillar,
  q: PlacedPillar,
  monthBranch: number | null,
  keepOrder = false,
): Interaction[] {
  const out: Interaction[] = [];
  const [first, second] = keepOrder || byOrder(p.position, q.position) <= 0 ? [p, q] : [q, p];
  const pillars = [first.position, second.position];
  const stems = `${STEMS[first.stem]}${STEMS[second.stem]}`;
  const branches = `${BRANCHES[first.branch]}${BRANCHES[second.branch]}`;
  if (stemCombines(p.stem, q.stem)) {
    const element = STEM_COMBINATION_ELEMENT[Math.min(p.stem, q.stem) % 5]!;
    const transforms =
      monthBranch !== null &&
      adjacent(p.position, q.position) &&
      BRANCH_NAMES[monthBranch]!.element === element;
    out.push({ kind: "stemCombination", pillars, zh: stems, element, transforms });
  }
  if (stemClashes(p.stem, q.stem)) out.push({ kind: "stemClash", pillars, zh: stems });
  if (sixHarmony(p.branch, q.branch)) {
    const key = [p.branch, q.branch].sort((a, b) => a - b).join("-");
    out.push({ kind: "sixCombination", pillars, zh: branches, element: SIX_COMBINATION_ELEMENT[key]! });
  }
  if (clashes(p.branch, q.branch)) out.push({ kind: "clash", pillars, zh: branches });
  const punishment = punishmentType(p.branch, q.branch);
  if (punishment) out.push({ kind: "punishment", pillars, zh: branches, punishment });
  if (sixHarm(p.branch, q.branch)) out.push({ kind: "harm", pillars, zh: branches });
  if (breaks(p.branch, q.branch)) out.push({ kind: "break", pillars, zh: branches });
  return out;
}

/**
 * The relations of two pillars of two different charts (compatibility.ts): `pillars` and `zh` keep the order
 * given (the first chart's pillar first); a combination there binds, never transforms; half harmonies as within a
 * chart (two of a triad, one of them its peak).
 */
export function crossPairRelations(p: PlacedPillar, q: PlacedPillar): Interaction[] {
  const out: Interaction[] = pairRelations(p, q, null, true).map(({ transforms: _, ...i }) => i);
  if (threeHarmony(p.branch, q.branch) && (p.branch % 3 === 0 || q.branch % 3 === 0)) {
    out.push({
      kind: "halfHarmony",
      pillars: [p.position, q.position],
      zh: `${BRANCHES[p.branch]}${BRANCHES[q.branch]}`,
      element: TRIAD_ELEMENT[triadOf(p.branch)]!,
    });
  }
  return out;
}

/** Three harmonies, seasonal combinations and halves among `placed`; `mustInclude`: only groups using it. */
function groupRelations(
  placed: PlacedPillar[],
  opts: RelationOptions,
  mustInclude: PlacedPillar | null,
  completeAlready: (branches: readonly number[]) => boolean,
): Interaction[] {
  const out: Interaction[] = [];
  const holders = (branches: readonly number[]) =>
    placed.filter((p) => branches.includes(p.branch)).sort((a, b) => byOrder(a.position, b.position));
  const groupOf = (branches: readonly number[], kind: InteractionKind, element: Element) => {
    const present = branches.every((b) => placed.some((p) => p.branch === b));
    if (!present || completeAlready(branches)) return;
    const who = holders(branches);
    if (mustInclude && !who.includes(mustInclude)) return;
    out.push({
      kind,
      pillars: who.map((p) => p.position),
      zh: branches.map((b) => BRANCHES[b]).join(""),
      element,
    });
  };
  for (let t = 0; t < 4; t++) groupOf(triadBranches(t), "threeHarmony", TRIAD_ELEMENT[t]!);
  for (const s of SEASONS) groupOf(s.branches, "directional", s.element);

  if (opts.halfHarmonies ?? true) {
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const p = placed[i]!;
        const q = placed[j]!;
        if (mustInclude && p !== mustInclude && q !== mustInclude) continue;
        if (!threeHarmony(p.branch, q.branch)) continue;
        // one of them is the triad's peak; the pair is no half when the whole triad is there
        if (p.branch % 3 !== 0 && q.branch % 3 !== 0) continue;
        const t = triadOf(p.branch);
        const triad = triadBranches(t);
        const all = triad.every((b) => placed.some((x) => x.branch === b));
        if (all || completeAlready(triad)) continue;
        const [first, second] = byOrder(p.position, q.position) <= 0 ? [p, q] : [q, p];
        out.push({
          kind: "halfHarmony",
          pillars: [first.position, second.position],
          zh: `${BRANCHES[first.branch]}${BRANCHES[second.branch]}`,
          element: TRIAD_ELEMENT[t]!,
        });
      }
    }
  }
  return out;
}

/** Every relation between the natal pillars (the hour's when it is known). */
export function natalInteractions(natal: PlacedPillar[], opts: RelationOptions = {}): Interaction[] {
  const month = natal.find((p) => p.position === "month")?.branch ?? null;
  const out: Interaction[] = [];
  for (let i = 0; i < natal.length; i++)
    for (let j = i + 1; j < natal.length; j++) out.push(...pairRelations(natal[i]!, natal[j]!, month));
  out.push(...groupRelations(natal, opts, null, () => false));
  return out;
}

/**
 * The relations of a luck or annual pillar with the natal pillars: pairs, and the groups it completes (a triad
 * or a season the natal pillars do not already complete alone).
 */
export function externalInteractions(
  external: PlacedPillar,
  natal: PlacedPillar[],
  opts: RelationOptions = {},
): Interaction[] {
  const out: Interaction[] = [];
  for (const n of natal) out.push(...pairRelations(external, n, null));
  const completeInNatal = (branches: readonly number[]) =>
    branches.every((b) => natal.some((p) => p.branch === b));
  out.push(...groupRelations([...natal, external], opts, external, completeInNatal));
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Void, conception pillar, life palace

/** The natal positions whose branch is in `branches`, but for `own` (a pillar is never void to itself). */
export function touched(
  natal: PlacedPillar[],
  branches: readonly number[],
  own: RelationPosition,
): RelationPosition[] {
  return natal.filter((p) => p.position !== own && branches.includes(p.branch)).map((p) => p.position);
}

/** 胎元: the month stem's next stem and the branch three after the month branch. */
export function conceptionPillar(monthStem: number, monthBranch: number): number {
  return sexagenaryIndex(mod(monthStem + 1, 10), mod(monthBranch + 3, 12));
}

/**
 * 命宫 by 三命通会: with the months counted from 寅 (1) to 丑 (12) and the hour likewise, the palace is the
 * position 14 − (month + hour) (26 − … when the sum is 14 or more), counted from 寅; its stem follows the Five
 * Tigers from the year stem, as a month's would. The month is the Bazi month (节 boundaries), as lunar-javascript
 * counts it.
 */
export function lifePalace(yearStem: number, monthBranch: number, hourBranch: number): number {
  const m = mod(monthBranch - 2, 12) + 1;
  const h = mod(hourBranch - 2, 12) + 1;
  const sum = m + h;
  const position = (sum >= 14 ? 26 : 14) - sum; // 1..12 from 寅
  const branch = mod(position + 1, 12);
  const stem = mod((yearStem % 5) * 2 + 2 + (position - 1), 10);
  return sexagenaryIndex(stem, branch);
}
