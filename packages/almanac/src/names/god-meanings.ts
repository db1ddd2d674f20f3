/**
 * One-line meanings of the day's gods and killings (吉神 / 凶煞, indexed like `GODS` = tyme4ts `God.NAMES`), of
 * the general stars (`GENERAL_STAR_NAMES`) and of the twelve yellow/black path spirits, in Russian and English:
 * what the spirit is about and what the almanac favours or forbids on its day. They are our own words, written
 * after 協紀辨方書 (docs/domain.md S10: the 義例 chapters for what a spirit is, the 宜忌 chapter for what it
 * favours and forbids) and the Tong Shu's usage; where the tradition only says "good for X", so do we, and a
 * mark the treatise gives no rule of its own says so. The names are the project's (names/gods.ts, stars.ts).
 *
 * Aliases the treatise counts as one spirit (大时 and 大败, 天吏 and 致死, 月建 and 小时, the Four Taboo days
 * and the Eight Dragons …) have their own sentences that name the spirit they go with.
 */
import type { GeneralStarKey } from "../stars.ts";
import { SPIRIT_NAMES } from "./core.ts";
import type { Text } from "./descriptions.ts";
import type { Lang } from "./types.ts";

export interface GodMeaning extends Text {
  /** The god's characters, the same as `GODS[index].zh`. */
  zh: string;
}

