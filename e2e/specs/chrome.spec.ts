/**
 * The site's chrome: the header (logo, location picker, burger menu, language switch), the footer, the cookie
 * banner and the apps banner, in ru and en. The place is chosen by keyboard and kept in a cookie; the day's
 * lunar-day start times then follow the chosen place (checked against the API). Without JavaScript the picker
 * leads to the place page (/place, /en/place), where the place is searched and chosen with plain forms.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { DESKTOP, eventually, hydrated, MOBILE } from "../lib.ts";

const YEKATERINBURG = { lat: 56.8519, lng: 60.6122, tz: "Asia/Yekaterinburg" };
const YEAR_S = 365 * 24 * 3600;

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/** Opens the place dialog once the page has hydrated, returns the search box. */
async function openPicker(page: Page, by: "click" | "keyboard" = "click") {
  const button = page.getByTestId("place-button");
  await hydrated(page, "place-button");
  await eventually(
    async () => {
      if ((await button.getAttribute("aria-expanded")) !== "true") {
        if (by === "keyboard") {
          await button.focus();
          await page.keyboard.press("Enter");
        } else await button.click();
      }
      assert.equal(await button.getAttribute("aria-expanded"), "true");
    },
    { timeout: 15_000, interval: 300 },
  );
  const input = page.getByTestId("place-input");
  await eventually(async () =>
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "combobox"),
  );
  return input;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function assertYear(c: { expires: number } | undefined, name: string) {
  assert.ok(c, `${name} cookie set`);
  const left = c.expires - Date.now() / 1000;
  assert.ok(left > YEAR_S - 120 && left <= YEAR_S + 5, `${name} cookie lasts 365 days (${left} s)`);
}

test("placeChosenByKeyboard", async ({ page, context, baseUrl, now }) => {
  await page.goto(`${baseUrl}/`);
  assert.match(await text(page, "place-name"), /Москва/);
  const moscowDays = await text(page, "lunar-days");
  const input = await openPicker(page, "keyboard");

  await page.keyboard.type("Екатер", { delay: 30 });
  const options = page.getByTestId("place-option");
  await eventually(async () => assert.match(await options.first().innerText(), /Екатеринбург/));
  assert.equal(await input.getAttribute("aria-expanded"), "true");
  assert.equal(await page.getByTestId("place-options").getAttribute("role"), "listbox");

  // Arrow down to Екатеринбург; the combobox points at the active option.
  const count = await options.count();
  let found = false;
  for (let i = 0; i < count && !found; i++) {
    await page.keyboard.press("ArrowDown");
    const active = await input.getAttribute("aria-activedescendant");
    assert.ok(active, "aria-activedescendant");
    const option = page.locator(`[id="${active}"]`);
    assert.equal(await option.getAttribute("aria-selected"), "true");
    found = /^Екатеринбург/.test(await option.innerText());
  }
  assert.ok(found, "Екатеринбург among the suggestions");
  await page.keyboard.press("Enter");

  // The header, the day's place and its lunar days follow the new place; focus is back on the button.
  await eventually(async () => assert.match(await text(page, "place"), /Екатеринбург/));
  assert.match(await text(page, "place-name"), /Екатеринбург/);
  assert.equal(await page.getByTestId("place-dialog").isVisible(), false);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
    "place-button",
  );
  const ekbDays = await text(page, "lunar-days");
  assert.notEqual(ekbDays, moscowDays, "lunar-day start times change with the place");
  assert.match(await text(page, "local-time"), /UTC\+5/);

  // The times shown are the API's for Yekaterinburg, in its local time.
  const date = now ? "2026-11-21" : await page.getByTestId("date-input").inputValue();
  await assertYekaterinburgDays(page, baseUrl, date, "ru", ekbDays);

  // The choice is a cookie for 365 days and survives a reload (rendered on the server).
  await assertPlaceCookie(context);
  await page.reload();
  assert.match(await text(page, "place"), /Екатеринбург/);
  assert.match(await text(page, "place-name"), /Екатеринбург/);
  assert.equal(await text(page, "lunar-days"), ekbDays);

  // Month and year pages use the place too; English shows its English address.
  await page.goto(`${baseUrl}/2026/11`);
  assert.match(await text(page, "place-name"), /Екатеринбург/);
  await page.goto(`${baseUrl}/en`);
  assert.match(await text(page, "place-name"), /Yekaterinburg/);
  assert.match(await text(page, "place"), /Yekaterinburg/);
});

