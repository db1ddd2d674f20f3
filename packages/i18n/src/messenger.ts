/**
 * Texts of Telegram reminders and the calendar feed: the settings (Profile tab), the bot's replies, the daily
 * message, the disable page, and the feed's controls. Russian is the source; English must have the same keys.
 */
import type { Lang } from "./index.ts";

const ru = {
  // fields and answers
  "msg.field.time": "Выберите время из списка (шаг 15 минут)",
  "msg.field.chart": "Выберите карту с оплаченным Персональным календарём",
  "msg.ok.saved": "Настройки сохранены",
  "msg.error.notConnected": "Сначала подключите Telegram",
  "msg.error.unavailable": "Напоминания в Telegram сейчас недоступны",
  // the Profile tab
  "msg.profile.title": "Напоминания в Telegram",
  "msg.profile.lead":
    "Каждый день в выбранное время бот пришлёт благоприятные дела дня по вашей карте, оценку дня и лунные сутки.",
  "msg.profile.unavailable": "Напоминания в Telegram на этом сайте сейчас не подключены.",
  "msg.profile.connect": "Подключить Telegram",
  "msg.profile.openBot": "Открыть бота @{bot}",
  "msg.profile.linkNote": "Ссылка действует один час и только один раз. Нажмите «Запустить» в Telegram.",
  "msg.profile.connected": "Telegram подключён",
  "msg.profile.blocked":
    "Бот заблокирован в Telegram, поэтому напоминания выключены. Разблокируйте бота и включите напоминания снова.",
  "msg.profile.active": "Присылать напоминания",
  "msg.profile.time": "Время",
  "msg.profile.chart": "Карта",
  "msg.profile.noPaidCharts": "Напоминания приходят для карты с оплаченным Персональным календарём.",
  "msg.profile.save": "Сохранить",
  "msg.profile.zone": "Время — по часовому поясу места рождения выбранной карты ({tz}).",
  // the bot's replies
  "msg.bot.welcome":
    "Здравствуйте! Это бот Календаря Бацзы. Чтобы получать напоминания, откройте на сайте «Личный кабинет» → «Профиль» и нажмите «Подключить Telegram».",
  "msg.bot.connected":
    "Готово: Telegram подключён к аккаунту {email}. Выберите время и карту в «Личном кабинете» → «Профиль».",
  "msg.bot.badToken":
    "Эта ссылка устарела или уже использована. Получите новую: «Личный кабинет» → «Профиль» → «Подключить Telegram».",
  "msg.bot.stopped": "Напоминания выключены. Включить их снова можно в «Личном кабинете» → «Профиль».",
  "msg.bot.unknown": "Я присылаю напоминания о благоприятных днях. Настройки — на сайте в «Личном кабинете».",
  // the daily message
  "msg.day.title": "{date} · {name}",
  "msg.day.rating": "Ваша оценка дня: {rating}",
  "msg.day.good": "Благоприятно",
  "msg.day.bad": "Лучше избегать",
  "msg.day.none": "Особо благоприятных дел сегодня нет.",
  "msg.day.lunar": "Лунные сутки: {number} ({symbol})",
  "msg.day.open": "Открыть день в календаре",
  "msg.day.disable": "Отключить напоминания",
  // the disable page
  "msg.disable.title": "Отключить напоминания",
  "msg.disable.confirm": "Отключить ежедневные напоминания в Telegram по этой ссылке?",
  "msg.disable.button": "Отключить",
  "msg.disable.done": "Если ссылка была действительной, напоминания по ней отключены.",
  // the calendar feed
  "msg.feed.title": "Календарь в приложении",
  "msg.feed.lead":
    "Благоприятные дни (оценка +2 и выше), новолуния, полнолуния и солнечные сезоны на 90 дней вперёд — в Google, Apple или другом календаре по секретной ссылке.",
  "msg.feed.create": "Получить ссылку",
  "msg.feed.rotate": "Сменить ссылку",
  "msg.feed.rotateNote": "Старая ссылка перестанет работать.",
  "msg.feed.copy": "Скопировать",
  "msg.feed.copied": "Ссылка скопирована",
  "msg.feed.label": "Ссылка на календарь «{name}»",
};

export type MessengerKey = keyof typeof ru;

const en: Record<MessengerKey, string> = {
  "msg.field.time": "Choose a time from the list (15-minute steps)",
  "msg.field.chart": "Choose a chart with a paid Personal Calendar",
  "msg.ok.saved": "Settings saved",
  "msg.error.notConnected": "Connect Telegram first",
  "msg.error.unavailable": "Telegram reminders are not available right now",
  "msg.profile.title": "Telegram reminders",
  "msg.profile.lead":
    "Every day at the time you choose, the bot sends the day's lucky activities for your chart, the day's rating and the lunar day.",
  "msg.profile.unavailable": "Telegram reminders are not set up on this site right now.",
  "msg.profile.connect": "Connect Telegram",
  "msg.profile.openBot": "Open the bot @{bot}",
  "msg.profile.linkNote": "The link works once, for one hour. Press Start in Telegram.",
  "msg.profile.connected": "Telegram is connected",
  "msg.profile.blocked":
    "The bot is blocked in Telegram, so reminders are off. Unblock the bot and turn reminders on again.",
  "msg.profile.active": "Send reminders",
  "msg.profile.time": "Time",
  "msg.profile.chart": "Chart",
  "msg.profile.noPaidCharts": "Reminders are for a chart with a paid Personal Calendar.",
  "msg.profile.save": "Save",
  "msg.profile.zone": "The time is in the zone of the chosen chart's birthplace ({tz}).",
  "msg.bot.welcome":
    "Hello! This is the Bazi Calendar bot. To get reminders, open My account → Profile on the website and press Connect Telegram.",
  "msg.bot.connected":
    "Done: Telegram is connected to {email}. Choose the time and the chart in My account → Profile.",
  "msg.bot.badToken":
    "This link has expired or was already used. Get a new one: My account → Profile → Connect Telegram.",
  "msg.bot.stopped": "Reminders are off. You can turn them on again in My account → Profile.",
  "msg.bot.unknown": "I send reminders of lucky days. The settings are on the website, in My account.",
  "msg.day.title": "{date} · {name}",
  "msg.day.rating": "Your rating of the day: {rating}",
  "msg.day.good": "Good for",
  "msg.day.bad": "Better avoid",
  "msg.day.none": "No especially lucky activities today.",
  "msg.day.lunar": "Lunar day: {number} ({symbol})",
  "msg.day.open": "Open the day in the calendar",
  "msg.day.disable": "Turn off reminders",
  "msg.disable.title": "Turn off reminders",
  "msg.disable.confirm": "Turn off the daily Telegram reminders of this link?",
  "msg.disable.button": "Turn off",
  "msg.disable.done": "If the link was valid, its reminders are now off.",
  "msg.feed.title": "Calendar app feed",
  "msg.feed.lead":
    "Lucky days (+2 and better), new and full moons and the solar terms for the next 90 days in Google, Apple or another calendar, through a secret link.",
  "msg.feed.create": "Get the link",
  "msg.feed.rotate": "Change the link",
  "msg.feed.rotateNote": "The old link stops working.",
  "msg.feed.copy": "Copy",
  "msg.feed.copied": "Link copied",
  "msg.feed.label": "Calendar link of “{name}”",
};

const MESSENGER: Record<Lang, Record<MessengerKey, string>> = { ru, en };

/** A reminders text in a language, with {name} placeholders filled. */
export function mt(lang: Lang, key: MessengerKey, params: Record<string, string | number> = {}): string {
  return MESSENGER[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