// [zh, ru, en], in the order of GODS (tyme4ts God.NAMES): 0–59 auspicious, 60–150 inauspicious.
const ROWS: readonly (readonly [string, string, string])[] = [
  [
    "天恩",
    "День милости: хорош для добрых дел, помощи нуждающимся, прощения обид, наград и застолий.",
    "A day of grace: good for kindness, helping those in need, forgiving, rewards and feasts.",
  ],
  [
    "鸣吠",
    "Хороший день для погребения и для начала земляных работ под могилу.",
    "A good day for burial and for breaking ground for a grave.",
  ],
  [
    "母仓",
    "День, питающий запасы: хорош для получения денег, посадок, ухода за скотом и покупки животных.",
    "A day that feeds the stores: good for receiving money, planting, tending and buying livestock.",
  ],
  [
    "不将",
    "Главный свадебный знак альманаха: день благоприятен для бракосочетания.",
    "The almanac's chief wedding sign: the day is favourable for marriage.",
  ],
  [
    "四相",
    "Ствол дня в силе сезона: удачно для стройки, посадок, переезда, поездок, сватовства и торговли.",
    "The day stem thrives in the season: good for building, planting, moving, travel, courtship and trade.",
  ],
  [
    "鸣吠对",
    "Парный к «Крику и Лаю»: благоприятен для земляных работ у могилы и для перезахоронения.",
    "The counterpart of Crow and Bark: good for breaking ground at a grave and for reburial.",
  ],
  [
    "五合",
    "День согласия: хорош для застолий, сватовства и сделок, но не для больших торжеств.",
    "A day of accord: good for feasts, courtship and signing deals, though not for grand occasions.",
  ],
  [
    "三合",
    "Ветвь дня в тройственном союзе с ветвью месяца: хорош для свадеб, стройки, сделок и приёма гостей.",
    "The day's branch joins the month's in a triad: good for weddings, building, contracts and receptions.",
  ],
  [
    "除神",
    "Дух очищения: подходит для уборки, омовения, стрижки, ухода за собой и лечения.",
    "The spirit of clearing: suited to cleaning, bathing, haircuts, grooming and medical treatment.",
  ],
  [
    "月德",
    "Добродетель месяца, один из сильнейших добрых знаков: годится почти для любого дела, дурные знаки при ней слабеют.",
    "The month's virtue, among the strongest good signs: fit for nearly any affair, and bad stars weaken beside it.",
  ],
  [
    "月空",
    "Добрая пустота месяца: день для замыслов, планов и подачи прошений и заявлений.",
    "A favourable emptiness of the month: a day for making plans, proposing ideas and submitting petitions.",
  ],
  [
    "月德合",
    "Союзник Месячной Добродетели: день, когда «собираются все блага»; хорош почти для любого дела.",
    "The partner of Monthly Virtue, a day when all blessings gather: good for almost any affair.",
  ],
  [
    "月恩",
    "Месяц порождает ствол дня, как мать дитя: удачно для стройки, свадеб, переезда, обрядов и денег.",
    "The month gives birth to the day's stem, as a mother to a child: good for building, weddings, moving, rites and money.",
  ],
  [
    "时阴",
    "Тихая сила сезона: день для размышлений, расчётов и продуманных планов.",
    "The season's quiet force: a day for thinking things through, calculations and careful plans.",
  ],
  [
    "五富",
    "День достатка: хорош для открытия торговли, сделок, получения денег, посадок и скота.",
    "A day of plenty: good for opening trade, deals, receiving money, planting and livestock.",
  ],
  [
    "生气",
    "Пробуждение жизненной силы: хорош для начинаний и посадок; не рубят деревья, не охотятся и не ловят рыбу.",
    "Life force awakens: good for beginnings and planting; no felling trees, hunting or fishing.",
  ],
  [
    "金匮",
    "Дух Жёлтого пути: благоприятный день; народные альманахи связывают его с достатком и семейными делами.",
    "A Yellow Path spirit and a favourable day; folk almanacs link it with wealth and family matters.",
  ],
  [
    "相日",
    "День министра: благоприятен для вступления в должность, назначений и работы с людьми.",
    "A minister's day: favourable for taking up a post, appointments and dealing with the public.",
  ],
  [
    "阴德",
    "Тайная добродетель: время для незаметной помощи, милосердия и восстановления справедливости.",
    "Hidden virtue: a time for quiet help, mercy and putting injustice right.",
  ],
  [
    "六合",
    "Ветвь дня в союзе с ветвью месяца: удачно для свадеб, сделок, застолий, приёма людей в дом и похорон.",
    "The day's branch pairs with the month's: good for weddings, deals, feasts, taking people in and burial.",
  ],
  [
    "益后",
    "Дух потомства: день для молитв и обрядов о рождении детей и будущем рода.",
    "A spirit of offspring: a day for prayers and rites for children and the family's future.",
  ],
  [
    "青龙",
    "Первый дух Жёлтого пути: светлый, удачный день, который поддерживает добрые знаки.",
    "The first spirit of the Yellow Path: a bright, lucky day that strengthens the good signs.",
  ],
  [
    "续世",
    "Дух продолжения рода: благоприятен для молитв о детях, семейных обрядов и почитания предков.",
    "The spirit of family continuity: favourable for praying for children, family rites and honouring ancestors.",
  ],
  [
    "明堂",
    "Дух Жёлтого пути: ясный день, когда добрые начинания находят поддержку.",
    "A Yellow Path spirit: a clear day on which good undertakings find support.",
  ],
  [
    "王日",
    "День царя: удачен для руководства, назначений, наград, приёмов, поездок и шитья одежды.",
    "A king's day: good for leadership, appointments, rewards, receptions, journeys and tailoring.",
  ],
  [
    "要安",
    "Дух покоя: день, чтобы установить или освятить домашний алтарь.",
    "A spirit of peace: a day for setting up or consecrating a household shrine.",
  ],
  [
    "官日",
    "День чиновника: подходит для вступления в должность, получения звания и служебных дел.",
    "An official's day: suited to starting a post, receiving a title and official business.",
  ],
  [
    "吉期",
    "Удачный срок: хорош для назначений, деловых поездок и начала службы.",
    "A lucky term: good for appointments, business trips and starting in a post.",
  ],
  [
    "福德",
    "Малая добродетель счастья: благоприятна для поздравлений, праздников, застолий и ремонта дома.",
    "A small virtue of fortune: favourable for congratulations, celebrations, feasts and repairing the house.",
  ],
  [
    "六仪",
    "День порядка и церемоний: подходит для руководства и приёма людей.",
    "A day of order and ceremony: suited to leading others and receiving people.",
  ],
  [
    "金堂",
    "Золотой зал: день для ремонта и украшения храмов, часовен и домашних святынь.",
    "A golden hall: a day for repairing and adorning temples, chapels and household shrines.",
  ],
  [
    "宝光",
    "Драгоценный свет — так трактат называет Небесную Добродетель Жёлтого пути: благоприятный день, помогающий добрым делам.",
    "Precious Light, the treatise's name for the Yellow Path's Heavenly Virtue: a favourable day that helps good deeds.",
  ],
  [
    "民日",
    "День народа, для житейских дел: застолья, сватовство, переезд, торговля, посадки и скот.",
    "A people's day, for everyday affairs: feasts, courtship, moving house, trade, planting and livestock.",
  ],
  [
    "临日",
    "День надзора: хорош для подачи заявлений и исков, вступления в должность и руководства.",
    "An overseeing day: good for filing petitions and lawsuits, taking up a post and leading.",
  ],
  [
    "天马",
    "Небесный скакун: день для поездок, командировок и переезда.",
    "The sky horse: a day for journeys, sending envoys and moving house.",
  ],
  [
    "敬安",
    "Дух почтительного покоя: как и «Прочный Покой», день для установки домашней святыни.",
    "A spirit of reverent calm; like Secure Peace, a day for installing a household shrine.",
  ],
  [
    "普护",
    "Всеобщая защита: день для молитв, обрядов и просьб о благополучии.",
    "Protection for all: a day for prayers, rites and asking for blessings.",
  ],
  [
    "驿马",
    "Ямская лошадь: движение и дорога; удачно для поездок, переезда и смены места.",
    "The post horse: movement and the road; good for travel, moving house and a change of place.",
  ],
  [
    "天后",
    "Спутница Ямской Лошади: благоприятна для обращения к врачу и лечения.",
    "A companion of the Travelling Horse: favourable for seeing a doctor and treatment.",
  ],
  [
    "阳德",
    "Явная добродетель: день щедрости, помощи слабым, снисхождения и исправления несправедливости.",
    "Open virtue: a day for generosity, helping the weak, leniency and righting wrongs.",
  ],
  [
    "天喜",
    "Небесная радость: удачна для свадеб, сватовства, праздников, поздравлений и назначений.",
    "Heavenly joy: good for weddings, courtship, celebrations, congratulations and appointments.",
  ],
  [
    "天医",
    "Небесный лекарь: хороший день, чтобы обратиться к врачу, начать лечение и подобрать лекарства.",
    "The heavenly doctor: a good day to see a doctor, begin treatment and find the right medicine.",
  ],
  [
    "司命",
    "Дух Жёлтого пути, ведающий судьбой: благоприятный день для добрых дел и начинаний.",
    "The Yellow Path spirit that governs fate: a favourable day for good deeds and beginnings.",
  ],
  [
    "圣心",
    "Сердце мудреца: день для молитв, обрядов и просьб о милости.",
    "The sage's heart: a day for prayer, rites and asking for favour.",
  ],
  [
    "玉宇",
    "Нефритовый дворец: как и Золотой Зал, благоприятен для ремонта храмов и святилищ.",
    "The jade palace: like the Golden Hall, favourable for repairing temples and shrines.",
  ],
  [
    "守日",
    "День стража: подходит для вступления в должность, охраны и защиты своих рубежей.",
    "A guardian's day: suited to taking up a post, guarding and defending one's borders.",
  ],
  [
    "时德",
    "Добродетель сезона, близкая к Четырём Министрам: удачна для праздников, поездок, стройки и торговли.",
    "The season's virtue, akin to the Four Ministers: good for celebrations, travel, building and trade.",
  ],
  [
    "解神",
    "Дух, развязывающий узлы: хорош для тяжб и прошений, избавления от бед, омовения и лечения.",
    "The spirit that unties knots: good for lawsuits and petitions, shedding troubles, bathing and treatment.",
  ],
  [
    "时阳",
    "Пробуждение ян в сезоне, спутник дня Открытия: благоприятен для начинаний, учёбы и стройки.",
    "The season's waking yang, companion of the Open day: favourable for beginnings, study and building.",
  ],
  [
    "天仓",
    "Небесная житница: удачно принимать людей в дом, получать деньги и покупать скот.",
    "The heavenly granary: good for taking people into the household, receiving money and buying livestock.",
  ],
  [
    "天巫",
    "Небесный шаман, спутник дня Наполнения: подходит для обрядов, молебнов и поминовения предков.",
    "The heavenly shaman, companion of the Full day: suited to rites, prayers and honouring ancestors.",
  ],
  [
    "玉堂",
    "Один из шести духов Жёлтого пути: день считается благоприятным для большинства дел.",
    "One of the six Yellow Path spirits: the day counts as favourable for most affairs.",
  ],
  [
    "福生",
    "Рождение счастья: день, чтобы просить о благополучии, молиться и совершать обряды.",
    "Fortune is born: a day to ask for blessings, pray and perform rites.",
  ],
  [
    "天德",
    "Добродетель Неба, главная из благих звёзд месяца: подходит почти для любого дела, кроме охоты и рыбалки.",
    "Heaven's virtue, chief of the month's good stars: fit for nearly everything except hunting and fishing.",
  ],
  [
    "天德合",
    "Союзник Небесной Добродетели, разделяет её силу: благоприятен для обрядов, свадеб, стройки и переезда.",
    "The partner of Heavenly Virtue shares its strength: favourable for rites, weddings, building and moving.",
  ],
  [
    "天愿",
    "Небесное желание, один из лучших дней: удачны свадьбы, торговля, стройка, переезд и погребение.",
    "Heaven's wish, one of the very best days: weddings, trade, building, moving and burial all go well.",
  ],
  [
    "天赦",
    "Небесное прощение, редкий день, когда Небо прощает вины: хорош почти для всего, особенно для примирения.",
    "Heaven's pardon, a rare day when faults are forgiven: good for almost everything, above all reconciliation.",
  ],
  [
    "天符",
    "Небесный талисман: редкий добрый знак в таблицах альманаха; своих правил в классическом трактате у него нет.",
    "Heaven's talisman: a rare good mark in the almanac's tables; the classical treatise gives it no rules of its own.",
  ],
  [
    "阴神",
    "Дух инь: редкий знак альманаха, отнесённый к добрым; особых советов, что делать, у него нет.",
    "The yin spirit: a rare almanac mark counted among the good ones; it carries no particular advice.",
  ],
  [
    "解除",
    "Избавление: редкий добрый знак; по смыслу имени это день очищения и расставания со старым.",
    "Release: a rare good mark; as its name says, a day of cleansing and parting with the old.",
  ],
  [
    "五虚",
    "Пустота сезона: плохой день, чтобы открывать склады, выдавать товар и деньги, давать в долг.",
    "The season's emptiness: a poor day for opening stores, paying out goods or money, and lending.",
  ],
  [
    "五离",
    "Противоположность Пяти Соединений: не время для праздников, застолий, сватовства и сделок.",
    "The opposite of the Five Harmonies: no time for celebrations, feasts, courtship or deals.",
  ],
  [
    "重日",
    "Двойной день: случившееся может повториться, поэтому в него не хоронят; радостным делам он не мешает.",
    "A double day: what happens may repeat, so no burials are held; joyful affairs are not affected.",
  ],
  [
    "复日",
    "Повторный день: избегают похорон и раскопок могил, чтобы горе не повторилось; хорош для шитья.",
    "A repeating day: burials and opening graves are avoided lest grief repeat; good for tailoring.",
  ],
  [
    "血支",
    "Кровавая ветвь: не делают уколов, акупунктуры и кровопускания.",
    "The blood branch: no injections, acupuncture or bloodletting.",
  ],
  [
    "天贼",
    "Небесный вор: остерегаются дальних поездок, открытия складов и выдачи денег и товара.",
    "The heavenly thief: beware of long journeys, opening stores and paying out money or goods.",
  ],
  [
    "土符",
    "Земля под запретом: не копают, не строят, не роют колодцы и не сажают растения.",
    "The earth is not to be disturbed: no digging, building, well-sinking or planting.",
  ],
  [
    "游祸",
    "Блуждающая беда: не начинают лечение и новые лекарства, не служат молебнов о благополучии и детях.",
    "A roaming calamity: no starting treatment or new medicine, and no prayers for blessings or children.",
  ],
  [
    "白虎",
    "Дух Чёрного пути, связанный с травмами и кровью: большие дела и похороны в такой день не начинают.",
    "A Black Path spirit linked with injury and bloodshed: big undertakings and burials are not started on it.",
  ],
  [
    "小耗",
    "Малая потеря: не лучший день для торговли, сделок, вложения денег и работы со складом.",
    "A minor loss: not the day for trade, deals, investing money or work with stores.",
  ],
  [
    "致死",
    "Другое имя Небесного Пристава: «мёртвая» точка месяца, неудачная для начинаний, свадеб и лечения.",
    "Another name for the Heavenly Bailiff: the month's dead point, poor for beginnings, weddings and treatment.",
  ],
  [
    "河魁",
    "Речной вожак, парный Рукояти Ковша: такой же свирепый дух месяца; похорон и важных дел не начинают.",
    "The river chief, twin of the Dipper Handle: an equally fierce month spirit; no burials or important affairs begin.",
  ],
  [
    "劫煞",
    "Грабёж, один из трёх убийц месяца: почти все дела под запретом — свадьбы, стройка, торговля, поездки, лечение.",
    "Robbery, one of the month's three sha: nearly all affairs are barred — weddings, building, trade, travel, treatment.",
  ],
  [
    "月煞",
    "Последний из трёх убийц месяца: как и Грабёж, запрещает почти все начинания, включая торговлю и запасы.",
    "The last of the month's three sha: like Robbery it bars nearly all undertakings, storage and trade included.",
  ],
  [
    "月建",
    "Ветвь самого месяца, его хозяин: не копают, не строят, не рубят деревья, не хоронят и не начинают лечение.",
    "The month's own branch, its master: no digging, building, felling trees, burial or starting treatment.",
  ],
  [
    "往亡",
    "«Ушедший не вернётся»: не отправляются в путь, не переезжают, не женятся, не вступают в должность и не лечатся.",
    "Gone and not returning: no setting out, moving house, marrying, taking up a post or seeking a cure.",
  ],
  [
    "大时",
    "Великое время, точка упадка месяца: не начинают свадеб, переездов, стройки, торговли и лечения.",
    "The great time, the month's point of decline: no starting weddings, moves, building, trade or treatment.",
  ],
  [
    "大败",
    "Другое имя Великого Времени, «день разгрома»: не идут в бой и не начинают важных дел.",
    "Another name for the Great Time, a day of rout: no going into battle and no important beginnings.",
  ],
  [
    "咸池",
    "Персиковый цветок месяца, спутник Великого Времени: не ловят рыбу, не плавают на лодках и не играют свадеб.",
    "The month's peach blossom, companion of the Great Time: no fishing, boat trips or weddings.",
  ],
  [
    "厌对",
    "Напротив Отвращения Месяца: день, неудачный для свадьбы.",
    "Opposite the Month Loathing: an unlucky day for a wedding.",
  ],
  [
    "招摇",
    "Манящая звезда, спутница Встречного Отвращения: опасна вода — не ловят рыбу и не плавают на лодках.",
    "The beckoning star, companion of the Opposite Loathing: water is risky, so no fishing or boat trips.",
  ],
  [
    "九坎",
    "Девять ям: не плавают по воде, не ловят рыбу, не заделывают стены, норы и ямы.",
    "Nine pits: no sailing or fishing, no patching walls or filling holes.",
  ],
  [
    "九焦",
    "Девять ожогов: не плавят и не льют металл, не сажают растения и не разбивают сады.",
    "Nine scorchings: no smelting or casting metal, planting or laying out gardens.",
  ],
  [
    "天罡",
    "Рукоять Ковша, свирепый дух месяца, обычно в день Выравнивания или Собирания: избегают похорон и больших начинаний.",
    "The Dipper's handle, a fierce month spirit, usually on a Balance or Receive day: burials and big beginnings are avoided.",
  ],
  [
    "死神",
    "Дух смерти, спутник дня Выравнивания: не начинают лечение, не сажают, не берут в дом людей и скот.",
    "The death spirit, companion of the Balance day: no starting treatment, planting, or taking in people or livestock.",
  ],
  [
    "月害",
    "Ветвь дня вредит ветви месяца: не время для свадеб, сделок, торговли, застолий, лечения и похорон.",
    "The day's branch harms the month's: no time for weddings, deals, trade, feasts, treatment or burial.",
  ],
  [
    "死气",
    "Мёртвая ци, угасание силы месяца: не начинают лечение, не сажают и не обустраивают жильё.",
    "Dead qi, the month's force ebbing: no starting treatment, planting or fitting out a home.",
  ],
  [
    "月破",
    "Месяц разбит: один из самых тяжёлых знаков; ничего важного не начинают, годится лишь снос старого.",
    "The month is broken: one of the gravest signs; nothing important is begun, only pulling down the old.",
  ],
  [
    "大耗",
    "Большая потеря, спутник Разрушителя Месяца: не торгуют, не подписывают сделок и не вкладывают деньги.",
    "Great loss, companion of the Month Breaker: no trading, signing deals or investing money.",
  ],
  [
    "天牢",
    "Дух Чёрного пути, образ заточения: день связывают с задержками и помехами, большие дела откладывают.",
    "A Black Path spirit, an image of confinement: linked with delays and hindrances; big affairs are put off.",
  ],
  [
    "元武",
    "Дух Чёрного пути, связанный с кражами и обманом: берегут имущество и не спешат с важными делами.",
    "A Black Path spirit linked with theft and deceit: guard your property and do not rush important affairs.",
  ],
  [
    "月厌",
    "Отвращение месяца, его тёмный двойник: особенно неудачно для свадеб, переездов, поездок и возвращения домой.",
    "The month's loathing, its dark twin: especially bad for weddings, moving house, travel and returning home.",
  ],
  [
    "月虚",
    "Опустошение месяца, спутник Убийства Месяца: не открывают склады и не выдают товары и деньги.",
    "The month's emptiness, companion of the Month Sha: no opening stores or paying out goods and money.",
  ],
  [
    "归忌",
    "Запрет возвращения: не возвращаются домой издалека, не переезжают и не привозят невесту в дом.",
    "The homecoming taboo: no returning home from afar, moving house or bringing a bride home.",
  ],
  [
    "小时",
    "Другое имя Установления Месяца: власть месяца, которую не тревожат стройкой, раскопками и рубкой деревьев.",
    "Another name for the Month Establishment: the month's rule, not to be disturbed by building, digging or felling.",
  ],
  [
    "天刑",
    "Дух Чёрного пути, образ кары: день связывают с наказаниями и судебными неприятностями.",
    "A Black Path spirit, an image of punishment: the day is linked with penalties and legal trouble.",
  ],
  [
    "朱雀",
    "Дух Чёрного пути, связанный со ссорами, сплетнями и тяжбами: споров лучше не затевать.",
    "A Black Path spirit linked with quarrels, gossip and lawsuits: better not to start disputes.",
  ],
  [
    "九空",
    "Девять пустот: не открывают торговлю, не заключают сделок, не вкладывают деньги и не берут людей в дом.",
    "Nine voids: no opening trade, deals, investing money or taking new people into the household.",
  ],
  [
    "天吏",
    "Небесный пристав, «мёртвая» точка месяца: не начинают свадеб, стройки, торговли, поездок и лечения.",
    "The heavenly bailiff, where the month's force dies: no starting weddings, building, trade, journeys or treatment.",
  ],
  [
    "地火",
    "Подземный огонь, спутник Отвращения Месяца: не сажают растения и не разбивают садов и огородов.",
    "Fire under the earth, companion of the Month Loathing: no planting or laying out gardens and beds.",
  ],
  [
    "四击",
    "Четыре удара: день против военных дел — не выступают в поход и не набирают войско.",
    "Four strikes: a day against military affairs — no marching out or mustering troops.",
  ],
  [
    "大煞",
    "Великое убийство: как и Четыре Удара, запрещает военные походы, набор и смотр войск.",
    "A great killing: like the Four Strikes, it forbids campaigns and the mustering or drilling of troops.",
  ],
  [
    "勾陈",
    "Последний дух Чёрного пути, образ путаницы: дела затягиваются, важное лучше не начинать.",
    "The last Black Path spirit, an image of entanglement: affairs drag on; better not to begin important ones.",
  ],
  [
    "八专",
    "Восемь дней, когда ствол и ветвь «живут вместе без различия»: не женятся, не сватаются и не выступают в поход.",
    "Eight days when stem and branch dwell together without distinction: no marrying, matchmaking or marching to war.",
  ],
  [
    "灾煞",
    "Бедствие, самый опасный из трёх убийц месяца: почти все дела под запретом, особенно стройка и кровля.",
    "Calamity, the gravest of the month's three sha: almost every affair is barred, building and roofing above all.",
  ],
  [
    "天火",
    "Небесный огонь, спутник Бедствия: не кроют крыши и не накрывают постройки.",
    "Heavenly fire, companion of the Calamity Sha: no roofing or covering buildings.",
  ],
  [
    "血忌",
    "Запрет крови: избегают иглоукалывания, уколов и всего, что пускает кровь.",
    "The blood taboo: avoid acupuncture, injections and anything that draws blood.",
  ],
  [
    "土府",
    "Земной дворец, спутник Установления Месяца: землю не трогают — ни стройки, ни колодцев, ни посадок.",
    "The earth palace, companion of the Month Establishment: the ground is left alone — no building, wells or planting.",
  ],
  [
    "月刑",
    "Наказание месяца, ветвь дня ранит ветвь месяца: почти все дела под запретом, кроме обрядов и уборки.",
    "The month's punishment, the day's branch wounding the month's: nearly all affairs are barred except rites and cleaning.",
  ],
  [
    "触水龙",
    "Не тревожь водяного дракона: не ловят рыбу, не плавают и не переправляются через воду.",
    "Do not stir the water dragon: no fishing, sailing or crossing water.",
  ],
  [
    "地囊",
    "Земляной мешок: землю тревожить нельзя — никаких земляных работ, фундаментов, колодцев и посадок.",
    "The earth sack: the ground must not be disturbed — no earthworks, foundations, wells or planting.",
  ],
  [
    "八风",
    "Восемь ветров: опасна вода — откладывают плавание, переправы и рыбалку.",
    "Eight winds: water is dangerous, so sailing, crossings and fishing are put off.",
  ],
  [
    "四废",
    "Четыре упадка: ствол и ветвь дня бессильны в сезоне; ничего важного не начинают, годятся лишь обряды и уборка.",
    "Four wastes: the day's stem and branch are powerless in the season; nothing important is begun, only rites and cleaning.",
  ],
  [
    "四忌",
    "Четыре запрета: день «начала и конца», неудачный для свадьбы, сватовства, похорон и военных дел.",
    "Four taboos: a day of beginning and end, wrong for weddings, matchmaking, burial and war.",
  ],
  [
    "四穷",
    "Четыре истощения: кроме свадеб и похорон, избегают торговли, сделок и денежных дел.",
    "Four exhaustions: besides weddings and burials, avoid trade, deals and money matters.",
  ],
  [
    "五墓",
    "Пять могил, стихия дня «в гробнице»: не начинают поездок, свадеб, переездов, стройки, торговли и похорон.",
    "Five tombs, the day's element lying in its tomb: no starting journeys, weddings, moves, building, trade or burials.",
  ],
  [
    "阴错",
    "Ошибка инь, тёмная сторона месяца удвоена: избегают того же, что и при Отвращении Месяца, прежде всего свадеб.",
    "A yin error, the month's dark side doubled: avoid what the Month Loathing forbids, weddings above all.",
  ],
  [
    "四耗",
    "Четыре потери, ствол и ветвь отдыхают в сезоне: плохо для торговли, сделок, денег и военных дел.",
    "Four losses, stem and branch resting in the season: bad for trade, deals, money and military affairs.",
  ],
  [
    "阳错",
    "Ошибка ян, светлая сила месяца удвоена: избегают того же, что и при Установлении Месяца, — стройки, раскопок, свадеб.",
    "A yang error, the month's bright force doubled: avoid what the Month Establishment forbids — building, digging, weddings.",
  ],
  [
    "孤辰",
    "Одинокая звезда: инь и ян теснят друг друга; альманахи считают этот день плохим для свадьбы.",
    "The lonely star: yin and yang press on each other; almanacs hold it a poor day for a wedding.",
  ],
  [
    "小会",
    "Малая встреча инь и ян: силы месяца сходятся и спорят; альманах не советует никаких дел.",
    "A minor meeting of yin and yang: the month's forces meet and contend; the almanac advises no affairs at all.",
  ],
  [
    "大会",
    "Великая встреча инь и ян: даже с Месячной Добродетелью день не годится ни для каких дел.",
    "A great meeting of yin and yang: even with Monthly Virtue the day is fit for no affairs.",
  ],
  [
    "八龙",
    "Восемь драконов, весеннее имя дней Четырёх Запретов и Истощений: не женятся и не хоронят.",
    "Eight dragons, the spring name of the Four Taboo and Exhaustion days: no weddings or burials.",
  ],
  [
    "七鸟",
    "Семь птиц, летнее имя тех же дней «начала и конца»: свадьбы, похороны и походы откладывают.",
    "Seven birds, the summer name of the same days of beginning and end: weddings, burials and campaigns are put off.",
  ],
  [
    "九虎",
    "Девять тигров, осеннее имя дней Четырёх Запретов: неудачно для брака и погребения.",
    "Nine tigers, the autumn name of the Four Taboo days: unlucky for marriage and burial.",
  ],
  [
    "六蛇",
    "Шесть змей, зимнее имя дней Четырёх Запретов и Истощений: избегают свадеб, похорон и денежных дел.",
    "Six snakes, the winter name of the Four Taboo and Exhaustion days: avoid weddings, burials and money matters.",
  ],
  [
    "天狗",
    "Небесный пёс: в этот день не совершают жертвоприношений и поминальных обрядов.",
    "The heavenly dog: no offerings or memorial rites are held on this day.",
  ],
  [
    "行狠",
    "Жестокое деяние: день вражды инь и ян; альманахи не назначают на него свадеб.",
    "A ruthless deed: a day of strife between yin and yang; almanacs set no weddings on it.",
  ],
  [
    "了戾",
    "Строптивость: инь и ян упрямо противятся друг другу; для свадьбы и союзов день неудачен.",
    "Contrariness: yin and yang stubbornly resist each other; a poor day for weddings and unions.",
  ],
  [
    "岁薄",
    "Скудость года: силы месяца вот-вот сойдутся; избегают того же, что и при Отвращении Месяца.",
    "A lean year: the month's forces are about to meet; avoid what the Month Loathing forbids.",
  ],
  [
    "逐阵",
    "Разбитый строй: силы месяца начали расходиться, но ещё не разошлись; действуют запреты Отвращения Месяца.",
    "Routed ranks: the month's forces have begun to part but not yet parted; the Month Loathing's bans apply.",
  ],
  [
    "三丧",
    "Три траура: по народным альманахам в этот день не хоронят, чтобы за утратой не последовала новая.",
    "Three bereavements: folk almanacs hold no burials on it, lest another loss follow.",
  ],
  [
    "三阴",
    "Три инь: тёмные силы месяца сгущаются перед разрывом; день не годится ни для каких дел.",
    "Three yin: the month's dark forces gather before a break; the day suits no affairs.",
  ],
  [
    "阴道冲阳",
    "Путь инь сталкивается с ян: две силы месяца бьют друг в друга; никаких дел не начинают.",
    "The yin path strikes the yang: the month's two forces collide; no affairs are begun.",
  ],
  [
    "阴位",
    "Место инь: тёмная сила месяца занимает место светлой; альманах не советует никаких дел.",
    "The yin position: the month's dark force takes the bright one's place; the almanac advises no affairs.",
  ],
  [
    "阴阳交破",
    "Инь и ян разрывают друг друга: день, неподходящий ни для каких начинаний.",
    "Yin and yang tear at each other: a day unfit for any undertaking.",
  ],
  [
    "阴阳俱错",
    "Ошибаются и инь, и ян: даже Месячная Добродетель не спасает этот день, дел не начинают.",
    "Both yin and yang err: even Monthly Virtue cannot save the day, so nothing is begun.",
  ],
  [
    "阴阳击冲",
    "Удар и столкновение инь и ян: силы месяца сходятся лоб в лоб, день ни для чего не годится.",
    "Yin and yang strike and clash head-on: the month's forces collide, and the day is good for nothing.",
  ],
  [
    "鬼哭",
    "Плач духов: мрачный знак народных альманахов; для свадьбы день считают неудачным.",
    "Weeping ghosts: a gloomy sign of folk almanacs; the day is held unlucky for a wedding.",
  ],
  [
    "单阴",
    "Одиночная инь: инь без пары в день Малой Встречи; альманах не советует никаких дел.",
    "A single yin: yin without its partner on a Minor Meeting day; the almanac advises no affairs.",
  ],
  [
    "绝阴",
    "Пресечение инь, ступень глубже Одиночной Инь: день не годится ни для чего.",
    "Yin cut off, a step beyond Single Yin: the day is fit for nothing.",
  ],
  [
    "纯阳",
    "Чистый ян, без примеси инь, в день Малой Встречи: никаких дел не начинают.",
    "Pure yang, with no yin in it, on a Minor Meeting day: no affairs are begun.",
  ],
  [
    "阳错阴冲",
    "Ошибка ян и удар по инь: силы месяца бьют друг в друга; день не для начинаний.",
    "Yang errs and yin is struck: the month's forces collide; not a day for beginnings.",
  ],
  [
    "七符",
    "Семь талисманов: редкая отметка таблиц альманаха среди дурных знаков; своих правил в трактате у неё нет.",
    "Seven talismans: a rare mark among the bad signs in the almanac's tables; the treatise gives it no rules of its own.",
  ],
  [
    "成日",
    "Отметка дня Завершения, которую таблица альманаха в одном случае ставит среди дурных знаков; своего смысла у неё нет.",
    "A Success day mark that the almanac's table once lists among the bad signs; it has no meaning of its own.",
  ],
  [
    "孤阳",
    "Одинокий ян, без поддержки в день Малой Встречи: альманах не советует начинать дела.",
    "A lonely yang, unsupported on a Minor Meeting day: the almanac advises against any business.",
  ],
  [
    "绝阳",
    "Пресечение ян, следующая ступень после Одинокого Ян: день не подходит ни для каких дел.",
    "Yang cut off, the step after Lonely Yang: the day suits no affairs whatsoever.",
  ],
  [
    "纯阴",
    "Чистая инь, без примеси ян, в день Малой Встречи: новых дел не начинают.",
    "Pure yin, with no yang in it, on a Minor Meeting day: nothing new is started.",
  ],
  [
    "大退",
    "Великое отступление: редкий дурной знак народных альманахов; в классическом трактате правил для него нет.",
    "The great retreat: a rare bad sign of folk almanacs; the classical treatise gives no rules for it.",
  ],
  [
    "四离",
    "Канун равноденствия или солнцестояния, когда сезоны расходятся: важных дел не начинают.",
    "The eve of an equinox or solstice, when the seasons part: no important affairs are begun.",
  ],
  [
    "阳破阴冲",
    "Разрыв ян и удар по инь: светлая и тёмная силы месяца сталкиваются; дела откладывают.",
    "Yang broken, yin struck: the month's bright and dark forces collide; affairs are postponed.",
  ],
];

