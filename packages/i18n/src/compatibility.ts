/**
 * Texts of the compatibility page /bazi/compare: the form, the verdict, the day masters, the relations across
 * the two charts, the exchange of elements, the stars and the trace of points. Written from the rules of
 * docs/bazi-compatibility.md (the Ziping school's matching of charts; the points are ours and the page says so).
 *
 * Markup as in reading.ts: `[[id|label]]` is a glossary term; `{a}` and `{b}` are the two people's labels.
 */
import type {
  CompatibilityKind,
  CompatibilityPoint,
  CompatibilityVerdict,
  ElementRelation,
} from "@bazi/almanac";
import type { Lang } from "./index.ts";

type Kind = CompatibilityKind;
type Reason = CompatibilityPoint["reason"];
type KeyKind = "sixCombination" | "halfHarmony" | "clash" | "punishment" | "harm" | "break";

export interface CompareTexts {
  metaTitle: string;
  description: string;
  title: string;
  lead: string;
  school: string;
  form: {
    title: string;
    kind: string;
    kinds: Record<Kind, string>;
    first: Record<Kind, string>;
    second: Record<Kind, string>;
    saved: string;
    typed: string;
    typedHint: string;
    submit: string;
    signInHint: string;
    chartMissing: string;
    errorsTitle: string;
  };
  /** How the two are called in the reading, by kind: nominative, genitive, dative (Russian needs the cases). */
  people: Record<Kind, Record<"a" | "b", { nom: string; gen: string; dat: string }>>;
  headings: { verdict: string; dayMasters: string; relations: string; elements: string; points: string };
  verdict: Record<CompatibilityVerdict, { title: string; text: string }>;
  score: string;
  relation: Record<ElementRelation, string>;
  godsEachOther: string;
  combine: string;
  clash: string;
  noKeyRelations: string;
  dayPair: Record<KeyKind, string>;
  yearPair: Record<KeyKind, string>;
  otherRelations: string;
  exchange: {
    favourable: string;
    unfavourable: string;
    neither: string;
    supplied: string;
    dayMasterGood: string;
    dayMasterBad: string;
    dayMasterNeutral: string;
  };
  stars: { spouse: string; spouseAbsent: string; child: string; childAbsent: string };
  points: { reason: string; side: string; value: string; both: string; total: string };
  reasons: Record<Reason, string>;
  caveat: string;
  pillarsOf: string;
  hourUnknown: string;
}

