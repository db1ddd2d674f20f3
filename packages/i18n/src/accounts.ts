/**
 * Texts of accounts, charts and the client area: the server's answers (errors and successes of spec §8), the
 * recovery e-mail, and the pages' labels. Russian is the source; the English catalog must have the same keys.
 */
import type { Lang } from "./index.ts";

const ru = {
  // errors (titles of problem answers)
  "account.error.unauthorized": "Войдите, чтобы продолжить",
  "account.error.wrongCredentials": "Неверный логин или пароль",
  "account.error.userExists": "Пользователь уже существует. Пожалуйста, войдите",
  "account.error.userNotFound": "Пользователь не найден",
  "account.error.invalidCode": "Неверный код",
  "account.error.tryLater": "Попробуйте позже",
  "account.error.loginThrottled": "Слишком много попыток входа. Попробуйте через {seconds} с",
  "account.error.passwordChangeFailed": "Что-то пошло не так, попробуйте позже",
  "account.error.chartLocked": "Эту карту нельзя удалить: по ней действует Персональный календарь",
  "account.error.chartMobile": "Эту карту нельзя удалить: она привязана к мобильному приложению",
  "account.error.chartLimit": "Слишком много карт: не более {max}",
  "account.error.confirmDelete": "Для удаления аккаунта введите свой пароль",
  // field messages
  "account.field.email": "Введите корректный адрес электронной почты",
  "account.field.passwordRequired": "Пожалуйста, введите пароль",
  "account.field.passwordLength": "Пароль: от 6 до 20 символов",
  "account.field.passwordCommon": "Этот пароль слишком распространён, выберите другой",
  "account.field.passwordsDiffer": "Пароли не совпадают",
  "account.field.code": "Код: 6 цифр из письма",
  "account.field.name": "Введите имя",
  "account.field.chartName": "Максимальная длина 255",
  "account.field.required": "Пожалуйста, заполните все обязательные поля",
  "account.field.time": "Время: ЧЧ:ММ",
  "account.field.timeZone": "Неизвестный часовой пояс",
  // successes
  "account.ok.codeSent": "Код восстановления отправлен на почту",
  "account.ok.codeValid": "Код подтверждён",
  "account.ok.passwordChanged": "Пароль изменён",
  "account.ok.chartSaved": "Карта сохранена",
  "account.ok.locationSaved": "Место сохранено",
  "account.ok.signedOut": "Вы вышли",
  "account.ok.accountDeleted": "Аккаунт удалён",
  // e-mail
  "account.mail.recovery.subject": "Код восстановления пароля: {code}",
  "account.mail.recovery.text":
    "Здравствуйте!\n\nВаш код для восстановления пароля в Календаре Бацзы: {code}\n\nКод действует 10 минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.\n\nКалендарь Бацзы",
  "account.mail.passwordChanged.subject": "Пароль изменён",
  "account.mail.passwordChanged.text":
    "Здравствуйте!\n\nПароль вашего аккаунта в Календаре Бацзы только что изменён, все входы на других устройствах завершены. Если это были не вы, восстановите пароль на сайте и напишите нам.\n\nКалендарь Бацзы",
};

export type AccountKey = keyof typeof ru;

const en: Record<AccountKey, string> = {
  "account.error.unauthorized": "Sign in to continue",
  "account.error.wrongCredentials": "Wrong login or password",
  "account.error.userExists": "User already exists. Please sign in",
  "account.error.userNotFound": "User not found",
  "account.error.invalidCode": "Invalid code",
  "account.error.tryLater": "Try again later",
  "account.error.loginThrottled": "Too many sign-in attempts. Try again in {seconds} s",
  "account.error.passwordChangeFailed": "Something went wrong, try again later",
  "account.error.chartLocked": "This chart cannot be deleted: its Personal Calendar is active",
  "account.error.chartMobile": "This chart cannot be deleted: it belongs to the mobile app",
  "account.error.chartLimit": "Too many charts: at most {max}",
  "account.error.confirmDelete": "Enter your password to delete the account",
  "account.field.email": "Enter a valid e-mail address",
  "account.field.passwordRequired": "Please enter a password",
  "account.field.passwordLength": "Password: 6 to 20 characters",
  "account.field.passwordCommon": "This password is too common, choose another",
  "account.field.passwordsDiffer": "Passwords do not match",
  "account.field.code": "Code: the 6 digits from the e-mail",
  "account.field.name": "Enter a name",
  "account.field.chartName": "Between 1 and 255 characters",
  "account.field.required": "Please include all required information",
  "account.field.time": "Time: HH:MM",
  "account.field.timeZone": "Unknown time zone",
  "account.ok.codeSent": "Recovery code sent to email",
  "account.ok.codeValid": "Code confirmed",
  "account.ok.passwordChanged": "Password changed",
  "account.ok.chartSaved": "Chart saved",
  "account.ok.locationSaved": "Location saved",
  "account.ok.signedOut": "Signed out",
  "account.ok.accountDeleted": "Account deleted",
  "account.mail.recovery.subject": "Password recovery code: {code}",
  "account.mail.recovery.text":
    "Hello,\n\nYour Bazi Calendar password recovery code: {code}\n\nThe code is valid for 10 minutes. If you did not ask to recover your password, ignore this e-mail: your password stays the same.\n\nBazi Calendar",
  "account.mail.passwordChanged.subject": "Password changed",
  "account.mail.passwordChanged.text":
    "Hello,\n\nThe password of your Bazi Calendar account has just been changed and every other sign-in has been ended. If this was not you, recover your password on the site and write to us.\n\nBazi Calendar",
};

const ACCOUNTS: Record<Lang, Record<AccountKey, string>> = { ru, en };

/** An accounts text in a language, with {name} placeholders filled. */
export function at(lang: Lang, key: AccountKey, params: Record<string, string | number> = {}): string {
  return ACCOUNTS[lang][key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
