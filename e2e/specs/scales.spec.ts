/**
 * One scale in words (issue 39, item 3): every number a page shows has its meaning beside it in words and opens its
 * explanation on one tap: the day rating (−3..+3) on the day page and the month page's legend, the date selection's
 * points on /predict/event, the compatibility points on /bazi/compare, the Day Master's strength (0–100) on /bazi and
 * a saved chart's page. Each in Russian and English, on a desktop (a click) and on a 390×844 phone (a tap).
 */
import { join } from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, hydrated, MOBILE, reviewShot, signUpVia } from "../lib.ts";

/** Text as a reader sees it (innerText): the explanations of terms, closed, are in the page but not shown. */
const seen = { useInnerText: true };

const LANGS = ["ru", "en"] as const;
type Lang = (typeof LANGS)[number];
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

const VIEWS = [
  { name: "desktop", options: { viewport: DESKTOP } },
  { name: "phone", options: { viewport: MOBILE, hasTouch: true, isMobile: true } },
] as const;
type View = (typeof VIEWS)[number];

/** The day rating's words by value, as the pages write them. */
const RATING_WORDS: Record<Lang, Record<string, string>> = {
  ru: {
    "3": "превосходный",
    "2": "хороший",
    "1": "благоприятный",
    "0": "нейтральный",
    "-1": "неблагоприятный",
    "-2": "плохой",
    "-3": "ужасный",
  },
  en: {
    "3": "excellent",
    "2": "good",
    "1": "auspicious",
    "0": "neutral",
    "-1": "unfavourable",
    "-2": "bad",
    "-3": "awful",
  },
};

/** A signed number as the pages write it: «+2», «−1», «0». */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** Where the review screenshots go (E2E_SCREENSHOTS=1): the test's artifacts folder. */
let shots = "";

/** Each view in a context of its own (a phone has touch), the page in both languages. */
async function inEachView(
  browser: Browser,
  check: (page: Page, view: View, context: BrowserContext) => Promise<void>,
): Promise<void> {
  for (const view of VIEWS) {
    const context = await browser.newContext({ ...view.options, serviceWorkers: "block" });
    try {
      await check(await context.newPage(), view, context);
    } finally {
      await context.close();
    }
  }
}

/**
 * The term `id` in `scope` opens its explanation on a click (desktop) or a tap (phone): shown, within the screen's
 * width, in the page's language, saying `says`; Escape closes it.
 */
async function opensExplanation(
  page: Page,
  view: View,
  scope: Locator,
  id: string,
  says: RegExp,
  lang: Lang,
) {
  const term = scope.locator(`[data-term="${id}"]`).first();
  await term.scrollIntoViewIfNeeded();
  if (view.name === "phone") await term.tap();
  else await term.click();
  const pop = page.locator(`[data-term-popover="${id}"]:popover-open`);
  await expect(pop, `${lang} ${view.name}: ${id} opens its explanation`).toContainText(says, seen);
  const box = await pop.boundingBox();
  expect(box, "the explanation is shown").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, "the explanation fits the screen's width").toBeLessThanOrEqual(
    view.options.viewport.width,
  );
  if (lang === "en") await expect(pop).not.toContainText(/[А-Яа-яЁё]/, seen);
  await reviewShot(page, join(shots, `scales-${id}-${lang}-${view.name}.png`));
  await expect(pop.getByRole("link")).toHaveAttribute("href", `${prefix(lang)}/glossary#${id}`);
  await page.keyboard.press("Escape");
  await expect(pop).toHaveCount(0);
}

