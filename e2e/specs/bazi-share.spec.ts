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
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, hydrated, reviewShot, seriousViolations } from "../lib.ts";

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
  expect(page.url(), "the chart's link has no e-mail").not.toMatch(/email|example\.com/);
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
  await expect(page.getByTestId("bazi-share-status")).toHaveText(copied);
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
    expect(mine.pillars.join(" ")).toBe("庚午 辛巳 庚辰 辛巳");
    await hydrated(page, "bazi-share-copy");
    const share = page.getByTestId("bazi-share");
    await share.scrollIntoViewIfNeeded();
    expect(await seriousViolations(page), `${lang}: axe on the page with the share block`).toEqual([]);
    await reviewShot(share, join(artifactsDir, `bazi-share-${lang}.png`));

    // the link as it is: the chart's calculator link at the site's origin, with the name, never the e-mail
    const link = await copyLink(page, text.copied);
    await expect(page.getByTestId("bazi-share-link")).toHaveValue(link);
    expect(link.startsWith(`${baseUrl}${text.prefix}/bazi?`), link).toBe(true);
    const params = new URL(link).searchParams;
    expect(params.get("name")).toBe(NAME);
    expect(params.get("date")).toBe(BIRTH.date);
    expect(link).not.toMatch(/email|example\.com/);
    const seen = await visitorReads(browser, link);
    expect({ portrait: seen.portrait, pillars: seen.pillars }, `${lang}: the visitor reads the same`).toEqual(
      mine,
    );
    expect(seen.resultFor.startsWith(`${NAME}:`), seen.resultFor).toBe(true);

    // without the name: the neutral word instead, the same chart
    await share.getByTestId("bazi-share-anonymous").check();
    await expect(page.getByTestId("bazi-share-link")).not.toHaveValue(link, { timeout: 10_000 });
    await expect(page.getByTestId("bazi-share-status"), "another link clears the confirmation").toHaveText(
      "",
    );
    const anonymous = await copyLink(page, text.copied);
    for (const part of [NAME, "Анна", "Секретова", encodeURIComponent("Анна"), encodeURIComponent(NAME)])
      expect(anonymous, `${lang}: "${part}" is not in ${anonymous}`).not.toContain(part);
    expect(new URL(anonymous).searchParams.get("name")).toBe(text.placeholder);
    const anonymousSeen = await visitorReads(browser, anonymous);
    expect({ portrait: anonymousSeen.portrait, pillars: anonymousSeen.pillars }).toEqual(mine);
    expect(anonymousSeen.resultFor.startsWith(`${text.placeholder}:`), anonymousSeen.resultFor).toBe(true);
    expect(anonymousSeen.resultFor).not.toContain("Анна");

    // the browser's own share sheet only where there is one
    const native = await page.evaluate(() => typeof navigator.share === "function");
    await expect(page.getByTestId("bazi-share-native")).toHaveCount(native ? 1 : 0);
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
  await expect(page.getByTestId("bazi-share-status")).toContainText(TEXT.ru.failed);
  const selected = await page.getByTestId("bazi-share-link").evaluate((el) => {
    const input = el as HTMLInputElement;
    return {
      focused: document.activeElement === input,
      whole:
        input.selectionStart === 0 && input.selectionEnd === input.value.length && input.value.length > 0,
    };
  });
  expect(selected, "the link is selected for the visitor to copy").toEqual({ focused: true, whole: true });
});

test("thePreviewImageIsAPngOfThePillars", async ({ page, baseUrl }) => {
  // the calculator without a chart has no card
  await page.goto(`${baseUrl}/bazi`);
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(0);

  for (const prefix of ["", "/en"]) {
    await page.goto(`${baseUrl}${prefix}/bazi?${new URLSearchParams({ name: NAME, ...BIRTH })}`);
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).first();
    const image = (await meta("og:image").getAttribute("content")) ?? "";
    expect(image.startsWith(`${baseUrl}${prefix}/bazi/card.png?`), image).toBe(true);
    await expect(meta("og:image:width")).toHaveAttribute("content", "1200");
    await expect(meta("og:image:height")).toHaveAttribute("content", "630");
    await expect(meta("twitter:card")).toHaveAttribute("content", "summary_large_image");
    await expect(meta("og:title")).toHaveAttribute(
      "content",
      `${prefix ? "Bazi" : "Бацзы"}: 庚午 辛巳 庚辰 辛巳`,
    );
    for (const key of ["og:image", "og:title", "og:description", "og:image:alt"]) {
      const value = (await meta(key).getAttribute("content")) ?? "";
      expect(value.length, `${key} is there`).toBeGreaterThan(0);
      for (const word of ["Анна", encodeURIComponent("Анна")])
        expect(value, `${key}: no name`).not.toContain(word);
      for (const word of ["Москва", encodeURIComponent("Москва")])
        expect(value, `${key}: no city`).not.toContain(word);
    }
    // the link resolves to the card (what it draws, its size and a bad query's 400: share-card.test.ts)
    const res = await page.request.get(image);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
});

test("printedTheReadingFitsAnA4Page", async ({ page, baseUrl, artifactsDir }) => {
  const A4 = { width: 794, height: 1123 };
  await page.setViewportSize(A4);
  await page.goto(`${baseUrl}/bazi?${new URLSearchParams({ name: NAME, ...BIRTH })}`);
  await page.getByTestId("bazi-reading").waitFor();
  await page.emulateMedia({ media: "print" });

  for (const hidden of ["header", "footer", "[data-testid=menu-button]", "[data-testid=lang-switch]"])
    await expect(page.locator(hidden).first(), `${hidden} is not printed`).toBeHidden();
  // absent, or there and not shown
  for (const id of ["bazi-form", "bazi-share", "bazi-options", "bazi-save-sign-in", "cookie-banner"])
    await expect(page.getByTestId(id).first(), `${id} is not printed`).toBeHidden();
  // the only buttons printed are the terms (as their text)
  await expect(page.locator("main button:visible:not([data-term])"), "no other buttons").toHaveCount(0);
  for (const id of ["bazi-reading", "reading-portrait", "pillars", "balance", "luck", "annual"])
    await expect(page.getByTestId(id), `${id} is printed`).toBeVisible();
  for (const p of ["year", "month", "day", "hour"])
    await expect(page.getByTestId(`pillar-${p}`), `the ${p} pillar is printed`).toBeVisible();
  // a term's text stays, its explanation is not printed
  const term = page.locator('[data-testid="bazi-reading"] [data-term]').first();
  await expect(term).toBeVisible();
  await expect(page.locator("[popover]:visible")).toHaveCount(0);

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
  expect(overflow).toEqual([]);
  await reviewShot(page, join(artifactsDir, "bazi-print-a4.png"), { fullPage: true });

  const pdf = await page.pdf({ format: "A4", printBackground: false });
  writeFileSync(join(artifactsDir, "bazi-print.pdf"), pdf);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  expect(pages, `the PDF has ${pages} pages`).toBeGreaterThanOrEqual(1);
});
