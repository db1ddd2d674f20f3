/**
 * The home page in ru (/) and en (/en): today's day at the default place (Moscow) from the server, the pillars in
 * Chinese characters, the lunar day, the rating; the document's language, canonical and hreflang links;
 * hydration (a toggle that only works once React has hydrated); client navigation between the locales; 404.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { DESKTOP, eventually, longDate, MOBILE } from "../lib.ts";

const PILLAR = /[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]/;
const MOSCOW = "Europe/Moscow";

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
  assert.equal(res?.status(), 200);
  assert.match(res?.headers()["content-type"] ?? "", /^text\/html/);
  // a visitor's page is fixed bytes: its inline scripts are allowed by their hashes, not by a nonce (decision 019)
  const csp = res?.headers()["content-security-policy"] ?? "";
  assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+[ ;]/);
  assert.doesNotMatch(csp, /nonce/);

  assert.equal(await page.locator("html").getAttribute("lang"), lang);
  const main = await visibleText(page);

  // Today's date in the page's language (the server's fixed clock when the runner set one).
  const date = await text(page, "date");
  if (now) assert.equal(date, longDate(lang, new Date(now), MOSCOW));
  else assert.match(date, lang === "ru" ? /^\d{1,2} [а-я]+ \d{4}$/ : /^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  // Three pillars (year, month, day), each a stem and a branch.
  const pillars = page.getByTestId("pillar");
  assert.equal(await pillars.count(), 3);
  for (let i = 0; i < 3; i++) assert.match(await pillars.nth(i).innerText(), PILLAR);

  // The rating: a value from −3 to +3 and its word.
  const value = Number(await page.getByTestId("rating").getAttribute("data-value"));
  assert.ok(Number.isInteger(value) && value >= -3 && value <= 3, `rating value ${value}`);
  const word = await text(page, "rating-word");
  assert.ok(word.length > 2, "rating word");

  // The lunar day with its number, the moon phase, the almanac and the yi/ji lists.
  const lunar = await text(page, "lunar-day");
  assert.ok((await page.getByTestId("top-reasons").locator("li").count()) >= 1, "top reasons");
  assert.ok((await page.getByTestId("yi").locator("li").count()) >= 1, "yi list");
  assert.ok((await page.getByTestId("ji").locator("li").count()) >= 1, "ji list");
  for (const id of ["officer", "mansion", "solar-term", "moon-phase", "place"]) {
    assert.ok((await text(page, id)).length > 0, id);
  }

  // Canonical and hreflang links in the head.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.ok(canonical && /^https?:\/\//.test(canonical), `canonical ${canonical}`);
  assert.ok(canonical.endsWith(lang === "en" ? "/en" : "/"), `canonical ${canonical}`);
  const ru = await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute("href");
  const en = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href");
  assert.ok(ru?.endsWith("/") && en?.endsWith("/en"), `hreflang ${ru} ${en}`);
  assert.equal(canonical, lang === "en" ? en : ru);
  assert.ok((await page.title()).includes(date), `title ${await page.title()}`);

  return { main, lunar, word, value };
}

async function screenshots(page: Page, baseUrl: string, artifactsDir: string, lang: "ru" | "en") {
  const path = lang === "en" ? "/en" : "/";
  await page.setViewportSize(DESKTOP);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.screenshot({ path: join(artifactsDir, `home-${lang}.png`), fullPage: true });
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  // Nothing may stick out sideways on a phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px at ${MOBILE.width}px`);
  await page.screenshot({ path: join(artifactsDir, `home-${lang}-mobile.png`), fullPage: true });
}

test("russianHome", async ({ page, baseUrl, artifactsDir, now }) => {
  const { main, lunar, word } = await checkHome(page, baseUrl, "ru", now);
  assert.match(main, /Календарь Бацзы/);
  assert.match(main, /Сегодня, [а-я]+/);
  assert.match(lunar, /Лунные сутки: \d{1,2}/);
  assert.match(main, /Оценка дня/);
  assert.ok(
    [
      "превосходный",
      "хороший",
      "благоприятный",
      "нейтральный",
      "неблагоприятный",
      "плохой",
      "ужасный",
    ].includes(word),
    word,
  );
  assert.match(main, /Благоприятно/);
  assert.match(main, /Неблагоприятно/);
  assert.match(await text(page, "place"), /Москва/);
  assert.equal(await text(page, "lang-switch"), "English");
  await screenshots(page, baseUrl, artifactsDir, "ru");
});

test("englishHome", async ({ page, baseUrl, artifactsDir, now }) => {
  const { main, lunar, word } = await checkHome(page, baseUrl, "en", now);
  assert.match(main, /Bazi Calendar/);
  assert.match(main, /Today, [A-Z][a-z]+day/);
  assert.match(lunar, /Lunar day: \d{1,2}/);
  assert.match(main, /Day rating/);
  assert.ok(
    ["excellent", "good", "auspicious", "neutral", "unfavourable", "bad", "awful"].includes(word),
    word,
  );
  assert.match(main, /Suitable/);
  assert.match(main, /Avoid/);
  assert.match(await text(page, "place"), /Moscow/);
  assert.doesNotMatch(
    main.replace("Русский", ""),
    /[а-яё]{3,}/i,
    "no Russian words other than the language switch",
  );
  await screenshots(page, baseUrl, artifactsDir, "en");
});

test("hydrationTogglesDetails", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const toggle = page.getByTestId("details-toggle");
  const panel = page.getByTestId("details-panel");
  assert.equal(await toggle.getAttribute("aria-expanded"), "false");
  assert.equal(await panel.isVisible(), false);
  await waitForHydration(page);
  assert.equal(await panel.isVisible(), true);
  assert.match(await toggle.innerText(), /Скрыть подробности/);
  assert.ok((await page.getByTestId("all-reasons").locator("li").count()) >= 1);
  await toggle.click();
  await eventually(async () => assert.equal(await panel.isVisible(), false));
  assert.match(await toggle.innerText(), /Подробнее о дне/);
});

/** Clicks the details toggle until it opens: a click before hydration does nothing. */
async function waitForHydration(page: Page) {
  const toggle = page.getByTestId("details-toggle");
  await eventually(
    async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    },
    { timeout: 15_000, interval: 200 },
  );
}

