/**
 * Branch and stem relations and the symbolic-star lookups they rest on (docs/domain.md §6; tables.json).
 * Branch triads: 申子辰 water, 巳酉丑 metal, 寅午戌 fire, 亥卯未 wood = branch mod 4 ∈ {0, 1, 2, 3}.
 */
import { mod } from "./cycle.ts";

export const clashes = (a: number, b: number): boolean => mod(a - b, 12) === 6;
export const sixHarmony = (a: number, b: number): boolean => mod(a + b, 12) === 1;
export const sixHarm = (a: number, b: number): boolean => mod(a + b, 12) === 7;
export const threeHarmony = (a: number, b: number): boolean => a !== b && mod(a - b, 4) === 0;

/** 寅巳申 (the ungrateful punishment) and 丑戌未 (the bullying one). */
export const PUNISH_GROUPS: readonly (readonly number[])[] = [
  [2, 5, 8], // 寅巳申
  [1, 10, 7], // 丑戌未
];
/** 刑: 寅巳申 and 丑戌未 mutually, 子卯, self-punishment 辰辰 午午 酉酉 亥亥. */
export function punishes(a: number, b: number): boolean {
  if (a === b) return a === 4 || a === 6 || a === 9 || a === 11;
  if ((a === 0 && b === 3) || (a === 3 && b === 0)) return true;
  return PUNISH_GROUPS.some((g) => g.includes(a) && g.includes(b));
}

/** Stem clash 甲庚 乙辛 丙壬 丁癸. */
export const stemClashes = (a: number, b: number): boolean => Math.abs(a - b) === 6 && Math.min(a, b) <= 3;
/** Stem combination 甲己 乙庚 丙辛 丁壬 戊癸. */
export const stemCombines = (a: number, b: number): boolean => Math.abs(a - b) === 5;

/** Nobleman 天乙贵人 branches by stem: 甲戊庚→丑未, 乙己→子申, 丙丁→亥酉, 壬癸→卯巳, 辛→寅午. */
export const NOBLEMAN: readonly (readonly number[])[] = [
  [1, 7],
  [0, 8],
  [11, 9],
  [11, 9],
  [1, 7],
  [0, 8],
  [1, 7],
  [2, 6],
  [3, 5],
  [3, 5],
];
/** Academic 文昌 branch by stem. */
export const ACADEMIC = [5, 6, 8, 9, 8, 9, 11, 0, 2, 3] as const;
/** Prosperity 禄 branch by stem. */
export const PROSPERITY = [2, 3, 5, 6, 5, 6, 8, 9, 11, 0] as const;
/** Goat Blade 羊刃 branch by yang stem (yin stems: none; disputed). */
export const GOAT_BLADE: readonly (number | null)[] = [3, null, 6, null, 6, null, 9, null, 0, null];

/** By branch triad (index branch mod 4: 0 申子辰, 1 巳酉丑, 2 寅午戌, 3 亥卯未). */
export const TRAVELLING_HORSE = [2, 11, 8, 5] as const; // 寅 亥 申 巳
export const PEACH_BLOSSOM = [9, 6, 3, 0] as const; // 酉 午 卯 子
export const CANOPY = [4, 1, 10, 7] as const; // 辰 丑 戌 未
export const ROBBERY = [5, 2, 11, 8] as const; // 巳 寅 亥 申
export const CALAMITY = [6, 3, 0, 9] as const; // 午 卯 子 酉 (灾煞)
export const MONTH_SHA = [7, 4, 1, 10] as const; // 未 辰 丑 戌 (月煞)

export const triadOf = (branch: number): number => mod(branch, 4);

/** Void 空亡 branches of a sexagenary pillar (its xun lacks these two). */
export function voidBranches(pillar: number): [number, number] {
  const x = pillar - mod(pillar, 10);
  return [mod(x + 10, 12), mod(x + 11, 12)];
}
