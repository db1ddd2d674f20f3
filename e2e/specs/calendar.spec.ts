/**
 * The calendar views in ru and en: the day view (/ and /:year/:month/:day) with its navigation, month grid, tabs,
 * moon and tags toggle; the month (/:year/:month) and year (/:year) views; the 30-day rule; 404 for dates that do
 * not exist. With the runner's fixed clock (2026-11-21T09:00:00Z) today is 21 November 2026 in Moscow and the
 * public window ends on 21 December 2026.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { DESKTOP, eventually, MOBILE } from "../lib.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173 };

/** Text with every run of white space (no-break spaces too) as one space. */
const flat = (s: string) => s.replace(/\s+/g, " ");

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/** Clicks the "stars" tab until it is selected (a click before hydration does nothing), then goes back. */
async function waitForHydration(page: Page) {
  const tab = page.getByTestId("tab-stars");
  await eventually(
    async () => {
      if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
      assert.equal(await tab.getAttribute("aria-selected"), "true");
    },
    { timeout: 15_000, interval: 200 },
  );
  await page.getByTestId("tab-overview").click();
}

/** A marker on window survives client-side navigations only. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eMarker: true }));
const marked = (page: Page) => page.evaluate(() => "__e2eMarker" in window);

async function apiDay(page: Page, baseUrl: string, date: string, lang: "ru" | "en" = "ru") {
  const res = await page.request.get(
    `${baseUrl}/api/calendar/day?date=${date}&lat=${MOSCOW.lat}&lng=${MOSCOW.lng}&lang=${lang}`,
  );
  assert.equal(res.status(), 200, `API day ${date}`);
  return (await res.json()) as {
    pillars: { year: { zh: string }; month: { zh: string }; day: { zh: string } };
    rating: { value: number; reasons: { text: string }[] };
    moon: { lunarDay: number };
    hours: { rating: { value: number; reasons: { text: string }[] } }[];
  };
}

test("visitorMovesThroughDays", async ({ page, baseUrl, now }) => {
  await page.goto(`${baseUrl}/`);
  if (now) assert.equal(await text(page, "date"), "21 ноября 2026");
  await waitForHydration(page);
  await mark(page);

  // Next day and back, on the client.
  await page.getByTestId("next-day").click();
  await page.waitForURL(`${baseUrl}/2026/11/22`);
  await eventually(async () => assert.equal(await text(page, "date"), "22 ноября 2026"));
  assert.equal(await text(page, "weekday"), "Воскресенье");
  await page.getByTestId("prev-day").click();
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  await eventually(async () => assert.equal(await text(page, "date"), "21 ноября 2026"));
  assert.match(await text(page, "weekday"), /^Сегодня, суббота$/);

  // A day from the month grid; the selected day is marked.
  await page.locator('[data-testid="grid-day"][data-date="2026-11-10"]').click();
  await page.waitForURL(`${baseUrl}/2026/11/10`);
  await eventually(async () => assert.equal(await text(page, "date"), "10 ноября 2026"));
  const selected = page.locator('[data-testid="grid-day"][aria-current="date"]');
  assert.equal(await selected.getAttribute("data-date"), "2026-11-10");
  // Its accessible name (a visually hidden text: the visible number and moon are hidden from screen readers).
  assert.match(
    (await selected.locator(".sr-only").innerText()).trim(),
    /^10\u00a0ноября, оценка .+, \d+-е лунные сутки$/,
  );

  // The date picker.
  await page.getByTestId("date-input").fill("2026-11-05");
  await page.getByTestId("date-go").click();
  await page.waitForURL(`${baseUrl}/2026/11/05`);
  await eventually(async () => assert.equal(await text(page, "date"), "5 ноября 2026"));
  assert.equal(await marked(page), true, "navigated on the client");

  // Without JavaScript the picker submits ?date=…, which redirects to the day's page.
  const res = await page.request.get(`${baseUrl}/?date=2026-10-01`, { maxRedirects: 0 });
  assert.equal(res.status(), 302);
  assert.equal(res.headers().location, "/2026/10/01");
});

test("dayPillarEqualsTheApi", async ({ page, baseUrl }) => {
  for (const [lang, path, date] of [
    ["ru", "/2026/11/25", "2026-11-25"],
    ["en", "/en/2026/12/03", "2026-12-03"],
  ] as const) {
    const api = await apiDay(page, baseUrl, date, lang);
    const res = await page.goto(`${baseUrl}${path}`);
    assert.equal(res?.status(), 200);
    const pillars = page.getByTestId("pillar");
    assert.equal(await pillars.count(), 3);
    const shown = await pillars.nth(2).locator('[lang="zh-Hans"]').innerText();
    assert.equal(shown, api.pillars.day.zh, `${path}: day pillar`);
    assert.equal(await pillars.nth(0).locator('[lang="zh-Hans"]').innerText(), api.pillars.year.zh);
    assert.equal(await pillars.nth(1).locator('[lang="zh-Hans"]').innerText(), api.pillars.month.zh);
    assert.equal(Number(await page.getByTestId("rating").getAttribute("data-value")), api.rating.value);
    assert.match(await text(page, "lunar-day"), new RegExp(`: ${api.moon.lunarDay}\\b`));
    // The same rating on the grid cell of that day.
    const cell = page.locator(`[data-testid="grid-day"][data-date="${date}"]`);
    assert.equal(Number(await cell.getAttribute("data-rating")), api.rating.value);
  }
  // The canonical link uses the padded form, whatever was typed.
  await page.goto(`${baseUrl}/2026/11/5`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.ok(canonical?.endsWith("/2026/11/05"), `canonical ${canonical}`);
  const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
  assert.ok(en?.endsWith("/en/2026/11/05"), `hreflang en ${en}`);
});

test("dayTabsAndMoon", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  await waitForHydration(page);
  // Keyboard: arrows move between tabs and show their panels.
  await page.getByTestId("tab-overview").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.getByTestId("tab-themes").getAttribute("aria-selected"), "true");
  assert.equal(await page.getByTestId("panel-themes").isVisible(), true);
  assert.equal(await page.getByTestId("panel-overview").isVisible(), false);
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "tab-themes");
  // the tabs' details come with a second request (routes/day-details.ts), usually done while the page idled
  await eventually(async () =>
    assert.ok((await page.getByTestId("themes").locator(":scope > li").count()) >= 5, "themes"),
  );
  // Every theme's rating has its reasons one tap away.
  const why = page.getByTestId("panel-themes").getByTestId("why").first();
  await why.locator("summary").click();
  assert.ok((await why.locator("li").count()) >= 1, "theme reasons");
  await page.getByTestId("tab-themes").focus();
  await page.keyboard.press("End");
  assert.equal(await page.getByTestId("tab-hours").getAttribute("aria-selected"), "true");
  assert.equal(await page.getByTestId("hours").locator(":scope > li").count(), 12);
  await page.keyboard.press("Home");
  assert.equal(await page.getByTestId("tab-overview").getAttribute("aria-selected"), "true");

  // The stars tab: the day's directions by its stem (己: Joy north-east, Wealth north), the nine stars with their
  // meaning (2026 is 一白, the 亥 month of a 午 year 八白), the year's Five Yellow in the south.
  await page.getByTestId("tab-stars").click();
  assert.match(await text(page, "day-directions"), /Радость \(喜神\) Северо-восток Богатство \(财神\) Север/);
  assert.match(await text(page, "day-nine-stars"), /Звезда года: 一白 Белая Единица .+ Звезда месяца: 八白/);
  assert.match(
    await text(page, "period-directions"),
    /Год: Тай Суй \(太岁\) — Юг; .*Жёлтая Пятёрка \(五黄\) — Юг/,
  );
  await page.screenshot({ path: join(artifactsDir, "day-stars-ru.png"), fullPage: true });
  await page.getByTestId("tab-overview").click();

  // The strip of the 12 double hours, the drawn moon and the lunar days with start times.
  assert.equal(await page.getByTestId("hours-strip").locator("li").count(), 12);
  assert.match((await page.getByTestId("moon-svg").getAttribute("aria-label")) ?? "", /освещённость \d+\s?%/);
  assert.match(await text(page, "lunar-days"), /\d+-е лунные сутки с .*\d{2}:\d{2}/);
  assert.match(await text(page, "local-time"), /UTC\+3/);
});

/**
 * The tabs' details are not in the page: they come in a second request once the page idles or a tab opens, with a
 * loading line while they come and a way to try again when they fail, and they equal the API's.
 */
