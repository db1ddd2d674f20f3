/**
 * Sharing and printing a Bazi chart (issue 18, "Share and keep"):
 * - a user computes a chart with the form, copies its link from the share block (the clipboard, with a visible
 *   confirmation), and a visitor in a fresh browser opens it and reads the same chart (the same Day Master's
 *   portrait and pillars), in Russian and in English; the "without the name" link has the neutral word instead of
 *   the name, and opens the same chart too; when the clipboard is refused, the link is selected instead;
 * - the page's Open Graph image (og:image) answers a PNG, and the preview's texts name the pillars, not the person;
 * - printed (print media on an A4-wide window), the page is the reading and the chart alone: no header, menu, form,
 *   share block or footer, nothing wider than the page, and Chromium's PDF of it has pages;
 * - axe finds no serious violation on the page with the share block.
 */
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { DESKTOP, eventually, hydrated, seriousViolations } from "../lib.ts";

const NAME = "Анна Секретова";
const BIRTH = {
  gender: "female",
  date: "1990-05-15",
  time: "10:30",
  city: "Москва",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
};
const TEXT = {
  ru: { prefix: "", placeholder: "Карта", copied: "Ссылка скопирована", failed: /скопируйте её сами/ },
  en: { prefix: "/en", placeholder: "Chart", copied: "Link copied", failed: /copy it yourself/ },
} as const;

/** Fills the calculator's form as a person does and submits it; lands on the chart's own link. */
async function computeWithTheForm(page: Page, baseUrl: string, prefix: string) {
  await page.goto(`${baseUrl}${prefix}/bazi`);
  await hydrated(page, "bazi-submit");
  await page.locator("#bazi-name").fill(NAME);
  await page.locator("#bazi-gender-female").check();
  await page.locator("#bazi-date").fill(BIRTH.date);
  await page.locator("#bazi-time").fill(BIRTH.time);
  await page.locator("#bazi-city").fill(BIRTH.city);
  await page.keyboard.press("Escape");
  await page.locator("#bazi-lat").fill(BIRTH.lat);
  await page.locator("#bazi-lng").fill(BIRTH.lng);
  await page.locator("#bazi-tz").fill(BIRTH.tz);
  await page.locator("#bazi-email").fill("anna.secret@example.com");
  await page.getByTestId("bazi-submit").click();
  await page.waitForURL(/\/bazi\?.*date=1990-05-15/);
  await page.getByTestId("bazi-reading").waitFor();
  assert.doesNotMatch(page.url(), /email|example\.com/, "the chart's link has no e-mail");
}

/** What a reader compares: the Day Master's portrait and the four pillars' characters. */
async function chartOf(page: Page) {
  await page.getByTestId("reading-portrait").waitFor();
  const pillars: string[] = [];
  for (const p of ["year", "month", "day", "hour"])
    pillars.push((await page.getByTestId(`pillar-${p}`).getAttribute("data-zh")) ?? "");
  return { portrait: (await page.getByTestId("reading-portrait").innerText()).trim(), pillars };
}

/** Copies the share block's link with its button; answers what the clipboard holds. */
async function copyLink(page: Page, copied: string): Promise<string> {
  await page.getByTestId("bazi-share-copy").click();
  await eventually(async () =>
    assert.equal((await page.getByTestId("bazi-share-status").innerText()).trim(), copied),
  );
  return page.evaluate(() => navigator.clipboard.readText());
}

/** A visitor in a fresh browser (no cookies, no history) opens `link`; answers what they read. */
async function visitorReads(browser: Browser, link: string) {
  const visitor = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await visitor.newPage();
    await page.goto(link);
    return {
      ...(await chartOf(page)),
      resultFor: (await page.getByTestId("bazi-result-for").innerText()).trim(),
    };
  } finally {
    await visitor.close();
  }
}