test("theDayRatingHasItsWordAndItsScale", async ({ browser, baseUrl, artifactsDir }) => {
  shots = artifactsDir;
  await inEachView(browser, async (page, view) => {
    for (const lang of LANGS) {
      await page.goto(`${baseUrl}${prefix(lang)}/2026/11/28`);
      const badge = page.getByTestId("rating");
      await reviewShot(page, join(shots, `scales-day-${lang}-${view.name}.png`));
      const value = Number(await badge.getAttribute("data-value"));
      // the number and its word side by side
      await expect(badge).toContainText(signed(value), seen);
      await expect(badge.getByTestId("rating-word")).toHaveText(RATING_WORDS[lang][String(value)]!);
      // the label opens the scale: −3..+3 and every step in words, this day's among them
      await opensExplanation(
        page,
        view,
        badge,
        "dayRating",
        new RegExp(
          `−3.*\\+3[\\s\\S]*${signed(value).replace("+", "\\+")} ${RATING_WORDS[lang][String(value)]}`,
        ),
        lang,
      );

      // the month page: the legend gives every number its word and opens the same explanation
      await page.goto(`${baseUrl}${prefix(lang)}/2026/11`);
      const legend = page.getByTestId("legend");
      const items = legend.locator("li");
      for (const [i, v] of [3, 2, 1, 0, -1, -2, -3].entries()) {
        await expect(items.nth(i)).toContainText(signed(v), seen);
        await expect(items.nth(i)).toContainText(RATING_WORDS[lang][String(v)]!, seen);
      }
      await opensExplanation(page, view, legend, "dayRating", /−3.*\+3/, lang);
      if (view.name === "desktop") {
        // on a wide screen each day of the grid has its word under its number
        const cell = page.locator('[data-testid="board-day"][data-rating="0"]').first();
        await expect(cell.getByTestId("board-rating-word")).toBeVisible();
        await expect(cell.getByTestId("board-rating-word")).toHaveText(RATING_WORDS[lang]["0"]!);
        const bad = page.locator('[data-testid="board-day"][data-rating="-2"]').first();
        await expect(bad).toContainText("−2", seen);
        await expect(bad.getByTestId("board-rating-word")).toHaveText(RATING_WORDS[lang]["-2"]!);
      }
      if (view.name === "phone") {
        // on a phone the month reads as a list, each day's number with its word
        const line = page.getByTestId("board-list-day").first();
        await expect(line).toContainText(
          new RegExp(`[+−]?\\d, (${Object.values(RATING_WORDS[lang]).join("|")})`),
          seen,
        );
      }
    }
  });
});

test("theSelectionPointsAreAScaleOfTheirOwn", async ({ browser, baseUrl, artifactsDir }) => {
  shots = artifactsDir;
  await inEachView(browser, async (page, view) => {
    for (const lang of LANGS) {
      await page.goto(`${baseUrl}${prefix(lang)}/predict/event`);
      await hydrated(page, "select-submit");
      await page.getByTestId("select-event").selectOption("travel");
      await page.getByTestId("select-from").fill("2026-11-21");
      await page.getByTestId("select-to").fill("2026-12-15");
      await page.locator("#select-p0-date").fill("1985-03-08");
      await page.locator("#select-p0-lat").fill("51.51");
      await page.locator("#select-p0-lng").fill("-0.13");
      await page.getByTestId("select-submit").click();
      const day = page.getByTestId("select-day").first();
      await day.waitFor();
      const score = Number(await day.getAttribute("data-score"));
      const number = signed(score).replace(".", lang === "ru" ? "," : ".");
      // «+8 баллов выбора», «+6,5 балла выбора», "+8 selection points": the number with its scale's name
      const badge = day.getByTestId("select-score");
      await reviewShot(day, join(shots, `scales-select-${lang}-${view.name}.png`));
      const words =
        lang === "ru"
          ? new RegExp(`^${number.replace("+", "\\+")} балл(а|ов)? выбора$`)
          : new RegExp(`^${number.replace("+", "\\+")} selection points?$`);
      await expect(badge).toHaveText(words, seen);
      await opensExplanation(
        page,
        view,
        badge,
        "selectionPoints",
        lang === "ru" ? /宜[\s\S]*первыми/ : /宜[\s\S]*first/,
        lang,
      );
    }
  });
});