test("dayTabDetailsLoadAfterThePage", async ({ page, baseUrl, allowConsoleErrors }) => {
  // the browser logs the load this test breaks on purpose
  allowConsoleErrors(/ERR_CONNECTION_RESET/);
  const api = await apiDay(page, baseUrl, "2026-11-20");
  const dayReasons = new Set(api.rating.reasons.map((r) => r.text));
  const hourReason = api.hours.flatMap((h) => h.rating.reasons).find((r) => !dayReasons.has(r.text));
  assert.ok(hourReason, "an hour has a reason the day has not");
  // Loads fail at first; then one is held back until released.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  // Every load fails until the test has seen the failure (the idle load and a tab's may come in either order).
  let failing = true;
  await page.route("**/2026/11/20/details", async (route) => {
    if (failing) {
      await route.abort("connectionreset");
      return;
    }
    await held;
    await route.continue();
  });
  const res = await page.goto(`${baseUrl}/2026/11/20`);
  const html = ((await res?.text()) ?? "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");
  assert.ok(!flat(html).includes(flat(hourReason.text)), "the page's HTML has no hour reasons");
  // The strip's ratings are in the page: one per double hour, as the API rates them.
  const strip = await page.getByTestId("hours-strip").locator("li").allInnerTexts();
  assert.deepEqual(
    // each cell: the hours, the branch, then «+1 благоприятный»
    strip.map((s) => Number((s.trim().split("\n").at(-1) ?? "").trim().split(/\s/)[0]?.replace("−", "-"))),
    api.hours.map((h) => h.rating.value),
  );
  await waitForHydration(page);
  // The loads failed: the hours tab offers to try again, and the page stays.
  await page.getByTestId("tab-hours").click();
  const panel = page.getByTestId("panel-hours");
  await eventually(async () => assert.equal(await panel.getByTestId("details-failed").isVisible(), true));
  assert.match(
    flat(await panel.getByTestId("details-failed").innerText()),
    /Не удалось загрузить.*Повторить/,
  );
  assert.equal(await page.getByTestId("date").isVisible(), true);
  failing = false;
  await panel.getByTestId("details-failed").getByRole("button").click();
  // Held: a loading line once the 200 ms throttle has passed.
  await eventually(async () =>
    assert.match(await panel.getByTestId("details-loading").innerText(), /Загружаем/),
  );
  release();
  await eventually(async () =>
    assert.equal(await page.getByTestId("hours").locator(":scope > li").count(), 12),
  );
  const hours = page.getByTestId("hours").locator(":scope > li");
  const i = api.hours.findIndex((h) => h.rating.reasons.some((r) => r.text === hourReason.text));
  await hours.nth(i).getByTestId("why").locator("summary").click();
  assert.ok(
    flat(await hours.nth(i).innerText()).includes(flat(hourReason.text)),
    "the hour's reason, as the API's",
  );
  // Themes use the same load: shown at once.
  await page.getByTestId("tab-themes").click();
  assert.ok((await page.getByTestId("themes").locator(":scope > li").count()) >= 5);
  await page.unroute("**/2026/11/20/details");
});

