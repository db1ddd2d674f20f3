/**
 * zh/en/ru names of the eight directions and the centre, and of the nine flying stars 九星 with their elements and
 * colours (docs/domain.md §13), for the keys and numbers directions.ts computes. What each star brings is in
 * texts/meanings.{ru,en}.json (`nineStars`, names/meanings.ts).
 */
import type { DirectionKey, NineStar } from "../directions.ts";
import type { Name } from "./types.ts";

export const DIRECTION_NAMES: Record<DirectionKey, Name> = {
  north: { zh: "北", en: "North", ru: "Север" },
  northEast: { zh: "东北", en: "North-east", ru: "Северо-восток" },
  east: { zh: "东", en: "East", ru: "Восток" },
  southEast: { zh: "东南", en: "South-east", ru: "Юго-восток" },
  south: { zh: "南", en: "South", ru: "Юг" },
  southWest: { zh: "西南", en: "South-west", ru: "Юго-запад" },
  west: { zh: "西", en: "West", ru: "Запад" },
  northWest: { zh: "西北", en: "North-west", ru: "Северо-запад" },
  centre: { zh: "中", en: "Centre", ru: "Центр" },
};

/** A flying star's name, its element and its colour. */
export interface NineStarName extends Name {
  element: "water" | "earth" | "wood" | "metal" | "fire";
  colour: Name;
}

/** 一白 … 九紫, by the star's number. */
export const NINE_STAR_NAMES: Record<NineStar, NineStarName> = {
  1: {
    zh: "一白",
    en: "One White",
    ru: "Белая Единица",
    element: "water",
    colour: { zh: "白", en: "white", ru: "белый" },
  },
  2: {
    zh: "二黑",
    en: "Two Black",
    ru: "Чёрная Двойка",
    element: "earth",
    colour: { zh: "黑", en: "black", ru: "чёрный" },
  },
  3: {
    zh: "三碧",
    en: "Three Jade",
    ru: "Бирюзовая Тройка",
    element: "wood",
    colour: { zh: "碧", en: "jade", ru: "бирюзовый" },
  },
  4: {
    zh: "四绿",
    en: "Four Green",
    ru: "Зелёная Четвёрка",
    element: "wood",
    colour: { zh: "绿", en: "green", ru: "зелёный" },
  },
  5: {
    zh: "五黄",
    en: "Five Yellow",
    ru: "Жёлтая Пятёрка",
    element: "earth",
    colour: { zh: "黄", en: "yellow", ru: "жёлтый" },
  },
  6: {
    zh: "六白",
    en: "Six White",
    ru: "Белая Шестёрка",
    element: "metal",
    colour: { zh: "白", en: "white", ru: "белый" },
  },
  7: {
    zh: "七赤",
    en: "Seven Red",
    ru: "Красная Семёрка",
    element: "metal",
    colour: { zh: "赤", en: "red", ru: "красный" },
  },
  8: {
    zh: "八白",
    en: "Eight White",
    ru: "Белая Восьмёрка",
    element: "earth",
    colour: { zh: "白", en: "white", ru: "белый" },
  },
  9: {
    zh: "九紫",
    en: "Nine Purple",
    ru: "Пурпурная Девятка",
    element: "fire",
    colour: { zh: "紫", en: "purple", ru: "пурпурный" },
  },
};