/** The lunar days shown (`shown`) start when the API says they do in Yekaterinburg, in its local time. */
async function assertYekaterinburgDays(
  page: Page,
  baseUrl: string,
  date: string,
  lang: "ru" | "en",
  shown: string,
) {
  const res = await page.request.get(
    `${baseUrl}/api/calendar/day?date=${date}&lat=${YEKATERINBURG.lat}&lng=${YEKATERINBURG.lng}&lang=${lang}`,
  );
  assert.equal(res.status(), 200);
  const api = (await res.json()) as { moon: { lunarDays: { number: number; startsAt: string }[] } };
  assert.ok(api.moon.lunarDays.length > 0, "lunar days in the API's answer");
  const hhmm = new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: YEKATERINBURG.tz,
  });
  for (const d of api.moon.lunarDays) {
    assert.ok(shown.includes(hhmm.format(new Date(d.startsAt))), `${d.number}: ${d.startsAt} in ${shown}`);
  }
}

/** The `place` cookie as the picker writes it: a city id, 365 days, Path=/, SameSite=Lax, readable by scripts. */
async function assertPlaceCookie(context: BrowserContext) {
  const placeCookie = await cookie(context, "place");
  assertYear(placeCookie, "place");
  assert.match(placeCookie?.value ?? "", /^\d+$/);
  assert.equal(placeCookie?.sameSite, "Lax");
  assert.equal(placeCookie?.path, "/");
  assert.equal(placeCookie?.httpOnly, false, "the picker can overwrite it");
  return placeCookie?.value ?? "";
}

test("unknownPlaceCookieFallsBackToMoscow", async ({ page, context, baseUrl }) => {
  const url = new URL(baseUrl);
  for (const value of ["999999999", "abc"]) {
    await context.addCookies([{ name: "place", value, domain: url.hostname, path: "/" }]);
    const res = await page.goto(`${baseUrl}/2026/11/21`);
    assert.equal(res?.status(), 200);
    assert.match(await text(page, "place"), /Москва/);
    assert.match(await text(page, "place-name"), /Москва/);
  }
});

