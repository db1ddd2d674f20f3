/**
 * Texts of the Bazi reading on the result page: the day master's portraits, what its strength means, the
 * favourable elements in practice, the balance of elements, the ten gods in their pillars, the relations between
 * pillars, the structure, the climate, luck and the year. Written from the domain (docs/bazi-day-master.md,
 * docs/bazi-relations.md), not translated word for word; the school is named where a judgement is made.
 *
 * Markup: `[[id|label]]` marks a term of the glossary (packages/i18n/src/glossary.ts ids); the page turns it into
 * a button that opens the term's short explanation. `{name}` placeholders are filled by the reading's builder.
 */
import type {
  Element,
  Favourable,
  InteractionKind,
  NatalStarKey,
  PillarPosition,
  StructureKey,
  TenGodKey,
} from "@bazi/almanac";
import type { Lang } from "./index.ts";

type Position = PillarPosition;
type TenGod = TenGodKey;
type Kind = InteractionKind;
type Rule = Favourable["rule"];
type Structure = StructureKey;

export interface ReadingTexts {
  title: string;
  school: string;
  headings: {
    portrait: string;
    strength: string;
    favourable: string;
    balance: string;
    gods: string;
    interactions: string;
    timing: string;
    hourUnknown: string;
    stars: string;
    naYin: string;
  };
  /** The day master by stem (甲 … 癸): its image and its portrait. */
  stems: readonly { image: string; text: string }[];
  portraitLead: string;
  strength: Record<"strong" | "balanced" | "weak" | "follow" | "dominant", string>;
  strengthFactors: string;
  commands: string;
  notCommands: string;
  rooted: string;
  unrooted: string;
  favourableLead: string;
  rules: Record<Rule, string>;
  practice: string;
  elements: Record<Element, { colours: string; direction: string; season: string; work: string }>;
  unfavourable: string;
  climate: Record<"warmth" | "moisture", string>;
  balanceMany: string;
  balanceNone: string;
  balanceFew: string;
  balanceEven: string;
  excess: Record<Element, string>;
  lack: Record<Element, string>;
  godMeaning: Record<TenGod, string>;
  positionArea: Record<Position, string>;
  godInPillar: string;
  godInSeat: string;
  structure: string;
  structures: Record<Structure, string>;
  noStructure: string;
  interactionsNone: string;
  interaction: Record<Kind, string>;
  transforms: string;
  binds: string;
  /** {age}: `plural(lang, "age.since", years)`, «с 41 года» / "from age 41". */
  luckNow: string;
  /** {age}: `plural(lang, "age.at", years)`, «в 41 год» / "at age 41". */
  luckBefore: string;
  luckNone: string;
  luckMeets: string;
  /** A symbolic star standing in one pillar, or in several ({pillars}: their names in a list). */
  starIn: string;
  starInMany: string;
  /** The pillars as the star sentences name them (ru: genitive). */
  starPillar: Record<Position, string>;
  /** What each natal symbolic star brings (in the reading and on the star's card under the chart). */
  starMeaning: Record<NatalStarKey, string>;
  /**
   * The result's explanations under its headings, sent with the reading (so the page's script carries none of this
   * prose): the two calculation conventions, the annual pillars ({from}–{to}: the years shown), the symbolic stars,
   * the conception pillar, the life palace (and its absence without the hour), the compatibility link.
   */
  notes: Record<
    "zi" | "basis" | "annual" | "stars" | "conception" | "lifePalace" | "lifePalaceNone" | "compare",
    string
  >;
  /** The year pillar's Na Yin: its image ({name}, {zh}, {element}) and meaning, then its place in a Ziping reading. */
  naYinYear: string;
  naYinNote: string;
  /** What each of the thirty Na Yin images says, by its characters. */
  naYin: Record<string, string>;
  yearNow: string;
  yearMeets: string;
  turningPoints: string;
  turningPoint: string;
  hourUnknown: string;
  hourChanges: string;
  hourSame: string;
  /** Short names of the places a relation joins. */
  pillarWords: Record<Position | "luck" | "annual", string>;
}

