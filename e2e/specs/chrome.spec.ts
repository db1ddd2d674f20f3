/**
 * The site's chrome: the header (logo, location picker, burger menu, language switch), the footer, the cookie
 * banner and the apps banner, in ru and en. The place is chosen by keyboard and kept in a cookie; the day's
 * lunar-day start times then follow the chosen place (checked against the API). Without JavaScript the picker
 * leads to the place page (/place, /en/place), where the place is searched and chosen with plain forms.
 */
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, hydrated, MOBILE, reviewShot } from "../lib.ts";

const YEKATERINBURG = { lat: 56.8519, lng: 60.6122, tz: "Asia/Yekaterinburg" };
const YEAR_S = 365 * 24 * 3600;

/** The text of the first element of `testId` as shown (innerText), spaces collapsed. */
async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/**
 * The first element of `testId`, for the assertions on its text as shown (AS_SHOWN: innerText, not textContent).
 * toHaveText collapses the spaces of a string on both sides, but matches a pattern against the raw text, so the
 * patterns are polled on `text` instead.
 */
const shown = (page: Page, testId: string) => page.getByTestId(testId).first();
const AS_SHOWN = { useInnerText: true };

/** Does `act` until `done` holds (a control that works only once the page has hydrated), for up to 15 s. */
async function until(act: () => Promise<void>, done: () => Promise<boolean>, what: string) {
  await expect(async () => {
    if (!(await done())) await act();
    expect(await done(), what).toBe(true);
  }).toPass({ timeout: 15_000, intervals: [300] });
}

/** Opens the place dialog once the page has hydrated, returns the search box. */
async function openPicker(page: Page, by: "click" | "keyboard" = "click") {
  const button = page.getByTestId("place-button");
  await hydrated(page, "place-button");
  await until(
    async () => {
      if (by === "keyboard") {
        await button.focus();
        await page.keyboard.press("Enter");
      } else await button.click();
    },
    async () => (await button.getAttribute("aria-expanded")) === "true",
    "the place dialog opens",
  );
  const input = page.getByTestId("place-input");
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
  return input;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

function assertYear(c: { expires: number } | undefined, name: string) {
  expect(c, `${name} cookie set`).toBeTruthy();
  const left = c!.expires - Date.now() / 1000;
  expect(left > YEAR_S - 120 && left <= YEAR_S + 5, `${name} cookie lasts 365 days (${left} s)`).toBe(true);
}

test("placeChosenByKeyboard", async ({ page, context, baseUrl, now }) => {
  await page.goto(`${baseUrl}/`);
  await expect.poll(() => text(page, "place-name")).toMatch(/Москва/);
  const moscowDays = await text(page, "lunar-days");
  const input = await openPicker(page, "keyboard");

  await page.keyboard.type("Екатер", { delay: 30 });
  const options = page.getByTestId("place-option");
  await expect(options.first()).toContainText(/Екатеринбург/);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("place-options")).toHaveAttribute("role", "listbox");

  // Arrow down to Екатеринбург; the combobox points at the active option.
  const count = await options.count();
  let found = false;
  for (let i = 0; i < count && !found; i++) {
    await page.keyboard.press("ArrowDown");
    const active = await input.getAttribute("aria-activedescendant");
    expect(active, "aria-activedescendant").toBeTruthy();
    const option = page.locator(`[id="${active}"]`);
    await expect(option).toHaveAttribute("aria-selected", "true");
    found = /^Екатеринбург/.test(await option.innerText());
  }
  expect(found, "Екатеринбург among the suggestions").toBe(true);
  await page.keyboard.press("Enter");

  // The header, the day's place and its lunar days follow the new place; focus is back on the button.
  await expect.poll(() => text(page, "place")).toMatch(/Екатеринбург/);
  await expect.poll(() => text(page, "place-name")).toMatch(/Екатеринбург/);
  await expect(page.getByTestId("place-dialog")).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
    .toBe("place-button");
  await expect(shown(page, "lunar-days"), "lunar-day start times change with the place").not.toHaveText(
    moscowDays,
    AS_SHOWN,
  );
  const ekbDays = await text(page, "lunar-days");
  await expect.poll(() => text(page, "local-time")).toMatch(/UTC\+5/);

  // The times shown are the API's for Yekaterinburg, in its local time.
  const date = now ? "2026-11-21" : await page.getByTestId("date-input").inputValue();
  await assertYekaterinburgDays(page, baseUrl, date, "ru", ekbDays);

  // The choice is a cookie for 365 days and survives a reload (rendered on the server).
  await assertPlaceCookie(context);
  await page.reload();
  await expect.poll(() => text(page, "place")).toMatch(/Екатеринбург/);
  await expect.poll(() => text(page, "place-name")).toMatch(/Екатеринбург/);
  await expect(shown(page, "lunar-days")).toHaveText(ekbDays, AS_SHOWN);

  // Month and year pages use the place too; English shows its English address.
  await page.goto(`${baseUrl}/2026/11`);
  await expect.poll(() => text(page, "place-name")).toMatch(/Екатеринбург/);
  await page.goto(`${baseUrl}/en`);
  await expect.poll(() => text(page, "place-name")).toMatch(/Yekaterinburg/);
  await expect.poll(() => text(page, "place")).toMatch(/Yekaterinburg/);
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
  expect(res.status()).toBe(200);
  const api = (await res.json()) as { moon: { lunarDays: { number: number; startsAt: string }[] } };
  expect(api.moon.lunarDays.length, "lunar days in the API's answer").toBeGreaterThan(0);
  const hhmm = new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: YEKATERINBURG.tz,
  });
  for (const d of api.moon.lunarDays) {
    expect(shown, `${d.number}: ${d.startsAt} in ${shown}`).toContain(hhmm.format(new Date(d.startsAt)));
  }
}

