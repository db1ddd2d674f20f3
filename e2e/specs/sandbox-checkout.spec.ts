/**
 * The sandbox's checkout page in Chromium (issue 22): a payer on the English site goes through an English
 * checkout, although the browser prefers Russian (the page follows the payment, not the browser), that looks like
 * the site (its stylesheet applied: fonts and paper colour; its English logo), says plainly that no money moves,
 * passes its own CSP (a blocked stylesheet or image would be a console error, which fails the test) and an
 * accessibility audit, and brings the payer back to the English return page.
 */
import { expect, test } from "../fixtures.ts";
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
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle("Test payment — Bazi Calendar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test payment");
  const notice = page.getByRole("note");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    "This is a sandbox: no money moves and no real payment system is connected. No card is needed.",
  );
  await expect(page.getByTestId("sandbox-description")).toHaveText(/^Personal Calendar “Nora”: /);
  await expect(page.getByTestId("sandbox-amount")).toHaveText(/^Amount: \$\d+\.\d\d$/);
  // the text shown (innerText), not the scripts' source
  await expect(page.locator("body"), "no Russian on the page").not.toContainText(/[А-яЁё]/, {
    useInnerText: true,
  });

  // the site's look: its stylesheet loaded and applied (its fonts, its paper and ink), its English logo
  await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute("href", /^\/assets\/app-[\w-]+\.css$/);
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
  expect(look.sheets, "the site's stylesheet, loaded").toHaveLength(1);
  expect(look.sheets[0]).toBeGreaterThan(0);
  expect(look.font).toMatch(/^Inter, "Segoe UI", Roboto/);
  expect(look.background, "the site's paper").toBe("rgb(250, 247, 242)");
  expect(look.color, "the site's ink").toBe("rgb(31, 26, 23)");
  expect(look.sealFont, "the logo's seal in the site's Chinese face").toMatch(/Noto Serif CJK SC/);
  expect(look.sealBorder, "the seal's red ring").toBe("rgb(179, 38, 30)");
  const brand = page.getByTestId("brand");
  await expect(brand).toBeVisible();
  await expect(brand).toHaveAttribute("data-logo", "en");
  await expect(brand).toHaveAttribute("href", "/en");
  await expect(brand).toContainText(/Bazi Calendar/, { useInnerText: true });
  const pay = page.getByRole("button", { name: "Pay (success)" });
  const button = await pay.evaluate((b) => {
    const s = getComputedStyle(b);
    return { background: s.backgroundColor, color: s.color };
  });
  expect(button.background, "the site's dark button").not.toBe("rgba(0, 0, 0, 0)");
  expect(button.color).toBe("rgb(255, 255, 255)");
  expect(await seriousViolations(page)).toEqual([]);

  // paid: back on the English site's return page
  await pay.click();
  await page.waitForURL(new RegExp(`/en/kassa/success\\?uuid=${chart.uuid}&order=`));
  await page.getByTestId("kassa-paid-until").waitFor();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("kassa-paid-until")).toHaveText(
    /^The Personal Calendar of the chart “Nora” is open until /,
  );
});