const ru: CompareTexts = {
  metaTitle: "Совместимость по Бацзы — сравнение двух карт",
  description:
    "Сравните две карты Бацзы: партнёра, ребёнка или делового партнёра. Хозяева Дня, связи между столпами, взаимная поддержка стихий и итог с расчётом по пунктам.",
  title: "Совместимость по Бацзы",
  lead: "Две карты рядом: как соотносятся Хозяева Дня, какие связи возникают между столпами двух людей и чем стихии одного помогают или мешают другому.",
  school:
    "Школа Цзы Пин (合婚, сопоставление карт по «Юань хай цзы пин» и «Сань мин тун хуэй»). Связи классические, баллы — наши: по ним видно, из чего сложился итог.",
  form: {
    title: "Кого сравниваем",
    kind: "Кем вам приходится второй человек",
    kinds: { partner: "Партнёр, супруг или супруга", child: "Ребёнок", business: "Деловой партнёр" },
    first: { partner: "Вы", child: "Родитель", business: "Вы" },
    second: { partner: "Партнёр", child: "Ребёнок", business: "Деловой партнёр" },
    saved: "Сохранённая карта",
    typed: "ввести данные рождения",
    typedHint: "Выберите сохранённую карту или заполните поля ниже.",
    submit: "Сравнить карты",
    signInHint: "Войдите, чтобы выбирать из сохранённых карт.",
    chartMissing: "Такой сохранённой карты нет: выберите другую или введите данные рождения",
    errorsTitle: "Проверьте данные",
  },
  people: {
    partner: {
      a: { nom: "вы", gen: "вас", dat: "вам" },
      b: { nom: "партнёр", gen: "партнёра", dat: "партнёру" },
    },
    child: {
      a: { nom: "родитель", gen: "родителя", dat: "родителю" },
      b: { nom: "ребёнок", gen: "ребёнка", dat: "ребёнку" },
    },
    business: {
      a: { nom: "вы", gen: "вас", dat: "вам" },
      b: { nom: "партнёр по делу", gen: "партнёра по делу", dat: "партнёру по делу" },
    },
  },
  headings: {
    verdict: "Итог",
    dayMasters: "Хозяева Дня",
    relations: "Связи между картами",
    elements: "Стихии друг для друга",
    points: "Как сложился итог",
  },
  verdict: {
    harmonious: {
      title: "Гармоничное сочетание",
      text: "Связей, которые соединяют и поддерживают, заметно больше, чем тех, что создают напряжение. Такие пары обычно легко находят общий ритм.",
    },
    mixed: {
      title: "Смешанное сочетание",
      text: "Поддержка и напряжение примерно уравновешены. Многое зависит от того, как оба обходятся с острыми местами, перечисленными ниже.",
    },
    challenging: {
      title: "Непростое сочетание",
      text: "Напряжённых связей больше, чем поддерживающих. Это не приговор: карты показывают, где двоим придётся договариваться осознанно.",
    },
  },
  score: "Сумма баллов: {score}.",
  relation: {
    same: "Оба Хозяина Дня — {ea}: двое понимают друг друга без слов, но и соперничают за одно и то же.",
    firstProduces:
      "{ea} питает, {eb} получает (цикл порождения): {aNom} — та сторона, что отдаёт и поддерживает, {bNom} — та, что принимает. Союз тёплый, если отдающий не истощается.",
    secondProduces:
      "{eb} питает, {ea} получает (цикл порождения): {bNom} — та сторона, что отдаёт и поддерживает, {aNom} — та, что принимает. Союз тёплый, если отдающий не истощается.",
    firstControls:
      "{ea} сдерживает, {eb} уступает (цикл контроля): {aNom} — та сторона, что задаёт рамки и направление, {bNom} — та, что их ощущает. Это держит союз в форме, пока контроль не становится давлением.",
    secondControls:
      "{eb} сдерживает, {ea} уступает (цикл контроля): {bNom} — та сторона, что задаёт рамки и направление, {aNom} — та, что их ощущает. Это держит союз в форме, пока контроль не становится давлением.",
  },
  godsEachOther: "Для {aGen} другой Хозяин Дня — {godB}; для {bGen} — {godA}.",
  combine:
    "Дневные небесные стволы образуют [[interaction-stemCombination|соединение]] ({chars}): классический знак притяжения, двое тянутся друг к другу.",
  clash:
    "Дневные небесные стволы [[interaction-stemClash|сталкиваются]] ({chars}): у двоих разные прямые стремления, решения придётся согласовывать.",
  noKeyRelations:
    "Между дневными и годовыми столпами нет ни соединений, ни столкновений: ключевые места карт спокойны друг к другу.",
  dayPair: {
    sixCombination:
      "Дневные ветви — дворцы супругов — образуют [[interaction-sixCombination|шестерное соединение]] ({chars}): близость и взаимное притяжение в быту.",
    halfHarmony:
      "Дневные ветви образуют [[interaction-halfHarmony|половину тройного союза]] ({chars}): общие цели и лёгкость совместных дел.",
    clash:
      "Дневные ветви — дворцы супругов — в [[interaction-clash|столкновении]] ({chars}): сильные чувства и перемены, но и споры о том, как жить вместе.",
    punishment:
      "Дневные ветви в [[interaction-punishment|наказании]] ({chars}): обидчивость и придирки, которые лучше проговаривать, чем копить.",
    harm: "Дневные ветви во [[interaction-harm|вреде]] ({chars}): мелкие недоразумения и скрытое недовольство.",
    break:
      "Дневные ветви в [[interaction-break|разрушении]] ({chars}): планы, которые легко расстроить; нужна договорённость о главном.",
  },
  yearPair: {
    sixCombination:
      "Годовые ветви образуют [[interaction-sixCombination|шестерное соединение]] ({chars}): семьи и окружение двоих легко находят общий язык.",
    halfHarmony:
      "Годовые ветви образуют [[interaction-halfHarmony|половину тройного союза]] ({chars}): знаки годов рождения дружественны.",
    clash:
      "Годовые ветви в [[interaction-clash|столкновении]] ({chars}): у семей и привычного круга разные взгляды.",
    punishment:
      "Годовые ветви в [[interaction-punishment|наказании]] ({chars}): трения с роднёй и окружением.",
    harm: "Годовые ветви во [[interaction-harm|вреде]] ({chars}): окружение двоих относится друг к другу настороженно.",
    break: "Годовые ветви в [[interaction-break|разрушении]] ({chars}).",
  },
  otherRelations: "Другие связи между столпами двух карт",
  exchange: {
    favourable: "Для {whoGen}: {share}% стихий другой карты — [[favourable|полезные]]. Вместе легче.",
    unfavourable:
      "Для {whoGen}: {share}% стихий другой карты — [[favourable|неблагоприятные]]. Вместе приходится беречь силы.",
    neither:
      "Для {whoGen}: стихии другой карты делятся между полезными ({fav}%) и неблагоприятными ({unfav}%) без явного перевеса.",
    supplied: "Многое из того, что помогает {whoDat}, есть у {otherGen}: {elements}.",
    dayMasterGood:
      "Для {whoGen} стихия другого Хозяина Дня ({element}) — {role}: само общение идёт на пользу.",
    dayMasterBad: "Для {whoGen} стихия другого Хозяина Дня ({element}) — {role}: общение требует сил.",
    dayMasterNeutral: "Для {whoGen} стихия другого Хозяина Дня ({element}) нейтральна.",
  },
  stars: {
    spouse:
      "Звезда супруга для {whoGen} — {element}, и другой Хозяин Дня именно этой стихии: классический знак пары.",
    spouseAbsent: "Звезда супруга для {whoGen} — {element}; другой Хозяин Дня иной стихии.",
    child:
      "Звезда детей в карте родителя — {element}, и Хозяин Дня ребёнка этой стихии: крепкая связь родителя и ребёнка.",
    childAbsent: "Звезда детей в карте родителя — {element}; Хозяин Дня ребёнка иной стихии.",
  },
  points: { reason: "Что учтено", side: "Чья карта", value: "Баллы", both: "обе", total: "Итого" },
  reasons: {
    dayStemsCombine: "Дневные стволы соединяются",
    dayStemsClash: "Дневные стволы сталкиваются",
    dayBranches: "Дневные ветви: {kind}",
    yearBranches: "Годовые ветви: {kind}",
    favourableShare: "Половина стихий другого — полезные",
    unfavourableShare: "Половина стихий другого — неблагоприятные",
    dayMasterRole: "Стихия Хозяина Дня другого",
    star: "Звезда супруга или детей",
  },
  caveat:
    "Совместимость в Бацзы — не предсказание отношений, а карта мест, где двое поддерживают друг друга и где устают. Время рождения важно: без часа его столп не участвует в сравнении.",
  pillarsOf: "Столпы: {pillars}",
  hourUnknown: "час неизвестен",
};

