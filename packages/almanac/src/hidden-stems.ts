/** Hidden stems 藏干 (standard table): main qi first, then middle, then residual. */

export type HiddenRole = "main" | "middle" | "residual";

/**
 * Hidden stems of each branch (stem indices) in the order main, middle, residual qi:
 * 子癸 丑己癸辛 寅甲丙戊 卯乙 辰戊乙癸 巳丙庚戊 午丁己 未己丁乙 申庚壬戊 酉辛 戌戊辛丁 亥壬甲.
 * (巳 is often listed 丙戊庚; its middle qi is 庚 and residual 戊, as in 子平 tables and tyme4ts
 * EarthBranch.getHideHeavenStems; the set is the same.)
 */
export const HIDDEN_STEMS: readonly (readonly number[])[] = [
  [9],
  [5, 9, 7],
  [0, 2, 4],
  [1],
  [4, 1, 9],
  [2, 6, 4],
  [3, 5],
  [5, 3, 1],
  [6, 8, 4],
  [7],
  [4, 7, 3],
  [8, 0],
];

export const HIDDEN_ROLES: readonly HiddenRole[] = ["main", "middle", "residual"];
