/**
 * Ratings −3..+3 with reasons (docs/domain.md §8). A rating is the mapped sum of factor scores, then capped by
 * the rules that forbid a day; every factor that moved it is returned as a reason: its key, its effect and the
 * facts it is about, never words. The view puts the reason in words (src/names/reasons.ts, texts/reasons.*.json).
 */
import type { EventId, EventRuleId } from "./names/events.ts";
import type { PersonalStarKey } from "./personal.ts";
import { RATING } from "./rating-config.ts";
import type { GeneralStarKey } from "./stars.ts";

export type RatingValue = -3 | -2 | -1 | 0 | 1 | 2 | 3;
export type Tag = "lucky" | "unlucky" | "neutral";

export interface Reason {
  /** Stable key of the factor, e.g. "officer", "star.tianDe", "personal.clashYear", "cap.nothingSuitable". */
  factor: string;
  /** Its contribution to the score (for a cap: the cap value's difference, 0 when it did not bite). */
  effect: number;
  /** What the factor is about, when its words name something. */
  args?: ReasonArgs;
}

/**
 * The facts a reason is about: indexes and keys of the engine's tables, and what the user named. Never changed
 * once made (the view keeps a reason's words by them: names/reasons.ts).
 */
export interface ReasonArgs {
  /** Day officer, `OFFICER_NAMES` index (建 = 0). */
  readonly officer?: number;
  /** Yellow/black path spirit of the day or the hour, `SPIRIT_NAMES` index (青龙 = 0). */
  readonly spirit?: number;
  /** Lunar mansion, `MANSION_NAMES` index (角 = 0). */
  readonly mansion?: number;
  /** A general star of the day. */
  readonly star?: GeneralStarKey;
  /** A personal star. */
  readonly personalStar?: PersonalStarKey;
  /** The activity rated, `ACTIVITIES` index. */
  readonly activity?: number;
  /** The theme rated, its id. */
  readonly theme?: string;
  /** The event of a date selection: every reason of a selection carries it. */
  readonly event?: EventId;
  /** An event's rule that excluded the day. */
  readonly rule?: EventRuleId;
  /** The day stem (甲 = 0). */
  readonly stem?: number;
  /** The day branch (子 = 0). */
  readonly branch?: number;
  /** A participant's natal year or day branch the day clashes with. */
  readonly natalBranch?: number;
  /** The participant of a selection, 0-based, and their label when one was given. */
  readonly person?: number;
  readonly label?: string;
  /** How many: the major activities a day lists to avoid (`cap.majorActivitiesAvoided`). */
  readonly count?: number;
  /** A station of the wedding's 周堂 ring, `ZHOU_TANG_STATIONS` index (夫 = 0). */
  readonly station?: number;
}

export interface Rating {
  value: RatingValue;
  tag: Tag;
  /** The summed score before mapping and caps. */
  score: number;
  reasons: Reason[];
}

export interface Cap {
  factor: string;
  max: number;
  args?: ReasonArgs;
  /**
   * The factor of a scored reason about the same fact (the 岁破 star for the Year Breaker, the officer 破 for the
   * Month Breaker): when the cap bites and that reason is listed, the cap takes its place and adds its effect,
   * so the fact is listed once, under the cap's name.
   */
  folds?: string;
}

export function mapScore(s: number): RatingValue {
  const m = RATING.map;
  if (s >= m.plus3) return 3;
  if (s >= m.plus2) return 2;
  if (s >= m.plus1) return 1;
  if (s > m.minus1) return 0;
  if (s > m.minus2) return -1;
  if (s > m.minus3) return -2;
  return -3;
}

export function tagOf(value: number): Tag {
  return value > 0 ? "lucky" : value < 0 ? "unlucky" : "neutral";
}

const clamp = (v: number): RatingValue => Math.max(-3, Math.min(3, Math.round(v))) as RatingValue;

/**
 * Builds a rating from scored reasons, optional floor (e.g. "in Yi ⇒ ≥ +1") and caps.
 * Caps win over the floor. Reasons with effect 0 are dropped, except caps that bit. The lowest cap that bites is
 * listed (the first of equals); when it folds a listed reason (`Cap.folds`), it replaces it, their effects added.
 */
export function rate(
  reasons: readonly Reason[],
  caps: readonly Cap[] = [],
  floor?: { min: number; reason: Reason },
  ceiling?: { max: number; reason: Reason },
): Rating {
  const kept = reasons.filter((r) => r.effect !== 0);
  const score = kept.reduce((s, r) => s + r.effect, 0);
  let value: number = mapScore(score);
  const out = [...kept];
  if (ceiling && value > ceiling.max) {
    out.push({ ...ceiling.reason, effect: ceiling.max - value });
    value = ceiling.max;
  }
  if (floor && value < floor.min) {
    out.push({ ...floor.reason, effect: floor.min - value });
    value = floor.min;
  }
  const cap = caps.length ? caps.reduce((a, b) => (b.max < a.max ? b : a)) : undefined;
  if (cap && value > cap.max) {
    const i = cap.folds === undefined ? -1 : out.findIndex((r) => r.factor === cap.folds);
    if (i < 0) out.push(reason(cap.factor, cap.max - value, cap.args));
    else out[i] = reason(cap.factor, out[i]!.effect + cap.max - value, cap.args);
    value = cap.max;
  }
  const v = clamp(value);
  return { value: v, tag: tagOf(v), score: Math.round(score * 100) / 100, reasons: out };
}

export function sumEffects(reasons: readonly Reason[]): number {
  return reasons.reduce((s, r) => s + r.effect, 0);
}

/** Scales reasons (e.g. the general day's share in an activity rating) keeping their facts. */
export function scaled(reasons: readonly Reason[], k: number): Reason[] {
  return reasons.filter((r) => r.effect !== 0).map((r) => ({ ...r, effect: r.effect * k }));
}

export function reason(factor: string, effect: number, args?: ReasonArgs): Reason {
  return args ? { factor, effect, args } : { factor, effect };
}
