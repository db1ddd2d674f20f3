/**
 * The calendar views in ru and en: the day view (/ and /:year/:month/:day) with its navigation, month grid, tabs,
 * moon and tags toggle; the month (/:year/:month) and year (/:year) views; the 30-day rule; 404 for dates that do
 * not exist. With the runner's fixed clock (2026-11-21T09:00:00Z) today is 21 November 2026 in Moscow and the
 * public window ends on 21 December 2026.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, MOBILE, reviewShot, SCREENSHOTS } from "../lib.ts";

const MOSCOW = { lat: 55.7558, lng: 37.6173 };

/** Text with every run of white space (no-break spaces too) as one space. */
const flat = (s: string) => s.replace(/\s+/g, " ");

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/**
 * The first element of `testId`, for the assertions on its text as shown (AS_SHOWN: innerText, not textContent).
 * toHaveText collapses the spaces of a string on both sides, but matches a pattern against the raw text, so the
 * patterns are polled on `text` instead.
 */
const shown = (page: Page, testId: string) => page.getByTestId(testId).first();
const AS_SHOWN = { useInnerText: true };

/** Clicks the "stars" tab until it is selected (a click before hydration does nothing), then goes back. */
async function waitForHydration(page: Page) {
  const tab = page.getByTestId("tab-stars");
  await expect(async () => {
    if ((await tab.getAttribute("aria-selected")) !== "true") await tab.click();
    expect(await tab.getAttribute("aria-selected")).toBe("true");
  }).toPass({ timeout: 15_000, intervals: [200] });
  await page.getByTestId("tab-overview").click();
}

