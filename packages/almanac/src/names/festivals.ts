/**
 * Names of the traditional Chinese festivals the year's events list (year-events.ts, docs/domain.md §15). Plain
 * words first; the Chinese stays in `zh`. Each festival is fixed by a lunar date (month, day of a non-leap
 * month), by the last day of the 12th month (除夕), or by a solar term's date in China time (清明, 冬至). The line
 * on what the day is and what people do is in texts/meanings.{ru,en}.json (`festivals`, names/meanings.ts).
 */
import type { Name } from "./types.ts";

export type FestivalKey =
  | "springFestival"
  | "lantern"
  | "qingming"
  | "dragonBoat"
  | "qixi"
  | "midAutumn"
  | "doubleNinth"
  | "winterSolstice"
  | "laba"
  | "newYearsEve";

/** How a festival's date is found: a lunar month and day, the 12th month's last day, or a solar term (0 = 小寒). */
export type FestivalRule =
  | { kind: "lunar"; month: number; day: number }
  | { kind: "lastDayOfYear" }
  | { kind: "term"; index: number };

export interface FestivalName extends Name {
  key: FestivalKey;
  rule: FestivalRule;
}

/** In the order of the lunar year (除夕 last). */
export const FESTIVAL_KEYS: readonly FestivalKey[] = [
  "springFestival",
  "lantern",
  "qingming",
  "dragonBoat",
  "qixi",
  "midAutumn",
  "doubleNinth",
  "winterSolstice",
  "laba",
  "newYearsEve",
];

export const FESTIVAL_NAMES: Readonly<Record<FestivalKey, FestivalName>> = {
  springFestival: {
    key: "springFestival",
    zh: "春节",
    en: "Chinese New Year (Spring Festival)",
    ru: "Китайский Новый год (Праздник весны)",
    rule: { kind: "lunar", month: 1, day: 1 },
  },
  lantern: {
    key: "lantern",
    zh: "元宵节",
    en: "Lantern Festival",
    ru: "Праздник фонарей",
    rule: { kind: "lunar", month: 1, day: 15 },
  },
  qingming: {
    key: "qingming",
    zh: "清明节",
    en: "Tomb-Sweeping Day (Qingming)",
    ru: "День поминовения предков (Цинмин)",
    rule: { kind: "term", index: 6 },
  },
  dragonBoat: {
    key: "dragonBoat",
    zh: "端午节",
    en: "Dragon Boat Festival",
    ru: "Праздник драконьих лодок",
    rule: { kind: "lunar", month: 5, day: 5 },
  },
  qixi: {
    key: "qixi",
    zh: "七夕",
    en: "Double Seventh (Qixi), the lovers' day",
    ru: "Двойная семёрка (Циси), день влюблённых",
    rule: { kind: "lunar", month: 7, day: 7 },
  },
  midAutumn: {
    key: "midAutumn",
    zh: "中秋节",
    en: "Mid-Autumn Festival",
    ru: "Праздник середины осени",
    rule: { kind: "lunar", month: 8, day: 15 },
  },
  doubleNinth: {
    key: "doubleNinth",
    zh: "重阳节",
    en: "Double Ninth Festival",
    ru: "Праздник двойной девятки",
    rule: { kind: "lunar", month: 9, day: 9 },
  },
  winterSolstice: {
    key: "winterSolstice",
    zh: "冬至节",
    en: "Winter Solstice Festival",
    ru: "Праздник зимнего солнцестояния",
    rule: { kind: "term", index: 23 },
  },
  laba: {
    key: "laba",
    zh: "腊八节",
    en: "Laba Festival",
    ru: "Праздник Лаба",
    rule: { kind: "lunar", month: 12, day: 8 },
  },
  newYearsEve: {
    key: "newYearsEve",
    zh: "除夕",
    en: "Chinese New Year's Eve",
    ru: "Канун Китайского Нового года",
    rule: { kind: "lastDayOfYear" },
  },
};
