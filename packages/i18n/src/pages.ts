/**
 * Texts of the informational and legal pages, ru (source) and en. Drafts: the content issue completes the
 * legal texts; the structure (title, description, sections of paragraphs or numbered steps) stays.
 */
import type { Lang } from "./index.ts";

export const PAGE_SLUGS = [
  "about",
  "agreement",
  "agreement-app",
  "site-agreement",
  "offer",
  "rules",
  "privacy-policy-app",
  "site-privacy-policy",
  "remove-account",
  "premium-ios",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/** Pages the mobile app opens in a web view: shown without the site's header and footer. */
export const APP_PAGES: ReadonlySet<PageSlug> = new Set([
  "agreement-app",
  "privacy-policy-app",
  "premium-ios",
]);

export interface PageSection {
  heading?: string;
  paragraphs?: string[];
  /** Numbered steps. */
  steps?: string[];
}

export interface PageText {
  title: string;
  description: string;
  /** True for drafts awaiting the final legal text. */
  draft: boolean;
  sections: PageSection[];
}

const DRAFT_RU = "Черновик: окончательный текст будет опубликован до запуска платных услуг.";
const DRAFT_EN = "Draft: the final text will be published before the paid services start.";

const ru: Record<PageSlug, PageText> = {
  about: {
    title: "О проекте",
    description:
      "Календарь Бацзы: ежедневный календарь по китайской системе Четырёх столпов и китайскому альманаху.",
    draft: false,
    sections: [
      {
        paragraphs: [
          "Календарь Бацзы показывает, каким будет день: столпы года, месяца и дня, фазу Луны и лунные сутки, 28 созвездий, звёзды дня и дела, для которых день благоприятен или нет, с оценкой от −3 до +3.",
          "Все расчёты мы выполняем сами и с точностью до минуты: солнечные сезоны — по видимой долготе Солнца, исторические часовые пояса и летнее время — по базе IANA, истинное солнечное время — с уравнением времени. Каждая оценка сопровождается причинами, из которых она сложилась.",
          "Персональный календарь учитывает вашу карту Ба Цзы: столкновения с вашим знаком и столпом дня, Звезду Знатного Человека, Ямскую Лошадь и другие личные звёзды.",
        ],
      },
    ],
  },
  agreement: {
    title: "Пользовательское соглашение",
    description: "Условия использования сервиса Календарь Бацзы.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        heading: "1. Общие положения",
        paragraphs: [
          "Соглашение регулирует использование сайта и мобильного приложения Календарь Бацзы. Пользуясь сервисом, вы принимаете его условия.",
        ],
      },
      {
        heading: "2. Характер сведений",
        paragraphs: [
          "Расчёты календаря основаны на традиционной китайской системе и носят справочный характер; они не являются медицинскими, юридическими или финансовыми рекомендациями.",
        ],
      },
    ],
  },
  "agreement-app": {
    title: "Пользовательское соглашение мобильного приложения",
    description: "Условия использования мобильного приложения Календарь Бацзы.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        paragraphs: [
          "Соглашение регулирует использование мобильного приложения Календарь Бацзы, в том числе подписки Premium.",
        ],
      },
    ],
  },
  "site-agreement": {
    title: "Соглашение об использовании сайта",
    description: "Условия использования сайта Календарь Бацзы.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        paragraphs: [
          "Материалы сайта можно цитировать со ссылкой на источник. Автоматический сбор данных ограничен.",
        ],
      },
    ],
  },
  offer: {
    title: "Публичная оферта",
    description: "Оферта на оказание услуги «Персональный календарь».",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        heading: "Тарифы",
        paragraphs: [
          "Персональный календарь для одной карты активируется на 1, 6 или 12 месяцев либо по ежемесячной подписке с автоплатежом, которую можно отключить в личном кабинете.",
          "Пакеты на 1, 6 и 12 месяцев возврату не подлежат.",
          "Подписка продлевается за день до окончания оплаченного месяца списанием с карты, сохранённой при первой оплате. Если списание не прошло три раза подряд, подписка отключается, а календарь действует до конца оплаченного срока; мы сообщаем об этом по электронной почте. Отключить подписку можно в любой момент: «Мои карты» → «Отключить автоплатёж».",
          "Premium мобильного приложения (автоплатёж 99 ₽ в месяц) не включает Персональный календарь на сайте, а подписка на сайте не включает приложение.",
        ],
      },
    ],
  },
  rules: {
    title: "Правила сервиса",
    description: "Правила пользования сервисом Календарь Бацзы.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        paragraphs: [
          "Общий календарь доступен всем на прошедшие даты и на 30 дней вперёд. Персональные расчёты на любые даты доступны в Персональном календаре.",
        ],
      },
    ],
  },
  "privacy-policy-app": {
    title: "Политика конфиденциальности мобильного приложения",
    description: "Как мобильное приложение Календарь Бацзы обрабатывает персональные данные.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        paragraphs: [
          "Данные рождения (дата, время, место) используются только для расчёта вашей карты и календаря и хранятся на серверах в России. Вы можете удалить аккаунт и все данные в настройках приложения.",
        ],
      },
    ],
  },
  "site-privacy-policy": {
    title: "Политика конфиденциальности",
    description: "Как сайт Календарь Бацзы обрабатывает персональные данные.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_RU] },
      {
        heading: "Какие данные мы обрабатываем",
        paragraphs: [
          "Адрес электронной почты, имя карты, дату, время и место рождения — для расчёта карты и календаря; город — для лунных суток и времени. Данные хранятся на серверах в России.",
        ],
      },
      {
        heading: "Файлы cookie",
        paragraphs: [
          "Мы используем cookie для входа, выбранного города и языка. Аналитика включается только после вашего согласия.",
        ],
      },
    ],
  },
  "remove-account": {
    title: "Как удалить аккаунт",
    description: "Удаление аккаунта мобильного приложения Календарь Бацзы.",
    draft: false,
    sections: [
      {
        paragraphs: ["Аккаунт мобильного приложения удаляется в самом приложении:"],
        steps: [
          "Войдите в приложение Календарь Бацзы.",
          "Откройте «Настройки».",
          "Нажмите кнопку «Удалить аккаунт».",
          "Подтвердите удаление.",
        ],
      },
      { paragraphs: ["Вместе с аккаунтом удаляются все карты и связанные с ними данные."] },
    ],
  },
  "premium-ios": {
    title: "Premium в мобильном приложении",
    description: "Подписка Premium мобильного приложения Календарь Бацзы.",
    draft: false,
    sections: [
      {
        paragraphs: [
          "Premium открывает в приложении персональный календарь для вашей карты. Подписка стоит 99 рублей в месяц и продлевается автоматически; отключить её можно в настройках подписок App Store.",
          "Premium в приложении не включает Персональный календарь на сайте, а подписка на сайте не включает приложение.",
        ],
      },
    ],
  },
};