/** A marker on window survives client-side navigations only. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eMarker: true }));
const marked = (page: Page) => page.evaluate(() => "__e2eMarker" in window);

async function apiDay(page: Page, baseUrl: string, date: string, lang: "ru" | "en" = "ru") {
  const res = await page.request.get(
    `${baseUrl}/api/calendar/day?date=${date}&lat=${MOSCOW.lat}&lng=${MOSCOW.lng}&lang=${lang}`,
  );
  expect(res.status(), `API day ${date}`).toBe(200);
  return (await res.json()) as {
    pillars: { year: { zh: string }; month: { zh: string }; day: { zh: string } };
    rating: { value: number; reasons: { text: string }[] };
    moon: { lunarDay: number };
    hours: { rating: { value: number; reasons: { text: string }[] } }[];
  };
}

test("visitorMovesThroughDays", async ({ page, baseUrl, now }) => {
  await page.goto(`${baseUrl}/`);
  if (now) await expect(shown(page, "date")).toHaveText("21 ноября 2026", AS_SHOWN);
  await waitForHydration(page);
  await mark(page);

  // Next day and back, on the client.
  await page.getByTestId("next-day").click();
  await page.waitForURL(`${baseUrl}/2026/11/22`);
  await expect(shown(page, "date")).toHaveText("22 ноября 2026", AS_SHOWN);
  await expect(shown(page, "weekday")).toHaveText("Воскресенье", AS_SHOWN);
  await page.getByTestId("prev-day").click();
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  await expect(shown(page, "date")).toHaveText("21 ноября 2026", AS_SHOWN);
  await expect.poll(() => text(page, "weekday")).toMatch(/^Сегодня, суббота$/);

  // A day from the month grid; the selected day is marked.
  await page.locator('[data-testid="grid-day"][data-date="2026-11-10"]').click();
  await page.waitForURL(`${baseUrl}/2026/11/10`);
  await expect(shown(page, "date")).toHaveText("10 ноября 2026", AS_SHOWN);
  const selected = page.locator('[data-testid="grid-day"][aria-current="date"]');
  await expect(selected).toHaveAttribute("data-date", "2026-11-10");
  // Its accessible name (a visually hidden text: the visible number and moon are hidden from screen readers).
  await expect(selected.locator(".sr-only")).toHaveText(/^10\u00a0ноября, оценка .+, \d+-е лунные сутки$/);

  // The date picker.
  await page.getByTestId("date-input").fill("2026-11-05");
  await page.getByTestId("date-go").click();
  await page.waitForURL(`${baseUrl}/2026/11/05`);
  await expect(shown(page, "date")).toHaveText("5 ноября 2026", AS_SHOWN);
  expect(await marked(page), "navigated on the client").toBe(true);

  // Without JavaScript the picker submits ?date=…, which redirects to the day's page.
  const res = await page.request.get(`${baseUrl}/?date=2026-10-01`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe("/2026/10/01");
});

test("dayPillarEqualsTheApi", async ({ page, baseUrl }) => {
  for (const [lang, path, date] of [
    ["ru", "/2026/11/25", "2026-11-25"],
    ["en", "/en/2026/12/03", "2026-12-03"],
  ] as const) {
    const api = await apiDay(page, baseUrl, date, lang);
    const res = await page.goto(`${baseUrl}${path}`);
    expect(res?.status()).toBe(200);
    const pillars = page.getByTestId("pillar");
    await expect(pillars).toHaveCount(3);
    await expect(pillars.nth(2).locator('[lang="zh-Hans"]'), `${path}: day pillar`).toHaveText(
      api.pillars.day.zh,
    );
    await expect(pillars.nth(0).locator('[lang="zh-Hans"]')).toHaveText(api.pillars.year.zh);
    await expect(pillars.nth(1).locator('[lang="zh-Hans"]')).toHaveText(api.pillars.month.zh);
    expect(Number(await page.getByTestId("rating").getAttribute("data-value"))).toBe(api.rating.value);
    await expect.poll(() => text(page, "lunar-day")).toMatch(new RegExp(`: ${api.moon.lunarDay}\\b`));
    // The same rating on the grid cell of that day.
    const cell = page.locator(`[data-testid="grid-day"][data-date="${date}"]`);
    expect(Number(await cell.getAttribute("data-rating"))).toBe(api.rating.value);
  }
  // The canonical link uses the padded form, whatever was typed.
  await page.goto(`${baseUrl}/2026/11/5`);
  await expect(page.locator('link[rel="canonical"]'), "canonical").toHaveAttribute("href", /\/2026\/11\/05$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]'), "hreflang en").toHaveAttribute(
    "href",
    /\/en\/2026\/11\/05$/,
  );
});

test("dayTabsAndMoon", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  await waitForHydration(page);
  // Keyboard: arrows move between tabs and show their panels.
  await page.getByTestId("tab-overview").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("tab-themes")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("panel-themes")).toBeVisible();
  await expect(page.getByTestId("panel-overview")).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
    .toBe("tab-themes");
  // the tabs' details come with a second request (routes/day-details.ts), usually done while the page idled
  await expect(page.getByTestId("themes").locator(":scope > li").nth(4), "themes").toBeAttached();
  // Every theme's rating has its reasons one tap away.
  const why = page.getByTestId("panel-themes").getByTestId("why").first();
  await why.locator("summary").click();
  await expect(why.locator("li").first(), "theme reasons").toBeAttached();
  await page.getByTestId("tab-themes").focus();
  await page.keyboard.press("End");
  await expect(page.getByTestId("tab-hours")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("hours").locator(":scope > li")).toHaveCount(12);
  await page.keyboard.press("Home");
  await expect(page.getByTestId("tab-overview")).toHaveAttribute("aria-selected", "true");

  // The stars tab: the day's directions by its stem (己: Joy north-east, Wealth north), the nine stars with their
  // meaning (2026 is 一白, the 亥 month of a 午 year 八白), the year's Five Yellow in the south.
  await page.getByTestId("tab-stars").click();
  await expect
    .poll(() => text(page, "day-directions"))
    .toMatch(/Радость \(喜神\) Северо-восток Богатство \(财神\) Север/);
  await expect
    .poll(() => text(page, "day-nine-stars"))
    .toMatch(/Звезда года: 一白 Белая Единица .+ Звезда месяца: 八白/);
  await expect
    .poll(() => text(page, "period-directions"))
    .toMatch(/Год: Тай Суй \(太岁\) — Юг; .*Жёлтая Пятёрка \(五黄\) — Юг/);
  await reviewShot(page, join(artifactsDir, "day-stars-ru.png"), { fullPage: true });
  await page.getByTestId("tab-overview").click();

  // The strip of the 12 double hours, the drawn moon and the lunar days with start times.
  await expect(page.getByTestId("hours-strip").locator("li")).toHaveCount(12);
  await expect(page.getByTestId("moon-svg")).toHaveAttribute("aria-label", /освещённость \d+\s?%/);
  await expect.poll(() => text(page, "lunar-days")).toMatch(/\d+-е лунные сутки с .*\d{2}:\d{2}/);
  await expect.poll(() => text(page, "local-time")).toMatch(/UTC\+3/);
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
  expect(hourReason, "an hour has a reason the day has not").toBeTruthy();
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
  expect(flat(html), "the page's HTML has no hour reasons").not.toContain(flat(hourReason!.text));
  // The strip's ratings are in the page: one per double hour, as the API rates them.
  const strip = await page.getByTestId("hours-strip").locator("li").allInnerTexts();
  expect(
    // each cell: the hours, the branch, then «+1» and «благоприятный» on a line each
    strip.map((s) => Number((s.trim().split("\n").at(-2) ?? "").trim().replace("−", "-"))),
  ).toEqual(api.hours.map((h) => h.rating.value));
  await waitForHydration(page);
  // The loads failed: the hours tab offers to try again, and the page stays.
  await page.getByTestId("tab-hours").click();
  const panel = page.getByTestId("panel-hours");
  await expect(panel.getByTestId("details-failed")).toBeVisible();
  await expect
    .poll(async () => flat(await panel.getByTestId("details-failed").innerText()))
    .toMatch(/Не удалось загрузить.*Повторить/);
  await expect(page.getByTestId("date")).toBeVisible();
  failing = false;
  await panel.getByTestId("details-failed").getByRole("button").click();
  // Held: a loading line once the 200 ms throttle has passed.
  await expect(panel.getByTestId("details-loading")).toContainText(/Загружаем/);
  release();
  await expect(page.getByTestId("hours").locator(":scope > li")).toHaveCount(12);
  const hours = page.getByTestId("hours").locator(":scope > li");
  const i = api.hours.findIndex((h) => h.rating.reasons.some((r) => r.text === hourReason!.text));
  await hours.nth(i).getByTestId("why").locator("summary").click();
  await expect(hours.nth(i), "the hour's reason, as the API's").toContainText(
    flat(hourReason!.text),
    AS_SHOWN,
  );
  // Themes use the same load: shown at once.
  await page.getByTestId("tab-themes").click();
  expect(await page.getByTestId("themes").locator(":scope > li").count()).toBeGreaterThanOrEqual(5);
  await page.unroute("**/2026/11/20/details");
});

