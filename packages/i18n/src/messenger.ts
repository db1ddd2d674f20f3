/**
 * Texts of Telegram reminders and the calendar feed: the settings (Profile tab), the bot's replies, the daily
 * message, the disable page, and the feed's controls. Russian is the source; English must have the same keys.
 */

import type { Lang } from "./index.ts";
import { dateFormat } from "./intl.ts";
import { defineTexts } from "./lookup.ts";

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
    "Каждый день в выбранное время бот пришлёт благоприятные дела дня по вашей карте, оценку дня, лучшие часы и лунные сутки. А в любой момент ответит на команды /today, /tomorrow и /week.",
  "msg.profile.unavailable": "Напоминания в Telegram на этом сайте сейчас не подключены.",
  "msg.profile.connect": "Подключить Telegram",
  "msg.profile.openBot": "Открыть бота @{bot}",
  "msg.profile.linkNote": "Ссылка действует один час и только один раз. Нажмите «Запустить» в Telegram.",
  "msg.profile.connected": "Telegram подключён",
  "msg.profile.blocked":
    "Бот заблокирован в Telegram, поэтому напоминания выключены. Разблокируйте бота и включите напоминания снова.",
  "msg.profile.active": "Присылать напоминания",
  "msg.profile.time": "Время",
  "msg.hours.title": "Часы для дел",
  "msg.hours.lead":
    "Напоминания называют лучшие часы дня только среди тех, что начинаются в этом промежутке по вашему местному времени. Ночные часы — только если отметить.",
  "msg.hours.from": "С",
  "msg.hours.to": "До",
  "msg.hours.all": "Ночные часы тоже",
  "msg.hours.save": "Сохранить часы",
  "msg.profile.chart": "Карта",
  "msg.profile.noPaidCharts":
    "Напоминания приходят только для карты с оплаченным Персональным календарём. Когда он будет оплачен, выберите карту здесь.",
  "msg.profile.save": "Сохранить",
  "msg.profile.place": "Время — по вашему месту: {place}.",
  "msg.profile.placeChart":
    "Вы ещё не выбрали своё место, поэтому время считается по месту рождения карты: {place}.",
  "msg.profile.placeNone":
    "Время считается по вашему месту. Выберите его, чтобы напоминание приходило вовремя.",
  "msg.profile.changePlace": "Изменить место",
  "msg.profile.choosePlace": "Выбрать своё место",
  // the bot's replies
  "msg.bot.welcome":
    "Здравствуйте! Это бот Календаря Бацзы. Чтобы получать напоминания, откройте на сайте «Личный кабинет» → «Профиль» и нажмите «Подключить Telegram».",
  "msg.bot.connected":
    "Готово: Telegram подключён к аккаунту {email}. Напоминания включены: каждый день в {time} ({place}) я пришлю ваш день по карте «{chart}». Изменить время или выключить: «Личный кабинет» → «Профиль».",
  "msg.bot.connectedNoChart":
    "Готово: Telegram подключён к аккаунту {email}. Напоминания приходят только для карты с оплаченным Персональным календарём. Когда он будет оплачен, включите их в «Личном кабинете» → «Профиль».",
  "msg.bot.notLinked":
    "Этот чат ещё не подключён к аккаунту на сайте Календаря Бацзы. Откройте «Личный кабинет» → «Профиль», нажмите «Подключить Telegram», а потом «Запустить» здесь.",
  "msg.bot.badToken":
    "Эта ссылка устарела или уже использована. Получите новую: «Личный кабинет» → «Профиль» → «Подключить Telegram».",
  "msg.bot.stopped":
    "Напоминания выключены. Включить их снова: «Личный кабинет» → «Профиль» → «Присылать напоминания». Команды /today, /tomorrow и /week работают и без напоминаний.",
  "msg.bot.help":
    "Я рассказываю о дне по вашей карте Бацзы. Команды:\n/today — ваш день сегодня\n/tomorrow — ваш день завтра\n/week — семь дней вперёд\n/settings — время и место напоминаний\n/stop — выключить напоминания",
  "msg.bot.noChart":
    "Я рассказываю о дне по карте с оплаченным Персональным календарём, а такой карты у вас пока нет. Оплатить календарь и выбрать карту можно на сайте, в «Личном кабинете».",
  "msg.bot.settingsOn": "Напоминания включены: каждый день в {time}.",
  "msg.bot.settingsOff": "Напоминания выключены.",
  "msg.bot.settingsPlace": "Место: {place}.",
  "msg.bot.settingsPlaceChart":
    "Место: {place}. Это место рождения карты: своё место на сайте вы ещё не выбрали.",
  "msg.bot.settingsChart": "Карта: {chart}.",
  "msg.bot.settingsNoChart":
    "Карта не выбрана: напоминания приходят только для карты с оплаченным Персональным календарём.",
  "msg.bot.settingsLink": "Изменить настройки",
  // the bot's command list (setMyCommands)
  "msg.cmd.today": "Мой день сегодня",
  "msg.cmd.tomorrow": "Мой день завтра",
  "msg.cmd.week": "Семь дней вперёд",
  "msg.cmd.settings": "Время и место напоминаний",
  "msg.cmd.stop": "Выключить напоминания",
  "msg.cmd.help": "Что умеет бот",
  // the daily message
  "msg.day.title": "{date} · {name}",
  "msg.day.rating": "Ваша оценка дня: {rating}",
  "msg.day.good": "Благоприятно",
  "msg.day.bad": "Лучше избегать",
  "msg.day.none": "Особо благоприятных дел в этот день нет.",
  "msg.day.place": "Место: {place}",
  "msg.day.hours": "Лучшие часы",
  "msg.day.noHours": "Особо удачных часов в этот день нет.",
  "msg.day.lunar": "Лунные сутки: {number} ({symbol})",
  "msg.day.open": "Открыть день в календаре",
  "msg.day.disable": "Отключить напоминания",
  // the week (/week)
  "msg.week.title": "Неделя с {date} · {name}",
  "msg.week.quiet": "ничего особенного",
  "msg.week.open": "Открыть месяц в календаре",
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
  // the e-mail digest (decision 024)
  "msg.field.digestMode": "Выберите: не присылать, каждый день или раз в неделю",
  "msg.field.weekday": "Выберите день недели",
  "msg.digest.title": "Дайджест на почту",
  "msg.digest.lead":
    "Для тех, у кого нет Telegram: ваш день (оценка, благоприятные дела, лучшие часы, лунные сутки) или семь дней вперёд — письмом в выбранное время.",
  "msg.digest.mode": "Присылать",
  "msg.digest.off": "Не присылать",
  "msg.digest.daily": "Каждый день",
  "msg.digest.weekly": "Раз в неделю",
  "msg.digest.weekday": "День недели",
  "msg.digest.subjectDay": "Ваш день {date} · {name}",
  "msg.digest.subjectWeek": "Ваша неделя с {date} · {name}",
  "msg.digest.whyDaily":
    "Вы получаете это письмо, потому что включили ежедневный дайджест Календаря Бацзы для {email}. Настройки: {settings}",
  "msg.digest.whyWeekly":
    "Вы получаете это письмо, потому что включили еженедельный дайджест Календаря Бацзы для {email}. Настройки: {settings}",
  "msg.digest.unsubscribe": "Отписаться одним нажатием: {url}",
  "msg.digest.unsubscribeLink": "Отписаться",
  "msg.digest.settingsLink": "Настройки",
  // the digest at the turn of a solar month (issue 38): the new month of the chart's forecast, verdict first
  "msg.digest.month.favourable": "Месяц {pillar} ({from} – {to}) для вас благоприятный.",
  "msg.digest.month.mixed":
    "Месяц {pillar} ({from} – {to}) для вас смешанный: ни явно благоприятный, ни трудный.",
  "msg.digest.month.difficult": "Месяц {pillar} ({from} – {to}) для вас трудный.",
  "msg.digest.month.why": "Почему",
  "msg.digest.month.areas": "Что это значит",
  "msg.digest.month.open": "Все месяцы — на странице карты",
  // Web Push (decision 025)
  "msg.field.endpoint": "Адрес подписки браузера: нужен https-адрес известной службы уведомлений",
  "msg.field.pushKeys": "Ключи подписки браузера повреждены: выключите и снова включите уведомления",
  "msg.push.title": "Уведомления в браузере",
  "msg.push.lead":
    "Каждый день в выбранное время это устройство покажет уведомление: вашу оценку дня, благоприятные дела и лучшие часы. Сайт для этого открывать не нужно.",
  "msg.push.unsupported": "Этот браузер не умеет показывать уведомления от сайтов.",
  "msg.push.denied":
    "Уведомления от этого сайта запрещены в настройках браузера. Разрешите их там и нажмите «Включить» ещё раз.",
  "msg.push.failed":
    "Браузер не смог подписаться на уведомления. Попробуйте ещё раз позже или в другом браузере.",
  "msg.push.blocked":
    "Этот браузер не даёт сайту присылать уведомления, хотя они разрешены: так бывает в режиме инкогнито и при строгих настройках приватности. Откройте сайт в обычном окне или в другом браузере.",
  "msg.push.refused": "Не удалось сохранить подписку на сервере: проверьте связь и попробуйте ещё раз.",
  "msg.push.timeout":
    "Уведомления не включились: браузер или сервер слишком долго не отвечают. Попробуйте ещё раз чуть позже.",
  "msg.push.enabling": "Включаем уведомления на этом устройстве…",
  "msg.push.enable": "Включить на этом устройстве",
  "msg.push.disable": "Выключить на этом устройстве",
  "msg.push.test": "Прислать пробное",
  "msg.push.here": "На этом устройстве уведомления включены.",
  "msg.push.devices": "Устройств с уведомлениями: {count}.",
  "msg.push.enabled": "Уведомления на этом устройстве включены",
  "msg.push.disabled": "Уведомления на этом устройстве выключены",
  "msg.push.testSent": "Пробное уведомление отправлено",
  "msg.push.noDevices": "Сначала включите уведомления на этом устройстве",
  "msg.push.testTitle": "Календарь Бацзы: уведомления работают",
  "msg.push.testBody": "Так будут приходить напоминания о вашем дне.",
  "msg.push.dayTitle": "{date} · {name}: {rating}",
  "msg.push.noGood": "Особо благоприятных дел нет",
  "msg.unsub.title": "Отписка от дайджеста",
  "msg.unsub.confirm": "Больше не присылать дайджест Календаря Бацзы на почту?",
  "msg.unsub.button": "Отписаться",
  "msg.unsub.done":
    "Готово: дайджест на почту больше не придёт. Включить его снова можно в «Личном кабинете» → «Профиль».",
  "msg.unsub.bad": "Ссылка для отписки недействительна.",
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
    "Every day at the time you choose, the bot sends the day's lucky activities for your chart, the day's rating, the best hours and the lunar day. It also answers /today, /tomorrow and /week at any time.",
  "msg.profile.unavailable": "Telegram reminders are not set up on this site right now.",
  "msg.profile.connect": "Connect Telegram",
  "msg.profile.openBot": "Open the bot @{bot}",
  "msg.profile.linkNote": "The link works once, for one hour. Press Start in Telegram.",
  "msg.profile.connected": "Telegram is connected",
  "msg.profile.blocked":
    "The bot is blocked in Telegram, so reminders are off. Unblock the bot and turn reminders on again.",
  "msg.profile.active": "Send reminders",
  "msg.profile.time": "Time",
  "msg.hours.title": "Hours for plans",
  "msg.hours.lead":
    "Reminders name the day's best hours only among those that begin in this window, your local time. Night hours only if you tick the box.",
  "msg.hours.from": "From",
  "msg.hours.to": "To",
  "msg.hours.all": "Night hours too",
  "msg.hours.save": "Save hours",
  "msg.profile.chart": "Chart",
  "msg.profile.noPaidCharts":
    "Reminders are only for a chart with a paid Personal Calendar. Once it is paid, choose the chart here.",
  "msg.profile.save": "Save",
  "msg.profile.place": "The time is your place's: {place}.",
  "msg.profile.placeChart":
    "You have not chosen your place yet, so the time is the chart's birthplace's: {place}.",
  "msg.profile.placeNone": "The time is your place's. Choose it so that the reminder comes on time.",
  "msg.profile.changePlace": "Change the place",
  "msg.profile.choosePlace": "Choose your place",
  "msg.bot.welcome":
    "Hello! This is the Bazi Calendar bot. To get reminders, open My account → Profile on the website and press Connect Telegram.",
  "msg.bot.connected":
    "Done: Telegram is connected to {email}. Reminders are on: every day at {time} ({place}) I will send your day for the chart “{chart}”. To change the time or turn them off: My account → Profile.",
  "msg.bot.connectedNoChart":
    "Done: Telegram is connected to {email}. Reminders are only for a chart with a paid Personal Calendar. Once it is paid, turn them on in My account → Profile.",
  "msg.bot.notLinked":
    "This chat is not connected to an account of the Bazi Calendar website yet. Open My account → Profile, press Connect Telegram, then Start here.",
  "msg.bot.badToken":
    "This link has expired or was already used. Get a new one: My account → Profile → Connect Telegram.",
  "msg.bot.stopped":
    "Reminders are off. To turn them on again: My account → Profile → Send reminders. The commands /today, /tomorrow and /week work without reminders too.",
  "msg.bot.help":
    "I tell you about the day for your Bazi chart. Commands:\n/today — your day today\n/tomorrow — your day tomorrow\n/week — the next seven days\n/settings — the reminders' time and place\n/stop — turn reminders off",
  "msg.bot.noChart":
    "I tell you about the day for a chart with a paid Personal Calendar, and you have none yet. You can pay for a calendar and choose the chart on the website, in My account.",
  "msg.bot.settingsOn": "Reminders are on: every day at {time}.",
  "msg.bot.settingsOff": "Reminders are off.",
  "msg.bot.settingsPlace": "Place: {place}.",
  "msg.bot.settingsPlaceChart":
    "Place: {place}. This is the chart's birthplace: you have not chosen your own place on the website yet.",
  "msg.bot.settingsChart": "Chart: {chart}.",
  "msg.bot.settingsNoChart": "No chart chosen: reminders are only for a chart with a paid Personal Calendar.",
  "msg.bot.settingsLink": "Change the settings",
  "msg.cmd.today": "My day today",
  "msg.cmd.tomorrow": "My day tomorrow",
  "msg.cmd.week": "The next seven days",
  "msg.cmd.settings": "The reminders' time and place",
  "msg.cmd.stop": "Turn reminders off",
  "msg.cmd.help": "What the bot can do",
  "msg.day.title": "{date} · {name}",
  "msg.day.rating": "Your rating of the day: {rating}",
  "msg.day.good": "Good for",
  "msg.day.bad": "Better avoid",
  "msg.day.none": "No especially lucky activities on this day.",
  "msg.day.place": "Place: {place}",
  "msg.day.hours": "Best hours",
  "msg.day.noHours": "No especially good hours on this day.",
  "msg.day.lunar": "Lunar day: {number} ({symbol})",
  "msg.day.open": "Open the day in the calendar",
  "msg.day.disable": "Turn off reminders",
  "msg.week.title": "The week from {date} · {name}",
  "msg.week.quiet": "nothing special",
  "msg.week.open": "Open the month in the calendar",
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
  "msg.field.digestMode": "Choose off, daily or weekly",
  "msg.field.weekday": "Choose a day of the week",
  "msg.digest.title": "E-mail digest",
  "msg.digest.lead":
    "For those without Telegram: your day (the rating, lucky activities, best hours, the lunar day) or the seven days ahead, by e-mail at the time you choose.",
  "msg.digest.mode": "Send",
  "msg.digest.off": "Off",
  "msg.digest.daily": "Every day",
  "msg.digest.weekly": "Once a week",
  "msg.digest.weekday": "Day of the week",
  "msg.digest.subjectDay": "Your day, {date} · {name}",
  "msg.digest.subjectWeek": "Your week from {date} · {name}",
  "msg.digest.whyDaily":
    "You get this e-mail because you turned on the Bazi Calendar's daily digest for {email}. Settings: {settings}",
  "msg.digest.whyWeekly":
    "You get this e-mail because you turned on the Bazi Calendar's weekly digest for {email}. Settings: {settings}",
  "msg.digest.unsubscribe": "Unsubscribe in one click: {url}",
  "msg.digest.unsubscribeLink": "Unsubscribe",
  "msg.digest.settingsLink": "Settings",
  "msg.digest.month.favourable": "The month {pillar} ({from} – {to}) is favourable for you.",
  "msg.digest.month.mixed":
    "The month {pillar} ({from} – {to}) is mixed for you: neither clearly favourable nor difficult.",
  "msg.digest.month.difficult": "The month {pillar} ({from} – {to}) is difficult for you.",
  "msg.digest.month.why": "Why",
  "msg.digest.month.areas": "What it means",
  "msg.digest.month.open": "All the months on the chart's page",
  // Web Push (decision 025)
  "msg.field.endpoint": "The browser's subscription address must be an https address of a known push service",
  "msg.field.pushKeys": "The browser's subscription keys are damaged: turn notifications off and on again",
  "msg.push.title": "Browser notifications",
  "msg.push.lead":
    "Every day at the chosen time this device shows a notification: your rating of the day, what it is good for and the best hours. The site need not be open.",
  "msg.push.unsupported": "This browser cannot show notifications from websites.",
  "msg.push.denied":
    "Notifications from this site are blocked in the browser's settings. Allow them there and press “Turn on” again.",
  "msg.push.failed":
    "The browser could not subscribe to notifications. Please try again later or in another browser.",
  "msg.push.blocked":
    "This browser does not let the site send notifications even though they are allowed: this happens in private windows and with strict privacy settings. Open the site in a normal window or in another browser.",
  "msg.push.refused":
    "The subscription could not be saved on the server: check your connection and try again.",
  "msg.push.timeout":
    "Notifications were not turned on: the browser or the server took too long to answer. Please try again a little later.",
  "msg.push.enabling": "Turning notifications on for this device…",
  "msg.push.enable": "Turn on for this device",
  "msg.push.disable": "Turn off for this device",
  "msg.push.test": "Send a test",
  "msg.push.here": "Notifications are on for this device.",
  "msg.push.devices": "Devices with notifications: {count}.",
  "msg.push.enabled": "Notifications are on for this device",
  "msg.push.disabled": "Notifications are off for this device",
  "msg.push.testSent": "A test notification is on its way",
  "msg.push.noDevices": "Turn notifications on for this device first",
  "msg.push.testTitle": "Bazi Calendar: notifications work",
  "msg.push.testBody": "This is how the reminders of your day will come.",
  "msg.push.dayTitle": "{date} · {name}: {rating}",
  "msg.push.noGood": "No especially lucky activities",
  "msg.unsub.title": "Unsubscribe from the digest",
  "msg.unsub.confirm": "Stop sending the Bazi Calendar's e-mail digest?",
  "msg.unsub.button": "Unsubscribe",
  "msg.unsub.done":
    "Done: the e-mail digest will not come any more. You can turn it back on in your account → Profile.",
  "msg.unsub.bad": "This unsubscribe link is not valid.",
};

defineTexts({ ru, en });

/** «сб, 21 нояб.» / "Sat 21 Nov" for a civil date (the week's lines; no time zone involved). */
export function formatShortDay(lang: Lang, year: number, month: number, day: number): string {
  return dateFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** «7 декабря» / "7 December" for a civil date (a month's span in the digest; no time zone involved). */
export function formatDayMonth(lang: Lang, year: number, month: number, day: number): string {
  return dateFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

export { t } from "./lookup.ts";
