/**
 * The pages' own form controls in the page's language (components/controls): no native date, time or file input
 * (they speak the browser's language: «mm/dd/yyyy», "Choose File"); dates typed as ДД.ММ.ГГГГ on Russian pages and
 * YYYY-MM-DD on English ones (either is read, with or without JavaScript); the calendar of a date field by
 * keyboard; the FAQ's image button; /predict's 150 activities in a searchable, grouped combobox. Russian and
 * English, desktop and 390 px. The runner's clock: 2026-11-21.
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { DESKTOP, eventually, hydrated, MOBILE, seriousViolations } from "../lib.ts";

type Lang = "ru" | "en";
const LANGS: Lang[] = ["ru", "en"];
const VIEWPORTS = [DESKTOP, MOBILE];
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** No native control that shows the browser's language; a file input only visually hidden behind our button. */
async function noNativeControls(page: Page, where: string) {
  for (const type of ["date", "time", "datetime-local", "month", "week"])
    assert.equal(await page.locator(`input[type=${type}]`).count(), 0, `${where}: no input[type=${type}]`);
  for (const file of await page.locator("input[type=file]").all()) {
    const box = await file.boundingBox();
    assert.ok(
      box === null || (box.width <= 1 && box.height <= 1),
      `${where}: the file input is visually hidden`,
    );
  }
}

/** The Bazi form filled as typed by hand (the date and the time in `date` and `time` as given). */
async function fillBazi(page: Page, date: string, time: string) {
  await page.locator("#bazi-name").fill("Тест");
  await page.locator("#bazi-gender-female").check();
  await page.locator("#bazi-date").fill(date);
  await page.locator("#bazi-time").fill(time);
  await page.locator("#bazi-city").fill("Москва");
  await page.locator("#bazi-lat").fill("55.7558");
  await page.locator("#bazi-lng").fill("37.6173");
  await page.locator("#bazi-tz").fill("Europe/Moscow");
  await page.locator("#bazi-email").fill("visitor@example.com");
}

test("baziTakesTheDateAsTypedInThePagesFormat", async ({ page, baseUrl, artifactsDir }) => {
  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${prefix(lang)}/bazi`);
      await hydrated(page, "bazi-unknown-hour");
      await noNativeControls(page, `${lang} /bazi`);
      const date = page.locator("#bazi-date");
      assert.equal(await date.getAttribute("placeholder"), lang === "ru" ? "ДД.ММ.ГГГГ" : "YYYY-MM-DD");
      assert.equal(
        await page.locator("#bazi-time").getAttribute("placeholder"),
        lang === "ru" ? "ЧЧ:ММ" : "HH:MM",
      );
      assert.match(
        await page.locator("#bazi-date-hint").innerText(),
        lang === "ru" ? /ДД\.ММ\.ГГГГ, например 21\.11\.2026/ : /YYYY-MM-DD, e\.g\. 2026-11-21/,
      );
      assert.match(
        ((await date.getAttribute("aria-describedby")) ?? "").split(" ").join(","),
        /bazi-date-hint/,
      );
      // Russian typed in the Russian way; the English page reads it too (and 24-hour times with a dot)
      await fillBazi(page, "21.11.2026", "14.30");
      if (viewport === MOBILE)
        await page.screenshot({
          path: join(artifactsDir, `controls-bazi-${lang}-mobile.png`),
          fullPage: true,
        });
      await page.getByTestId("bazi-submit").click();
      await page.getByTestId("bazi-result").waitFor();
      const url = new URL(page.url());
      assert.equal(url.searchParams.get("date"), "2026-11-21", "the chart's link carries the ISO date");
      assert.equal(url.searchParams.get("time"), "14:30");
      assert.equal(
        await page.locator("#bazi-date").inputValue(),
        lang === "ru" ? "21.11.2026" : "2026-11-21",
      );
    }
  }

  // What is no date: the field's error says how to write one, in the page's language.
  for (const lang of LANGS) {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}${prefix(lang)}/bazi`);
    await hydrated(page, "bazi-unknown-hour");
    await fillBazi(page, "31.02.2026", "14:30");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("error-summary").waitFor();
    assert.equal(await page.locator("#bazi-date").getAttribute("aria-invalid"), "true");
    assert.equal(
      await page.locator("#bazi-date-error").innerText(),
      lang === "ru"
        ? "Введите дату в виде ДД.ММ.ГГГГ, например 21.11.2026"
        : "Enter the date as YYYY-MM-DD, e.g. 2026-11-21",
    );
    assert.match(
      await page.getByTestId("error-summary").innerText(),
      lang === "ru" ? /Дата рождения: Введите дату/ : /Birth date: Enter the date/,
    );
    assert.equal(await page.locator("#bazi-date").inputValue(), "31.02.2026", "what was typed stays");
  }
});