/** The meaning of each day god, indexed like `GODS` (tyme4ts `God.NAMES`). */
export const GOD_MEANINGS: readonly GodMeaning[] = Object.freeze(
  ROWS.map(([zh, ru, en]) => Object.freeze({ zh, ru, en })),
);

/** The meaning of each general star of a day (`GENERAL_STAR_NAMES`, docs/domain.md §6, §8). */
export const GENERAL_STAR_MEANINGS: Readonly<Record<GeneralStarKey, Text>> = Object.freeze({
  tianDe: {
    ru: "Главная благая звезда месяца: день годится почти для любого дела и повышает оценку дня.",
    en: "The month's chief good star: the day suits almost any affair, and the star raises the day's rating.",
  },
  tianDeHe: {
    ru: "Пара Небесной Добродетели по соединению стволов: почти та же сила, тоже повышает оценку дня.",
    en: "Heavenly Virtue's partner by stem combination: nearly the same strength, and it too raises the rating.",
  },
  yueDe: {
    ru: "Добродетель месяца по его тройственному союзу: благоприятна для обрядов, свадеб, стройки и переезда.",
    en: "The month's virtue, found from its triad: favourable for rites, weddings, building and moving.",
  },
  yueDeHe: {
    ru: "Пара Месячной Добродетели по соединению стволов: по старым книгам, в этот день собираются все блага.",
    en: "Monthly Virtue's partner by stem combination: the old books call it the day all blessings gather.",
  },
  tianShe: {
    ru: "Редкий день, раз-два за сезон, когда Небо прощает вины: один из лучших дней года.",
    en: "A rare day, once or twice a season, when Heaven forgives faults: one of the best days of the year.",
  },
  yiMa: {
    ru: "Ямская лошадь месяца: день движения, хорош для поездок, командировок и переезда.",
    en: "The month's post horse: a day of movement, good for trips, business travel and moving house.",
  },
  tianMa: {
    ru: "Небесная лошадь: ещё один знак дороги, удачный для путешествий и перемены места.",
    en: "The sky horse: another sign of the road, lucky for journeys and a change of place.",
  },
  yuePo: {
    ru: "Ветвь дня стоит напротив ветви месяца: самый тяжёлый знак дня, оценка не выше −2, крупных дел не начинают.",
    en: "The day's branch stands opposite the month's: the heaviest sign of a day, rated −2 at best; no major affair begins.",
  },
  suiPo: {
    ru: "Ветвь дня стоит напротив ветви года: день ломает год и не используется ни для каких важных дел.",
    en: "The day's branch stands opposite the year's: the day breaks the year and is used for no important affair.",
  },
  jieSha: {
    ru: "Первый из трёх убийц месяца: большинство начинаний, от свадьбы до стройки, лучше отложить.",
    en: "The first of the month's three sha: most undertakings, from weddings to building, are better postponed.",
  },
  zaiSha: {
    ru: "Стоит прямо напротив тройственного союза месяца: самый опасный из трёх убийц, почти все дела под запретом.",
    en: "It stands right opposite the month's triad: the most dangerous of the three sha, barring almost every affair.",
  },
  yueSha: {
    ru: "Третий из трёх убийц месяца: запрещает почти то же, что Грабёж, и вдобавок открывать склады.",
    en: "The third of the month's three sha: it bars nearly what Robbery does, and opening stores as well.",
  },
  wangWang: {
    ru: "Классический трактат запрещает в этот день отправляться в путь, переезжать, жениться и начинать лечение.",
    en: "The classical treatise forbids setting out, moving house, marrying and seeking a cure on this day.",
  },
  siLi: {
    ru: "День перед равноденствием или солнцестоянием: силы года расходятся, поэтому оценка дня не выше −2.",
    en: "The day before an equinox or solstice: the year's forces part, so the day is rated −2 at best.",
  },
  siJue: {
    ru: "Канун начала весны, лета, осени или зимы: старый сезон обрывается, поэтому оценка дня не выше −2.",
    en: "The eve of the start of spring, summer, autumn or winter: the old season ends; the rating is −2 at best.",
  },
  yangGongJi: {
    ru: "Один из тринадцати запретных дней Ян Гуна по лунному календарю: не строят, не играют свадеб и не открывают дел.",
    en: "One of Yang Gong's thirteen lunar taboo days: no building, weddings or opening of new business.",
  },
  yueJi: {
    ru: "5-е, 14-е и 23-е числа лунного месяца: не пускаются в дальнюю дорогу и по воде, большие дела откладывают.",
    en: "The 5th, 14th and 23rd of the lunar month: no long journeys or travel by water, and big affairs wait.",
  },
});

