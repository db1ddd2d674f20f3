/**
 * The installable app (decision 023): every page links the web app manifest of its language, whose fields and icons
 * Chromium reads and finds installable (the DevTools protocol's `Page.getInstallabilityErrors`); the service worker
 * registers and activates at the site's root; after a day page has been visited and the worker has kept the next 30
 * days (`<html data-offline="kept">`), those days open offline, by a full load and by client navigation, with the
 * note that the copy is a saved one (a visitor's too, reloaded offline); a page not kept shows the offline page in
 * its language, with the site's header and font; a signed-in user's
 * Personal Calendar is readable offline, and once they sign out none of it is kept or served.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { json, longDate, signUpVia } from "../lib.ts";
import config, { CHROMIUM } from "../playwright.config.ts";

// the suite blocks service workers (playwright.config.ts): these tests are about one
test.use({ serviceWorkers: "allow" });

const MOSCOW = "Europe/Moscow";
const DAY_MS = 86_400_000;

/** The server's today + `n` days as a path (`/2026/11/22`) and as the page writes it («22 ноября 2026»). */
function dayAhead(now: string | null, n: number, lang: "ru" | "en" = "ru") {
  const base = new Date(now ?? Date.now());
  const at = new Date(base.getTime() + n * DAY_MS);
  const [y, m, d] = new Intl.DateTimeFormat("en-CA", { timeZone: MOSCOW }).format(at).split("-");
  return { path: `${lang === "en" ? "/en" : ""}/${y}/${m}/${d}`, text: longDate(lang, at, MOSCOW) };
}

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

/** The first element of `testId` comes to read `expected` (its text as shown, spaces collapsed). */
async function expectText(page: Page, testId: string, expected: string | RegExp): Promise<void> {
  if (typeof expected === "string") await expect.poll(() => text(page, testId)).toBe(expected);
  else await expect.poll(() => text(page, testId)).toMatch(expected);
}

/** The font the page's text is set in (the body's computed font-family). */
function bodyFont(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).fontFamily);
}

/** Waits until the service worker has kept the days of the page's profile. */
async function kept(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute("data-offline") === "kept", null, {
    timeout: 90_000,
  });
}

/** Navigates on the client, as a link does (React Router's router), and waits for the URL. */
async function clientNavigate(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(to);
  }, path);
  await page.waitForURL(`${baseUrl}${path}`);
}

async function cachedKeys(page: Page, cache: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    return (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
  }, cache);
}

test("manifestLinkedValidAndInstallable", async ({ page, baseUrl }) => {
  for (const lang of ["ru", "en"] as const) {
    await page.goto(`${baseUrl}${lang === "en" ? "/en" : "/"}`);
    const href = `/manifest-${lang}.webmanifest`;
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", href);
    const res = await page.request.get(`${baseUrl}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      description: string;
      start_url: string;
      scope: string;
      display: string;
      lang: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest.lang).toBe(lang);
    expect(manifest.name).toBe(lang === "ru" ? "Календарь Бацзы" : "Bazi Calendar");
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.description.length).toBeGreaterThan(20);
    expect(manifest.start_url).toBe(lang === "ru" ? "/" : "/en/");
    expect(manifest.display).toBe("standalone");
    expect(manifest.theme_color).toBe("#faf7f2");
    expect(manifest.background_color).toBe("#faf7f2");
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose} ${i.type}`)).toEqual([
      "192x192 any image/png",
      "512x512 any image/png",
      "512x512 maskable image/png",
    ]);
    // each icon loads in the page (its policy allows it) at the size it claims
    for (const icon of manifest.icons) {
      const size = await page.evaluate(
        (src) =>
          new Promise<string>((resolve, reject) => {
            const img = new Image();
            img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
            img.onerror = () => reject(new Error(`${src} did not load`));
            img.src = src;
          }),
        icon.src,
      );
      expect(size, icon.src).toBe(icon.sizes);
    }
    const cdp = await page.context().newCDPSession(page);
    const app = (await cdp.send("Page.getAppManifest")) as { url: string; errors: unknown[] };
    expect(app.url).toBe(`${baseUrl}/manifest-${lang}.webmanifest`);
    expect(app.errors).toEqual([]);
    await cdp.detach();
    // Chromium's own verdict, in a browser profile of its own: the test's contexts are incognito ones, where
    // nothing is installable ("in-incognito")
    expect(await installabilityErrors(`${baseUrl}${lang === "en" ? "/en" : "/"}`)).toEqual([]);
  }
});

