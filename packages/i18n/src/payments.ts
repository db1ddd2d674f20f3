/**
 * Texts of payments: tariffs, checkout, the return pages, payment history, autopay and its e-mails, the app's
 * Premium, and the sandbox checkout. Russian is the source; English must have the same keys.
 */
import { type Lang, plural } from "./index.ts";

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
  // history
  "pay.status.paid": "Оплачено",
  "pay.status.pending": "Ожидает оплаты",
  "pay.status.canceled": "Не оплачено",
  "pay.renewal": "Продление",
  // e-mails
  "pay.mail.renewFailed.subject": "Не удалось продлить Персональный календарь",
  "pay.mail.renewFailed.text":
    "Здравствуйте!\n\nМы не смогли списать оплату за продление Персонального календаря карты «{name}» ({tries} попытки). Автоплатёж отключён, календарь действует до {date}.\n\nЧтобы продолжить, оплатите его снова: {url}\n\nКалендарь Бацзы",
  "pay.mail.paid.subject": "Оплата получена: Персональный календарь",
  "pay.mail.paid.text":
    "Здравствуйте!\n\nОплата {amount} получена. Персональный календарь карты «{name}» действует до {date}.\n\nКалендарь Бацзы",
  // sandbox
  "pay.sandbox.title": "Песочница оплаты",
  "pay.sandbox.notice":
    "Это песочница: деньги не списываются, настоящая платёжная система не подключена. Выберите, чем закончится оплата.",
  "pay.sandbox.amount": "Сумма",
  "pay.sandbox.succeed": "Оплатить (успех)",
  "pay.sandbox.fail": "Отклонить (ошибка)",
  "pay.sandbox.done": "Этот платёж уже завершён.",
  "pay.sandbox.unknown": "Платёж не найден.",
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
  "pay.status.paid": "Paid",
  "pay.status.pending": "Awaiting payment",
  "pay.status.canceled": "Not paid",
  "pay.renewal": "Renewal",
  "pay.mail.renewFailed.subject": "We could not renew your Personal Calendar",
  "pay.mail.renewFailed.text":
    "Hello,\n\nWe could not charge the renewal of the Personal Calendar of the chart “{name}” ({tries} attempts). Autopay is now off; the calendar stays open until {date}.\n\nTo continue, pay for it again: {url}\n\nBazi Calendar",
  "pay.mail.paid.subject": "Payment received: Personal Calendar",
  "pay.mail.paid.text":
    "Hello,\n\nWe received your payment of {amount}. The Personal Calendar of the chart “{name}” is open until {date}.\n\nBazi Calendar",
  "pay.sandbox.title": "Payment sandbox",
  "pay.sandbox.notice":
    "This is a sandbox: no money moves and no real payment provider is connected. Choose how the payment ends.",
  "pay.sandbox.amount": "Amount",
  "pay.sandbox.succeed": "Pay (success)",
  "pay.sandbox.fail": "Decline (failure)",
  "pay.sandbox.done": "This payment is already finished.",
  "pay.sandbox.unknown": "Payment not found.",
};

const PAY: Record<Lang, Record<PayKey, string>> = { ru, en };

/** A payments text in a language, with {name} placeholders filled. */
export function payt(lang: Lang, key: PayKey, params: Record<string, string | number> = {}): string {
  return PAY[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** "1 месяц", "6 месяцев", "12 months": a tariff's period. */
export function monthsText(lang: Lang, months: number): string {
  return lang === "en"
    ? plural(lang, months, { one: "month", other: "months" })
    : plural(lang, months, { one: "месяц", few: "месяца", many: "месяцев", other: "месяца" });
}

/** A price as people read it: «490 ₽», «2 490 ₽», "$6.99". */
export function priceText(lang: Lang, amountMinor: number, currency: "RUB" | "USD"): string {
  const whole = amountMinor % 100 === 0;
  return new Intl.NumberFormat(lang === "ru" ? "ru-RU" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}