/** The `place` cookie as the picker writes it: a city id, 365 days, Path=/, SameSite=Lax, readable by scripts. */
async function assertPlaceCookie(context: BrowserContext) {
  const placeCookie = await cookie(context, "place");
  assertYear(placeCookie, "place");
  expect(placeCookie?.value ?? "").toMatch(/^\d+$/);
  expect(placeCookie?.sameSite).toBe("Lax");
  expect(placeCookie?.path).toBe("/");
  expect(placeCookie?.httpOnly, "the picker can overwrite it").toBe(false);
  return placeCookie?.value ?? "";
}

test("unknownPlaceCookieFallsBackToMoscow", async ({ page, context, baseUrl }) => {
  const url = new URL(baseUrl);
  for (const value of ["999999999", "abc"]) {
    await context.addCookies([{ name: "place", value, domain: url.hostname, path: "/" }]);
    const res = await page.goto(`${baseUrl}/2026/11/21`);
    expect(res?.status()).toBe(200);
    await expect.poll(() => text(page, "place")).toMatch(/Москва/);
    await expect.poll(() => text(page, "place-name")).toMatch(/Москва/);
  }
});

test("pickerByMouseAndEscape", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/en/2026/11/25`);
  const input = await openPicker(page);
  // With JavaScript the button opens the dialog instead of submitting its form to the place page.
  expect(page.url()).toBe(`${baseUrl}/en/2026/11/25`);
  await input.fill("Ne");
  await page.keyboard.type("w Y");
  const options = page.getByTestId("place-option");
  await expect(options.first()).toContainText(/New York/);
  // Escape closes the list, a second Escape the dialog; focus returns to the button.
  await page.keyboard.press("Escape");
  await expect(input).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("place-dialog")).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
    .toBe("place-button");
  // By mouse.
  await openPicker(page);
  await page.keyboard.type("New York");
  await expect(options.first()).toContainText(/New York/);
  await options.first().click();
  await expect.poll(() => text(page, "place")).toMatch(/New York/);
  await expect.poll(() => text(page, "local-time")).toMatch(/UTC[−-]5/);
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
      expect(id ?? "", `${name}: the city id its form posts`).toMatch(/^\d+$/);
      await choice.focus();
      await page.keyboard.press("Enter");
      return id ?? "";
    }
  }
  throw new Error(`${name} not among ${count} cities found`);
}

/** The place page's heading, title, robots meta and language. */
async function assertPlacePage(page: Page, lang: "ru" | "en") {
  await expect(page).toHaveTitle(SEARCH[lang].title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("h1")).toHaveText(SEARCH[lang].title.split(" — ")[0]!);
  // The search box has its label; the search is a landmark.
  expect(
    await page.getByTestId("place-query").evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent),
  ).toBe(SEARCH[lang].label);
  await expect(page.getByTestId("place-search")).toHaveAttribute("role", "search");
}

test("placeChosenWithoutJavaScript", async ({ browser, baseUrl, artifactsDir }) => {
  await withoutJavaScript(browser, async (page, context) => {
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => text(page, "place-name")).toMatch(/Москва/);
    const moscowDays = await text(page, "lunar-days");

    // The picker's button leads to the place page, which knows where to come back to.
    await page.getByTestId("place-button").click();
    await page.waitForURL((u) => u.pathname === "/place");
    expect(new URL(page.url()).searchParams.get("back")).toBe("/");
    await assertPlacePage(page, "ru");
    await expect.poll(() => text(page, "place-current")).toMatch(/Москва/);
    await expect(page.getByTestId("place-back")).toHaveAttribute("href", "/");

    // Errors show next to the field, in Russian, and the field points to them.
    const box = page.getByTestId("place-query");
    for (const [query, message] of [
      ["", "Введите название города"],
      ["Е", "Введите хотя бы 2 буквы названия города"],
    ] as const) {
      await searchPlace(page, query);
      await expect(shown(page, "field-error")).toHaveText(message, AS_SHOWN);
      await expect(box).toHaveAttribute("aria-invalid", "true");
      await expect(box).toHaveAttribute(
        "aria-describedby",
        (await page.getByTestId("field-error").getAttribute("id"))!,
      );
      await expect(page.getByTestId("place-choice")).toHaveCount(0);
    }

    await searchPlace(page, "Екатеринбург");
    await expect(box).not.toHaveAttribute("aria-invalid");
    await expect(box).toHaveValue("Екатеринбург");
    expect(new URL(page.url()).searchParams.get("back"), "the search keeps where to go back").toBe("/");
    await expect.poll(() => text(page, "place-status")).toMatch(/^Найдено: \d+/);
    await reviewShot(page, join(artifactsDir, "place-page-ru-nojs.png"), { fullPage: true });
    const id = await choosePlace(page, "Екатеринбург");

    // Back on the page it came from, now for Yekaterinburg, server-rendered from the cookie.
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => text(page, "place-name")).toMatch(/Екатеринбург/);
    await expect.poll(() => text(page, "place")).toMatch(/Екатеринбург/);
    const ekbDays = await text(page, "lunar-days");
    expect(ekbDays, "lunar-day start times change with the place").not.toBe(moscowDays);
    await expect.poll(() => text(page, "local-time")).toMatch(/UTC\+5/);
    await assertYekaterinburgDays(page, baseUrl, "2026-11-21", "ru", ekbDays);
    expect(await assertPlaceCookie(context)).toBe(id);
  });
});

test("placeChosenWithoutJavaScriptInEnglish", async ({ browser, baseUrl }) => {
  await withoutJavaScript(browser, async (page, context) => {
    const day = "/en/2026/11/25";
    await page.goto(`${baseUrl}${day}`);
    await expect.poll(() => text(page, "place-name")).toMatch(/Moscow/);
    const moscowDays = await text(page, "lunar-days");
    await page.getByTestId("place-button").click();
    await page.waitForURL((u) => u.pathname === "/en/place");
    expect(new URL(page.url()).searchParams.get("back")).toBe(day);
    await assertPlacePage(page, "en");
    await expect.poll(() => text(page, "place-current")).toMatch(/Moscow/);

    await searchPlace(page, "Y");
    await expect(shown(page, "field-error")).toHaveText(
      "Type at least 2 letters of the city's name",
      AS_SHOWN,
    );
    await searchPlace(page, "Yekaterinburg");
    await expect.poll(() => text(page, "place-status")).toMatch(/^\d+ found/);
    const id = await choosePlace(page, "Yekaterinburg");

    await page.waitForURL(`${baseUrl}${day}`);
    await expect.poll(() => text(page, "place-name")).toMatch(/Yekaterinburg/);
    await expect.poll(() => text(page, "place")).toMatch(/Yekaterinburg/);
    const ekbDays = await text(page, "lunar-days");
    expect(ekbDays, "lunar-day start times change with the place").not.toBe(moscowDays);
    await assertYekaterinburgDays(page, baseUrl, "2026-11-25", "en", ekbDays);
    expect(await assertPlaceCookie(context)).toBe(id);
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
        await expect(page.getByTestId("place-back"), back).toHaveAttribute("href", home);
        const id = await choosePlace(page, city);
        await page.waitForURL(`${baseUrl}${home}`);
        await expect.poll(() => text(page, "place-name")).toMatch(/Екатеринбург|Yekaterinburg/);

        // A form posted with such a `back` by hand: the action itself goes home.
        const res = await page.request.post(`${baseUrl}${prefix}/place`, {
          form: { city: id, back },
          headers: { origin: baseUrl },
          maxRedirects: 0,
        });
        expect(res.status(), back).toBe(302);
        expect(res.headers().location, back).toBe(home);
        expect(res.headers()["set-cookie"] ?? "").toMatch(
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
    expect(res.status(), "a handled form error: the page with its message (issue 22)").toBe(200);
    expect(res.headers()["set-cookie"]).toBeUndefined();
    expect(await res.text()).toMatch(/Этот город не найден/);
  });
});

/** With JavaScript the place page works too (client-side forms): the choice takes the visitor back. */
test("placePageWithJavaScript", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/place?${new URLSearchParams({ q: "Казань", back: "/2026/11/21" })}`);
  await assertPlacePage(page, "ru");
  await hydrated(page, "place-choice");
  const id = await choosePlace(page, "Казань");
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  await expect.poll(() => text(page, "place")).toMatch(/Казань/);
  await expect.poll(() => text(page, "place-name")).toMatch(/Казань/);
  expect(await assertPlaceCookie(context)).toBe(id);
});