const ru: ReadingTexts = {
  title: "Что говорит карта",
  school:
    "Чтение по школе Цзыпин (子平): сила Хозяина Дня по взвешенному счёту, полезные элементы по правилу «поддержать слабого, сдержать сильного» (扶抑), структура по «Цзыпин чжэньцюань» (子平真诠), сезонная поправка по «Цюнтун баоцзянь» (穷通宝鉴).",
  headings: {
    portrait: "Хозяин Дня",
    strength: "Сила Хозяина Дня",
    favourable: "Полезные и неблагоприятные элементы",
    balance: "Баланс стихий",
    gods: "Десять божеств по столпам",
    interactions: "Связи между столпами",
    timing: "Удача сейчас и поворотные даты",
    hourUnknown: "Если бы час был известен",
    stars: "Символические звёзды в карте",
    naYin: "Звук года (на-инь)",
  },
  stems: [
    {
      image: "высокое дерево",
      text: "Прямой и упорный человек, который растёт вверх и тянет за собой других. Любит начинать и вести, держит слово, плохо гнётся: под давлением скорее сломается, чем уступит. Сила — надёжность и принципы, слабость — упрямство.",
    },
    {
      image: "трава и лиана",
      text: "Гибкий и живучий: не ломает препятствия, а обходит их. Тонко чувствует людей, умеет договориться и найти опору. Сила — приспособляемость и дипломатия, слабость — зависимость от чужой поддержки.",
    },
    {
      image: "солнце",
      text: "Открытый, щедрый, заметный: светит всем сразу. Заряжает окружающих, любит быть на виду, говорит прямо. Сила — тепло и воодушевление, слабость — горячность и нетерпение к мелочам.",
    },
    {
      image: "пламя свечи",
      text: "Тёплый свет в темноте: освещает близких, а не всех подряд. Вдумчивый, внимательный, упорный в своём деле. Сила — забота и проницательность, слабость — тревожность и обидчивость.",
    },
    {
      image: "гора",
      text: "Устойчивый, надёжный, неторопливый. На него опираются и ему доверяют; сдвинуть его трудно — и с места, и с мнения. Сила — верность и выдержка, слабость — медлительность и замкнутость.",
    },
    {
      image: "плодородная почва",
      text: "Питает и выращивает: заботливый, практичный, умелый. Принимает чужие нужды и превращает их в результат. Сила — терпение и хозяйственность, слабость — привычка копить сомнения и обиды.",
    },
    {
      image: "руда и клинок",
      text: "Решительный и прямой, с острым чувством справедливости. Любит действовать, а не обсуждать, и закаляется в трудностях. Сила — смелость и верность слову, слабость — резкость.",
    },
    {
      image: "драгоценный камень",
      text: "Изящный и требовательный к себе и миру, ценит качество и признание. Острый ум, хороший вкус, ранимое самолюбие. Сила — точность и вкус, слабость — болезненное отношение к критике.",
    },
    {
      image: "океан и большая река",
      text: "Широкий, подвижный, любопытный: ищет простор и новое. Быстро схватывает, легко меняет направление и увлекает других. Сила — ум и размах замыслов, слабость — непостоянство.",
    },
    {
      image: "дождь и роса",
      text: "Тихий, наблюдательный, с богатым воображением. Проникает туда, куда силой не пройти, и питает других незаметно. Сила — интуиция и мягкая настойчивость, слабость — уход в себя.",
    },
  ],
  portraitLead: "Вы — {stem}: {image}.",
  strength: {
    strong:
      "Хозяин Дня силён: в карте больше того, что его поддерживает, чем того, что забирает силы. Такой человек полагается на себя, выдерживает нагрузку и сам выбирает путь. Ему на пользу то, что даёт силе выход: дело, ответственность, отдача. Вредит избыток того же самого: упрямство, соперничество, застой.",
    balanced:
      "Хозяин Дня уравновешен: поддержки и нагрузки в карте почти поровну. Это удобное положение: человеку подходит многое, а полезные элементы ниже — лёгкое предпочтение, а не строгое правило.",
    weak: "Хозяин Дня слаб: вокруг больше того, что забирает силы, чем того, что их даёт. Это не недостаток: такой человек чуток к обстоятельствам и лучше всего раскрывается при поддержке — учёбы, наставника, команды, надёжного тыла. Вредят ему перегрузка и борьба в одиночку.",
    follow:
      "Карта «следующая» ([[strength|从]]): у Хозяина Дня почти нет опоры среди сильной чужой стихии. По «Ди тянь суй» (滴天髓) такому человеку лучше идти вместе с обстоятельствами, а не против них; полезна преобладающая стихия.",
    dominant:
      "Карта одной стихии ([[strength|专旺]]): почти всё в ней — стихия Хозяина Дня. Полезно то, что продолжает эту стихию, вредно то, что ей перечит.",
  },
  strengthFactors:
    "Оценка: {score} из 100 (сильный — от 55, слабый — до 45). Месяц рождения {month}, [[season|сезон]] «{state}»: {commands}. {roots}",
  commands: "сезон на стороне Хозяина Дня (得令)",
  notCommands: "сезон не на его стороне (失令)",
  rooted: "[[roots|Корни]] в скрытых стволах ветвей: {roots}.",
  unrooted: "Своих [[roots|корней]] в ветвях нет.",
  favourableLead:
    "[[favourable|Полезный элемент]] (用神) — {useful}, благоприятный (喜神) — {helpful}. Почему: {rule}.",
  rules: {
    weakAgainstPower:
      "на слабого Хозяина Дня давит Власть (官杀), а Ресурс превращает это давление в поддержку (杀印相生)",
    weakAgainstOutput:
      "слабого Хозяина Дня истощает Самовыражение (食伤), Ресурс сдерживает его и возвращает силы (印制食伤)",
    weakAgainstWealth:
      "слабому Хозяину Дня трудно удержать Богатство (财), Соратники разделяют с ним эту ношу (比劫帮身)",
    strongByResource: "сильного Хозяина Дня перекармливает Ресурс, а Богатство его сдерживает (财破印)",
    strongByCompanions: "сильного Хозяина Дня подпирают Соратники, а Власть их упорядочивает (官杀制比劫)",
    strongByCompanionsNoPower:
      "у сильного Хозяина Дня много Соратников и нет Власти, силе нужен выход — Самовыражение (食伤泄秀)",
    follow: "следующей карте полезна преобладающая стихия и та, что идёт за ней",
    dominant: "карте одной стихии полезна она сама и то, что её питает",
  },
  practice:
    "{element} на практике: цвета — {colours}; сторона света — {direction}; время года — {season}; занятия — {work}.",
  elements: {
    wood: {
      colours: "зелёный, бирюзовый",
      direction: "восток",
      season: "весна",
      work: "образование и книги, медицина и травы, сад и растения, дерево и ткани, всё, что растит людей",
    },
    fire: {
      colours: "красный, оранжевый, розовый, фиолетовый",
      direction: "юг",
      season: "лето",
      work: "медиа и реклама, сцена и выступления, кулинария, красота, свет, энергетика, электроника",
    },
    earth: {
      colours: "жёлтый, бежевый, коричневый",
      direction: "центр, северо-восток и юго-запад",
      season: "конец каждого сезона",
      work: "недвижимость и строительство, земля и сельское хозяйство, управление, страхование, посредничество",
    },
    metal: {
      colours: "белый, серебристый, золотистый, серый",
      direction: "запад",
      season: "осень",
      work: "финансы, техника и инженерия, инструменты и металл, право, служба и охрана, точные науки",
    },
    water: {
      colours: "чёрный, тёмно-синий, синий",
      direction: "север",
      season: "зима",
      work: "торговля и логистика, транспорт и путешествия, связь, консалтинг, исследования, напитки",
    },
  },
  unfavourable:
    "Неблагоприятны {first} и {second} (忌神): в годы и столпы удачи, где их много, нагрузка растёт, а решения стоит взвешивать. {neutral} — нейтральный элемент.",
  climate: {
    warmth:
      "Рождение в холодный сезон: по «Цюнтун баоцзянь» (穷通宝鉴) карте нужно [[climate|тепло]], и Огонь полезен ей и помимо расчёта выше.",
    moisture:
      "Рождение в жаркий сезон: по «Цюнтун баоцзянь» (穷通宝鉴) карте нужна [[climate|влага]], и Вода полезна ей и помимо расчёта выше.",
  },
  balanceMany: "Преобладает {element} ({share}%): {text}.",
  balanceNone: "Стихии «{element}» в карте нет: {text}.",
  balanceFew: "Стихии «{element}» мало ({share}%): {text}.",
  balanceEven: "Стихии распределены ровно: ни одна не давит на другие и ни одной не недостаёт.",
  excess: {
    wood: "много роста и замыслов, но легко разбросаться и упереться",
    fire: "много энергии и чувств, легко вспыхнуть и выгореть",
    earth: "много устойчивости, но и тяжести: есть риск застрять на месте",
    metal: "много воли и требовательности, возможна резкость",
    water: "много мыслей и перемен, трудно остановиться на одном",
  },
  lack: {
    wood: "гибкость и тягу к росту стоит развивать сознательно",
    fire: "радость, признание и тепло в отношениях приходится искать",
    earth: "опору и постоянство дают режим и привычки",
    metal: "решимости и умения отсекать лишнее нужно учиться",
    water: "отдыху, гибкости ума и умению ждать нужно учиться",
  },
  godMeaning: {
    friend: "равные рядом: братья и сёстры, друзья, коллеги; самостоятельность и опора на себя",
    robWealth: "конкуренты и партнёры; напор, азарт, готовность рисковать; деньги приходят и уходят",
    eatingGod: "спокойное самовыражение: талант, вкус к жизни, творчество, удовольствие от дела",
    hurtingOfficer: "яркое самовыражение: ум, красноречие, протест против правил, новаторство",
    indirectWealth: "деньги от сделок и случая, предпринимательство, щедрость, широкий круг знакомых",
    directWealth: "заработанные деньги, бережливость, трудолюбие; для мужчины — жена",
    sevenKillings: "давление и вызов: соперники, риск, власть силой; закаляет, если есть чем ответить",
    directOfficer: "порядок и статус: начальство, закон, репутация, дисциплина; для женщины — муж",
    indirectResource: "необычные знания: интуиция, изобретательность, тяга к уединённой мысли",
    directResource: "поддержка и учёба: мать, наставники, дипломы, защита, доброе имя",
  },
  positionArea: {
    year: "Столп года — род, детство и внешний круг",
    month: "Столп месяца — родители, юность, работа и среда",
    day: "Ветвь дня — дворец супруга: брак и самое близкое",
    hour: "Столп часа — дети, замыслы и вторая половина жизни",
  },
  godInPillar: "{area}. Здесь {god}: {meaning}.",
  godInSeat: "{area}. Здесь {god}: {meaning}.",
  structure: "[[structure|Структура карты]] (格局) — {name}: {text}",
  structures: {
    directOfficer: "путь через порядок, репутацию и признанное место в иерархии.",
    sevenKillings: "путь через вызов и давление: сила проявляется в борьбе и ответственности.",
    directWealth: "путь через труд, бережливость и то, что построено своими руками.",
    indirectWealth: "путь через сделки, связи и умение увидеть возможность.",
    directResource: "путь через знания, наставников и доброе имя.",
    indirectResource: "путь через необычное знание, ремесло или исследование.",
    eatingGod: "путь через талант и дело, которое приносит удовольствие.",
    hurtingOfficer: "путь через яркий ум, слово и смелость менять правила.",
    establishedProsperity: "опора на себя: человек строит жизнь сам, а не получает готовой.",
    monthBlade: "сильная воля и напор; важно направить их в дело, а не в соперничество.",
  },
  noStructure:
    "Стандартной [[structure|структуры]] (格局) нет: месяц рождения и Хозяин Дня одной стихии, и ничего из скрытых стволов месяца не проявлено.",
  interactionsNone:
    "Между столпами нет соединений и столкновений: сферы жизни не тянут друг друга в разные стороны.",
  interaction: {
    stemCombination: "сферы этих столпов тянутся друг к другу и держатся вместе",
    stemClash: "противоречие в замыслах и решениях этих сфер",
    sixCombination: "согласие и взаимная помощь этих сфер",
    threeHarmony: "стихия {element} собирается в силу и заметно окрашивает карту",
    halfHarmony: "тяготение к стихии {element}, без полной силы",
    directional: "сильный сбор стихии {element}",
    clash: "движение и перемены: переезды, споры, резкие повороты в этих сферах",
    punishment: "напряжение и уроки, которые повторяются, пока не усвоены",
    harm: "скрытые трения и недопонимание",
    break: "мелкие помехи, которые ломают планы",
  },
  transforms: "Соединение превращается в стихию {element}: она усиливается.",
  binds: "Без превращения: связь держит, но и сковывает.",
  luckNow: "Сейчас идёт [[luckPillars|столп удачи]] {pillar} (с {date}, {age}): {god} — {meaning}.",
  luckBefore: "Первый [[luckPillars|столп удачи]] начнётся {date} ({age}): {pillar}, {god} — {meaning}.",
  luckNone: "Для столпов удачи нужен пол: укажите его в форме.",
  luckMeets: "Как этот столп удачи встречается с картой:",
  starIn: "{star} — в столпе {pillars}. {meaning}",
  starInMany: "{star} — в столпах {pillars}. {meaning}",
  starPillar: { year: "года", month: "месяца", day: "дня", hour: "часа" },
  starMeaning: {
    nobleman: "Помощь влиятельных людей и покровителей, выход из трудных положений.",
    academic: "Ум и способность к учёбе, литературный и творческий дар.",
    prosperity: "Достаток и устойчивый доход, опора на собственные силы.",
    goatBlade: "Избыток силы и напора: решительность, но и риск ссор, споров и травм.",
    travellingHorse: "Движение и перемены: поездки, переезды, смена работы.",
    peachBlossom: "Обаяние и привлекательность, романтические отношения.",
    canopy: "Тяга к уединению, духовным практикам, искусству и метафизике.",
    robbery: "Риск внезапных потерь, давления и соперничества: нужна осторожность.",
    void: "Пустота: то, что приходится на эти ветви, ослаблено или не оправдывает ожиданий.",
  },
  notes: {
    zi: "Решает, к какому дню относится рождение между 23:00 и полуночью: от этого зависят столпы дня и часа.",
    basis:
      "Истинное солнечное время сдвигает время рождения по долготе места и времени года; у границы двухчасового периода это меняет столп часа, у границы сезона — столп месяца.",
    annual: "Столп каждого года начинается в Личунь (около 4 февраля); показаны {from}–{to} годы.",
    stars:
      "Каждая звезда указывает на земные ветви. Звезда проявлена в карте, если её ветвь стоит в одном из столпов; иначе она включается в годы и периоды удачи с этой ветвью.",
    conception: "Фоновый пятый столп: столп месяца, сдвинутый на один ствол и три ветви.",
    lifePalace: "По месяцу и часу рождения, метод «Саньмин тунхуэй» (三命通会).",
    lifePalaceNone: "Без часа рождения дворца жизни нет.",
    compare:
      "Сравните эту карту с картой партнёра, ребёнка или делового партнёра: как ладят Хозяева Дня, какие столпы соединяются и сталкиваются, чем стихии дополняют друг друга.",
  },
  naYinYear: "[[naYin|Звук]] столпа года — {name} ({zh}), стихия {element}: {meaning}",
  naYinNote:
    "По звуку года судили о человеке старые школы, до Цзыпин; в чтении по Цзыпин это образ и фон, а главные выводы дают Хозяин Дня и его сила.",
  naYin: {
    海中金: "ценность, которая лежит глубоко и видна не сразу; раскрывается с годами и при поддержке других.",
    炉中火: "жар, который плавит и куёт; ему нужны материал и дело, иначе он горит впустую.",
    大林木: "рост вместе с другими: сила в корнях, в семье и в окружении, а не в одиночку.",
    路旁土: "полезная рабочая почва, доступная всем: ценят за надёжность, а не за блеск.",
    剑锋金: "острота, решимость и прямота; нужны закалка и ясная цель.",
    山头火: "яркость, видная издалека, но открытая ветру: её легко раздуть и легко погасить.",
    涧下水: "чистая живая вода, которая пробивает путь между камнями: сила в постоянстве.",
    城头土: "защита и опора для многих: ответственность за тех, кто за стеной.",
    白蜡金: "мягкий блеск металла, ещё не принявшего форму: талант, которому нужна огранка.",
    杨柳木: "гибкость и изящество: гнётся, но не ломается, мягкая сила.",
    泉中水: "неиссякаемый запас сил и мыслей: скромно снаружи, глубоко внутри.",
    屋上土: "кров и защита: забота о доме и о своих.",
    霹雳火: "внезапная сила и вспышки, быстрые решения: мощь, которую нужно направлять.",
    松柏木: "стойкость в холод и в трудности, верность и долгий век.",
    长流水: "течёт далеко и без перерыва: терпение, постоянство, широкие связи.",
    沙中金: "ценность, которую нужно отмыть трудом: успех через усилие и отбор.",
    山下火: "тёплый свет у дома: сила не в размахе, а в тепле для близких.",
    平地木: "ровный рост на виду у всех и польза людям, без спешки.",
    壁上土: "опора, на которую опираются другие: надёжность и сдержанность.",
    金箔金: "тонкий блеск и вкус: красота, которой нужна прочная основа.",
    覆灯火: "свет в темноте, ум и учение: горит дольше, когда его берегут.",
    天河水: "дождь, который питает всё внизу: щедрость и влияние.",
    大驿土: "дороги и связи: через такого человека движутся люди и дела.",
    钗钏金: "изящество и отделка: ценность в мастерстве и в красоте.",
    桑柘木: "полезное дерево, которое кормит и одевает: трудолюбие и польза.",
    大溪水: "напор и движение, пробивная сила; ей нужны берега.",
    沙中土: "подвижная почва, которая ищет опору, зато легко принимает новую форму.",
    天上火: "свет для всех: открытость, щедрость, заметность.",
    石榴木: "много плодов к зрелости: богатство, которое приходит позже, и большая семья.",
    大海水: "простор и глубина, всё вмещает: широкий размах, но и непредсказуемость.",
  },
  yearNow: "[[annualPillars|Год]] {year} — {pillar}: {god} — {meaning}.",
  yearMeets: "Как этот год встречается с картой:",
  turningPoints: "Ближайшие поворотные даты:",
  turningPoint: "{date}: начнётся столп {pillar} ({god})",
  hourUnknown:
    "Час рождения неизвестен, поэтому столпа часа нет. Вывод о силе Хозяина Дня тот же для {sameVerdict} из 12 возможных часов, полезный элемент — для {sameUseful} из 12.",
  hourChanges: "Другой вывод дали бы часы: {list}.",
  hourSame: "Вывод о силе не зависит от часа.",
  pillarWords: {
    year: "год",
    month: "месяц",
    day: "день",
    hour: "час",
    luck: "столп удачи",
    annual: "этот год",
  },
};

