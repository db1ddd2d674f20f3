/**
 * Our day yi/ji (宜忌: tyme4ts 1.5.2's table read by month branch and day pillar, src/taboo.ts) against
 * lunar-javascript 1.7.7 (6tail, MIT, a dev dependency of this package only) for every civil date
 * 2020-01-01 … 2030-12-31 (docs/yiji-agreement.md).
 *
 * The two libraries share the table; what can differ is the month a jie (节) day is read in:
 * - lunar-javascript's default (`getDayYi()`, sect 1) reads the month by the Beijing DATE: the whole date on
 *   which the jie falls belongs to the new month. That is our `jieDayRule: "beijingDate"`; every day agrees.
 * - its sect 2 (`getDayYi(2)`) reads the month in force at the Lunar's instant, 00:00 Beijing time for
 *   `Solar.fromYmd`, so the whole jie date keeps the OLD month: exactly the jie dates differ.
 * - our default, the Moscow LOCAL date (`generalDay(date, "Europe/Moscow")`), gives the new month one day
 *   earlier than Beijing when the jie falls 16:00–21:00 UTC (19:00–24:00 in Moscow, 00:00–05:00 the next day in
 *   Beijing): exactly those Moscow dates differ.
 * lunar-javascript lists an empty 宜 or 忌 as ["无"]; we give []. All names are the 140 of ACTIVITIES.
 */
import { Solar } from "lunar-javascript";
import { beforeAll, describe, expect, it } from "vitest";
import { civilFromJdn, formatDate, jdn, mod } from "../src/cycle.ts";
import { generalDay } from "../src/day.ts";
import { ACTIVITIES } from "../src/names/activities.ts";
import { dayYiJi } from "../src/taboo.ts";

const FIRST = jdn(2020, 1, 1);
const LAST = jdn(2030, 12, 31);
const DAYS = LAST - FIRST + 1; // 4,018
const HOUR = 3_600_000;

/** The Moscow dates (local-date rule) whose yi/ji differ from lunar-javascript's, with the jie that begins there. */
const MOSCOW_DIFFERENCES: readonly (readonly [string, string])[] = [
  ["2020-10-07", "寒露"],
  ["2020-12-06", "大雪"],
  ["2022-02-03", "立春"],
  ["2022-04-04", "清明"],
  ["2022-06-05", "芒种"],
  ["2023-03-05", "惊蛰"],
  ["2023-05-05", "立夏"],
  ["2023-08-07", "立秋"],
  ["2023-11-07", "立冬"],
  ["2024-01-05", "小寒"],
  ["2024-10-07", "寒露"],
  ["2025-07-06", "小暑"],
  ["2026-02-03", "立春"],
  ["2026-04-04", "清明"],
  ["2027-03-05", "惊蛰"],
  ["2027-05-05", "立夏"],
  ["2027-08-07", "立秋"],
  ["2027-09-07", "白露"],
  ["2028-01-05", "小寒"],
  ["2028-10-07", "寒露"],
  ["2029-07-06", "小暑"],
  ["2029-12-06", "大雪"],
  ["2030-02-03", "立春"],
  ["2030-04-04", "清明"],
];

interface YiJiZh {
  yi: string[];
  ji: string[];
  /** The two lists sorted, and as given, as one string each (compared 4,018 × 4 times). */
  set: string;
  order: string;
}

interface Row {
  date: string;
  /** The jie that begins on this Beijing date (ours), or null. */
  jie: string | null;
  /** The jie lunar-javascript puts on this date, or null. */
  ljJie: string | null;
  /** Ours, month by the Beijing date. */
  beijing: YiJiZh;
  /** Ours, month by the Moscow date (the default rule). */
  moscow: YiJiZh;
  /** Our month pillar by the Beijing date, and the month branches of the two rules. */
  beijingMonth: string;
  beijingBranch: number;
  moscowBranch: number;
  /** The jie that begins on this Moscow date, and its instant (UTC ms), or null. */
  moscowJie: { zh: string; at: number } | null;
  dayPillar: number;
  /** lunar-javascript, sect 1 (default) and sect 2, with ["无"] read as []. */
  lj: YiJiZh;
  ljExact: YiJiZh;
  /** lunar-javascript's month pillar by the date (sect 1); whether it wrote ["无"] for an empty 宜 or 忌. */
  ljMonth: string;
  ljNone: boolean;
}

const none = (xs: string[]) => (xs.length === 1 && xs[0] === "无" ? [] : xs);
const yiJi = (yi: string[], ji: string[]): YiJiZh => ({
  yi,
  ji,
  set: `${[...yi].sort()}|${[...ji].sort()}`,
  order: `${yi}|${ji}`,
});
const zh = (xs: readonly number[]) => xs.map((i) => ACTIVITIES[i]!.zh);
/** Our yi/ji (activity indices) as Chinese names. */
const ofOurs = (cell: { yi: readonly number[]; ji: readonly number[] }) => yiJi(zh(cell.yi), zh(cell.ji));
const sameSet = (a: YiJiZh, b: YiJiZh) => a.set === b.set;
/** A jie begins on this Moscow date between 16:00 and 21:00 UTC (19:00–24:00 Moscow, 00:00–05:00 Beijing). */
const late = (r: Row) =>
  r.moscowJie !== null && mod(r.moscowJie.at / HOUR, 24) >= 16 && mod(r.moscowJie.at / HOUR, 24) < 21;
const sameOrder = (a: YiJiZh, b: YiJiZh) => a.order === b.order;

let rows: Row[] = [];