test("pickerByMouseAndEscape", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/en/2026/11/25`);
  const input = await openPicker(page);
  // With JavaScript the button opens the dialog instead of submitting its form to the place page.
  assert.equal(page.url(), `${baseUrl}/en/2026/11/25`);
  await input.fill("Ne");
  await page.keyboard.type("w Y");
  const options = page.getByTestId("place-option");
  await eventually(async () => assert.match(await options.first().innerText(), /New York/));
  // Escape closes the list, a second Escape the dialog; focus returns to the button.
  await page.keyboard.press("Escape");
  assert.equal(await input.getAttribute("aria-expanded"), "false");
  await page.keyboard.press("Escape");
  assert.equal(await page.getByTestId("place-dialog").isVisible(), false);
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
    "place-button",
  );
  // By mouse.
  await openPicker(page);
  await page.keyboard.type("New York");
  await eventually(async () => assert.match(await options.first().innerText(), /New York/));
  await options.first().click();
  await eventually(async () => assert.match(await text(page, "place"), /New York/));
  assert.match(await text(page, "local-time"), /UTC[−-]5/);
});

/** Runs `fn` in a browser context of its own with JavaScript off (the spec's own page stays unused). */
async function withoutJavaScript(
  browser: Browser,
  fn: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext({ viewport: DESKTOP, locale: "ru-RU", javaScriptEnabled: false });
  try {
    await fn(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const SEARCH = {
  ru: { prefix: "", title: "Выбор места — Календарь Бацзы", label: "Город", city: "Екатеринбург" },
  en: { prefix: "/en", title: "Choose a place — Bazi Calendar", label: "City", city: "Yekaterinburg" },
} as const;

/** On the place page: searches `query` by keyboard (the search box, Enter), waits for the answer. */
async function searchPlace(page: Page, query: string) {
  const box = page.getByTestId("place-query");
  await box.fill(query);
  await box.press("Enter");
  await page.waitForURL((u) => u.searchParams.get("q") === query);
}

/** On the place page: the first city found whose name starts with `name`, chosen by keyboard; returns its id. */
async function choosePlace(page: Page, name: string): Promise<string> {
  const choices = page.getByTestId("place-choice");
  const count = await choices.count();
  for (let i = 0; i < count; i++) {
    const choice = choices.nth(i);
    if ((await choice.innerText()).startsWith(name)) {
      const id = await choice.evaluate(
        (b) => (b as HTMLButtonElement).form?.querySelector<HTMLInputElement>('input[name="city"]')?.value,
      );
      assert.match(id ?? "", /^\d+$/, `${name}: the city id its form posts`);
      await choice.focus();
      await page.keyboard.press("Enter");
      return id ?? "";
    }
  }
  assert.fail(`${name} among ${count} cities found`);
}

/** The place page's heading, title, robots meta and language. */
async function assertPlacePage(page: Page, lang: "ru" | "en") {
  assert.equal(await page.title(), SEARCH[lang].title);
  assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex, follow");
  assert.equal(await page.locator("html").getAttribute("lang"), lang);
  assert.equal(await page.locator("h1").innerText(), SEARCH[lang].title.split(" — ")[0]);
  // The search box has its label; the search is a landmark.
  assert.equal(
    await page.getByTestId("place-query").evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent),
    SEARCH[lang].label,
  );
  assert.equal(await page.getByTestId("place-search").getAttribute("role"), "search");
}

test("placeChosenWithoutJavaScript", async ({ browser, baseUrl, artifactsDir }) => {
  await withoutJavaScript(browser, async (page, context) => {
    await page.goto(`${baseUrl}/`);
    assert.match(await text(page, "place-name"), /Москва/);
    const moscowDays = await text(page, "lunar-days");

    // The picker's button leads to the place page, which knows where to come back to.
    await page.getByTestId("place-button").click();
    await page.waitForURL((u) => u.pathname === "/place");
    assert.equal(new URL(page.url()).searchParams.get("back"), "/");
    await assertPlacePage(page, "ru");
    assert.match(await text(page, "place-current"), /Москва/);
    assert.equal(await page.getByTestId("place-back").getAttribute("href"), "/");

    // Errors show next to the field, in Russian, and the field points to them.
    const box = page.getByTestId("place-query");
    for (const [query, message] of [
      ["", "Введите название города"],
      ["Е", "Введите хотя бы 2 буквы названия города"],
    ] as const) {
      await searchPlace(page, query);
      assert.equal(await text(page, "field-error"), message);
      assert.equal(await box.getAttribute("aria-invalid"), "true");
      assert.equal(
        await box.getAttribute("aria-describedby"),
        await page.getByTestId("field-error").getAttribute("id"),
      );
      assert.equal(await page.getByTestId("place-choice").count(), 0);
    }

    await searchPlace(page, "Екатеринбург");
    assert.equal(await box.getAttribute("aria-invalid"), null);
    assert.equal(await box.inputValue(), "Екатеринбург");
    assert.equal(new URL(page.url()).searchParams.get("back"), "/", "the search keeps where to go back");
    assert.match(await text(page, "place-status"), /^Найдено: \d+/);
    await page.screenshot({ path: join(artifactsDir, "place-page-ru-nojs.png"), fullPage: true });
    const id = await choosePlace(page, "Екатеринбург");

    // Back on the page it came from, now for Yekaterinburg, server-rendered from the cookie.
    await page.waitForURL(`${baseUrl}/`);
    assert.match(await text(page, "place-name"), /Екатеринбург/);
    assert.match(await text(page, "place"), /Екатеринбург/);
    const ekbDays = await text(page, "lunar-days");
    assert.notEqual(ekbDays, moscowDays, "lunar-day start times change with the place");
    assert.match(await text(page, "local-time"), /UTC\+5/);
    await assertYekaterinburgDays(page, baseUrl, "2026-11-21", "ru", ekbDays);
    assert.equal(await assertPlaceCookie(context), id);
  });
});

test("placeChosenWithoutJavaScriptInEnglish", async ({ browser, baseUrl }) => {
  await withoutJavaScript(browser, async (page, context) => {
    const day = "/en/2026/11/25";
    await page.goto(`${baseUrl}${day}`);
    assert.match(await text(page, "place-name"), /Moscow/);
    const moscowDays = await text(page, "lunar-days");
    await page.getByTestId("place-button").click();
    await page.waitForURL((u) => u.pathname === "/en/place");
    assert.equal(new URL(page.url()).searchParams.get("back"), day);
    await assertPlacePage(page, "en");
    assert.match(await text(page, "place-current"), /Moscow/);

    await searchPlace(page, "Y");
    assert.equal(await text(page, "field-error"), "Type at least 2 letters of the city's name");
    await searchPlace(page, "Yekaterinburg");
    assert.match(await text(page, "place-status"), /^\d+ found/);
    const id = await choosePlace(page, "Yekaterinburg");

    await page.waitForURL(`${baseUrl}${day}`);
    assert.match(await text(page, "place-name"), /Yekaterinburg/);
    assert.match(await text(page, "place"), /Yekaterinburg/);
    const ekbDays = await text(page, "lunar-days");
    assert.notEqual(ekbDays, moscowDays, "lunar-day start times change with the place");
    await assertYekaterinburgDays(page, baseUrl, "2026-11-25", "en", ekbDays);
    assert.equal(await assertPlaceCookie(context), id);
  });
});

test("placePageRejectsForeignBack", async ({ browser, baseUrl }) => {
  const bad = [
    "//evil.example",
    "https://evil.example/",
    "/\\evil.example",
    "/.//evil.example",
    "javascript:alert(1)",
  ];
  await withoutJavaScript(browser, async (page) => {
    for (const lang of ["ru", "en"] as const) {
      const { prefix, city } = SEARCH[lang];
      const home = lang === "ru" ? "/" : "/en";
      for (const back of bad) {
        // The page's forms and links carry the locale's home instead.
        await page.goto(`${baseUrl}${prefix}/place?${new URLSearchParams({ q: city, back })}`);
        assert.equal(await page.getByTestId("place-back").getAttribute("href"), home, back);
        const id = await choosePlace(page, city);
        await page.waitForURL(`${baseUrl}${home}`);
        assert.match(await text(page, "place-name"), /Екатеринбург|Yekaterinburg/);

        // A form posted with such a `back` by hand: the action itself goes home.
        const res = await page.request.post(`${baseUrl}${prefix}/place`, {
          form: { city: id, back },
          headers: { origin: baseUrl },
          maxRedirects: 0,
        });
        assert.equal(res.status(), 302, back);
        assert.equal(res.headers().location, home, back);
        assert.match(
          res.headers()["set-cookie"] ?? "",
          /^place=\d+; path=\/; max-age=31536000; samesite=lax$/i,
        );
      }
    }
    // An unknown city sets nothing and says so.
    const res = await page.request.post(`${baseUrl}/place`, {
      form: { city: "999999999", back: "/" },
      headers: { origin: baseUrl },
      maxRedirects: 0,
    });
    assert.equal(res.status(), 200, "a handled form error: the page with its message (issue 22)");
    assert.equal(res.headers()["set-cookie"], undefined);
    assert.match(await res.text(), /Этот город не найден/);
  });
});

/** With JavaScript the place page works too (client-side forms): the choice takes the visitor back. */
test("placePageWithJavaScript", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/place?${new URLSearchParams({ q: "Казань", back: "/2026/11/21" })}`);
  await assertPlacePage(page, "ru");
  await hydrated(page, "place-choice");
  const id = await choosePlace(page, "Казань");
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  await eventually(async () => assert.match(await text(page, "place"), /Казань/));
  assert.match(await text(page, "place-name"), /Казань/);
  assert.equal(await assertPlaceCookie(context), id);
});

