/**
 * The month and year views as a reader uses them (issue 20): what a month's cells carry (date, rating, lunar day,
 * day officer, Yellow/Black Path, marks of terms, moons and festivals — checked against the public API), the
 * icons/text switch, the keyboard, the date picker in the page's format, the phone layout, the printed A4 page,
 * the year's small months; and the day page's activities in icon mode on a touch screen, and its prefetching.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { hydrated, MOBILE, reviewShot, seriousViolations } from "../lib.ts";

const byTestId = (page: Page, testId: string) => page.getByTestId(testId).first();
const cell = (page: Page, date: string) => page.locator(`[data-testid="board-day"][data-date="${date}"]`);

interface ApiEvent {
  kind: string;
  date: string;
  name: string;
}

async function apiEvents(page: Page, baseUrl: string, year: number, lang: string): Promise<ApiEvent[]> {
  const res = await page.request.get(`${baseUrl}/calendar/events?year=${year}&lang=${lang}`);
  expect(res.status()).toBe(200);
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
  expect(Number(await c21.getAttribute("data-rating"))).toBe(day.rating.value);
  // what the cell shows (its words for screen readers aside)
  const shown = (await c21.locator(':scope > [aria-hidden="true"]').allInnerTexts()).join(" ");
  expect(shown).toMatch(/^21\b/);
  // the rating with its sign (2026-11-21 is 0: a 馀事勿取 day is never positive)
  const v = day.rating.value;
  expect(shown).toMatch(new RegExp(`(^|\\s)${v > 0 ? "\\+" : v < 0 ? "[−-]" : ""}${Math.abs(v)}(\\s|$)`));
  expect(shown).toMatch(new RegExp(day.officer.name));
  expect(shown).toMatch(new RegExp(`☾${day.moon.lunarDay}\\b`));
  // its accessible name says it all in words
  const label = c21.locator(".sr-only");
  await expect(label).toContainText(/21\s+ноября \(сегодня\)/);
  await expect(label).toContainText(new RegExp(`страж ${day.officer.name}`));
  await expect(label).toContainText(/(Жёлтый|Чёрный) путь/);

  // every mark of the month is the API's event of that date, and every such event is marked
  const events = (await apiEvents(page, baseUrl, 2026, "ru")).filter(
    (e) => e.date.startsWith("2026-11") && !/Quarter$/.test(e.kind),
  );
  expect(
    events.length,
    "a term, a new moon, a full moon and a month's start at least",
  ).toBeGreaterThanOrEqual(4);
  for (const e of events) {
    const marks = cell(page, e.date).locator(`[data-mark="${e.kind}"]`);
    await expect(marks.first(), `${e.date}: ${e.kind} marked`).toBeAttached();
    await expect(cell(page, e.date).locator(".sr-only")).toContainText(new RegExp(e.name));
  }
  await expect(page.locator('[data-testid="month-board"] [data-testid="board-day"] [data-mark]')).toHaveCount(
    events.length,
  );
  // the legend explains the path dots and each mark
  const legend = byTestId(page, "month-legend");
  await expect(legend).toContainText(/Жёлтый путь \(黄道\)/);
  await expect(legend).toContainText(/новолуние/);
  await expect(page.locator("[data-legend-mark]")).toHaveCount(5);
  expect(await seriousViolations(page)).toEqual([]);

  // English
  await page.goto(`${baseUrl}/en/2026/11`);
  await expect(cell(page, "2026-11-21").locator(".sr-only")).toContainText(/21\s+November \(today\)/);
  await expect(byTestId(page, "month-legend")).toContainText(/Yellow Path \(黄道\)/);
  const en = (await apiEvents(page, baseUrl, 2026, "en")).find((e) => e.date === "2026-11-22");
  expect(en).toBeTruthy();
  await expect(cell(page, "2026-11-22").locator(".sr-only")).toContainText(new RegExp(en!.name));
});

test("monthIconsTextAndKeyboard", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11`);
  await hydrated(page, "view-toggle");
  const board = page.getByTestId("month-board");
  await expect(board).toHaveAttribute("data-mode", "text");
  // icons: the officer by its character; the choice is kept
  await page.getByTestId("view-icons").click();
  await expect(board).toHaveAttribute("data-mode", "icons");
  await expect(cell(page, "2026-11-21").locator('[lang="zh-Hans"]')).toHaveText(
    /^[建除满平定执破危成收开闭]$/,
  );
  await page.reload();
  await expect(page.getByTestId("month-board")).toHaveAttribute("data-mode", "icons");

  // the keyboard: one tab stop, arrows, Page Down
  await hydrated(page, "month-board");
  await cell(page, "2026-11-21").focus();
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-date"));
  await page.keyboard.press("ArrowRight");
  await expect.poll(focused).toBe("2026-11-22");
  await page.keyboard.press("ArrowDown");
  await expect.poll(focused).toBe("2026-11-29");
  await page.keyboard.press("Home");
  await expect.poll(focused).toBe("2026-11-23");
  await expect(cell(page, "2026-11-23")).toHaveAttribute("tabindex", "0");
  await expect(cell(page, "2026-11-21")).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${baseUrl}/2026/11/23`);
  await page.goBack();
  await hydrated(page, "month-board");
  await cell(page, "2026-11-21").focus();
  await page.keyboard.press("PageDown");
  await page.waitForURL(`${baseUrl}/2026/12`);
  await expect(byTestId(page, "month-title")).toHaveText("Декабрь 2026");
  // focus stays in the grid: on the same day of the new month
  await expect.poll(focused).toBe("2026-12-21");

  // the date picker in the page's format, by keyboard alone
  const field = page.getByTestId("month-date");
  await field.fill("15.03.2027");
  await field.press("Enter");
  await page.waitForURL(`${baseUrl}/2027/03?day=15`);
  await expect(byTestId(page, "month-title")).toHaveText("Март 2027");
  await expect(cell(page, "2027-03-15")).toHaveAttribute("aria-current", "date");
});

/**
 * Issue 39, defect 4: the keys of the WAI-ARIA date grid cross into the neighbouring month and focus lands on the
 * day asked for, in the new month's grid (not on <body>): Page Down/Up to the same day (the last day when the month
 * is shorter), the arrows a day or a week on past the month's ends; Home and End the week's ends within the month.
 */
