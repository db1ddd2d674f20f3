/**
 * Content in Chromium: browse the sections and the article list, open an article, in both languages where the
 * content exists (the English list has only English articles; the footer links articles only in Russian);
 * the FAQ groups its questions and its form sends a question with an image (and names missing fields first).
 */
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "../fixtures.ts";
import { eventually, outboxMails, seriousViolations } from "../lib.ts";

/** A tiny valid PNG (1×1, red). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

test("browseSectionsAndArticles", async ({ page, baseUrl, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // the two 404 pages at the end
  await page.goto(`${baseUrl}/`);
  await page.getByTestId("footer-articles").click();
  await page.waitForURL(`${baseUrl}/articles`);
  await page.getByTestId("articles-page").waitFor();
  const items = page.getByTestId("article-item");
  assert.ok((await items.count()) >= 8, "at least 8 Russian articles");
  assert.equal(await page.getByTestId("pagination").count(), 0, "one page at 20 per page");
  assert.deepEqual(await seriousViolations(page), []);
  // a section, then one of its articles
  await page.getByTestId("section-chip").first().click();
  await page.getByTestId("section-page").waitFor();
  const title = await page.getByTestId("article-link").first().innerText();
  await page.getByTestId("article-link").first().click();
  await page.getByTestId("article-page").waitFor();
  assert.equal(await page.getByTestId("article-title").innerText(), title);
  assert.ok((await page.getByTestId("article-body").innerText()).length > 1500, "a real article");
  assert.equal(await page.locator("[data-testid=article-body] script").count(), 0);
  assert.deepEqual(await seriousViolations(page), []);
  await page.goto(`${baseUrl}/sections`);
  assert.ok((await page.getByTestId("section-item").count()) >= 3);
  // a page past the end, and an article that does not exist: the 404 page
  assert.equal((await page.goto(`${baseUrl}/articles?page=2`))?.status(), 404);
  assert.equal((await page.goto(`${baseUrl}/articles/no-such-article`))?.status(), 404);
});

test("englishArticlesOnlyWhatExists", async ({ page, baseUrl, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(`${baseUrl}/en/articles`);
  await page.getByTestId("articles-page").waitFor();
  const n = await page.getByTestId("article-item").count();
  assert.ok(n >= 6, "at least 6 English articles");
  for (const href of await page
    .getByTestId("article-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
    assert.match(String(href), /^\/en\/articles\/[a-z0-9-]+$/);
  }
  await page.getByTestId("article-link").first().click();
  await page.getByTestId("article-page").waitFor();
  assert.match((await page.locator("html").getAttribute("lang")) ?? "", /^en/);
  // the English footer has no articles link (docs/product.md §2: ru only)
  assert.equal(await page.getByTestId("footer-articles").count(), 0);
  // every Russian article has its English version (issue 22); an article in no language is not found
  assert.equal((await page.goto(`${baseUrl}/en/articles/day-officers`))?.status(), 200);
  assert.equal((await page.goto(`${baseUrl}/en/articles/no-such-article`))?.status(), 404);
});

test("askAQuestionWithAnImage", async ({ page, baseUrl, dataDir }) => {
  await page.goto(`${baseUrl}/faq`);
  assert.ok((await page.getByTestId("faq-item").count()) >= 12);
  // the birth-hour hint of docs/product.md §1 is among the answers
  const texts = await page.getByTestId("faq-item").allTextContents();
  assert.ok(texts.some((t) => /99\s*%/.test(t) && t.includes("12:00")));
  // open one answer
  await page.getByTestId("faq-item").first().locator("summary").click();
  assert.equal(await page.getByTestId("faq-item").first().getAttribute("open"), "");
  // sending nothing names every required field
  await eventually(async () => {
    await page.getByTestId("ask-submit").click();
    await page.getByTestId("ask-error-question").waitFor({ timeout: 2000 });
  });
  assert.equal(
    await page.getByTestId("ask-error-name").innerText(),
    "Пожалуйста, заполните все обязательные поля",
  );
  assert.deepEqual(await seriousViolations(page), [], "the form with its errors is accessible");
  await page.getByTestId("ask-name").fill("Ольга");
  await page.getByTestId("ask-email").fill("olga@example.com");
  await page.getByTestId("ask-topic").fill("Лунные сутки");
  await page.getByTestId("ask-question").fill("Почему у меня в Мурманске другие лунные сутки, чем в Москве?");
  const dir = mkdtempSync(join(tmpdir(), "bazi-e2e-"));
  writeFileSync(join(dir, "screen.png"), PNG);
  await page.getByTestId("ask-image").setInputFiles(join(dir, "screen.png"));
  const sent = page.getByTestId("notification").filter({ hasText: "Спасибо! Вопрос отправлен" }).waitFor();
  await page.getByTestId("ask-submit").click();
  await sent;
  assert.equal(await page.getByTestId("ask-topic").inputValue(), "", "the form is cleared");
  // support got it (the dev outbox of the server)
  if (dataDir) {
    await eventually(async () => assert.ok(outboxMails(dataDir, "support@localhost").length > 0));
  }
  // English
  await page.goto(`${baseUrl}/en/faq`);
  assert.ok((await page.getByTestId("faq-item").count()) >= 12);
  assert.equal(await page.getByTestId("ask-submit").innerText(), "Send");
});
