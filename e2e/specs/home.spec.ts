/**
 * The home page in ru (/) and en (/en): today's day at the default place (Moscow) from the server, the pillars in
 * Chinese characters, the lunar day, the rating; the document's language, canonical and hreflang links;
 * hydration (a toggle that only works once React has hydrated); client navigation between the locales; 404.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, longDate, MOBILE, reviewShot, SCREENSHOTS } from "../lib.ts";

const PILLAR = /[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]/;
const MOSCOW = "Europe/Moscow";

/** Text as a reader sees it (innerText): the explanations of terms, closed, are in the page but not shown. */
const seen = { useInnerText: true };

/** An element's text as read, each run of spaces (no-break ones too) one space: for patterns with spaces. */
async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/** The text of the page as written (not as styled: no text-transform), scripts left out. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const s of body.querySelectorAll("script")) s.remove();
    return body.textContent ?? "";
  });
}

/** Opens a page and checks the common content; returns the page's main text. */
async function checkHome(page: Page, baseUrl: string, lang: "ru" | "en", now: string | null) {
  const res = await page.goto(`${baseUrl}${lang === "en" ? "/en" : "/"}`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  expect(res?.headers()["content-type"] ?? "").toMatch(/^text\/html/);
  // a visitor's page is fixed bytes: its inline scripts are allowed by their hashes, not by a nonce (decision 019)
  const csp = res?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+[ ;]/);
  expect(csp).not.toMatch(/nonce/);

  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const main = await visibleText(page);

  // Today's date in the page's language (the server's fixed clock when the runner set one).
  if (now) await expect(page.getByTestId("date").first()).toHaveText(longDate(lang, new Date(now), MOSCOW));
  else
    await expect
      .poll(() => text(page, "date"))
      .toMatch(lang === "ru" ? /^\d{1,2} [а-я]+ \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  const date = await text(page, "date");

  // Three pillars (year, month, day), each a stem and a branch.
  const pillars = page.getByTestId("pillar");
  await expect(pillars).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(pillars.nth(i)).toContainText(PILLAR, seen);

  // The rating: a value from −3 to +3 and its word.
  const value = Number(await page.getByTestId("rating").getAttribute("data-value"));
  expect(Number.isInteger(value), `rating value ${value}`).toBe(true);
  expect(value, `rating value ${value}`).toBeGreaterThanOrEqual(-3);
  expect(value, `rating value ${value}`).toBeLessThanOrEqual(3);
  const word = await text(page, "rating-word");
  expect(word.length, "rating word").toBeGreaterThan(2);

  // The lunar day with its number, the moon phase, the almanac and the yi/ji lists.
  const lunar = await text(page, "lunar-day");
  await expect(page.getByTestId("top-reasons").locator("li").first(), "top reasons").toBeAttached();
  await expect(page.getByTestId("yi").locator("li").first(), "yi list").toBeAttached();
  await expect(page.getByTestId("ji").locator("li").first(), "ji list").toBeAttached();
  for (const id of ["officer", "mansion", "solar-term", "moon-phase", "place"]) {
    await expect(page.getByTestId(id).first(), id).toHaveText(/\S/, seen);
  }

  // Canonical and hreflang links in the head.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical, `canonical ${canonical}`).toMatch(/^https?:\/\//);
  expect(canonical!.endsWith(lang === "en" ? "/en" : "/"), `canonical ${canonical}`).toBe(true);
  const ru = await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute("href");
  const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
  expect(ru?.endsWith("/"), `hreflang ${ru} ${en}`).toBe(true);
  expect(en?.endsWith("/en"), `hreflang ${ru} ${en}`).toBe(true);
  expect(canonical).toBe(lang === "en" ? en : ru);
  expect(await page.title(), "the title names the date").toContain(date);

  return { main, lunar, word, value };
}

/** Nothing sticks out sideways on a phone; with E2E_SCREENSHOTS=1, the page's screenshots on a desktop and a phone. */
async function fitsAPhone(page: Page, baseUrl: string, artifactsDir: string, lang: "ru" | "en") {
  const path = lang === "en" ? "/en" : "/";
  if (SCREENSHOTS) {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    await reviewShot(page, join(artifactsDir, `home-${lang}.png`), { fullPage: true });
  }
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Nothing may stick out sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow of ${overflow}px at ${MOBILE.width}px`).toBeLessThanOrEqual(0);
  await reviewShot(page, join(artifactsDir, `home-${lang}-mobile.png`), { fullPage: true });
}

test("russianHome", async ({ page, baseUrl, artifactsDir, now }) => {
  const { main, lunar, word } = await checkHome(page, baseUrl, "ru", now);
  expect(main).toMatch(/Календарь Бацзы/);
  expect(main).toMatch(/Сегодня, [а-я]+/);
  expect(lunar).toMatch(/Лунные сутки: \d{1,2}/);
  expect(main).toMatch(/Оценка дня/);
  expect(
    ["превосходный", "хороший", "благоприятный", "нейтральный", "неблагоприятный", "плохой", "ужасный"],
    word,
  ).toContain(word);
  expect(main).toMatch(/Благоприятно/);
  expect(main).toMatch(/Неблагоприятно/);
  await expect(page.getByTestId("place").first()).toContainText(/Москва/, seen);
  await expect(page.getByTestId("lang-switch").first()).toHaveText("English", seen);
  await fitsAPhone(page, baseUrl, artifactsDir, "ru");
});

test("englishHome", async ({ page, baseUrl, artifactsDir, now }) => {
  const { main, lunar, word } = await checkHome(page, baseUrl, "en", now);
  expect(main).toMatch(/Bazi Calendar/);
  expect(main).toMatch(/Today, [A-Z][a-z]+day/);
  expect(lunar).toMatch(/Lunar day: \d{1,2}/);
  expect(main).toMatch(/Day rating/);
  expect(["excellent", "good", "auspicious", "neutral", "unfavourable", "bad", "awful"], word).toContain(
    word,
  );
  expect(main).toMatch(/Suitable/);
  expect(main).toMatch(/Avoid/);
  await expect(page.getByTestId("place").first()).toContainText(/Moscow/, seen);
  expect(main.replace("Русский", ""), "no Russian words other than the language switch").not.toMatch(
    /[а-яё]{3,}/i,
  );
  await fitsAPhone(page, baseUrl, artifactsDir, "en");
});

test("hydrationTogglesDetails", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const toggle = page.getByTestId("details-toggle");
  const panel = page.getByTestId("details-panel");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(panel).toBeHidden();
  await waitForHydration(page);
  await expect(panel).toBeVisible();
  await expect(toggle).toContainText(/Скрыть подробности/, seen);
  await expect(page.getByTestId("all-reasons").locator("li").first()).toBeAttached();
  await toggle.click();
  await expect(panel).toBeHidden({ timeout: 10_000 });
  await expect(toggle).toContainText(/Подробнее о дне/, seen);
});

/** Clicks the details toggle until it opens: a click before hydration does nothing. */
async function waitForHydration(page: Page) {
  const toggle = page.getByTestId("details-toggle");
  await expect(async () => {
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  }).toPass({ timeout: 15_000, intervals: [200] });
}

/**
 * Decision 011: the page paints from its HTML and stylesheet alone. The HTML asks for no script (no module
 * preload, no module script; the stylesheet is the first resource in the head); the page's scripts are
 * requested only after the document is parsed and its first contentful paint is done, and then hydrate it.
 */
test("scriptsStartAfterFirstPaint", async ({ page, baseUrl }) => {
  const url = `${baseUrl}/2026/11/21`;
  const html = await (await page.request.get(url)).text();
  expect(html).not.toMatch(/<link rel="(bazi-)?modulepreload"/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head.match(/<link [^>]*>/)?.[0] ?? "", "the stylesheet is the head's first link").toMatch(
    /rel="stylesheet"/,
  );

  // A visitor's fixed page (decision 019, from the page cache; compressed by the proxy in production, decision 035)
  await page.goto(url);
  await waitForHydration(page);
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => /\/assets\/[^?]+\.js$/.test(e.name))
      .map((e) => e.startTime);
    return {
      parsed: nav.domContentLoadedEventStart,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      firstScript: Math.min(...scripts),
      count: scripts.length,
      preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
    };
  });
  expect(t.count, `the page's scripts were loaded (${t.count})`).toBeGreaterThanOrEqual(5);
  expect(t.preloads, `the preloads were turned back on (${t.preloads})`).toBeGreaterThanOrEqual(5);
  expect(t.fcp, "a first contentful paint").not.toBeNull();
  expect(
    t.firstScript,
    `first script at ${t.firstScript} ms, document parsed at ${t.parsed} ms`,
  ).toBeGreaterThanOrEqual(t.parsed);
  expect(
    t.firstScript,
    `first script at ${t.firstScript} ms, first contentful paint at ${t.fcp} ms`,
  ).toBeGreaterThanOrEqual(t.fcp!);
});

