/**
 * The 140 yi/ji activities (宜忌) of the Tong Shu, indexed exactly like tyme4ts 1.5.2 `Taboo.NAMES` (the
 * same list as lunar-javascript `YI_JI`), with English and Russian names and a theme (docs/domain.md §5.5).
 * Source of en/ru/theme: packages/almanac/test/data/activities.json (this project's own proposals).
 *
 * `key` is the stable ASCII camelCase id of the activity in the API, the CLI and stored user settings
 * (for example 嫁娶 → "marriage", 开市 → "openBusiness", 入宅 → "moveIn", 动土 → "breakGround" (building),
 * 破土 → "breakGroundForGrave" (funeral)). Keys never change once published; the index may (it follows
 * the table library), so persist keys, not indices.
 *
 * Two entries are day-level flags rather than activities (theme "flag"): 诸事不宜 "nothingSuitable"
 * (nothing is suitable today) and 馀事勿取 "nothingElse" (do nothing except the listed activities).
 */
import { failWith } from "../errors.ts";
import type { Name } from "./types.ts";

export type ThemeId =
  | "business"
  | "relationships"
  | "health"
  | "home"
  | "travel"
  | "study"
  | "spiritual"
  | "funeral"
  | "nature"
  | "crafts"
  | "legal";

export interface ActivityName extends Name {
  /** Index in tyme4ts `Taboo.NAMES` (0 … 139). */
  index: number;
  /** Stable API id, ASCII camelCase, unique. */
  key: string;
  /** The theme the activity counts for; "flag" for the two day-level flags. */
  theme: ThemeId | "flag";
}

/** A theme; en/ru from activities.json, zh is this project's label (the Tong Shu has no themes). */
export interface ThemeName extends Name {
  id: ThemeId;
  /** Keys of the activities that decide the theme's rating (docs/domain.md §8). */
  keyActivities: readonly string[];
  /** The same activities as indices into ACTIVITIES (for comparing with yi/ji results). */
  activities: readonly number[];
}

