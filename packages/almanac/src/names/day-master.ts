/**
 * zh/en/ru names of what day-master.ts judges: the five seasonal states 旺相休囚死, the five groups of ten
 * gods, the strength verdicts, the structures 格局 of 子平真诠 and the methods. Russian as Russian Бацзы books
 * write them («сильный Хозяин Дня», «полезный элемент», «Структура Прямого Офицера»).
 */
import type { Name } from "./types.ts";

export type SeasonState = "prosperous" | "prime" | "resting" | "confined" | "dead";

/** 旺 the season is the day master's element; 相 it produces it; 休 the day master produces the season's; 囚 controls it; 死 is controlled. */
export const SEASON_STATE_NAMES: Record<SeasonState, Name> = {
  prosperous: { zh: "旺", en: "Prosperous", ru: "Процветание" },
  prime: { zh: "相", en: "Prime", ru: "Поддержка" },
  resting: { zh: "休", en: "Resting", ru: "Отдых" },
  confined: { zh: "囚", en: "Confined", ru: "Заточение" },
  dead: { zh: "死", en: "Dead", ru: "Смерть" },
};

export type GodGroup = "companion" | "output" | "wealth" | "officer" | "resource";

/** The five groups of ten gods, by the element's relation to the day master (same, produced, controlled, controlling, producing). */
export const GOD_GROUP_NAMES: Record<GodGroup, Name> = {
  companion: { zh: "比劫", en: "Companions", ru: "Соратники" },
  output: { zh: "食伤", en: "Output", ru: "Самовыражение" },
  wealth: { zh: "财星", en: "Wealth", ru: "Богатство" },
  officer: { zh: "官杀", en: "Power", ru: "Власть" },
  resource: { zh: "印星", en: "Resource", ru: "Ресурс" },
};

export type StrengthVerdict = "strong" | "balanced" | "weak";

export const STRENGTH_NAMES: Record<StrengthVerdict, Name> = {
  strong: { zh: "身强", en: "Strong", ru: "Сильный" },
  balanced: { zh: "中和", en: "Balanced", ru: "Уравновешенный" },
  weak: { zh: "身弱", en: "Weak", ru: "Слабый" },
};

/** The special structures 特殊格局, each detected by its rule (strength.ts). */
export type SpecialKind =
  | "transform"
  | "dominant"
  | "followWealth"
  | "followPower"
  | "followOutput"
  | "followForce";

export const SPECIAL_NAMES: Record<SpecialKind, Name> = {
  transform: { zh: "化气格", en: "Transformation structure", ru: "Структура превращения" },
  dominant: { zh: "专旺格", en: "Dominant structure", ru: "Господство одной стихии" },
  followWealth: { zh: "从财格", en: "Following Wealth", ru: "Следование за Богатством" },
  followPower: { zh: "从杀格", en: "Following Power", ru: "Следование за Властью" },
  followOutput: { zh: "从儿格", en: "Following Output", ru: "Следование за Самовыражением" },
  followForce: { zh: "从势格", en: "Following the Prevailing Force", ru: "Следование за общей силой" },
};

/** 专旺 by the day master's element: 曲直 wood, 炎上 fire, 稼穑 earth, 从革 metal, 润下 water. */
export const DOMINANT_NAMES: Record<"wood" | "fire" | "earth" | "metal" | "water", Name> = {
  wood: { zh: "曲直格", en: "Straight and Crooked (wood)", ru: "«Прямое и кривое» (Дерево)" },
  fire: { zh: "炎上格", en: "Flaming Upward (fire)", ru: "«Пламя вверх» (Огонь)" },
  earth: { zh: "稼穑格", en: "Sowing and Reaping (earth)", ru: "«Посев и жатва» (Земля)" },
  metal: { zh: "从革格", en: "Yielding and Changing (metal)", ru: "«Податливость и перемена» (Металл)" },
  water: { zh: "润下格", en: "Moistening Downward (water)", ru: "«Влага вниз» (Вода)" },
};