/**
 * Issue 39, defect 8: on a phone (390 and 320 px wide) and a desktop, in ru and en, every double hour's chip holds
 * its words (the longest, «неблагоприятный», included) and every tab of the day is wholly on the screen.
 */
for (const lang of ["ru", "en"] as const) {
  test(`dayHourChipsAndTabsFit ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    // a day with an hour rated −1, whose word is the longest
    let date = "";
    for (let d = 15; d <= 28 && !date; d++) {
      const iso = `2026-11-${String(d).padStart(2, "0")}`;
      if ((await apiDay(page, baseUrl, iso, lang)).hours.some((h) => h.rating.value === -1)) date = iso;
    }
    expect(date, "a day with an unfavourable hour").not.toBe("");
    const longest = lang === "ru" ? "неблагоприятный" : "unfavourable";
    for (const viewport of [MOBILE, { width: 320, height: 640 }, DESKTOP]) {
      const where = `${viewport.width} px`;
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${prefix}/${date.replaceAll("-", "/")}`);
      const chips = page.getByTestId("hour-chip");
      await expect(chips).toHaveCount(12);
      await expect(chips.filter({ hasText: longest }).first(), where).toBeAttached();
      // every word of every chip inside its chip, nothing clipped or spilling
      const spills = await chips.evaluateAll((els) =>
        els.flatMap((chip) => {
          const box = chip.getBoundingClientRect();
          const over = [...chip.querySelectorAll("span")].filter((s) => {
            const r = s.getBoundingClientRect();
            return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
          });
          return chip.scrollWidth > chip.clientWidth || over.length > 0 ? [chip.textContent ?? ""] : [];
        }),
      );
      expect(spills, where).toEqual([]);
      // every tab wholly on the screen and inside the tab list
      const tabs = await page.getByRole("tab").evaluateAll((els) =>
        els.map((t) => {
          const r = t.getBoundingClientRect();
          const list = t.closest('[role="tablist"]')!.getBoundingClientRect();
          return {
            name: t.textContent,
            inside:
              r.left >= 0 &&
              r.right <= window.innerWidth &&
              r.left >= list.left - 0.5 &&
              r.right <= list.right + 0.5 &&
              r.top >= list.top - 0.5 &&
              r.bottom <= list.bottom + 0.5,
          };
        }),
      );
      expect(tabs.length, where).toBe(4);
      expect(
        tabs.filter((t) => !t.inside),
        where,
      ).toEqual([]);
      // the tab list itself does not scroll sideways (nothing hides past its edge)
      const list = page.getByRole("tablist").first();
      expect(
        await list.evaluate((el) => el.scrollWidth <= el.clientWidth),
        `${where}: the tabs need no sideways scroll`,
      ).toBe(true);
    }
  });
}

