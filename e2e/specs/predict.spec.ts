/**
 * Lucky-day selection (/predict, /en/predict). With the runner's clock (2026-11-21) the public window ends on
 * 2026-12-21: November 2026 is wholly public, December partly, March 2027 not at all.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { hydrated, MOBILE } from "../lib.ts";

/** Chooses a theme or an activity by its value in the searchable select (the combobox once hydrated). */
async function chooseWhat(page: Page, value: string) {
  const box = page.locator('[data-testid="predict-what"][role="combobox"]');
  await box.waitFor();
  await hydrated(page, "predict-what");
  await box.click();
  await page.locator(`[data-testid="predict-what-option"][data-value="${value}"]`).click();
  assert.equal(await page.locator('input[type=hidden][name="what"]').inputValue(), value);
}

async function ranked(page: Page) {
  return page.getByTestId("predict-day").evaluateAll((els) =>
    els.map((e) => ({
      date: e.getAttribute("data-date") ?? "",
      value: Number(e.getAttribute("data-rating")),
      score: Number(e.getAttribute("data-score")),
      best: e.textContent?.includes("Лучший") || e.textContent?.includes("Best"),
    })),
  );
}

test("travelDaysRankedBestFirst", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/predict`);
  await page.screenshot({ path: join(artifactsDir, "predict-form-ru-desktop.png"), fullPage: true });
  await chooseWhat(page, "theme:travel");
  await page.getByTestId("predict-year").fill("2026");
  await page.getByTestId("predict-month").selectOption("11");
  await page.getByTestId("predict-submit").click();
  await page.waitForURL(/what=theme%3Atravel.*year=2026.*month=11/);
  await page.getByTestId("predict-result").waitFor();
  assert.match(await page.locator("#predict-result").innerText(), /Поездки.*Ноябрь 2026/);

  const days = await ranked(page);
  assert.equal(days.length, 30, "every day of November");
  for (let i = 1; i < days.length; i++) {
    const [a, b] = [days[i - 1]!, days[i]!];
    assert.ok(a.value > b.value || (a.value === b.value && a.score >= b.score), "best first");
  }
  // "Best" marks only days rated +2 or higher (at most five), and the page says so
  const bestCount = days.filter((d) => d.best).length;
  assert.equal(bestCount, Math.min(5, days.filter((d) => d.value >= 2).length));
  assert.ok(bestCount > 0, "November 2026 has good travel days");
  assert.ok(
    days.slice(0, bestCount).every((d) => d.best && d.value >= 2),
    "the best days lead, each rated +2 or higher",
  );
  assert.ok(!days.some((d) => d.best && d.value < 2), "no +1 day is called best");
  assert.match(await page.getByTestId("predict-best-rule").innerText(), /«Лучший».*\+2/);
  assert.equal(await page.getByTestId("predict-partial").count(), 0);
  await page.screenshot({ path: join(artifactsDir, "predict-result-ru-desktop.png"), fullPage: true });

  // Reasons one tap away; the day page opens.
  const first = page.getByTestId("predict-day").first();
  await first.locator("summary").click();
  assert.ok((await first.locator("details li").count()) > 0, "reasons listed");
  const link = first.getByTestId("predict-day-link");
  const [y, m, d] = days[0]!.date.split("-");
  assert.equal(await link.getAttribute("href"), `/${y}/${m}/${d}`);
  await link.click();
  await page.waitForURL(`${baseUrl}/${y}/${m}/${d}`);
  await page.getByTestId("date").waitFor();

  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/predict?what=theme%3Atravel&year=2026&month=11`);
  await page.screenshot({ path: join(artifactsDir, "predict-result-ru-mobile.png"), fullPage: true });
});

test("partlyAndWhollyLockedMonths", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/predict?what=theme%3Atravel&year=2026&month=12`);
  assert.match(await page.getByTestId("predict-partial").innerText(), /Дни с 22 декабря/);
  const dates = (await ranked(page)).map((d) => d.date);
  assert.equal(dates.length, 21);
  assert.ok(dates.every((d) => d <= "2026-12-21"));

  await page.getByTestId("predict-year").fill("2027");
  await page.getByTestId("predict-month").selectOption("3");
  await page.getByTestId("predict-submit").click();
  await page.waitForURL(/year=2027.*month=3/);
  const locked = page.getByTestId("predict-locked");
  await locked.waitFor();
  assert.match(await locked.innerText(), /Персональном календаре/);
  assert.equal(await locked.getByTestId("personal-link").getAttribute("href"), "/personal");
  assert.equal(await page.getByTestId("predict-day").count(), 0);
  await page.screenshot({ path: join(artifactsDir, "predict-locked-ru-desktop.png"), fullPage: true });
});

test("englishPredictByActivity", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/en/predict`);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: join(artifactsDir, "predict-form-en-mobile.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const box = page.locator('[data-testid="predict-what"][role="combobox"]');
  await box.waitFor();
  await hydrated(page, "predict-what");
  await box.click();
  const value = await page
    .locator('[data-testid="predict-what-option"][data-value^="tag:"]')
    .first()
    .getAttribute("data-value");
  assert.ok(value);
  await box.press("Escape");
  await chooseWhat(page, value);
  await page.getByTestId("predict-year").fill("2026");
  await page.getByTestId("predict-month").selectOption("11");
  await page.getByTestId("predict-submit").click();
  await page.getByTestId("predict-result").waitFor();
  assert.match(await page.locator("#predict-result").innerText(), /November 2026/);
  const href = await page.getByTestId("predict-day-link").first().getAttribute("href");
  assert.match(href ?? "", /^\/en\/2026\/11\/\d{2}$/);
  await page.screenshot({ path: join(artifactsDir, "predict-result-en-desktop.png"), fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: join(artifactsDir, "predict-result-en-mobile.png"), fullPage: true });

  // An empty choice is a field error, not a crash.
  await page.goto(`${baseUrl}/en/predict?what=&year=2026&month=11`);
  assert.equal(await page.locator("#predict-what").getAttribute("aria-invalid"), "true");
  assert.match(await page.locator("#predict-what-error").innerText(), /Choose a theme or an activity/);
});