for (const lang of ["ru", "en"] as const) {
  test(`monthKeysCrossIntoNeighbouringMonths ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-date") ?? "none");
    const title = (ru: string, en: string) =>
      expect(byTestId(page, "month-title")).toHaveText(lang === "ru" ? ru : en);
    /** Presses `key` and expects focus on `date`'s cell, the grid's one tab stop, with the page at `path`. */
    const press = async (key: string, date: string, path: string) => {
      await page.keyboard.press(key);
      await page.waitForURL(`${baseUrl}${prefix}${path}`);
      await expect.poll(focused, `${key} → ${date}`).toBe(date);
      await expect(cell(page, date)).toHaveAttribute("tabindex", "0");
      await expect(page.locator('[data-testid="board-day"][tabindex="0"]')).toHaveCount(1);
    };

    await page.goto(`${baseUrl}${prefix}/2026/11`);
    await hydrated(page, "month-board");
    // the grid tells screen readers how its keys move
    await expect(page.locator("#month-keys")).toHaveText(
      lang === "ru"
        ? /Home и End — к началу и концу недели, Page Up и Page Down — к тому же дню соседнего месяца/
        : /Home and End to the start and end of the week, Page Up and Page Down to the same day of the previous or next month/,
    );
    // Home and End: the week's first and last day, within the month (1 November 2026 is a Sunday)
    await cell(page, "2026-11-25").focus();
    await press("Home", "2026-11-23", "/2026/11");
    await press("End", "2026-11-29", "/2026/11");
    await cell(page, "2026-11-01").focus();
    await press("Home", "2026-11-01", "/2026/11");

    // from the last row down a week: the same weekday in December, then back up
    await cell(page, "2026-11-30").focus();
    await press("ArrowDown", "2026-12-07", "/2026/12");
    await title("Декабрь 2026", "December 2026");
    await press("ArrowUp", "2026-11-30", "/2026/11");
    await title("Ноябрь 2026", "November 2026");
    // past the last day and the first one
    await press("ArrowRight", "2026-12-01", "/2026/12");
    await press("ArrowLeft", "2026-11-30", "/2026/11");
    await cell(page, "2026-11-01").focus();
    await press("ArrowUp", "2026-10-25", "/2026/10");
    await title("Октябрь 2026", "October 2026");

    // Page Down and Up: the same day number, the month's last day when it is shorter
    await page.goto(`${baseUrl}${prefix}/2027/01`);
    await hydrated(page, "month-board");
    await cell(page, "2027-01-31").focus();
    await press("PageDown", "2027-02-28", "/2027/02");
    await title("Февраль 2027", "February 2027");
    await press("PageUp", "2027-01-28", "/2027/01");
    await press("PageUp", "2026-12-28", "/2026/12");
    // Enter opens the focused day
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}${prefix}/2026/12/28`);
  });
}

