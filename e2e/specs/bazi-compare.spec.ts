/**
 * Compatibility of two charts at /bazi/compare: a signed-in user picks two of their saved charts, submits, and
 * reads the verdict, the day masters and the points that add up to it, in Russian and (the same link) in English;
 * a visitor compares typed births and gets a field's error next to the field; axe finds nothing serious. A chart
 * on /bazi links to the comparison with itself filled in as the first person.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { hydrated, seriousViolations, signUpVia } from "../lib.ts";

const HIM = {
  fio: "Иван",
  gender: "male",
  birthday: "1990-05-15",
  birthdayTime: "08:30",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
};
const HER = {
  fio: "Мария",
  gender: "female",
  birthday: "1992-11-03",
  birthdayTime: "14:00",
  city: "Санкт-Петербург, Россия",
  latitude: 59.9386,
  longitude: 30.3141,
  timeZone: "Europe/Moscow",
};

/** Text as a reader sees it (innerText): the explanations of terms, closed, are in the page but not shown. */
const seen = { useInnerText: true };

/** A signed number as the page writes it, «+2», «−1» (a real minus: a hyphen fails the parse). */
const signedNumber = (s: string) => {
  expect(s, "a sign, a real minus, never a hyphen").toMatch(/^([+−]\d+|0)$/);
  return Number(s.replace("+", "").replace("−", "-"));
};

/** The verdict's points as the table lists them, and its total. */
async function points(page: Page) {
  const cells = await page
    .locator('[data-testid="compare-points-table"] tbody td:last-child')
    .allInnerTexts();
  const total = signedNumber(await page.getByTestId("compare-total").innerText());
  return { sum: cells.reduce((s, c) => s + signedNumber(c), 0), total };
}

