/**
 * General symbolic stars of a day (docs/domain.md §6 "General"; tables.json generalDayStars), the same for
 * everyone: functions of the month branch, the year branch, the day pillar, solar-term dates and the
 * Chinese lunar date. Their names are in names/stars.ts.
 */
import { mod } from "./cycle.ts";
import { CALAMITY, MONTH_SHA, ROBBERY, TRAVELLING_HORSE, triadOf } from "./relations.ts";

export type GeneralStarKey =
  | "tianDe"
  | "tianDeHe"
  | "yueDe"
  | "yueDeHe"
  | "tianShe"
  | "yiMa"
  | "tianMa"
  | "yuePo"
  | "suiPo"
  | "jieSha"
  | "zaiSha"
  | "yueSha"
  | "wangWang"
  | "siLi"
  | "siJue"
  | "yangGongJi"
  | "yueJi";

// Month branch → day stem (s) or day branch (b) for 天德 and 天德合, in branch order 子..亥.
const TIAN_DE: readonly string[] = ["b5", "s6", "s3", "b8", "s8", "s7", "b11", "s0", "s9", "b2", "s2", "s1"];
const TIAN_DE_HE: readonly string[] = [
  "b8",
  "s1",
  "s8",
  "b5",
  "s3",
  "s2",
  "b2",
  "s5",
  "s4",
  "b11",
  "s7",
  "s6",
];
// 月德 by month triad (0 申子辰 → 壬, 1 巳酉丑 → 庚, 2 寅午戌 → 丙, 3 亥卯未 → 甲); 月德合 its combination.
const YUE_DE = [8, 6, 2, 0] as const;
const YUE_DE_HE = [3, 1, 7, 5] as const;
// 天赦 by season of the month branch: spring 戊寅, summer 甲午, autumn 戊申, winter 甲子 (sexagenary index).
const TIAN_SHE_SPRING = 14;
const TIAN_SHE_SUMMER = 30;
const TIAN_SHE_AUTUMN = 44;
const TIAN_SHE_WINTER = 0;
// 天马: month branch → day branch.
const TIAN_MA = [2, 4, 6, 8, 10, 0, 2, 4, 6, 8, 10, 0] as const;
// 往亡: month branch → day branch.
const WANG_WANG = [10, 1, 2, 5, 8, 11, 3, 6, 9, 0, 4, 7] as const;
// 杨公忌日 as lunar month*100 + day.
const YANG_GONG = new Set([113, 211, 309, 407, 505, 603, 701, 729, 827, 925, 1023, 1121, 1219]);

function matchStemOrBranch(code: string, dayStem: number, dayBranch: number): boolean {
  const n = Number(code.slice(1));
  return code[0] === "s" ? dayStem === n : dayBranch === n;
}

function tianShe(monthBranch: number): number {
  const season = Math.floor(mod(monthBranch - 2, 12) / 3); // 0 spring (寅卯辰) … 3 winter (亥子丑)
  return [TIAN_SHE_SPRING, TIAN_SHE_SUMMER, TIAN_SHE_AUTUMN, TIAN_SHE_WINTER][season]!;
}

export interface GeneralStarInput {
  monthBranch: number;
  yearBranch: number;
  dayPillar: number;
  /** The civil date is the day before 春分/夏至/秋分/冬至 (四离) or before 立春/立夏/立秋/立冬 (四绝). */
  beforeEquinoxOrSolstice: boolean;
  beforeSeasonStart: boolean;
  lunarMonth: number;
  lunarDay: number;
}

/** The general stars present on a day, in a stable order. */
export function generalStars(i: GeneralStarInput): GeneralStarKey[] {
  const stem = mod(i.dayPillar, 10);
  const branch = mod(i.dayPillar, 12);
  const m = i.monthBranch;
  const triad = triadOf(m);
  const out: GeneralStarKey[] = [];
  if (matchStemOrBranch(TIAN_DE[m]!, stem, branch)) out.push("tianDe");
  if (matchStemOrBranch(TIAN_DE_HE[m]!, stem, branch)) out.push("tianDeHe");
  if (stem === YUE_DE[triad]) out.push("yueDe");
  if (stem === YUE_DE_HE[triad]) out.push("yueDeHe");
  if (i.dayPillar === tianShe(m)) out.push("tianShe");
  if (branch === TRAVELLING_HORSE[triad]) out.push("yiMa");
  if (branch === TIAN_MA[m]) out.push("tianMa");
  if (branch === mod(m + 6, 12)) out.push("yuePo");
  if (branch === mod(i.yearBranch + 6, 12)) out.push("suiPo");
  if (branch === ROBBERY[triad]) out.push("jieSha");
  if (branch === CALAMITY[triad]) out.push("zaiSha");
  if (branch === MONTH_SHA[triad]) out.push("yueSha");
  if (branch === WANG_WANG[m]) out.push("wangWang");
  if (i.beforeEquinoxOrSolstice) out.push("siLi");
  if (i.beforeSeasonStart) out.push("siJue");
  if (YANG_GONG.has(i.lunarMonth * 100 + i.lunarDay)) out.push("yangGongJi");
  if (i.lunarDay === 5 || i.lunarDay === 14 || i.lunarDay === 23) out.push("yueJi");
  return out;
}
