/**
 * zh/en/ru names of the Bazi chart terms (docs/domain.md §3, §6): ten gods, na yin, natal symbolic stars, luck
 * and annual pillars, and the texts of chart warnings. Russian as Russian Bazi books write it (ten gods as in
 * the Russian school of Бацзы: «Друг», «Соперник», «Бог Еды», «Падающий Ангел» …); star names follow
 * packages/almanac/test/data/tables.json (S7 where seen).
 */

import type { Element } from "./core.ts";
import { SOLAR_TERM_NAMES } from "./core.ts";
import type { Name } from "./types.ts";

// ---------------------------------------------------------------------------------------------------------
// Ten gods 十神

export type TenGodKey =
  | "friend"
  | "robWealth"
  | "eatingGod"
  | "hurtingOfficer"
  | "indirectWealth"
  | "directWealth"
  | "sevenKillings"
  | "directOfficer"
  | "indirectResource"
  | "directResource";

export interface TenGodName extends Name {
  key: TenGodKey;
  /** One-character abbreviation used in chart tables (比 劫 食 伤 才 财 杀 官 枭 印). */
  abbr: string;
  pinyin: string;
}

/**
 * Index = 2·r + (same polarity ? 0 : 1), where r = (element of the stem − element of the day master) mod 5
 * in the order wood, fire, earth, metal, water (0 same, 1 produced by the day master, 2 controlled by it,
 * 3 controls it, 4 produces it).
 */
export const TEN_GOD_NAMES: readonly TenGodName[] = (
  [
    ["friend", "比肩", "比", "bǐjiān", "Friend (Companion)", "Друг"],
    ["robWealth", "劫财", "劫", "jiécái", "Rob Wealth", "Соперник"],
    ["eatingGod", "食神", "食", "shíshén", "Eating God", "Бог Еды"],
    ["hurtingOfficer", "伤官", "伤", "shāngguān", "Hurting Officer", "Падающий Ангел"],
    ["indirectWealth", "偏财", "才", "piāncái", "Indirect Wealth", "Косвенное Богатство"],
    ["directWealth", "正财", "财", "zhèngcái", "Direct Wealth", "Прямое Богатство"],
    ["sevenKillings", "七杀", "杀", "qīshā", "Seven Killings", "Семь Убийств"],
    ["directOfficer", "正官", "官", "zhèngguān", "Direct Officer", "Прямой Офицер"],
    ["indirectResource", "偏印", "枭", "piānyìn", "Indirect Resource", "Косвенный Ресурс"],
    ["directResource", "正印", "印", "zhèngyìn", "Direct Resource", "Прямой Ресурс"],
  ] as const
).map(([key, zh, abbr, pinyin, en, ru]) => ({ key, zh, abbr, pinyin, en, ru }));

const TEN_GOD_BY_KEY = new Map(TEN_GOD_NAMES.map((n) => [n.key, n]));

export function tenGodName(key: TenGodKey): TenGodName {
  return TEN_GOD_BY_KEY.get(key)!;
}

export const DAY_MASTER_NAME: Name = { zh: "日主", en: "Day Master", ru: "Хозяин Дня" };

export const HIDDEN_STEMS_NAME: Name = { zh: "藏干", en: "Hidden stems", ru: "Скрытые Стволы" };

export const HIDDEN_STEM_ROLE_NAMES: Record<"main" | "middle" | "residual", Name> = {
  main: { zh: "本气", en: "main qi", ru: "главная ци" },
  middle: { zh: "中气", en: "middle qi", ru: "средняя ци" },
  residual: { zh: "余气", en: "residual qi", ru: "остаточная ци" },
};

// ---------------------------------------------------------------------------------------------------------
// Na yin 纳音: 30 sounds, one per pair of consecutive pillars (甲子乙丑 = 0 … 壬戌癸亥 = 29).

export interface NaYinName extends Name {
  element: Element;
}

