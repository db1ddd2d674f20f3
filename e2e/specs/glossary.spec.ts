/**
 * The glossary of Bazi terms, /glossary and /en/glossary: its groups and entries in both languages, an entry's
 * address (`/glossary#id`, where the explanations of terms on the Bazi pages lead) opening at that entry, no
 * serious accessibility violations, and no sideways scrolling on a phone.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { hydrated, MOBILE, reviewShot, SCREENSHOTS, seriousViolations } from "../lib.ts";

const GROUPS_RU = [
  "Основы",
  "Небесные стволы",
  "Земные ветви",
  "Пять стихий",
  "Десять божеств",
  "Двенадцать стадий роста",
  "Символические звёзды",
  "Соединения и столкновения",
  "Чтение карты",
  "Альманах дня",
];

/** The text of a group's heading without its characters. */
const headings = (page: Page) =>
  page
    .locator('[data-testid="glossary-group"] > h2')
    .evaluateAll((els) => els.map((el) => (el.firstChild?.textContent ?? "").replace(/\s+/g, " ").trim()));

test("glossaryShowsItsGroupsAndEntriesInBothLanguages", async ({ page, baseUrl, artifactsDir }) => {
  const res = await page.goto(`${baseUrl}/glossary`, { waitUntil: "load" });
  expect(res?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.locator("h1")).toHaveText("Глоссарий Бацзы");
  await expect(page).toHaveTitle("Глоссарий Бацзы — Календарь Бацзы");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/glossary$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/glossary$/,
  );
  expect(
    ((await page.locator('meta[name="description"]').getAttribute("content")) ?? "").length,
  ).toBeGreaterThan(50);

  // the table of contents leads to every group, in order
  expect(await headings(page)).toEqual(GROUPS_RU);
  const contents = page.getByTestId("glossary-contents").getByRole("link");
  await expect(contents).toHaveText(GROUPS_RU);
  for (const href of await contents.evaluateAll((els) => els.map((a) => a.getAttribute("href")))) {
    await expect(page.locator(href!), `${href} leads to a group`).toHaveCount(1);
  }

  const term = page.locator("dt#god-directOfficer");
  await expect(term).toContainText(/Прямой Офицер/);
  await expect(term.locator('span[lang="zh-Hans"]')).toHaveText("正官");
  const definition = term.locator("xpath=following-sibling::dd[1]");
  await expect(definition).toContainText(
    /Прямой Офицер \(正官\) — знак стихии, которая сдерживает Хозяина Дня/,
  );
  // every id the other pages link to is there, once
  for (const id of [
    "stem-0",
    "branch-11",
    "element-water",
    "stage-nurture",
    "star-void",
    "ziHour",
    "solarTime",
  ]) {
    await expect(page.locator(`dt[id="${id}"]`), id).toHaveCount(1);
  }
  expect(await page.getByTestId("glossary-term").count(), "all the entries are shown").toBeGreaterThanOrEqual(
    85,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await reviewShot(page, join(artifactsDir, "glossary-ru-desktop.png"));

  await page.goto(`${baseUrl}/en/glossary`, { waitUntil: "load" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("h1")).toHaveText("Bazi glossary");
  await expect(page).toHaveTitle("Bazi glossary — Bazi Calendar");
  const en = page.locator("dt#god-directOfficer");
  await expect(en).toContainText(/Direct Officer/);
  await expect(en).toContainText(/正官/);
  await expect(page.getByTestId("glossary-page"), "no Russian in the English glossary").not.toContainText(
    /[А-Яа-яЁё]/,
    { useInnerText: true },
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("glossaryEntryAddressOpensAtTheEntry", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/glossary#stage-birth`, { waitUntil: "load" });
  const entry = page.locator("dt#stage-birth");
  await expect(entry).toContainText(/Рождение/);
  // the entry is on screen (the page opened there, not at its top), and stays there once the scripts start
  const inView = () =>
    entry.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && window.scrollY > 0;
    });
  await expect.poll(inView, { message: "the entry is in the viewport", timeout: 10_000 }).toBe(true);
  await hydrated(page, "glossary-page");
  expect(await inView(), "still in the viewport after hydration").toBe(true);
  expect(await entry.evaluate((el) => el.matches(":target"))).toBe(true);
  await reviewShot(page, join(artifactsDir, "glossary-stage-birth.png"));

  // the table of contents jumps within the page too
  await page.goto(`${baseUrl}/en/glossary`, { waitUntil: "load" });
  await page.getByTestId("glossary-contents").getByRole("link", { name: "Symbolic stars" }).click();
  await expect
    .poll(
      () =>
        page
          .locator("#group-stars")
          .evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2),
      { message: "the contents lead to the group", timeout: 10_000 },
    )
    .toBe(true);
});

test("glossaryFitsAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  for (const path of ["/glossary", "/en/glossary"]) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path}: no horizontal scroll (${overflow}px too wide)`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  }
  if (SCREENSHOTS) {
    await page.goto(`${baseUrl}/glossary#god-directOfficer`, { waitUntil: "load" });
    await reviewShot(page, join(artifactsDir, "glossary-ru-mobile.png"));
  }
});