test("theCompatibilityPointsNameTheirScaleAndVerdict", async ({ browser, baseUrl, artifactsDir }) => {
  shots = artifactsDir;
  const q = new URLSearchParams({
    kind: "partner",
    "a.gender": "male",
    "a.date": "1990-05-15",
    "a.time": "08:30",
    "a.city": "Москва",
    "a.lat": "55.7558",
    "a.lng": "37.6173",
    "a.tz": "Europe/Moscow",
    "b.gender": "female",
    "b.date": "1992-11-03",
    "b.time": "14:00",
    "b.city": "Санкт-Петербург",
    "b.lat": "59.9386",
    "b.lng": "30.3141",
    "b.tz": "Europe/Moscow",
  });
  await inEachView(browser, async (page, view) => {
    for (const lang of LANGS) {
      await page.goto(`${baseUrl}${prefix(lang)}/bazi/compare?${q}`);
      const verdict = page.getByTestId("compare-verdict");
      await verdict.waitFor();
      const score = page.getByTestId("compare-score");
      await reviewShot(verdict, join(shots, `scales-compare-${lang}-${view.name}.png`));
      // the scale by its own name, the number with a real minus and the verdict in words beside it
      await expect(score).toContainText(
        lang === "ru" ? "Баллы совместимости:" : "Compatibility points:",
        seen,
      );
      await expect(page.getByTestId("compare-score-value")).toHaveText(
        lang === "ru"
          ? /^([+−]\d+|0) — (гармоничное|смешанное|непростое) сочетание$/
          : /^([+−]\d+|0) — a (harmonious|mixed|demanding) match$/,
      );
      await expect(verdict).not.toContainText(/-\d/, seen);
      await expect(page.getByTestId("compare-total")).toHaveText(/^([+−]\d+|0)$/);
      await opensExplanation(
        page,
        view,
        score,
        "compatibilityPoints",
        lang === "ru"
          ? /от \+3 — гармоничное сочетание, от −2 и ниже/
          : /from \+3 a harmonious match, at −2 or below/,
        lang,
      );
    }
  });
});

test("theStrengthHasItsWordAndItsScale", async ({ browser, baseUrl, artifactsDir }) => {
  shots = artifactsDir;
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
  const WORDS = { ru: "силён (61 из 100)", en: "strong (61 of 100)" };
  const SECTION = { ru: "Сильный (身强): 61 из 100", en: "Strong (身强): 61 of 100" };
  const SCALE = {
    ru: /от 0 до 100: от 55 — сильный, до 45 — слабый/,
    en: /0 to 100: strong from 55, weak up to 45/,
  };
  await inEachView(browser, async (page, view, context) => {
    // a saved chart of the same birth: its page shows the same reading
    const email = `scales-${view.name}-${Date.now()}@example.com`;
    await signUpVia(context.request, baseUrl, { name: "Анна", email });
    const res = await context.request.post(`${baseUrl}/api/charts`, {
      headers: { origin: baseUrl, "content-type": "application/json" },
      data: {
        fio: "Анна",
        gender: "female",
        birthday: "1990-05-15",
        birthdayTime: "10:30",
        city: "Москва, Россия",
        latitude: 55.7558,
        longitude: 37.6173,
        timeZone: "Europe/Moscow",
        email,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { uuid } = ((await res.json()) as { chart: { uuid: string } }).chart;
    for (const lang of LANGS) {
      for (const path of [`/bazi?${chart}`, `/bazi/${uuid}`]) {
        await page.goto(`${baseUrl}${prefix(lang)}${path}`);
        const summary = page.getByTestId("reading-summary");
        await summary.waitFor();
        // «силён (61 из 100)»: the word beside the number, and the two open the scale
        const term = summary.locator('[data-term="strength"]');
        await expect(term).toHaveText(WORDS[lang]);
        await opensExplanation(page, view, summary, "strength", SCALE[lang], lang);
        const section = page.getByTestId("reading-strength");
        await expect(section.locator('[data-term="strength"]').first()).toHaveText(SECTION[lang]);
      }
    }
  });
});