test("baziTakesTheRussianDateWithoutJavaScript", async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: MOBILE });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/bazi`);
    await noNativeControls(page, "/bazi without JavaScript");
    await fillBazi(page, "21/11/2026", "1430");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("bazi-result").waitFor();
    const url = new URL(page.url());
    assert.equal(url.searchParams.get("date"), "2026-11-21");
    assert.equal(url.searchParams.get("time"), "14:30");
    assert.equal(await page.locator("#bazi-date").inputValue(), "21.11.2026");
  } finally {
    await context.close();
  }
});

test("theCalendarPicksADateByKeyboard", async ({ page, baseUrl, artifactsDir }) => {
  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${prefix(lang)}/predict/event`);
      await hydrated(page, "select-submit");
      await noNativeControls(page, `${lang} /predict/event`);
      const to = page.getByTestId("select-to");
      // the form's default: 30 days from the runner's today
      assert.equal(await to.inputValue(), lang === "ru" ? "20.12.2026" : "2026-12-20");
      await to.focus();
      await page.keyboard.press("Tab");
      const button = page.getByTestId("select-to-calendar");
      assert.equal(
        await button.evaluate((b) => b === document.activeElement),
        true,
        "Tab reaches the button",
      );
      await page.keyboard.press("Enter");
      const dialog = page.getByTestId("date-picker");
      await dialog.waitFor();
      assert.match(
        await dialog.locator("h2").innerText(),
        lang === "ru" ? /^Декабрь 2026$/ : /^December 2026$/,
      );
      assert.match(
        await dialog.locator("thead").innerText(),
        lang === "ru" ? /пн[\s\S]*вс/ : /Mon[\s\S]*Sun/,
      );
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-date"));
      await eventually(async () =>
        assert.equal(await focused(), "2026-12-20", "the field's date has the focus"),
      );
      await page.keyboard.press("PageDown");
      assert.equal(await focused(), "2027-01-20");
      assert.match(await dialog.locator("h2").innerText(), lang === "ru" ? /Январь 2027/ : /January 2027/);
      await page.keyboard.press("PageUp");
      await page.keyboard.press("ArrowUp");
      assert.equal(await focused(), "2026-12-13");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      assert.equal(await focused(), "2026-12-21");
      if (viewport === MOBILE)
        await page.screenshot({ path: join(artifactsDir, `controls-calendar-${lang}-mobile.png`) });
      else assert.deepEqual(await seriousViolations(page), [], "the open calendar is accessible");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      assert.equal(await to.inputValue(), lang === "ru" ? "21.12.2026" : "2026-12-21");
      assert.equal(await button.evaluate((b) => b === document.activeElement), true, "the focus is back");

      // Escape closes without changing the date.
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await eventually(async () => assert.equal(await focused(), "2026-12-21"));
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      assert.equal(await to.inputValue(), lang === "ru" ? "21.12.2026" : "2026-12-21");
      assert.equal(await button.evaluate((b) => b === document.activeElement), true);

      // The picked date is the one searched up to; the birth typed in the page's format.
      await page.locator("#select-p0-date").fill(lang === "ru" ? "17.05.1990" : "1990-05-17");
      await page.locator("#select-p0-time").fill("8:30");
      await page.locator("#select-p0-lat").fill("55.75");
      await page.locator("#select-p0-lng").fill("37.62");
      await page.getByTestId("select-submit").click();
      await page.getByTestId("select-result").waitFor();
      assert.match(
        await page.locator("#select-result").innerText(),
        lang === "ru" ? /21 декабря 2026/ : /21 December 2026/,
      );
      const dates = await page
        .getByTestId("select-day")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-date") ?? ""));
      assert.ok(dates.length > 0 && dates.every((d) => d >= "2026-11-21" && d <= "2026-12-21"), dates.join());
    }
  }
});

test("theFaqImageButtonSpeaksThePagesLanguage", async ({ page, baseUrl, artifactsDir }) => {
  const dir = mkdtempSync(join(tmpdir(), "bazi-e2e-"));
  writeFileSync(join(dir, "photo.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${prefix(lang)}/faq`);
      await hydrated(page, "ask-image");
      await noNativeControls(page, `${lang} /faq`);
      const input = page.getByTestId("ask-image");
      const button = page.locator("label", { has: input });
      assert.equal(
        (await button.innerText()).trim(),
        lang === "ru" ? "Выбрать изображение" : "Choose an image",
      );
      const name = page.getByTestId("ask-image-name");
      assert.equal(await name.innerText(), lang === "ru" ? "Файл не выбран" : "No file chosen");
      // by keyboard: the hidden input takes the focus, its button shows the ring
      await page.getByTestId("ask-question").focus();
      await page.keyboard.press("Tab");
      assert.equal(await input.evaluate((i) => i === document.activeElement), true);
      assert.notEqual(await button.evaluate((l) => getComputedStyle(l).outlineStyle), "none", "a focus ring");
      if (viewport === MOBILE)
        await page
          .getByTestId("ask")
          .screenshot({ path: join(artifactsDir, `controls-faq-${lang}-mobile.png`) });
      await input.setInputFiles(join(dir, "photo.png"));
      assert.equal(await name.innerText(), "photo.png");
      assert.match((await input.getAttribute("aria-describedby")) ?? "", /-file\b/);
    }
  }
  assert.deepEqual(await seriousViolations(page), [], "the form is accessible");
});

