/**
 * Paying for the Personal Calendar in Chromium, with the built-in sandbox provider (the embedded default):
 * the /personal page asks for both consents (the server names each missing one), sends the payer to the
 * sandbox's checkout page, and back to /kassa/success with paid-until; then a date months ahead opens with the
 * personal layer and the client area's history lists the payment. A declined payment ends on the fail page with
 * nothing activated. Autopay can be turned off from the chart card. The app's Premium page exists only for a
 * mobile-flagged chart, only in Russian, in the mobile-app layout.
 */
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { type Fixtures, test } from "../fixtures.ts";
import { accountWithCharts, DESKTOP, eventually, hydrated, seriousViolations } from "../lib.ts";

/** A Russian account in the browser's own context (its cookie) with unpaid charts of these names: their uuids. */
async function account(
  ctx: Pick<Fixtures, "context" | "baseUrl">,
  email: string,
  names: string[],
): Promise<string[]> {
  const charts = await accountWithCharts(
    ctx,
    email,
    "ru",
    names.map((fio) => ({ fio })),
  );
  return charts.map((c) => c.uuid);
}

/** Clicks once the page has hydrated (a click before that submits the plain form, without the notification). */
async function click(page: Page, testId: string) {
  await hydrated(page, testId);
  await page.getByTestId(testId).first().click();
}

test("payForAChartInTheSandbox", async ({ page, context, baseUrl }) => {
  const [first, second] = await account({ context, baseUrl }, "pay-e2e-1@example.com", ["Вера", "Олег"]);
  await page.goto(`${baseUrl}/personal`);
  await page.getByTestId("pay-sandbox-note").waitFor();
  assert.match(await page.getByTestId("pay-sandbox-note").innerText(), /песочниц/);
  assert.equal(await page.getByTestId("pay-product").count(), 4, "1, 6, 12 months and autopay");
  assert.deepEqual(await page.getByTestId("pay-price").allInnerTexts(), [
    "490\u00a0₽",
    "2\u00a0490\u00a0₽",
    "3\u00a0990\u00a0₽",
    "390\u00a0₽ в месяц",
  ]);

  // Both consents are required: the server names each, in Russian, and nothing is ordered.
  await page.getByTestId("pay-chart").selectOption(second!);
  await page.locator('[data-product="site-6m-rub"] input').check();
  await click(page, "pay-submit");
  await page.getByTestId("pay-error-confirm").waitFor();
  assert.equal(await page.getByTestId("pay-error-confirm").innerText(), "Подтвердите оплату");
  assert.equal(
    await page.getByTestId("pay-error-consent").innerText(),
    "Дайте согласие на обработку персональных данных",
  );
  assert.equal(await page.getByTestId("pay-chart").inputValue(), second, "the choice is kept");
  assert.deepEqual(await seriousViolations(page), [], "the form with its errors is accessible");

  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await click(page, "pay-submit");
  await page.waitForURL(/\/sandbox\/pay\/sbx_/);
  assert.match(await page.locator("body").innerText(), /Это песочница: деньги не списываются/);
  await page.getByRole("button", { name: "Оплатить (успех)" }).click();

  await page.waitForURL(new RegExp(`/kassa/success\\?uuid=${second}&order=`));
  await page.getByTestId("kassa-paid-until").waitFor();
  assert.equal(await page.getByTestId("kassa-page").getAttribute("data-view"), "paid");
  assert.equal(
    await page.getByTestId("kassa-paid-until").innerText(),
    "Персональный календарь карты «Олег» действует до 21 мая 2027.",
  );
  assert.deepEqual(await seriousViolations(page), []);

  // The paid chart is the selected one now, and a date far beyond the public 30 days opens with its layer.
  await page.goto(`${baseUrl}/2027/04/10`);
  await eventually(async () => assert.equal(await page.getByTestId("personal").count(), 1));
  assert.equal(await page.getByTestId("locked").count(), 0);
  assert.match(await page.getByTestId("personal-for").first().innerText(), /Олег/);

  // The history lists the payment; the other chart is untouched.
  await page.goto(`${baseUrl}/client?tab=payments`);
  await page.getByTestId("payments-table").waitFor();
  assert.equal(await page.getByTestId("payment-row").count(), 1);
  const row = (await page.getByTestId("payment-row").first().innerText()).replace(/\s+/g, " ");
  assert.match(row, /Олег 6 месяцев 2\s490\s₽ Оплачено/);
  await page.goto(`${baseUrl}/client`);
  const cards = page.getByTestId("chart-card");
  await cards.first().waitFor();
  assert.equal(await page.locator(`article[data-uuid="${first}"]`).getAttribute("data-state"), "inactive");
  assert.equal(await page.locator(`article[data-uuid="${second}"]`).getAttribute("data-state"), "active");
  assert.match(
    await page.locator(`article[data-uuid="${second}"] [data-testid="chart-paid-until"]`).innerText(),
    /21 мая 2027/,
  );
});

