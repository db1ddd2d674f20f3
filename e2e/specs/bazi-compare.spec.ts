/**
 * Compatibility of two charts at /bazi/compare: a signed-in user picks two of their saved charts, submits, and
 * reads the verdict, the day masters and the points that add up to it, in Russian and (the same link) in English;
 * a visitor compares typed births and gets a field's error next to the field; axe finds nothing serious. A chart
 * on /bazi links to the comparison with itself filled in as the first person.
 */
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
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

/** The verdict's points as the table lists them, and its total. */
async function points(page: Page) {
  const cells = await page
    .locator('[data-testid="compare-points-table"] tbody td:last-child')
    .allInnerTexts();
  const total = Number((await page.getByTestId("compare-total").innerText()).replace("+", ""));
  return { sum: cells.reduce((s, c) => s + Number(c.replace("+", "")), 0), total };
}

test("comparesTwoSavedCharts", async ({ page, browser, baseUrl }) => {
  const email = `compare-${Date.now()}@example.com`;
  const headers = { origin: baseUrl, "content-type": "application/json" };
  await signUpVia(page.request, baseUrl, { name: "Пара", email, password: "Maple-leaf-9" });
  const uuids: string[] = [];
  for (const chart of [HIM, HER]) {
    const res = await page.request.post(`${baseUrl}/api/charts`, { headers, data: { ...chart, email } });
    assert.equal(res.status(), 201);
    uuids.push(((await res.json()) as { chart: { uuid: string } }).chart.uuid);
  }

  await page.goto(`${baseUrl}/bazi/compare`);
  await hydrated(page, "compare-submit");
  await page.locator('select[name="a.chart"]').selectOption(uuids[0]!);
  await page.locator('select[name="b.chart"]').selectOption(uuids[1]!);
  await page.getByLabel("Партнёр, супруг или супруга").check();
  await page.getByTestId("compare-submit").click();
  await page.getByTestId("compare-result").waitFor();
  assert.match(page.url(), new RegExp(`a\\.chart=${uuids[0]}`), "the result has its own link");

  const people = await page.getByTestId("compare-person").allInnerTexts();
  assert.match(people[0]!, /Иван[\s\S]*Ян Металл/);
  assert.match(people[1]!, /Мария[\s\S]*Инь Вода/);
  assert.match(
    await page.getByTestId("compare-verdict").innerText(),
    /(Гармоничное|Смешанное|Непростое) сочетание[\s\S]*Сумма баллов/,
  );
  assert.match(await page.getByTestId("compare-day-masters").innerText(), /Металл питает, Вода получает/);
  const ru = await points(page);
  assert.equal(ru.sum, ru.total, "the verdict adds up its listed points");
  assert.match(await page.getByTestId("compare-points").innerText(), /Итого[\s\S]*Школа Цзы Пин/);
  assert.deepEqual(await seriousViolations(page), []);

  // the same link in English
  await page.goto(page.url().replace("/bazi/compare", "/en/bazi/compare"));
  await page.getByTestId("compare-result").waitFor();
  assert.match(await page.getByTestId("compare-day-masters").innerText(), /Metal feeds Water/);
  const en = await points(page);
  assert.equal(en.total, ru.total, "the same verdict in both languages");

  // another person's uuid in the link shows nothing of the chart
  const other = await browser.newContext();
  const visitor = await other.newPage();
  await visitor.goto(`${baseUrl}/bazi/compare?kind=partner&a.chart=${uuids[0]}&b.chart=${uuids[1]}`);
  await visitor.getByTestId("error-summary").waitFor();
  assert.equal(await visitor.getByTestId("compare-result").count(), 0);
  assert.doesNotMatch(await visitor.locator("main").innerText(), /Иван|1990-05-15/);
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
  await summary.waitFor();
  assert.match(await summary.innerText(), /Ребёнок: /);
  assert.equal(await page.locator("#cmp-b-date").getAttribute("aria-invalid"), "true");
  assert.equal(
    await page.locator("#cmp-a-date").inputValue(),
    "08.03.1985",
    "nothing typed is lost (shown in the page's format)",
  );

  q.set("b.date", "2015-06-01");
  await page.goto(`${baseUrl}/bazi/compare?${q}`);
  await page.getByTestId("compare-result").waitFor();
  const people = await page.getByTestId("compare-person").allInnerTexts();
  assert.match(people[0]!, /^[\s\S]*Родитель/);
  assert.match(people[1]!, /час неизвестен/);
  const { sum, total } = await points(page);
  assert.equal(sum, total);
  assert.deepEqual(await seriousViolations(page), []);
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
  assert.equal(link.searchParams.get("a.name"), null, "the name stays out of the link");
  assert.equal(await page.locator("#cmp-a-date").inputValue(), "1990-05-15");
  assert.equal(await page.locator("#cmp-a-time").inputValue(), "10:30");
  assert.equal(await page.locator("#cmp-a-tz").inputValue(), "Europe/Moscow");
  assert.equal(await page.locator('input[name="a.gender"][value="female"]').isChecked(), true);
  assert.equal(await page.getByTestId("error-summary").count(), 0);
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
  assert.equal(sum, total);
});
