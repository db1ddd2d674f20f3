/**
 * Names of the traditional Chinese festivals the year's events list (year-events.ts, docs/domain.md §15), with
 * one line on what the day is and what people do. Plain words first; the Chinese stays in `zh`. Each festival
 * is fixed by a lunar date (month, day of a non-leap month), by the last day of the 12th month (除夕), or by a
 * solar term's date in China time (清明, 冬至).
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
  /** What the day is and what people do, in one line. */
  meaning: { en: string; ru: string };
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
    meaning: {
      en: "The first day of the lunar year: families gather, visit relatives, give red envelopes and set off firecrackers.",
      ru: "Первый день лунного года: семьи собираются вместе, ходят в гости к родным, дарят красные конверты и запускают петарды.",
    },
  },
  lantern: {
    key: "lantern",
    zh: "元宵节",
    en: "Lantern Festival",
    ru: "Праздник фонарей",
    rule: { kind: "lunar", month: 1, day: 15 },
    meaning: {
      en: "The year's first full moon ends the New Year season: lanterns, riddles written on them, sweet rice balls.",
      ru: "Первое полнолуние года завершает новогодние праздники: фонари, загадки на них, сладкие рисовые шарики.",
    },
  },
  qingming: {
    key: "qingming",
    zh: "清明节",
    en: "Tomb-Sweeping Day (Qingming)",
    ru: "День поминовения предков (Цинмин)",
    rule: { kind: "term", index: 6 },
    meaning: {
      en: "Families visit their ancestors' graves, sweep them, leave food and flowers, and go out into the spring countryside.",
      ru: "Семьи навещают могилы предков, прибирают их, приносят еду и цветы и выезжают на весеннюю природу.",
    },
  },
  dragonBoat: {
    key: "dragonBoat",
    zh: "端午节",
    en: "Dragon Boat Festival",
    ru: "Праздник драконьих лодок",
    rule: { kind: "lunar", month: 5, day: 5 },
    meaning: {
      en: "Dragon boat races and rice dumplings wrapped in leaves, in memory of the poet Qu Yuan; herbs keep illness away.",
      ru: "Гонки лодок-драконов и рисовые пирамидки в листьях в память о поэте Цюй Юане; травы у дверей отгоняют болезни.",
    },
  },
  qixi: {
    key: "qixi",
    zh: "七夕",
    en: "Double Seventh (Qixi), the lovers' day",
    ru: "Двойная семёрка (Циси), день влюблённых",
    rule: { kind: "lunar", month: 7, day: 7 },
    meaning: {
      en: "The one night of the year when the Cowherd and the Weaver Girl meet across the Milky Way; a day for couples.",
      ru: "Единственная ночь в году, когда Пастух и Ткачиха встречаются через Млечный Путь; праздник влюблённых.",
    },
  },
  midAutumn: {
    key: "midAutumn",
    zh: "中秋节",
    en: "Mid-Autumn Festival",
    ru: "Праздник середины осени",
    rule: { kind: "lunar", month: 8, day: 15 },
    meaning: {
      en: "The harvest full moon: families gather in the evening to admire the moon and share round mooncakes.",
      ru: "Полнолуние урожая: вечером семьи собираются вместе, любуются луной и делят круглые лунные пряники.",
    },
  },
  doubleNinth: {
    key: "doubleNinth",
    zh: "重阳节",
    en: "Double Ninth Festival",
    ru: "Праздник двойной девятки",
    rule: { kind: "lunar", month: 9, day: 9 },
    meaning: {
      en: "Nine is the yang number, doubled today: people climb hills, drink chrysanthemum wine and honour the elderly.",
      ru: "Девятка — число ян, и сегодня она удвоена: поднимаются на холмы, пьют хризантемовое вино, чествуют старших.",
    },
  },
  winterSolstice: {
    key: "winterSolstice",
    zh: "冬至节",
    en: "Winter Solstice Festival",
    ru: "Праздник зимнего солнцестояния",
    rule: { kind: "term", index: 23 },
    meaning: {
      en: "The longest night, after which yang returns: families share dumplings or sweet rice balls and honour their ancestors.",
      ru: "Самая длинная ночь, после которой возвращается ян: семьи едят пельмени или сладкие рисовые шарики и чтят предков.",
    },
  },
  laba: {
    key: "laba",
    zh: "腊八节",
    en: "Laba Festival",
    ru: "Праздник Лаба",
    rule: { kind: "lunar", month: 12, day: 8 },
    meaning: {
      en: "Laba porridge of grains, beans and nuts is cooked and shared, and the preparations for the New Year begin.",
      ru: "Варят и раздают кашу лаба из злаков, бобов и орехов, и начинаются приготовления к Новому году.",
    },
  },
  newYearsEve: {
    key: "newYearsEve",
    zh: "除夕",
    en: "Chinese New Year's Eve",
    ru: "Канун Китайского Нового года",
    rule: { kind: "lastDayOfYear" },
    meaning: {
      en: "The last evening of the lunar year: a family reunion dinner, and staying up to see the New Year in.",
      ru: "Последний вечер лунного года: семья собирается за праздничным ужином и не спит, встречая Новый год.",
    },
  },
};
