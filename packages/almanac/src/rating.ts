/**
 * Ratings −3..+3 with reasons (docs/domain.md §8). A rating is the mapped sum of factor scores, then capped by
 * the rules that forbid a day; every factor that moved it is returned as a reason in ru and en.
 */
import { RATING } from "./rating-config.ts";

export type RatingValue = -3 | -2 | -1 | 0 | 1 | 2 | 3;
export type Tag = "lucky" | "unlucky" | "neutral";

export interface Reason {
  /** Stable key of the factor, e.g. "officer", "star.tianDe", "personal.clashYear", "cap.nothingSuitable". */
  factor: string;
  /** Its contribution to the score (for a cap: the cap value's difference, 0 when it did not bite). */
  effect: number;
  en: string;
  ru: string;
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
  en: string;
  ru: string;
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
 * Caps win over the floor. Reasons with effect 0 are dropped, except caps that bit.
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
    out.push({ factor: cap.factor, effect: cap.max - value, en: cap.en, ru: cap.ru });
    value = cap.max;
  }
  const v = clamp(value);
  return { value: v, tag: tagOf(v), score: Math.round(score * 100) / 100, reasons: out };
}

export function sumEffects(reasons: readonly Reason[]): number {
  return reasons.reduce((s, r) => s + r.effect, 0);
}

/** Scales reasons (e.g. the general day's share in an activity rating) keeping their texts. */
export function scaled(reasons: readonly Reason[], k: number): Reason[] {
  return reasons.filter((r) => r.effect !== 0).map((r) => ({ ...r, effect: r.effect * k }));
}

export function reason(factor: string, effect: number, en: string, ru: string): Reason {
  return { factor, effect, en, ru };
}
