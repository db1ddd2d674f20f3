/**
 * The forecast's weights and thresholds (docs/bazi-forecast.md §2; the numbers are ours, the logic the classics'):
 * the points of an element by its role, of each relation a period makes with the chart, and the verdict's
 * thresholds. On their own so that the method (forecast.ts) reads as the judgement and this as its scale;
 * forecast.ts re-exports them.
 */
import type { UsefulRole } from "./names/day-master.ts";

/** Points of an element by its role in the chart. */
export const ROLE_POINTS: Record<UsefulRole, number> = {
  useful: 2,
  helpful: 1,
  neutral: 0,
  hostile: -1,
  harmful: -2,
};
/**
 * When the judgement names no 仇神 (hostile) and gives two 忌神, the lighter of them (the second of
 * `Favourable.unfavourable`) counts as a 仇神 would.
 */
export const LIGHTER_HARMFUL_POINTS = -1;

export type PeriodKind = "decade" | "year" | "month";

/**
 * How much the period's stem and branch count: a decade's branch weighs more (大运重地支), a year's stem (太岁重天干):
 * 滴天髓 «岁运», the old note: «大运譬如所历之地，故重地支，未尝无天干；太岁譬如所遇之人，故重天干，未尝无地支».
 */
export const PART_WEIGHTS: Record<PeriodKind, { stem: number; branch: number }> = {
  decade: { stem: 1, branch: 1.5 },
  year: { stem: 1.5, branch: 1 },
  month: { stem: 1, branch: 1 },
};

/** Where a natal element stands for the chart: favourable (用神, 喜神), neutral (闲神), unfavourable (忌神, 仇神). */
export type Standing = "favourable" | "neutral" | "unfavourable";

/** A clash on the day or the month branch, by what stands there: it shakes a favourable element, frees from a harmful one. */
export const CLASH_EFFECTS: Record<Standing, number> = { favourable: -2, neutral: -1, unfavourable: 1 };
/** 天克地冲 (反吟) against the day pillar: added to the day branch's clash, which it replaces as a reason. */
export const REVERSAL_EXTRA = -2;
/** A clash on the day master's strongest root, by the standing of the day master's own element. */
export const ROOT_CLASH_EFFECTS: Record<Standing, number> = { favourable: -1, neutral: 0, unfavourable: 0 };
/** A six combination 六合 with the day branch, by the standing of the element it combines into. */
export const COMBINATION_EFFECTS: Record<Standing, number> = {
  favourable: 1,
  neutral: 0.5,
  unfavourable: -1,
};
/** A three harmony with the day branch counts the harmony's element's points times this (whole, half). */
export const HARMONY_SHARES = { whole: 1, half: 0.5 } as const;
/** The period's pillar is a natal pillar (伏吟). */
export const REPETITION_EFFECT = -1;
/** 岁运并临: the year's element points once more, halved, and this. */
export const TOGETHER_EXTRA = -1;
/** The year against the decade in force: a clash, 天克地冲 (in place of the clash), a six combination. */
export const DECADE_CLASH_EFFECT = -1;
export const DECADE_REVERSAL_EFFECT = -2;
export const DECADE_COMBINATION_EFFECT = 0.5;

/** The verdict: favourable from this score, difficult at this score or below, mixed between. */
export const FAVOURABLE_FROM = 2;
export const DIFFICULT_TO = -2;
