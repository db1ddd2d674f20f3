/**
 * Texts of the Personal Calendar inside the calendar pages (the day, month and year views and the lucky-day
 * selection): what a selected, paid chart adds. Russian is the source; English must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "personal.title": "Персональный календарь",
  "personal.for": "Для карты «{name}», оплачен до {date}",
  "personal.rating": "Ваша оценка дня",
  "personal.stars": "Ваши звёзды дня",
  "personal.noStars": "Особых звёзд для вашей карты в этот день нет",
  "personal.themes": "Темы для вас",
  "personal.hours": "Ваши часы",
  "personal.monthNote": "Оценки дней рассчитаны по вашей карте «{name}».",
};

export type PersonalKey = keyof typeof ru;

const en: Record<PersonalKey, string> = {
  "personal.title": "Personal Calendar",
  "personal.for": "For the chart “{name}”, paid until {date}",
  "personal.rating": "Your rating of the day",
  "personal.stars": "Your stars of the day",
  "personal.noStars": "No special stars for your chart on this day",
  "personal.themes": "Themes for you",
  "personal.hours": "Your hours",
  "personal.monthNote": "Days are rated for your chart “{name}”.",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
