/**
 * Paying for the Personal Calendar in Chromium, with the built-in sandbox provider (the embedded default):
 * the /personal page asks for both consents (the server names each missing one), sends the payer to the
 * sandbox's checkout page, and back to /kassa/success with paid-until; then a date months ahead opens with the
 * personal layer and the client area's history lists the payment. A declined payment ends on the fail page with
 * nothing activated. Autopay can be turned off from the chart card. The app's Premium page exists only for a
 * mobile-flagged chart, only in Russian, in the mobile-app layout.
 */
import type { Page } from "@playwright/test";
import { expect, type Fixtures, test } from "../fixtures.ts";
import { accountWithCharts, DESKTOP, hydrated, seriousViolations } from "../lib.ts";

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

/** A text exactly, its no-break spaces included: a plain string in toHaveText would take any space for one. */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** Clicks once the page has hydrated (a click before that submits the plain form, without the notification). */
async function click(page: Page, testId: string) {
  await hydrated(page, testId);
  await page.getByTestId(testId).first().click();
}

test("payForAChartInTheSandbox", async ({ page, context, baseUrl }) => {
  const [first, second] = await account({ context, baseUrl }, "pay-e2e-1@example.com", ["Вера", "Олег"]);
  await page.goto(`${baseUrl}/personal`);
  await expect(page.getByTestId("pay-sandbox-note")).toContainText(/песочниц/);
  await expect(page.getByTestId("pay-product"), "1, 6, 12 months and autopay").toHaveCount(4);
  await expect(page.getByTestId("pay-price")).toHaveText(
    ["490\u00a0₽", "2\u00a0490\u00a0₽", "3\u00a0990\u00a0₽", "390\u00a0₽ в месяц"].map(exact),
  );

  // Both consents are required: the server names each, in Russian, and nothing is ordered.
  await page.getByTestId("pay-chart").selectOption(second!);
  await page.locator('[data-product="site-6m-rub"] input').check();
  await click(page, "pay-submit");
  await expect(page.getByTestId("pay-error-confirm")).toHaveText("Подтвердите оплату");
  await expect(page.getByTestId("pay-error-consent")).toHaveText(
    "Дайте согласие на обработку персональных данных",
  );
  await expect(page.getByTestId("pay-chart"), "the choice is kept").toHaveValue(second!);
  expect(await seriousViolations(page), "the form with its errors is accessible").toEqual([]);

  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await click(page, "pay-submit");
  await page.waitForURL(/\/sandbox\/pay\/sbx_/);
  await expect(page.locator("body")).toContainText(/Это песочница: деньги не списываются/);
  await page.getByRole("button", { name: "Оплатить (успех)" }).click();

  await page.waitForURL(new RegExp(`/kassa/success\\?uuid=${second}&order=`));
  await expect(page.getByTestId("kassa-page")).toHaveAttribute("data-view", "paid");
  await expect(page.getByTestId("kassa-paid-until")).toHaveText(
    "Персональный календарь карты «Олег» действует до 21 мая 2027.",
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The paid chart is the selected one now, and a date far beyond the public 30 days opens with its layer.
  await page.goto(`${baseUrl}/2027/04/10`);
  await expect(page.getByTestId("personal")).toHaveCount(1, { timeout: 10_000 });
  await expect(page.getByTestId("locked")).toHaveCount(0);
  await expect(page.getByTestId("personal-for").first()).toContainText(/Олег/);

  // The history lists the payment; the other chart is untouched.
  await page.goto(`${baseUrl}/client?tab=payments`);
  await page.getByTestId("payments-table").waitFor();
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  // the row's cells as read (innerText: a tab between them), each run of spaces one space
  const row = (await page.getByTestId("payment-row").first().innerText()).replace(/\s+/g, " ");
  expect(row).toMatch(/Олег 6 месяцев 2\s490\s₽ Оплачено/);
  await page.goto(`${baseUrl}/client`);
  const cards = page.getByTestId("chart-card");
  await cards.first().waitFor();
  await expect(page.locator(`article[data-uuid="${first}"]`)).toHaveAttribute("data-state", "inactive");
  await expect(page.locator(`article[data-uuid="${second}"]`)).toHaveAttribute("data-state", "active");
  await expect(page.locator(`article[data-uuid="${second}"] [data-testid="chart-paid-until"]`)).toContainText(
    /21 мая 2027/,
  );
});

test("productsListInBothLanguages", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/products`);
  await page.getByTestId("products-page").waitFor();
  expect(
    await page.getByTestId("product").evaluateAll((els) => els.map((e) => e.getAttribute("data-product"))),
  ).toEqual(["site-1m-rub", "site-6m-rub", "site-12m-rub", "site-autopay-rub", "mobile-premium-rub"]);
  await expect(page.getByTestId("product-price").first()).toHaveText(exact("490\u00a0₽"));
  await page.goto(`${baseUrl}/en/products`);
  await page.getByTestId("products-page").waitFor();
  expect(
    await page.getByTestId("product").evaluateAll((els) => els.map((e) => e.getAttribute("data-product"))),
  ).toEqual(["site-1m-usd", "site-6m-usd", "site-12m-usd", "site-autopay-usd"]);
  await expect(page.getByTestId("product-price").first()).toHaveText(exact("$6.99"));
});

test("aDeclinedPaymentActivatesNothing", async ({ page, context, baseUrl }) => {
  const [uuid] = await account({ context, baseUrl }, "pay-e2e-2@example.com", ["Вера"]);
  await page.goto(`${baseUrl}/personal/${uuid}`);
  await expect(page.getByTestId("pay-chart-name")).toHaveText("Для карты «Вера»");
  await page.getByTestId("pay-confirm").check();
  await page.getByTestId("pay-consent").check();
  await click(page, "pay-submit");
  await page.waitForURL(/\/sandbox\/pay\//);
  await page.getByRole("button", { name: "Отклонить (ошибка)" }).click();
  await page.waitForURL(/\/kassa\/fail\?/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Оплата не прошла");
  await expect(page.getByTestId("kassa-failed")).toContainText(/Деньги не списаны/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${baseUrl}/client`);
  await expect(page.getByTestId("chart-card").first()).toHaveAttribute("data-state", "inactive");
  await page.goto(`${baseUrl}/client?tab=payments`);
  await page.getByTestId("payment-row").first().waitFor();
  await expect(page.getByTestId("payment-status").first()).toContainText(/Не оплачено/);
  await page.goto(`${baseUrl}/2027/04/10`);
  await expect(page.getByTestId("personal")).toHaveCount(0);
  await expect(page.getByTestId("locked")).toHaveCount(1);
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
  // the notice shows for a second only: its wait starts before the click
  const disabled = page.getByTestId("notification").filter({ hasText: "Автоплатёж отключён" }).waitFor();
  await click(page, "autopay-off");
  await disabled;
  await expect(page.getByTestId("chart-autopay")).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByTestId("autopay-off")).toHaveCount(0);
  await expect(page.getByTestId("chart-card").first(), "the paid month stays").toHaveAttribute(
    "data-state",
    "active",
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
  expect(notFound?.status(), "not a mobile chart").toBe(404);
  expect(admin, "the runner can run operator commands").toBeTruthy();
  await page.goto("about:blank");
  expect(await admin!(["chart:mobile", uuid!, "on"])).toMatch(/flagged/);
  const res = await page.goto(`${baseUrl}/personal/mobile/${uuid}`);
  expect(res?.status()).toBe(200);
  await page.getByTestId("pay-form").waitFor();
  await expect(page.getByTestId("personal-page")).toHaveAttribute("data-scope", "mobile");
  await expect(page.locator("header"), "the mobile-app layout: content only").toHaveCount(0);
  await expect(page.getByTestId("pay-price")).toHaveText([exact("99\u00a0₽ в месяц")]);
  await expect(page.getByTestId("personal-mobile-apart")).toContainText(
    /не включает Персональный календарь на сайте/,
  );
  const en = await page.goto(`${baseUrl}/en/personal/mobile/${uuid}`);
  expect(en?.status(), "Russian only").toBe(404);
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
    await expect(page.getByTestId("pay-error-confirm")).toHaveText("Подтвердите оплату");
    await page.getByTestId("pay-confirm").check();
    await page.getByTestId("pay-consent").check();
    await page.getByTestId("pay-submit").click();
    await page.waitForURL(/\/sandbox\/pay\//);
    await page.getByRole("button", { name: "Оплатить (успех)" }).click();
    await page.waitForURL(/\/kassa\/success\?/);
    await expect(page.getByTestId("kassa-page")).toHaveAttribute("data-view", "paid");
    await expect(page.getByTestId("kassa-paid-until")).toContainText(/действует до 21 декабря 2026/);
  } finally {
    await nojs.close();
  }
});
