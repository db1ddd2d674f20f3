/**
 * Names of the events of date selection 择日 and of the rules that belong to some events only
 * (docs/domain.md §12). Activities are keys of names/activities.ts. The key activities stand for the event in the
 * almanac's 宜/忌: a day that lists one of them to avoid is never chosen, a day that lists one as suitable ranks
 * above every day that does not; the first key activity decides the suited day officers. The related activities
 * count less (a smaller bonus in 宜, and they feed the hours' 宜/忌).
 */
import type { Name } from "./types.ts";

export type EventId =
  | "wedding"
  | "moving"
  | "business"
  | "contract"
  | "travel"
  | "medical"
  | "renovation"
  | "burial";

export const EVENT_IDS: readonly EventId[] = [
  "wedding",
  "moving",
  "business",
  "contract",
  "travel",
  "medical",
  "renovation",
  "burial",
];

/** A rule that only some events keep, by name; the caller may switch it off. */
export type EventRuleId = "wangWang" | "tuWang" | "pengZu" | "sanNiangSha";

export interface EventRuleName extends Name {
  /** Where the rule comes from, for the trace and docs/domain.md §12. */
  source: string;
}

export const EVENT_RULE_NAMES: Record<EventRuleId, EventRuleName> = {
  wangWang: {
    zh: "往亡",
    en: "Going to Perish day: no setting out, moving house, marrying or seeking a cure",
    ru: "День «ушедших без возврата»: не выходить в путь, не переезжать, не жениться, не начинать лечение",
    source: "協紀辨方書, 往亡",
  },
  tuWang: {
    zh: "土王用事",
    en: "The Earth's reign, 18 days before each season begins: the ground is not broken",
    ru: "Власть Земли, 18 дней перед началом каждого сезона: землю не копают",
    source: "月令; 協紀辨方書, 土王用事",
  },
  pengZu: {
    zh: "彭祖百忌",
    en: "Peng Zu's taboos for the day's stem or branch",
    ru: "Запреты Пэн Цзу для ствола или ветви дня",
    source: "彭祖百忌",
  },
  sanNiangSha: {
    zh: "三娘煞",
    en: "The Third Lady's days: the 3rd, 7th, 13th, 18th, 22nd and 27th of the Chinese lunar month are no wedding days",
    ru: "Дни Третьей госпожи: 3, 7, 13, 18, 22 и 27 дни китайского лунного месяца — не для свадьбы",
    source: "folk wedding rule of the Tong Shu almanacs, 三娘煞",
  },
};

export interface EventName extends Name {
  id: EventId;
  /** The key activities (see the top of the file); the first decides the suited officers. */
  key: readonly string[];
  /** Related activities: a smaller bonus when suitable, never a reason to exclude on their own. */
  related: readonly string[];
  /** The event faces a direction (a house, a site, a grave): the three sha 三煞 exclude days. */
  directional: boolean;
  /** The named rules this event keeps by default. */
  rules: readonly EventRuleId[];
  /** The day stem (0–9) or branch (0–11) on which Peng Zu forbids it, with his saying; null when none. */
  pengZu: { stem?: number; branch?: number; zh: string; en: string; ru: string } | null;
}

export const EVENTS: readonly EventName[] = [
  {
    id: "wedding",
    zh: "嫁娶",
    en: "Wedding or engagement",
    ru: "Свадьба или помолвка",
    key: ["marriage"],
    related: ["betrothalGifts", "agreement", "engagement", "takeSonInLaw"],
    directional: false,
    rules: ["wangWang", "pengZu", "sanNiangSha"],
    pengZu: { branch: 11, zh: "亥不嫁娶", en: "no wedding on a 亥 day", ru: "в день 亥 не женятся" },
  },
  {
    id: "moving",
    zh: "移徙入宅",
    en: "Moving and house-warming",
    ru: "Переезд и новоселье",
    key: ["moveIn", "relocate"],
    related: ["installBed"],
    directional: true,
    rules: ["wangWang", "pengZu"],
    pengZu: {
      branch: 8,
      zh: "申不安床",
      en: "no bed is set up on a 申 day",
      ru: "в день 申 не ставят кровать",
    },
  },
  {
    id: "business",
    zh: "开市",
    en: "Opening a business",
    ru: "Открытие дела",
    key: ["openBusiness"],
    related: ["signContract", "trade", "receiveMoney", "hangSignboard", "seekWealth"],
    directional: false,
    rules: ["pengZu"],
    pengZu: {
      stem: 0,
      zh: "甲不开仓",
      en: "no storehouse is opened on a 甲 day",
      ru: "в день 甲 не открывают склад",
    },
  },
  {
    id: "contract",
    zh: "立券交易",
    en: "Signing a contract",
    ru: "Подписание договора",
    key: ["signContract", "trade"],
    related: ["agreement"],
    directional: false,
    rules: ["pengZu"],
    pengZu: {
      stem: 5,
      zh: "己不破券",
      en: "no contract on a 己 day: it would come apart",
      ru: "в день 己 не заключают договоров: они распадутся",
    },
  },
  {
    id: "travel",
    zh: "出行",
    en: "Travel",
    ru: "Поездка",
    key: ["travel"],
    related: ["relocate"],
    directional: false,
    rules: ["wangWang", "pengZu"],
    pengZu: {
      branch: 5,
      zh: "巳不远行",
      en: "no long journey on a 巳 day",
      ru: "в день 巳 не уезжают далеко",
    },
  },
  {
    id: "medical",
    zh: "求医疗病",
    en: "A medical procedure",
    ru: "Медицинская процедура",
    key: ["treatment", "seeDoctor", "seekMedicalTreatment"],
    related: ["acupuncture"],
    directional: false,
    rules: ["wangWang", "pengZu"],
    pengZu: {
      branch: 7,
      zh: "未不服药",
      en: "no medicine on a 未 day",
      ru: "в день 未 не принимают лекарств",
    },
  },
  {
    id: "renovation",
    zh: "修造动土",
    en: "Renovation and ground-breaking",
    ru: "Ремонт и закладка",
    key: ["breakGround", "renovation"],
    related: ["layFoundation", "raiseBeam"],
    directional: true,
    rules: ["tuWang"],
    pengZu: null,
  },
  {
    id: "burial",
    zh: "安葬",
    en: "Burial",
    ru: "Погребение",
    key: ["burial"],
    related: ["breakGroundForGrave", "openGrave", "funeralProcession"],
    directional: true,
    rules: ["tuWang", "pengZu"],
    pengZu: { branch: 4, zh: "辰不哭泣", en: "no weeping on a 辰 day", ru: "в день 辰 не оплакивают" },
  },
];
