/**
 * The day description («описание дня»): short texts of our own, ru and en, for the parts of a day — the 12
 * officers, the 28 mansions, the 24 solar terms, the 30 Russian lunar days with their traditional symbols,
 * and the 60 day pillars (composed from the stem, the branch and the na yin). They follow
 * docs/domain.md (§5.2 officers, §5.4 mansions with the Chinese luck column, §2 terms, §7.3 lunar
 * days, S12 for the lunar-day symbols) and say what the tradition says, not more.
 */
import { BRANCH_NAMES, ELEMENT_NAMES, STEM_NAMES } from "./core.ts";
import type { Lang } from "./types.ts";

export interface Text {
  ru: string;
  en: string;
}

/** 建 … 闭, by officer index. */
export const OFFICER_TEXTS: readonly Text[] = [
  {
    ru: "День Установления открывает новый цикл: он подходит для начинаний, планов, визитов к руководству и первых шагов в деле, но не для земляных работ и закладки фундамента.",
    en: "An Establish day opens a new cycle: good for beginnings, plans, visiting superiors and first steps, but not for digging or laying foundations.",
  },
  {
    ru: "День Устранения хорош, чтобы избавиться от старого: уборка, очищение, лечение, отказ от вредных привычек, завершение ненужного. Крупные торжества лучше перенести.",
    en: "A Remove day is for clearing out the old: cleaning, purification, treatment, dropping bad habits, ending what is no longer needed. Big celebrations are better moved.",
  },
  {
    ru: "День Наполнения связан с изобилием: благоприятен для молитв, праздников, торговли, запасов и получения. Не лучший день для похорон и лечения.",
    en: "A Full day is about abundance: favourable for prayers, celebrations, trade, stocking up and receiving. Not the best day for funerals or medical treatment.",
  },
  {
    ru: "День Выравнивания — ровный, обыденный день: подходит для ремонта дорог и стен, текущих дел и улаживания мелочей, но не для важных начинаний.",
    en: "A Balance day is even and ordinary: suited to repairing roads and walls, routine work and settling small matters, not to important beginnings.",
  },
  {
    ru: "День Определения закрепляет решённое: хорош для договоров, помолвок, назначений и покупок на долгий срок. Суды и дальние поездки лучше отложить.",
    en: "A Stable day fixes what has been decided: good for agreements, engagements, appointments and long-term purchases. Lawsuits and long journeys are better postponed.",
  },
  {
    ru: "День Удержания помогает довести начатое и удержать достигнутое: ремонт, посадки, сбор долгов. Переезд и открытие нового дела в этот день не советуют.",
    en: "An Initiate day helps to carry on what was started and keep what was gained: repairs, planting, collecting debts. Moving house and opening a business are not advised.",
  },
  {
    ru: "День Пробоя — день Разрушителя месяца: день сталкивается с месяцем. Годится только для сноса и разрыва с отжившим; важные дела, свадьбы и переезды в этот день не начинают.",
    en: "A Destruction day is the Month Breaker: the day clashes with the month. It suits only demolition and breaking with what is worn out; important matters, weddings and moves are not started.",
  },
  {
    ru: "День Опасности требует осторожности: избегайте риска, высоты, воды и спешки. Спокойные дела, молитвы и обдуманные шаги допустимы.",
    en: "A Danger day calls for caution: avoid risks, heights, water and haste. Quiet matters, prayers and well-considered steps are acceptable.",
  },
  {
    ru: "День Завершения — один из лучших в цикле: благоприятен для начала бизнеса, свадеб, переездов, договоров и всего, что должно увенчаться успехом. Избегают лишь судов.",
    en: "A Success day is one of the best of the cycle: favourable for starting a business, weddings, moves, contracts and anything meant to succeed. Only lawsuits are avoided.",
  },
  {
    ru: "День Собирания хорош для сбора урожая и долгов, покупок, накоплений и подведения итогов. Похороны и дальние поездки лучше перенести.",
    en: "A Receive day is good for harvesting and collecting debts, purchases, saving and taking stock. Funerals and long journeys are better moved.",
  },
  {
    ru: "День Открытия — время открывать: новое дело, работу, учёбу, свадьбу, путешествие. Не подходит для похорон и закрытия дел.",
    en: "An Open day is a time to open: a new business, job, study, wedding or journey. Not suited to funerals or closing matters.",
  },
  {
    ru: "День Закрытия подходит для завершения и сохранения: закрыть счета, построить стену или плотину, убрать на хранение. Открытия, лечение и начинания в этот день не советуют.",
    en: "A Close day suits finishing and keeping: closing accounts, building walls or dams, putting things away. Openings, treatment and beginnings are not advised.",
  },
];