const en: CompareTexts = {
  metaTitle: "Bazi compatibility: compare two charts",
  description:
    "Compare two Bazi charts: a partner, a child or a business partner. The day masters, the links between the pillars, how each one's elements help the other, and a verdict with every point shown.",
  title: "Bazi compatibility",
  lead: "Two charts side by side: how the day masters relate, which links form between the two people's pillars, and how one person's elements help or strain the other.",
  school:
    "Ziping school (合婚, matching charts after Yuan Hai Zi Ping and San Ming Tong Hui). The relations are classical; the points are ours, so you can see what the verdict is made of.",
  form: {
    title: "Who is compared",
    kind: "Who the second person is to you",
    kinds: { partner: "Partner or spouse", child: "Child", business: "Business partner" },
    first: { partner: "You", child: "Parent", business: "You" },
    second: { partner: "Partner", child: "Child", business: "Business partner" },
    saved: "Saved chart",
    typed: "type the birth data",
    typedHint: "Choose a saved chart or fill in the fields below.",
    submit: "Compare the charts",
    signInHint: "Sign in to choose from your saved charts.",
    chartMissing: "There is no such saved chart: choose another or type the birth data",
    errorsTitle: "Please check the data",
  },
  people: {
    partner: {
      a: { nom: "you", gen: "you", dat: "you" },
      b: { nom: "your partner", gen: "your partner", dat: "your partner" },
    },
    child: {
      a: { nom: "the parent", gen: "the parent", dat: "the parent" },
      b: { nom: "the child", gen: "the child", dat: "the child" },
    },
    business: {
      a: { nom: "you", gen: "you", dat: "you" },
      b: { nom: "your business partner", gen: "your business partner", dat: "your business partner" },
    },
  },
  headings: {
    verdict: "Verdict",
    dayMasters: "Day masters",
    relations: "Links between the charts",
    elements: "Elements for each other",
    points: "How the verdict was reached",
  },
  verdict: {
    harmonious: {
      title: "A harmonious match",
      text: "Links that join and support clearly outnumber those that strain. Such pairs usually find a common rhythm easily.",
    },
    mixed: {
      title: "A mixed match",
      text: "Support and strain are roughly even. Much depends on how both handle the sore points listed below.",
    },
    challenging: {
      title: "A demanding match",
      text: "Straining links outnumber supporting ones. This is not a sentence: the charts show where the two will need to agree on purpose.",
    },
  },
  score: "Total points: {score}.",
  relation: {
    same: "Both day masters are {ea}: the two understand each other without words, and also compete for the same things.",
    firstProduces:
      "{ea} feeds {eb}: the {ea} side gives, supports and nurtures, the {eb} side receives. A warm bond, as long as the giver does not run dry.",
    secondProduces:
      "{eb} feeds {ea}: the {eb} side gives, supports and nurtures, the {ea} side receives. A warm bond, as long as the giver does not run dry.",
    firstControls:
      "{ea} controls {eb}: the {ea} side sets the frame and the direction, the {eb} side feels it. That keeps the bond in shape until control turns into pressure.",
    secondControls:
      "{eb} controls {ea}: the {eb} side sets the frame and the direction, the {ea} side feels it. That keeps the bond in shape until control turns into pressure.",
  },
  godsEachOther: "For {aGen}, the other day master is {godB}; for {bGen}, it is {godA}.",
  combine:
    "The day stems [[interaction-stemCombination|combine]] ({chars}): the classic sign of attraction; the two are drawn to each other.",
  clash:
    "The day stems [[interaction-stemClash|clash]] ({chars}): the two pull in different directions, and decisions need agreeing.",
  noKeyRelations:
    "The day and year pillars neither combine nor clash: the key places of the two charts are calm towards each other.",
  dayPair: {
    sixCombination:
      "The day branches, each one's spouse palace, form a [[interaction-sixCombination|six combination]] ({chars}): closeness and attraction in daily life.",
    halfHarmony:
      "The day branches form [[interaction-halfHarmony|half a three harmony]] ({chars}): shared aims and ease in doing things together.",
    clash:
      "The day branches, each one's spouse palace, [[interaction-clash|clash]] ({chars}): strong feelings and change, but also arguments about how to live together.",
    punishment:
      "The day branches [[interaction-punishment|punish]] each other ({chars}): touchiness and nitpicking, better said out loud than stored up.",
    harm: "The day branches [[interaction-harm|harm]] each other ({chars}): small misunderstandings and unspoken discontent.",
    break:
      "The day branches [[interaction-break|break]] each other ({chars}): plans are easily upset; agree on what matters most.",
  },
  yearPair: {
    sixCombination:
      "The year branches form a [[interaction-sixCombination|six combination]] ({chars}): the two families and circles get on easily.",
    halfHarmony:
      "The year branches form [[interaction-halfHarmony|half a three harmony]] ({chars}): the animals of the birth years are friendly.",
    clash:
      "The year branches [[interaction-clash|clash]] ({chars}): the families and usual circles see things differently.",
    punishment:
      "The year branches [[interaction-punishment|punish]] each other ({chars}): friction with relatives and friends.",
    harm: "The year branches [[interaction-harm|harm]] each other ({chars}): the two circles are wary of each other.",
    break: "The year branches [[interaction-break|break]] each other ({chars}).",
  },
  otherRelations: "Other links between the two charts' pillars",
  exchange: {
    favourable:
      "For {whoGen}: {share}% of the other chart's elements are [[favourable|favourable]]. Together, life is easier.",
    unfavourable:
      "For {whoGen}: {share}% of the other chart's elements are [[favourable|unfavourable]]. Together, energy needs guarding.",
    neither:
      "For {whoGen}: the other chart's elements split between favourable ({fav}%) and unfavourable ({unfav}%) with no clear lean.",
    supplied: "Plenty of what helps {whoDat} comes from {otherDat}: {elements}.",
    dayMasterGood:
      "For {whoGen}, the other day master's element ({element}) counts as {role}: the contact itself does good.",
    dayMasterBad:
      "For {whoGen}, the other day master's element ({element}) counts as {role}: contact takes effort.",
    dayMasterNeutral: "For {whoGen}, the other day master's element ({element}) is neutral.",
  },
  stars: {
    spouse:
      "The spouse star for {whoGen} is {element}, and the other day master is exactly that: the classic sign of a couple.",
    spouseAbsent: "The spouse star for {whoGen} is {element}; the other day master is another element.",
    child:
      "The children star in the parent's chart is {element}, and the child's day master is that element: a strong parent–child bond.",
    childAbsent:
      "The children star in the parent's chart is {element}; the child's day master is another element.",
  },
  points: { reason: "What counts", side: "Whose chart", value: "Points", both: "both", total: "Total" },
  reasons: {
    dayStemsCombine: "The day stems combine",
    dayStemsClash: "The day stems clash",
    dayBranches: "Day branches: {kind}",
    yearBranches: "Year branches: {kind}",
    favourableShare: "Half of the other's elements are favourable",
    unfavourableShare: "Half of the other's elements are unfavourable",
    dayMasterRole: "The other day master's element",
    star: "The spouse or children star",
  },
  caveat:
    "Compatibility in Bazi is not a forecast of a relationship but a map of where two people support each other and where they tire. The birth hour matters: without it, its pillar takes no part.",
  pillarsOf: "Pillars: {pillars}",
  hourUnknown: "hour unknown",
};

export const COMPARE_TEXTS: Record<Lang, CompareTexts> = { ru, en };