test("predictActivitiesAreSearchableByKeyboard", async ({ page, baseUrl, artifactsDir }) => {
  for (const lang of LANGS) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto(`${baseUrl}${prefix(lang)}/predict`);
      const box = page.locator('[data-testid="predict-what"][role="combobox"]');
      await box.waitFor();
      await hydrated(page, "predict-what");
      await noNativeControls(page, `${lang} /predict`);
      const list = page.getByTestId("predict-what-list");
      // every option by theme, the groups labelled
      await box.focus();
      await box.press("ArrowDown");
      assert.equal(await box.getAttribute("aria-expanded"), "true");
      const all = await page.getByTestId("predict-what-option").count();
      assert.ok(all > 100, `${all} options`);
      const groups = list.locator('[role="group"]');
      assert.ok((await groups.count()) > 5);
      if (viewport === DESKTOP)
        assert.deepEqual(await seriousViolations(page), [], "the open list is accessible");
      const labelId = await groups.first().getAttribute("aria-labelledby");
      assert.equal(await page.locator(`[id="${labelId}"]`).innerText(), lang === "ru" ? "ТЕМЫ" : "THEMES");
      await box.press("Escape");
      assert.equal(await box.getAttribute("aria-expanded"), "false");

      // typing filters; Down and Enter pick
      const word = lang === "ru" ? "свад" : "wedd";
      await box.pressSequentially(word, { delay: 20 });
      await eventually(async () => assert.ok((await page.getByTestId("predict-what-option").count()) < all));
      const labels = await page.getByTestId("predict-what-option").allInnerTexts();
      assert.ok(labels.length > 0);
      assert.ok(
        labels.some((l) => l.toLowerCase().includes(word)),
        labels.join(" | "),
      );
      if (viewport === MOBILE)
        await page.screenshot({ path: join(artifactsDir, `controls-predict-${lang}-mobile.png`) });
      await box.press("ArrowDown");
      await box.press("ArrowUp");
      const active = await box.getAttribute("aria-activedescendant");
      assert.ok(active, "an option is active");
      const option = page.locator(`[id="${active}"]`);
      assert.equal(await option.getAttribute("aria-selected"), "true");
      const value = (await option.getAttribute("data-value")) ?? "";
      const label = (await option.innerText()).trim();
      await box.press("Enter");
      assert.equal(await box.getAttribute("aria-expanded"), "false");
      assert.equal(await box.inputValue(), label);
      assert.equal(await page.locator('input[type=hidden][name="what"]').inputValue(), value);
      await page.getByTestId("predict-submit").click();
      await page.waitForURL((u) => u.searchParams.get("what") === value);
      await page.getByTestId("predict-result").waitFor();
      await eventually(async () => assert.equal(await box.inputValue(), label, "the choice is shown again"));
    }
  }
});

/** Every page with a date, time or file field, in both languages: none shows the browser's own control. */
test("noPageShowsTheBrowsersControls", async ({ page, baseUrl }) => {
  for (const lang of LANGS) {
    for (const path of [
      "/",
      "/2026/11/21",
      "/2026/11",
      "/bazi",
      "/bazi/compare",
      "/predict",
      "/predict/event",
      "/faq",
    ]) {
      await page.goto(`${baseUrl}${prefix(lang)}${path === "/" && lang === "en" ? "" : path}`);
      await noNativeControls(page, `${lang} ${path}`);
    }
  }
  // the compare form shows a date in the page's format, and the day page's field too
  await page.goto(`${baseUrl}/bazi/compare?a.date=1985-03-08`);
  assert.equal(await page.locator("#cmp-a-date").inputValue(), "08.03.1985");
  await page.goto(`${baseUrl}/2026/11/21`);
  assert.equal(await page.getByTestId("date-input").inputValue(), "21.11.2026");
  await page.goto(`${baseUrl}/en/2026/11/21`);
  assert.equal(await page.getByTestId("date-input").inputValue(), "2026-11-21");
});

/** The day page's date field: a date in the page's format goes there; no such date is said so by the field. */
test("dayFieldTakesTheRussianDate", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  await hydrated(page, "date-input");
  const field = page.getByTestId("date-input");
  await field.fill("31.02.2026");
  await page.getByTestId("date-go").click();
  await eventually(async () =>
    assert.match(await page.getByTestId("date-error").innerText(), /Такой даты нет/),
  );
  assert.equal(await field.getAttribute("aria-invalid"), "true");
  await field.fill("05.11.2026");
  await page.getByTestId("date-go").click();
  await page.waitForURL(`${baseUrl}/2026/11/05`);
  // without the script: the server reads the typed text, and says when it is no date
  await page.goto(`${baseUrl}/?date=${encodeURIComponent("07.11.2026")}`);
  assert.ok(page.url().endsWith("/2026/11/07"));
  await page.goto(`${baseUrl}/2026/11?date=${encodeURIComponent("32.11.2026")}`);
  assert.match(await page.getByTestId("month-date-error").innerText(), /Такой даты нет/);
});
