/**
 * Lucky-day selection (/predict, /en/predict). With the runner's clock (2026-11-21) the public window ends on
 * 2026-12-21: November 2026 is wholly public, December partly, March 2027 not at all.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { hydrated, MOBILE, reviewShot, SCREENSHOTS } from "../lib.ts";

/** Chooses a theme or an activity by its value in the searchable select (the combobox once hydrated). */
async function chooseWhat(page: Page, value: string) {
  const box = page.locator('[data-testid="predict-what"][role="combobox"]');
  await box.waitFor();
  await hydrated(page, "predict-what");
  await box.click();
  await page.locator(`[data-testid="predict-what-option"][data-value="${value}"]`).click();
  await expect(page.locator('input[type=hidden][name="what"]')).toHaveValue(value);
}

async function ranked(page: Page) {
  return page.getByTestId("predict-day").evaluateAll((els) =>
    els.map((e) => ({
      date: e.getAttribute("data-date") ?? "",
      value: Number(e.getAttribute("data-rating")),
      mark: e.querySelector('[data-testid="predict-day-link"] ~ *')?.textContent ?? "",
      best: e.textContent?.includes("Лучший") || e.textContent?.includes("Best"),
    })),
  );
}

test("travelDaysRankedBestFirst", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/predict`);
  await reviewShot(page, join(artifactsDir, "predict-form-ru-desktop.png"), { fullPage: true });
  await chooseWhat(page, "theme:travel");
  await page.getByTestId("predict-year").fill("2026");
  await page.getByTestId("predict-month").selectOption("11");
  await page.getByTestId("predict-submit").click();
  await page.waitForURL(/what=theme%3Atravel.*year=2026.*month=11/);
  await page.getByTestId("predict-result").waitFor();
  await expect(page.locator("#predict-result")).toContainText(/Поездки.*Ноябрь 2026/);

  await expect(page.getByTestId("predict-day"), "every day of November").toHaveCount(30);
  const days = await ranked(page);
  for (let i = 1; i < days.length; i++) {
    const [a, b] = [days[i - 1]!, days[i]!];
    expect(a.value > b.value || (a.value === b.value && a.date < b.date), "best first, then by date").toBe(
      true,
    );
  }
  // "Best" marks only days rated +2 or higher (at most five), and the page says so
  const bestCount = days.filter((d) => d.best).length;
  expect(bestCount).toBe(Math.min(5, days.filter((d) => d.value >= 2).length));
  expect(bestCount, "November 2026 has good travel days").toBeGreaterThan(0);
  expect(
    days.slice(0, bestCount).every((d) => d.best && d.value >= 2),
    "the best days lead, each rated +2 or higher",
  ).toBe(true);
  expect(
    days.some((d) => d.best && d.value < 2),
    "no +1 day is called best",
  ).toBe(false);
  await expect(page.getByTestId("predict-best-rule")).toContainText(/«Лучший».*\+2/);
  await expect(page.getByTestId("predict-partial")).toHaveCount(0);
  await reviewShot(page, join(artifactsDir, "predict-result-ru-desktop.png"), { fullPage: true });

  // Reasons one tap away; the day page opens.
  const first = page.getByTestId("predict-day").first();
  await first.locator("summary").click();
  await expect(first.locator("details li").first(), "reasons listed").toBeAttached();
  const link = first.getByTestId("predict-day-link");
  const [y, m, d] = days[0]!.date.split("-");
  await expect(link).toHaveAttribute("href", `/${y}/${m}/${d}`);
  await link.click();
  await page.waitForURL(`${baseUrl}/${y}/${m}/${d}`);
  await page.getByTestId("date").waitFor();

  if (SCREENSHOTS) {
    await page.setViewportSize(MOBILE);
    await page.goto(`${baseUrl}/predict?what=theme%3Atravel&year=2026&month=11`);
    await reviewShot(page, join(artifactsDir, "predict-result-ru-mobile.png"), { fullPage: true });
  }
});

test("partlyAndWhollyLockedMonths", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/predict?what=theme%3Atravel&year=2026&month=12`);
  await expect(page.getByTestId("predict-partial")).toContainText(/Дни с 22 декабря/);
  await expect(page.getByTestId("predict-day")).toHaveCount(21);
  const dates = (await ranked(page)).map((d) => d.date);
  expect(
    dates.every((d) => d <= "2026-12-21"),
    dates.join(" "),
  ).toBe(true);

  await page.getByTestId("predict-year").fill("2027");
  await page.getByTestId("predict-month").selectOption("3");
  await page.getByTestId("predict-submit").click();
  await page.waitForURL(/year=2027.*month=3/);
  const locked = page.getByTestId("predict-locked");
  await locked.waitFor();
  await expect(locked).toContainText(/Персональном календаре/);
  await expect(locked.getByTestId("personal-link")).toHaveAttribute("href", "/personal");
  await expect(page.getByTestId("predict-day")).toHaveCount(0);
  await reviewShot(page, join(artifactsDir, "predict-locked-ru-desktop.png"), { fullPage: true });
});

