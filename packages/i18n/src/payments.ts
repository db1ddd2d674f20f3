/**
 * Texts of payments: tariffs, checkout, the return pages, payment history, autopay and its e-mails, the app's
 * Premium, and the sandbox checkout. Russian is the source; English must have the same keys.
 */
import type { Lang } from "./index.ts";
import { numberFormat } from "./intl.ts";
import { defineTexts, t } from "./lookup.ts";
import "./plural.ts";

const ru = {
  // tariffs
  "pay.product.period": "{months}",
  "pay.product.autopay": "Ежемесячная подписка (автоплатёж)",
  "pay.product.mobile": "Premium в мобильном приложении (автоплатёж)",
  "pay.perMonth": "{price} в месяц",
  "pay.nonRefundable": "Пакеты на 1, 6 и 12 месяцев не возвращаются.",
  "pay.autopayNote":
    "Подписка продлевается каждый месяц с сохранённой карты, пока вы её не отключите: «Мои карты» → «Отключить автоплатёж».",
  "pay.description": "Персональный календарь «{name}»: {product}",
  "pay.descriptionMobile": "Premium в приложении «{name}»",
  // field and server errors
  "pay.field.product": "Выберите тариф",
  "pay.field.confirm": "Подтвердите оплату",
  "pay.field.consent": "Дайте согласие на обработку персональных данных",
  "pay.error.unavailable": "Оплата сейчас недоступна. Попробуйте позже",
  "pay.error.productUnavailable": "Этот тариф недоступен",
  "pay.error.notMobile": "Premium приложения доступен только для карт из мобильного приложения",
  "pay.ok.autopayDisabled": "Автоплатёж отключён",
  "pay.ok.autopayEnabled": "Автоплатёж снова включён",
  "pay.error.autopayUnavailable":
    "Автоплатёж нельзя включить снова: сохранённой карты больше нет или оплаченный срок закончился. Оформите подписку заново",
  // history
  "pay.status.paid": "Оплачено",
  "pay.status.pending": "Ожидает оплаты",
  "pay.status.canceled": "Не оплачено",
  "pay.renewal": "Продление",
  // e-mails
  "pay.mail.renewFailed.subject": "Не удалось продлить Персональный календарь",
  "pay.mail.renewFailed.text":
    "Здравствуйте!\n\nМы не смогли списать оплату за продление Персонального календаря карты «{name}» ({tries}). Автоплатёж отключён, календарь действует до {date}.\n\nЧтобы продолжить, оплатите его снова: {url}\n\nКалендарь Бацзы",
  "pay.mail.paid.subject": "Оплата получена: Персональный календарь",
  "pay.mail.paid.text":
    "Здравствуйте!\n\nОплата {amount} получена. Персональный календарь карты «{name}» действует до {date}.\n\nКалендарь Бацзы",
  // the products list
  "pay.products.title": "Тарифы",
  "pay.products.choose": "Выбрать карту и оплатить",
  "pay.products.app": "Подробнее о Premium в приложении",
  // the /personal page
  "pay.page.title": "Персональный календарь",
  "pay.page.description":
    "Календарь, рассчитанный по вашей карте Бацзы: личная оценка каждого дня, ваши звёзды и часы, любые даты вперёд. Тарифы на 1, 6 и 12 месяцев или подписка.",
  "pay.page.lead":
    "Общий календарь показывает день для всех. Персональный рассчитан по вашей карте Бацзы: как столпы дня встречаются с вашими столпами года и дня рождения.",
  "pay.page.gives1": "Личная оценка каждого дня и часа рядом с общей",
  "pay.page.gives2": "Ваши символические звёзды дня",
  "pay.page.gives3": "Любые даты вперёд: общий календарь открыт только на {days}",
  "pay.page.gives4": "Месяц и год, окрашенные по вашей карте, и подбор благоприятных дней для вас",
  // the reminder channels this site delivers, one line each (only those configured are shown)
  "pay.page.givesTelegram": "Ежедневные напоминания в Telegram о благоприятных делах",
  "pay.page.givesEmail": "Ваш день или неделя письмом на почту в выбранное время",
  "pay.page.givesPush": "Уведомление в браузере с вашей оценкой дня в выбранное время",
  "pay.page.tariffs": "Тариф",
  "pay.page.chart": "Карта",
  // the free-and-paid page (/free-and-paid): {days}, {period} are counted days, {people} a number
  "plans.free": "Бесплатно, без регистрации",
  // the line on the forms whose result differs for a Personal Calendar, with its link to the page
  "plans.note": "Часть результатов здесь — только в Персональном календаре.",
  "plans.noteLink": "Что бесплатно, а что платно",
  "plans.paid": "С Персональным календарём",
  "plans.free.day":
    "Страница любого дня: оценка, благоприятные и неблагоприятные дела, часы, Луна — для прошлых дат и на {days} вперёд.",
  "plans.free.month": "Месяц и год с оценками дней на {days} вперёд; дальше — без оценок.",
  "plans.free.chart":
    "Карта Бацзы с толкованием и совместимость двух карт; с учётной записью карты можно сохранить.",
  "plans.free.predict": "Подбор благоприятных дней по теме или делу — в пределах {days} вперёд.",
  "plans.free.select": "Выбор даты для события, до {people} участников, — в пределах {days} вперёд.",
  "plans.paid.rating": "Личная оценка каждого дня и часа по вашей карте рядом с общей и ваши звёзды дня.",
  "plans.paid.dates": "Любые даты вперёд: дни, месяцы и годы, окрашенные по вашей карте.",
  "plans.paid.predict":
    "Подбор дней по вашей карте на любой месяц; выбор даты для события на период максимум в {period}.",
  "plans.paid.months": "Прогноз по месяцам для сохранённой карты.",
  "plans.paid.reminders":
    "Напоминания о дне по вашей карте {channels}, а также календарь-подписка (iCalendar).",
  "plans.paid.feed": "Календарь-подписка (iCalendar) с вашими днями.",
  "plans.channel.telegram": "в Telegram",
  "plans.channel.email": "письмом",
  "plans.channel.push": "push-уведомлением",
  "pay.page.forChart": "Для карты «{name}»",
  "pay.page.noCharts": "Персональный календарь оформляется для карты Бацзы. Сначала сохраните карту.",
  "pay.page.createChart": "Создать карту",
  "pay.page.signIn": "Войдите, чтобы оформить Персональный календарь для своей карты.",
  "pay.page.signInAction": "Войти или зарегистрироваться",
  "pay.page.confirm": "Подтверждаю оплату и принимаю условия",
  "pay.page.offer": "оферты",
  "pay.page.consent": "Даю",
  "pay.page.policy": "согласие на обработку персональных данных",
  "pay.seller.title": "Продавец",
  "pay.seller.inn": "ИНН",
  "pay.seller.ogrn": "ОГРН / ОГРНИП",
  "pay.seller.address": "Адрес",
  "pay.seller.email": "Почта поддержки",
  "pay.seller.placeholder":
    "Реквизиты продавца не указаны: это демонстрационная установка. Здесь работает только тестовая оплата, деньги не списываются. На рабочем сайте здесь стоят название, ИНН, ОГРН и адрес продавца.",
  "pay.page.pay": "Перейти к оплате",
  "pay.page.paidUntil": "Оплачен до {date}",
  "pay.page.extend": "Оплата продлит календарь с {date}.",
  "pay.page.autopayOn": "Автоплатёж включён: продление списывается за день до окончания.",
  "pay.page.autopayOff": "Отключить автоплатёж",
  "pay.page.sandbox": "Оплата работает в режиме песочницы: деньги не списываются.",
  "pay.page.total": "К оплате: {price}",
  // return pages
  "pay.kassa.successTitle": "Оплата прошла",
  "pay.kassa.successText": "Персональный календарь карты «{name}» действует до {date}.",
  "pay.kassa.mobileText": "Premium в приложении для карты «{name}» действует до {date}.",
  "pay.kassa.pendingTitle": "Ждём подтверждения оплаты",
  "pay.kassa.pendingText":
    "Платёжная система ещё не сообщила нам об оплате. Страница обновится сама через несколько секунд.",
  "pay.kassa.refresh": "Обновить",
  "pay.kassa.failTitle": "Оплата не прошла",
  "pay.kassa.failText": "Деньги не списаны. Попробуйте ещё раз или выберите другой способ оплаты.",
  "pay.kassa.tryAgain": "Попробовать снова",
  "pay.kassa.toCalendar": "Открыть календарь на сегодня",
  "pay.kassa.toCharts": "Мои карты",
  // history
  "pay.history.date": "Дата",
  "pay.history.chart": "Карта",
  "pay.history.product": "Тариф",
  "pay.history.sum": "Сумма",
  "pay.history.status": "Статус",
  // the app's Premium
  "pay.mobile.title": "Premium в мобильном приложении",
  "pay.mobile.lead":
    "Premium открывает персональные функции мобильного приложения для карты, созданной в приложении: 99 ₽ в месяц с автоплатежом, отключить можно в любой момент.",
  "pay.mobile.apart":
    "Premium приложения не включает Персональный календарь на сайте, а подписка на сайте не включает приложение.",
  "pay.mobile.noCharts":
    "Нет карт из мобильного приложения. Premium оформляется для карты, созданной в приложении.",
  "pay.mobile.paidUntil": "Premium оплачен до {date}",
  // chart cards
  "pay.card.autopay": "Автоплатёж",
  "pay.card.extend": "Продлить",
  // a saved chart's page (/bazi/{uuid})
  "pay.chart.activeUntil": "Действует до {date}.",
  "pay.chart.offer": "Личная оценка каждого дня и часа по этой карте, ваши звёзды дня и любые даты вперёд.",
  "pay.card.autopayIsOff": "Автоплатёж отключён: календарь действует до {date}, списаний больше не будет.",
  "pay.card.autopayOn": "Включить автоплатёж снова",
  "pay.card.autopayOnLead":
    "Подписка продлится по тому же тарифу с карты, сохранённой при оплате: за день до {date} и дальше каждый месяц, пока вы её не отключите.",
  "pay.card.autopayOnSubmit": "Включить автоплатёж",
  "pay.card.buyAgain": "Оформить заново",
  // sandbox: the checkout page of the built-in test provider
  "pay.sandbox.title": "Тестовая оплата",
  "pay.sandbox.badge": "Тестовый режим",
  "pay.sandbox.notice":
    "Это песочница: деньги не списываются, настоящая платёжная система не подключена. Карта не нужна.",
  "pay.sandbox.order": "Заказ",
  "pay.sandbox.amount": "Сумма",
  "pay.sandbox.choose": "Выберите, чем закончится оплата:",
  "pay.sandbox.succeed": "Оплатить (успех)",
  "pay.sandbox.fail": "Отклонить (ошибка)",
  "pay.sandbox.done": "Этот платёж уже завершён.",
  "pay.sandbox.unknown": "Платёж не найден.",
  "pay.sandbox.home": "На главную",
};

