/** The zh/en/ru names of the general stars of a day (stars.ts; docs/domain.md §6 "General"), and whether each is good. */
import type { GeneralStarKey } from "../stars.ts";
import type { Name } from "./types.ts";

export interface StarName extends Name {
  good: boolean;
}

export const GENERAL_STAR_NAMES: Record<GeneralStarKey, StarName> = {
  tianDe: { zh: "天德", en: "Heavenly Virtue", ru: "Небесная Добродетель", good: true },
  tianDeHe: { zh: "天德合", en: "Heavenly Virtue Combination", ru: "Союз Небесной Добродетели", good: true },
  yueDe: { zh: "月德", en: "Monthly Virtue", ru: "Месячная Добродетель", good: true },
  yueDeHe: { zh: "月德合", en: "Monthly Virtue Combination", ru: "Союз Месячной Добродетели", good: true },
  tianShe: { zh: "天赦", en: "Heavenly Pardon", ru: "Небесное Прощение", good: true },
  yiMa: { zh: "驿马", en: "Travelling Horse", ru: "Ямская Лошадь", good: true },
  tianMa: { zh: "天马", en: "Sky Horse", ru: "Небесная Лошадь", good: true },
  yuePo: { zh: "月破", en: "Month Breaker", ru: "Разрушитель Месяца", good: false },
  suiPo: { zh: "岁破", en: "Year Breaker", ru: "Разрушитель Года", good: false },
  jieSha: { zh: "劫煞", en: "Robbery Sha", ru: "Грабёж (Цзе Ша)", good: false },
  zaiSha: { zh: "灾煞", en: "Calamity Sha", ru: "Бедствие (Цзай Ша)", good: false },
  yueSha: { zh: "月煞", en: "Month Sha", ru: "Убийство Месяца", good: false },
  wangWang: { zh: "往亡", en: "Going to Perish (Wang Wang)", ru: "День Пустоты (Ван Ван)", good: false },
  siLi: { zh: "四离", en: "Four Separations", ru: "Четыре Разделения", good: false },
  siJue: { zh: "四绝", en: "Four Extinctions", ru: "Четыре Окончания", good: false },
  yangGongJi: { zh: "杨公忌日", en: "Yang Gong taboo day", ru: "День запрета Ян Гуна", good: false },
  yueJi: { zh: "月忌", en: "Monthly taboo day", ru: "Запретный день месяца", good: false },
};