/**
 * The god whose meaning a yellow/black path spirit shares, by `SPIRIT_NAMES` index: the same characters, except
 * 玄武 (written 元武 in the god table) and the path's 天德, which the treatise calls 宝光 (the general 天德 is
 * another spirit).
 */
const PATH_SPIRIT_ALIASES: Readonly<Record<string, string>> = { 玄武: "元武", 天德: "宝光" };
export const PATH_SPIRIT_GODS: readonly number[] = Object.freeze(
  SPIRIT_NAMES.map((sp) => {
    const zh = PATH_SPIRIT_ALIASES[sp.zh] ?? sp.zh;
    const i = GOD_MEANINGS.findIndex((g) => g.zh === zh);
    if (i < 0) throw new Error(`no god meaning for the path spirit ${sp.zh}`);
    return i;
  }),
);

function pick(t: Text | undefined, what: string, lang: Lang): string {
  if (!t) throw new RangeError(`no meaning for ${what}`);
  return lang === "ru" ? t.ru : t.en;
}

/** The one-line meaning of the day god with this index (`GODS` / tyme4ts `God.NAMES`). */
export function godMeaning(index: number, lang: Lang): string {
  return pick(GOD_MEANINGS[index], `god ${index}`, lang);
}

/** The one-line meaning of a general star of the day. */
export function generalStarMeaning(key: GeneralStarKey, lang: Lang): string {
  return pick(GENERAL_STAR_MEANINGS[key], `star ${key}`, lang);
}

/** The one-line meaning of the yellow/black path spirit with this index (`SPIRIT_NAMES`, 青龙 = 0 … 勾陈 = 11). */
export function pathSpiritMeaning(index: number, lang: Lang): string {
  const god = PATH_SPIRIT_GODS[index];
  return pick(god === undefined ? undefined : GOD_MEANINGS[god], `path spirit ${index}`, lang);
}
