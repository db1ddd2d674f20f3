/**
 * Content in Chromium: browse the sections and the article list, open an article, in both languages where the
 * content exists (the English list has only English articles; the footer links articles only in Russian);
 * the FAQ groups its questions and its form sends a question with an image (and names missing fields first);
 * a refused form names its field and keeps what was typed, with and without the page's script.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { expect, test } from "../fixtures.ts";
import { outboxMails, seriousViolations } from "../lib.ts";

/** A tiny valid PNG (1×1, red). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

/** A valid PNG of about `bytes` bytes: random pixels, stored without compression, so its size is what it says. */
function noisePng(bytes: number): Buffer {
  const width = 1024;
  const height = Math.ceil(bytes / (width * 3 + 1));
  const rows = Buffer.alloc(height * (width * 3 + 1));
  randomBytes(rows.length).copy(rows);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0; // each row's filter: none
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bits per channel
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(rows, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("browseSectionsAndArticles", async ({ page, baseUrl, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/); // the two 404 pages at the end
  await page.goto(`${baseUrl}/`);
  await page.getByTestId("footer-articles").click();
  await page.waitForURL(`${baseUrl}/articles`);
  await page.getByTestId("articles-page").waitFor();
  const items = page.getByTestId("article-item");
  expect(await items.count(), "at least 8 Russian articles").toBeGreaterThanOrEqual(8);
  await expect(page.getByTestId("pagination"), "one page at 20 per page").toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  // a section, then one of its articles
  await page.getByTestId("section-chip").first().click();
  await page.getByTestId("section-page").waitFor();
  const title = await page.getByTestId("article-link").first().innerText();
  await page.getByTestId("article-link").first().click();
  await page.getByTestId("article-page").waitFor();
  await expect(page.getByTestId("article-title")).toHaveText(title);
  expect((await page.getByTestId("article-body").innerText()).length, "a real article").toBeGreaterThan(1500);
  await expect(page.locator("[data-testid=article-body] script")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`${baseUrl}/sections`);
  expect(await page.getByTestId("section-item").count()).toBeGreaterThanOrEqual(3);
  // a page past the end, and an article that does not exist: the 404 page
  expect((await page.goto(`${baseUrl}/articles?page=2`))?.status()).toBe(404);
  expect((await page.goto(`${baseUrl}/articles/no-such-article`))?.status()).toBe(404);
});

test("englishArticlesOnlyWhatExists", async ({ page, baseUrl, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto(`${baseUrl}/en/articles`);
  await page.getByTestId("articles-page").waitFor();
  const n = await page.getByTestId("article-item").count();
  expect(n, "at least 6 English articles").toBeGreaterThanOrEqual(6);
  for (const href of await page
    .getByTestId("article-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")))) {
    expect(String(href)).toMatch(/^\/en\/articles\/[a-z0-9-]+$/);
  }
  await page.getByTestId("article-link").first().click();
  await page.getByTestId("article-page").waitFor();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en/);
  // the English footer has no articles link (docs/product.md §2: ru only)
  await expect(page.getByTestId("footer-articles")).toHaveCount(0);
  // every Russian article has its English version (issue 22); an article in no language is not found
  expect((await page.goto(`${baseUrl}/en/articles/day-officers`))?.status()).toBe(200);
  expect((await page.goto(`${baseUrl}/en/articles/no-such-article`))?.status()).toBe(404);
});

// One name for one thing (issue 39, defect 12): the article, the day's box and the rating's reasons all call the
// officer the same, and «Установление» is 建 alone
for (const lang of ["ru", "en"] as const) {
  test(`theDayOfficerHasOneName ${lang}`, async ({ page, baseUrl }) => {
    const prefix = lang === "en" ? "/en" : "";
    const words =
      lang === "en"
        ? { title: "The twelve day officers", box: "Day officer", reason: "Day officer 破 Destruction" }
        : { title: "12 стражей дня", box: "Страж дня", reason: "Страж дня 破 «Пробой»" };
    await page.goto(`${baseUrl}${prefix}/articles/day-officers`);
    await expect(page.getByTestId("article-title")).toHaveText(words.title);
    const article = await page.getByTestId("article-page").innerText();
    expect(article).toContain(words.box);
    expect(article).not.toMatch(/Установлени(й|ям|ях)|Установлени[ея] дня|Day Officer/);
    // 15 December 2025 in Moscow: a 破 day, whose officer leads the reasons
    await page.goto(`${baseUrl}${prefix}/2025/12/15`);
    await expect(page.getByTestId("officer").locator("button[data-term=officers]")).toHaveText(words.box);
    await expect(page.getByTestId("top-reasons")).toContainText(words.reason);
  });
}