/** How the qi was settled before the count (strength.ts): meetings, harmonies, combinations, clashes. */
export const ADJUSTMENT_NAMES: Record<
  "meeting" | "harmony" | "halfHarmony" | "sixCombination" | "stemCombination" | "stemBound" | "clash",
  Name
> = {
  meeting: { zh: "三会", en: "Directional meeting", ru: "Сезонное собрание" },
  harmony: { zh: "三合", en: "Three harmony", ru: "Тройное единство" },
  halfHarmony: { zh: "半合", en: "Half harmony", ru: "Половинное единство" },
  sixCombination: { zh: "六合化", en: "Six combination, transformed", ru: "Шесть соединений, превращение" },
  stemCombination: { zh: "合化", en: "Stems combine and transform", ru: "Соединение стволов с превращением" },
  stemBound: { zh: "合绊", en: "Stems combine and bind", ru: "Соединение стволов без превращения" },
  clash: { zh: "冲", en: "Clash uproots", ru: "Столкновение подрывает корень" },
};

export type UsefulRole = "useful" | "helpful" | "neutral" | "harmful" | "hostile";

export const USEFUL_ROLE_NAMES: Record<UsefulRole, Name> = {
  useful: { zh: "用神", en: "Useful element", ru: "Полезный элемент" },
  helpful: { zh: "喜神", en: "Helpful element", ru: "Благоприятный элемент" },
  neutral: { zh: "闲神", en: "Neutral element", ru: "Нейтральный элемент" },
  harmful: { zh: "忌神", en: "Harmful element", ru: "Неблагоприятный элемент" },
  hostile: { zh: "仇神", en: "Hostile element", ru: "Враждебный элемент" },
};

export type StructureKey =
  | "directOfficer"
  | "sevenKillings"
  | "directWealth"
  | "indirectWealth"
  | "directResource"
  | "indirectResource"
  | "eatingGod"
  | "hurtingOfficer"
  | "establishedProsperity"
  | "monthBlade";

/** The eight regular structures 正格 and the two of the day master's own element in the month (建禄, 月刃). */
export const STRUCTURE_NAMES: Record<StructureKey, Name> = {
  directOfficer: { zh: "正官格", en: "Direct Officer structure", ru: "Структура Прямого Офицера" },
  sevenKillings: { zh: "七杀格", en: "Seven Killings structure", ru: "Структура Семи Убийств" },
  directWealth: { zh: "正财格", en: "Direct Wealth structure", ru: "Структура Прямого Богатства" },
  indirectWealth: { zh: "偏财格", en: "Indirect Wealth structure", ru: "Структура Косвенного Богатства" },
  directResource: { zh: "正印格", en: "Direct Resource structure", ru: "Структура Прямого Ресурса" },
  indirectResource: {
    zh: "偏印格",
    en: "Indirect Resource structure",
    ru: "Структура Косвенного Ресурса",
  },
  eatingGod: { zh: "食神格", en: "Eating God structure", ru: "Структура Бога Еды" },
  hurtingOfficer: { zh: "伤官格", en: "Hurting Officer structure", ru: "Структура Падающего Ангела" },
  establishedProsperity: { zh: "建禄格", en: "Established Prosperity structure", ru: "Структура Опоры" },
  monthBlade: { zh: "月刃格", en: "Month Blade structure", ru: "Структура Клинка месяца" },
};

export type ClimateNeed = "warmth" | "moisture";

export const CLIMATE_NAMES: Record<ClimateNeed, Name> = {
  warmth: { zh: "寒需暖", en: "A cold chart needs warmth", ru: "Холодной карте нужно тепло" },
  moisture: { zh: "燥需润", en: "A hot chart needs moisture", ru: "Жаркой карте нужна влага" },
};

/** Identifiers of the methods, as they appear in the JSON (`method`). */
export const STRENGTH_METHOD = "ziPingQiCount";
export const FAVOURABLE_METHOD = "fuYi";
export const STRUCTURE_METHOD = "ziPingZhenQuan";