test("burgerMenuByKeyboard", async ({ page, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    await page.goto(`${baseUrl}${lang === "en" ? "/en" : "/"}`);
    const button = page.getByTestId("menu-button");
    const menu = page.getByTestId("menu");
    assert.equal(await menu.isVisible(), false);
    await eventually(
      async () => {
        if ((await button.getAttribute("aria-expanded")) !== "true") {
          await button.focus();
          await page.keyboard.press("Enter");
        }
        assert.equal(await button.getAttribute("aria-expanded"), "true");
      },
      { timeout: 15_000, interval: 300 },
    );
    assert.equal(await menu.isVisible(), true);
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
      "menu-place",
    );
    const prefix = lang === "en" ? "/en" : "";
    for (const [id, path] of [
      ["menu-predict", "/predict"],
      ["menu-bazi", "/bazi"],
      ["menu-compare", "/bazi/compare"],
      ["menu-personal", "/personal"],
      ["menu-glossary", "/glossary"],
      ["menu-faq", "/faq"],
    ] as const) {
      assert.equal(await page.getByTestId(id).getAttribute("href"), `${prefix}${path}`, id);
    }
    assert.equal(await page.getByTestId("menu-articles").count(), lang === "ru" ? 1 : 0);
    assert.match(await text(page, "menu-place"), lang === "ru" ? /Москва/ : /Moscow/);
    await page.keyboard.press("Escape");
    assert.equal(await menu.isVisible(), false);
    assert.equal(await button.getAttribute("aria-expanded"), "false");
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
      "menu-button",
    );
    // The menu's "current place" opens the place picker.
    await page.keyboard.press("Enter");
    await eventually(async () => assert.equal(await menu.isVisible(), true));
    await page.keyboard.press("Enter");
    assert.equal(await menu.isVisible(), false);
    assert.equal(await page.getByTestId("place-dialog").isVisible(), true);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "combobox");
  }
  // Sign-in goes to /client (the account area, which comes with accounts).
  assert.equal(await page.getByTestId("sign-in").getAttribute("href"), "/en/client");
});