/** `Page.getInstallabilityErrors` for a page opened in a fresh persistent (not incognito) Chromium profile. */
async function installabilityErrors(url: string): Promise<unknown[]> {
  const dir = mkdtempSync(join(tmpdir(), "bazi-pwa-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: config.use?.launchOptions?.args ?? [],
    locale: "ru-RU",
  });
  const problems: string[] = [];
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    await page.goto(url);
    const cdp = await context.newCDPSession(page);
    // Chromium's verdict can change once the worker controls the page: ask until it has no objection, then
    // answer the last reply (the caller says what it was)
    let errors: unknown[] = [];
    await expect
      .poll(
        async () => {
          errors = (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors;
          return errors;
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toEqual([])
      .catch(() => {});
    expect(problems).toEqual([]);
    return errors;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test("serviceWorkerRegistersAtTheRoot", async ({ page, baseUrl }) => {
  const sw = await page.request.get(`${baseUrl}/sw.js`);
  expect(sw.status()).toBe(200);
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(sw.headers()["content-type"] ?? "").toMatch(/^text\/javascript/);
  expect(sw.headers()["content-security-policy"] ?? "").toMatch(/connect-src 'self'/);

  await page.goto(`${baseUrl}/`);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        return { scope: reg.scope, state: reg.active?.state, script: reg.active?.scriptURL };
      }),
    )
    .toEqual({ scope: `${baseUrl}/`, state: "activated", script: `${baseUrl}/sw.js` });
  // the page comes under its control (clients.claim) without a reload
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
    .toBe(`${baseUrl}/sw.js`);
});

test("nextDaysReadableOffline", async ({ page, context, baseUrl, now, allowConsoleErrors }) => {
  test.setTimeout(180_000);
  // the offline page is a 503 (the page is not available), which Chromium reports in the console
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
  const today = dayAhead(now, 0);
  const tomorrow = dayAhead(now, 1);
  const day19 = dayAhead(now, 19);
  const day20 = dayAhead(now, 20);

  await page.goto(`${baseUrl}${today.path}`);
  await kept(page);
  const siteFont = await bodyFont(page);
  expect(siteFont).toMatch(/Inter/);
  // what was kept: the 31 days from today, each as its page, data and details, in Russian only (the language used)
  const days = await cachedKeys(page, "bazi-days-v1");
  for (const path of [
    tomorrow.path,
    `${tomorrow.path}.data`,
    `${day20.path}/details`,
    dayAhead(now, 30).path,
  ]) {
    expect(days, `${path} is kept`).toContain(path);
  }
  expect(days, "nothing beyond 30 days").not.toContain(dayAhead(now, 31).path);
  expect(
    days.filter((p) => p.startsWith("/en")),
    "no English pages",
  ).toEqual([]);

  await context.setOffline(true);
  try {
    // a full load of tomorrow's page: the saved copy, with the note
    await page.goto(`${baseUrl}${tomorrow.path}`);
    await expectText(page, "date", tomorrow.text);
    await expectText(
      page,
      "offline-note",
      /^Нет связи — показана сохранённая версия от \d{1,2} [а-я]+ \d{4}, \d\d:\d\d$/,
    );
    // the tabs' details are there too
    await page.getByRole("tab", { name: "Звёзды и духи" }).click();
    await page.getByTestId("day-directions").first().waitFor();

    // client navigation between kept days: the next-day link, then the 20th day
    await page.getByTestId("next-day").click();
    await page.waitForURL(`${baseUrl}${dayAhead(now, 2).path}`);
    await expectText(page, "date", dayAhead(now, 2).text);
    await expect(page.getByTestId("offline-note")).toHaveCount(1);
    await clientNavigate(page, baseUrl, day20.path);
    await expectText(page, "date", day20.text);
    await expect(page.getByTestId("offline-note")).toHaveCount(1);

    // a full load of the 20th day, then back a day on the client
    await page.goto(`${baseUrl}${day20.path}`);
    await expectText(page, "date", day20.text);
    await page.getByTestId("offline-note").waitFor();
    await page.getByTestId("prev-day").click();
    await page.waitForURL(`${baseUrl}${day19.path}`);
    await expectText(page, "date", day19.text);

    // a page not kept: the offline page in the page's language, with the kept days to open
    const res = await page.goto(`${baseUrl}${dayAhead(now, 60).path}`);
    expect(res?.status()).toBe(503);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expectText(page, "offline-page", /Нет связи/);
    // the site's header (the logo, a link home) and the site's font
    await expect(page.locator("header").getByTestId("brand")).toHaveAttribute("href", "/");
    await expect(page.getByTestId("brand")).toHaveAccessibleName("Календарь Бацзы");
    await expect(page.getByTestId("brand")).toBeVisible();
    expect(await bodyFont(page), "the offline page's font is the site's").toBe(siteFont);
    await expect(page.getByTestId("offline-days").locator("a")).toHaveCount(31);
    await page.getByTestId("offline-days").locator(`a[href="${tomorrow.path}"]`).click();
    await page.waitForURL(`${baseUrl}${tomorrow.path}`);
    await expectText(page, "date", tomorrow.text);
    const en = await page.goto(`${baseUrl}${dayAhead(now, 1, "en").path}`);
    expect(en?.status()).toBe(503);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expectText(page, "offline-page", /You are offline/);
    await expect(page.locator("header").getByTestId("brand")).toHaveAttribute("href", "/en");
    await expect(page.getByTestId("brand")).toHaveAccessibleName("Bazi Calendar");
    expect(await bodyFont(page)).toBe(siteFont);
    // the offline page's logo leads home: the kept home page
    await page.goto(`${baseUrl}${dayAhead(now, 61).path}`);
    await page.getByTestId("brand").click();
    await page.waitForURL(`${baseUrl}/`);
    await expectText(page, "date", today.text);

    // a client navigation to a page not kept loads it as a document: the offline page
    await page.goto(`${baseUrl}${tomorrow.path}`);
    await clientNavigate(page, baseUrl, dayAhead(now, 45).path);
    await page.getByTestId("offline-page").waitFor();
  } finally {
    await context.setOffline(false);
  }

  // back online: the page's data comes from the network again and the note goes
  await page.goto(`${baseUrl}${tomorrow.path}`);
  await expect(page.getByTestId("offline-note")).toHaveCount(0);
  await context.setOffline(true);
  await page.goto(`${baseUrl}${dayAhead(now, 3).path}`);
  await page.getByTestId("offline-note").waitFor();
  await context.setOffline(false);
  await expect(page.getByTestId("offline-note")).toHaveCount(0, { timeout: 15_000 });
});

/**
 * A visitor (nobody signed in) reloads, offline, the day they have just read online: the page is the worker's
 * copy, and it says so, in ru and en (the site's visitor pages carry a shared-cache header, which must not let
 * the browser's own cache pass for the network).
 */
test("visitorsSavedDaySaysSoOffline", async ({ page, context, baseUrl, now }) => {
  test.setTimeout(180_000);
  for (const lang of ["ru", "en"] as const) {
    const day = dayAhead(now, 0, lang);
    const home = lang === "ru" ? "/" : "/en";
    await page.goto(`${baseUrl}${home}`);
    await kept(page);
    await page.evaluate(() => document.documentElement.removeAttribute("data-offline"));
    await context.setOffline(true);
    try {
      await page.reload();
      await expectText(page, "date", day.text);
      await expectText(
        page,
        "offline-note",
        lang === "ru"
          ? /^Нет связи — показана сохранённая версия от \d{1,2} [а-я]+ \d{4}, \d\d:\d\d$/
          : /^Offline — showing the copy saved on \d{1,2} [A-Z][a-z]+ \d{4}, \d\d:\d\d$/,
      );
      await expect(page.getByTestId("sign-in").first(), "nobody is signed in").toBeAttached();
    } finally {
      await context.setOffline(false);
    }
  }
});

const PERSON = {
  fio: "Вера",
  gender: "female",
  birthday: "1990-03-03",
  birthdayTime: "10:30",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "pwa-e2e@example.com",
};

/** Signs up through the context's own request client (its cookies are the page's) and selects a saved chart. */
async function signUpWithChart(context: BrowserContext, baseUrl: string): Promise<string> {
  const api = context.request;
  const same = { origin: baseUrl };
  await signUpVia(api, baseUrl, { name: "Вера", email: "pwa-e2e@example.com" });
  const { chart } = await json<{ chart: { uuid: string } }>(
    await api.post(`${baseUrl}/api/charts`, { data: PERSON, headers: same }),
  );
  await json(await api.post(`${baseUrl}/api/charts/activate`, { data: { uuid: chart.uuid }, headers: same }));
  return chart.uuid;
}

test("personalCalendarOfflineUntilSignOut", async ({
  page,
  context,
  baseUrl,
  now,
  admin,
  allowConsoleErrors,
}) => {
  test.setTimeout(240_000);
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 503/);
  expect(admin, "the runner can run operator commands").toBeTruthy();
  const uuid = await signUpWithChart(context, baseUrl);
  expect(await admin!(["chart:activate", uuid, "1"])).toMatch(/paid until/);

  const today = dayAhead(now, 0);
  const day5 = dayAhead(now, 5);
  await page.goto(`${baseUrl}${today.path}`);
  await page.getByTestId("personal").waitFor();
  await kept(page);
  expect(await cachedKeys(page, "bazi-private-v1"), "kept for the user").toContain(day5.path);
  expect(await cachedKeys(page, "bazi-days-v1"), "not among the device's copies").not.toContain(day5.path);

  await context.setOffline(true);
  try {
    await page.goto(`${baseUrl}${day5.path}`);
    await expectText(page, "date", day5.text);
    await page.getByTestId("personal").waitFor();
    await expectText(page, "personal-for", /Вера/);
    await page.getByTestId("offline-note").waitFor();
  } finally {
    await context.setOffline(false);
  }

  // signing out drops the user's copies before the request leaves
  await page.goto(`${baseUrl}/client`);
  await kept(page);
  await page.evaluate(() => document.documentElement.removeAttribute("data-offline"));
  await page.getByTestId("client-sign-out").click();
  await page.getByTestId("sign-in").first().waitFor();
  await expect.poll(() => cachedKeys(page, "bazi-private-v1")).toEqual([]);
  // the visitor's days are kept for the device instead
  await kept(page);
  expect(await cachedKeys(page, "bazi-days-v1")).toContain(day5.path);

  await context.setOffline(true);
  try {
    // the visitor's copies the worker kept after the sign-out: the general day, not the user's
    for (const path of [day5.path, today.path, "/"]) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByTestId("offline-note").waitFor();
      await expect(page.getByTestId("personal"), `${path}: nothing personal`).toHaveCount(0);
      await expect(page.getByTestId("sign-in"), `${path}: signed out`).toHaveCount(1);
      await expect(page.locator("body"), `${path}: not the user's name`).not.toContainText(/Вера/, {
        useInnerText: true,
      });
    }
    await expectText(page, "date", today.text);
  } finally {
    await context.setOffline(false);
  }
});