const ROWS: readonly (readonly [string, string, string, string, ThemeId | "flag"])[] = [
  [
    "祭祀",
    "sacrifice",
    "Offer sacrifices / honour ancestors",
    "Поминовение предков, жертвоприношения",
    "spiritual",
  ],
  ["祈福", "prayForBlessings", "Pray for blessings", "Молитва о благополучии", "spiritual"],
  ["求嗣", "prayForOffspring", "Pray for offspring", "Молитва о потомстве", "relationships"],
  ["开光", "consecrate", "Consecrate statues/talismans", "Освящение (статуй, талисманов)", "spiritual"],
  ["塑绘", "sacredImages", "Sculpt/paint sacred images", "Изготовление священных изображений", "spiritual"],
  ["齐醮", "altarCeremony", "Taoist altar ceremony", "Даосский обряд у алтаря", "spiritual"],
  ["斋醮", "fastingRite", "Taoist fasting rite", "Даосский обряд поста и очищения", "spiritual"],
  ["沐浴", "bathing", "Bathing, cleansing", "Омовение, баня", "health"],
  ["酬神", "thankDeities", "Thank the deities", "Благодарение божеств", "spiritual"],
  ["造庙", "buildTemple", "Build a temple", "Строительство храма", "spiritual"],
  ["祀灶", "kitchenGodOffering", "Offer to the Kitchen God", "Подношение божеству очага", "spiritual"],
  ["焚香", "burnIncense", "Burn incense", "Воскурение благовоний", "spiritual"],
  ["谢土", "thankEarth", "Thank the Earth (after construction)", "Благодарение Земли после стройки", "home"],
  ["出火", "moveAltarOut", "Move the ancestral altar out", "Вынос домашнего алтаря", "home"],
  ["雕刻", "carving", "Carving", "Резьба, гравировка", "crafts"],
  ["嫁娶", "marriage", "Marriage, wedding", "Свадьба, вступление в брак", "relationships"],
  ["订婚", "engagement", "Engagement", "Помолвка", "relationships"],
  [
    "纳采",
    "betrothalGifts",
    "Send betrothal gifts (proposal)",
    "Сватовство, свадебные дары",
    "relationships",
  ],
  [
    "问名",
    "askBrideName",
    "Ask the bride's name (matchmaking)",
    "Сватовство (узнать имя невесты)",
    "relationships",
  ],
  ["纳婿", "takeSonInLaw", "Take a son-in-law into the family", "Принять зятя в дом", "relationships"],
  ["归宁", "visitBrideParents", "Bride visits her parents", "Визит к родителям жены", "relationships"],
  ["安床", "installBed", "Install a bed", "Установка кровати", "home"],
  ["合帐", "weddingBedCurtains", "Hang wedding bed curtains", "Подготовка брачного ложа", "relationships"],
  ["冠笄", "comingOfAge", "Coming-of-age ceremony", "Обряд совершеннолетия", "relationships"],
  [
    "订盟",
    "agreement",
    "Make an agreement / engagement pact",
    "Заключение союза, договорённость",
    "business",
  ],
  [
    "进人口",
    "addHouseholdMembers",
    "Add members to household (adopt, hire)",
    "Принять в дом новых людей (усыновление, найм)",
    "relationships",
  ],
  ["裁衣", "tailorClothes", "Cut cloth / tailor clothes", "Кроить и шить одежду", "crafts"],
  ["挽面", "faceThreading", "Facial hair threading (beauty)", "Косметическая процедура для лица", "health"],
  ["开容", "openFaceRite", "Open face (beauty rite)", "Косметический обряд", "health"],
  ["修坟", "repairGrave", "Repair a grave", "Ремонт могилы", "funeral"],
  ["启钻", "openGrave", "Exhume / open a grave", "Вскрытие захоронения, перезахоронение", "funeral"],
  ["破土", "breakGroundForGrave", "Break ground for a grave", "Рыть землю под могилу", "funeral"],
  ["安葬", "burial", "Burial", "Погребение", "funeral"],
  ["立碑", "erectTombstone", "Erect a tombstone", "Установка надгробия", "funeral"],
  ["成服", "putOnMourning", "Put on mourning clothes", "Надеть траур", "funeral"],
  ["除服", "takeOffMourning", "Take off mourning clothes", "Снять траур", "funeral"],
  ["开生坟", "prepareTomb", "Prepare a tomb in advance", "Подготовка могилы заранее", "funeral"],
  ["合寿木", "makeCoffin", "Make a coffin in advance", "Изготовление гроба заранее", "funeral"],
  ["入殓", "encoffining", "Encoffining", "Положение во гроб", "funeral"],
  ["移柩", "moveCoffin", "Move the coffin", "Перенос гроба", "funeral"],
  ["普渡", "universalSalvation", "Universal salvation rite", "Обряд поминовения всех душ", "spiritual"],
  ["入宅", "moveIn", "Move into a new home", "Вселение в новый дом", "home"],
  ["安香", "installIncenseAltar", "Install the incense altar", "Установка домашнего алтаря", "spiritual"],
  ["安门", "installDoor", "Install a door", "Установка двери", "home"],
  ["修造", "renovation", "Repairs and renovation", "Ремонт, перестройка", "home"],
  ["起基", "layFoundation", "Lay foundations", "Закладка фундамента", "home"],
  ["动土", "breakGround", "Break ground (construction)", "Начало земляных работ, стройки", "home"],
  ["上梁", "raiseBeam", "Raise the main beam", "Установка главной балки", "home"],
  ["竖柱", "erectPillars", "Erect pillars", "Установка опор, колонн", "home"],
  ["开井开池", "digWellOrPond", "Dig a well or pond", "Рыть колодец или пруд", "home"],
  ["作陂放水", "buildDamReleaseWater", "Build a dam / release water", "Плотина, спуск воды", "home"],
  ["拆卸", "demolish", "Demolish, dismantle", "Снос, демонтаж", "home"],
  ["破屋", "demolishHouse", "Demolish a house", "Снос дома", "home"],
  ["坏垣", "tearDownWalls", "Tear down walls", "Снос стен", "home"],
  ["补垣", "mendWalls", "Mend walls", "Починка стен", "home"],
  ["伐木做梁", "fellTimberForBeams", "Fell timber for beams", "Заготовка леса для балок", "home"],
  ["作灶", "installStove", "Build/install a stove (kitchen)", "Установка плиты, очага", "home"],
  ["解除", "cleansing", "Cleansing, clearing away", "Очищение, уборка, избавление от старого", "home"],
  ["开柱眼", "cutPillarMortises", "Cut pillar mortises", "Работы по опорам", "home"],
  ["穿屏扇架", "installScreens", "Install screens and door frames", "Установка перегородок и рам", "home"],
  ["盖屋合脊", "roofAndRidge", "Roofing, close the ridge", "Кровля, укладка конька", "home"],
  ["开厕", "openToilet", "Build a toilet", "Устройство туалета", "home"],
  ["造仓", "buildStorehouse", "Build a storehouse", "Строительство склада", "home"],
  ["塞穴", "sealHoles", "Seal holes (pests)", "Заделка нор и щелей", "home"],
  ["平治道涂", "repairRoads", "Repair roads and paths", "Ремонт дорог и дорожек", "home"],
  ["造桥", "buildBridge", "Build a bridge", "Строительство моста", "home"],
  ["作厕", "buildToilet", "Build a toilet", "Устройство туалета", "home"],
  ["筑堤", "buildEmbankment", "Build an embankment", "Возведение дамбы, насыпи", "home"],
  ["开池", "digPond", "Dig a pond", "Рыть пруд", "home"],
  ["伐木", "fellTrees", "Fell trees", "Рубка деревьев", "nature"],
  ["开渠", "digCanal", "Dig a canal/ditch", "Рыть канаву, канал", "home"],
  ["掘井", "digWell", "Dig a well", "Рыть колодец", "home"],
  ["扫舍", "cleanHouse", "Clean the house", "Генеральная уборка", "home"],
  ["放水", "releaseWater", "Release water, drain", "Спуск воды, осушение", "home"],
  ["造屋", "buildHouse", "Build a house", "Строительство дома", "home"],
  ["合脊", "closeRidge", "Close the roof ridge", "Укладка конька", "home"],
  ["造畜稠", "buildAnimalPens", "Build animal pens", "Постройка загонов для скота", "nature"],
  ["修门", "repairDoors", "Repair doors", "Ремонт дверей", "home"],
  ["定磉", "setPillarBases", "Set pillar bases", "Установка опорных камней", "home"],
  ["作梁", "makeBeams", "Make beams", "Изготовление балок", "home"],
  ["修饰垣墙", "decorateWalls", "Decorate walls", "Отделка стен", "home"],
  ["架马", "carpentryTrestles", "Set up carpentry trestles", "Начало плотницких работ", "home"],
  [
    "开市",
    "openBusiness",
    "Open a business / start trading",
    "Открытие бизнеса, начало торговли",
    "business",
  ],
  ["挂匾", "hangSignboard", "Hang a signboard", "Повесить вывеску", "business"],
  ["纳财", "receiveMoney", "Receive money, collect debts", "Получение денег, сбор долгов", "business"],
  ["求财", "seekWealth", "Seek wealth", "Поиск денег, заработка", "business"],
  [
    "开仓",
    "openWarehouse",
    "Open a warehouse / disburse stock",
    "Открытие склада, выдача запасов",
    "business",
  ],
  ["买车", "buyVehicle", "Buy a vehicle", "Покупка автомобиля", "business"],
  ["置产", "buyProperty", "Buy property", "Покупка недвижимости", "business"],
  ["雇佣", "hireStaff", "Hire staff", "Найм работников", "business"],
  ["出货财", "shipGoods", "Ship goods, pay out money", "Отгрузка товара, выплаты", "business"],
  ["安机械", "installMachinery", "Install machinery", "Установка оборудования", "business"],
  [
    "造车器",
    "buildVehicles",
    "Build vehicles/implements",
    "Изготовление транспорта и инструментов",
    "crafts",
  ],
  ["经络", "weaving", "Set up a loom / weaving", "Ткачество, запуск станка", "crafts"],
  ["酝酿", "brewing", "Brewing, fermenting", "Пивоварение, заготовки, брожение", "crafts"],
  ["作染", "dyeing", "Dyeing", "Окрашивание тканей", "crafts"],
  ["鼓铸", "metalCasting", "Casting metal", "Литьё металла", "crafts"],
  ["造船", "buildBoat", "Build a boat", "Постройка лодки", "crafts"],
  ["割蜜", "harvestHoney", "Harvest honey", "Сбор мёда", "nature"],
  ["栽种", "planting", "Plant, sow", "Посадки, посев", "nature"],
  ["取渔", "fishing", "Fishing", "Рыбалка", "nature"],
  ["结网", "makeNets", "Make nets", "Плести сети", "nature"],
  ["牧养", "animalHusbandry", "Animal husbandry", "Уход за скотом", "nature"],
  ["安碓磑", "installMill", "Install a mill/mortar", "Установка мельницы, ступы", "home"],
  ["习艺", "learnCraft", "Learn a craft", "Обучение ремеслу", "study"],
  ["入学", "startSchool", "Start school/studies", "Начало учёбы", "study"],
  ["理发", "haircut", "Haircut", "Стрижка", "health"],
  ["探病", "visitSick", "Visit the sick", "Посещение больных", "health"],
  ["见贵", "meetImportantPeople", "Meet important people", "Встречи с влиятельными людьми", "business"],
  ["乘船", "boatTrip", "Travel by boat", "Поездка на судне", "travel"],
  ["渡水", "crossWater", "Cross water", "Переправа через воду", "travel"],
  ["针灸", "acupuncture", "Acupuncture, moxibustion", "Иглоукалывание, прижигание", "health"],
  ["出行", "travel", "Travel, set out on a journey", "Поездки, начало путешествия", "travel"],
  ["移徙", "relocate", "Relocate, move house", "Переезд", "travel"],
  [
    "分居",
    "separateHousehold",
    "Set up separate household",
    "Раздел хозяйства, отдельное проживание",
    "relationships",
  ],
  ["剃头", "shaveHead", "Shave the head", "Бритьё головы", "health"],
  ["整手足甲", "manicure", "Manicure/pedicure", "Маникюр, педикюр", "health"],
  ["纳畜", "acquireLivestock", "Acquire livestock/pets", "Приобретение скота, питомцев", "nature"],
  ["捕捉", "catching", "Catch (pests, criminals)", "Ловля, поимка", "nature"],
  ["畋猎", "hunting", "Hunting", "Охота", "nature"],
  ["教牛马", "trainAnimals", "Train animals", "Дрессировка животных", "nature"],
  [
    "会亲友",
    "meetFamilyAndFriends",
    "Meet relatives and friends",
    "Встречи с родными и друзьями",
    "relationships",
  ],
  ["赴任", "takeUpPost", "Take up a new post", "Вступление в должность", "business"],
  ["求医", "seeDoctor", "See a doctor", "Обращение к врачу", "health"],
  ["治病", "treatment", "Medical treatment", "Лечение", "health"],
  ["词讼", "litigation", "Litigation", "Судебные тяжбы", "legal"],
  [
    "起基动土",
    "foundationAndGroundwork",
    "Lay foundation, break ground",
    "Закладка фундамента, земляные работы",
    "home",
  ],
  ["破屋坏垣", "demolishHouseAndWalls", "Demolish houses and walls", "Снос строений", "home"],
  ["盖屋", "roofing", "Roofing", "Кровельные работы", "home"],
  ["造仓库", "buildWarehouse", "Build a warehouse", "Строительство склада", "home"],
  ["交易", "trade", "Trade, transactions", "Сделки, торговля", "business"],
  ["立券", "signContract", "Sign contracts", "Подписание договоров", "business"],
  ["安机", "installLoom", "Install a loom/machine", "Установка станка", "business"],
  ["会友", "meetFriends", "Meet friends", "Встречи с друзьями", "relationships"],
  ["求医疗病", "seekMedicalTreatment", "Seek medical treatment", "Лечение у врача", "health"],
  ["诸事不宜", "nothingSuitable", "Nothing is suitable", "Ничего не предпринимать", "flag"],
  ["馀事勿取", "nothingElse", "Nothing else (only the listed)", "Прочие дела не начинать", "flag"],
  ["行丧", "funeralProcession", "Funeral procession", "Похоронная процессия", "funeral"],
  ["断蚁", "exterminateAnts", "Exterminate ants (termites)", "Борьба с муравьями, вредителями", "home"],
  ["归岫", "returnHome", "Return (to retirement/home)", "Возвращение домой", "travel"],
];

