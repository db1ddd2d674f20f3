/**
 * ru/en names of the core cycles (source: packages/almanac/test/data/tables.json and solar-terms.json;
 * Russian as Russian almanacs write them, S7 where seen). Index conventions as in cycle.ts.
 */
import type { Name } from "./types.ts";

export type Element = "wood" | "fire" | "earth" | "metal" | "water";
export type Polarity = "yang" | "yin";

export const ELEMENTS: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];

export const ELEMENT_NAMES: Record<Element, Name> = {
  wood: { zh: "木", en: "Wood", ru: "Дерево" },
  fire: { zh: "火", en: "Fire", ru: "Огонь" },
  earth: { zh: "土", en: "Earth", ru: "Земля" },
  metal: { zh: "金", en: "Metal", ru: "Металл" },
  water: { zh: "水", en: "Water", ru: "Вода" },
};

export const POLARITY_NAMES: Record<Polarity, Name> = {
  yang: { zh: "阳", en: "Yang", ru: "Ян" },
  yin: { zh: "阴", en: "Yin", ru: "Инь" },
};

export interface StemName extends Name {
  pinyin: string;
  /** Russian transcription (Палладий), e.g. «Цзя». */
  ruTranscription: string;
  element: Element;
  polarity: Polarity;
}

export interface BranchName extends Name {
  pinyin: string;
  ruTranscription: string;
  element: Element;
  polarity: Polarity;
  /** The zodiac animal. */
  animal: Name;
}

const STEM_ROWS: [string, string, string, string, string][] = [
  ["甲", "jiǎ", "Yang Wood", "Ян Дерево", "Цзя"],
  ["乙", "yǐ", "Yin Wood", "Инь Дерево", "И"],
  ["丙", "bǐng", "Yang Fire", "Ян Огонь", "Бин"],
  ["丁", "dīng", "Yin Fire", "Инь Огонь", "Дин"],
  ["戊", "wù", "Yang Earth", "Ян Земля", "У"],
  ["己", "jǐ", "Yin Earth", "Инь Земля", "Цзи"],
  ["庚", "gēng", "Yang Metal", "Ян Металл", "Гэн"],
  ["辛", "xīn", "Yin Metal", "Инь Металл", "Синь"],
  ["壬", "rén", "Yang Water", "Ян Вода", "Жэнь"],
  ["癸", "guǐ", "Yin Water", "Инь Вода", "Гуй"],
];

export const STEM_NAMES: readonly StemName[] = STEM_ROWS.map(([zh, pinyin, en, ru, ruTranscription], i) => ({
  zh,
  pinyin,
  en,
  ru,
  ruTranscription,
  element: ELEMENTS[Math.floor(i / 2)]!,
  polarity: i % 2 === 0 ? "yang" : "yin",
}));

const BRANCH_ROWS: [string, string, string, string, string, Element][] = [
  ["子", "zǐ", "Rat", "Крыса", "Цзы", "water"],
  ["丑", "chǒu", "Ox", "Бык", "Чоу", "earth"],
  ["寅", "yín", "Tiger", "Тигр", "Инь", "wood"],
  ["卯", "mǎo", "Rabbit", "Кролик", "Мао", "wood"],
  ["辰", "chén", "Dragon", "Дракон", "Чэнь", "earth"],
  ["巳", "sì", "Snake", "Змея", "Сы", "fire"],
  ["午", "wǔ", "Horse", "Лошадь", "У", "fire"],
  ["未", "wèi", "Goat", "Коза", "Вэй", "earth"],
  ["申", "shēn", "Monkey", "Обезьяна", "Шэнь", "metal"],
  ["酉", "yǒu", "Rooster", "Петух", "Ю", "metal"],
  ["戌", "xū", "Dog", "Собака", "Сюй", "earth"],
  ["亥", "hài", "Pig", "Свинья", "Хай", "water"],
];

const ANIMAL_ZH = ["鼠", "牛", "虎", "兔", "龙", "蛇", "马", "羊", "猴", "鸡", "狗", "猪"];

export const BRANCH_NAMES: readonly BranchName[] = BRANCH_ROWS.map(
  ([zh, pinyin, animalEn, animalRu, ruTranscription, element], i) => ({
    zh,
    pinyin,
    en: `${pinyin[0]!.toUpperCase()}${pinyin.slice(1)} (${animalEn})`,
    ru: `${ruTranscription} (${animalRu})`,
    ruTranscription,
    element,
    polarity: i % 2 === 0 ? "yang" : "yin",
    animal: { zh: ANIMAL_ZH[i]!, en: animalEn, ru: animalRu },
  }),
);

export interface OfficerName extends Name {
  /** Rhyme class «建满平收黑，除危定执黄，成开皆可用，闭破不相当». */
  rhyme: "yellow" | "black" | "usable" | "not-usable";
}

