/**
 * The informational and legal pages in ru and en: each opens with its title, the right lang, canonical link,
 * and layout (the mobile app's pages show content only, without the site's header and footer); the site's apps
 * banner leads to the site's own page about the app.
 */
import { MAX_SELECT_DAYS, MAX_SELECT_PEOPLE } from "@bazi/almanac";
import { GENERAL_DAYS_AHEAD } from "@bazi/contracts/limits";
import { expect, test } from "../fixtures.ts";
import { MOBILE } from "../lib.ts";

const PAGES: [string, string, string][] = [
  ["about", "О проекте", "About"],
  ["agreement", "Пользовательское соглашение", "Terms of use"],
  ["agreement-app", "Пользовательское соглашение мобильного приложения", "Mobile app terms of use"],
  ["site-agreement", "Соглашение об использовании сайта", "Website terms"],
  ["offer", "Публичная оферта", "Public offer"],
  ["rules", "Правила сервиса", "Rules"],
  ["privacy-policy-app", "Политика конфиденциальности мобильного приложения", "Mobile app privacy policy"],
  ["site-privacy-policy", "Политика конфиденциальности", "Privacy policy"],
  ["remove-account", "Как удалить аккаунт", "How to delete your account"],
  ["premium-ios", "Premium в мобильном приложении", "Premium in the mobile app"],
  ["mobile-app", "Мобильное приложение", "The mobile app"],
  ["free-and-paid", "Что бесплатно, а что платно", "What is free and what is paid"],
];
const APP = new Set(["agreement-app", "privacy-policy-app", "premium-ios"]);

test("everyPageInBothLanguages", async ({ page, baseUrl }) => {
  for (const [slug, ru, en] of PAGES) {
    for (const lang of ["ru", "en"] as const) {
      const path = lang === "ru" ? `/${slug}` : `/en/${slug}`;
      const res = await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      expect(res?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      await expect(page.locator("h1").first(), path).toHaveText(lang === "ru" ? ru : en);
      await expect(page, path).toHaveTitle(lang === "ru" ? ru : en);
      // the paths are letters, digits, "-" and "/": plain in a pattern
      await expect(page.locator('link[rel="canonical"]'), `${path}: canonical`).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      );
      if (APP.has(slug)) {
        await expect(
          page.locator("header, footer"),
          `${path}: the app layout has no header or footer`,
        ).toHaveCount(0);
      } else {
        await expect(page.locator("header").first(), `${path}: the site layout has a header`).toBeAttached();
        await expect(page.locator("footer").first(), `${path}: the site layout has a footer`).toBeAttached();
      }
    }
  }
});