/** 角 … 轸, by mansion index; the tone follows the Chinese luck column (docs/domain.md §5.4). */
export const MANSION_TEXTS: readonly Text[] = [
  {
    ru: "Рог — благоприятное созвездие: удачно для учёбы, свадьбы и строительства; похороны не советуют.",
    en: "Horn is auspicious: good for study, weddings and building; funerals are not advised.",
  },
  {
    ru: "Шея — неблагоприятное созвездие: день для терпения; крупные начинания и свадьбы откладывают.",
    en: "Neck is inauspicious: a day for patience; big beginnings and weddings are put off.",
  },
  {
    ru: "Основание — неблагоприятное созвездие: не затевайте стройку и путешествия, займитесь текущими делами.",
    en: "Root is inauspicious: do not start building or journeys; keep to routine work.",
  },
  {
    ru: "Дом — благоприятное созвездие: удачно для свадеб, переезда, строительства и торговли.",
    en: "Room is auspicious: good for weddings, moving house, building and trade.",
  },
  {
    ru: "Сердце — неблагоприятное созвездие: день осторожности в делах и словах; важное лучше перенести.",
    en: "Heart is inauspicious: a day of caution in deeds and words; important things are better moved.",
  },
  {
    ru: "Хвост — благоприятное созвездие: удачно для строительства, свадьбы и продолжения начатого.",
    en: "Tail is auspicious: good for building, weddings and carrying on what was started.",
  },
  {
    ru: "Веялка — благоприятное созвездие: удачно для строительства, торговли, сбора урожая и открытия дела.",
    en: "Winnowing Basket is auspicious: good for building, trade, harvest and opening a business.",
  },
  {
    ru: "Ковш — благоприятное созвездие: удачно для строительства, учёбы и накоплений.",
    en: "Dipper is auspicious: good for building, study and saving.",
  },
  {
    ru: "Бык — неблагоприятное созвездие: по таблице удачи день трудный; не спешите с крупными решениями.",
    en: "Ox is inauspicious by the luck table: a hard day; do not rush big decisions.",
  },
  {
    ru: "Девушка — неблагоприятное созвездие: не время для свадеб, судов и похорон; хороши тихие занятия.",
    en: "Girl is inauspicious: not a time for weddings, lawsuits or funerals; quiet pursuits are fine.",
  },
  {
    ru: "Пустота — неблагоприятное созвездие: начинания могут остаться пустыми; лучше завершать, чем начинать.",
    en: "Emptiness is inauspicious: beginnings may come to nothing; better to finish than to start.",
  },
  {
    ru: "Крыша — неблагоприятное созвездие: избегайте высоты, риска и дальних поездок.",
    en: "Rooftop is inauspicious: avoid heights, risks and long journeys.",
  },
  {
    ru: "Жилище — благоприятное созвездие: удачно для свадеб, строительства, переезда и дел по дому.",
    en: "Encampment is auspicious: good for weddings, building, moving house and household matters.",
  },
  {
    ru: "Стена — благоприятное созвездие: удачно для свадеб, строительства, открытия дела и учёбы.",
    en: "Wall is auspicious: good for weddings, building, opening a business and study.",
  },
  {
    ru: "Седло — неблагоприятное созвездие: день для осторожности; крупные траты и стройку откладывают.",
    en: "Legs is inauspicious: a day for caution; large spending and building are put off.",
  },
  {
    ru: "Узы — благоприятное созвездие: удачно для свадеб, союзов, договоров и строительства.",
    en: "Bond is auspicious: good for weddings, alliances, agreements and building.",
  },
  {
    ru: "Желудок — благоприятное созвездие: удачно для торговли, запасов, строительства и праздников.",
    en: "Stomach is auspicious: good for trade, stocking up, building and celebrations.",
  },
  {
    ru: "Плеяды — неблагоприятное созвездие: не время для свадеб и крупных начинаний.",
    en: "Hairy Head is inauspicious: not a time for weddings or big beginnings.",
  },
  {
    ru: "Сачок — благоприятное созвездие: удачно для строительства, свадеб, сделок и дел с землёй.",
    en: "Net is auspicious: good for building, weddings, deals and matters of land.",
  },
  {
    ru: "Клюв — неблагоприятное созвездие: избегайте ссор, судов и рискованных дел.",
    en: "Turtle Beak is inauspicious: avoid quarrels, lawsuits and risky matters.",
  },
  {
    ru: "Орион — благоприятное созвездие: удачно для строительства, торговли и путешествий.",
    en: "Three Stars is auspicious: good for building, trade and travel.",
  },
  {
    ru: "Колодец — благоприятное созвездие: удачно для строительства, учёбы, посадок и работы с водой.",
    en: "Well is auspicious: good for building, study, planting and work with water.",
  },
  {
    ru: "Призрак — неблагоприятное созвездие: свадьбы, стройку и переезды откладывают.",
    en: "Ghost is inauspicious: weddings, building and moves are put off.",
  },
  {
    ru: "Ива — неблагоприятное созвездие: день для осторожности в делах и деньгах.",
    en: "Willow is inauspicious: a day for caution in business and money.",
  },
  {
    ru: "Звезда — неблагоприятное созвездие: крупные начинания лучше перенести.",
    en: "Star is inauspicious: big beginnings are better moved.",
  },
  {
    ru: "Лист — благоприятное созвездие: удачно для свадеб, праздников, торговли и строительства.",
    en: "Extended Net is auspicious: good for weddings, celebrations, trade and building.",
  },
  {
    ru: "Крыло — неблагоприятное созвездие: не спешите с путешествиями и крупными тратами.",
    en: "Wings is inauspicious: do not rush journeys or large spending.",
  },
  {
    ru: "Телега — благоприятное созвездие: удачно для поездок, переезда, торговли и строительства.",
    en: "Chariot is auspicious: good for journeys, moving house, trade and building.",
  },
];

