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
export type EventRuleId = "wangWang" | "tuWang" | "pengZu" | "sanNiangSha" | "zhouTang" | "buJiang";

export interface EventRuleName extends Name {
  /**
   * What the rule does: "exclude" leaves the days it names out (their reason `exclude.<id>`); "prefer" adds to
   * the score of the days it names (`prefer.<id>`, its weight in rating-config.ts `select`).
   */
  kind: "exclude" | "prefer";
  /** Where the rule comes from, for the trace and docs/domain.md §12. */
  source: string;
}

export const EVENT_RULE_NAMES: Record<EventRuleId, EventRuleName> = {
  wangWang: {
    zh: "往亡",
    en: "Going to Perish day: no setting out, moving house, marrying or seeking a cure",
    ru: "День Пустоты: не выходить в путь, не переезжать, не жениться, не начинать лечение",
    kind: "exclude",
    source: "協紀辨方書, 往亡",
  },
  tuWang: {
    zh: "土王用事",
    en: "The Earth's reign, 18 days before each season begins: the ground is not broken",
    ru: "Власть Земли, 18 дней перед началом каждого сезона: землю не копают",
    kind: "exclude",
    source: "月令; 協紀辨方書, 土王用事",
  },
  pengZu: {
    zh: "彭祖百忌",
    en: "Peng Zu's taboos for the day's stem or branch",
    ru: "Запреты Пэн Цзу для ствола или ветви дня",
    kind: "exclude",
    source: "彭祖百忌",
  },
  sanNiangSha: {
    zh: "三娘煞",
    en: "The Third Lady's days: the 3rd, 7th, 13th, 18th, 22nd and 27th of the Chinese lunar month are no wedding days",
    ru: "Дни Третьей госпожи: 3, 7, 13, 18, 22 и 27 дни китайского лунного месяца — не для свадьбы",
    kind: "exclude",
    source: "folk wedding rule of the Tong Shu almanacs, 三娘煞",
  },
  zhouTang: {
    zh: "嫁娶周堂",
    en: "The wedding's Zhou Tang ring: no wedding on the groom's (夫) or the bride's (妇) day",
    ru: "Свадебный круг 周堂: свадьбу не играют в день жениха (夫) и в день невесты (妇)",
    kind: "exclude",
    source:
      "嫁娶周堂图 of the Tong Shu almanacs (玉匣记 tradition): the ring 夫 姑 堂 翁 第 灶 妇 厨 counted by the Chinese lunar day, from 夫 forward in a 30-day month, from 妇 backward in a 29-day month",
  },
  buJiang: {
    zh: "不将",
    en: "An Unobstructed day, when neither yin nor yang overpowers the other: preferred for a wedding",
    ru: "День «без препятствий», когда ни инь, ни ян не берёт верх: предпочтителен для свадьбы",
    kind: "prefer",
    source: "協紀辨方書 卷五, 不将; read from the almanac's day-god table (tyme4ts 1.5.2)",
  },
};

/**
 * The eight stations of the wedding's 周堂 ring, in its order (docs/domain.md §12). A wedding is not held on the
 * groom's 夫 or the bride's 妇 day; on 翁 (the father-in-law) or 姑 (the mother-in-law) the Tong Shu only has
 * that person step aside as the bride enters; 第, 堂, 灶 and 厨 are free.
 */
export const ZHOU_TANG_STATIONS: readonly Name[] = [
  { zh: "夫", en: "The groom's day", ru: "День жениха" },
  { zh: "姑", en: "The mother-in-law's day", ru: "День свекрови" },
  { zh: "堂", en: "The hall's day", ru: "День зала" },
  { zh: "翁", en: "The father-in-law's day", ru: "День свёкра" },
  { zh: "第", en: "The house's day", ru: "День дома" },
  { zh: "灶", en: "The stove's day", ru: "День очага" },
  { zh: "妇", en: "The bride's day", ru: "День невесты" },
  { zh: "厨", en: "The kitchen's day", ru: "День кухни" },
];

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
    rules: ["wangWang", "pengZu", "sanNiangSha", "zhouTang", "buJiang"],
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