test("languageSwitchNavigatesOnTheClient", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const ruDate = await text(page, "date");
  await waitForHydration(page);
  // A marker on window survives a client-side navigation (loader data from /en.data), not a document load.
  await page.evaluate(() => Object.assign(window, { __e2eMarker: true }));
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en", { timeout: 10_000 });
  await expect(page.getByTestId("brand").first()).toContainText(/Bazi Calendar/, {
    ...seen,
    timeout: 10_000,
  });
  await expect.poll(() => text(page, "date")).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(page.getByTestId("date").first()).not.toHaveText(ruDate);
  expect(await page.evaluate(() => "__e2eMarker" in window), "navigated on the client").toBe(true);
  await expect(page.locator('link[rel="canonical"]'), "canonical after navigation").toHaveAttribute(
    "href",
    /\/en$/,
  );
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru", { timeout: 10_000 });
  await expect(page.getByTestId("date").first()).toHaveText(ruDate);
});

/** Without JavaScript the switch still works, is remembered, and the home page then opens in that language. */
test("languageSwitchWithoutJavaScript", async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/2026/11/21`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await page.getByTestId("lang-switch").click();
    await page.waitForURL(`${baseUrl}/en/2026/11/21`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("date").first()).toHaveText("21 November 2026");
    const lang = (await context.cookies()).find((c) => c.name === "lang");
    expect(lang?.value).toBe("en");
    expect((lang?.expires ?? 0) * 1000 - Date.now(), "kept for a year").toBeGreaterThan(
      364 * 24 * 3600 * 1000,
    );
    // the remembered language: the Russian home sends this visitor to the English one
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe("/en");
    await expect(page.getByTestId("brand").first()).toContainText(/Bazi Calendar/, seen);
    // and back to Russian, remembered as well
    await page.getByTestId("lang-switch").click();
    await page.waitForURL(`${baseUrl}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await page.goto(`${baseUrl}/`);
    expect(new URL(page.url()).pathname).toBe("/");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ru");
  } finally {
    await context.close();
  }
});