for (const lang of ["ru", "en"] as const) {
  test(`equalMarksInDateOrder ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(`${baseUrl}${prefix}/predict?what=theme%3Atravel&year=2026&month=11`);
    // the rule is stated above the list
    await expect(page.getByTestId("predict-order")).toHaveText(
      lang === "en"
        ? "Best first; days rated alike, the earlier date first."
        : "Сначала лучшие; при равной оценке — более ранняя дата.",
    );
    const days = await ranked(page);
    expect(days).toHaveLength(30);
    // the order uses only what each row shows: its mark, then its date
    for (let i = 1; i < days.length; i++) {
      const [a, b] = [days[i - 1]!, days[i]!];
      if (a.mark === b.mark) expect(a.date < b.date, `${a.date} before ${b.date} (${a.mark})`).toBe(true);
      else expect(a.value, `${a.mark} before ${b.mark}`).toBeGreaterThan(b.value);
    }
    const marks = new Set(days.map((d) => d.mark));
    expect(marks.size, "a month has several days of the same mark").toBeLessThan(days.length);
  });
}

test("englishPredictByActivity", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/en/predict`);
  if (SCREENSHOTS) {
    await page.setViewportSize(MOBILE);
    await reviewShot(page, join(artifactsDir, "predict-form-en-mobile.png"), { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  const box = page.locator('[data-testid="predict-what"][role="combobox"]');
  await box.waitFor();
  await hydrated(page, "predict-what");
  await box.click();
  const value = await page
    .locator('[data-testid="predict-what-option"][data-value^="tag:"]')
    .first()
    .getAttribute("data-value");
  expect(value).toBeTruthy();
  await box.press("Escape");
  await chooseWhat(page, value!);
  await page.getByTestId("predict-year").fill("2026");
  await page.getByTestId("predict-month").selectOption("11");
  await page.getByTestId("predict-submit").click();
  await page.getByTestId("predict-result").waitFor();
  await expect(page.locator("#predict-result")).toContainText(/November 2026/);
  await expect(page.getByTestId("predict-day-link").first()).toHaveAttribute(
    "href",
    /^\/en\/2026\/11\/\d{2}$/,
  );
  if (SCREENSHOTS) {
    await reviewShot(page, join(artifactsDir, "predict-result-en-desktop.png"), { fullPage: true });
    await page.setViewportSize(MOBILE);
    await reviewShot(page, join(artifactsDir, "predict-result-en-mobile.png"), { fullPage: true });
  }

  // An empty choice is a field error, not a crash.
  await page.goto(`${baseUrl}/en/predict?what=&year=2026&month=11`);
  await expect(page.locator("#predict-what")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#predict-what-error")).toContainText(/Choose a theme or an activity/);
});