export const ACTIVITIES: readonly ActivityName[] = Object.freeze(
  ROWS.map(([zh, key, en, ru, theme], index) => Object.freeze({ index, key, zh, en, ru, theme })),
);

/** Index of 诸事不宜 "nothing is suitable" (in yi: the day is good for nothing; in ji: avoid everything). */
export const NOTHING_SUITABLE = 135;
export const NOTHING_SUITABLE_KEY = "nothingSuitable";
/** Index of 馀事勿取 "nothing else": only the listed yi activities are suitable. */
export const NOTHING_ELSE = 136;
export const NOTHING_ELSE_KEY = "nothingElse";
/** The indices of the day-level flags (not activities a user can choose). */
export const FLAG_ACTIVITIES: readonly number[] = Object.freeze([NOTHING_SUITABLE, NOTHING_ELSE]);

export function isFlagActivity(index: number): boolean {
  return index === NOTHING_SUITABLE || index === NOTHING_ELSE;
}

const BY_KEY = new Map(ACTIVITIES.map((a) => [a.key, a]));

/** The activity with this key; throws InvalidInputError (field `activity`) for an unknown key. */
export function activityByKey(key: string, field = "activity"): ActivityName {
  const a = BY_KEY.get(key);
  if (!a) {
    failWith(field, "unknownActivity", "unknownActivity", { got: key });
  }
  return a;
}