export const OFFICER_NAMES: readonly OfficerName[] = (
  [
    ["建", "Establish", "Установление", "black"],
    ["除", "Remove", "Устранение", "yellow"],
    ["满", "Full", "Наполнение", "black"],
    ["平", "Balance", "Выравнивание", "black"],
    ["定", "Stable", "Определение", "yellow"],
    ["执", "Initiate", "Удержание", "yellow"],
    ["破", "Destruction", "Пробой", "black"],
    ["危", "Danger", "Опасность", "yellow"],
    ["成", "Success", "Завершение", "usable"],
    ["收", "Receive", "Собирание", "black"],
    ["开", "Open", "Открытие", "usable"],
    ["闭", "Close", "Закрытие", "not-usable"],
  ] as const
).map(([zh, en, ru, rhyme]) => ({ zh, en, ru, rhyme }));

export interface SpiritName extends Name {
  path: "yellow" | "black";
}

export const SPIRIT_NAMES: readonly SpiritName[] = (
  [
    ["青龙", "Green Dragon", "Лазурный Дракон", "yellow"],
    ["明堂", "Bright Hall", "Светлый Зал", "yellow"],
    ["天刑", "Heavenly Punishment", "Небесная Кара", "black"],
    ["朱雀", "Vermilion Bird", "Красная Птица", "black"],
    ["金匮", "Golden Coffer", "Золотой Ларец", "yellow"],
    ["天德", "Heavenly Virtue", "Небесная Добродетель", "yellow"],
    ["白虎", "White Tiger", "Белый Тигр", "black"],
    ["玉堂", "Jade Hall", "Нефритовый Зал", "yellow"],
    ["天牢", "Heavenly Prison", "Небесная Темница", "black"],
    ["玄武", "Black Tortoise", "Чёрная Черепаха", "black"],
    ["司命", "Life Governor", "Повелитель Судьбы", "yellow"],
    ["勾陈", "Hooked Array", "Извилистый Строй", "black"],
  ] as const
).map(([zh, en, ru, path]) => ({ zh, en, ru, path }));

export const PATH_NAMES: Record<"yellow" | "black", Name> = {
  yellow: { zh: "黄道", en: "Yellow Path", ru: "Жёлтый путь" },
  black: { zh: "黑道", en: "Black Path", ru: "Чёрный путь" },
};

export type LuminaryKey = "日" | "月" | "火" | "水" | "木" | "金" | "土";

export interface LuminaryName extends Name {
  /** The planet (or Sun/Moon) name. */
  planet: Name;
  weekday: number;
}

/** Seven luminaries 七曜, indexed by weekday (0 = Sunday). */
export const LUMINARY_NAMES: readonly LuminaryName[] = (
  [
    ["日", "Sun", "Солнце", "Sun", "Солнце"],
    ["月", "Moon", "Луна", "Moon", "Луна"],
    ["火", "Fire", "Огонь", "Mars", "Марс"],
    ["水", "Water", "Вода", "Mercury", "Меркурий"],
    ["木", "Wood", "Дерево", "Jupiter", "Юпитер"],
    ["金", "Metal", "Металл", "Venus", "Венера"],
    ["土", "Earth", "Почва", "Saturn", "Сатурн"],
  ] as const
).map(([zh, en, ru, pen, pru], weekday) => ({
  zh,
  en,
  ru,
  weekday,
  planet: { zh, en: weekday < 2 ? pen : `${pen} (${en})`, ru: weekday < 2 ? pru : `${pru} (${ru})` },
}));

export interface MansionName extends Name {
  pinyin: string;
  luminary: LuminaryKey;
  animal: string;
  luck: "auspicious" | "inauspicious";
}