test("productsListInBothLanguages", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/products`);
  await page.getByTestId("products-page").waitFor();
  assert.deepEqual(
    await page.getByTestId("product").evaluateAll((els) => els.map((e) => e.getAttribute("data-product"))),
    ["site-1m-rub", "site-6m-rub", "site-12m-rub", "site-autopay-rub", "mobile-premium-rub"],
  );
  assert.equal(await page.getByTestId("product-price").first().innerText(), "490\u00a0₽");
  await page.goto(`${baseUrl}/en/products`);
  await page.getByTestId("products-page").waitFor();
  assert.deepEqual(
    await page.getByTestId("product").evaluateAll((els) => els.map((e) => e.getAttribute("data-product"))),
    ["site-1m-usd", "site-6m-usd", "site-12m-usd", "site-autopay-usd"],
  );
  assert.equal(await page.getByTestId("product-price").first().innerText(), "$6.99");
});

test("aDeclinedPaymentActivatesNothing", async ({ page, context, baseUrl }) => {
  const [uuid] = await account({ context, baseUrl }, "pay-e2e-2@example.com", ["Вера"]);
  await page.goto(`${baseUrl}/personal/${uuid}`);
  await page.getByTestId("pay-chart-name").waitFor();
  assert.equal(await page.getByTestId("pay-chart-name").innerText(), "Для карты «Вера»");
  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await click(page, "pay-submit");
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole("button", { name: "Отклонить (ошибка)" }).click();
  await page.waitForURL(/\/kassa\/fail\?/);
  assert.equal(await page.getByRole("heading", { level: 1 }).innerText(), "Оплата не прошла");
  assert.match(await page.getByTestId("kassa-failed").innerText(), /Деньги не списаны/);
  assert.deepEqual(await seriousViolations(page), []);

  await page.goto(`${baseUrl}/client`);
  await page.getByTestId("chart-card").first().waitFor();
  assert.equal(await page.getByTestId("chart-card").first().getAttribute("data-state"), "inactive");
  await page.goto(`${baseUrl}/client?tab=payments`);
  await page.getByTestId("payment-row").first().waitFor();
  assert.match(await page.getByTestId("payment-status").first().innerText(), /Не оплачено/);
  await page.goto(`${baseUrl}/2027/04/10`);
  assert.equal(await page.getByTestId("personal").count(), 0);
  assert.equal(await page.getByTestId("locked").count(), 1);
});

test("turnAutopayOffFromTheChartCard", async ({ page, context, baseUrl }) => {
  const [uuid] = await account({ context, baseUrl }, "pay-e2e-3@example.com", ["Вера"]);
  await page.goto(`${baseUrl}/personal/${uuid}`);
  await page.locator('[data-product="site-autopay-rub"] input').check();
  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await click(page, "pay-submit");
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole("button", { name: "Оплатить (успех)" }).click();
  await page.waitForURL(/\/kassa\/success\?/);
  await page.getByTestId("kassa-paid-until").waitFor();

  await page.goto(`${baseUrl}/client`);
  await page.getByTestId("chart-autopay").waitFor();
  const disabled = page.getByTestId("notification").filter({ hasText: "Автоплатёж отключён" }).waitFor();
  await eventually(async () => {
    await click(page, "autopay-off");
    await disabled;
  });
  await eventually(async () => assert.equal(await page.getByTestId("chart-autopay").count(), 0));
  assert.equal(await page.getByTestId("autopay-off").count(), 0);
  assert.equal(
    await page.getByTestId("chart-card").first().getAttribute("data-state"),
    "active",
    "the paid month stays",
  );
});

test("thePremiumPageOnlyForAMobileChartInRussian", async ({
  page,
  context,
  baseUrl,
  admin,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const [uuid] = await account({ context, baseUrl }, "pay-e2e-4@example.com", ["Вера"]);
  const notFound = await page.goto(`${baseUrl}/personal/mobile/${uuid}`);
  assert.equal(notFound?.status(), 404, "not a mobile chart");
  assert.ok(admin, "the runner can run operator commands");
  await page.goto("about:blank");
  assert.match(await admin(["chart:mobile", uuid!, "on"]), /flagged/);
  const res = await page.goto(`${baseUrl}/personal/mobile/${uuid}`);
  assert.equal(res?.status(), 200);
  await page.getByTestId("pay-form").waitFor();
  assert.equal(await page.getByTestId("personal-page").getAttribute("data-scope"), "mobile");
  assert.equal(await page.locator("header").count(), 0, "the mobile-app layout: content only");
  assert.deepEqual(await page.getByTestId("pay-price").allInnerTexts(), ["99\u00a0₽ в месяц"]);
  assert.match(
    await page.getByTestId("personal-mobile-apart").innerText(),
    /не включает Персональный календарь на сайте/,
  );
  const en = await page.goto(`${baseUrl}/en/personal/mobile/${uuid}`);
  assert.equal(en?.status(), 404, "Russian only");
});

test("payWithoutJavaScript", async ({ browser, baseUrl }) => {
  const nojs = await browser.newContext({ viewport: DESKTOP, locale: "ru-RU", javaScriptEnabled: false });
  try {
    const page = await nojs.newPage();
    await accountWithCharts({ context: nojs, baseUrl }, "pay-e2e-5@example.com", "ru", [{ fio: "Вера" }]);
    await page.goto(`${baseUrl}/personal`);
    // a plain form post: the server's messages on the page itself
    await page.getByTestId("pay-submit").click();
    await page.getByTestId("pay-error-consent").waitFor();
    assert.equal(await page.getByTestId("pay-error-confirm").innerText(), "Подтвердите оплату");
    await page.getByTestId("pay-confirm").check();
    await page.getByTestId("pay-consent").check();
    await page.getByTestId("pay-submit").click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole("button", { name: "Оплатить (успех)" }).click();
    await page.waitForURL(/\/kassa\/success\?/);
    assert.equal(await page.getByTestId("kassa-page").getAttribute("data-view"), "paid");
    assert.match(await page.getByTestId("kassa-paid-until").innerText(), /действует до 21 декабря 2026/);
  } finally {
    await nojs.close();
  }
});
