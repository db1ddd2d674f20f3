/**
 * The pages' own form controls in the page's language (components/controls): no native date, time or file input
 * (they speak the browser's language: «mm/dd/yyyy», "Choose File"); dates typed as ДД.ММ.ГГГГ on Russian pages and
 * YYYY-MM-DD on English ones (either is read, with or without JavaScript); the calendar of a date field by
 * keyboard; the FAQ's image button; /predict's 150 activities in a searchable, grouped combobox. Russian and
 * English, desktop and 390 px. The runner's clock: 2026-11-21.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, hydrated, MOBILE, reviewShot, seriousViolations } from "../lib.ts";

type Lang = "ru" | "en";
const LANGS: Lang[] = ["ru", "en"];
const VIEWPORTS = [DESKTOP, MOBILE];
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");

/** No native control that shows the browser's language; a file input only visually hidden behind our button. */
async function noNativeControls(page: Page, where: string) {
  for (const type of ["date", "time", "datetime-local", "month", "week"])
    await expect(page.locator(`input[type=${type}]`), `${where}: no input[type=${type}]`).toHaveCount(0);
  for (const file of await page.locator("input[type=file]").all()) {
    const box = await file.boundingBox();
    expect(
      box === null || (box.width <= 1 && box.height <= 1),
      `${where}: the file input is visually hidden (${JSON.stringify(box)})`,
    ).toBe(true);
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
      await expect(date).toHaveAttribute("placeholder", lang === "ru" ? "ДД.ММ.ГГГГ" : "YYYY-MM-DD");
      await expect(page.locator("#bazi-time")).toHaveAttribute(
        "placeholder",
        lang === "ru" ? "ЧЧ:ММ" : "HH:MM",
      );
      await expect(page.locator("#bazi-date-hint")).toContainText(
        lang === "ru" ? /ДД\.ММ\.ГГГГ, например 21\.11\.2026/ : /YYYY-MM-DD, e\.g\. 2026-11-21/,
      );
      await expect(date).toHaveAttribute("aria-describedby", /bazi-date-hint/);
      // Russian typed in the Russian way; the English page reads it too (and 24-hour times with a dot)
      await fillBazi(page, "21.11.2026", "14.30");
      if (viewport === MOBILE)
        await reviewShot(page, join(artifactsDir, `controls-bazi-${lang}-mobile.png`), { fullPage: true });
      await page.getByTestId("bazi-submit").click();
      await page.getByTestId("bazi-result").waitFor();
      const url = new URL(page.url());
      expect(url.searchParams.get("date"), "the chart's link carries the ISO date").toBe("2026-11-21");
      expect(url.searchParams.get("time")).toBe("14:30");
      await expect(page.locator("#bazi-date")).toHaveValue(lang === "ru" ? "21.11.2026" : "2026-11-21");
    }
  }

  // A date its month lacks: the field's error says there is no such date, in the page's language (issue 39).
  for (const lang of LANGS) {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl}${prefix(lang)}/bazi`);
    await hydrated(page, "bazi-unknown-hour");
    await fillBazi(page, "31.02.2026", "14:30");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("error-summary").waitFor();
    await expect(page.locator("#bazi-date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#bazi-date-error")).toHaveText(
      lang === "ru"
        ? "Такой даты нет: в этом месяце 28 дней"
        : "There is no such date: that month has 28 days",
    );
    await expect(page.getByTestId("error-summary")).toContainText(
      lang === "ru" ? /Дата рождения: Такой даты нет/ : /Birth date: There is no such date/,
    );
    await expect(page.locator("#bazi-date"), "what was typed stays").toHaveValue("31.02.2026");
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
    expect(url.searchParams.get("date")).toBe("2026-11-21");
    expect(url.searchParams.get("time")).toBe("14:30");
    await expect(page.locator("#bazi-date")).toHaveValue("21.11.2026");
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
      await expect(to).toHaveValue(lang === "ru" ? "20.12.2026" : "2026-12-20");
      await to.focus();
      await page.keyboard.press("Tab");
      const button = page.getByTestId("select-to-calendar");
      await expect(button, "Tab reaches the button").toBeFocused();
      await page.keyboard.press("Enter");
      const dialog = page.getByTestId("date-picker");
      await dialog.waitFor();
      await expect(dialog.locator("h2")).toHaveText(lang === "ru" ? /^Декабрь 2026$/ : /^December 2026$/);
      await expect(dialog.locator("thead")).toContainText(lang === "ru" ? /пн[\s\S]*вс/ : /Mon[\s\S]*Sun/);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute("data-date"));
      await expect.poll(focused, { message: "the field's date has the focus" }).toBe("2026-12-20");
      await page.keyboard.press("PageUp");
      await expect.poll(focused).toBe("2026-11-20");
      await expect(dialog.locator("h2")).toContainText(lang === "ru" ? /Ноябрь 2026/ : /November 2026/);
      // a visitor's free window ends on 2026-12-21: the later days are greyed out and the focus stops there
      await page.keyboard.press("PageDown");
      await page.keyboard.press("PageDown");
      await expect.poll(focused).toBe("2026-12-21");
      await expect(dialog.locator("h2")).toContainText(lang === "ru" ? /Декабрь 2026/ : /December 2026/);
      await page.keyboard.press("ArrowUp");
      await expect.poll(focused).toBe("2026-12-14");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowRight");
      await expect.poll(focused).toBe("2026-12-21");
      if (viewport === MOBILE)
        await reviewShot(page, join(artifactsDir, `controls-calendar-${lang}-mobile.png`));
      else expect(await seriousViolations(page), "the open calendar is accessible").toEqual([]);
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await expect(to).toHaveValue(lang === "ru" ? "21.12.2026" : "2026-12-21");
      await expect(button, "the focus is back").toBeFocused();

      // Escape closes without changing the date.
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      await expect.poll(focused).toBe("2026-12-21");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect(to).toHaveValue(lang === "ru" ? "21.12.2026" : "2026-12-21");
      await expect(button).toBeFocused();

      // The picked date is the one searched up to; the birth typed in the page's format.
      await page.locator("#select-p0-date").fill(lang === "ru" ? "17.05.1990" : "1990-05-17");
      await page.locator("#select-p0-time").fill("8:30");
      await page.locator("#select-p0-lat").fill("55.75");
      await page.locator("#select-p0-lng").fill("37.62");
      await page.getByTestId("select-submit").click();
      await page.getByTestId("select-result").waitFor();
      await expect(page.locator("#select-result")).toContainText(
        lang === "ru" ? /21 декабря 2026/ : /21 December 2026/,
      );
      const dates = await page
        .getByTestId("select-day")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-date") ?? ""));
      expect(
        dates.length > 0 && dates.every((d) => d >= "2026-11-21" && d <= "2026-12-21"),
        dates.join(),
      ).toBe(true);
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
      await expect(button).toHaveText(lang === "ru" ? "Выбрать изображение" : "Choose an image", {
        useInnerText: true,
      });
      const name = page.getByTestId("ask-image-name");
      await expect(name).toHaveText(lang === "ru" ? "Файл не выбран" : "No file chosen");
      // by keyboard: the hidden input takes the focus, its button shows the ring
      await page.getByTestId("ask-question").focus();
      await page.keyboard.press("Tab");
      await expect(input).toBeFocused();
      await expect(button, "a focus ring").not.toHaveCSS("outline-style", "none");
      if (viewport === MOBILE)
        await reviewShot(page.getByTestId("ask"), join(artifactsDir, `controls-faq-${lang}-mobile.png`));
      await input.setInputFiles(join(dir, "photo.png"));
      await expect(name).toHaveText("photo.png");
      await expect(input).toHaveAttribute("aria-describedby", /-file\b/);
    }
  }
  expect(await seriousViolations(page), "the form is accessible").toEqual([]);
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
      await expect(box).toHaveAttribute("aria-expanded", "true");
      const all = await page.getByTestId("predict-what-option").count();
      expect(all, `${all} options`).toBeGreaterThan(100);
      const groups = list.locator('[role="group"]');
      expect(await groups.count()).toBeGreaterThan(5);
      if (viewport === DESKTOP)
        expect(await seriousViolations(page), "the open list is accessible").toEqual([]);
      const labelId = await groups.first().getAttribute("aria-labelledby");
      // the label as shown (its capitals come from the style)
      await expect(page.locator(`[id="${labelId}"]`)).toHaveText(lang === "ru" ? "ТЕМЫ" : "THEMES", {
        useInnerText: true,
      });
      await box.press("Escape");
      await expect(box).toHaveAttribute("aria-expanded", "false");

      // typing filters; Down and Enter pick
      const word = lang === "ru" ? "свад" : "wedd";
      await box.pressSequentially(word, { delay: 20 });
      await expect.poll(() => page.getByTestId("predict-what-option").count()).toBeLessThan(all);
      const labels = await page.getByTestId("predict-what-option").allInnerTexts();
      expect(labels.length).toBeGreaterThan(0);
      expect(
        labels.some((l) => l.toLowerCase().includes(word)),
        labels.join(" | "),
      ).toBe(true);
      if (viewport === MOBILE)
        await reviewShot(page, join(artifactsDir, `controls-predict-${lang}-mobile.png`));
      await box.press("ArrowDown");
      await box.press("ArrowUp");
      const active = await box.getAttribute("aria-activedescendant");
      expect(active, "an option is active").toBeTruthy();
      const option = page.locator(`[id="${active}"]`);
      await expect(option).toHaveAttribute("aria-selected", "true");
      const value = (await option.getAttribute("data-value")) ?? "";
      const label = (await option.innerText()).trim();
      await box.press("Enter");
      await expect(box).toHaveAttribute("aria-expanded", "false");
      await expect(box).toHaveValue(label);
      await expect(page.locator('input[type=hidden][name="what"]')).toHaveValue(value);
      await page.getByTestId("predict-submit").click();
      await page.waitForURL((u) => u.searchParams.get("what") === value);
      await page.getByTestId("predict-result").waitFor();
      await expect(box, "the choice is shown again").toHaveValue(label);
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
  await expect(page.locator("#cmp-a-date")).toHaveValue("08.03.1985");
  await page.goto(`${baseUrl}/2026/11/21`);
  await expect(page.getByTestId("date-input")).toHaveValue("21.11.2026");
  await page.goto(`${baseUrl}/en/2026/11/21`);
  await expect(page.getByTestId("date-input")).toHaveValue("2026-11-21");
});

/** The day page's date field: a date in the page's format goes there; no such date is said so by the field. */
test("dayFieldTakesTheRussianDate", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  await hydrated(page, "date-input");
  const field = page.getByTestId("date-input");
  await field.fill("31.02.2026");
  await page.getByTestId("date-go").click();
  await expect(page.getByTestId("date-error")).toHaveText("Такой даты нет: в этом месяце 28 дней");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // a real date outside the calendar's years: the field names the years (issue 39)
  await field.fill("01.01.1800");
  await page.getByTestId("date-go").click();
  await expect(page.getByTestId("date-error")).toHaveText("Календарь охватывает годы с 1900 по 2100");
  await field.fill("05.11.2026");
  await page.getByTestId("date-go").click();
  await page.waitForURL(`${baseUrl}/2026/11/05`);
  // without the script: the server reads the typed text, and says when it is no date
  await page.goto(`${baseUrl}/?date=${encodeURIComponent("07.11.2026")}`);
  await expect(page).toHaveURL(/\/2026\/11\/07$/);
  await page.goto(`${baseUrl}/2026/11?date=${encodeURIComponent("32.11.2026")}`);
  await expect(page.getByTestId("month-date-error")).toContainText(/Такой даты нет/);
  await page.goto(`${baseUrl}/en/2026/11/21?date=${encodeURIComponent("1800-01-01")}`);
  await expect(page.getByTestId("date-error")).toHaveText("The calendar covers the years 1900 to 2100");
});
