/**
 * The year's events page (/:year/events, /en/:year/events): festivals with their meaning, the 24 solar terms and
 * the Moon's phases at the visitor's place (Moscow by default), the Chinese months' first days; the filter is plain
 * links; each date opens its day. Desktop and 390 px phones, ru and en, axe on each.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { MOBILE, seriousViolations } from "../lib.ts";

const flat = (s: string) => s.replace(/\s+/g, " ").trim();

/** The lines shown: "date kind" each. */
async function lines(page: Page) {
  return page
    .getByTestId("event")
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-date")} ${e.getAttribute("data-kind")}`));
}

async function line(page: Page, date: string, kind: string, name: string) {
  const l = page.locator(`[data-testid="event"][data-date="${date}"][data-kind="${kind}"]`, {
    hasText: name,
  });
  assert.equal(await l.count(), 1, `${date} ${kind} ${name}`);
  return flat(await l.innerText());
}

/** No part of the page is wider than the window. */
async function fitsWidth(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  assert.ok(scroll <= client, `the page is ${scroll} px wide in a ${client} px window`);
}

test("russianYearOfFestivalsTermsAndMoons", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/2027/events`);
  assert.equal(flat(await page.getByTestId("events-title").innerText()), "Календарь событий 2027 года");
  assert.match(await page.title(), /^Китайские праздники, сезоны и фазы Луны в 2027 году — /);
  assert.match(await page.getByTestId("events-rule").innerText(), /по времени Китая.*Москва/s);
  assert.equal(await page.getByTestId("filter-all").getAttribute("aria-current"), "page");

  // Real dates: Chinese New Year on 6 February 2027, Mid-Autumn on 15 September, Qingming on 5 April.
  const cny = await line(page, "2027-02-06", "festival", "Китайский Новый год");
  assert.match(
    cny,
    /^6 февраля сб Китайский Новый год \(Праздник весны\) 春节 праздник Первый день лунного года/,
  );
  assert.match(await line(page, "2027-09-15", "festival", "середины осени"), /^15 сентября ср .*中秋节/);
  assert.match(await line(page, "2027-04-05", "festival", "Цинмин"), /清明节/);
  // Terms and phases at Moscow's time; the first day of a Chinese month with its length.
  assert.match(
    await line(page, "2027-02-04", "term", "Начало весны"),
    /^4 февраля чт, в 04:46 Начало весны 立春 сезон$/,
  );
  assert.match(
    await line(page, "2027-09-16", "moon", "Полнолуние"),
    /^16 сентября чт, в 02:04 Полнолуние 望 Луна$/,
  );
  assert.match(
    await line(page, "2027-02-06", "lunarMonth", "1-й месяц"),
    /Начинается 1-й месяц 正月 месяц 30 дней, большой месяц/,
  );
  const all = await lines(page);
  assert.equal(all.filter((l) => l.endsWith(" term")).length, 24);
  assert.equal(all.filter((l) => l.endsWith(" festival")).length, 10);
  const dates = all.map((l) => l.slice(0, 10));
  assert.deepEqual([...dates].sort(), dates, "in order of date");
  assert.equal(await page.getByTestId("events-month").count(), 12);
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: join(artifactsDir, "year-events-ru-desktop.png"), fullPage: true });

  // The filter: festivals only; the next year keeps it; a date opens its day.
  await page.getByTestId("filter-festival").click();
  await page.waitForURL(`${baseUrl}/2027/events?kind=festival`);
  await page.getByTestId("filter-festival").and(page.locator('[aria-current="page"]')).waitFor();
  const festivals = await lines(page);
  assert.equal(festivals.length, 10);
  assert.ok(festivals.every((l) => l.endsWith(" festival")));
  assert.equal(await page.getByTestId("filter-all").getAttribute("aria-current"), null);
  assert.equal(await page.getByTestId("next-year").getAttribute("href"), "/2028/events?kind=festival");
  assert.equal(await page.getByTestId("year-link").getAttribute("href"), "/2027");
  await page.locator('[data-testid="event"][data-date="2027-02-06"]').getByTestId("event-date").click();
  await page.waitForURL(`${baseUrl}/2027/02/06`);

  // A year that is not in the calendar is not a page; an unknown filter shows everything.
  assert.equal((await page.request.get(`${baseUrl}/1899/events`)).status(), 404);
  const unknown = await page.request.get(`${baseUrl}/2027/events?kind=everything`);
  assert.equal(unknown.status(), 200);
  assert.match(await unknown.text(), /data-kind="term"/);
});

test("russianOnAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/2027/events`);
  assert.match(await line(page, "2027-06-09", "festival", "драконьих лодок"), /^9 июня ср /);
  await fitsWidth(page);
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: join(artifactsDir, "year-events-ru-mobile.png"), fullPage: true });
});

test("englishPhasesOnAPhoneAndDesktop", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/en/2027/events?kind=moon`);
  assert.equal(flat(await page.getByTestId("events-title").innerText()), "Events of the 2027 almanac");
  assert.equal(await page.getByTestId("filter-moon").getAttribute("aria-current"), "page");
  const moons = await lines(page);
  assert.ok(moons.length >= 48 && moons.every((l) => l.endsWith(" moon")));
  assert.match(
    await line(page, "2027-09-16", "moon", "Full Moon"),
    /^16 September Thu, at 02:04 Full Moon 望 Moon$/,
  );
  await fitsWidth(page);
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: join(artifactsDir, "year-events-en-mobile.png"), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/en/2027/events`);
  assert.match(
    await line(page, "2027-02-06", "festival", "Chinese New Year"),
    /^6 February Sat Chinese New Year \(Spring Festival\) 春节 festival The first day of the lunar year/,
  );
  assert.match(await line(page, "2027-08-08", "festival", "Qixi"), /七夕/);
  assert.equal(await page.getByTestId("prev-year").getAttribute("href"), "/en/2026/events");
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: join(artifactsDir, "year-events-en-desktop.png"), fullPage: true });
});