/** 小寒 … 冬至, in the order of solar-terms.ts. */
export const TERM_TEXTS: readonly Text[] = [
  {
    ru: "Малые холода: Солнце на 285° эклиптической долготы; начинается месяц Быка (丑), самое холодное время ещё впереди.",
    en: "Minor Cold: the Sun at 285° of ecliptic longitude; the Ox month (丑) begins and the coldest time is still ahead.",
  },
  {
    ru: "Большие холода: Солнце на 300°; самые холодные дни года, последний сезон зимы.",
    en: "Major Cold: the Sun at 300°; the coldest days of the year, the last term of winter.",
  },
  {
    ru: "Начало весны: Солнце на 315°; с этого мгновения по Ба Цзы начинается новый год и месяц Тигра (寅).",
    en: "Start of Spring: the Sun at 315°; at this instant the Bazi year and the Tiger month (寅) begin.",
  },
  {
    ru: "Дождевая вода: Солнце на 330°; снег сменяется дождём, природа просыпается.",
    en: "Rain Water: the Sun at 330°; snow turns to rain and nature wakes.",
  },
  {
    ru: "Пробуждение насекомых: Солнце на 345°; начинается месяц Кролика (卯), первые грозы будят спящих.",
    en: "Awakening of Insects: the Sun at 345°; the Rabbit month (卯) begins and the first thunder wakes the sleepers.",
  },
  {
    ru: "Весеннее равноденствие: Солнце на 0°; день равен ночи, середина весны.",
    en: "Spring Equinox: the Sun at 0°; day equals night, the middle of spring.",
  },
  {
    ru: "Ясно и светло: Солнце на 15°; начинается месяц Дракона (辰), время поминовения предков.",
    en: "Pure Brightness: the Sun at 15°; the Dragon month (辰) begins, the time to honour ancestors.",
  },
  {
    ru: "Хлебные дожди: Солнце на 30°; дожди питают посевы, последний сезон весны.",
    en: "Grain Rain: the Sun at 30°; rain feeds the crops, the last term of spring.",
  },
  {
    ru: "Начало лета: Солнце на 45°; начинается месяц Змеи (巳).",
    en: "Start of Summer: the Sun at 45°; the Snake month (巳) begins.",
  },
  {
    ru: "Малое изобилие: Солнце на 60°; зерно наливается, но ещё не созрело.",
    en: "Grain Buds: the Sun at 60°; the grain fills but is not yet ripe.",
  },
  {
    ru: "Колошение хлебов: Солнце на 75°; начинается месяц Лошади (午), время сева и жатвы.",
    en: "Grain in Ear: the Sun at 75°; the Horse month (午) begins, a time of sowing and reaping.",
  },
  {
    ru: "Летнее солнцестояние: Солнце на 90°; самый длинный день в Северном полушарии.",
    en: "Summer Solstice: the Sun at 90°; the longest day in the northern hemisphere.",
  },
  {
    ru: "Малая жара: Солнце на 105°; начинается месяц Козы (未), жара нарастает.",
    en: "Minor Heat: the Sun at 105°; the Goat month (未) begins and the heat grows.",
  },
  {
    ru: "Большая жара: Солнце на 120°; самое жаркое время года.",
    en: "Major Heat: the Sun at 120°; the hottest time of the year.",
  },
  {
    ru: "Начало осени: Солнце на 135°; начинается месяц Обезьяны (申).",
    en: "Start of Autumn: the Sun at 135°; the Monkey month (申) begins.",
  },
  {
    ru: "Окончание жары: Солнце на 150°; зной отступает.",
    en: "End of Heat: the Sun at 150°; the heat withdraws.",
  },
  {
    ru: "Белые росы: Солнце на 165°; начинается месяц Петуха (酉), по утрам выпадает роса.",
    en: "White Dew: the Sun at 165°; the Rooster month (酉) begins and dew forms in the mornings.",
  },
  {
    ru: "Осеннее равноденствие: Солнце на 180°; день равен ночи, середина осени.",
    en: "Autumn Equinox: the Sun at 180°; day equals night, the middle of autumn.",
  },
  {
    ru: "Холодные росы: Солнце на 195°; начинается месяц Собаки (戌), росы становятся холодными.",
    en: "Cold Dew: the Sun at 195°; the Dog month (戌) begins and the dew turns cold.",
  },
  {
    ru: "Выпадение инея: Солнце на 210°; первые заморозки, последний сезон осени.",
    en: "Frost Descent: the Sun at 210°; the first frosts, the last term of autumn.",
  },
  {
    ru: "Начало зимы: Солнце на 225°; начинается месяц Свиньи (亥).",
    en: "Start of Winter: the Sun at 225°; the Pig month (亥) begins.",
  },
  {
    ru: "Малые снега: Солнце на 240°; выпадает первый снег.",
    en: "Minor Snow: the Sun at 240°; the first snow falls.",
  },
  {
    ru: "Большие снега: Солнце на 255°; начинается месяц Крысы (子), снега становится много.",
    en: "Major Snow: the Sun at 255°; the Rat month (子) begins and snow lies deep.",
  },
  {
    ru: "Зимнее солнцестояние: Солнце на 270°; самая длинная ночь; лунный месяц, на который оно приходится, — 11-й.",
    en: "Winter Solstice: the Sun at 270°; the longest night; the lunar month that contains it is the 11th.",
  },
];