test("aSharedLinkOpensTheSameChartForAVisitor", async ({ page, context, browser, baseUrl, artifactsDir }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
  for (const lang of ["ru", "en"] as const) {
    const text = TEXT[lang];
    await computeWithTheForm(page, baseUrl, text.prefix);
    const mine = await chartOf(page);
    assert.equal(mine.pillars.join(" "), "庚午 辛巳 庚辰 辛巳");
    await hydrated(page, "bazi-share-copy");
    const share = page.getByTestId("bazi-share");
    await share.scrollIntoViewIfNeeded();
    assert.deepEqual(await seriousViolations(page), [], `${lang}: axe on the page with the share block`);
    await share.screenshot({ path: join(artifactsDir, `bazi-share-${lang}.png`) });

    // the link as it is: the chart's calculator link at the site's origin, with the name, never the e-mail
    const link = await copyLink(page, text.copied);
    assert.equal(link, await page.getByTestId("bazi-share-link").inputValue());
    assert.ok(link.startsWith(`${baseUrl}${text.prefix}/bazi?`), link);
    const params = new URL(link).searchParams;
    assert.equal(params.get("name"), NAME);
    assert.equal(params.get("date"), BIRTH.date);
    assert.doesNotMatch(link, /email|example\.com/);
    const seen = await visitorReads(browser, link);
    assert.deepEqual(
      { portrait: seen.portrait, pillars: seen.pillars },
      mine,
      `${lang}: the visitor reads the same`,
    );
    assert.ok(seen.resultFor.startsWith(`${NAME}:`), seen.resultFor);

    // without the name: the neutral word instead, the same chart
    await share.getByTestId("bazi-share-anonymous").check();
    await eventually(async () =>
      assert.notEqual(await page.getByTestId("bazi-share-link").inputValue(), link),
    );
    assert.equal(
      (await page.getByTestId("bazi-share-status").innerText()).trim(),
      "",
      "another link clears the confirmation",
    );
    const anonymous = await copyLink(page, text.copied);
    for (const part of [NAME, "Анна", "Секретова", encodeURIComponent("Анна"), encodeURIComponent(NAME)])
      assert.ok(!anonymous.includes(part), `${lang}: "${part}" is not in ${anonymous}`);
    assert.equal(new URL(anonymous).searchParams.get("name"), text.placeholder);
    const anonymousSeen = await visitorReads(browser, anonymous);
    assert.deepEqual({ portrait: anonymousSeen.portrait, pillars: anonymousSeen.pillars }, mine);
    assert.ok(anonymousSeen.resultFor.startsWith(`${text.placeholder}:`), anonymousSeen.resultFor);
    assert.ok(!anonymousSeen.resultFor.includes("Анна"));

    // the browser's own share sheet only where there is one
    const native = await page.evaluate(() => typeof navigator.share === "function");
    assert.equal(await page.getByTestId("bazi-share-native").count(), native ? 1 : 0);
  }
});

