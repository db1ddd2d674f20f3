/**
 * Names of the tropical zodiac signs, the bodies and the major aspects the void-of-course Moon is read from
 * (docs/domain.md §14). Russian as Russian lunar calendars write it: «Луна в Овне», «Луна без курса», «трин»,
 * «квадрат», «оппозиция». What the Moon's sign and the void-of-course Moon mean is in
 * texts/meanings.{ru,en}.json (`moonSign`, `voidOfCourse`, names/meanings.ts).
 */
import type { Lang, Name } from "./types.ts";

export type ZodiacSignKey =
  | "aries"
  | "taurus"
  | "gemini"
  | "cancer"
  | "leo"
  | "virgo"
  | "libra"
  | "scorpio"
  | "sagittarius"
  | "capricorn"
  | "aquarius"
  | "pisces";

export interface ZodiacSignName extends Name {
  readonly key: ZodiacSignKey;
  readonly symbol: string;
  /** «Луна в Овне»: the sign after «в» (prepositional case) and "Moon in Aries". */
  readonly moonIn: { readonly ru: string; readonly en: string };
}

/** In order of ecliptic longitude: sign i covers [30°·i, 30°·(i + 1)) from the equinox of date. */
export const ZODIAC_SIGNS: readonly ZodiacSignName[] = [
  {
    key: "aries",
    symbol: "♈",
    zh: "白羊座",
    en: "Aries",
    ru: "Овен",
    moonIn: { ru: "Луна в Овне", en: "Moon in Aries" },
  },
  {
    key: "taurus",
    symbol: "♉",
    zh: "金牛座",
    en: "Taurus",
    ru: "Телец",
    moonIn: { ru: "Луна в Тельце", en: "Moon in Taurus" },
  },
  {
    key: "gemini",
    symbol: "♊",
    zh: "双子座",
    en: "Gemini",
    ru: "Близнецы",
    moonIn: { ru: "Луна в Близнецах", en: "Moon in Gemini" },
  },
  {
    key: "cancer",
    symbol: "♋",
    zh: "巨蟹座",
    en: "Cancer",
    ru: "Рак",
    moonIn: { ru: "Луна в Раке", en: "Moon in Cancer" },
  },
  {
    key: "leo",
    symbol: "♌",
    zh: "狮子座",
    en: "Leo",
    ru: "Лев",
    moonIn: { ru: "Луна во Льве", en: "Moon in Leo" },
  },
  {
    key: "virgo",
    symbol: "♍",
    zh: "处女座",
    en: "Virgo",
    ru: "Дева",
    moonIn: { ru: "Луна в Деве", en: "Moon in Virgo" },
  },
  {
    key: "libra",
    symbol: "♎",
    zh: "天秤座",
    en: "Libra",
    ru: "Весы",
    moonIn: { ru: "Луна в Весах", en: "Moon in Libra" },
  },
  {
    key: "scorpio",
    symbol: "♏",
    zh: "天蝎座",
    en: "Scorpio",
    ru: "Скорпион",
    moonIn: { ru: "Луна в Скорпионе", en: "Moon in Scorpio" },
  },
  {
    key: "sagittarius",
    symbol: "♐",
    zh: "射手座",
    en: "Sagittarius",
    ru: "Стрелец",
    moonIn: { ru: "Луна в Стрельце", en: "Moon in Sagittarius" },
  },
  {
    key: "capricorn",
    symbol: "♑",
    zh: "摩羯座",
    en: "Capricorn",
    ru: "Козерог",
    moonIn: { ru: "Луна в Козероге", en: "Moon in Capricorn" },
  },
  {
    key: "aquarius",
    symbol: "♒",
    zh: "水瓶座",
    en: "Aquarius",
    ru: "Водолей",
    moonIn: { ru: "Луна в Водолее", en: "Moon in Aquarius" },
  },
  {
    key: "pisces",
    symbol: "♓",
    zh: "双鱼座",
    en: "Pisces",
    ru: "Рыбы",
    moonIn: { ru: "Луна в Рыбах", en: "Moon in Pisces" },
  },
];