test("footerLinks", async ({ page, baseUrl, now }) => {
  for (const lang of ["ru", "en"] as const) {
    await page.goto(`${baseUrl}${lang === "en" ? "/en/about" : "/about"}`);
    const prefix = lang === "en" ? "/en" : "";
    for (const [id, path] of [
      ["footer-about", "/about"],
      ["footer-privacy", "/site-privacy-policy"],
      ["footer-agreement", "/site-agreement"],
      ["footer-rules", "/rules"],
      ["footer-faq", "/faq"],
      ["footer-glossary", "/glossary"],
    ] as const) {
      assert.equal(await page.getByTestId(id).getAttribute("href"), `${prefix}${path}`, `${lang} ${id}`);
    }
    assert.equal(await page.getByTestId("footer-articles").count(), lang === "ru" ? 1 : 0);
    if (lang === "ru")
      assert.equal(await page.getByTestId("footer-articles").getAttribute("href"), "/articles");
    const year = now ? "2026" : String(new Date().getFullYear());
    assert.match(
      await text(page, "copyright"),
      new RegExp(`© ${year} ${lang === "ru" ? "Календарь Бацзы" : "Bazi Calendar"}`),
    );
  }
  // Footer links navigate.
  await page.getByTestId("footer-rules").click();
  await page.waitForURL(`${baseUrl}/en/rules`);
});