test("burgerMenuByKeyboard", async ({ page, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    await page.goto(`${baseUrl}${lang === "en" ? "/en" : "/"}`);
    const button = page.getByTestId("menu-button");
    const menu = page.getByTestId("menu");
    await expect(menu).toBeHidden();
    await until(
      async () => {
        await button.focus();
        await page.keyboard.press("Enter");
      },
      async () => (await button.getAttribute("aria-expanded")) === "true",
      "the menu opens",
    );
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("menu-place");
    const prefix = lang === "en" ? "/en" : "";
    for (const [id, path] of [
      ["menu-predict", "/predict"],
      ["menu-bazi", "/bazi"],
      ["menu-compare", "/bazi/compare"],
      ["menu-personal", "/personal"],
      ["menu-glossary", "/glossary"],
      ["menu-faq", "/faq"],
    ] as const) {
      await expect(page.getByTestId(id), id).toHaveAttribute("href", `${prefix}${path}`);
    }
    await expect(page.getByTestId("menu-articles")).toHaveCount(lang === "ru" ? 1 : 0);
    await expect.poll(() => text(page, "menu-place")).toMatch(lang === "ru" ? /Москва/ : /Moscow/);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("menu-button");
    // The menu's "current place" opens the place picker.
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(menu).toBeHidden();
    await expect(page.getByTestId("place-dialog")).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("role")))
      .toBe("combobox");
  }
  // Sign-in goes to /client (the account area, which comes with accounts).
  await expect(page.getByTestId("sign-in")).toHaveAttribute("href", "/en/client");
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
      await expect(page.getByTestId(id), `${lang} ${id}`).toHaveAttribute("href", `${prefix}${path}`);
    }
    await expect(page.getByTestId("footer-articles")).toHaveCount(lang === "ru" ? 1 : 0);
    if (lang === "ru") await expect(page.getByTestId("footer-articles")).toHaveAttribute("href", "/articles");
    const year = now ? "2026" : String(new Date().getFullYear());
    await expect
      .poll(() => text(page, "copyright"))
      .toMatch(new RegExp(`© ${year} ${lang === "ru" ? "Календарь Бацзы" : "Bazi Calendar"}`));
  }
  // Footer links navigate.
  await page.getByTestId("footer-rules").click();
  await page.waitForURL(`${baseUrl}/en/rules`);
});

