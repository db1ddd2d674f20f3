/**
 * The sandbox's checkout page in Chromium (issue 22): a payer on the English site goes through an English
 * checkout, although the browser prefers Russian (the page follows the payment, not the browser), that looks like
 * the site (its stylesheet applied: fonts and paper colour; its English logo), says plainly that no money moves,
 * passes its own CSP (a blocked stylesheet or image would be a console error, which fails the test) and an
 * accessibility audit, and brings the payer back to the English return page.
 */
import assert from "node:assert/strict";
import { test } from "../fixtures.ts";
import { hydrated, json, seriousViolations, signUpVia } from "../lib.ts";

const CHART = {
  fio: "Nora",
  gender: "female",
  birthday: "1991-02-03",
  birthdayTime: "10:15",
  city: "Moscow, Russia",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "sandbox-e2e@example.com",
};

test("payOnTheEnglishSiteThroughAnEnglishCheckoutThatLooksLikeTheSite", async ({
  page,
  context,
  baseUrl,
}) => {
  const api = context.request;
  await signUpVia(api, baseUrl, { name: "Nora", email: "sandbox-e2e-1@example.com" });
  const { chart } = await json<{ chart: { uuid: string } }>(
    await api.post(`${baseUrl}/api/charts`, { data: CHART, headers: { origin: baseUrl } }),
  );

  // the English site's checkout (the browser itself prefers Russian: ru-RU)
  await page.goto(`${baseUrl}/en/personal/${chart.uuid}`);
  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await hydrated(page, "pay-submit");
  await page.getByTestId("pay-submit").click();
  await page.waitForURL(/\/sandbox\/pay\/sbx_/);
  await page.getByTestId("sandbox-checkout").waitFor();

  // English throughout, with the notice first
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  assert.equal(await page.title(), "Test payment — Bazi Calendar");
  assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "Test payment");
  const notice = page.getByRole("note");
  assert.ok(await notice.isVisible());
  assert.equal(
    await notice.innerText(),
    "This is a sandbox: no money moves and no real payment system is connected. No card is needed.",
  );
  assert.match(await page.getByTestId("sandbox-description").innerText(), /^Personal Calendar “Nora”: /);
  assert.match(await page.getByTestId("sandbox-amount").innerText(), /^Amount: \$\d+\.\d\d$/);
  assert.doesNotMatch(await page.locator("body").innerText(), /[А-яЁё]/, "no Russian on the page");

  // the site's look: its stylesheet loaded and applied (its fonts, its paper and ink), its English logo
  const href = await page.locator('link[rel="stylesheet"]').getAttribute("href");
  assert.match(href ?? "", /^\/assets\/app-[\w-]+\.css$/);
  const look = await page.evaluate(() => {
    const body = getComputedStyle(document.body);
    const seal = document.querySelector('[data-testid="brand"] [aria-hidden="true"]');
    return {
      sheets: [...document.styleSheets].map((s) => s.cssRules.length),
      font: body.fontFamily,
      background: body.backgroundColor,
      color: body.color,
      sealFont: seal ? getComputedStyle(seal).fontFamily : "",
      sealBorder: seal ? getComputedStyle(seal).borderTopColor : "",
    };
  });
  assert.equal(look.sheets.length, 1, "the site's stylesheet, loaded");
  assert.ok(look.sheets[0]! > 0);
  assert.match(look.font, /^Inter, "Segoe UI", Roboto/);
  assert.equal(look.background, "rgb(250, 247, 242)", "the site's paper");
  assert.equal(look.color, "rgb(31, 26, 23)", "the site's ink");
  assert.match(look.sealFont, /Noto Serif CJK SC/, "the logo's seal in the site's Chinese face");
  assert.equal(look.sealBorder, "rgb(179, 38, 30)", "the seal's red ring");
  const brand = page.getByTestId("brand");
  assert.ok(await brand.isVisible());
  assert.equal(await brand.getAttribute("data-logo"), "en");
  assert.equal(await brand.getAttribute("href"), "/en");
  assert.match(await brand.innerText(), /Bazi Calendar/);
  const pay = page.getByRole("button", { name: "Pay (success)" });
  const button = await pay.evaluate((b) => {
    const s = getComputedStyle(b);
    return { background: s.backgroundColor, color: s.color };
  });
  assert.notEqual(button.background, "rgba(0, 0, 0, 0)", "the site's dark button");
  assert.equal(button.color, "rgb(255, 255, 255)");
  assert.deepEqual(await seriousViolations(page), []);

  // paid: back on the English site's return page
  await pay.click();
  await page.waitForURL(new RegExp(`/en/kassa/success\\?uuid=${chart.uuid}&order=`));
  await page.getByTestId("kassa-paid-until").waitFor();
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  assert.match(
    await page.getByTestId("kassa-paid-until").innerText(),
    /^The Personal Calendar of the chart “Nora” is open until /,
  );
});