test("monthAndYearViews", async ({ page, baseUrl }) => {
  // Month, ru.
  let res = await page.goto(`${baseUrl}/2026/11`);
  assert.equal(res?.status(), 200);
  assert.equal(await text(page, "month-title"), "Ноябрь 2026");
  assert.equal(await page.getByTestId("board-day").count(), 30);
  assert.equal(await page.locator('[data-testid="board-day"][data-rating="locked"]').count(), 0);
  const legend = await text(page, "legend");
  for (const w of ["превосходный", "нейтральный", "ужасный"]) assert.match(legend, new RegExp(w));
  assert.doesNotMatch(legend, /Персональном/);
  assert.match(await page.title(), /Ноябрь 2026/);
  await page.getByTestId("next-month").click();
  await page.waitForURL(`${baseUrl}/2026/12`);
  await eventually(async () => assert.equal(await text(page, "month-title"), "Декабрь 2026"));
  // December: public up to the 21st, locked from the 22nd, and the legend says so.
  assert.equal(await page.locator('[data-testid="board-day"][data-rating="locked"]').count(), 10);
  assert.equal(
    await page.locator('[data-testid="board-day"][data-rating="locked"]').first().getAttribute("data-date"),
    "2026-12-22",
  );
  assert.match(await text(page, "legend"), /в Персональном календаре/);
  await page.locator('[data-testid="board-day"][data-date="2026-12-07"]').click();
  await page.waitForURL(`${baseUrl}/2026/12/07`);

  // Month, en.
  res = await page.goto(`${baseUrl}/en/2026/11`);
  assert.equal(res?.status(), 200);
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  assert.equal(await text(page, "month-title"), "November 2026");
  assert.match(await text(page, "legend"), /excellent.*neutral.*awful/);
  assert.match(
    (await page.getByTestId("board-day").first().getAttribute("href")) ?? "",
    /^\/en\/2026\/11\/01$/,
  );

  // Year, ru: 12 months, 365 days; December partly and 2027 wholly locked.
  res = await page.goto(`${baseUrl}/2026`);
  assert.equal(res?.status(), 200);
  assert.equal(await text(page, "year-title"), "2026 год");
  assert.equal(await page.getByTestId("year-month").count(), 12);
  assert.equal(await page.locator("[data-testid=year-month] [data-rating]").count(), 365);
  assert.equal(await page.locator('[data-testid=year-month] [data-rating="locked"]').count(), 10);
  assert.match(await text(page, "legend"), /в Персональном календаре/);
  await page.getByTestId("year-month-link").nth(2).click();
  await page.waitForURL(`${baseUrl}/2026/03`);
  await eventually(async () => assert.equal(await text(page, "month-title"), "Март 2026"));

  // Year, en.
  res = await page.goto(`${baseUrl}/en/2027`);
  assert.equal(res?.status(), 200);
  assert.equal(await text(page, "year-title"), "2027");
  assert.equal(await page.locator('[data-testid=year-month] [data-rating="locked"]').count(), 365);
  assert.match(await text(page, "year-month"), /January/);
  assert.match(await text(page, "legend"), /Personal Calendar/);
});