export const NA_YIN_NAMES: readonly NaYinName[] = (
  [
    ["海中金", "Gold in the Sea", "Металл в море", "metal"],
    ["炉中火", "Fire in the Furnace", "Огонь в очаге", "fire"],
    ["大林木", "Wood of the Great Forest", "Дерево большого леса", "wood"],
    ["路旁土", "Earth by the Roadside", "Земля у дороги", "earth"],
    ["剑锋金", "Metal of the Sword Blade", "Металл острия меча", "metal"],
    ["山头火", "Fire on the Mountain Top", "Огонь на вершине горы", "fire"],
    ["涧下水", "Water in the Ravine", "Вода в горном потоке", "water"],
    ["城头土", "Earth on the City Wall", "Земля на городской стене", "earth"],
    ["白蜡金", "White Wax Metal", "Металл белого воска", "metal"],
    ["杨柳木", "Willow Wood", "Дерево ивы", "wood"],
    ["泉中水", "Water in the Spring", "Вода в источнике", "water"],
    ["屋上土", "Earth on the Roof", "Земля на крыше", "earth"],
    ["霹雳火", "Thunderbolt Fire", "Огонь молнии", "fire"],
    ["松柏木", "Pine and Cypress Wood", "Дерево сосны и кипариса", "wood"],
    ["长流水", "Long-Flowing Water", "Вода долгой реки", "water"],
    ["沙中金", "Gold in the Sand", "Металл в песке", "metal"],
    ["山下火", "Fire at the Foot of the Mountain", "Огонь у подножия горы", "fire"],
    ["平地木", "Wood of the Plain", "Дерево равнины", "wood"],
    ["壁上土", "Earth on the Wall", "Земля на стене", "earth"],
    ["金箔金", "Gold Leaf Metal", "Металл золотой фольги", "metal"],
    ["覆灯火", "Lamp Fire", "Огонь лампы", "fire"],
    ["天河水", "Water of the Heavenly River", "Вода Небесной реки", "water"],
    ["大驿土", "Earth of the Great Post Road", "Земля большой дороги", "earth"],
    ["钗钏金", "Hairpin Gold", "Металл украшений", "metal"],
    ["桑柘木", "Mulberry Wood", "Дерево шелковицы", "wood"],
    ["大溪水", "Water of the Great Stream", "Вода большого ручья", "water"],
    ["沙中土", "Earth in the Sand", "Земля в песке", "earth"],
    ["天上火", "Fire in the Sky", "Огонь в небе", "fire"],
    ["石榴木", "Pomegranate Wood", "Дерево граната", "wood"],
    ["大海水", "Water of the Great Sea", "Вода великого моря", "water"],
  ] as const
).map(([zh, en, ru, element]) => ({ zh, en, ru, element }));

// ---------------------------------------------------------------------------------------------------------
// Natal symbolic stars 神煞 (docs/domain.md §6 personal; names as in tables.json personalStars)

export type NatalStarKey =
  | "nobleman"
  | "academic"
  | "prosperity"
  | "goatBlade"
  | "travellingHorse"
  | "peachBlossom"
  | "canopy"
  | "robbery"
  | "void";

export const NATAL_STAR_NAMES: Record<NatalStarKey, Name> = {
  nobleman: { zh: "天乙贵人", en: "Nobleman", ru: "Звезда Знатного Человека" },
  academic: { zh: "文昌", en: "Academic Star", ru: "Звезда Культуры (Академика)" },
  prosperity: { zh: "禄", en: "Prosperity (Lu)", ru: "Звезда Процветания (Лу)" },
  goatBlade: { zh: "羊刃", en: "Goat Blade", ru: "Клинок Ян Жэнь" },
  travellingHorse: { zh: "驿马", en: "Travelling Horse", ru: "Звезда Ямская Лошадь" },
  peachBlossom: { zh: "桃花", en: "Peach Blossom", ru: "Персиковый Цветок (Цветок Любви)" },
  canopy: { zh: "华盖", en: "Canopy (Hua Gai)", ru: "Балдахин (Хуа Гай)" },
  robbery: { zh: "劫煞", en: "Robbery Sha", ru: "Грабёж (Цзе Ша)" },
  void: { zh: "空亡", en: "Void (Death Emptiness)", ru: "Пустота (Кун Ван)" },
};