test("monthAndYearViews", async ({ page, baseUrl }) => {
  // Month, ru.
  let res = await page.goto(`${baseUrl}/2026/11`);
  expect(res?.status()).toBe(200);
  await expect(shown(page, "month-title")).toHaveText("Ноябрь 2026", AS_SHOWN);
  await expect(page.getByTestId("board-day")).toHaveCount(30);
  await expect(page.locator('[data-testid="board-day"][data-rating="locked"]')).toHaveCount(0);
  const legend = shown(page, "legend");
  for (const w of ["превосходный", "нейтральный", "ужасный"])
    await expect(legend).toContainText(new RegExp(w), AS_SHOWN);
  await expect(legend).not.toContainText(/Персональном/, AS_SHOWN);
  await expect(page).toHaveTitle(/Ноябрь 2026/);
  await page.getByTestId("next-month").click();
  await page.waitForURL(`${baseUrl}/2026/12`);
  await expect(shown(page, "month-title")).toHaveText("Декабрь 2026", AS_SHOWN);
  // December: public up to the 21st, locked from the 22nd, and the legend says so.
  await expect(page.locator('[data-testid="board-day"][data-rating="locked"]')).toHaveCount(10);
  await expect(page.locator('[data-testid="board-day"][data-rating="locked"]').first()).toHaveAttribute(
    "data-date",
    "2026-12-22",
  );
  await expect.poll(() => text(page, "legend")).toMatch(/в Персональном календаре/);
  await page.locator('[data-testid="board-day"][data-date="2026-12-07"]').click();
  await page.waitForURL(`${baseUrl}/2026/12/07`);

  // Month, en.
  res = await page.goto(`${baseUrl}/en/2026/11`);
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(shown(page, "month-title")).toHaveText("November 2026", AS_SHOWN);
  await expect.poll(() => text(page, "legend")).toMatch(/excellent.*neutral.*awful/);
  await expect(page.getByTestId("board-day").first()).toHaveAttribute("href", /^\/en\/2026\/11\/01$/);

  // Year, ru: 12 months, 365 days; December partly and 2027 wholly locked.
  res = await page.goto(`${baseUrl}/2026`);
  expect(res?.status()).toBe(200);
  await expect(shown(page, "year-title")).toHaveText("2026 год", AS_SHOWN);
  await expect(page.getByTestId("year-month")).toHaveCount(12);
  await expect(page.locator("[data-testid=year-month] [data-rating]")).toHaveCount(365);
  await expect(page.locator('[data-testid=year-month] [data-rating="locked"]')).toHaveCount(10);
  await expect.poll(() => text(page, "legend")).toMatch(/в Персональном календаре/);
  await page.getByTestId("year-month-link").nth(2).click();
  await page.waitForURL(`${baseUrl}/2026/03`);
  await expect(shown(page, "month-title")).toHaveText("Март 2026", AS_SHOWN);

  // Year, en.
  res = await page.goto(`${baseUrl}/en/2027`);
  expect(res?.status()).toBe(200);
  await expect(shown(page, "year-title")).toHaveText("2027", AS_SHOWN);
  await expect(page.locator('[data-testid=year-month] [data-rating="locked"]')).toHaveCount(365);
  await expect.poll(() => text(page, "year-month")).toMatch(/January/);
  await expect.poll(() => text(page, "legend")).toMatch(/Personal Calendar/);
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
    expect(res.status(), path).toBe(404);
    expect(await res.text()).toMatch(
      path.startsWith("/en") ? /This page could not be found/ : /Страница не найдена/,
    );
  }
  // a real day outside the calendar's years is still 404, but the page names the years and links to the calendar's
  // nearest day (issue 39)
  // (and a month or a year outside them to the nearest month or year), the date in words
  for (const [path, years, nearest, label] of [
    ["/1899/12/31", "Календарь охватывает годы с 1900 по 2100", "/1900/01/01", "1 января 1900"],
    ["/en/2101/1/1", "The calendar covers the years 1900 to 2100", "/en/2100/12/31", "31 December 2100"],
    ["/1899/12", "Календарь охватывает годы с 1900 по 2100", "/1900/01", "январь 1900"],
    ["/en/2101/05", "The calendar covers the years 1900 to 2100", "/en/2100/12", "December 2100"],
    ["/1899", "Календарь охватывает годы с 1900 по 2100", "/1900", "Ближайший год календаря: 1900"],
    [
      "/en/2101",
      "The calendar covers the years 1900 to 2100",
      "/en/2100",
      "The calendar's nearest year: 2100",
    ],
  ] as const) {
    const res = await page.request.get(`${baseUrl}${path}`);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html, path).toContain(years);
    expect(html, path).toContain(`href="${nearest}"`);
    expect(html.replace(/\u00a0|&nbsp;/g, " "), path).toContain(label);
  }
  for (const path of ["/2028/02/29", "/2026/2/3", "/1900", "/2100/12/31"]) {
    expect((await page.request.get(`${baseUrl}${path}`)).status(), path).toBe(200);
  }
});