test("dayDescriptionInBothLanguages", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`, { waitUntil: "load" });
  const ru = page.getByTestId("day-description");
  await expect(ru).toContainText(/День Установления открывает новый цикл/);
  await expect(ru).toContainText(/Лунные сутки 13: Колесо/);
  await expect(ru).toContainText(/己亥: Инь Земля над ветвью Хай/);
  await page.goto(`${baseUrl}/en/2026/11/21`, { waitUntil: "load" });
  const en = page.getByTestId("day-description");
  await expect(en).toContainText(/An Establish day opens a new cycle/);
  await expect(en).toContainText(/Wheel/);
});

/**
 * The offer and the payment page name the seller; this server (the embedded default) has none configured, so
 * both say so plainly in the page's language (the configured details are checked in the topology test).
 */
test("theOfferAndThePaymentPageNameTheSeller", async ({ page, baseUrl }) => {
  for (const [path, text] of [
    ["/offer", /^Реквизиты продавца не указаны: это демонстрационная установка/],
    ["/en/offer", /^No seller is named: this is a demonstration installation/],
    ["/personal", /^Реквизиты продавца не указаны/],
  ] as const) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    await expect(page.getByTestId("seller-placeholder"), path).toHaveText(text);
  }
});

/**
 * The apps banner's «О приложении» leads a visitor to a page of the site (not the app's bare page): the header with
 * the logo, the menu and the language switch, the footer, where to get the app, and working links to the
 * Personal Calendar; the app's Premium page links there too. In ru and en, on a desktop and a phone.
 */
test("appsBannerLeadsToTheSitePageAboutTheApp", async ({ page, baseUrl }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const lang of ["ru", "en"] as const) {
      const prefix = lang === "en" ? "/en" : "";
      const where = `${lang} ${viewport.width}px`;
      await page.goto(`${baseUrl}${prefix || "/"}`, { waitUntil: "load" });
      await page
        .getByTestId("apps-banner")
        .getByRole("link", { name: lang === "ru" ? "О приложении" : "About the app" })
        .click();
      await page.waitForURL(`${baseUrl}${prefix}/mobile-app`);
      await expect(page.locator("h1"), where).toHaveText(
        lang === "ru" ? "Мобильное приложение" : "The mobile app",
      );
      await expect(page.getByTestId("brand"), `${where}: the logo`).toBeVisible();
      await expect(page.getByTestId("brand")).toHaveAttribute("href", prefix || "/");
      await expect(page.getByTestId("menu-button"), `${where}: the menu`).toBeVisible();
      await expect(page.getByTestId("lang-switch"), `${where}: the language switch`).toBeVisible();
      await expect(page.getByTestId("lang-switch")).toHaveAttribute(
        "href",
        lang === "ru" ? "/en/mobile-app?lang=en" : "/mobile-app?lang=ru",
      );
      await expect(page.locator("footer").first(), `${where}: the footer`).toBeVisible();
      await expect(page.getByTestId("apps-banner"), `${where}: no banner to the page itself`).toHaveCount(0);
      await expect(page.locator("article"), `${where}: where to get the app`).toContainText(
        lang === "ru"
          ? "Откройте App Store на iPhone, найдите в поиске «Календарь Бацзы»"
          : "Open the App Store on your iPhone, search for “Bazi Calendar”",
      );
      await page.locator(`article a[href="${prefix}/personal"]`).click();
      await page.waitForURL(`${baseUrl}${prefix}/personal`);
      await expect(page.getByTestId("personal-page"), `${where}: /personal opens`).toBeVisible();
    }
  }
  // the language switch keeps the page
  await page.goto(`${baseUrl}/mobile-app`, { waitUntil: "load" });
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/en/mobile-app`);
  await expect(page.locator("h1")).toHaveText("The mobile app");
  // the app's Premium page: «/personal» is a link that works
  for (const prefix of ["", "/en"]) {
    await page.goto(`${baseUrl}${prefix}/premium-ios`, { waitUntil: "load" });
    const link = page.locator(`main a[href="${prefix}/personal"]`);
    await expect(link, `${prefix}/premium-ios links the Personal Calendar`).toHaveText(`${prefix}/personal`);
    await link.click();
    await page.waitForURL(`${baseUrl}${prefix}/personal`);
    await expect(page.getByTestId("personal-page")).toBeVisible();
  }
});

test("freeAndPaidOnOnePageAndALineOnEachForm", async ({ page, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    // each form whose result differs for a Personal Calendar says so and links to the page
    for (const form of ["/predict", "/predict/event", "/bazi"]) {
      await page.goto(`${baseUrl}${prefix}${form}`);
      const link = page.getByTestId("plans-note-link");
      await expect(link, form).toBeVisible();
      await expect(link, form).toHaveAttribute("href", `${prefix}/free-and-paid`);
      await expect(link, form).toHaveText(
        lang === "en" ? "What is free and what is paid" : "Что бесплатно, а что платно",
      );
    }
    await page.getByTestId("plans-note-link").click();
    await page.waitForURL(`${baseUrl}${prefix}/free-and-paid`);
    // the two lists, with the limits as the code defines them
    const free = page.getByTestId("plans-free");
    const paid = page.getByTestId("plans-paid");
    await expect(free.locator("h2")).toHaveText(
      lang === "en" ? "Free, no account needed" : "Бесплатно, без регистрации",
    );
    await expect(paid.locator("h2")).toHaveText(
      lang === "en" ? "With a Personal Calendar" : "С Персональным календарём",
    );
    await expect(free.locator("li")).toHaveCount(5);
    await expect(paid.locator("li")).toHaveCount(5);
    await expect(free).toContainText(
      new RegExp(`${GENERAL_DAYS_AHEAD}\\s${lang === "en" ? "days" : "дней"}`),
    );
    await expect(free).toContainText(
      new RegExp(`${MAX_SELECT_PEOPLE} ${lang === "en" ? "people" : "участников"}`),
    );
    await expect(paid).toContainText(String(MAX_SELECT_DAYS));
    await expect(page.locator(`article a[href="${prefix}/personal"]`)).toBeVisible();
    // on a phone the lists stack within the screen
    await page.setViewportSize(MOBILE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});