export type PayKey = keyof typeof ru;

const en: Record<PayKey, string> = {
  "pay.product.period": "{months}",
  "pay.product.autopay": "Monthly subscription (autopay)",
  "pay.product.mobile": "Premium in the mobile app (autopay)",
  "pay.perMonth": "{price} a month",
  "pay.nonRefundable": "The 1, 6 and 12-month packages are non-refundable.",
  "pay.autopayNote":
    "The subscription renews every month from the saved card until you turn it off: My charts → Turn off autopay.",
  "pay.description": "Personal Calendar “{name}”: {product}",
  "pay.descriptionMobile": "App Premium “{name}”",
  "pay.field.product": "Choose a plan",
  "pay.field.confirm": "Please confirm the payment",
  "pay.field.consent": "Please consent to the processing of personal data",
  "pay.error.unavailable": "Payment is not available right now. Please try again later",
  "pay.error.productUnavailable": "This plan is not available",
  "pay.error.notMobile": "App Premium is only available for charts from the mobile app",
  "pay.ok.autopayDisabled": "Autopay disabled",
  "pay.ok.autopayEnabled": "Autopay is on again",
  "pay.error.autopayUnavailable":
    "Autopay cannot be turned back on: the saved card is gone or the paid period has ended. Please subscribe again",
  "pay.status.paid": "Paid",
  "pay.status.pending": "Awaiting payment",
  "pay.status.canceled": "Not paid",
  "pay.renewal": "Renewal",
  "pay.mail.renewFailed.subject": "We could not renew your Personal Calendar",
  "pay.mail.renewFailed.text":
    "Hello,\n\nWe could not charge the renewal of the Personal Calendar of the chart “{name}” ({tries}). Autopay is now off; the calendar stays open until {date}.\n\nTo continue, pay for it again: {url}\n\nBazi Calendar",
  "pay.mail.paid.subject": "Payment received: Personal Calendar",
  "pay.mail.paid.text":
    "Hello,\n\nWe received your payment of {amount}. The Personal Calendar of the chart “{name}” is open until {date}.\n\nBazi Calendar",
  "pay.products.title": "Plans",
  "pay.products.choose": "Choose a chart and pay",
  "pay.products.app": "More about the app's Premium",
  "pay.page.title": "Personal Calendar",
  "pay.page.description":
    "A calendar computed for your Bazi chart: your own rating of every day, your stars and hours, any date ahead. Plans for 1, 6 or 12 months or a subscription.",
  "pay.page.lead":
    "The general calendar shows the day for everyone. The personal one is computed for your Bazi chart: how the day's pillars meet your year and day pillars.",
  "pay.page.gives1": "Your own rating of every day and hour next to the general one",
  "pay.page.gives2": "Your symbolic stars of the day",
  "pay.page.gives3": "Any date ahead: the general calendar opens only {days}",
  "pay.page.gives4": "Months and years coloured for your chart, and lucky-day selection for you",
  "pay.page.givesTelegram": "Daily Telegram reminders of lucky activities",
  "pay.page.givesEmail": "Your day or week by e-mail at the time you choose",
  "pay.page.givesPush": "A browser notification with your rating of the day at the time you choose",
  "pay.page.tariffs": "Plan",
  "pay.page.chart": "Chart",
  "plans.free": "Free, no account needed",
  "plans.note": "Some results here come only with a Personal Calendar.",
  "plans.noteLink": "What is free and what is paid",
  "plans.paid": "With a Personal Calendar",
  "plans.free.day":
    "A page for any day: its rating, activities to do and to avoid, hours and the Moon, for past dates and {days} ahead.",
  "plans.free.month": "Months and years with day ratings {days} ahead; later dates without ratings.",
  "plans.free.chart":
    "A Bazi chart with its reading, and the compatibility of two charts; with an account you can save charts.",
  "plans.free.predict": "Lucky-day selection by theme or activity, within {days} ahead.",
  "plans.free.select": "Choosing a date for an event, for up to {people} people, within {days} ahead.",
  "plans.paid.rating":
    "Your own rating of every day and hour next to the general one, and your stars of the day.",
  "plans.paid.dates": "Any date ahead: days, months and years coloured for your chart.",
  "plans.paid.predict":
    "Lucky days for your chart in any month; date selection over a period of up to {period}.",
  "plans.paid.months": "The month-by-month forecast of a saved chart.",
  "plans.paid.reminders": "Reminders of your day {channels}, and a calendar feed (iCalendar).",
  "plans.paid.feed": "A calendar feed (iCalendar) of your days.",
  "plans.channel.telegram": "by Telegram",
  "plans.channel.email": "by e-mail",
  "plans.channel.push": "by push notification",
  "pay.page.forChart": "For the chart “{name}”",
  "pay.page.noCharts": "The Personal Calendar is for a Bazi chart. Save a chart first.",
  "pay.page.createChart": "Create a chart",
  "pay.page.signIn": "Sign in to get a Personal Calendar for your chart.",
  "pay.page.signInAction": "Sign in or sign up",
  "pay.page.confirm": "I confirm the payment and accept the terms of the",
  "pay.page.offer": "offer",
  "pay.page.consent": "I give my",
  "pay.page.policy": "consent to the processing of personal data",
  "pay.seller.title": "Seller",
  "pay.seller.inn": "Taxpayer number (INN)",
  "pay.seller.ogrn": "Registration number (OGRN / OGRNIP)",
  "pay.seller.address": "Address",
  "pay.seller.email": "Support e-mail",
  "pay.seller.placeholder":
    "No seller is named: this is a demonstration installation. Only test payments work here, and no money is taken. On the live site this is where the seller's name, taxpayer and registration numbers and address appear.",
  "pay.page.pay": "Continue to payment",
  "pay.page.paidUntil": "Paid until {date}",
  "pay.page.extend": "Paying extends the calendar from {date}.",
  "pay.page.autopayOn": "Autopay is on: each renewal is charged a day before the end.",
  "pay.page.autopayOff": "Turn off autopay",
  "pay.page.sandbox": "Payments run in sandbox mode: no money moves.",
  "pay.page.total": "To pay: {price}",
  "pay.kassa.successTitle": "Payment received",
  "pay.kassa.successText": "The Personal Calendar of the chart “{name}” is open until {date}.",
  "pay.kassa.mobileText": "App Premium for the chart “{name}” is active until {date}.",
  "pay.kassa.pendingTitle": "Waiting for the payment to be confirmed",
  "pay.kassa.pendingText":
    "The payment provider has not told us about the payment yet. This page refreshes by itself in a few seconds.",
  "pay.kassa.refresh": "Refresh",
  "pay.kassa.failTitle": "The payment did not go through",
  "pay.kassa.failText": "Nothing was charged. Try again or choose another way to pay.",
  "pay.kassa.tryAgain": "Try again",
  "pay.kassa.toCalendar": "Open today's calendar",
  "pay.kassa.toCharts": "My charts",
  "pay.history.date": "Date",
  "pay.history.chart": "Chart",
  "pay.history.product": "Plan",
  "pay.history.sum": "Amount",
  "pay.history.status": "Status",
  "pay.mobile.title": "Premium in the mobile app",
  "pay.mobile.lead":
    "Premium opens the mobile app's personal features for a chart created in the app: 99 ₽ a month with autopay, which you can turn off at any time.",
  "pay.mobile.apart":
    "App Premium does not include the Personal Calendar on the website, and the website subscription does not include the app.",
  "pay.mobile.noCharts": "No charts from the mobile app. Premium is for a chart created in the app.",
  "pay.mobile.paidUntil": "Premium paid until {date}",
  "pay.card.autopay": "Autopay",
  "pay.card.extend": "Extend",
  "pay.chart.activeUntil": "Active until {date}.",
  "pay.chart.offer":
    "Your own rating of every day and hour for this chart, your stars of the day and any date ahead.",
  "pay.card.autopayIsOff": "Autopay is off: the calendar runs until {date}, nothing more will be charged.",
  "pay.card.autopayOn": "Turn autopay back on",
  "pay.card.autopayOnLead":
    "The subscription renews on the same plan from the card saved when you paid: a day before {date} and then every month until you turn it off.",
  "pay.card.autopayOnSubmit": "Turn autopay on",
  "pay.card.buyAgain": "Subscribe again",
  "pay.sandbox.title": "Test payment",
  "pay.sandbox.badge": "Test mode",
  "pay.sandbox.notice":
    "This is a sandbox: no money moves and no real payment system is connected. No card is needed.",
  "pay.sandbox.order": "Order",
  "pay.sandbox.amount": "Amount",
  "pay.sandbox.choose": "Choose how the payment ends:",
  "pay.sandbox.succeed": "Pay (success)",
  "pay.sandbox.fail": "Decline (failure)",
  "pay.sandbox.done": "This payment is already finished.",
  "pay.sandbox.unknown": "Payment not found.",
  "pay.sandbox.home": "Go to the home page",
};

defineTexts({ ru, en });

/** "1 месяц", "6 месяцев", "12 months": a tariff's period. */
export function monthsText(lang: Lang, months: number): string {
  return t(lang, "count.months", { count: months });
}

/** A price as people read it: «490 ₽», «2 490 ₽», "$6.99". */
export function priceText(lang: Lang, amountMinor: number, currency: "RUB" | "USD"): string {
  const whole = amountMinor % 100 === 0;
  return numberFormat(lang === "ru" ? "ru-RU" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}

export { t };
