/**
 * Date selection for an event (/predict/event, /en/predict/event; issue 19). With the runner's clock
 * (2026-11-21) the public window ends on 2026-12-21. A visitor with typed births gets the ranked days with their
 * hours, month marks, an explained date and .ics files; later dates need a participant's paid chart; a signed-in
 * user picks saved charts, and once one is paid (an operator's activation) two years can be searched.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { eventually, hydrated, MOBILE, signUpVia } from "../lib.ts";

async function days(page: Page) {
  return page.getByTestId("select-day").evaluateAll((els) =>
    els.map((e) => ({
      date: e.getAttribute("data-date") ?? "",
      score: Number(e.getAttribute("data-score")),
    })),
  );
}

async function fillPeriod(page: Page, event: string, from: string, to: string) {
  await page.getByTestId("select-event").selectOption(event);
  await page.getByTestId("select-from").fill(from);
  await page.getByTestId("select-to").fill(to);
}

test("weddingDaysForTwoTypedBirths", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/predict/event`);
  await hydrated(page, "select-submit");
  assert.equal(await page.getByTestId("predict-mode-event").getAttribute("aria-current"), "page");
  await fillPeriod(page, "wedding", "2026-11-21", "2026-12-20");
  // Person 1: the city found by its name fills the coordinates.
  await page.locator("#select-p0-label").fill("Анна");
  await page.locator("#select-p0-date").fill("1990-05-17");
  await page.locator("#select-p0-time").fill("08:30");
  const city = page.locator("#select-p0-city");
  await city.focus();
  await city.pressSequentially("Москва", { delay: 30 });
  await page.getByTestId("bazi-city-option").first().waitFor();
  await city.press("ArrowDown");
  await city.press("Enter");
  await eventually(async () =>
    assert.equal(Math.round(Number(await page.locator("#select-p0-lat").inputValue())), 56),
  );
  // Person 2: no time of birth, coordinates typed.
  await page.locator("#select-p1-date").fill("1992-11-03");
  await page.locator("#select-p1-lat").fill("59.93");
  await page.locator("#select-p1-lng").fill("30.31");
  await page.getByTestId("select-explain").fill("2026-11-21");
  await page.screenshot({ path: join(artifactsDir, "predict-event-form-ru-desktop.png"), fullPage: true });
  await page.getByTestId("select-submit").click();
  await page.getByTestId("select-result").waitFor();

  assert.match(await page.locator("#select-result").innerText(), /Свадьба или помолвка: лучшие дни/);
  assert.match(
    await page.getByTestId("select-school").innerText(),
    /Школа: Выбор даты по Тун Шу и 協紀辨方書/,
  );
  const ranked = await days(page);
  assert.ok(ranked.length > 0, "some day passes every rule");
  for (let i = 1; i < ranked.length; i++) assert.ok(ranked[i - 1]!.score >= ranked[i]!.score, "best first");
  assert.ok(ranked.every((d) => d.date >= "2026-11-21" && d.date <= "2026-12-20" && d.score > 0));
  // Every chosen day is marked on its month's grid.
  const marks = await page
    .getByTestId("select-mark")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-date")));
  assert.deepEqual([...marks].sort(), ranked.map((d) => d.date).sort());
  // 2026-11-21 is 己亥: no wedding on a 亥 day (Peng Zu), and the explanation says so.
  assert.match(await page.getByTestId("select-explained").innerText(), /День исключён[\s\S]*亥不嫁娶/);
  // Hours and reasons of the best day.
  const first = page.getByTestId("select-day").first();
  assert.ok((await first.getByTestId("select-hours").locator("li").count()) > 0, "best hours listed");
  await first.locator("summary").click();
  assert.ok((await first.locator("details li").count()) > 0, "reasons listed");
  // "Add to my calendar": an iCalendar file of the hour.
  const href = await first.getByTestId("select-ics-hour").first().getAttribute("href");
  assert.match(href ?? "", /^\/predict\/event\.ics\?event=wedding&date=\d{4}-\d{2}-\d{2}&start=/);
  const ics = await page.request.get(`${baseUrl}${href}`);
  assert.equal(ics.status(), 200);
  assert.match(ics.headers()["content-type"] ?? "", /^text\/calendar/);
  const body = await ics.text();
  assert.match(body, /BEGIN:VEVENT[\s\S]*DTSTART:\d{8}T\d{6}Z[\s\S]*DTEND:/);
  assert.match(body.replace(/\r\n /g, ""), /SUMMARY:Свадьба или помолвка: день\\, выбранный по альманаху/);
  await page.screenshot({ path: join(artifactsDir, "predict-event-result-ru-desktop.png"), fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: join(artifactsDir, "predict-event-result-ru-mobile.png"), fullPage: true });
});

test("englishEventErrorsAndLaterDates", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/en/predict/event`);
  await hydrated(page, "select-submit");
  assert.equal(await page.getByTestId("predict-mode-theme").getAttribute("href"), "/en/predict");
  // A birth without a place is the row's error, in English, nothing lost.
  await fillPeriod(page, "travel", "2026-11-21", "2026-12-01");
  await page.locator("#select-p0-date").fill("1985-03-08");
  await page.getByTestId("select-submit").click();
  await eventually(async () =>
    assert.match(
      await page.locator("#select-p0-city-error").innerText(),
      /Choose a city or give coordinates/,
    ),
  );
  assert.equal(await page.locator("#select-p0-date").inputValue(), "1985-03-08");
  await page.screenshot({ path: join(artifactsDir, "predict-event-error-en-desktop.png"), fullPage: true });

  // Dates beyond the public window without a paid chart: an invitation, not an error page.
  await page.locator("#select-p0-lat").fill("51.51");
  await page.locator("#select-p0-lng").fill("-0.13");
  await page.getByTestId("select-to").fill("2027-06-01");
  await page.getByTestId("select-submit").click();
  const locked = page.getByTestId("select-locked");
  await locked.waitFor();
  assert.match(await locked.innerText(), /Personal Calendar/);

  // Within the window: the English result, links to English day pages.
  await page.getByTestId("select-to").fill("2026-12-15");
  await page.getByTestId("select-submit").click();
  await page.getByTestId("select-result").waitFor();
  assert.match(await page.locator("#select-result").innerText(), /Travel: the best days/);
  const dayLink = page.getByTestId("select-day").first().locator("a").first();
  assert.match((await dayLink.getAttribute("href")) ?? "", /^\/en\/2026\/1[12]\/\d{2}$/);
  await page.setViewportSize(MOBILE);
  await page.screenshot({ path: join(artifactsDir, "predict-event-result-en-mobile.png"), fullPage: true });
});

test("savedChartsAndAPaidChartOpenTwoYears", async ({ page, context, baseUrl, admin }) => {
  const api = context.request;
  const same = { origin: baseUrl };
  await signUpVia(api, baseUrl, { name: "Ольга", email: "select-e2e@example.com" });
  const created = await api.post(`${baseUrl}/api/charts`, {
    headers: same,
    data: {
      fio: "Ольга",
      gender: "female",
      birthday: "1987-04-12",
      birthdayTime: "06:45",
      city: "Казань, Россия",
      latitude: 55.7963,
      longitude: 49.1088,
      timeZone: "Europe/Moscow",
      email: "select-e2e@example.com",
    },
  });
  assert.ok(created.ok(), await created.text());
  const { chart } = (await created.json()) as { chart: { uuid: string } };

  // The saved chart is offered as a participant; two years are closed while it is unpaid.
  await page.goto(`${baseUrl}/predict/event`);
  await hydrated(page, "select-submit");
  const box = page.locator(`input[name="chart"][value="${chart.uuid}"]`);
  await box.check();
  await fillPeriod(page, "moving", "2027-01-01", "2028-12-31");
  await page.getByTestId("select-submit").click();
  await page.getByTestId("select-locked").waitFor();

  assert.ok(admin, "the runner can run operator commands");
  await page.goto("about:blank");
  assert.match(await admin(["chart:activate", chart.uuid, "6"]), /paid until/);
  await page.goto(`${baseUrl}/predict/event`);
  await hydrated(page, "select-submit");
  await page.locator(`input[name="chart"][value="${chart.uuid}"]`).check();
  await fillPeriod(page, "moving", "2027-01-01", "2028-12-31");
  await page.getByTestId("select-submit").click();
  await page.getByTestId("select-result").waitFor();
  assert.match(await page.getByTestId("select-result").innerText(), /Рассмотрено дней: 731/);
  const ranked = await days(page);
  assert.equal(ranked.length, 10);
  // the reasons name the saved chart's person
  const first = page.getByTestId("select-day").first();
  await first.locator("summary").click();
  assert.ok((await first.locator("details li").allInnerTexts()).length > 0);
});