export type StarBasis = "dayStem" | "yearStem" | "yearBranch" | "dayBranch" | "dayPillar";

export const STAR_BASIS_NAMES: Record<StarBasis, Name> = {
  dayStem: { zh: "日干", en: "by the day stem", ru: "по Небесному стволу дня" },
  yearStem: { zh: "年干", en: "by the year stem", ru: "по Небесному стволу года" },
  yearBranch: { zh: "年支", en: "by the year branch", ru: "по Земной ветви года" },
  dayBranch: { zh: "日支", en: "by the day branch", ru: "по Земной ветви дня" },
  dayPillar: { zh: "日柱", en: "by the day pillar", ru: "по столпу дня" },
};

export type PillarPosition = "year" | "month" | "day" | "hour";

export const PILLAR_POSITION_NAMES: Record<PillarPosition, Name> = {
  year: { zh: "年柱", en: "Year pillar", ru: "Столп года" },
  month: { zh: "月柱", en: "Month pillar", ru: "Столп месяца" },
  day: { zh: "日柱", en: "Day pillar", ru: "Столп дня" },
  hour: { zh: "时柱", en: "Hour pillar", ru: "Столп часа" },
};

export const CHART_TERM_NAMES = {
  chart: { zh: "八字", en: "Bazi chart (Four Pillars)", ru: "Карта Бацзы (Четыре столпа)" },
  luckPillars: { zh: "大运", en: "Luck pillars", ru: "Столпы удачи" },
  annualPillars: { zh: "流年", en: "Annual pillars", ru: "Годовые столпы" },
  naYin: { zh: "纳音", en: "Na Yin (sound element)", ru: "На Инь (звучание стихии)" },
  tenGods: { zh: "十神", en: "Ten gods", ru: "Десять божеств" },
  fiveElements: { zh: "五行", en: "Five elements", ru: "Пять стихий" },
  forward: { zh: "顺行", en: "forward", ru: "прямой ход" },
  backward: { zh: "逆行", en: "backward", ru: "обратный ход" },
} as const satisfies Record<string, Name>;

export const ZI_RULE_NAMES: Record<"dayChangesAt23" | "lateZiSameDay", Name> = {
  dayChangesAt23: {
    zh: "子初换日",
    en: "the day changes at 23:00",
    ru: "сутки сменяются в 23:00",
  },
  lateZiSameDay: {
    zh: "夜子时不换日",
    en: "the late Rat hour stays in the same day",
    ru: "поздний час Крысы остаётся в тех же сутках",
  },
};

export const TIME_BASIS_NAMES: Record<"apparentSolar" | "clock", Name> = {
  apparentSolar: { zh: "真太阳时", en: "apparent solar time", ru: "истинное солнечное время" },
  clock: { zh: "钟表时间", en: "clock time", ru: "время по часам" },
};

export const LUCK_NOTES = {
  genderMissing: {
    en: "Luck pillars need the gender: their direction (forward or backward) depends on it.",
    ru: "Для Столпов удачи нужен пол: от него зависит направление их счёта (прямое или обратное).",
  },
  hourUnknown: {
    en: "The birth hour is unknown: the start age of the luck pillars is computed from local noon and may be off by up to 4 months.",
    ru: "Час рождения неизвестен: возраст начала Столпов удачи рассчитан от местного полудня и может отличаться до 4 месяцев.",
  },
} as const;

// ---------------------------------------------------------------------------------------------------------
// Warning texts. Each builder takes the warning's data and returns { en, ru }.

export type ChartWarningCode =
  | "nearJie"
  | "nearHourBoundary"
  | "nearZiStart"
  | "nearMidnight"
  | "lateZiHour"
  | "dstGap"
  | "dstOverlap"
  | "pre1970Offset"
  | "hourUnknown"
  | "monthUncertain"
  | "yearUncertain"
  | "solarDateDiffers"
  | "otherBasisDiffers"
  | "southernHemisphere";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type WarningData = { [key: string]: JsonValue };

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/**
 * "+03:00" of an offset from UTC in minutes, or "+04:37:11" when it has seconds: zones that kept local mean time
 * (before about 1930) are offset by the place's longitude, to the second. Rounded to the whole second. time.ts
 * exports it as `formatOffset`.
 */
