/**
 * Names of Chinese lunar (农历) months, days and years in zh/en/ru (docs/domain.md §4).
 *
 * Chinese follows the official calendar (the same spelling as tyme4ts and the HKO tables): months 正月 … 十月,
 * 十一月, 十二月 (not the colloquial 冬月/腊月), a leap month is prefixed with 闰; days 初一 … 初十, 十一 … 二十,
 * 廿一 … 廿九, 三十. Russian almanacs number the lunar months and days: «10-й день 12-го месяца», a leap month
 * is «високосный 6-й месяц». English: "Day 10 of month 12", "leap month 6".
 */
import { failWith } from "../errors.ts";
import { BRANCH_NAMES, type Element, STEM_NAMES } from "./core.ts";
import type { Name } from "./types.ts";

export const LUNAR_MONTH_ZH = [
  "正月",
  "二月",
  "三月",
  "四月",
  "五月",
  "六月",
  "七月",
  "八月",
  "九月",
  "十月",
  "十一月",
  "十二月",
] as const;

export const LUNAR_DAY_ZH = [
  "初一",
  "初二",
  "初三",
  "初四",
  "初五",
  "初六",
  "初七",
  "初八",
  "初九",
  "初十",
  "十一",
  "十二",
  "十三",
  "十四",
  "十五",
  "十六",
  "十七",
  "十八",
  "十九",
  "二十",
  "廿一",
  "廿二",
  "廿三",
  "廿四",
  "廿五",
  "廿六",
  "廿七",
  "廿八",
  "廿九",
  "三十",
] as const;

function checkMonthDay(month: number, day: number): void {
  const ok =
    Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= 30;
  if (!ok) {
    failWith("lunarDate", "invalidDate", "lunarDate", { month, day });
  }
}

/** A lunar month: 六月 / "Month 6" / «6-й месяц»; leap: 闰六月 / "Leap month 6" / «високосный 6-й месяц». */
export function lunarMonthName(month: number, leap: boolean): Name {
  checkMonthDay(month, 1);
  return {
    zh: (leap ? "闰" : "") + LUNAR_MONTH_ZH[month - 1]!,
    en: leap ? `Leap month ${month}` : `Month ${month}`,
    ru: leap ? `високосный ${month}-й месяц` : `${month}-й месяц`,
  };
}

/** A lunar day number: 初十 / "Day 10" / «10-й день». */
export function lunarDayName(day: number): Name {
  checkMonthDay(1, day);
  return { zh: LUNAR_DAY_ZH[day - 1]!, en: `Day ${day}`, ru: `${day}-й день` };
}

/**
 * Month and day: 十二月初十 / "Day 10 of month 12" / «10-й день 12-го месяца»;
 * 闰六月三十 / "Day 30 of leap month 6" / «30-й день високосного 6-го месяца».
 */
export function lunarDateName(month: number, leap: boolean, day: number): Name {
  checkMonthDay(month, day);
  return {
    zh: (leap ? "闰" : "") + LUNAR_MONTH_ZH[month - 1]! + LUNAR_DAY_ZH[day - 1]!,
    en: `Day ${day} of ${leap ? "leap month" : "month"} ${month}`,
    ru: `${day}-й день ${leap ? "високосного " : ""}${month}-го месяца`,
  };
}

/** Adjective of a year's element, English and Russian (masculine/feminine genitive for «года …»). */
const ELEMENT_ADJ: Record<Element, { en: string; ruM: string; ruF: string }> = {
  wood: { en: "Wood", ruM: "Деревянного", ruF: "Деревянной" },
  fire: { en: "Fire", ruM: "Огненного", ruF: "Огненной" },
  earth: { en: "Earth", ruM: "Земляного", ruF: "Земляной" },
  metal: { en: "Metal", ruM: "Металлического", ruF: "Металлической" },
  water: { en: "Water", ruM: "Водяного", ruF: "Водяной" },
};

/** Genitive of the zodiac animals (子 … 亥) and whether the noun is feminine. */
const ANIMAL_GENITIVE: readonly [string, boolean][] = [
  ["Крысы", true],
  ["Быка", false],
  ["Тигра", false],
  ["Кролика", false],
  ["Дракона", false],
  ["Змеи", true],
  ["Лошади", true],
  ["Козы", true],
  ["Обезьяны", true],
  ["Петуха", false],
  ["Собаки", true],
  ["Свиньи", true],
];

/**
 * A lunar year by its sexagenary index: 乙巳年 / "Wood Snake year" / «год Деревянной Змеи».
 * `form: "genitive"` gives «года Деревянной Змеи» for use after a date.
 */
export function lunarYearName(yearPillar: number, form: "nominative" | "genitive" = "nominative"): Name {
  const i = ((yearPillar % 60) + 60) % 60;
  const stem = STEM_NAMES[i % 10]!;
  const branch = BRANCH_NAMES[i % 12]!;
  const adj = ELEMENT_ADJ[stem.element];
  const [animalGen, feminine] = ANIMAL_GENITIVE[i % 12]!;
  const ruGen = `${feminine ? adj.ruF : adj.ruM} ${animalGen}`;
  return {
    zh: `${stem.zh}${branch.zh}年`,
    en: `${adj.en} ${branch.animal.en} year`,
    ru: `${form === "genitive" ? "года" : "год"} ${ruGen}`,
  };
}