test("comparesTwoSavedCharts", async ({ page, browser, baseUrl }) => {
  const email = `compare-${Date.now()}@example.com`;
  const headers = { origin: baseUrl, "content-type": "application/json" };
  await signUpVia(page.request, baseUrl, { name: "Пара", email, password: "Maple-leaf-9" });
  const uuids: string[] = [];
  for (const chart of [HIM, HER]) {
    const res = await page.request.post(`${baseUrl}/api/charts`, { headers, data: { ...chart, email } });
    expect(res.status()).toBe(201);
    uuids.push(((await res.json()) as { chart: { uuid: string } }).chart.uuid);
  }

  await page.goto(`${baseUrl}/bazi/compare`);
  await hydrated(page, "compare-submit");
  await page.locator('select[name="a.chart"]').selectOption(uuids[0]!);
  await page.locator('select[name="b.chart"]').selectOption(uuids[1]!);
  await page.getByLabel("Партнёр, супруг или супруга").check();
  await page.getByTestId("compare-submit").click();
  await page.getByTestId("compare-result").waitFor();
  await expect(page, "the result has its own link").toHaveURL(new RegExp(`a\\.chart=${uuids[0]}`));

  const people = page.getByTestId("compare-person");
  await expect(people.nth(0)).toContainText(/Иван[\s\S]*Ян Металл/, seen);
  await expect(people.nth(1)).toContainText(/Мария[\s\S]*Инь Вода/, seen);
  await expect(page.getByTestId("compare-verdict")).toContainText(
    /(Гармоничное|Смешанное|Непростое) сочетание[\s\S]*Баллы совместимости:\s+[+−]?\d+ — (гармоничное|смешанное|непростое) сочетание/,
    seen,
  );
  await expect(page.getByTestId("compare-day-masters")).toContainText(/Металл питает, Вода получает/, seen);
  // the pair over the next ten years: one sentence, then ten years with a badge each
  await expect(page.getByTestId("compare-time-summary")).toContainText(
    /Лучшие годы для пары|труднее всего|ни явно хороших/,
    seen,
  );
  await expect(page.getByTestId("compare-time-year")).toHaveCount(10);
  await expect(page.getByTestId("compare-time").getByTestId("pair-verdict")).toHaveCount(10);
  const ru = await points(page);
  expect(ru.sum, "the verdict adds up its listed points").toBe(ru.total);
  await expect(page.getByTestId("compare-points")).toContainText(/Итого[\s\S]*Школа Цзы Пин/, seen);
  expect(await seriousViolations(page)).toEqual([]);

  // the same link in English
  await page.goto(page.url().replace("/bazi/compare", "/en/bazi/compare"));
  await page.getByTestId("compare-result").waitFor();
  await expect(page.getByTestId("compare-day-masters")).toContainText(/Metal feeds Water/, seen);
  await expect(page.getByTestId("compare-time-year")).toHaveCount(10);
  await expect(page.getByTestId("compare-time-summary")).toContainText(/best years|hardest|no year/, seen);
  const en = await points(page);
  expect(en.total, "the same verdict in both languages").toBe(ru.total);

  // another person's uuid in the link shows nothing of the chart
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${baseUrl}/bazi/compare?kind=partner&a.chart=${uuids[0]}&b.chart=${uuids[1]}`);
  await visitor.getByTestId("error-summary").waitFor();
  await expect(visitor.getByTestId("compare-result")).toHaveCount(0);
  await expect(visitor.locator("main")).not.toContainText(/Иван|1990-05-15/, seen);
  await other.close();
});

test("comparesTypedBirthsForAVisitor", async ({ page, baseUrl }) => {
  const q = new URLSearchParams({
    kind: "child",
    "a.gender": "female",
    "a.date": "1985-03-08",
    "a.time": "14:20",
    "a.city": "Санкт-Петербург",
    "a.lat": "59.9386",
    "a.lng": "30.3141",
    "a.tz": "Europe/Moscow",
    "b.gender": "male",
    "b.date": "",
    "b.unknownHour": "1",
    "b.city": "Москва",
    "b.lat": "55.7558",
    "b.lng": "37.6173",
    "b.tz": "Europe/Moscow",
  });
  await page.goto(`${baseUrl}/bazi/compare?${q}`);
  const summary = page.getByTestId("error-summary");
  await expect(summary).toContainText(/Ребёнок: /, seen);
  await expect(page.locator("#cmp-b-date")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#cmp-a-date"), "nothing typed is lost (shown in the page's format)").toHaveValue(
    "08.03.1985",
  );

  q.set("b.date", "2015-06-01");
  await page.goto(`${baseUrl}/bazi/compare?${q}`);
  await page.getByTestId("compare-result").waitFor();
  const people = page.getByTestId("compare-person");
  await expect(people.nth(0)).toContainText(/^[\s\S]*Родитель/, seen);
  await expect(people.nth(1)).toContainText(/час неизвестен/, seen);
  const { sum, total } = await points(page);
  expect(sum).toBe(total);
  expect(await seriousViolations(page)).toEqual([]);
});

test("aChartLeadsToItsComparison", async ({ page, baseUrl }) => {
  const chart = new URLSearchParams({
    name: "Анна",
    gender: "female",
    date: "1990-05-15",
    time: "10:30",
    city: "Москва",
    lat: "55.7558",
    lng: "37.6173",
    tz: "Europe/Moscow",
  });
  await page.goto(`${baseUrl}/en/bazi?${chart}`);
  await hydrated(page, "bazi-compare-link");
  await page.getByTestId("bazi-compare-link").click();
  await page.waitForURL(/\/en\/bazi\/compare\?/);
  // the chart is the first person, filled in and not yet checked (no errors before sending)
  const link = new URL(page.url());
  expect(link.searchParams.get("a.name"), "the name stays out of the link").toBeNull();
  await expect(page.locator("#cmp-a-date")).toHaveValue("1990-05-15");
  await expect(page.locator("#cmp-a-time")).toHaveValue("10:30");
  await expect(page.locator("#cmp-a-tz")).toHaveValue("Europe/Moscow");
  await expect(page.locator('input[name="a.gender"][value="female"]')).toBeChecked();
  await expect(page.getByTestId("error-summary")).toHaveCount(0);
  // the second person typed in, and the comparison follows
  const b = page.getByTestId("compare-side-b");
  await b.locator('input[name="b.gender"][value="male"]').check();
  await b.locator('input[name="b.city"]').fill("Saint Petersburg");
  await page.keyboard.press("Escape");
  await b.locator("#cmp-b-date").fill("1988-09-21");
  await b.locator("#cmp-b-time").fill("07:15");
  await b.locator("#cmp-b-lat").fill("59.9386");
  await b.locator("#cmp-b-lng").fill("30.3141");
  await b.locator("#cmp-b-tz").fill("Europe/Moscow");
  await page.getByTestId("compare-submit").click();
  await page.getByTestId("compare-result").waitFor();
  const { sum, total } = await points(page);
  expect(sum).toBe(total);
});