test("notFoundPage", async ({ page, baseUrl }) => {
  // Fetched without rendering: a browser would log the 404 status as a console error, which fails a test.
  const res = await page.request.get(`${baseUrl}/no-such-page`);
  expect(res.status()).toBe(404);
  expect(await res.text()).toMatch(/Страница не найдена/);
  const en = await page.request.get(`${baseUrl}/en/no-such-page`);
  expect(en.status()).toBe(404);
  const body = await en.text();
  expect(body).toMatch(/This page could not be found/);
  expect(body).toMatch(/<html lang="en"/);
});

test("theDayVerdictComesFirstOnAPhone", async ({ page, baseUrl }) => {
  // 28 November 2026 in Moscow: eight of the almanac's eleven 宜 are funeral rites
  await page.setViewportSize(MOBILE);
  for (const [path, lead] of [
    [
      "/2026/11/28",
      /^(Очень хороший|Хороший|Неплохой|Обычный|Непростой|Трудный|Очень трудный) день|^День не для/,
    ],
    [
      "/en/2026/11/28",
      /^(A very good|A good|A fair|An ordinary|An uneasy|A difficult|A very difficult) day|^Not a day/,
    ],
  ] as const) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    // the verdict in one sentence, on the first screen with the site's banners shown
    const verdict = page.getByTestId("day-verdict");
    await expect(verdict).toHaveText(lead);
    const box = (await verdict.boundingBox())!;
    expect(box.y + box.height, "the verdict's bottom within the first screen").toBeLessThanOrEqual(
      MOBILE.height,
    );
    // everyday activities first; the rites folded under their own heading, opened with a tap
    const rites = page.getByTestId("yi-rites");
    await expect(rites).toBeAttached();
    expect(await rites.getAttribute("open")).toBeNull();
    await expect(page.getByTestId("yi-rites-list")).toBeHidden();
    await rites.locator("summary").click();
    await expect(page.getByTestId("yi-rites-list").locator("li").first()).toBeVisible();
  }
});

test("bestDaysOfTheWeekAhead", async ({ page, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    const home = lang === "en" ? "/en" : "/";
    for (const viewport of [DESKTOP, MOBILE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${home}`);
      const block = page.getByTestId("week-best");
      await expect(block).toBeVisible();
      await expect(block.locator("h2")).toHaveText(
        lang === "en" ? "Best days of the week ahead" : "Лучшие дни на неделю вперёд",
      );
      const days = block.getByTestId("week-best-day");
      const count = await days.count();
      expect(count, "up to three days").toBeLessThanOrEqual(3);
      if (count === 0) await expect(block.getByTestId("week-best-none")).toBeVisible();
    }
    // each day: in words, with its rating, a link to that day, which states the same rating
    const rows = await page.getByTestId("week-best-day").evaluateAll((els) =>
      els.map((e) => ({
        href: e.querySelector("a")?.getAttribute("href") ?? "",
        date: e.querySelector("a")?.textContent ?? "",
        value: Number(e.getAttribute("data-rating")),
        badge: (e.querySelector("a ~ span")?.textContent ?? "").trim(),
      })),
    );
    expect(rows.length, "the runner's week has good days").toBeGreaterThan(0);
    const today = await page.getByTestId("date").first().innerText();
    const values = rows.map((r) => r.value);
    expect(values, "best first").toEqual([...values].sort((a, b) => b - a));
    for (const r of rows) {
      expect(r.date).toMatch(
        lang === "en" ? /^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+$/ : /^[а-я]+, \d{1,2} [а-я]+$/,
      );
      expect(r.href).toMatch(lang === "en" ? /^\/en\/\d{4}\/\d{2}\/\d{2}$/ : /^\/\d{4}\/\d{2}\/\d{2}$/);
      expect(r.value, "a favourable day").toBeGreaterThan(0);
      await page.goto(`${baseUrl}${r.href}`);
      await expect(page.getByTestId("week-best"), "only on the home page").toHaveCount(0);
      await expect(page.getByTestId("rating")).toHaveAttribute("data-value", String(r.value));
      const word = await page.getByTestId("rating-word").innerText();
      expect(r.badge, "the list's mark is the day's").toContain(word);
      expect(await page.getByTestId("date").first().innerText(), "a day ahead, not today").not.toBe(today);
    }
  }
});
