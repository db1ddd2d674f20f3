/**
 * Texts of the year's events page (/:year/events): the Chinese festivals, the 24 solar terms, the Moon's phases
 * and the Chinese months' first days. A catalog of its own, imported only by that page. The events' own names
 * and the festivals' meanings come from the engine's JSON (@bazi/almanac: names/festivals.ts, texts/meanings).
 * ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "events.title": "Календарь событий {year} года",
  "events.metaTitle": "Китайские праздники, сезоны и фазы Луны в {year} году",
  "events.description":
    "Даты китайских праздников {year} года — Новый год, праздник фонарей, Цинмин, драконьи лодки, Циси, середина осени — а также 24 сезона, новолуния и полнолуния с местным временем.",
  "events.lead":
    "Китайские праздники, 24 сезона солнечного года (节气), фазы Луны и первые дни месяцев китайского календаря.",
  "events.rule":
    "Праздники и начала месяцев идут по китайскому календарю, по времени Китая, и их даты одинаковы в любой стране. Сезоны и фазы Луны — моменты времени: дата и время показаны местные, для места «{place}».",
  "events.filter": "Что показать",
  "events.kind.all": "Все",
  "events.kind.festival": "Праздники",
  "events.kind.term": "Сезоны",
  "events.kind.moon": "Фазы Луны",
  "events.kind.lunarMonth": "Китайские месяцы",
  "events.tag.festival": "праздник",
  "events.tag.term": "сезон",
  "events.tag.moon": "Луна",
  "events.tag.lunarMonth": "месяц",
  "events.at": "в {time}",
  "events.longMonth": "30 дней, большой месяц",
  "events.shortMonth": "29 дней, малый месяц",
  "events.none": "Событий этого вида в {year} году нет.",
  "events.toYear": "Оценки дней {year} года",
  "events.yearNav": "Годы",
  /** The link to this page from the year view. */
} as const;

export type EventsKey = keyof typeof ru;

const en: Record<EventsKey, string> = {
  "events.title": "Events of the {year} almanac",
  "events.metaTitle": "Chinese festivals, solar terms and moon phases in {year}",
  "events.description":
    "The dates of the Chinese festivals in {year}, from the New Year, the Lantern Festival and Qingming to the Dragon Boat and Mid-Autumn festivals, with the 24 solar terms and the new and full moons in local time.",
  "events.lead":
    "The Chinese festivals, the 24 solar terms of the year (节气), the Moon's phases and the first days of the Chinese calendar's months.",
  "events.rule":
    "Festivals and the months' first days follow the Chinese calendar in China's time, so their dates are the same in every country. Solar terms and moon phases are moments in time: their dates and times are local, for {place}.",
  "events.filter": "Show",
  "events.kind.all": "All",
  "events.kind.festival": "Festivals",
  "events.kind.term": "Solar terms",
  "events.kind.moon": "Moon phases",
  "events.kind.lunarMonth": "Chinese months",
  "events.tag.festival": "festival",
  "events.tag.term": "solar term",
  "events.tag.moon": "Moon",
  "events.tag.lunarMonth": "month",
  "events.at": "at {time}",
  "events.longMonth": "30 days, a long month",
  "events.shortMonth": "29 days, a short month",
  "events.none": "No events of this kind in {year}.",
  "events.toYear": "Day ratings of {year}",
  "events.yearNav": "Years",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