function freezeLists<T extends Record<string, readonly string[]>>(lists: T): Readonly<T> {
  for (const list of Object.values(lists)) Object.freeze(list);
  return Object.freeze(lists);
}

/**
 * The activities that decide a theme's rating (docs/domain.md §8), as activity keys
 * (activities.json `keyActivitiesPerTheme`).
 */
export const KEY_ACTIVITIES_PER_THEME: Readonly<Record<ThemeId, readonly string[]>> = freezeLists({
  business: [
    "openBusiness",
    "trade",
    "signContract",
    "receiveMoney",
    "seekWealth",
    "hangSignboard",
    "agreement",
    "buyProperty",
    "takeUpPost",
    "meetImportantPeople",
    "shipGoods",
    "openWarehouse",
  ],
  relationships: [
    "marriage",
    "betrothalGifts",
    "agreement",
    "meetFamilyAndFriends",
    "prayForOffspring",
    "addHouseholdMembers",
    "installBed",
    "comingOfAge",
  ],
  health: [
    "seeDoctor",
    "treatment",
    "seekMedicalTreatment",
    "acupuncture",
    "bathing",
    "haircut",
    "manicure",
    "visitSick",
  ],
  home: [
    "moveIn",
    "renovation",
    "breakGround",
    "layFoundation",
    "raiseBeam",
    "installDoor",
    "installStove",
    "installBed",
    "demolish",
    "cleansing",
    "cleanHouse",
  ],
  travel: ["travel", "relocate", "boatTrip", "crossWater", "takeUpPost"],
  study: ["startSchool", "learnCraft", "takeUpPost", "meetImportantPeople"],
  spiritual: ["sacrifice", "prayForBlessings", "consecrate", "fastingRite", "installIncenseAltar"],
  funeral: [
    "burial",
    "encoffining",
    "moveCoffin",
    "breakGroundForGrave",
    "openGrave",
    "putOnMourning",
    "takeOffMourning",
    "repairGrave",
    "erectTombstone",
    "funeralProcession",
  ],
  nature: ["planting", "acquireLivestock", "animalHusbandry", "fishing", "fellTrees", "catching"],
  crafts: ["tailorClothes", "weaving", "brewing", "dyeing", "buildVehicles"],
  legal: ["litigation"],
});

