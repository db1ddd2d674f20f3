/**
 * The language switch on content pages (issue 22): from a Russian article and a Russian section it lands on their
 * English versions (with JavaScript on the client, without it through `?lang=` and the server's redirect); on
 * every article and section, in both languages, the switch leads to a page that answers 200; from the 404 page
 * it leads to the nearest page that exists (the article list, the home page), never to another 404.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";

/** The switch's href as the server rendered it (what a visitor without JavaScript follows). */
async function switchHref(request: APIRequestContext, url: string): Promise<string> {
  const html = await (await request.get(url)).text();
  const tag = /<a\b[^>]*data-testid="lang-switch"[^>]*>/.exec(html)?.[0];
  expect(tag, `${url}: no language switch`).toBeTruthy();
  return (/\shref="([^"]*)"/.exec(tag!)?.[1] ?? "").replaceAll("&amp;", "&");
}

/** The status of `url` after the server's redirects (the switch's `?lang=` answers 302 first). */
async function finalStatus(request: APIRequestContext, url: string): Promise<number> {
  return (await request.get(url)).status();
}

/** Clicks the switch (the page is hydrated: page.goto waits) and waits for the other language's page. */
async function switchTo(page: Page, baseUrl: string, path: string) {
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}${path}`);
  await expect(page.locator("html")).toHaveAttribute("lang", path.startsWith("/en") ? "en" : "ru");
}

test("switchOnARussianArticleAndSection", async ({ page, baseUrl, request }) => {
  await page.goto(`${baseUrl}/articles/day-officers`);
  await page.getByTestId("article-page").waitFor();
  expect(await switchHref(request, `${baseUrl}/articles/day-officers`)).toBe(
    "/en/articles/day-officers?lang=en",
  );
  await switchTo(page, baseUrl, "/en/articles/day-officers");
  await expect(page.getByTestId("article-title")).toHaveText("The twelve day officers");
  expect(await finalStatus(request, page.url())).toBe(200);
  // and back
  await switchTo(page, baseUrl, "/articles/day-officers");
  await page.getByTestId("article-page").waitFor();

  await page.goto(`${baseUrl}/sections/account`);
  await page.getByTestId("section-page").waitFor();
  await switchTo(page, baseUrl, "/en/sections/account");
  await expect(page.locator("[data-testid=section-page] h1")).toHaveText("Account, payments and data");
  expect(await finalStatus(request, page.url())).toBe(200);
});

test("switchWithoutJavaScript", async ({ browser, baseUrl }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const res = await page.goto(`${baseUrl}/articles/lunar-mansions`);
    expect(res?.status()).toBe(200);
    const landed = page.waitForResponse((r) => r.url() === `${baseUrl}/en/articles/lunar-mansions`);
    await page.getByTestId("lang-switch").click();
    expect((await landed).status()).toBe(200);
    await expect(page).toHaveURL(`${baseUrl}/en/articles/lunar-mansions`);
    await expect(page.getByTestId("article-title")).toHaveText("The 28 lunar mansions");
  } finally {
    await context.close();
  }
});

test("everyContentPageSwitchesToAPageThatExists", async ({ page, baseUrl, request }) => {
  const paths: string[] = [];
  for (const prefix of ["", "/en"]) {
    await page.goto(`${baseUrl}${prefix}/articles`);
    paths.push(
      ...(await page
        .getByTestId("article-link")
        .evaluateAll((els) => els.map((e) => String(e.getAttribute("href"))))),
    );
    await page.goto(`${baseUrl}${prefix}/sections`);
    paths.push(
      ...(await page
        .getByTestId("section-link")
        .evaluateAll((els) => els.map((e) => String(e.getAttribute("href"))))),
    );
    paths.push(`${prefix}/articles`, `${prefix}/sections`, `${prefix}/faq`);
  }
  // 10 articles and 4 sections in each language, and the three lists
  expect(paths.length, `${paths.length} pages`).toBeGreaterThanOrEqual(2 * (10 + 4 + 3));
  for (const path of paths) {
    const href = await switchHref(request, `${baseUrl}${path}`);
    const counterpart = path.startsWith("/en/") ? path.slice(3) : `/en${path}`;
    expect(href, path).toBe(`${counterpart}?lang=${path.startsWith("/en/") ? "ru" : "en"}`);
    expect(await finalStatus(request, `${baseUrl}${href}`), `${path} → ${href}`).toBe(200);
  }
});

test("fromTheNotFoundPageToThePageThatExists", async ({ page, baseUrl, request, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  // an article in no language: the English article list
  expect(await switchHref(request, `${baseUrl}/articles/no-such-article`)).toBe("/en/articles?lang=en");
  expect((await page.goto(`${baseUrl}/articles/no-such-article`))?.status()).toBe(404);
  await switchTo(page, baseUrl, "/en/articles");
  await page.getByTestId("articles-page").waitFor();
  // a path no route has: the home page
  expect(await switchHref(request, `${baseUrl}/en/no-such-page`)).toBe("/?lang=ru");
  expect(await finalStatus(request, `${baseUrl}/?lang=ru`)).toBe(200);
});
