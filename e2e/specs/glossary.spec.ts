/**
 * The glossary of Bazi terms, /glossary and /en/glossary: its groups and entries in both languages, an entry's
 * address (`/glossary#id`, where the explanations of terms on the Bazi pages lead) opening at that entry, no
 * serious accessibility violations, and no sideways scrolling on a phone.
 */
import assert from "node:assert/strict";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { eventually, hydrated, MOBILE, seriousViolations } from "../lib.ts";

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
  assert.equal(res?.status(), 200);
  assert.equal(await page.locator("html").getAttribute("lang"), "ru");
  assert.equal((await page.locator("h1").innerText()).trim(), "Глоссарий Ба Цзы");
  assert.equal(await page.title(), "Глоссарий Ба Цзы — Календарь Бацзы");
  assert.ok((await page.locator('link[rel="canonical"]').getAttribute("href"))?.endsWith("/glossary"));
  assert.ok(
    (await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href"))?.endsWith(
      "/en/glossary",
    ),
  );
  assert.ok(((await page.locator('meta[name="description"]').getAttribute("content")) ?? "").length > 50);

  // the table of contents leads to every group, in order
  assert.deepEqual(await headings(page), GROUPS_RU);
  const contents = page.getByTestId("glossary-contents").getByRole("link");
  assert.deepEqual(
    (await contents.allInnerTexts()).map((s) => s.trim()),
    GROUPS_RU,
  );
  for (const href of await contents.evaluateAll((els) => els.map((a) => a.getAttribute("href")))) {
    assert.equal(await page.locator(href!).count(), 1, `${href} leads to a group`);
  }

  const term = page.locator("dt#god-directOfficer");
  assert.match(await term.innerText(), /Прямой Офицер/);
  assert.equal(await term.locator('span[lang="zh-Hans"]').innerText(), "正官");
  const definition = term.locator("xpath=following-sibling::dd[1]");
  assert.match(
    await definition.innerText(),
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
    assert.equal(await page.locator(`dt[id="${id}"]`).count(), 1, id);
  }
  assert.ok((await page.getByTestId("glossary-term").count()) >= 85, "all the entries are shown");
  assert.deepEqual(await seriousViolations(page), []);
  await page.screenshot({ path: `${artifactsDir}/glossary-ru-desktop.png` });

  await page.goto(`${baseUrl}/en/glossary`, { waitUntil: "load" });
  assert.equal(await page.locator("html").getAttribute("lang"), "en");
  assert.equal((await page.locator("h1").innerText()).trim(), "Bazi glossary");
  assert.equal(await page.title(), "Bazi glossary — Bazi Calendar");
  const en = page.locator("dt#god-directOfficer");
  assert.match(await en.innerText(), /Direct Officer/);
  assert.match(await en.innerText(), /正官/);
  assert.doesNotMatch(
    await page.getByTestId("glossary-page").innerText(),
    /[А-Яа-яЁё]/,
    "no Russian in the English glossary",
  );
  assert.deepEqual(await seriousViolations(page), []);
});

test("glossaryEntryAddressOpensAtTheEntry", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/glossary#stage-birth`, { waitUntil: "load" });
  const entry = page.locator("dt#stage-birth");
  assert.match(await entry.innerText(), /Рождение/);
  // the entry is on screen (the page opened there, not at its top), and stays there once the scripts start
  const inView = () =>
    entry.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && window.scrollY > 0;
    });
  await eventually(async () => assert.ok(await inView(), "the entry is in the viewport"));
  await hydrated(page, "glossary-page");
  assert.ok(await inView(), "still in the viewport after hydration");
  assert.equal(await entry.evaluate((el) => el.matches(":target")), true);
  await page.screenshot({ path: `${artifactsDir}/glossary-stage-birth.png` });

  // the table of contents jumps within the page too
  await page.goto(`${baseUrl}/en/glossary`, { waitUntil: "load" });
  await page.getByTestId("glossary-contents").getByRole("link", { name: "Symbolic stars" }).click();
  await eventually(async () =>
    assert.ok(
      await page
        .locator("#group-stars")
        .evaluate((el) => Math.abs(el.getBoundingClientRect().top) < window.innerHeight / 2),
      "the contents lead to the group",
    ),
  );
});

test("glossaryFitsAPhone", async ({ page, baseUrl, artifactsDir }) => {
  await page.setViewportSize(MOBILE);
  for (const path of ["/glossary", "/en/glossary"]) {
    await page.goto(`${baseUrl}${path}`, { waitUntil: "load" });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `${path}: no horizontal scroll (${overflow}px too wide)`);
    assert.deepEqual(await seriousViolations(page), []);
  }
  await page.goto(`${baseUrl}/glossary#god-directOfficer`, { waitUntil: "load" });
  await page.screenshot({ path: `${artifactsDir}/glossary-ru-mobile.png` });
});