/**
 * Decision 011: the page paints from its HTML and stylesheet alone. The HTML asks for no script (no module
 * preload, no module script; the stylesheet is the first resource in the head); the page's scripts are
 * requested only after the document is parsed and its first contentful paint is done, and then hydrate it.
 */
test("scriptsStartAfterFirstPaint", async ({ page, baseUrl }) => {
  const url = `${baseUrl}/2026/11/21`;
  const html = await (await page.request.get(url)).text();
  assert.doesNotMatch(html, /<link rel="(bazi-)?modulepreload"/);
  assert.doesNotMatch(html, /<script[^>]*type="module"/);
  const head = html.slice(0, html.indexOf("</head>"));
  assert.match(
    head.match(/<link [^>]*>/)?.[0] ?? "",
    /rel="stylesheet"/,
    "the stylesheet is the head's first link",
  );

  // As browsers get a page asked for again: brotli, made once (decision 019); it must paint, load its scripts
  // under the policy and hydrate like any other.
  let res = await page.goto(url);
  for (let i = 0; i < 40 && res?.headers()["content-encoding"] !== "br"; i++) {
    await new Promise((r) => setTimeout(r, 250));
    res = await page.goto(url);
  }
  assert.equal(res?.headers()["content-encoding"], "br", "the page is sent as brotli");
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
  assert.ok(t.count >= 5, `the page's scripts were loaded (${t.count})`);
  assert.ok(t.preloads >= 5, `the preloads were turned back on (${t.preloads})`);
  assert.ok(t.fcp !== null, "a first contentful paint");
  assert.ok(
    t.firstScript >= t.parsed,
    `first script at ${t.firstScript} ms, document parsed at ${t.parsed} ms`,
  );
  assert.ok(
    t.firstScript >= t.fcp,
    `first script at ${t.firstScript} ms, first contentful paint at ${t.fcp} ms`,
  );
});

test("languageSwitchNavigatesOnTheClient", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const ruDate = await text(page, "date");
  await waitForHydration(page);
  // A marker on window survives a client-side navigation (loader data from /en.data), not a document load.
  await page.evaluate(() => Object.assign(window, { __e2eMarker: true }));
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/en`);
  await eventually(async () => assert.equal(await page.locator("html").getAttribute("lang"), "en"));
  await eventually(async () => assert.match(await text(page, "brand"), /Bazi Calendar/));
  assert.match(await text(page, "date"), /^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  assert.notEqual(await text(page, "date"), ruDate);
  assert.equal(await page.evaluate(() => "__e2eMarker" in window), true, "navigated on the client");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  assert.ok(canonical?.endsWith("/en"), `canonical after navigation ${canonical}`);
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/`);
  await eventually(async () => assert.equal(await page.locator("html").getAttribute("lang"), "ru"));
  assert.equal(await text(page, "date"), ruDate);
});

/** Without JavaScript the switch still works, is remembered, and the home page then opens in that language. */
test("languageSwitchWithoutJavaScript", async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/2026/11/21`);
    assert.equal(await page.locator("html").getAttribute("lang"), "ru");
    await page.getByTestId("lang-switch").click();
    await page.waitForURL(`${baseUrl}/en/2026/11/21`);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.equal(await text(page, "date"), "21 November 2026");
    const lang = (await context.cookies()).find((c) => c.name === "lang");
    assert.equal(lang?.value, "en");
    assert.ok((lang?.expires ?? 0) * 1000 - Date.now() > 364 * 24 * 3600 * 1000, "kept for a year");
    // the remembered language: the Russian home sends this visitor to the English one
    await page.goto(`${baseUrl}/`);
    assert.equal(new URL(page.url()).pathname, "/en");
    assert.match(await text(page, "brand"), /Bazi Calendar/);
    // and back to Russian, remembered as well
    await page.getByTestId("lang-switch").click();
    await page.waitForURL(`${baseUrl}/`);
    assert.equal(await page.locator("html").getAttribute("lang"), "ru");
    await page.goto(`${baseUrl}/`);
    assert.equal(new URL(page.url()).pathname, "/");
    assert.equal((await context.cookies()).find((c) => c.name === "lang")?.value, "ru");
  } finally {
    await context.close();
  }
});

test("notFoundPage", async ({ page, baseUrl }) => {
  // Fetched without rendering: a browser would log the 404 status as a console error, which fails a test.
  const res = await page.request.get(`${baseUrl}/no-such-page`);
  assert.equal(res.status(), 404);
  assert.match(await res.text(), /Страница не найдена/);
  const en = await page.request.get(`${baseUrl}/en/no-such-page`);
  assert.equal(en.status(), 404);
  const body = await en.text();
  assert.match(body, /This page could not be found/);
  assert.match(body, /<html lang="en"/);
});
