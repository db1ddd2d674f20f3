/** The zh/en/ru names of the personal stars (personal.ts; docs/domain.md §6 "Personal"), and whether each is good. */
import type { PersonalStarKey } from "../personal.ts";
import type { Name } from "./types.ts";

export interface PersonalStarName extends Name {
  good: boolean;
}

export const PERSONAL_STAR_NAMES: Record<PersonalStarKey, PersonalStarName> = {
  clashYear: {
    zh: "冲太岁",
    en: "Clash with your year sign",
    ru: "Столкновение с вашим знаком года",
    good: false,
  },
  clashDay: {
    zh: "冲日柱",
    en: "Clash with your day pillar",
    ru: "Столкновение с вашим столпом дня",
    good: false,
  },
  heavenEarthClash: {
    zh: "天克地冲",
    en: "Heaven strikes, Earth clashes",
    ru: "Небо бьёт, Земля сталкивается",
    good: false,
  },
  noblemanDay: {
    zh: "天乙贵人",
    en: "Nobleman (by your day stem)",
    ru: "Звезда Знатного Человека (по стволу дня)",
    good: true,
  },
  noblemanYear: {
    zh: "天乙贵人",
    en: "Nobleman (by your year stem)",
    ru: "Звезда Знатного Человека (по стволу года)",
    good: true,
  },
  academic: { zh: "文昌", en: "Academic Star", ru: "Звезда Культуры (Академика)", good: true },
  travellingHorse: { zh: "驿马", en: "Travelling Horse", ru: "Звезда Ямская Лошадь", good: true },
  peachBlossom: { zh: "桃花", en: "Peach Blossom", ru: "Персиковый Цветок (Цветок Любви)", good: true },
  prosperity: { zh: "禄", en: "Prosperity", ru: "Звезда Процветания (Лу)", good: true },
  goatBlade: { zh: "羊刃", en: "Goat Blade", ru: "Клинок Ян Жэнь", good: false },
  void: { zh: "空亡", en: "Void (Emptiness)", ru: "Пустота (Кун Ван)", good: false },
  sixHarmony: {
    zh: "六合",
    en: "Six Harmony with your day branch",
    ru: "Шесть Соединений с вашей ветвью дня",
    good: true,
  },
  threeHarmony: {
    zh: "三合",
    en: "Three Harmony with your day branch",
    ru: "Тройственное соединение с вашей ветвью дня",
    good: true,
  },
  sixHarm: { zh: "六害", en: "Six Harm with your day branch", ru: "Вред вашей ветви дня", good: false },
  punishment: {
    zh: "刑",
    en: "Punishment with your day branch",
    ru: "Наказание вашей ветви дня",
    good: false,
  },
};
