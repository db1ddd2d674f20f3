/**
 * The parts of lunar-javascript 1.7.7 (6tail, MIT, no type declarations of its own) the yi/ji comparison uses
 * (test/lunar-javascript.test.ts). Dates are Beijing (UTC+8) civil dates; nothing reads the process's zone.
 */
declare module "lunar-javascript" {
  export class JieQi {
    /** The term's Chinese name, e.g. 立春. */
    getName(): string;
  }
  export class Lunar {
    /**
     * The day's 宜 as Chinese activity names, or ["无"] when the table lists none. sect 1 (the default) reads
     * the month by the date: the whole date on which a jie falls belongs to the new month; sect 2 reads the
     * month in force at the Lunar's instant (00:00 for Solar.fromYmd).
     */
    getDayYi(sect?: 1 | 2): string[];
    /** The day's 忌, as getDayYi. */
    getDayJi(sect?: 1 | 2): string[];
    /** The jie (节) that falls on this date, or null. */
    getCurrentJie(): JieQi | null;
    /** The month pillar by the date (sect 1), e.g. 庚寅. */
    getMonthInGanZhi(): string;
    /** The month pillar at the instant (sect 2). */
    getMonthInGanZhiExact(): string;
  }
  export class Solar {
    /** A civil date at 00:00. */
    static fromYmd(year: number, month: number, day: number): Solar;
    getLunar(): Lunar;
  }
}
