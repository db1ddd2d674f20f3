/**
 * The year's events page (/:year/events, /en/:year/events): festivals with their meaning, the 24 solar terms and
 * the Moon's phases at the visitor's place (Moscow by default), the Chinese months' first days; the filter is plain
 * links; each date opens its day. Desktop and 390 px phones, ru and en, axe on each.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { MOBILE, reviewShot, seriousViolations } from "../lib.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** The lines shown: "date kind" each. */
async function lines(page: Page) {
  return page
    .getByTestId("event")
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-date")} ${e.getAttribute("data-kind")}`));
}

/** The one line of `date`, `kind` and `name` reads `text` (its words as shown, spaces collapsed). */
async function expectLine(page: Page, date: string, kind: string, name: string, text: RegExp) {
  const l = page.locator(`[data-testid="event"][data-date="${date}"][data-kind="${kind}"]`, {
    hasText: name,
  });
  await expect(l, `${date} ${kind} ${name}`).toHaveCount(1);
  await expect.poll(async () => flat(await l.innerText())).toMatch(text);
}

/** No part of the page is wider than the window. */
async function fitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `the page is ${scroll} px wide in a ${client} px window`).toBeLessThanOrEqual(client);
}

test("russianYearOfFestivalsTermsAndMoons", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/2027/events`);
  await expect(page.getByTestId("events-title")).toHaveText("Календарь событий 2027 года", {
    useInnerText: true,
  });
  await expect(page).toHaveTitle(/^Китайские праздники, сезоны и фазы Луны в 2027 году — /);
  await expect(page.getByTestId("events-rule")).toContainText(/по времени Китая.*Москва/s);
  await expect(page.getByTestId("filter-all")).toHaveAttribute("aria-current", "page");

  // Real dates: Chinese New Year on 6 February 2027, Mid-Autumn on 15 September, Qingming on 5 April.
  await expectLine(
    page,
    "2027-02-06",
    "festival",
    "Китайский Новый год",
    /^6 февраля сб Китайский Новый год \(Праздник весны\) 春节 праздник Первый день лунного года/,
  );
  await expectLine(page, "2027-09-15", "festival", "середины осени", /^15 сентября ср .*中秋节/);
  await expectLine(page, "2027-04-05", "festival", "Цинмин", /清明节/);
  // Terms and phases at Moscow's time; the first day of a Chinese month with its length.
  await expectLine(
    page,
    "2027-02-04",
    "term",
    "Начало весны",
    /^4 февраля чт, в 04:46 Начало весны 立春 сезон$/,
  );
  await expectLine(page, "2027-09-16", "moon", "Полнолуние", /^16 сентября чт, в 02:04 Полнолуние 望 Луна$/);
  await expectLine(
    page,
    "2027-02-06",
    "lunarMonth",
    "1-й месяц",
    /Начинается 1-й месяц 正月 месяц 30 дней, большой месяц/,
  );
  const all = await lines(page);
  expect(all.filter((l) => l.endsWith(" term")).length).toBe(24);
  expect(all.filter((l) => l.endsWith(" festival")).length).toBe(10);
  const dates = all.map((l) => l.slice(0, 10));
  expect(dates, "in order of date").toEqual([...dates].sort());
  await expect(page.getByTestId("events-month")).toHaveCount(12);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "year-events-ru-desktop.png"), { fullPage: true });

  // The filter: festivals only; the next year keeps it; a date opens its day.
  await page.getByTestId("filter-festival").click();
  await page.waitForURL(`${baseUrl}/2027/events?kind=festival`);
  await page.getByTestId("filter-festival").and(page.locator('[aria-current="page"]')).waitFor();
  await expect(page.getByTestId("event")).toHaveCount(10);
  const festivals = await lines(page);
  expect(
    festivals.every((l) => l.endsWith(" festival")),
    festivals.join(", "),
  ).toBe(true);
  await expect(page.getByTestId("filter-all")).not.toHaveAttribute("aria-current");
  await expect(page.getByTestId("next-year")).toHaveAttribute("href", "/2028/events?kind=festival");
  await expect(page.getByTestId("year-link")).toHaveAttribute("href", "/2027");
  await page.locator('[data-testid="event"][data-date="2027-02-06"]').getByTestId("event-date").click();
  await page.waitForURL(`${baseUrl}/2027/02/06`);

  // A year that is not in the calendar is not a page; an unknown filter shows everything.
  expect((await page.request.get(`${baseUrl}/1899/events`)).status()).toBe(404);
  const unknown = await page.request.get(`${baseUrl}/2027/events?kind=everything`);
  expect(unknown.status()).toBe(200);
  expect(await unknown.text()).toMatch(/data-kind="term"/);
});

test("russianOnAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/2027/events`);
  await expectLine(page, "2027-06-09", "festival", "драконьих лодок", /^9 июня ср /);
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "year-events-ru-mobile.png"), { fullPage: true });
});

test("englishPhasesOnAPhoneAndDesktop", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/en/2027/events?kind=moon`);
  await expect(page.getByTestId("events-title")).toHaveText("Events of the 2027 almanac", {
    useInnerText: true,
  });
  await expect(page.getByTestId("filter-moon")).toHaveAttribute("aria-current", "page");
  const moons = await lines(page);
  expect(moons.length).toBeGreaterThanOrEqual(48);
  expect(
    moons.every((l) => l.endsWith(" moon")),
    moons.join(", "),
  ).toBe(true);
  await expectLine(page, "2027-09-16", "moon", "Full Moon", /^16 September Thu, at 02:04 Full Moon 望 Moon$/);
  await fitsWidth(page);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "year-events-en-mobile.png"), { fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/en/2027/events`);
  await expectLine(
    page,
    "2027-02-06",
    "festival",
    "Chinese New Year",
    /^6 February Sat Chinese New Year \(Spring Festival\) 春节 festival The first day of the lunar year/,
  );
  await expectLine(page, "2027-08-08", "festival", "Qixi", /七夕/);
  await expect(page.getByTestId("prev-year")).toHaveAttribute("href", "/en/2026/events");
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "year-events-en-desktop.png"), { fullPage: true });
});
