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
  "personal.themes": "Темы для вас",
  "personal.hours": "Ваши часы",
  "personal.monthNote": "Оценки дней рассчитаны по вашей карте «{name}».",
  "personal.better": "Для вас этот день лучше, чем в общем календаре: {mine} против {general}.",
  "personal.worse": "Для вас этот день хуже, чем в общем календаре: {mine} против {general}.",
  "personal.same": "Для вас оценка та же, что в общем календаре: {mine}.",
  "personal.own": "Что меняет ваша карта",
  "personal.ownNone": "В этот день ваша карта ничего не добавляет к общей оценке.",
  "personal.inGeneral": "в общем {value}",
  "personal.monthDiffers":
    "Где ваша оценка расходится с общей, у числа стрелка: ↑ — для вас лучше, ↓ — хуже.",
};

export type PersonalKey = keyof typeof ru;

const en: Record<PersonalKey, string> = {
  "personal.title": "Personal Calendar",
  "personal.for": "For the chart “{name}”, paid until {date}",
  "personal.rating": "Your rating of the day",
  "personal.stars": "Your stars of the day",
  "personal.themes": "Themes for you",
  "personal.hours": "Your hours",
  "personal.monthNote": "Days are rated for your chart “{name}”.",
  "personal.better": "For you this day is better than in the general calendar: {mine} against {general}.",
  "personal.worse": "For you this day is worse than in the general calendar: {mine} against {general}.",
  "personal.same": "For you the rating is the same as in the general calendar: {mine}.",
  "personal.own": "What your chart changes",
  "personal.ownNone": "On this day your chart adds nothing to the general rating.",
  "personal.inGeneral": "{value} in general",
  "personal.monthDiffers":
    "Where your rating differs from the general one, an arrow marks it: ↑ better for you, ↓ worse.",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