test("impossibleDatesAreNotFound", async ({ page, baseUrl }) => {
  // Fetched without rendering: a browser would log the 404 status as a console error.
  for (const path of [
    "/2026/02/30",
    "/2026/13",
    "/2026/00/10",
    "/1899",
    "/2101/01/01",
    "/abcd",
    "/2026/11/x",
    "/2026/11/21/1",
    "/en/2026/02/30",
    "/en/2026/13",
  ]) {
    const res = await page.request.get(`${baseUrl}${path}`);
    assert.equal(res.status(), 404, path);
    assert.match(
      await res.text(),
      path.startsWith("/en") ? /This page could not be found/ : /Страница не найдена/,
    );
  }
  for (const path of ["/2028/02/29", "/2026/2/3", "/1900", "/2100/12/31"]) {
    assert.equal((await page.request.get(`${baseUrl}${path}`)).status(), 200, path);
  }
});

test("beyondThirtyDaysInvitesToThePersonalCalendar", async ({ page, baseUrl }) => {
  // The last public day has ratings and tags.
  await page.goto(`${baseUrl}/2026/12/21`);
  assert.equal(await page.getByTestId("locked").count(), 0);
  assert.equal(await page.getByTestId("rating").count(), 1);

  // The next one: an invitation instead of ratings and tags; pillars, moon and lunar date stay.
  const res = await page.goto(`${baseUrl}/2026/12/22`);
  assert.equal(res?.status(), 200);
  assert.equal(await page.getByTestId("locked").isVisible(), true);
  assert.match(await text(page, "locked"), /Персональном календаре/);
  assert.match(await text(page, "locked"), /21 декабря 2026/);
  assert.equal(await page.getByTestId("personal-link").first().getAttribute("href"), "/personal");
  assert.equal(await page.getByTestId("rating").count(), 0);
  assert.equal(await page.getByTestId("yi").count(), 0);
  assert.equal(await page.getByTestId("top-reasons").count(), 0);
  assert.equal(await page.getByTestId("pillar").count(), 3);
  assert.match(await text(page, "lunar-day"), /Лунные сутки: \d+/);
  // Nothing of the forecast in the page's data either.
  const html = await page.content();
  assert.doesNotMatch(html, /"rating":\{"value"/);

  await page.goto(`${baseUrl}/en/2027/03/01`);
  assert.match(await text(page, "locked"), /Personal Calendar/);
  assert.equal(await page.getByTestId("personal-link").first().getAttribute("href"), "/en/personal");
});

test("tagsToggleIsRemembered", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/`);
  assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "text");
  await waitForHydration(page);
  await page.getByTestId("tags-icons").click();
  await eventually(async () => assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "icons"));
  assert.equal(await page.getByTestId("tags-icons").getAttribute("aria-pressed"), "true");
  // Each icon has its word under it (calendar-views.spec.ts opens the whole name by touch).
  const first = page.getByTestId("yi").locator("li").first();
  assert.ok((await first.getByTestId("tag-word").innerText()).trim().length > 2);
  assert.equal(await first.locator("svg").count(), 1);
  await page.screenshot({ path: join(artifactsDir, "day-icons-ru.png"), fullPage: true });

  // Remembered across a reload (the server renders the chosen mode) and on other days.
  await page.reload();
  assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "icons");
  await page.goto(`${baseUrl}/en/2026/11/23`);
  assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "icons");
  await waitForHydration(page);
  await page.getByTestId("tags-text").click();
  await eventually(async () => assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "text"));
  await page.reload();
  assert.equal(await page.getByTestId("yi").getAttribute("data-mode"), "text");
});

test("calendarScreenshots", async ({ page, baseUrl, artifactsDir }) => {
  const pages = [
    ["day-ru", "/2026/11/25"],
    ["day-en", "/en/2026/11/25"],
    ["day-locked-ru", "/2026/12/28"],
    ["month-ru", "/2026/12"],
    ["month-en", "/en/2026/12"],
    ["year-ru", "/2026"],
    ["year-en", "/en/2026"],
  ] as const;
  for (const [viewport, suffix] of [
    [DESKTOP, ""],
    [MOBILE, "-mobile"],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const [name, path] of pages) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `${path}: horizontal overflow of ${overflow}px at ${viewport.width}px`);
      await page.screenshot({ path: join(artifactsDir, `${name}${suffix}.png`), fullPage: true });
    }
  }
});
