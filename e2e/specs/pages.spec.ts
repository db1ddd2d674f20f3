/**
 * The informational and legal pages in ru and en: each opens with its title, the right lang, canonical link,
 * and layout (the mobile app's pages show content only, without the site's header and footer).
 */
import assert from "node:assert/strict";
import { test } from "../fixtures.ts";

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
];
const APP = new Set(["agreement-app", "privacy-policy-app", "premium-ios"]);

test("everyPageInBothLanguages", async ({ page, baseUrl }) => {
  for (const [slug, ru, en] of PAGES) {
    for (const lang of ["ru", "en"] as const) {
      const path = lang === "ru" ? `/${slug}` : `/en/${slug}`;
      const res = await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
      assert.equal(res?.status(), 200, path);
      assert.equal(await page.locator("html").getAttribute("lang"), lang, path);
      assert.equal((await page.locator("h1").first().innerText()).trim(), lang === "ru" ? ru : en, path);
      assert.equal(await page.title(), lang === "ru" ? ru : en, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      assert.ok(canonical?.endsWith(path), `${path}: canonical ${canonical}`);
      const headers = await page.locator("header").count();
      const footers = await page.locator("footer").count();
      if (APP.has(slug)) {
        assert.equal(headers + footers, 0, `${path}: the app layout has no header or footer`);
      } else {
        assert.ok(headers > 0 && footers > 0, `${path}: the site layout has a header and a footer`);
      }
    }
  }
});

test("removeAccountListsTheAppSteps", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/remove-account`, { waitUntil: "load" });
  const steps = await page.locator("ol > li").allInnerTexts();
  assert.deepEqual(steps, [
    "Войдите в приложение Календарь Бацзы.",
    "Откройте «Настройки».",
    "Нажмите кнопку «Удалить аккаунт».",
    "Подтвердите удаление.",
  ]);
});

test("robotsAndSitemap", async ({ page, baseUrl }) => {
  const robots = await page.request.get(`${baseUrl}/robots.txt`);
  assert.equal(robots.status(), 200);
  assert.match(await robots.text(), /Sitemap: .*\/sitemap\.xml/);
  const sitemap = await page.request.get(`${baseUrl}/sitemap.xml`);
  assert.equal(sitemap.status(), 200);
  const xml = await sitemap.text();
  assert.match(xml, /<loc>[^<]*\/about<\/loc>/);
  assert.match(xml, /<loc>[^<]*\/en\/about<\/loc>/);
  assert.match(xml, /hreflang="en"/);
});

test("dayDescriptionInBothLanguages", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`, { waitUntil: "load" });
  const ru = await page.getByTestId("day-description").innerText();
  assert.match(ru, /День Установления открывает новый цикл/);
  assert.match(ru, /Лунные сутки 13: Колесо/);
  assert.match(ru, /己亥: Инь Земля над ветвью Хай/);
  await page.goto(`${baseUrl}/en/2026/11/21`, { waitUntil: "load" });
  const en = await page.getByTestId("day-description").innerText();
  assert.match(en, /An Establish day opens a new cycle/);
  assert.match(en, /Wheel/);
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
    assert.match((await page.getByTestId("seller-placeholder").innerText()).trim(), text, path);
  }
});