/** Russian lunar days 1 … 30: their traditional symbols and a short meaning (S12). */
export const LUNAR_DAY_TEXTS: readonly (Text & { symbol: Text })[] = [
  {
    symbol: { ru: "Светильник", en: "Lamp" },
    ru: "Начало лунного месяца: время замыслов и планов, а не действий.",
    en: "The start of the lunar month: a time for intentions and plans rather than action.",
  },
  {
    symbol: { ru: "Рог изобилия", en: "Horn of Plenty" },
    ru: "День щедрости и накопления сил; хорош для начала небольших дел.",
    en: "A day of generosity and gathering strength; good for starting small things.",
  },
  {
    symbol: { ru: "Леопард", en: "Leopard" },
    ru: "День активности и решительности; энергию стоит направить в дело.",
    en: "A day of activity and resolve; put the energy into work.",
  },
  {
    symbol: { ru: "Древо познания", en: "Tree of Knowledge" },
    ru: "День выбора и размышлений; важные решения взвешивают.",
    en: "A day of choice and reflection; important decisions are weighed.",
  },
  {
    symbol: { ru: "Единорог", en: "Unicorn" },
    ru: "День роста и перемен; благоприятен для путешествий и обновления.",
    en: "A day of growth and change; favourable for travel and renewal.",
  },
  {
    symbol: { ru: "Журавль", en: "Crane" },
    ru: "День спокойствия и мечты; хорош для общения и творчества.",
    en: "A day of calm and dreams; good for conversation and creative work.",
  },
  {
    symbol: { ru: "Роза ветров", en: "Wind Rose" },
    ru: "День силы слова: говорите осторожно, сказанное сбывается.",
    en: "A day of the power of words: speak with care, what is said comes true.",
  },
  {
    symbol: { ru: "Феникс", en: "Phoenix" },
    ru: "День преображения и очищения.",
    en: "A day of transformation and cleansing.",
  },
  {
    symbol: { ru: "Летучая мышь", en: "Bat" },
    ru: "Трудный день; важное лучше перенести, больше отдыхать.",
    en: "A hard day; move important matters and rest more.",
  },
  {
    symbol: { ru: "Фонтан", en: "Fountain" },
    ru: "День семьи и дома; хорош для начала долгих дел.",
    en: "A day of family and home; good for starting long undertakings.",
  },
  {
    symbol: { ru: "Огненный меч", en: "Fiery Sword" },
    ru: "Один из самых энергичных дней; хорош для свершений.",
    en: "One of the most energetic days; good for achievements.",
  },
  {
    symbol: { ru: "Сердце", en: "Heart" },
    ru: "День милосердия и доброты; хорош для помощи другим.",
    en: "A day of mercy and kindness; good for helping others.",
  },
  {
    symbol: { ru: "Колесо", en: "Wheel" },
    ru: "День учёбы и новых знаний; хорош для обмена опытом.",
    en: "A day of learning and new knowledge; good for sharing experience.",
  },
  {
    symbol: { ru: "Труба", en: "Trumpet" },
    ru: "День призыва к действию; благоприятен для начинаний.",
    en: "A day calling to action; favourable for beginnings.",
  },
  {
    symbol: { ru: "Змей", en: "Serpent" },
    ru: "День искушений; берегите спокойствие и не поддавайтесь соблазнам.",
    en: "A day of temptation; keep calm and resist it.",
  },
  {
    symbol: { ru: "Голубь", en: "Dove" },
    ru: "День гармонии и чистоты; хорош для примирения.",
    en: "A day of harmony and purity; good for reconciliation.",
  },
  {
    symbol: { ru: "Виноградная гроздь", en: "Bunch of Grapes" },
    ru: "День радости и праздника; хорош для встреч и свадеб.",
    en: "A day of joy and celebration; good for meetings and weddings.",
  },
  {
    symbol: { ru: "Зеркало", en: "Mirror" },
    ru: "День самопознания; мир отражает ваше состояние.",
    en: "A day of self-knowledge; the world mirrors your state.",
  },
  {
    symbol: { ru: "Паук", en: "Spider" },
    ru: "Трудный день; берегитесь обмана и интриг.",
    en: "A hard day; beware of deceit and intrigue.",
  },
  {
    symbol: { ru: "Орёл", en: "Eagle" },
    ru: "День подъёма и преодоления; хорош для смелых шагов.",
    en: "A day of rising and overcoming; good for bold steps.",
  },
  {
    symbol: { ru: "Конь", en: "Horse" },
    ru: "День движения и действия; хорош для поездок и спорта.",
    en: "A day of movement and action; good for travel and sport.",
  },
  {
    symbol: { ru: "Слон", en: "Elephant" },
    ru: "День мудрости и знаний; хорош для учёбы и наставничества.",
    en: "A day of wisdom and knowledge; good for study and mentoring.",
  },
  {
    symbol: { ru: "Крокодил", en: "Crocodile" },
    ru: "Напряжённый день; избегайте конфликтов и лишних трат.",
    en: "A tense day; avoid conflicts and needless spending.",
  },
  {
    symbol: { ru: "Медведь", en: "Bear" },
    ru: "День силы и созидания; хорош для работы и творчества.",
    en: "A day of strength and creation; good for work and creative tasks.",
  },
  {
    symbol: { ru: "Черепаха", en: "Turtle" },
    ru: "День неспешности и созерцания; торопиться не стоит.",
    en: "A day of slowness and contemplation; do not hurry.",
  },
  {
    symbol: { ru: "Жаба", en: "Toad" },
    ru: "День сдержанности; меньше слов и обещаний.",
    en: "A day of restraint; fewer words and promises.",
  },
  {
    symbol: { ru: "Трезубец", en: "Trident" },
    ru: "День активной работы и путешествий.",
    en: "A day of active work and travel.",
  },
  {
    symbol: { ru: "Лотос", en: "Lotus" },
    ru: "Светлый день; хорош для духовных практик и добрых дел.",
    en: "A bright day; good for spiritual practice and good deeds.",
  },
  {
    symbol: { ru: "Спрут", en: "Octopus" },
    ru: "Один из самых трудных дней; завершайте дела и очищайтесь.",
    en: "One of the hardest days; finish matters and cleanse.",
  },
  {
    symbol: { ru: "Золотой лебедь", en: "Golden Swan" },
    ru: "Последний день лунного месяца, бывает не в каждом месяце: время подводить итоги.",
    en: "The last day of the lunar month, not in every month: a time to sum up.",
  },
];