test("monthOnAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/2026/11`);
  // text mode on a phone: a list of days in words, no grid
  await expect(page.getByTestId("month-board")).toBeHidden();
  const list = page.getByTestId("board-list");
  await expect(list).toBeVisible();
  const row = page.locator('[data-testid="board-list-day"][data-date="2026-11-22"]');
  await expect(row).toContainText(/22/);
  await expect(row).toContainText(/Малые снега/);
  await expect(row).toContainText(/оценка [−+]?\d/);
  await reviewShot(page, join(artifactsDir, "month-phone-text.png"), { fullPage: true });
  // icons: the grid, within the screen's width
  await hydrated(page, "view-toggle");
  await page.getByTestId("view-icons").click();
  await expect(page.getByTestId("month-board")).toBeVisible();
  await expect(list).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scroll (${overflow}px)`).toBeLessThanOrEqual(0);
  await reviewShot(page, join(artifactsDir, "month-phone-icons.png"), { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

for (const lang of ["ru", "en"] as const) {
  test(`monthLegendExplainsEveryOfficer ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(`${baseUrl}${prefix}/2026/11`);
    // the officer words the grid shows in text mode
    const shown = await page.getByTestId("board-officer").allInnerTexts();
    const words = [...new Set(shown.map((w) => w.trim()).filter(Boolean))];
    expect(words.length, "a month shows most of the twelve officers").toBeGreaterThanOrEqual(10);
    // the legend's list of the twelve is collapsed: opened, it names each with a meaning
    const legend = page.getByTestId("officer-legend");
    await expect(legend).not.toHaveAttribute("open");
    await legend.locator("summary").click();
    const entries = legend.locator("[data-officer]");
    await expect(entries).toHaveCount(12);
    for (const word of words) {
      const entry = entries.filter({ has: page.locator("dt", { hasText: new RegExp(`^\\S\\s${word}$`) }) });
      await expect(entry, `«${word}» is in the legend`).toHaveCount(1);
      await expect(entry).toBeVisible();
      await expect(entry.locator("dd")).toHaveText(/^— \S.{15,}\.$/);
    }
    // on a phone the list of days names the officers by the same words
    await page.setViewportSize(MOBILE);
    for (const row of (await page.getByTestId("board-list-day").allInnerTexts()).slice(0, 10)) {
      const word = words.find((w) => row.includes(`${w} · ☾`));
      expect(word, `a row names a legend's officer: ${row}`).toBeDefined();
    }
  });
}

test("monthPrintsOnOneA4Page", async ({ page, baseUrl, artifactsDir }) => {
  for (const path of ["/2026/11", "/en/2026/03"]) {
    await page.goto(`${baseUrl}${path}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first(), "the site's header is not printed").toBeHidden();
    await expect(page.getByTestId("month-tools")).toBeHidden();
    await expect(page.getByTestId("month-board")).toBeVisible();
    await expect(page.getByTestId("month-legend")).toBeVisible();
    const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    expect(pages, `${path}: one A4 page (${pages})`).toBe(1);
    await reviewShot(page, join(artifactsDir, `month-print${path.replaceAll("/", "-")}.png`), {
      fullPage: true,
    });
    await page.emulateMedia({ media: "screen" });
  }
});

test("yearShowsDaysAndMarks", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026`);
  const november = page.getByTestId("year-month").nth(10);
  await expect(november.locator("[data-rating]")).toHaveText(
    Array.from({ length: 30 }, (_, i) => String(i + 1)),
  );
  // the festivals of the API are marked on their dates, and the month's summary names them
  const festivals = (await apiEvents(page, baseUrl, 2026, "ru")).filter((e) => e.kind === "festival");
  expect(festivals.length).toBeGreaterThanOrEqual(8);
  for (const f of festivals) {
    const [, m, d] = f.date.split("-").map(Number) as [number, number, number];
    const day = page
      .getByTestId("year-month")
      .nth(m - 1)
      .locator("[data-rating]")
      .nth(d - 1);
    await expect(day, `${f.date} ${f.name}`).toHaveAttribute("data-marks", /festival/);
  }
  await expect(page.getByTestId("year-month").nth(1).locator(".sr-only")).toContainText(
    /17\s+февраля: Китайский Новый год/,
  );
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
    await expect(yi).toHaveAttribute("data-mode", "icons");
    // every activity has its word under its icon, visible without hovering
    const words = await yi.getByTestId("tag-word").allInnerTexts();
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(w, `a Russian word (${w})`).toMatch(/^[А-ЯЁа-яё]/);
    // a tap opens the whole name
    const first = yi.locator("button").first();
    const key = await first.getAttribute("data-tag");
    await first.tap();
    const pop = page.locator(`[data-tag-popover="${key}"]`).first();
    await expect(pop).toBeVisible();
    await expect(pop).toContainText(/Благоприятно/i);
    expect(await seriousViolations(page)).toEqual([]);
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
  // What the page prefetches by itself it asks for once the browser is idle (the next and previous days,
  // components/day/day-nav.tsx): once both have been asked and the browser is idle again, it has asked for all.
  await expect
    .poll(() => ["/2026/11/20", "/2026/11/22"].every((d) => asked.some((p) => p.startsWith(d))), {
      message: `the neighbouring days prefetched once idle: ${asked.join(", ")}`,
    })
    .toBe(true);
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => r(null))));
  const others = asked.filter((p) => !p.startsWith("/2026/11/21"));
  // the next and previous days at most, never the month's thirty
  expect(
    others.every((p) => /^\/2026\/11\/(20|22)/.test(p)),
    `only the neighbouring days on load: ${others.join(", ")}`,
  ).toBe(true);
  await page.locator('[data-testid="grid-day"][data-date="2026-11-10"]').hover();
  await expect
    .poll(() => asked.some((p) => p.startsWith("/2026/11/10")), { message: "prefetched on hover" })
    .toBe(true);
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
      await expect(pop).toBeVisible();
      await expect(pop).toContainText(lang === "ru" ? /страж/i : /officer/i);
      await expect(pop.getByRole("link")).toHaveAttribute("href", `${prefix}/glossary#officers`);
      await pop.getByRole("link").tap();
      await page.waitForURL(`${baseUrl}${prefix}/glossary#officers`);
      await expect(page.locator("dt#officers")).toHaveCount(1);

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
      await expect(bad.locator("li")).toHaveCount(day.gods.inauspicious.length);
      const first = day.gods.inauspicious[0]!;
      await expect(bad.locator("li").first()).toContainText(new RegExp(first.meaning.slice(0, 20)));
      const moon = page.getByTestId("moon-sign");
      await expect(moon).toContainText(new RegExp(day.moonSign.signAtStart.name));
      await expect(moon).toContainText(new RegExp(day.moonSign.ingresses[0]!.sign.name));
      expect(day.moonSign.voidOfCourse.length).toBe(1);
      await expect(page.getByTestId("moon-void")).toContainText(/\d\d:\d\d/);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

