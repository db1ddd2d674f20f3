/**
 * The e-mails of accounts (docs/product.md §8): the recovery code, the password changed, the account deleted. The
 * server's own catalog, imported only by the accounts service, so that no page's script carries these texts.
 * Russian is the source; the English catalog must have the same keys.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "account.mail.recovery.subject": "Код восстановления пароля: {code}",
  "account.mail.recovery.text":
    "Здравствуйте!\n\nВаш код для восстановления пароля в Календаре Бацзы: {code}\n\nКод действует 10 минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо: пароль останется прежним.\n\nКалендарь Бацзы",
  "account.mail.passwordChanged.subject": "Пароль изменён",
  "account.mail.passwordChanged.text":
    "Здравствуйте!\n\nПароль вашего аккаунта в Календаре Бацзы только что изменён, все входы на других устройствах завершены. Если это были не вы, восстановите пароль на сайте и напишите нам.\n\nКалендарь Бацзы",
  "account.mail.accountDeleted.subject": "Аккаунт удалён",
  "account.mail.accountDeleted.text":
    "Здравствуйте!\n\nВаш аккаунт в Календаре Бацзы удалён по вашей просьбе. Вместе с ним удалены все сохранённые карты с их Персональными календарями, напоминания, история платежей, сохранённое место и согласия. Все входы в аккаунт на всех устройствах завершены.\n\nЭто последнее письмо: адрес вашей почты мы больше не храним. Если аккаунт удалили не вы, напишите нам.\n\nКалендарь Бацзы",
} as const;

export type AccountMailKey = keyof typeof ru;

const en: Record<AccountMailKey, string> = {
  "account.mail.recovery.subject": "Password recovery code: {code}",
  "account.mail.recovery.text":
    "Hello,\n\nYour Bazi Calendar password recovery code: {code}\n\nThe code is valid for 10 minutes. If you did not ask to recover your password, ignore this e-mail: your password stays the same.\n\nBazi Calendar",
  "account.mail.passwordChanged.subject": "Password changed",
  "account.mail.passwordChanged.text":
    "Hello,\n\nThe password of your Bazi Calendar account has just been changed and every other sign-in has been ended. If this was not you, recover your password on the site and write to us.\n\nBazi Calendar",
  "account.mail.accountDeleted.subject": "Account deleted",
  "account.mail.accountDeleted.text":
    "Hello,\n\nYour Bazi Calendar account has been deleted as you asked. Every saved chart with its Personal Calendar, the reminders, the payment history, the saved place and the consents have been deleted with it. Every sign-in to the account on every device has been ended.\n\nThis is our last e-mail: we no longer keep your address. If it was not you who deleted the account, write to us.\n\nBazi Calendar",
};

defineTexts<AccountMailKey>({ ru, en });

export { t } from "./lookup.ts";