/** The bodies the Moon can aspect: the six other classical planets, then the three modern ones. */
export type AspectBodyKey =
  | "sun"
  | "mercury"
  | "venus"
  | "mars"
  | "jupiter"
  | "saturn"
  | "uranus"
  | "neptune"
  | "pluto";

export interface AspectBodyName extends Name {
  readonly key: AspectBodyKey;
  readonly symbol: string;
  /** Russian instrumental case, as in «трин Луны с Солнцем». */
  readonly ruWith: string;
}

export const ASPECT_BODY_NAMES: Readonly<Record<AspectBodyKey, AspectBodyName>> = {
  sun: { key: "sun", symbol: "☉", zh: "太阳", en: "Sun", ru: "Солнце", ruWith: "Солнцем" },
  mercury: { key: "mercury", symbol: "☿", zh: "水星", en: "Mercury", ru: "Меркурий", ruWith: "Меркурием" },
  venus: { key: "venus", symbol: "♀", zh: "金星", en: "Venus", ru: "Венера", ruWith: "Венерой" },
  mars: { key: "mars", symbol: "♂", zh: "火星", en: "Mars", ru: "Марс", ruWith: "Марсом" },
  jupiter: { key: "jupiter", symbol: "♃", zh: "木星", en: "Jupiter", ru: "Юпитер", ruWith: "Юпитером" },
  saturn: { key: "saturn", symbol: "♄", zh: "土星", en: "Saturn", ru: "Сатурн", ruWith: "Сатурном" },
  uranus: { key: "uranus", symbol: "♅", zh: "天王星", en: "Uranus", ru: "Уран", ruWith: "Ураном" },
  neptune: { key: "neptune", symbol: "♆", zh: "海王星", en: "Neptune", ru: "Нептун", ruWith: "Нептуном" },
  pluto: { key: "pluto", symbol: "♇", zh: "冥王星", en: "Pluto", ru: "Плутон", ruWith: "Плутоном" },
};

/** The five major (Ptolemaic) aspects. */
export type AspectKey = "conjunction" | "sextile" | "square" | "trine" | "opposition";

export interface AspectName extends Name {
  readonly key: AspectKey;
  /** The angle between the Moon and the body, degrees (60 also stands for 300, 90 for 270, 120 for 240). */
  readonly angle: 0 | 60 | 90 | 120 | 180;
  readonly symbol: string;
  /** "Moon trine Sun": the word between "Moon" and the body. */
  readonly enVerb: string;
}

export const ASPECT_NAMES: Readonly<Record<AspectKey, AspectName>> = {
  conjunction: {
    key: "conjunction",
    angle: 0,
    symbol: "☌",
    zh: "合相",
    en: "Conjunction",
    ru: "Соединение",
    enVerb: "conjunct",
  },
  sextile: {
    key: "sextile",
    angle: 60,
    symbol: "⚹",
    zh: "六分相",
    en: "Sextile",
    ru: "Секстиль",
    enVerb: "sextile",
  },
  square: {
    key: "square",
    angle: 90,
    symbol: "□",
    zh: "四分相",
    en: "Square",
    ru: "Квадрат",
    enVerb: "square",
  },
  trine: { key: "trine", angle: 120, symbol: "△", zh: "三分相", en: "Trine", ru: "Трин", enVerb: "trine" },
  opposition: {
    key: "opposition",
    angle: 180,
    symbol: "☍",
    zh: "对分相",
    en: "Opposition",
    ru: "Оппозиция",
    enVerb: "opposite",
  },
};

/** "Trine Moon–Sun" in words: «Трин Луны с Солнцем», "Moon trine Sun". */
export function aspectText(aspect: AspectKey, body: AspectBodyKey, lang: Lang): string {
  const a = ASPECT_NAMES[aspect];
  const b = ASPECT_BODY_NAMES[body];
  return lang === "ru" ? `${a.ru} Луны с ${b.ruWith}` : `Moon ${a.enVerb} ${b.en}`;
}

/** The void-of-course Moon. */
export const VOID_OF_COURSE_NAME: Name = { zh: "月亮空亡", en: "Void-of-course Moon", ru: "Луна без курса" };