for (const lang of ["ru", "en"] as const) {
  test(`datePickerColoursDaysByRating ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    // the month page's ratings and colours of November 2026 (wholly public with the runner's clock)
    await page.goto(`${baseUrl}${prefix}/2026/11`);
    const grid = await page
      .getByTestId("board-day")
      .evaluateAll((els) =>
        Object.fromEntries(
          els.map((e) => [
            e.getAttribute("data-date"),
            { rating: e.getAttribute("data-rating"), colour: getComputedStyle(e).backgroundColor },
          ]),
        ),
      );
    expect(Object.keys(grid)).toHaveLength(30);
    for (const [path, testId] of [
      [`${prefix}/2026/11/21`, "date-input"],
      [`${prefix}/2026/11`, "month-date"],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await hydrated(page, `${testId}-calendar`);
      if (testId === "month-date")
        await page.getByTestId(testId).fill(lang === "en" ? "2026-11-10" : "10.11.2026");
      await page.getByTestId(`${testId}-calendar`).click();
      const picker = page.getByTestId("date-picker");
      const days = picker.locator("button[data-rating]");
      await expect(days, "every day of the month coloured").toHaveCount(30);
      const shown = await days.evaluateAll((els) =>
        els.map((e) => ({
          date: e.getAttribute("data-date") ?? "",
          rating: e.getAttribute("data-rating"),
          label: e.getAttribute("aria-label") ?? "",
          colour: getComputedStyle(e).backgroundColor,
          plain: e.getAttribute("aria-pressed") === "true" || e.getAttribute("tabindex") === "0",
        })),
      );
      for (const d of shown) {
        expect(d.rating, d.date).toBe(grid[d.date]!.rating);
        // the rating in words, for those who do not see the colour
        const word = lang === "en" ? /rating [+−]?\d, [a-z]+$/ : /оценка [+−]?\d, [а-я]+$/;
        expect(d.label, d.date).toMatch(word);
        // the month grid's colour (the picked day is dark instead)
        if (!d.plain) expect(d.colour, d.date).toBe(grid[d.date]!.colour);
      }
      await page.keyboard.press("Escape");
    }
    // on a phone: the same colours, the dialog within the screen
    await page.setViewportSize(MOBILE);
    await page.goto(`${baseUrl}${prefix}/2026/11/21`);
    await hydrated(page, "date-input-calendar");
    await page.getByTestId("date-input-calendar").click();
    const picker = page.getByTestId("date-picker");
    await expect(picker.locator("button[data-rating]")).toHaveCount(30);
    const box = (await picker.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= MOBILE.width, "the picker fits the phone").toBe(true);
    const d10 = picker.locator('button[data-date="2026-11-10"]');
    await expect(d10).toHaveAttribute("data-rating", grid["2026-11-10"]!.rating!);
  });
}