const RELATION = {
  same: { ru: "ствол и ветвь одного элемента", en: "stem and branch share an element" },
  produces: { ru: "ствол питает ветвь", en: "the stem feeds the branch" },
  produced: { ru: "ветвь питает ствол", en: "the branch feeds the stem" },
  controls: { ru: "ствол подчиняет ветвь", en: "the stem controls the branch" },
  controlled: { ru: "ветвь подчиняет ствол", en: "the branch controls the stem" },
} as const satisfies Record<string, Text>;

const ORDER = ["wood", "fire", "earth", "metal", "water"] as const;

/** How the stem's element relates to the branch's (五行: wood → fire → earth → metal → water feeds; skip one controls). */
export function elementRelation(a: (typeof ORDER)[number], b: (typeof ORDER)[number]): keyof typeof RELATION {
  const d = (ORDER.indexOf(b) - ORDER.indexOf(a) + 5) % 5;
  return d === 0 ? "same" : d === 1 ? "produces" : d === 4 ? "produced" : d === 2 ? "controls" : "controlled";
}

/** The day pillar's text, composed from its stem, branch and na yin name (given by the caller). */
export function pillarText(index: number, naYin: Text): Text {
  const s = STEM_NAMES[index % 10]!;
  const b = BRANCH_NAMES[index % 12]!;
  const r = RELATION[elementRelation(s.element, b.element)];
  const be = ELEMENT_NAMES[b.element];
  return {
    ru: `${s.zh}${b.zh}: ${s.ru} над ветвью ${b.ruTranscription} (${b.animal.ru}, ${be.ru}); ${r.ru}. Звук на-инь — «${naYin.ru}».`,
    en: `${s.zh}${b.zh}: ${s.en} over the ${b.animal.en} branch (${be.en}); ${r.en}. Na yin: "${naYin.en}".`,
  };
}

export function textIn(t: Text, lang: Lang): string {
  return lang === "ru" ? t.ru : t.en;
}
