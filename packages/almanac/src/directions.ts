/**
 * Almanac staples of direction and the nine flying stars 九星 (docs/domain.md §13): the day's directions of the
 * Joy, Wealth and Fortune spirits and of the two Noblemen (by the day stem); the year's and month's Tai Sui 太岁,
 * Year Breaker 岁破, three sha 三煞 and Five Yellow 五黄; the nine stars of the year, the month and the day.
 * Tables of the Tong Shu; checked against tyme4ts for every stem and for days 1950–2050. Keys and numbers only:
 * the names are in names/directions.ts, what each star brings in texts/meanings.{ru,en}.json (names/meanings.ts).
 */
import { type CivilDate, dayPillarIndex, jdn, jdnOfMs, mod } from "./cycle.ts";
import { solarTermsOfYear } from "./solar-terms.ts";

export type DirectionKey =
  | "north"
  | "northEast"
  | "east"
  | "southEast"
  | "south"
  | "southWest"
  | "west"
  | "northWest"
  | "centre";

const N = "north" as const;
const NE = "northEast" as const;
const E = "east" as const;
const SE = "southEast" as const;
const S = "south" as const;
const SW = "southWest" as const;
const W = "west" as const;
const NW = "northWest" as const;

/** By day stem 甲..癸: 喜神 Joy, 财神 Wealth, 福神 Fortune, 阳贵 day Nobleman, 阴贵 night Nobleman. */
const JOY: readonly DirectionKey[] = [NE, NW, SW, S, SE, NE, NW, SW, S, SE];
const WEALTH: readonly DirectionKey[] = [NE, NE, SW, SW, N, N, E, E, S, S];
const FORTUNE: readonly DirectionKey[] = [SE, SE, E, E, N, S, SW, SW, NW, W];
const YANG_NOBLE: readonly DirectionKey[] = [SW, SW, W, NW, NE, N, S, NE, E, SE];
const YIN_NOBLE: readonly DirectionKey[] = [NE, N, NW, W, SW, SW, NE, S, SE, E];

/** The direction of a branch in eight directions: 子 north, 丑寅 north-east, 卯 east, 辰巳 south-east … */
const BRANCH_DIRECTION: readonly DirectionKey[] = [N, NE, NE, E, SE, SE, S, SW, SW, W, NW, NW];
/** 三煞 by the triad of a branch (申子辰, 巳酉丑, 寅午戌, 亥卯未 by branch mod 4): south, east, north, west. */
const THREE_SHA: readonly DirectionKey[] = [S, E, N, W];
/** The flight of the stars through the Lo Shu palaces: centre, then 乾 兑 艮 离 坎 坤 震 巽. */
const FLIGHT: readonly DirectionKey[] = ["centre", NW, W, NE, S, N, SW, E, SE];

export interface DayDirections {
  joy: DirectionKey;
  wealth: DirectionKey;
  fortune: DirectionKey;
  yangNoble: DirectionKey;
  yinNoble: DirectionKey;
}

export function dayDirections(dayPillar: number): DayDirections {
  const s = mod(dayPillar, 10);
  return {
    joy: JOY[s]!,
    wealth: WEALTH[s]!,
    fortune: FORTUNE[s]!,
    yangNoble: YANG_NOBLE[s]!,
    yinNoble: YIN_NOBLE[s]!,
  };
}

/** Stars 1..9: 一白 … 九紫. */
export type NineStar = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
const star = (n: number) => (mod(n - 1, 9) + 1) as NineStar;

/** Where the Five Yellow 五黄 sits when `centre` flies to the centre. */
export function fiveYellow(centre: NineStar): DirectionKey {
  return FLIGHT[mod(5 - centre, 9)]!;
}

/** Where the three sha of a branch's triad stand: opposite the triad's own direction (申子辰 water → south). */
export function threeShaDirection(branch: number): DirectionKey {
  return THREE_SHA[mod(branch, 4)]!;
}

export interface PeriodDirections {
  taiSui: DirectionKey;
  breaker: DirectionKey;
  threeSha: DirectionKey;
  fiveYellow: DirectionKey;
}

/** Tai Sui, its Breaker, the three sha and the Five Yellow of a year or month with this branch and centre star. */
export function periodDirections(branch: number, centre: NineStar): PeriodDirections {
  return {
    taiSui: BRANCH_DIRECTION[mod(branch, 12)]!,
    breaker: BRANCH_DIRECTION[mod(branch + 6, 12)]!,
    threeSha: threeShaDirection(branch),
    fiveYellow: fiveYellow(centre),
  };
}

/** The year's star by its Bazi year (from 立春): 2024 三碧, 2025 二黑, 2026 一白, 2027 九紫 — one back a year. */
export function yearStar(baziYear: number): NineStar {
  return star(11 - mod(baziYear, 9));
}

/**
 * The month's star by its Bazi month (0 = 寅) and the year's branch: the 寅 month starts at 八白 in 子午卯酉
 * years, 五黄 in 辰戌丑未 years, 二黑 in 寅申巳亥 years, then one back a month.
 */
export function monthStar(yearBranch: number, monthIndex: number): NineStar {
  const first = [8, 5, 2][mod(yearBranch, 3)]!;
  return star(first - monthIndex);
}

/** The civil date (UTC+8, as the almanacs count) of a year's summer or (December) winter solstice. */
function solsticeJdn(year: number, summer: boolean): number {
  return jdnOfMs(solarTermsOfYear(year)[summer ? 11 : 23]!.at + 8 * 3_600_000);
}

/** The 甲子 day nearest a day (forward on a tie, 30 days either way). */
function nearestJiaZi(n: number): number {
  const p = dayPillarIndex(n);
  return p >= 30 ? n + 60 - p : n - p;
}

/**
 * The day's star: ascending (阳遁) from 一白 on the 甲子 nearest the winter solstice, descending (阴遁) towards
 * 一白 on the day before the next one, so that the turn comes at the 甲子 nearest the summer solstice.
 */
export function dayStar(date: CivilDate): NineStar {
  const n = jdn(date.year, date.month, date.day);
  const w = nearestJiaZi(solsticeJdn(date.year - 1, false));
  const s = nearestJiaZi(solsticeJdn(date.year, true));
  const next = nearestJiaZi(solsticeJdn(date.year, false));
  if (n < w) return star(w - n);
  if (n < s) return star(n - w + 1);
  if (n < next) return star(next - n);
  return star(n - next + 1);
}