export const MANSION_NAMES: readonly MansionName[] = (
  [
    ["角", "Jiǎo", "Horn", "Рог", "木", "蛟", "吉"],
    ["亢", "Kàng", "Neck", "Шея", "金", "龙", "凶"],
    ["氐", "Dī", "Root", "Основание", "土", "貉", "凶"],
    ["房", "Fáng", "Room", "Дом", "日", "兔", "吉"],
    ["心", "Xīn", "Heart", "Сердце", "月", "狐", "凶"],
    ["尾", "Wěi", "Tail", "Хвост", "火", "虎", "吉"],
    ["箕", "Jī", "Winnowing Basket", "Веялка", "水", "豹", "吉"],
    ["斗", "Dǒu", "Dipper", "Ковш", "木", "獬", "吉"],
    ["牛", "Niú", "Ox", "Бык", "金", "牛", "凶"],
    ["女", "Nǚ", "Girl", "Девушка", "土", "蝠", "凶"],
    ["虚", "Xū", "Emptiness", "Пустота", "日", "鼠", "凶"],
    ["危", "Wēi", "Rooftop", "Крыша", "月", "燕", "凶"],
    ["室", "Shì", "Encampment", "Жилище", "火", "猪", "吉"],
    ["壁", "Bì", "Wall", "Стена", "水", "貐", "吉"],
    ["奎", "Kuí", "Legs", "Седло", "木", "狼", "凶"],
    ["娄", "Lóu", "Bond", "Узы", "金", "狗", "吉"],
    ["胃", "Wèi", "Stomach", "Желудок", "土", "雉", "吉"],
    ["昴", "Mǎo", "Hairy Head", "Плеяды", "日", "鸡", "凶"],
    ["毕", "Bì", "Net", "Сачок", "月", "乌", "吉"],
    ["觜", "Zī", "Turtle Beak", "Клюв", "火", "猴", "凶"],
    ["参", "Shēn", "Three Stars", "Орион", "水", "猿", "吉"],
    ["井", "Jǐng", "Well", "Колодец", "木", "犴", "吉"],
    ["鬼", "Guǐ", "Ghost", "Призрак", "金", "羊", "凶"],
    ["柳", "Liǔ", "Willow", "Ива", "土", "獐", "凶"],
    ["星", "Xīng", "Star", "Звезда", "日", "马", "凶"],
    ["张", "Zhāng", "Extended Net", "Лист", "月", "鹿", "吉"],
    ["翼", "Yì", "Wings", "Крыло", "火", "蛇", "凶"],
    ["轸", "Zhěn", "Chariot", "Телега", "水", "蚓", "吉"],
  ] as const
).map(([zh, pinyin, en, ru, luminary, animal, luck]) => ({
  zh,
  pinyin,
  en,
  ru,
  luminary,
  animal,
  luck: luck === "吉" ? "auspicious" : "inauspicious",
}));

export interface SolarTermName extends Name {
  pinyin: string;
}

/** Names of the 24 terms in the order of solar-terms.ts (0 = 小寒). */
export const SOLAR_TERM_NAMES: readonly SolarTermName[] = (
  [
    ["小寒", "Xiaohan", "Minor Cold", "Малые холода"],
    ["大寒", "Dahan", "Major Cold", "Большие холода"],
    ["立春", "Lichun", "Start of Spring", "Начало весны"],
    ["雨水", "Yushui", "Rain Water", "Дождевая вода"],
    ["惊蛰", "Jingzhe", "Awakening of Insects", "Пробуждение насекомых"],
    ["春分", "Chunfen", "Spring Equinox", "Весеннее равноденствие"],
    ["清明", "Qingming", "Pure Brightness", "Ясно и светло"],
    ["谷雨", "Guyu", "Grain Rain", "Хлебные дожди"],
    ["立夏", "Lixia", "Start of Summer", "Начало лета"],
    ["小满", "Xiaoman", "Grain Buds", "Малое изобилие"],
    ["芒种", "Mangzhong", "Grain in Ear", "Колошение хлебов"],
    ["夏至", "Xiazhi", "Summer Solstice", "Летнее солнцестояние"],
    ["小暑", "Xiaoshu", "Minor Heat", "Малая жара"],
    ["大暑", "Dashu", "Major Heat", "Большая жара"],
    ["立秋", "Liqiu", "Start of Autumn", "Начало осени"],
    ["处暑", "Chushu", "End of Heat", "Окончание жары"],
    ["白露", "Bailu", "White Dew", "Белые росы"],
    ["秋分", "Qiufen", "Autumn Equinox", "Осеннее равноденствие"],
    ["寒露", "Hanlu", "Cold Dew", "Холодные росы"],
    ["霜降", "Shuangjiang", "Frost Descent", "Выпадение инея"],
    ["立冬", "Lidong", "Start of Winter", "Начало зимы"],
    ["小雪", "Xiaoxue", "Minor Snow", "Малые снега"],
    ["大雪", "Daxue", "Major Snow", "Большие снега"],
    ["冬至", "Dongzhi", "Winter Solstice", "Зимнее солнцестояние"],
  ] as const
).map(([zh, pinyin, en, ru]) => ({ zh, pinyin, en, ru }));

/** Names of a sexagenary pillar, e.g. 甲子 → "Jia-Zi (Yang Wood Rat)" / «Цзя-Цзы (Ян Дерево, Крыса)». */
export function pillarName(index: number): Name {
  const s = STEM_NAMES[((index % 10) + 10) % 10]!;
  const b = BRANCH_NAMES[((index % 12) + 12) % 12]!;
  const cap = (p: string) => p[0]!.toUpperCase() + p.slice(1);
  return {
    zh: s.zh + b.zh,
    en: `${cap(s.pinyin)}-${cap(b.pinyin)} (${s.en} ${b.animal.en})`,
    ru: `${s.ruTranscription}-${b.ruTranscription} (${s.ru}, ${b.animal.ru})`,
  };
}