const en: ReadingTexts = {
  title: "What the chart says",
  school:
    "Read by the Ziping school (子平): the day master's strength by a weighted count, favourable elements by supporting the weak and restraining the strong (扶抑), the structure by Zi Ping Zhen Quan (子平真诠), the seasonal correction by Qiong Tong Bao Jian (穷通宝鉴).",
  headings: {
    portrait: "Day Master",
    strength: "How strong the Day Master is",
    favourable: "Favourable and unfavourable elements",
    balance: "Balance of the elements",
    gods: "The ten gods in their pillars",
    interactions: "Relations between the pillars",
    timing: "Luck now and the turning points",
    hourUnknown: "If the hour were known",
    stars: "Symbolic stars in the chart",
    naYin: "The year's sound (Na Yin)",
  },
  stems: [
    {
      image: "a tall tree",
      text: "Straight and persistent, you grow upward and pull others along. You like to start things and lead, you keep your word, and you do not bend easily: under pressure you would rather break than give way. Strength: reliability and principle. Weakness: stubbornness.",
    },
    {
      image: "grass and vine",
      text: "Supple and resilient, you go around obstacles rather than through them. You read people well, negotiate, and find something to lean on. Strength: adaptability and tact. Weakness: depending on others' support.",
    },
    {
      image: "the sun",
      text: "Open, generous and hard to miss, you shine on everyone at once. You energise people, like to be seen and speak plainly. Strength: warmth and enthusiasm. Weakness: a quick temper and no patience for details.",
    },
    {
      image: "a candle flame",
      text: "A warm light in the dark, you light up the people close to you rather than the whole room. Thoughtful, attentive and tenacious in your work. Strength: care and insight. Weakness: worry and taking offence.",
    },
    {
      image: "a mountain",
      text: "Steady, dependable and unhurried. People lean on you and trust you; moving you, from a place or an opinion, is hard. Strength: loyalty and endurance. Weakness: slowness and reserve.",
    },
    {
      image: "fertile soil",
      text: "You nourish and grow things: caring, practical and capable. You take in other people's needs and turn them into results. Strength: patience and good management. Weakness: storing up doubts and grievances.",
    },
    {
      image: "ore and a blade",
      text: "Decisive and direct, with a keen sense of fairness. You would rather act than discuss, and hardship tempers you. Strength: courage and keeping your word. Weakness: bluntness.",
    },
    {
      image: "a jewel",
      text: "Refined and demanding of yourself and the world, you value quality and recognition. A sharp mind, good taste and a vulnerable pride. Strength: precision and taste. Weakness: sensitivity to criticism.",
    },
    {
      image: "the ocean and a great river",
      text: "Broad, restless and curious, you look for space and the new. You learn fast, change course easily and carry others with you. Strength: intellect and bold plans. Weakness: inconstancy.",
    },
    {
      image: "rain and dew",
      text: "Quiet, observant and imaginative. You reach where force cannot and nourish others without being noticed. Strength: intuition and gentle persistence. Weakness: withdrawing into yourself.",
    },
  ],
  portraitLead: "You are {stem}: {image}.",
  strength: {
    strong:
      "The Day Master is strong: the chart holds more that supports it than drains it. You rely on yourself, carry a heavy load and choose your own way. What gives that strength an outlet does you good: work, responsibility, giving. More of the same does harm: stubbornness, rivalry, standing still.",
    balanced:
      "The Day Master is balanced: support and load are nearly equal. It is a comfortable position: much suits you, and the favourable elements below are a mild preference rather than a rule.",
    weak: "The Day Master is weak: more around it drains it than feeds it. This is not a flaw: you are sensitive to circumstances and do best with backing, from study, a mentor, a team or a secure home. Overload and fighting alone do you harm.",
    follow:
      "A following chart ([[strength|从]]): the Day Master has almost no footing among a strong foreign element. Di Tian Sui (滴天髓) advises such a person to move with circumstances rather than against them; the dominant element is the favourable one.",
    dominant:
      "A chart of one element ([[strength|专旺]]): nearly all of it is the Day Master's own element. What continues that element helps; what opposes it harms.",
  },
  strengthFactors:
    "Score: {score} of 100 (strong from 55, weak at 45 or below). Born in the {month} month, [[season|seasonal state]] “{state}”: {commands}. {roots}",
  commands: "the season is on the Day Master's side (得令)",
  notCommands: "the season is not on its side (失令)",
  rooted: "[[roots|Roots]] in the branches' hidden stems: {roots}.",
  unrooted: "It has no [[roots|roots]] of its own in the branches.",
  favourableLead:
    "The [[favourable|useful element]] (用神) is {useful}, the helpful one (喜神) {helpful}. Why: {rule}.",
  rules: {
    weakAgainstPower:
      "Power (官杀) presses on a weak Day Master, and Resource turns that pressure into support (杀印相生)",
    weakAgainstOutput:
      "Output (食伤) exhausts a weak Day Master; Resource holds it back and restores strength (印制食伤)",
    weakAgainstWealth:
      "a weak Day Master struggles to hold Wealth (财); Companions share the load (比劫帮身)",
    strongByResource: "Resource overfeeds a strong Day Master, and Wealth keeps it in check (财破印)",
    strongByCompanions: "Companions prop up a strong Day Master, and Power puts them in order (官杀制比劫)",
    strongByCompanionsNoPower:
      "a strong Day Master has many Companions and no Power, so its strength needs an outlet: Output (食伤泄秀)",
    follow: "a following chart is helped by the dominant element and the one that follows it",
    dominant: "a chart of one element is helped by that element and what feeds it",
  },
  practice: "{element} in practice: colours {colours}; direction {direction}; season {season}; work {work}.",
  elements: {
    wood: {
      colours: "green and teal",
      direction: "east",
      season: "spring",
      work: "teaching and books, medicine and herbs, gardens and plants, timber and textiles, anything that helps people grow",
    },
    fire: {
      colours: "red, orange, pink and purple",
      direction: "south",
      season: "summer",
      work: "media and advertising, stage and public speaking, cooking, beauty, lighting, energy, electronics",
    },
    earth: {
      colours: "yellow, beige and brown",
      direction: "the centre, north-east and south-west",
      season: "the last weeks of every season",
      work: "property and construction, land and farming, management, insurance, brokerage",
    },
    metal: {
      colours: "white, silver, gold and grey",
      direction: "west",
      season: "autumn",
      work: "finance, engineering and machinery, tools and metals, law, the services and security, exact sciences",
    },
    water: {
      colours: "black, navy and blue",
      direction: "north",
      season: "winter",
      work: "trade and logistics, transport and travel, communications, consulting, research, drinks",
    },
  },
  unfavourable:
    "{first} and {second} are unfavourable (忌神): in years and luck pillars rich in them the load grows and decisions deserve a second look. {neutral} is neutral.",
  climate: {
    warmth:
      "Born in the cold season: by Qiong Tong Bao Jian (穷通宝鉴) the chart needs [[climate|warmth]], so Fire helps it whatever the count above says.",
    moisture:
      "Born in the hot season: by Qiong Tong Bao Jian (穷通宝鉴) the chart needs [[climate|moisture]], so Water helps it whatever the count above says.",
  },
  balanceMany: "{element} dominates ({share}%): {text}.",
  balanceNone: "There is no {element} in the chart: {text}.",
  balanceFew: "Little {element} ({share}%): {text}.",
  balanceEven: "The elements are evenly spread: none overwhelms the others and none is missing.",
  excess: {
    wood: "plenty of growth and plans, with a risk of scattering or digging in",
    fire: "plenty of energy and feeling, quick to flare up and burn out",
    earth: "plenty of stability, and heaviness too: a risk of getting stuck",
    metal: "plenty of will and exacting standards, sometimes harshness",
    water: "plenty of ideas and change, hard to settle on one thing",
  },
  lack: {
    wood: "flexibility and the urge to grow are worth cultivating on purpose",
    fire: "joy, recognition and warmth in relationships have to be sought",
    earth: "routine and habits give the footing that is missing",
    metal: "resolve and cutting out the unnecessary have to be learned",
    water: "rest, an open mind and the ability to wait have to be learned",
  },
  godMeaning: {
    friend: "equals close by: siblings, friends, colleagues; independence and self-reliance",
    robWealth: "rivals and partners; drive, daring, a taste for risk; money comes and goes",
    eatingGod: "easy self-expression: talent, enjoyment of life, creativity, pleasure in the work",
    hurtingOfficer: "brilliant self-expression: wit, eloquence, defiance of rules, innovation",
    indirectWealth: "money from deals and chance, enterprise, generosity, a wide circle",
    directWealth: "earned money, thrift, diligence; for a man, his wife",
    sevenKillings:
      "pressure and challenge: rivals, risk, power by force; it tempers you if you can answer it",
    directOfficer: "order and status: superiors, law, reputation, discipline; for a woman, her husband",
    indirectResource: "unusual knowledge: intuition, inventiveness, a taste for solitary thought",
    directResource: "support and learning: mother, mentors, degrees, protection, good name",
  },
  positionArea: {
    year: "The year pillar: family line, childhood and the wider circle",
    month: "The month pillar: parents, youth, work and surroundings",
    day: "The day branch, the spouse palace: marriage and the closest bond",
    hour: "The hour pillar: children, plans and the second half of life",
  },
  godInPillar: "{area}. Here stands {god}: {meaning}.",
  godInSeat: "{area}. Here stands {god}: {meaning}.",
  structure: "The chart's [[structure|structure]] (格局) is the {name}: {text}",
  structures: {
    directOfficer: "a path through order, reputation and a recognised place in the hierarchy.",
    sevenKillings: "a path through challenge and pressure: strength shows in struggle and responsibility.",
    directWealth: "a path through work, thrift and what you build with your own hands.",
    indirectWealth: "a path through deals, connections and an eye for opportunity.",
    directResource: "a path through learning, mentors and a good name.",
    indirectResource: "a path through unusual knowledge, a craft or research.",
    eatingGod: "a path through talent and work you enjoy.",
    hurtingOfficer: "a path through a brilliant mind, the spoken word and the nerve to change the rules.",
    establishedProsperity: "self-reliance: you build your life yourself rather than receive it ready-made.",
    monthBlade: "a strong will and drive; what matters is to aim them at the work, not at rivals.",
  },
  noStructure:
    "No standard [[structure|structure]] (格局) applies: the birth month and the Day Master share an element and none of the month's hidden stems shows.",
  interactionsNone:
    "No combinations or clashes between the pillars: the areas of life do not pull each other apart.",
  interaction: {
    stemCombination: "these areas are drawn to each other and hold together",
    stemClash: "a contradiction in the plans and decisions of these areas",
    sixCombination: "agreement and mutual help between these areas",
    threeHarmony: "{element} gathers into a force and colours the whole chart",
    halfHarmony: "a pull towards {element}, short of its full force",
    directional: "a strong gathering of {element}",
    clash: "movement and change: moves, disputes, sharp turns in these areas",
    punishment: "tension and lessons that repeat until they are learned",
    harm: "hidden friction and misunderstanding",
    break: "small obstacles that upset plans",
  },
  transforms: "The combination transforms into {element}, which grows stronger.",
  binds: "It does not transform: the bond holds, and also ties down.",
  luckNow: "You are in the [[luckPillars|luck pillar]] {pillar} (since {date}, {age}): {god}, {meaning}.",
  luckBefore: "The first [[luckPillars|luck pillar]] begins on {date} ({age}): {pillar}, {god}, {meaning}.",
  luckNone: "Luck pillars need the gender: add it in the form.",
  luckMeets: "How this luck pillar meets the chart:",
  starIn: "{star}, in the {pillars} pillar. {meaning}",
  starInMany: "{star}, in the {pillars} pillars. {meaning}",
  starPillar: { year: "year", month: "month", day: "day", hour: "hour" },
  starMeaning: {
    nobleman: "Help from influential people and patrons; a way out of difficult situations.",
    academic: "Intelligence and a gift for study, writing and creative work.",
    prosperity: "Sustenance and a steady income; relying on one's own strength.",
    goatBlade: "Excess strength and drive: decisiveness, but also a risk of quarrels, disputes and injuries.",
    travellingHorse: "Movement and change: travel, moves, changes of job.",
    peachBlossom: "Charm and attractiveness; romance.",
    canopy: "A pull towards solitude, spiritual practice, the arts and metaphysics.",
    robbery: "A risk of sudden losses, pressure and rivalry: caution is needed.",
    void: "Emptiness: what falls on these branches is weakened or falls short of expectations.",
  },
  notes: {
    zi: "Decides which day a birth between 23:00 and midnight belongs to; the day and hour pillars depend on it.",
    basis:
      "Apparent solar time shifts the birth time by the place's longitude and the time of year; near the edge of a double hour this changes the hour pillar, near a seasonal boundary the month pillar.",
    annual: "Each year's pillar begins at Lichun (around 4 February); the years {from}–{to} are shown.",
    stars:
      "Each star points to earthly branches. A star is present in the chart when one of its branches stands in a pillar; otherwise it comes into play in the years and luck periods with that branch.",
    conception: "A fifth, background pillar: the month pillar moved on by one stem and three branches.",
    lifePalace: "From the birth month and hour, by the method of San Ming Tong Hui (三命通会).",
    lifePalaceNone: "Without the birth hour there is no life palace.",
    compare:
      "Compare this chart with a partner's, a child's or a business partner's: how the two Day Masters get on, which pillars combine or clash, how the elements complement each other.",
  },
  naYinYear: "The year pillar's [[naYin|sound]] is {name} ({zh}), of the element {element}: {meaning}",
  naYinNote:
    "The older schools, before Ziping, judged a person by the year's sound; in a Ziping reading it is an image and a background, and the main conclusions come from the Day Master and its strength.",
  naYin: {
    海中金:
      "worth that lies deep and is not seen at once; it comes out with the years and with others' support.",
    炉中火: "heat that melts and forges; it needs material and a task, or it burns for nothing.",
    大林木:
      "growth together with others: strength in the roots, the family and the people around, not alone.",
    路旁土: "useful working ground open to all: valued for being reliable, not for shine.",
    剑锋金: "sharpness, resolve and directness; it needs tempering and a clear aim.",
    山头火: "brightness seen from afar but open to the wind: easily fanned, easily put out.",
    涧下水: "clear living water that cuts its way between stones: strength in persistence.",
    城头土: "protection and support for many: responsibility for those behind the wall.",
    白蜡金: "the soft gleam of metal not yet shaped: a gift that needs cutting and polishing.",
    杨柳木: "flexibility and grace: it bends without breaking, a gentle strength.",
    泉中水: "a spring that does not run dry: modest on the surface, deep within.",
    屋上土: "shelter and protection: care for the home and one's own.",
    霹雳火: "sudden force and flashes, quick decisions: power that needs direction.",
    松柏木: "endurance through cold and hardship, loyalty and a long life.",
    长流水: "flows far without a break: patience, constancy, wide connections.",
    沙中金: "worth that has to be washed out by work: success through effort and selection.",
    山下火: "a warm light by the house: strength not in reach but in warmth for those close.",
    平地木: "steady growth in plain view and use to others, without haste.",
    壁上土: "a support others lean on: reliability and restraint.",
    金箔金: "fine gleam and taste: beauty that needs a solid base.",
    覆灯火: "light in the dark, mind and learning: it burns longer when sheltered.",
    天河水: "rain that feeds everything below: generosity and influence.",
    大驿土: "roads and links: people and affairs move through such a person.",
    钗钏金: "finesse and finish: worth in craft and in beauty.",
    桑柘木: "a useful tree that feeds and clothes: hard work and usefulness.",
    大溪水: "drive and movement, the force to break through; it needs banks.",
    沙中土: "shifting ground that seeks support, but takes a new shape easily.",
    天上火: "light for everyone: openness, generosity, being seen.",
    石榴木: "many fruits at maturity: wealth that comes later, and a large family.",
    大海水: "space and depth that hold everything: wide scope, and unpredictability.",
  },
  yearNow: "The [[annualPillars|year]] {year} is {pillar}: {god}, {meaning}.",
  yearMeets: "How this year meets the chart:",
  turningPoints: "The next turning points:",
  turningPoint: "{date}: the {pillar} pillar begins ({god})",
  hourUnknown:
    "The birth hour is unknown, so there is no hour pillar. The verdict on the Day Master's strength holds for {sameVerdict} of the 12 possible hours, the useful element for {sameUseful} of 12.",
  hourChanges: "A different verdict would come from the hours: {list}.",
  hourSame: "The verdict on strength does not depend on the hour.",
  pillarWords: {
    year: "year",
    month: "month",
    day: "day",
    hour: "hour",
    luck: "luck pillar",
    annual: "this year",
  },
};

export const READING_TEXTS: Record<Lang, ReadingTexts> = { ru, en };

export { fillText } from "./fill.ts";