test("aRefusedClipboardSelectsTheLink", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/bazi?${new URLSearchParams({ name: NAME, ...BIRTH })}`);
  await hydrated(page, "bazi-share-copy");
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException("refused", "NotAllowedError")) },
    });
  });
  await page.getByTestId("bazi-share-copy").click();
  await eventually(async () =>
    assert.match(await page.getByTestId("bazi-share-status").innerText(), TEXT.ru.failed),
  );
  const selected = await page.getByTestId("bazi-share-link").evaluate((el) => {
    const input = el as HTMLInputElement;
    return {
      focused: document.activeElement === input,
      whole:
        input.selectionStart === 0 && input.selectionEnd === input.value.length && input.value.length > 0,
    };
  });
  assert.deepEqual(selected, { focused: true, whole: true }, "the link is selected for the visitor to copy");
});

test("thePreviewImageIsAPngOfThePillars", async ({ page, baseUrl }) => {
  // the calculator without a chart has no card
  await page.goto(`${baseUrl}/bazi`);
  assert.equal(await page.locator('meta[property="og:image"]').count(), 0);

  for (const prefix of ["", "/en"]) {
    await page.goto(`${baseUrl}${prefix}/bazi?${new URLSearchParams({ name: NAME, ...BIRTH })}`);
    const meta = async (key: string) =>
      page.locator(`meta[property="${key}"], meta[name="${key}"]`).first().getAttribute("content");
    const image = (await meta("og:image")) ?? "";
    assert.ok(image.startsWith(`${baseUrl}${prefix}/bazi/card.png?`), image);
    assert.equal(await meta("og:image:width"), "1200");
    assert.equal(await meta("og:image:height"), "630");
    assert.equal(await meta("twitter:card"), "summary_large_image");
    assert.equal(await meta("og:title"), `${prefix ? "Bazi" : "Бацзы"}: 庚午 辛巳 庚辰 辛巳`);
    for (const key of ["og:image", "og:title", "og:description", "og:image:alt"]) {
      const value = (await meta(key)) ?? "";
      assert.ok(value.length > 0, `${key} is there`);
      assert.ok(!value.includes("Анна") && !value.includes(encodeURIComponent("Анна")), `${key}: no name`);
      assert.ok(
        !value.includes("Москва") && !value.includes(encodeURIComponent("Москва")),
        `${key}: no city`,
      );
    }
    const res = await page.request.get(image);
    assert.equal(res.status(), 200);
    assert.equal(res.headers()["content-type"], "image/png");
    assert.match(res.headers()["cache-control"] ?? "", /public.*max-age=\d{6,}/);
    const body = await res.body();
    assert.deepEqual([...body.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "a PNG");
    assert.equal(body.readUInt32BE(16), 1200, "its width");
    assert.equal(body.readUInt32BE(20), 630, "its height");
  }
  // a bad query is a problem naming the field, not a server error
  const bad = await page.request.get(
    `${baseUrl}/bazi/card.png?date=1990-05-15&time=10:30&lat=north&lng=37&tz=%2B3`,
  );
  assert.equal(bad.status(), 400);
  const problem = (await bad.json()) as { errors: { field: string }[] };
  assert.deepEqual(
    problem.errors.map((e) => e.field),
    ["lat"],
  );
});

test("printedTheReadingFitsAnA4Page", async ({ page, baseUrl, artifactsDir }) => {
  const A4 = { width: 794, height: 1123 };
  await page.setViewportSize(A4);
  await page.goto(`${baseUrl}/bazi?${new URLSearchParams({ name: NAME, ...BIRTH })}`);
  await page.getByTestId("bazi-reading").waitFor();
  await page.emulateMedia({ media: "print" });

  for (const hidden of ["header", "footer", "[data-testid=menu-button]", "[data-testid=lang-switch]"])
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is not printed`);
  for (const id of ["bazi-form", "bazi-share", "bazi-options", "bazi-save-sign-in", "cookie-banner"]) {
    const el = page.getByTestId(id);
    assert.ok((await el.count()) === 0 || !(await el.first().isVisible()), `${id} is not printed`);
  }
  // the only buttons printed are the terms (as their text)
  assert.equal(await page.locator("main button:visible:not([data-term])").count(), 0, "no other buttons");
  for (const id of ["bazi-reading", "reading-portrait", "pillars", "balance", "luck", "annual"])
    assert.equal(await page.getByTestId(id).isVisible(), true, `${id} is printed`);
  for (const p of ["year", "month", "day", "hour"])
    assert.equal(await page.getByTestId(`pillar-${p}`).isVisible(), true, `the ${p} pillar is printed`);
  // a term's text stays, its explanation is not printed
  const term = page.locator('[data-testid="bazi-reading"] [data-term]').first();
  assert.equal(await term.isVisible(), true);
  assert.equal(await page.locator("[popover]:visible").count(), 0);

  // nothing wider than the page, and nothing that would scroll sideways (the rows of luck and annual pillars wrap)
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the document is ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll("main *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(el).visibility === "hidden") continue;
      const label = `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}`;
      if (box.right > width + 1 || box.left < -1) out.push(`${label} spans ${box.left}…${box.right}`);
      const scrolls = /auto|scroll/.test(getComputedStyle(el).overflowX);
      if (scrolls && el.scrollWidth > el.clientWidth + 1)
        out.push(`${label} scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
    }
    return out;
  });
  assert.deepEqual(overflow, []);
  await page.screenshot({ path: join(artifactsDir, "bazi-print-a4.png"), fullPage: true });

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  writeFileSync(join(artifactsDir, "bazi-print.pdf"), pdf);
  assert.equal(pdf.subarray(0, 5).toString("latin1"), "%PDF-");
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  assert.ok(pages >= 1, `the PDF has ${pages} pages`);
});