export const THEMES: readonly ThemeName[] = Object.freeze(
  (
    [
      ["business", "生意财务", "Business & money", "Бизнес и финансы"],
      ["relationships", "婚恋家庭", "Love, family & friends", "Отношения и семья"],
      ["health", "健康美容", "Health & beauty", "Здоровье и красота"],
      ["home", "家居修造", "Home, repair & construction", "Дом, ремонт и стройка"],
      ["travel", "出行迁徙", "Travel & moving", "Поездки и переезды"],
      ["study", "学业发展", "Study & career growth", "Учёба и развитие"],
      ["spiritual", "祭祀祈福", "Spiritual practice & rituals", "Духовные практики и обряды"],
      ["funeral", "丧葬祭奠", "Funerals & memorials", "Похороны и поминовение"],
      ["nature", "农牧自然", "Garden, animals & outdoors", "Сад, животные, природа"],
      ["crafts", "手工制作", "Crafts, clothing & making", "Рукоделие, одежда, изготовление"],
      ["legal", "诉讼纠纷", "Legal matters & disputes", "Суды и споры"],
    ] as const
  ).map(([id, zh, en, ru]) =>
    Object.freeze({
      id,
      zh,
      en,
      ru,
      keyActivities: KEY_ACTIVITIES_PER_THEME[id],
      activities: Object.freeze(KEY_ACTIVITIES_PER_THEME[id].map((k) => activityByKey(k).index)),
    }),
  ),
);

export const THEME_IDS: readonly ThemeId[] = Object.freeze(THEMES.map((t) => t.id));

const THEME_BY_ID = new Map(THEMES.map((t) => [t.id as string, t]));

/** The theme with this id; throws InvalidInputError (field `theme`) for an unknown id. */
export function themeById(id: string, field = "theme"): ThemeName {
  const t = THEME_BY_ID.get(id);
  if (!t) {
    failWith(field, "unknownTheme", "unknownTheme", { got: id, ids: THEME_IDS.join(", ") });
  }
  return t;
}
