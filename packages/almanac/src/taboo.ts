/**
 * Adapter over the tyme4ts 1.5.2 Tong Shu tables (docs/domain.md §5.5, §5.6): yi/ji activities (宜忌) of a day
 * and of a double hour, and the day gods (吉神 / 凶煞). This is the only module that imports tyme4ts
 * (pinned to exactly 1.5.2: the tables change between releases, and test/taboo.test.ts snapshots them).
 *
 * The tables are keyed by indices, so callers never build tyme4ts objects:
 * - day yi/ji and day gods: month BRANCH (0 = 子 … 11 = 亥) × day pillar (sexagenary index, 甲子 = 0).
 *   Only the branch of the month pillar matters (tyme4ts reads `month.getEarthBranch()`). Which month a
 *   civil date belongs to (the whole civil day of a jie belongs to the new month, local or Beijing date)
 *   is the caller's decision (docs/domain.md §5.1).
 * - hour yi/ji: day pillar × hour pillar; only the hour BRANCH matters (the hour stem follows from the day).
 *
 * Results are activity indices into `ACTIVITIES` (names/activities.ts = tyme4ts `Taboo.NAMES`) and god
 * indices into `GODS` (names/gods.ts = tyme4ts `God.NAMES`), in the table's order. Each of the 720 cells
 * of each table is read from tyme4ts once, on first use, and kept as frozen arrays, so a warm call is a
 * bounds check and an array read. The returned arrays are shared: do not mutate them (they are frozen).
 */
import { God, SixtyCycle, Taboo } from "tyme4ts";
import { failWith } from "./errors.ts";
import { FIRST_INAUSPICIOUS_GOD } from "./names/gods.ts";

/** Where the tables come from (shown with the results). */
export const TABLE_SOURCE = "tyme4ts 1.5.2";

export interface YiJi {
  /** Suitable activities (宜), indices into ACTIVITIES. */
  readonly yi: readonly number[];
  /** Activities to avoid (忌), indices into ACTIVITIES. */
  readonly ji: readonly number[];
}

export interface DayGods {
  /** Auspicious gods (吉神), indices into GODS. */
  readonly auspicious: readonly number[];
  /** Inauspicious gods (凶煞), indices into GODS. */
  readonly inauspicious: readonly number[];
}

/** True when `v` is a whole number 0 … size − 1 (the cheap check on the hot path). */
function isIndex(v: number, size: number): boolean {
  return (v | 0) === v && v >= 0 && v < size;
}

function checkIndex(value: number, size: number, field: string, key: "branchIndex" | "pillarIndex"): void {
  if (!isIndex(value, size)) failWith(field, "invalidOption", key, { max: size - 1, got: value });
}

const checkBranch = (v: number, field: string) => checkIndex(v, 12, field, "branchIndex");
const checkPillar = (v: number, field: string) => checkIndex(v, 60, field, "pillarIndex");

/** SixtyCycle objects by index, built once (tyme4ts caches nothing). */
const cycles: SixtyCycle[] = [];
function cycle(index: number): SixtyCycle {
  let c = cycles[index];
  if (!c) {
    c = SixtyCycle.fromIndex(index);
    cycles[index] = c;
  }
  return c;
}

const indices = (items: readonly { getIndex(): number }[]): readonly number[] =>
  Object.freeze(items.map((x) => x.getIndex()));

const dayYiJiCells: (YiJi | undefined)[] = new Array(720);
const hourYiJiCells: (YiJi | undefined)[] = new Array(720);
const dayGodCells: (DayGods | undefined)[] = new Array(720);

/**
 * Yi/ji of a day: month branch (0 = 子 … 11 = 亥) and day pillar (0 = 甲子 … 59 = 癸亥).
 * The month pillar passed to tyme4ts is the sexagenary index equal to the branch (any pillar with that
 * branch gives the same cell).
 */
export function dayYiJi(monthBranch: number, dayPillar: number): YiJi {
  if (!isIndex(monthBranch, 12)) checkBranch(monthBranch, "monthBranch");
  if (!isIndex(dayPillar, 60)) checkPillar(dayPillar, "dayPillar");
  const key = monthBranch * 60 + dayPillar;
  const hit = dayYiJiCells[key];
  if (hit !== undefined) return hit;
  const month = cycle(monthBranch);
  const day = cycle(dayPillar);
  const cell = Object.freeze({
    yi: indices(Taboo.getDayRecommends(month, day)),
    ji: indices(Taboo.getDayAvoids(month, day)),
  });
  dayYiJiCells[key] = cell;
  return cell;
}

/**
 * Yi/ji of a double hour: the day pillar the hour belongs to and the hour pillar (only its branch is used
 * by the table).
 */
export function hourYiJi(dayPillar: number, hourPillar: number): YiJi {
  if (!isIndex(dayPillar, 60)) checkPillar(dayPillar, "dayPillar");
  if (!isIndex(hourPillar, 60)) checkPillar(hourPillar, "hourPillar");
  const key = dayPillar * 12 + (hourPillar % 12);
  const hit = hourYiJiCells[key];
  if (hit !== undefined) return hit;
  const day = cycle(dayPillar);
  const hour = cycle(hourPillar);
  const cell = Object.freeze({
    yi: indices(Taboo.getHourRecommends(day, hour)),
    ji: indices(Taboo.getHourAvoids(day, hour)),
  });
  hourYiJiCells[key] = cell;
  return cell;
}

/** Day gods: month branch (0 = 子 … 11 = 亥) and day pillar (0 = 甲子 … 59 = 癸亥), in the table's order. */
export function dayGods(monthBranch: number, dayPillar: number): DayGods {
  if (!isIndex(monthBranch, 12)) checkBranch(monthBranch, "monthBranch");
  if (!isIndex(dayPillar, 60)) checkPillar(dayPillar, "dayPillar");
  const key = monthBranch * 60 + dayPillar;
  const hit = dayGodCells[key];
  if (hit !== undefined) return hit;
  const all = God.getDayGods(cycle(monthBranch), cycle(dayPillar)).map((g) => g.getIndex());
  const cell = Object.freeze({
    auspicious: Object.freeze(all.filter((i) => i < FIRST_INAUSPICIOUS_GOD)),
    inauspicious: Object.freeze(all.filter((i) => i >= FIRST_INAUSPICIOUS_GOD)),
  });
  dayGodCells[key] = cell;
  return cell;
}