test("cookieBannerUntilAccepted", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const banner = page.getByTestId("cookie-banner");
  assert.equal(await banner.isVisible(), true);
  const box = await banner.boundingBox();
  assert.ok(box, "banner box");
  assert.equal(Math.round(box.width), 380, "380 px wide on desktop");
  assert.ok(box.x < 40 && box.y + box.height > DESKTOP.height - 40, "at the bottom left");
  // Accepted by keyboard.
  const accept = page.getByTestId("cookie-accept");
  await eventually(
    async () => {
      if (await banner.isVisible()) {
        await accept.focus();
        await page.keyboard.press("Enter");
      }
      assert.equal(await banner.count(), 0);
    },
    { timeout: 15_000, interval: 300 },
  );
  const consent = await cookie(context, "cookie_consent");
  assert.equal(consent?.value, "1");
  assertYear(consent, "cookie_consent");
  // Rendered on the server from the cookie: not even in the HTML after a reload.
  const res = await page.reload();
  assert.doesNotMatch((await res?.text()) ?? "", /data-testid="cookie-banner"/);
  assert.equal(await banner.count(), 0);
});

test("cookieBannerFullWidthOnPhones", async ({ page, baseUrl }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/en`);
  const box = await page.getByTestId("cookie-banner").boundingBox();
  assert.ok(box, "banner box");
  assert.equal(Math.round(box.width), MOBILE.width);
  assert.ok(Math.abs(box.y + box.height - MOBILE.height) < 2, "at the bottom");
});

test("appsBannerDismisses", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11`);
  const banner = page.getByTestId("apps-banner");
  assert.equal(await banner.isVisible(), true);
  const dismiss = page.getByTestId("apps-dismiss");
  assert.ok(((await dismiss.getAttribute("aria-label")) ?? "").length > 0);
  await eventually(
    async () => {
      if (await banner.isVisible()) {
        await dismiss.focus();
        await page.keyboard.press("Enter");
      }
      assert.equal(await banner.count(), 0);
    },
    { timeout: 15_000, interval: 300 },
  );
  const c = await cookie(context, "apps_banner");
  assert.equal(c?.value, "0");
  assertYear(c, "apps_banner");
  await page.reload();
  assert.equal(await banner.count(), 0);
});

test("languageSwitchSetsCookie", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  assert.equal(await page.getByTestId("brand").getAttribute("data-logo"), "ru");
  // Wait for hydration: the menu opens only then.
  await eventually(
    async () => {
      const b = page.getByTestId("menu-button");
      if ((await b.getAttribute("aria-expanded")) !== "true") await b.click();
      assert.equal(await b.getAttribute("aria-expanded"), "true");
    },
    { timeout: 15_000, interval: 300 },
  );
  await page.keyboard.press("Escape");
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/en/2026/11/21`);
  const c = await cookie(context, "lang");
  assert.equal(c?.value, "en");
  assertYear(c, "lang");
  await eventually(async () => assert.equal(await page.getByTestId("brand").getAttribute("data-logo"), "en"));
  assert.match(await text(page, "place-name"), /Moscow/);
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  assert.equal((await cookie(context, "lang"))?.value, "ru");
  await eventually(async () => assert.match(await text(page, "place-name"), /Москва/));
});

/** Screenshots of the header with suggestions open and of the menu, ru and en, desktop and mobile. */
test("chromeScreenshots", async ({ page, baseUrl, artifactsDir }) => {
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const lang of ["ru", "en"] as const) {
      await page.goto(`${baseUrl}${lang === "en" ? "/en" : "/"}`);
      await openPicker(page);
      await page.keyboard.type(lang === "ru" ? "Екатер" : "Yekater");
      await eventually(async () => assert.ok((await page.getByTestId("place-option").count()) > 0));
      await page.keyboard.press("ArrowDown");
      const clip = { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, 560) };
      await page.screenshot({ path: join(artifactsDir, `chrome-search-${lang}-${device}.png`), clip });
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await page.getByTestId("menu-button").click();
      await eventually(async () => assert.equal(await page.getByTestId("menu").isVisible(), true));
      await page.screenshot({ path: join(artifactsDir, `chrome-menu-${lang}-${device}.png`), clip });
      await page.keyboard.press("Escape");
      await page.screenshot({
        path: join(artifactsDir, `chrome-page-${lang}-${device}.png`),
        fullPage: device === "mobile",
      });
    }
  }
});
