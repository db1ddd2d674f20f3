/**
 * Texts of the Bazi calculator that only the server gives: the form's format errors (lib/bazi-form.ts `validate`;
 * the browser's own checks use tools.ts), the chart's share card (its Open Graph title, description and image
 * text) and the birth time's hint on charts without the hour (sent with the page, routes/bazi.tsx `controls`;
 * docs/bazi-birth-time.md measures what it says). A catalog of its own so that the calculator's script does not
 * carry them. Russian is the source; English
 * must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "bazi.err.time": "Введите время в формате ЧЧ:ММ",
  "bazi.err.sendTo": "Укажите адрес, на который прислать карту",
  "bazi.save.title": "Сохранить карту",
  "bazi.save.lead": "Карта появится в личном кабинете и в списке карт в шапке сайта.",
  "bazi.save.submit": "Сохранить карту",
  "bazi.save.signIn": "Войдите, чтобы сохранить карту и получать по ней Персональный календарь.",
  "bazi.save.errors": "Карту не удалось сохранить:",
  "bazi.nameOptional": "Имя (необязательно)",
  "bazi.emailOptional": "E-mail (необязательно)",
  "bazi.send": "Прислать карту и разбор на этот адрес",
  "bazi.changeData": "Изменить данные рождения",
  "bazi.emailHint":
    "Нужен, только если вы хотите получить карту и её разбор письмом: отметьте это ниже. Адрес мы не сохраняем и других писем не шлём.",
  "bazi.sent": "Карта и её разбор отправлены на указанный адрес: письмо придёт в течение нескольких минут.",
  "bazi.err.lat": "Широта\u00a0— число от −90 до 90",
  "bazi.err.lng": "Долгота\u00a0— число от −180 до 180",
  "bazi.err.tz": "Укажите пояс IANA (например, Europe/Moscow) или смещение от UTC (например, +3)",
  "bazi.share.ogTitle": "Бацзы: {pillars}",
  "bazi.share.ogDescription":
    "Хозяин Дня — {dayMaster} ({zh}), {strength}. Четыре столпа, баланс стихий, столпы удачи и разбор карты.",
  "bazi.share.imageAlt": "Четыре столпа карты Бацзы: {pillars}",
  "bazi.hourHint":
    "Без часа рождения столпы года, месяца и дня и отметки дней личного календаря те же при любом часе — разве что вы родились около полуночи по солнцу или в день смены солнечного месяца; а сила Хозяина Дня и полезная стихия от часа зависят: карта покажет, для скольких из 12 часов они верны. Если время неизвестно, не указывайте час.",
} as const;

export type ToolServerKey = keyof typeof ru;

const en: Record<ToolServerKey, string> = {
  "bazi.err.time": "Enter the time as HH:MM",
  "bazi.err.sendTo": "Enter the address to send the chart to",
  "bazi.save.title": "Save chart",
  "bazi.save.lead": "The chart will appear in your account and in the charts list in the site's header.",
  "bazi.save.submit": "Save chart",
  "bazi.save.signIn": "Sign in to save the chart and get a Personal Calendar for it.",
  "bazi.save.errors": "The chart could not be saved:",
  "bazi.nameOptional": "Name (optional)",
  "bazi.emailOptional": "E-mail (optional)",
  "bazi.send": "Send the chart and its reading to this address",
  "bazi.changeData": "Change the birth data",
  "bazi.emailHint":
    "Only if you want the chart and its reading by e-mail: tick the box below. We do not keep the address and send nothing else.",
  "bazi.sent":
    "The chart and its reading are on their way to the address you gave: the e-mail should arrive within a few minutes.",
  "bazi.err.lat": "Latitude is a number from −90 to 90",
  "bazi.err.lng": "Longitude is a number from −180 to 180",
  "bazi.err.tz": "Enter an IANA zone (e.g. Europe/London) or an offset from UTC (e.g. +3)",
  "bazi.share.ogTitle": "Bazi: {pillars}",
  "bazi.share.ogDescription":
    "Day Master: {dayMaster} ({zh}), {strength}. The four pillars, the element balance, the luck pillars and a reading of the chart.",
  "bazi.share.imageAlt": "The four pillars of a Bazi chart: {pillars}",
  "bazi.hourHint":
    "Without the birth hour, the year, month and day pillars and the Personal Calendar's day marks are the same whatever the hour, unless you were born near midnight by the Sun or on a day a solar month begins; the Day Master's strength and useful element do depend on the hour: the chart shows for how many of the 12 hours they hold. If the time is unknown, leave the hour out.",
};

defineTexts({ ru, en });

export { t } from "./lookup.ts";