test("cookieBannerUntilAccepted", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/`);
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  const box = await banner.boundingBox();
  expect(box, "banner box").toBeTruthy();
  expect(Math.round(box!.width), "380 px wide on desktop").toBe(380);
  expect(box!.x < 40 && box!.y + box!.height > DESKTOP.height - 40, "at the bottom left").toBe(true);
  // Accepted by keyboard.
  const accept = page.getByTestId("cookie-accept");
  await until(
    async () => {
      if (await banner.isVisible()) {
        await accept.focus();
        await page.keyboard.press("Enter");
      }
    },
    async () => (await banner.count()) === 0,
    "the banner goes",
  );
  const consent = await cookie(context, "cookie_consent");
  expect(consent?.value).toBe("1");
  assertYear(consent, "cookie_consent");
  // Rendered on the server from the cookie: not even in the HTML after a reload.
  const res = await page.reload();
  expect((await res?.text()) ?? "").not.toMatch(/data-testid="cookie-banner"/);
  await expect(banner).toHaveCount(0);
});

test("cookieBannerFullWidthOnPhones", async ({ page, baseUrl }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/en`);
  const box = await page.getByTestId("cookie-banner").boundingBox();
  expect(box, "banner box").toBeTruthy();
  expect(Math.round(box!.width)).toBe(MOBILE.width);
  expect(Math.abs(box!.y + box!.height - MOBILE.height), "at the bottom").toBeLessThan(2);
});