const en: Record<PageSlug, PageText> = {
  about: {
    title: "About",
    description:
      "Bazi Calendar: a daily calendar on the Chinese Four Pillars system and the Chinese almanac.",
    draft: false,
    sections: [
      {
        paragraphs: [
          "Bazi Calendar shows what a day is like: the pillars of the year, month and day, the moon phase and lunar day, the 28 mansions, the day's stars and the activities the day suits or not, rated from −3 to +3.",
          "We compute everything ourselves, to the minute: solar terms from the Sun's apparent longitude, historical time zones and daylight saving from the IANA database, true solar time with the equation of time. Every rating comes with the reasons behind it.",
          "The Personal Calendar takes your Bazi chart into account: clashes with your sign and day pillar, the Nobleman, the Travelling Horse and other personal stars.",
        ],
      },
    ],
  },
  agreement: {
    title: "Terms of use",
    description: "Terms of use of Bazi Calendar.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        heading: "1. General",
        paragraphs: [
          "These terms govern the use of the Bazi Calendar website and mobile app. By using the service you accept them.",
        ],
      },
      {
        heading: "2. Nature of the information",
        paragraphs: [
          "The calendar's calculations follow the traditional Chinese system and are for information only; they are not medical, legal or financial advice.",
        ],
      },
    ],
  },
  "agreement-app": {
    title: "Mobile app terms of use",
    description: "Terms of use of the Bazi Calendar mobile app.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        paragraphs: [
          "These terms govern the use of the Bazi Calendar mobile app, including the Premium subscription.",
        ],
      },
    ],
  },
  "site-agreement": {
    title: "Website terms",
    description: "Terms of use of the Bazi Calendar website.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        paragraphs: [
          "You may quote the site's materials with a link to the source. Automated data collection is limited.",
        ],
      },
    ],
  },
  offer: {
    title: "Public offer",
    description: "Offer for the Personal Calendar service.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        heading: "Plans",
        paragraphs: [
          "The Personal Calendar for one chart is activated for 1, 6 or 12 months, or by a monthly autopay subscription that you can turn off in your account.",
          "The 1, 6 and 12 month packages are non-refundable.",
          "The subscription renews a day before the paid month ends, charged to the card saved at the first payment. If the charge fails three times in a row, the subscription is turned off and the calendar stays open until the end of the paid period; we tell you by e-mail. You can turn the subscription off at any time: My charts → Turn off autopay.",
          "App Premium in the mobile app (autopay, 99 RUB a month) does not include the Personal Calendar on the website, and the website subscription does not include the app.",
        ],
      },
    ],
  },
  rules: {
    title: "Rules",
    description: "Rules of the Bazi Calendar service.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        paragraphs: [
          "The general calendar is open to everyone for past dates and 30 days ahead. Personal calculations for any date are part of the Personal Calendar.",
        ],
      },
    ],
  },
  "privacy-policy-app": {
    title: "Mobile app privacy policy",
    description: "How the Bazi Calendar mobile app processes personal data.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        paragraphs: [
          "Birth data (date, time, place) is used only to compute your chart and calendar and is stored on servers in Russia. You can delete your account and all data in the app's settings.",
        ],
      },
    ],
  },
  "site-privacy-policy": {
    title: "Privacy policy",
    description: "How the Bazi Calendar website processes personal data.",
    draft: true,
    sections: [
      { paragraphs: [DRAFT_EN] },
      {
        heading: "What we process",
        paragraphs: [
          "Your e-mail address, chart names, birth dates, times and places to compute charts and calendars; your city for lunar days and local times. The data is stored on servers in Russia.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "We use cookies for sign-in, your chosen city and language. Analytics starts only after your consent.",
        ],
      },
    ],
  },
  "remove-account": {
    title: "How to delete your account",
    description: "Deleting a Bazi Calendar mobile app account.",
    draft: false,
    sections: [
      {
        paragraphs: ["A mobile app account is deleted in the app itself:"],
        steps: [
          "Log in to the Bazi Calendar app.",
          "Open Settings.",
          "Tap Delete account.",
          "Confirm the deletion.",
        ],
      },
      { paragraphs: ["All charts and their data are deleted with the account."] },
    ],
  },
  "premium-ios": {
    title: "Premium in the mobile app",
    description: "The Premium subscription of the Bazi Calendar mobile app.",
    draft: false,
    sections: [
      {
        paragraphs: [
          "Premium opens the personal calendar for your chart in the app. It costs 99 roubles a month and renews automatically; turn it off in your App Store subscriptions.",
          "App Premium includes the site calendar.",
        ],
      },
    ],
  },
};

export const PAGES: Record<Lang, Record<PageSlug, PageText>> = { ru, en };

export function isPageSlug(s: string): s is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(s);
}