beforeAll(() => {
  rows = [];
  for (let n = FIRST; n <= LAST; n++) {
    const date = civilFromJdn(n);
    const bj = generalDay(date, "Asia/Shanghai", { jieDayRule: "beijingDate" });
    const msk = generalDay(date, "Europe/Moscow");
    const lunar = Solar.fromYmd(date.year, date.month, date.day).getLunar();
    const [yi, ji] = [lunar.getDayYi(), lunar.getDayJi()];
    const isJie = (d: typeof bj) => d.solarTerm.beginsToday && d.solarTerm.kind === "jie";
    rows.push({
      date: formatDate(date),
      jie: isJie(bj) ? bj.solarTerm.zh : null,
      ljJie: lunar.getCurrentJie()?.getName() ?? null,
      beijing: ofOurs(bj),
      moscow: ofOurs(msk),
      beijingMonth: bj.pillars.month.zh,
      beijingBranch: bj.pillars.month.branch,
      moscowBranch: msk.pillars.month.branch,
      moscowJie: isJie(msk) ? { zh: msk.solarTerm.zh, at: msk.solarTerm.startsAt } : null,
      dayPillar: bj.pillars.day.index,
      lj: yiJi(none(yi), none(ji)),
      ljExact: yiJi(none(lunar.getDayYi(2)), none(lunar.getDayJi(2))),
      ljMonth: lunar.getMonthInGanZhi(),
      ljNone: none(yi) !== yi || none(ji) !== ji,
    });
  }
});

describe("day yi/ji against lunar-javascript 1.7.7, 2020-01-01 … 2030-12-31", () => {
  it("covers 4,018 days, and both libraries put the same 132 jie on the same Beijing dates", () => {
    expect(rows).toHaveLength(DAYS);
    expect(DAYS).toBe(4018);
    const ours = rows.filter((r) => r.jie !== null).map((r) => `${r.date} ${r.jie}`);
    const theirs = rows.filter((r) => r.ljJie !== null).map((r) => `${r.date} ${r.ljJie}`);
    expect(ours).toHaveLength(11 * 12);
    expect(theirs).toEqual(ours);
  });

  it("Beijing-date rule vs lunar-javascript's default (sect 1): every day agrees, as sets and in order", () => {
    const differ = rows.filter((r) => !sameSet(r.beijing, r.lj)).map((r) => r.date);
    const orderOnly = rows.filter((r) => sameSet(r.beijing, r.lj) && !sameOrder(r.beijing, r.lj));
    expect(differ).toEqual([]);
    expect(orderOnly.map((r) => r.date)).toEqual([]);
    // because it reads the same month: the whole Beijing date of a jie in the new month
    expect(rows.filter((r) => r.ljMonth !== r.beijingMonth).map((r) => r.date)).toEqual([]);
    // on 231 days one side is empty, which lunar-javascript writes as ["无"] and we as []
    expect(rows.filter((r) => r.ljNone)).toHaveLength(231);
  });

  it("sect 2 (the month at 00:00 Beijing time) differs on exactly the 132 jie days, where it reads the old month", () => {
    const differ = rows.filter((r) => !sameSet(r.beijing, r.ljExact));
    expect(differ.map((r) => r.date)).toEqual(rows.filter((r) => r.jie !== null).map((r) => r.date));
    expect(differ).toHaveLength(132);
    for (const r of differ) {
      // the jie begins later that Beijing date, so at 00:00 the month before it is in force
      expect(r.ljExact, r.date).toEqual(ofOurs(dayYiJi(mod(r.beijingBranch - 1, 12), r.dayPillar)));
    }
  });

  it("Moscow local-date rule: the 24 days that differ are the jie days a day earlier in Moscow than in Beijing", () => {
    const differ = rows.filter((r) => !sameSet(r.moscow, r.lj));
    expect(differ.map((r) => [r.date, r.moscowJie?.zh])).toEqual(MOSCOW_DIFFERENCES);
    for (const r of differ) {
      // the jie begins on this Moscow date, at 19:00–24:00 Moscow time, which is the next date in Beijing
      expect(r.jie, r.date).toBeNull();
      expect(late(r), r.date).toBe(true);
      // we read the new month, lunar-javascript (as our Beijing-date rule) the old one
      expect(r.moscowBranch, r.date).toBe(mod(r.beijingBranch + 1, 12));
      expect(r.lj, r.date).toEqual(r.beijing);
    }
    // and every jie of 16:00–21:00 UTC in the range is one of them
    expect(rows.filter(late).map((r) => r.date)).toEqual(differ.map((r) => r.date));
  });

  it("prints the measured agreement", () => {
    const agree = (pick: (r: Row) => YiJiZh) => rows.filter((r) => sameSet(pick(r), r.lj)).length;
    const order = rows.filter((r) => sameSet(r.beijing, r.lj) && !sameOrder(r.beijing, r.lj)).length;
    const exact = rows.filter((r) => sameSet(r.beijing, r.ljExact)).length;
    const moscow = agree((r) => r.moscow);
    console.log(
      `yi/ji vs lunar-javascript 1.7.7, 2020-01-01…2030-12-31: Beijing-date rule ${agree((r) => r.beijing)} of ` +
        `${DAYS} days agree (${order} differ in order only); vs its sect 2 (month at 00:00 CST) ${exact} of ` +
        `${DAYS} (the ${DAYS - exact} that differ are the jie days); Moscow local-date rule ${moscow} of ${DAYS} ` +
        `(the ${DAYS - moscow} that differ are jie days at 16:00–21:00 UTC, a Moscow date before the Beijing one)`,
    );
    expect(moscow).toBe(DAYS - MOSCOW_DIFFERENCES.length);
  });
});
