/**
 * The reading on the Bazi result page: for 1990-05-15 10:30 in Moscow (庚午 辛巳 庚辰 辛巳, a strong 庚 metal day
 * master) it leads the result in Russian and in English, the conventions follow it, and every term opens its
 * explanation by keyboard on a desktop and by a tap on a phone, with a link to the glossary.
 */
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { MOBILE, seriousViolations } from "../lib.ts";

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

/** The vertical position of an element on the page. */
const top = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

test("readingLeadsTheResultInBothLanguages", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/bazi?${QUERY}`);
  const reading = page.getByTestId("bazi-reading");
  await reading.waitFor();
  assert.ok((await top(page, "bazi-reading")) < (await top(page, "bazi-conventions")), "reading first");
  assert.ok(
    (await top(page, "bazi-conventions")) < (await top(page, "pillars")),
    "conventions before the tables",
  );
  const portrait = await page.getByTestId("reading-portrait").innerText();
  assert.match(portrait, /Вы — Ян Металл \(庚\): руда и клинок/);
  assert.match(await page.getByTestId("reading-strength").innerText(), /Сильный \(身强\)[\s\S]*61 из 100/);
  assert.match(
    await page.getByTestId("reading-favourable").innerText(),
    /Полезный элемент \(用神\) — Огонь[\s\S]*Огонь на практике: цвета — красный/,
  );
  // the luck pillar 丁丑 (2023–2033) meets the chart: each relation explained in its own sentence
  assert.match(
    await page.getByTestId("reading-timing").innerText(),
    /Как этот столп удачи встречается с картой:[\s\S]*Вред 午丑 \(год — столп удачи\): скрытые трения/,
  );
  assert.match(
    await page.getByTestId("reading-stars").innerText(),
    /Грабёж \(Цзе Ша\) — в столпах месяца и часа\. Риск внезапных потерь/,
  );
  assert.match(
    await page.getByTestId("reading-naYin").innerText(),
    /Звук столпа года — Земля у дороги \(路旁土\)/,
  );
  assert.match(await page.getByTestId("reading-school").innerText(), /Цзыпин \(子平\)/);
  assert.match(await page.getByTestId("bazi-conventions").innerText(), /23:00 и полуночью/);
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: `${artifactsDir}/bazi-reading-ru-desktop.png`, fullPage: true });

  await page.goto(`${baseUrl}/en/bazi?${QUERY}`);
  await reading.waitFor();
  assert.match(
    await page.getByTestId("reading-portrait").innerText(),
    /You are Yang Metal \(庚\): ore and a blade/,
  );
  const text = await reading.innerText();
  assert.doesNotMatch(text, /[А-Яа-яЁё]/, "no Russian in the English reading");
  assert.match(text, /Strong \(身强\)/);
  assert.deepEqual(await seriousViolations(page), []);
});

test("termsOpenByKeyboardAndByTap", async ({ page, browser, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/bazi?${QUERY}`);
  const term = page.locator('[data-testid="reading-gods"] [data-term="god-robWealth"]').first();
  await term.focus();
  await page.keyboard.press("Enter");
  const popover = page.locator('[data-term-popover="god-robWealth"]:popover-open');
  await popover.waitFor();
  const text = await popover.innerText();
  assert.match(text, /Соперник/);
  assert.match(text, /劫财/);
  assert.equal(
    await popover.getByRole("link").getAttribute("href"),
    "/glossary#god-robWealth",
    "the explanation links to its glossary entry",
  );
  assert.deepEqual(await seriousViolations(page), []);
  await page.keyboard.press("Escape");
  assert.equal(await popover.count(), 0, "Escape closes the explanation");

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
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= MOBILE.width,
      "the explanation fits the phone's width",
    );
    assert.doesNotMatch(await pop.innerText(), /[А-Яа-яЁё]/);
    await p.screenshot({ path: `${artifactsDir}/bazi-term-en-mobile.png` });
    await pop.getByRole("link").tap();
    await p.waitForURL(/\/en\/glossary#strength$/);
  } finally {
    await phone.close();
  }
});
