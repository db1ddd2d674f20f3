/**
 * Texts of the month and year views (/2026/11, /2026): the cell marks, the legend, the view toggle, printing and
 * downloading, the month image's own few words (apps/server month-image.ts), and the day's texts that its loader
 * formats (lib/day-view.ts). A catalog of its own, imported only by those pages and loaders, so that the day
 * page's script does not carry it. ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "month.view": "Вид календаря",
  "month.icons": "Значки",
  "month.text": "Текст",
  "month.pick": "Перейти к дате",
  "month.go": "Показать",
  "month.keys":
    "Стрелки переходят по дням и неделям, Home и End — к началу и концу недели, Page Up и Page Down — к тому же дню соседнего месяца, Enter открывает день.",
  "month.print": "Распечатать",
  "month.downloadImage": "Скачать картинку",
  "month.events": "События года",
  "month.legendTitle": "Как читать календарь",
  "month.legend.yellow": "Жёлтый путь (黄道): день под покровительством доброго духа",
  "month.legend.black": "Чёрный путь (黑道): день под знаком недоброго духа",
  "month.legend.officer": "Страж дня (建除): один из двенадцати, показан иероглифом",
  "month.legend.lunarDay": "лунные сутки по русскому лунному календарю",
  "month.mark.term": "начало сезона (节气)",
  "month.mark.newMoon": "новолуние",
  "month.mark.fullMoon": "полнолуние",
  "month.mark.lunarMonth": "первый день китайского месяца",
  "month.mark.festival": "традиционный праздник",
  "month.pathShort.yellow": "Жёлтый путь",
  "month.pathShort.black": "Чёрный путь",
  "month.officerOf": "страж {name}",
  "month.inGeneral": "в общем календаре {value}",
  "month.legend.officers": "Двенадцать стражей дня: что значит каждый",
  "month.officerMeaning.建": "начало цикла: для начинаний и планов, не для земляных работ.",
  "month.officerMeaning.除": "день очищения: уборка, лечение, отказ от старого; торжества лучше перенести.",
  "month.officerMeaning.满": "день изобилия: праздники, торговля, запасы; не для похорон и лечения.",
  "month.officerMeaning.平": "обычный ровный день: текущие дела и мелкий ремонт, не важные начинания.",
  "month.officerMeaning.定":
    "закрепляет решённое: договоры, помолвки, покупки надолго; суды и дальние поездки отложить.",
  "month.officerMeaning.执": "довести начатое до конца: ремонт, посадки, сбор долгов; не для переезда.",
  "month.officerMeaning.破": "день разрушения: только снос и разрыв с отжившим; не для начинаний.",
  "month.officerMeaning.危": "день осторожности: без риска, высоты, воды и спешки; спокойные дела можно.",
  "month.officerMeaning.成": "один из лучших дней: свадьба, переезд, договор, открытие дела.",
  "month.officerMeaning.收": "собрать и подвести итоги: урожай, долги, покупки, накопления.",
  "month.officerMeaning.开": "открыть новое: дело, работу, учёбу, путешествие; не для похорон.",
  "month.officerMeaning.闭": "завершить и сберечь: закрыть счета, убрать на хранение; не для начинаний.",
  "year.events": "События {year} года: сезоны, луны, праздники",
  "day.weekBest": "Лучшие дни на неделю вперёд",
  "day.weekBestChart": "Лучшие дни на неделю вперёд по карте «{name}»",
  "day.weekBestNone": "В ближайшие семь дней нет ни одного благоприятного дня.",
  "day.starsNone":
    "Ни одна из больших звёзд года и месяца (Небесная и Месячная Добродетели, Разрушители и другие) на этот день не приходится; духи дня — ниже.",
  "day.moonSign": "Луна в знаке",
  "day.moonSignFrom": "с {time} — {sign}",
  "day.moonVoid": "Луна без курса",
  "day.moonVoidSpan": "{from} — {to}, после аспекта: {aspect}",
  "day.termDay": "{n}-й день сезона",
  "day.nextTerm": "Следующий\u00a0— {name}, {when}",
  "day.clashText": "{animal}, направление\u00a0— {direction}",
  "day.bestHours": "Лучшие часы для дел: {hours}.",
  "day.bestHoursNone":
    "Хороших часов (от\u00a0+2) с\u00a0{from} до\u00a0{to} нет: важное лучше не назначать на определённый час.",
  "day.bestHoursWindow":
    "Среди часов, что начинаются с\u00a0{from} до\u00a0{to} по местному времени; ночные — в полосе ниже.",
  "day.bestHoursNoneAll":
    "Хороших часов (от\u00a0+2) в\u00a0этот день нет: важное лучше не назначать на определённый час.",
  "day.bestHoursWindowAll": "Среди всех двенадцати часов, ночных тоже, как задано в\u00a0профиле.",
  "day.dir.periodText":
    "Тай Суй (太岁) — {taiSui}; Разрушитель (破) — {breaker}; три убийцы (三煞) — {sha}; Жёлтая Пятёрка (五黄) — {yellow}",
  "day.moon.noRise":
    "Здесь Луна несколько суток не восходит. Лунные сутки считаются от восхода Луны до следующего восхода, поэтому {n}-е лунные сутки длятся с {from} до {to}.",
  "day.moon.phaseDay": "{phase} Луна, {n}-й день",
  "day.moon.localTime": "Время местное: {place}, {offset}",
  "month.image.coords": "{lat}° {ns}, {lng}° {ew}",
  "month.image.officer": "Страж дня (建除): один из двенадцати, иероглиф и под ним его название",
  "month.image.north": "с. ш.",
  "month.image.south": "ю. ш.",
  "month.image.east": "в. д.",
  "month.image.west": "з. д.",
};

export type CalendarKey = keyof typeof ru;

const en: Record<CalendarKey, string> = {
  "month.view": "Calendar view",
  "month.icons": "Icons",
  "month.text": "Text",
  "month.pick": "Go to a date",
  "month.go": "Show",
  "month.keys":
    "Arrow keys move by day and by week, Home and End to the start and end of the week, Page Up and Page Down to the same day of the previous or next month, Enter opens the day.",
  "month.print": "Print",
  "month.downloadImage": "Download image",
  "month.events": "The year's events",
  "month.legendTitle": "How to read the calendar",
  "month.legend.yellow": "Yellow Path (黄道): a day guarded by a kind spirit",
  "month.legend.black": "Black Path (黑道): a day under an unkind spirit",
  "month.legend.officer": "Day officer (建除): one of twelve, shown by its character",
  "month.legend.lunarDay": "lunar day of the Russian lunar calendar",
  "month.mark.term": "a solar term begins (节气)",
  "month.mark.newMoon": "new moon",
  "month.mark.fullMoon": "full moon",
  "month.mark.lunarMonth": "first day of a Chinese month",
  "month.mark.festival": "traditional festival",
  "month.pathShort.yellow": "Yellow Path",
  "month.pathShort.black": "Black Path",
  "month.officerOf": "officer {name}",
  "month.inGeneral": "{value} in the general calendar",
  "month.legend.officers": "The twelve day officers: what each means",
  "month.officerMeaning.建": "a new cycle begins: for beginnings and plans, not for digging.",
  "month.officerMeaning.除":
    "a day of clearing: cleaning, treatment, dropping the old; celebrations are better moved.",
  "month.officerMeaning.满":
    "a day of plenty: celebrations, trade, stocking up; not for funerals or treatment.",
  "month.officerMeaning.平":
    "an even, ordinary day: routine work and small repairs, not important beginnings.",
  "month.officerMeaning.定":
    "fixes what is decided: contracts, engagements, lasting purchases; put off lawsuits and long journeys.",
  "month.officerMeaning.执":
    "carry on what was started: repairs, planting, collecting debts; not for moving house.",
  "month.officerMeaning.破":
    "a day of breaking: only demolition and ending what is worn out; not for beginnings.",
  "month.officerMeaning.危": "a day for caution: no risks, heights, water or haste; quiet matters are fine.",
  "month.officerMeaning.成": "one of the best days: a wedding, a move, a contract, opening a business.",
  "month.officerMeaning.收": "gather and take stock: harvest, debts, purchases, savings.",
  "month.officerMeaning.开": "open the new: a business, a job, study, a journey; not for funerals.",
  "month.officerMeaning.闭": "finish and keep: close accounts, put things away; not for beginnings.",
  "year.events": "Events of {year}: terms, moons, festivals",
  "day.weekBest": "Best days of the week ahead",
  "day.weekBestChart": "Best days of the week ahead for the chart “{name}”",
  "day.weekBestNone": "No favourable day in the next seven days.",
  "day.starsNone":
    "None of the great stars of the year and the month (the Heavenly and Monthly Virtues, the Breakers and the rest) falls on this day; the day's spirits are below.",
  "day.moonSign": "Moon in",
  "day.moonSignFrom": "from {time}: {sign}",
  "day.moonVoid": "Void-of-course Moon",
  "day.moonVoidSpan": "{from} to {to}, after the last aspect: {aspect}",
  "day.termDay": "day {n} of the term",
  "day.nextTerm": "Next: {name}, {when}",
  "day.clashText": "{animal}, direction {direction}",
  "day.bestHours": "Best hours to act: {hours}.",
  "day.bestHoursNone":
    "No good hours (+2 or better) from {from} to {to}: better not to tie anything important to a set hour.",
  "day.bestHoursWindow":
    "Among the hours that begin between {from} and {to} local time; night hours are in the strip below.",
  "day.bestHoursNoneAll":
    "No good hours (+2 or better) this day: better not to tie anything important to a set hour.",
  "day.bestHoursWindowAll": "Among all twelve double hours, the night's too, as set in your profile.",
  "day.dir.periodText":
    "Tai Sui (太岁): {taiSui}; Breaker (破): {breaker}; three sha (三煞): {sha}; Five Yellow (五黄): {yellow}",
  "day.moon.noRise":
    "Here the Moon does not rise for several days. A lunar day runs from one moonrise to the next, so lunar day {n} lasts from {from} to {to}.",
  "day.moon.phaseDay": "{phase} moon, day {n}",
  "day.moon.localTime": "Local time: {place}, {offset}",
  "month.image.coords": "{lat}° {ns}, {lng}° {ew}",
  "month.image.officer": "Day officer (建除): one of twelve, its character with its name under it",
  "month.image.north": "N",
  "month.image.south": "S",
  "month.image.east": "E",
  "month.image.west": "W",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