export function offsetText(minutes: number): string {
  const total = Math.round(Math.abs(minutes) * 60);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  return `${minutes < 0 && total > 0 ? "-" : "+"}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ""}`;
}

/** "YYYY-MM-DD HH:MM" of a wall value. */
export function wallText(wall: number): string {
  const d = new Date(wall);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** "YYYY-MM-DD HH:MM:SS UTC" of an instant. */
export function utcText(utc: number): string {
  const d = new Date(Math.round(utc / 1000) * 1000);
  return `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)} UTC`;
}

function termNames(index: number): { zh: string; en: string; ru: string } {
  const n = SOLAR_TERM_NAMES[index]!;
  return { zh: n.zh, en: n.en, ru: n.ru };
}

const basisEn = (b: JsonValue | undefined) => (b === "clock" ? "by the clock" : "in apparent solar time");
const basisRu = (b: JsonValue | undefined) =>
  b === "clock" ? "по часам" : "по истинному солнечному времени";
/** "60 s before 13:00" / "за 60 с до 13:00" from signed seconds (negative = before the moment). */
function away(seconds: number, moment: string): { en: string; ru: string } {
  const s = Math.abs(seconds);
  return seconds < 0
    ? { en: `${s} s before ${moment}`, ru: `за ${s} с до ${moment}` }
    : { en: `${s} s after ${moment}`, ru: `через ${s} с после ${moment}` };
}
const num = (v: JsonValue | undefined): number => (typeof v === "number" ? v : 0);
const str = (v: JsonValue | undefined): string => (typeof v === "string" ? v : "");

type Builder = (d: WarningData) => { en: string; ru: string };

const BUILDERS: Record<ChartWarningCode, Builder> = {
  nearJie(d) {
    const t = termNames(num(d.termIndex));
    const s = Math.abs(num(d.seconds));
    const before = num(d.seconds) < 0;
    const at = utcText(num(d.at));
    const yearEn = d.yearBefore ? `, and the year pillar ${str(d.yearBefore)} or ${str(d.yearAfter)}` : "";
    const yearRu = d.yearBefore ? `, а столп года — ${str(d.yearBefore)} или ${str(d.yearAfter)}` : "";
    return {
      en: `The birth is ${s} s ${before ? "before" : "after"} the solar term ${t.zh} (${t.en}, ${at}): the month pillar may be ${str(d.monthBefore)} or ${str(d.monthAfter)}${yearEn}. Check the birth time to the minute.`,
      ru: `Рождение ${before ? "за" : "через"} ${s} с ${before ? "до начала" : "после начала"} сезона ${t.zh} («${t.ru}», ${at}): столп месяца может быть ${str(d.monthBefore)} или ${str(d.monthAfter)}${yearRu}. Уточните время рождения до минуты.`,
    };
  },
  nearHourBoundary(d) {
    const a = away(num(d.seconds), str(d.boundary));
    return {
      en: `The birth time ${basisEn(d.basis)} is ${a.en}, a double-hour boundary: the hour pillar may be ${str(d.hourBefore)} or ${str(d.hourAfter)}.`,
      ru: `Время рождения ${basisRu(d.basis)} — ${a.ru}, границы двухчасового периода: столп часа может быть ${str(d.hourBefore)} или ${str(d.hourAfter)}.`,
    };
  },
  nearZiStart(d) {
    const a = away(num(d.seconds), "23:00");
    if (d.zi === "dayChangesAt23") {
      return {
        en: `The birth time ${basisEn(d.basis)} is ${a.en}, where the Rat hour begins and, by the rule "the day changes at 23:00", the day pillar changes: day ${str(d.dayBefore)} or ${str(d.dayAfter)}, hour ${str(d.hourBefore)} or ${str(d.hourAfter)}.`,
        ru: `Время рождения ${basisRu(d.basis)} — ${a.ru}, когда начинается час Крысы и, по правилу «сутки сменяются в 23:00», меняется столп дня: день ${str(d.dayBefore)} или ${str(d.dayAfter)}, час ${str(d.hourBefore)} или ${str(d.hourAfter)}.`,
      };
    }
    return {
      en: `The birth time ${basisEn(d.basis)} is ${a.en}, where the Rat hour begins (by the rule "the late Rat hour stays in the same day" the day pillar stays ${str(d.dayAfter)}): the hour pillar may be ${str(d.hourBefore)} or ${str(d.hourAfter)}.`,
      ru: `Время рождения ${basisRu(d.basis)} — ${a.ru}, когда начинается час Крысы (по правилу «поздний час Крысы остаётся в тех же сутках» столп дня остаётся ${str(d.dayAfter)}): столп часа может быть ${str(d.hourBefore)} или ${str(d.hourAfter)}.`,
    };
  },
  nearMidnight(d) {
    const a = away(num(d.seconds), "00:00");
    return {
      en: `The birth time ${basisEn(d.basis)} is ${a.en}: by the rule "the late Rat hour stays in the same day" the day pillar changes at 00:00 and may be ${str(d.dayBefore)} or ${str(d.dayAfter)}.`,
      ru: `Время рождения ${basisRu(d.basis)} — ${a.ru}: по правилу «поздний час Крысы остаётся в тех же сутках» столп дня меняется в 00:00 и может быть ${str(d.dayBefore)} или ${str(d.dayAfter)}.`,
    };
  },
  lateZiHour(d) {
    const used = d.zi === "lateZiSameDay" ? ZI_RULE_NAMES.lateZiSameDay : ZI_RULE_NAMES.dayChangesAt23;
    const other = d.zi === "lateZiSameDay" ? ZI_RULE_NAMES.dayChangesAt23 : ZI_RULE_NAMES.lateZiSameDay;
    return {
      en: `Born in the late Rat hour (23:00–24:00): the day pillar is ${str(d.dayUsed)} by the rule used (${used.en}); by the other rule (${other.en}) it would be ${str(d.dayOther)}.`,
      ru: `Рождение в поздний час Крысы (23:00–24:00): столп дня ${str(d.dayUsed)} по выбранному правилу (${used.ru}); по другому правилу (${other.ru}) он был бы ${str(d.dayOther)}.`,
    };
  },
  dstGap(d) {
    const c = candidatesText(d.candidates);
    return {
      en: `The clock time ${str(d.clockTime)} did not exist in ${str(d.tz)} (the clocks were moved forward). It may mean ${c.en}; used: ${utcText(num(d.used))}. Choose the other reading with the option ambiguousTime.`,
      ru: `Времени ${str(d.clockTime)} в поясе ${str(d.tz)} не было (часы переводили вперёд). Оно может означать ${c.ru}; использовано ${utcText(num(d.used))}. Другой вариант выбирается параметром ambiguousTime.`,
    };
  },
  dstOverlap(d) {
    const c = candidatesText(d.candidates);
    return {
      en: `The clock time ${str(d.clockTime)} occurred twice in ${str(d.tz)} (the clocks were moved back). It may mean ${c.en}; used: ${utcText(num(d.used))}. Choose the other reading with the option ambiguousTime.`,
      ru: `Время ${str(d.clockTime)} в поясе ${str(d.tz)} было дважды (часы переводили назад). Оно может означать ${c.ru}; использовано ${utcText(num(d.used))}. Другой вариант выбирается параметром ambiguousTime.`,
    };
  },
  pre1970Offset(d) {
    const o = offsetText(num(d.offsetMinutes));
    return {
      en: `Time-zone offsets before 1970 are known on a best-effort basis (IANA database): UTC${o} is assumed for ${str(d.tz)}. Check it against the birth certificate's local time.`,
      ru: `Смещения часовых поясов до 1970 года известны приблизительно (база IANA): для ${str(d.tz)} принято UTC${o}. Сверьте с местным временем, указанным в свидетельстве о рождении.`,
    };
  },
  southernHemisphere() {
    return {
      en: "The birth place is in the Southern Hemisphere. The months follow the same solar terms as everywhere (the year begins at 立春 in February), as most schools count; some practitioners shift the month pillar by half a year to follow the local seasons. This chart does not.",
      ru: "Место рождения — в Южном полушарии. Месяцы считаются по тем же солнечным сезонам, что и везде (год начинается с 立春 в феврале), как принято в большинстве школ; некоторые мастера сдвигают столп месяца на полгода, по местным временам года. В этой карте сдвига нет.",
    };
  },
  hourUnknown() {
    return {
      en: "The birth hour is unknown: the year, month and day pillars are computed for local noon, and there is no hour pillar.",
      ru: "Час рождения неизвестен: столпы года, месяца и дня рассчитаны на местный полдень, столпа часа нет.",
    };
  },
  monthUncertain(d) {
    const t = termNames(num(d.termIndex));
    return {
      en: `The solar term ${t.zh} (${t.en}) begins on this date at ${str(d.localTime)} local time: born before it, the month pillar is ${str(d.monthBefore)}; after it, ${str(d.monthAfter)}. Give the birth time to decide.`,
      ru: `Сезон ${t.zh} («${t.ru}») начинается в этот день в ${str(d.localTime)} по местному времени: при рождении до этого момента столп месяца ${str(d.monthBefore)}, после — ${str(d.monthAfter)}. Укажите время рождения, чтобы решить.`,
    };
  },
  yearUncertain(d) {
    const t = termNames(num(d.termIndex));
    return {
      en: `The solar term ${t.zh} (${t.en}) begins on this date at ${str(d.localTime)} local time: born before it, the year and month pillars are ${str(d.yearBefore)} ${str(d.monthBefore)}; after it, ${str(d.yearAfter)} ${str(d.monthAfter)}. Give the birth time to decide.`,
      ru: `Сезон ${t.zh} («${t.ru}») начинается в этот день в ${str(d.localTime)} по местному времени: при рождении до этого момента столпы года и месяца ${str(d.yearBefore)} ${str(d.monthBefore)}, после — ${str(d.yearAfter)} ${str(d.monthAfter)}. Укажите время рождения, чтобы решить.`,
    };
  },
  solarDateDiffers(d) {
    return {
      en: `By apparent solar time the birth is at ${str(d.solarTime)}, on a different date than the clock (${str(d.clockTime)}): the day pillar follows the solar date.`,
      ru: `По истинному солнечному времени рождение приходится на ${str(d.solarTime)}, на другую дату, чем по часам (${str(d.clockTime)}): столп дня определяется по солнечной дате.`,
    };
  },
  otherBasisDiffers(d) {
    const clock = d.basis === "clock";
    const hourEn = d.hour ? `, hour ${str(d.hour)}` : "";
    const hourRu = d.hour ? `, час ${str(d.hour)}` : "";
    return {
      en: `By ${clock ? "clock time" : "apparent solar time"} (the other time setting) the pillars would be: day ${str(d.day)}${hourEn}.`,
      ru: `${clock ? "По часам" : "По истинному солнечному времени"} (другая настройка времени) столпы были бы: день ${str(d.day)}${hourRu}.`,
    };
  },
};

function candidatesText(v: JsonValue | undefined): { en: string; ru: string } {
  const list = Array.isArray(v) ? v : [];
  const parts = list.map((c) => {
    const o = c && typeof c === "object" && !Array.isArray(c) ? c : {};
    return `${utcText(num(o.utc))} (UTC${offsetText(num(o.offsetMinutes))})`;
  });
  return { en: parts.join(" or "), ru: parts.join(" или ") };
}

export function warningText(code: ChartWarningCode, data: WarningData): { en: string; ru: string } {
  return BUILDERS[code](data);
}