test("appsBannerDismisses", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11`);
  const banner = page.getByTestId("apps-banner");
  await expect(banner).toBeVisible();
  const dismiss = page.getByTestId("apps-dismiss");
  await expect(dismiss).toHaveAttribute("aria-label", /./);
  await until(
    async () => {
      if (await banner.isVisible()) {
        await dismiss.focus();
        await page.keyboard.press("Enter");
      }
    },
    async () => (await banner.count()) === 0,
    "the banner goes",
  );
  const c = await cookie(context, "apps_banner");
  expect(c?.value).toBe("0");
  assertYear(c, "apps_banner");
  await page.reload();
  await expect(banner).toHaveCount(0);
});

test("languageSwitchSetsCookie", async ({ page, context, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/21`);
  await expect(page.getByTestId("brand")).toHaveAttribute("data-logo", "ru");
  // Wait for hydration: the menu opens only then.
  const b = page.getByTestId("menu-button");
  await until(
    () => b.click(),
    async () => (await b.getAttribute("aria-expanded")) === "true",
    "the menu opens",
  );
  await page.keyboard.press("Escape");
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/en/2026/11/21`);
  const c = await cookie(context, "lang");
  expect(c?.value).toBe("en");
  assertYear(c, "lang");
  await expect(page.getByTestId("brand")).toHaveAttribute("data-logo", "en");
  await expect.poll(() => text(page, "place-name")).toMatch(/Moscow/);
  await page.getByTestId("lang-switch").click();
  await page.waitForURL(`${baseUrl}/2026/11/21`);
  expect((await cookie(context, "lang"))?.value).toBe("ru");
  await expect.poll(() => text(page, "place-name")).toMatch(/Москва/);
});

/**
 * Screenshots of the header with suggestions open and of the menu, ru and en, desktop and mobile, with
 * E2E_SCREENSHOTS=1; without it, that the suggestions and the menu open in each.
 */
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
      await expect(page.getByTestId("place-option").first()).toBeAttached();
      await page.keyboard.press("ArrowDown");
      const clip = { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, 560) };
      await reviewShot(page, join(artifactsDir, `chrome-search-${lang}-${device}.png`), { clip });
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await page.getByTestId("menu-button").click();
      await expect(page.getByTestId("menu")).toBeVisible();
      await reviewShot(page, join(artifactsDir, `chrome-menu-${lang}-${device}.png`), { clip });
      await page.keyboard.press("Escape");
      await reviewShot(page, join(artifactsDir, `chrome-page-${lang}-${device}.png`), {
        fullPage: device === "mobile",
      });
    }
  }
});
