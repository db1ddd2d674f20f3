/**
 * The reading on the Bazi result page: for 1990-05-15 10:30 in Moscow (庚午 辛巳 庚辰 辛巳, a strong 庚 metal day
 * master) it leads the result in Russian and in English, the conventions follow it, and every term opens its
 * explanation by keyboard on a desktop and by a tap on a phone, with a link to the glossary.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { MOBILE, reviewShot, seriousViolations } from "../lib.ts";

const QUERY = new URLSearchParams({
  name: "Анна",
  gender: "female",
  date: "1990-05-15",
  time: "10:30",
  city: "Москва",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
});

/** Text as a reader sees it (innerText): the explanations of terms, closed, are in the page but not shown. */
const seen = { useInnerText: true };

/** The vertical position of an element on the page. */
const top = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test("readingLeadsTheResultInBothLanguages", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/bazi?${QUERY}`);
  const reading = page.getByTestId("bazi-reading");
  await reading.waitFor();
  expect(await top(page, "bazi-reading"), "reading first").toBeLessThan(await top(page, "bazi-conventions"));
  expect(await top(page, "bazi-conventions"), "conventions before the tables").toBeLessThan(
    await top(page, "pillars"),
  );
  // five plain lines first: who, how strong and why, what helps, the decade and the year now
  const summary = page.getByTestId("reading-summary").locator("li");
  await expect(summary).toHaveCount(5);
  await expect(summary.nth(1)).toHaveText(/^Хозяин Дня силён \(61 из 100\): /, seen);
  expect(await top(page, "reading-summary"), "the summary first").toBeLessThan(
    await top(page, "reading-portrait"),
  );
  await expect(page.getByTestId("reading-portrait")).toContainText(
    /Вы — Ян Металл \(庚\), руда и клинок, и стоите на ветви 辰/,
    seen,
  );
  await expect(page.getByTestId("reading-strength")).toContainText(/Сильный \(身强\)[\s\S]*61 из 100/, seen);
  await expect(page.getByTestId("reading-favourable")).toContainText(
    /Полезный элемент \(用神\) — Огонь[\s\S]*На практике Огонь и Вода — это цвета красный/,
    seen,
  );
  // the verdict first: the decade in force and this year, judged against this chart (the runner's 2026-11-21)
  await expect(page.getByTestId("reading-timing")).toContainText(
    /^[\s\S]*?Десятилетие 丁丑 \(2023–2033\) для вас (благоприятное|смешанное|трудное): [\s\S]*2026 год \(丙午\) на фоне десятилетия 丁丑 для вас (благоприятный|неоднозначный|трудный): /,
    seen,
  );
  // the luck and annual rows carry the same verdicts, this year's among them
  await expect(page.getByTestId("luck-pillar").getByTestId("verdict")).toHaveCount(10);
  await expect(
    page.locator('[data-testid="annual-pillar"][data-current="true"] [data-testid="verdict"]'),
  ).toHaveAttribute("data-verdict", /^(favourable|mixed|difficult)$/);
  // the luck pillar 丁丑 (2023–2033) meets the chart: each relation explained in its own sentence
  await expect(page.getByTestId("reading-timing")).toContainText(
    /Вред 午丑 \(год 庚午 — столп удачи 丁丑\): скрытые трения/,
    seen,
  );
  await expect(page.getByTestId("reading-stars")).toContainText(
    /Грабёж \(Цзе Ша\) — в столпах месяца и часа \(巳, 巳\), в сферах «родители и работа» и «дети и замыслы»: риск внезапных потерь/,
    seen,
  );
  await expect(page.getByTestId("reading-naYin")).toContainText(
    /Звук столпа года — Земля у дороги \(路旁土\)/,
    seen,
  );
  // the close ones and the background pillars, each sentence of this chart's facts, with its sources under it
  await expect(page.getByTestId("reading-people")).toContainText(/Дворец супруга — ветвь дня 辰/, seen);
  await expect(page.getByTestId("reading-people-note")).toContainText(/子平真诠/, seen);
  await expect(page.getByTestId("reading-palaces")).toContainText(/Столп зачатия \(胎元\) 壬申/, seen);
  await expect(page.getByTestId("reading-school")).toContainText(/Цзыпин \(子平\)/, seen);
  await expect(page.getByTestId("bazi-conventions")).toContainText(/23:00 и полуночью/, seen);
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "bazi-reading-ru-desktop.png"), { fullPage: true });

  await page.goto(`${baseUrl}/en/bazi?${QUERY}`);
  await reading.waitFor();
  await expect(page.getByTestId("reading-portrait")).toContainText(
    /You are Yang Metal \(庚\), ore and a blade, standing on the 辰 branch/,
    seen,
  );
  await expect(reading, "no Russian in the English reading").not.toContainText(/[А-Яа-яЁё]/, seen);
  await expect(reading).toContainText(/Strong \(身强\)/, seen);
  expect(await seriousViolations(page)).toEqual([]);
});

test("termsOpenByKeyboardAndByTap", async ({ page, browser, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/bazi?${QUERY}`);
  const term = page.locator('[data-testid="reading-gods"] [data-term="god-robWealth"]').first();
  await term.focus();
  await page.keyboard.press("Enter");
  const popover = page.locator('[data-term-popover="god-robWealth"]:popover-open');
  await expect(popover).toContainText(/Соперник/);
  await expect(popover).toContainText(/劫财/);
  await expect(popover.getByRole("link"), "the explanation links to its glossary entry").toHaveAttribute(
    "href",
    "/glossary#god-robWealth",
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(popover, "Escape closes the explanation").toHaveCount(0);

  // a pillar's characters are terms too
  const stage = page.locator('[data-testid="pillar-day"] [data-term^="stage-"]');
  await stage.click();
  await page.locator('[data-term-popover^="stage-"]:popover-open').waitFor();
  await page.keyboard.press("Escape");

  const phone = await browser.newContext({ viewport: MOBILE, hasTouch: true, isMobile: true });
  try {
    const p = await phone.newPage();
    await p.goto(`${baseUrl}/en/bazi?${QUERY}`);
    const t = p.locator('[data-testid="reading-strength"] [data-term="strength"]').first();
    await t.scrollIntoViewIfNeeded();
    await t.tap();
    const pop = p.locator('[data-term-popover="strength"]:popover-open');
    await pop.waitFor();
    const box = await pop.boundingBox();
    expect(box, "the explanation is shown").not.toBeNull();
    expect(box!.x, "the explanation fits the phone's width").toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, "the explanation fits the phone's width").toBeLessThanOrEqual(MOBILE.width);
    await expect(pop).not.toContainText(/[А-Яа-яЁё]/, seen);
    await reviewShot(p, join(artifactsDir, "bazi-term-en-mobile.png"));
    await pop.getByRole("link").tap();
    await p.waitForURL(/\/en\/glossary#strength$/);
  } finally {
    await phone.close();
  }
});