test("askAQuestionWithAnImage", async ({ page, baseUrl, dataDir }) => {
  await page.goto(`${baseUrl}/faq`);
  expect(await page.getByTestId("faq-item").count()).toBeGreaterThanOrEqual(12);
  // the birth-hour hint of docs/product.md §1 is among the answers
  const texts = await page.getByTestId("faq-item").allTextContents();
  expect(
    texts.some((t) => /99\s*%/.test(t) && t.includes("12:00")),
    "the birth-hour hint",
  ).toBe(true);
  // open one answer
  await page.getByTestId("faq-item").first().locator("summary").click();
  await expect(page.getByTestId("faq-item").first()).toHaveAttribute("open", "");
  // sending nothing names every required field
  await expect(async () => {
    await page.getByTestId("ask-submit").click();
    await expect(page.getByTestId("ask-error-question")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId("ask-error-name")).toHaveText("Пожалуйста, заполните все обязательные поля");
  expect(await seriousViolations(page), "the form with its errors is accessible").toEqual([]);
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
  await expect(page.getByTestId("ask-topic"), "the form is cleared").toHaveValue("");
  // support got it (the dev outbox of the server)
  if (dataDir) {
    await expect
      .poll(() => outboxMails(dataDir, "support@localhost").length, { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
  // English
  await page.goto(`${baseUrl}/en/faq`);
  expect(await page.getByTestId("faq-item").count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByTestId("ask-submit")).toHaveText("Send");
});

test("askFormKeepsWhatWasTyped", async ({ page, baseUrl }) => {
  const dir = mkdtempSync(join(tmpdir(), "bazi-e2e-"));
  const question = "Почему лунные сутки в Мурманске другие? ".repeat(500); // 20,500 characters
  await page.goto(`${baseUrl}/faq`);
  await page.getByTestId("ask-name").fill("Ольга");
  await page.getByTestId("ask-email").fill("olga@example.com");
  await page.getByTestId("ask-topic").fill("Лунные сутки");
  await page.getByTestId("ask-question").fill(question);
  // a question over 5,000 characters: the question is named, with its limit, and stays as typed
  await expect(async () => {
    await page.getByTestId("ask-submit").click();
    await expect(page.getByTestId("ask-error-question")).toContainText("5000", { timeout: 2000 });
  }).toPass();
  await expect(page.getByTestId("ask-question")).toHaveValue(question);
  await expect(page.getByTestId("ask-name")).toHaveValue("Ольга");

  // an image over 5 MB is named as soon as it is chosen, and nothing is sent
  writeFileSync(join(dir, "big.png"), noisePng(7 * 1024 * 1024));
  await page.getByTestId("ask-image").setInputFiles(join(dir, "big.png"));
  await expect(page.getByTestId("ask-error-image")).toHaveText("Изображение: не больше 5 МБ");
  await page.getByTestId("ask-question").fill("Почему лунные сутки в Мурманске другие?");
  await page.getByTestId("ask-submit").click();
  await expect(page.getByTestId("ask-error-image")).toHaveText("Изображение: не больше 5 МБ");
  await expect(page.getByTestId("ask-image")).toBeFocused();
  await expect(page.getByTestId("ask-topic")).toHaveValue("Лунные сутки");

  // a 3 MB photo, within the limit, is sent (it used to meet the default body limit of the page's data address)
  writeFileSync(join(dir, "photo.png"), noisePng(3 * 1024 * 1024));
  await page.getByTestId("ask-image").setInputFiles(join(dir, "photo.png"));
  await expect(page.getByTestId("ask-error-image")).toHaveCount(0);
  await page.getByTestId("ask-submit").click();
  await expect(
    page.getByTestId("notification").filter({ hasText: "Спасибо! Вопрос отправлен" }),
  ).toBeVisible();
});

test("askFormWithoutScriptNamesTheImage", async ({ browser, baseUrl }) => {
  const dir = mkdtempSync(join(tmpdir(), "bazi-e2e-"));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const fill = async () => {
      await page.goto(`${baseUrl}/en/faq`);
      await page.getByTestId("ask-name").fill("Olga");
      await page.getByTestId("ask-email").fill("olga@example.com");
      await page.getByTestId("ask-topic").fill("Lunar days");
      await page.getByTestId("ask-question").fill("Why are the lunar days in Murmansk different?");
    };
    // a little over 5 MB: the form comes back naming the image, with everything typed
    await fill();
    writeFileSync(join(dir, "over.png"), noisePng(5 * 1024 * 1024 + 300 * 1024));
    await page.getByTestId("ask-image").setInputFiles(join(dir, "over.png"));
    await page.getByTestId("ask-submit").click();
    await expect(page.getByTestId("ask-error-image")).toHaveText("Image: 5 MB at most");
    await expect(page.getByTestId("ask-question")).toHaveValue(
      "Why are the lunar days in Murmansk different?",
    );
    // far over it: the body is not read; a page names the image and leads back to the form
    await fill();
    writeFileSync(join(dir, "huge.png"), noisePng(12 * 1024 * 1024));
    await page.getByTestId("ask-image").setInputFiles(join(dir, "huge.png"));
    await page.getByTestId("ask-submit").click();
    await expect(page.locator("h1")).toHaveText("The request is too large");
    await expect(page.locator("main")).toContainText("Image: 5 MB at most");
    await page.getByRole("link", { name: "Back to the form" }).click();
    await expect(page.getByTestId("ask-form")).toBeVisible();
  } finally {
    await context.close();
  }
});