test("beyondThirtyDaysInvitesToThePersonalCalendar", async ({ page, baseUrl }) => {
  // The last public day has ratings and tags.
  await page.goto(`${baseUrl}/2026/12/21`);
  await expect(page.getByTestId("locked")).toHaveCount(0);
  await expect(page.getByTestId("rating")).toHaveCount(1);

  // The next one: an invitation instead of ratings and tags; pillars, moon and lunar date stay.
  const res = await page.goto(`${baseUrl}/2026/12/22`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("locked")).toBeVisible();
  await expect.poll(() => text(page, "locked")).toMatch(/Персональном календаре/);
  await expect.poll(() => text(page, "locked")).toMatch(/21 декабря 2026/);
  await expect(page.getByTestId("personal-link").first()).toHaveAttribute("href", "/personal");
  await expect(page.getByTestId("rating")).toHaveCount(0);
  await expect(page.getByTestId("yi")).toHaveCount(0);
  await expect(page.getByTestId("top-reasons")).toHaveCount(0);
  await expect(page.getByTestId("pillar")).toHaveCount(3);
  await expect.poll(() => text(page, "lunar-day")).toMatch(/Лунные сутки: \d+/);
  // Nothing of the forecast in the page's data either.
  const html = await page.content();
  expect(html).not.toMatch(/"rating":\{"value"/);

  await page.goto(`${baseUrl}/en/2027/03/01`);
  await expect.poll(() => text(page, "locked")).toMatch(/Personal Calendar/);
  await expect(page.getByTestId("personal-link").first()).toHaveAttribute("href", "/en/personal");
});

test("tagsToggleIsRemembered", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "text");
  await waitForHydration(page);
  await page.getByTestId("tags-icons").click();
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "icons");
  await expect(page.getByTestId("tags-icons")).toHaveAttribute("aria-pressed", "true");
  // Each icon has its word under it (calendar-views.spec.ts opens the whole name by touch).
  const first = page.getByTestId("yi").locator("li").first();
  await expect(first.getByTestId("tag-word")).toHaveText(/.{3}/);
  await expect(first.locator("svg")).toHaveCount(1);
  await reviewShot(page, join(artifactsDir, "day-icons-ru.png"), { fullPage: true });

  // Remembered across a reload (the server renders the chosen mode) and on other days.
  await page.reload();
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "icons");
  await page.goto(`${baseUrl}/en/2026/11/23`);
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "icons");
  await waitForHydration(page);
  await page.getByTestId("tags-text").click();
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "text");
  await page.reload();
  await expect(page.getByTestId("yi")).toHaveAttribute("data-mode", "text");
});

/** No view sticks out sideways, desktop and phone; with E2E_SCREENSHOTS=1, a screenshot of each. */
test("calendarScreenshots", async ({ page, baseUrl, artifactsDir }) => {
  // fourteen full-page screenshots take more than the minute of a test on a loaded 2-core machine
  test.slow(SCREENSHOTS, "fourteen full-page screenshots");
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
      expect(
        overflow,
        `${path}: horizontal overflow of ${overflow}px at ${viewport.width}px`,
      ).toBeLessThanOrEqual(0);
      await reviewShot(page, join(artifactsDir, `${name}${suffix}.png`), { fullPage: true });
    }
  }
});
