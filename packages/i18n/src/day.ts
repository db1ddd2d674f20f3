/**
 * Texts of the day page (/, /2026/11/21): its overview, the almanac card, the yi/ji lists, the hours, the Moon and
 * the details. A catalog of its own, imported only by the day page's route and components and by its loader
 * (lib/day-view.ts), so that the other pages' scripts do not carry it. ru is the source; en must have every key.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "home.description":
    "Календарь на каждый день по системе Ба Цзы: столпы дня, лунные сутки, благоприятные дела",
  "home.today": "Сегодня",
  "home.place": "Место",
  "home.pillars": "Столпы года, месяца и дня",
  "home.lunarDay": "Лунные сутки",
  "home.moon": "Луна",
  "home.rating": "Оценка дня",
  "home.officer": "Страж дня",
  "home.about": "О дне",
  "home.mansion": "Созвездие",
  "home.solarTerm": "Сезон",
  "home.yi": "Благоприятно",
  "home.ji": "Неблагоприятно",
  "home.metaTitle": "Календарь Бацзы на {date}",
  "home.pillar.year": "Год",
  "home.pillar.month": "Месяц",
  "home.pillar.day": "День",
  "home.lunarDaySince": "с {time}",
  "home.illumination": "освещённость {value}",
  "home.lunarDate": "Китайский лунный календарь",
  "home.almanac": "Альманах дня",
  "home.reasons": "Из чего складывается оценка",
  "home.details.show": "Подробнее о дне",
  "home.details.hide": "Скрыть подробности",
  "home.allReasons": "Все факторы оценки",
  "home.gods.auspicious": "Добрые духи",
  "home.gods.inauspicious": "Недобрые духи",
  "home.clash": "Столкновение",
  "home.directions": "Направления дня",
  "home.directionsHint": "Куда обратиться лицом или отправиться, чтобы встретить эти силы (по стволу дня).",
  "home.dir.joy": "Радость (喜神)",
  "home.dir.wealth": "Богатство (财神)",
  "home.dir.fortune": "Благополучие (福神)",
  "home.dir.yangNoble": "Покровитель днём (阳贵)",
  "home.dir.yinNoble": "Покровитель ночью (阴贵)",
  "home.periodDirections": "Направления года и месяца",
  "home.periodDirectionsHint":
    "В сторонах Тай Суя, Разрушителя, трёх убийц и Жёлтой Пятёрки не начинают стройку и ремонт.",
  "home.dir.year": "Год",
  "home.dir.month": "Месяц",
  "home.nineStars": "Девять летящих звёзд (九星)",
  "home.star9.year": "Звезда года",
  "home.star9.month": "Звезда месяца",
  "home.star9.day": "Звезда дня",
  "home.stars": "Звёзды дня",
  "home.none": "нет",
} as const;

export type DayKey = keyof typeof ru;

const en: Record<DayKey, string> = {
  "home.description":
    "A daily calendar on the Bazi system: the day's pillars, lunar days, auspicious activities",
  "home.today": "Today",
  "home.place": "Place",
  "home.pillars": "Pillars of the year, month and day",
  "home.lunarDay": "Lunar day",
  "home.moon": "Moon",
  "home.rating": "Day rating",
  "home.officer": "Day officer",
  "home.about": "About the day",
  "home.mansion": "Mansion",
  "home.solarTerm": "Solar term",
  "home.yi": "Suitable",
  "home.ji": "Avoid",
  "home.metaTitle": "Bazi Calendar for {date}",
  "home.pillar.year": "Year",
  "home.pillar.month": "Month",
  "home.pillar.day": "Day",
  "home.lunarDaySince": "from {time}",
  "home.illumination": "{value} illuminated",
  "home.lunarDate": "Chinese lunar date",
  "home.almanac": "Almanac of the day",
  "home.reasons": "What makes the rating",
  "home.details.show": "More about the day",
  "home.details.hide": "Hide details",
  "home.allReasons": "All rating factors",
  "home.gods.auspicious": "Auspicious spirits",
  "home.gods.inauspicious": "Inauspicious spirits",
  "home.clash": "Clash",
  "home.directions": "Directions of the day",
  "home.directionsHint": "Where to face or go to meet these spirits (by the day's stem).",
  "home.dir.joy": "Joy (喜神)",
  "home.dir.wealth": "Wealth (财神)",
  "home.dir.fortune": "Fortune (福神)",
  "home.dir.yangNoble": "Daytime Nobleman (阳贵)",
  "home.dir.yinNoble": "Night-time Nobleman (阴贵)",
  "home.periodDirections": "Directions of the year and the month",
  "home.periodDirectionsHint":
    "Building and repairs do not start on the sides of Tai Sui, the Breaker, the three sha and the Five Yellow.",
  "home.dir.year": "Year",
  "home.dir.month": "Month",
  "home.nineStars": "Nine flying stars (九星)",
  "home.star9.year": "Star of the year",
  "home.star9.month": "Star of the month",
  "home.star9.day": "Star of the day",
  "home.stars": "Stars of the day",
  "home.none": "none",
};

defineTexts<DayKey>({ ru, en });

export { t } from "./lookup.ts";
