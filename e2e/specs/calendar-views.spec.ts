/**
 * The month and year views as a reader uses them (issue 20): what a month's cells carry (date, rating, lunar day,
 * day officer, Yellow/Black Path, marks of terms, moons and festivals — checked against the public API), the
 * icons/text switch, the keyboard, the date picker in the page's format, the phone layout, the printed A4 page,
 * the year's small months; and the day page's activities in icon mode on a touch screen, and its prefetching.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { eventually, hydrated, MOBILE, seriousViolations } from "../lib.ts";

const text = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).trim();
const cell = (page: Page, date: string) => page.locator(`[data-testid="board-day"][data-date="${date}"]`);

interface ApiEvent {
  kind: string;
  date: string;
  name: string;
}

async function apiEvents(page: Page, baseUrl: string, year: number, lang: string): Promise<ApiEvent[]> {
  const res = await page.request.get(`${baseUrl}/calendar/events?year=${year}&lang=${lang}`);
  assert.equal(res.status(), 200);
  return ((await res.json()) as { events: ApiEvent[] }).events;
}

test("monthCellsCarryTheAlmanac", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11`);
  // the API's day: rating, officer, lunar day
  const day = (await (
    await page.request.get(`${baseUrl}/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173&lang=ru`)
  ).json()) as {
    rating: { value: number };
    officer: { zh: string; name: string };
    moon: { lunarDay: number };
  };
  const c21 = cell(page, "2026-11-21");
  assert.equal(Number(await c21.getAttribute("data-rating")), day.rating.value);
  // what the cell shows (its words for screen readers aside)
  const shown = (await c21.locator(':scope > [aria-hidden="true"]').allInnerTexts()).join(" ");
  assert.match(shown, /^21\b/);
  assert.match(shown, new RegExp(`\\+${day.rating.value}`));
  assert.match(shown, new RegExp(day.officer.name));
  assert.match(shown, new RegExp(`☾${day.moon.lunarDay}\\b`));
  // its accessible name says it all in words
  const label = await c21.locator(".sr-only").innerText();
  assert.match(label, /21\s+ноября \(сегодня\)/);
  assert.match(label, new RegExp(`страж ${day.officer.name}`));
  assert.match(label, /(жёлтый|чёрный) путь/);

  // every mark of the month is the API's event of that date, and every such event is marked
  const events = (await apiEvents(page, baseUrl, 2026, "ru")).filter(
    (e) => e.date.startsWith("2026-11") && !/Quarter$/.test(e.kind),
  );
  assert.ok(events.length >= 4, "a term, a new moon, a full moon and a month's start at least");
  for (const e of events) {
    const marks = cell(page, e.date).locator(`[data-mark="${e.kind}"]`);
    assert.ok((await marks.count()) >= 1, `${e.date}: ${e.kind} marked`);
    assert.match(await cell(page, e.date).locator(".sr-only").innerText(), new RegExp(e.name));
  }
  assert.equal(
    await page.locator('[data-testid="month-board"] [data-testid="board-day"] [data-mark]').count(),
    events.length,
  );
  // the legend explains the path dots and each mark
  const legend = await text(page, "month-legend");
  assert.match(legend, /жёлтый путь \(黄道\)/);
  assert.match(legend, /новолуние/);
  assert.equal(await page.locator("[data-legend-mark]").count(), 5);
  assert.deepEqual(await seriousViolations(page), []);

  // English
  await page.goto(`${baseUrl}/en/2026/11`);
  assert.match(await cell(page, "2026-11-21").locator(".sr-only").innerText(), /21\s+November \(today\)/);
  assert.match(await text(page, "month-legend"), /Yellow Path \(黄道\)/);
  const en = (await apiEvents(page, baseUrl, 2026, "en")).find((e) => e.date === "2026-11-22");
  assert.ok(en);
  assert.match(await cell(page, "2026-11-22").locator(".sr-only").innerText(), new RegExp(en.name));
});

test("monthIconsTextAndKeyboard", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11`);
  await hydrated(page, "view-toggle");
  const board = page.getByTestId("month-board");
  assert.equal(await board.getAttribute("data-mode"), "text");
  // icons: the officer by its character; the choice is kept
  await page.getByTestId("view-icons").click();
  await eventually(async () => assert.equal(await board.getAttribute("data-mode"), "icons"));
  const officer = await cell(page, "2026-11-21").locator('[lang="zh-Hans"]').innerText();
  assert.match(officer, /^[建除满平定执破危成收开闭]$/);
  await page.reload();
  assert.equal(await page.getByTestId("month-board").getAttribute("data-mode"), "icons");

  // the keyboard: one tab stop, arrows, Page Down
  await hydrated(page, "month-board");
  await cell(page, "2026-11-21").focus();
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-date")), "2026-11-22");
  await page.keyboard.press("ArrowDown");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-date")), "2026-11-29");
  await page.keyboard.press("Home");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-date")), "2026-11-23");
  assert.equal(await cell(page, "2026-11-23").getAttribute("tabindex"), "0");
  assert.equal(await cell(page, "2026-11-21").getAttribute("tabindex"), "-1");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseUrl}/2026/11/23`);
  await page.goBack();
  await hydrated(page, "month-board");
  await cell(page, "2026-11-21").focus();
  await page.keyboard.press("PageDown");
  await page.waitForURL(`${baseUrl}/2026/12`);
  await eventually(async () => assert.equal(await text(page, "month-title"), "Декабрь 2026"));

  // the date picker in the page's format, by keyboard alone
  const field = page.getByTestId("month-date");
  await field.fill("15.03.2027");
  await field.press("Enter");
  await page.waitForURL(`${baseUrl}/2027/03?day=15`);
  await eventually(async () => assert.equal(await text(page, "month-title"), "Март 2027"));
  assert.equal(await cell(page, "2027-03-15").getAttribute("aria-current"), "date");
});

test("monthOnAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/2026/11`);
  // text mode on a phone: a list of days in words, no grid
  assert.equal(await page.getByTestId("month-board").isVisible(), false);
  const list = page.getByTestId("board-list");
  assert.equal(await list.isVisible(), true);
  const row = await page.locator('[data-testid="board-list-day"][data-date="2026-11-22"]').innerText();
  assert.match(row, /22/);
  assert.match(row, /Малые снега/);
  assert.match(row, /оценка [−+]?\d/);
  await page.screenshot({ path: join(artifactsDir, "month-phone-text.png"), fullPage: true });
  // icons: the grid, within the screen's width
  await hydrated(page, "view-toggle");
  await page.getByTestId("view-icons").click();
  await eventually(async () => assert.equal(await page.getByTestId("month-board").isVisible(), true));
  assert.equal(await list.count(), 0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll (${overflow}px)`);
  await page.screenshot({ path: join(artifactsDir, "month-phone-icons.png"), fullPage: true });
  assert.deepEqual(await seriousViolations(page), []);
});

test("monthPrintsOnOneA4Page", async ({ page, baseUrl, artifactsDir }) => {
  for (const path of ["/2026/11", "/en/2026/03"]) {
    await page.goto(`${baseUrl}${path}`);
    await page.emulateMedia({ media: "print" });
    assert.equal(await page.locator("header").first().isVisible(), false, "the site's header is not printed");
    assert.equal(await page.getByTestId("month-tools").isVisible(), false);
    assert.equal(await page.getByTestId("month-board").isVisible(), true);
    assert.equal(await page.getByTestId("month-legend").isVisible(), true);
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    assert.equal(pages, 1, `${path}: one A4 page (${pages})`);
    await page.screenshot({
      path: join(artifactsDir, `month-print${path.replaceAll("/", "-")}.png`),
      fullPage: true,
    });
    await page.emulateMedia({ media: "screen" });
  }
});

test("yearShowsDaysAndMarks", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026`);
  const november = page.getByTestId("year-month").nth(10);
  const days = await november.locator("[data-rating]").allInnerTexts();
  assert.deepEqual(
    days.map((d) => Number(d.trim())),
    Array.from({ length: 30 }, (_, i) => i + 1),
  );
  // the festivals of the API are marked on their dates, and the month's summary names them
  const festivals = (await apiEvents(page, baseUrl, 2026, "ru")).filter((e) => e.kind === "festival");
  assert.ok(festivals.length >= 8);
  for (const f of festivals) {
    const [, m, d] = f.date.split("-").map(Number) as [number, number, number];
    const day = page
      .getByTestId("year-month")
      .nth(m - 1)
      .locator("[data-rating]")
      .nth(d - 1);
    assert.match((await day.getAttribute("data-marks")) ?? "", /festival/, `${f.date} ${f.name}`);
  }
  const feb = await page.getByTestId("year-month").nth(1).locator(".sr-only").innerText();
  assert.match(feb, /17\s+февраля: Китайский Новый год/);
  await page.getByTestId("year-events-link").click();
  await page.waitForURL(`${baseUrl}/2026/events`);
});

test("dayIconsReadableByTouch", async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/2026/11/21`);
    await hydrated(page, "tags-toggle");
    await page.getByTestId("tags-icons").tap();
    const yi = page.getByTestId("yi");
    await eventually(async () => assert.equal(await yi.getAttribute("data-mode"), "icons"));
    // every activity has its word under its icon, visible without hovering
    const words = await yi.getByTestId("tag-word").allInnerTexts();
    assert.ok(words.length > 0);
    for (const w of words) assert.match(w, /^[А-ЯЁа-яё]/, `a Russian word (${w})`);
    // a tap opens the whole name
    const first = yi.locator("button").first();
    const key = await first.getAttribute("data-tag");
    await first.tap();
    const pop = page.locator(`[data-tag-popover="${key}"]`).first();
    await eventually(async () => assert.equal(await pop.isVisible(), true));
    assert.match(await pop.innerText(), /Благоприятно/i);
    assert.deepEqual(await seriousViolations(page), []);
  } finally {
    await context.close();
  }
});

test("dayPagePrefetchesOnIntent", async ({ page, baseUrl }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (/^\/2026\/1[12]\/\d{2}(\.data|\/details)?/.test(u.pathname) && r.resourceType() !== "document")
      asked.push(u.pathname);
  });
  await page.goto(`${baseUrl}/2026/11/21`);
  await hydrated(page, "tags-toggle");
  await page.waitForTimeout(2500);
  const others = asked.filter((p) => !p.startsWith("/2026/11/21"));
  // the next and previous days at most, never the month's thirty
  assert.ok(
    others.every((p) => /^\/2026\/11\/(20|22)/.test(p)),
    `only the neighbouring days on load: ${others.join(", ")}`,
  );
  await page.locator('[data-testid="grid-day"][data-date="2026-11-10"]').hover();
  await eventually(async () =>
    assert.ok(
      asked.some((p) => p.startsWith("/2026/11/10")),
      "prefetched on hover",
    ),
  );
});

test("dayExplainsItsTerms", async ({ browser, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    const context = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const prefix = lang === "en" ? "/en" : "";
      await page.goto(`${baseUrl}${prefix}/2026/11/22`);
      await hydrated(page, "tags-toggle");
      // the officer's heading opens its explanation on tap, with a link to the glossary's entry
      const officer = page.getByTestId("officer").locator("button[data-term=officers]");
      await officer.tap();
      const pop = page.locator('[data-term-popover="officers"]').first();
      await eventually(async () => assert.equal(await pop.isVisible(), true));
      assert.match(await pop.innerText(), lang === "ru" ? /страж/i : /officer/i);
      const href = (await pop.getByRole("link").getAttribute("href")) ?? "";
      assert.equal(href, `${prefix}/glossary#officers`);
      await pop.getByRole("link").tap();
      await page.waitForURL(`${baseUrl}${prefix}/glossary#officers`);
      assert.equal(await page.locator("dt#officers").count(), 1);

      // the day's gods, each with what it means; the Moon's sign with its change and the void of course
      const day = (await (
        await page.request.get(
          `${baseUrl}/api/calendar/day?date=2026-11-22&lat=55.7558&lng=37.6173&lang=${lang}`,
        )
      ).json()) as {
        gods: { inauspicious: { name: string; meaning: string }[] };
        moonSign: {
          signAtStart: { name: string };
          ingresses: { sign: { name: string } }[];
          voidOfCourse: unknown[];
        };
      };
      await page.goto(`${baseUrl}${prefix}/2026/11/22`);
      await hydrated(page, "tags-toggle");
      await page.getByTestId("tab-stars").tap();
      const bad = page.getByTestId("gods-inauspicious");
      await eventually(async () =>
        assert.equal(await bad.locator("li").count(), day.gods.inauspicious.length),
      );
      const first = day.gods.inauspicious[0]!;
      assert.match(await bad.locator("li").first().innerText(), new RegExp(first.meaning.slice(0, 20)));
      const moon = await page.getByTestId("moon-sign").innerText();
      assert.match(moon, new RegExp(day.moonSign.signAtStart.name));
      assert.match(moon, new RegExp(day.moonSign.ingresses[0]!.sign.name));
      assert.equal(day.moonSign.voidOfCourse.length, 1);
      assert.match(await page.getByTestId("moon-void").innerText(), /\d\d:\d\d/);
      assert.deepEqual(await seriousViolations(page), []);
    } finally {
      await context.close();
    }
  }
});
