/**
 * zh/en/ru names of what chart-relations.ts finds: the twelve growth stages, the kinds of relation between
 * pillars, the punishments' types, the conception pillar, the life palace and the void. Russian as Russian Ба
 * Цзы books write them (стадии «Рождение», «Омовение» …; «Соединение», «Столкновение», «Наказание»).
 */
import type { Name } from "./types.ts";

export type StageKey =
  | "birth"
  | "bath"
  | "capAndBelt"
  | "officeHolding"
  | "emperor"
  | "decline"
  | "sickness"
  | "death"
  | "tomb"
  | "extinction"
  | "conceived"
  | "nurture";

/** The twelve growth stages 十二长生, in their order (长生 first). */
export const STAGE_NAMES: readonly (Name & { key: StageKey })[] = [
  { key: "birth", zh: "长生", en: "Birth", ru: "Рождение" },
  { key: "bath", zh: "沐浴", en: "Bath", ru: "Омовение" },
  { key: "capAndBelt", zh: "冠带", en: "Cap and Belt", ru: "Пояс и шапка" },
  { key: "officeHolding", zh: "临官", en: "Coming of Age", ru: "Зрелость" },
  { key: "emperor", zh: "帝旺", en: "Emperor", ru: "Расцвет" },
  { key: "decline", zh: "衰", en: "Decline", ru: "Упадок" },
  { key: "sickness", zh: "病", en: "Sickness", ru: "Болезнь" },
  { key: "death", zh: "死", en: "Death", ru: "Смерть" },
  { key: "tomb", zh: "墓", en: "Tomb", ru: "Могила" },
  { key: "extinction", zh: "绝", en: "Extinction", ru: "Прекращение" },
  { key: "conceived", zh: "胎", en: "Conception", ru: "Зачатие" },
  { key: "nurture", zh: "养", en: "Nurture", ru: "Вскармливание" },
];

export type InteractionKind =
  | "stemCombination"
  | "stemClash"
  | "sixCombination"
  | "threeHarmony"
  | "halfHarmony"
  | "directional"
  | "clash"
  | "punishment"
  | "harm"
  | "break";

export const INTERACTION_NAMES: Record<InteractionKind, Name> = {
  stemCombination: { zh: "天干五合", en: "Stem combination", ru: "Соединение Стволов" },
  stemClash: { zh: "天干相冲", en: "Stem clash", ru: "Столкновение Стволов" },
  sixCombination: { zh: "六合", en: "Six combination", ru: "Шесть соединений" },
  threeHarmony: { zh: "三合", en: "Three harmony", ru: "Полное соединение стихии" },
  halfHarmony: { zh: "半合", en: "Half harmony", ru: "Неполное соединение стихии" },
  directional: { zh: "三会", en: "Seasonal combination", ru: "Сезонное соединение" },
  clash: { zh: "六冲", en: "Clash", ru: "Столкновение" },
  punishment: { zh: "刑", en: "Punishment", ru: "Наказание" },
  harm: { zh: "害", en: "Harm", ru: "Вред" },
  break: { zh: "破", en: "Break", ru: "Разрушение" },
};

export type PunishmentType = "ungrateful" | "bullying" | "uncivil" | "self";

export const PUNISHMENT_NAMES: Record<PunishmentType, Name> = {
  ungrateful: { zh: "无恩之刑", en: "Ungrateful punishment", ru: "Наказание неблагодарностью" },
  bullying: { zh: "恃势之刑", en: "Bullying punishment", ru: "Наказание властью" },
  uncivil: { zh: "无礼之刑", en: "Uncivil punishment", ru: "Наказание неучтивостью" },
  self: { zh: "自刑", en: "Self-punishment", ru: "Самонаказание" },
};

export const CONCEPTION_NAME: Name = { zh: "胎元", en: "Conception pillar", ru: "Столп зачатия" };
export const LIFE_PALACE_NAME: Name = { zh: "命宫", en: "Life palace", ru: "Дворец жизни" };
export const VOID_NAME: Name = { zh: "空亡", en: "Void", ru: "Пустота" };
