/**
 * The e-mail with a chart and its reading, sent when the visitor of /bazi asks for it (issue 39 item 4). The
 * server's own catalog (imported only by apps/server's chart mail), so no page's script carries it. The reading
 * itself is the page's (bazi-reading.ts), as plain text.
 */
import { defineTexts } from "./lookup.ts";

const ru = {
  "chartMail.subject": "Ваша карта Бацзы и её разбор",
  "chartMail.subjectNamed": "Карта Бацзы «{name}» и её разбор",
  "chartMail.greeting":
    "Здравствуйте!\n\nВы просили прислать карту Бацзы, которую рассчитали в Календаре Бацзы. Вот она.",
  "chartMail.greetingNamed":
    "Здравствуйте!\n\nВы просили прислать карту Бацзы «{name}», которую рассчитали в Календаре Бацзы. Вот она.",
  "chartMail.pillars": "Четыре столпа (год, месяц, день, час): {pillars}",
  "chartMail.school": "Разбор по школе: {school}",
  "chartMail.link": "Карта на сайте, с таблицами, столпами удачи и пояснениями терминов:\n{link}",
  "chartMail.why":
    "Это письмо пришло, потому что на странице карты Бацзы указали этот адрес и попросили прислать карту. Адрес мы не сохранили, других писем не будет.\n\nКалендарь Бацзы",
} as const;

export type ChartMailKey = keyof typeof ru;

const en: Record<ChartMailKey, string> = {
  "chartMail.subject": "Your Bazi chart and its reading",
  "chartMail.subjectNamed": "The Bazi chart “{name}” and its reading",
  "chartMail.greeting":
    "Hello,\n\nYou asked us to send the Bazi chart you worked out on Bazi Calendar. Here it is.",
  "chartMail.greetingNamed":
    "Hello,\n\nYou asked us to send the Bazi chart “{name}” you worked out on Bazi Calendar. Here it is.",
  "chartMail.pillars": "The four pillars (year, month, day, hour): {pillars}",
  "chartMail.school": "The reading follows: {school}",
  "chartMail.link": "The chart on the site, with its tables, luck pillars and the terms explained:\n{link}",
  "chartMail.why":
    "You are getting this e-mail because this address was given on the Bazi chart page with a request to send the chart. We have not kept the address and will send nothing else.\n\nBazi Calendar",
};

defineTexts<ChartMailKey>({ ru, en });

export { t } from "./lookup.ts";
