/**
 * Web Push reminders (decision 025) in Chromium, in Russian and English: in the Profile tab a user with a paid
 * chart turns notifications on for the browser (the browser's permission granted), the block says so and counts
 * the device; "Send a test" reaches the local push service, which the server posted to (encrypted, VAPID-signed);
 * choosing the time that is now at the user's place brings the day's notification from the job (the chart's
 * rating, the lunar day, the day page's address), which the service worker shows when the browser hands it the
 * push; after a reload the block still knows this browser; turning off forgets it. Chromium's own push service
 * (Google's) is out of reach here, so PushManager.subscribe in the page answers with a subscription of the
 * local push service instead (what a browser returns: an endpoint and keys); everything else is the real page,
 * server and service worker; the push service's message reaches the worker through the DevTools protocol
 * (`ServiceWorker.deliverPushMessage`, as the browser delivers one). A browser that refused notifications gets
 * the block's explanation; one whose push service refuses gets ours, never the browser's English message; and when
 * the server does not answer, the block says it is working, then gives up after 15 s and lets the user try again.
 */
import type { LocalPushService } from "@bazi/test-support/push-service";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { accountWithCharts, hydrated } from "../lib.ts";

// the suite blocks service workers (playwright.config.ts): these tests are about one
test.use({ serviceWorkers: "allow" });

const TEXT = {
  ru: {
    none: "Устройств с уведомлениями: 0.",
    on: "Уведомления на этом устройстве включены",
    here: "На этом устройстве уведомления включены. Устройств с уведомлениями: 1.",
    testSent: "Пробное уведомление отправлено",
    testTitle: "Календарь Бацзы: уведомления работают",
    testBody: "Так будут приходить напоминания о вашем дне.",
    saved: "Настройки сохранены",
    lunar: /Лунные сутки: \d+/,
    off: "Уведомления на этом устройстве выключены",
    denied: /запрещены в настройках браузера/,
    blocked:
      "Этот браузер не даёт сайту присылать уведомления, хотя они разрешены: так бывает в режиме инкогнито и при строгих настройках приватности. Откройте сайт в обычном окне или в другом браузере.",
    enabling: "Включаем уведомления на этом устройстве…",
    timeout:
      "Уведомления не включились: браузер или сервер слишком долго не отвечают. Попробуйте ещё раз чуть позже.",
  },
  en: {
    none: "Devices with notifications: 0.",
    on: "Notifications are on for this device",
    here: "Notifications are on for this device. Devices with notifications: 1.",
    testSent: "A test notification is on its way",
    testTitle: "Bazi Calendar: notifications work",
    testBody: "This is how the reminders of your day will come.",
    saved: "Settings saved",
    lunar: /Lunar day: \d+/,
    off: "Notifications are off for this device",
    denied: /blocked in the browser's settings/,
    blocked:
      "This browser does not let the site send notifications even though they are allowed: this happens in private windows and with strict privacy settings. Open the site in a normal window or in another browser.",
    enabling: "Turning notifications on for this device…",
    timeout:
      "Notifications were not turned on: the browser or the server took too long to answer. Please try again a little later.",
  },
};

/**
 * PushManager as the page sees it, answering with subscriptions of the local push service (the test's side makes
 * them, `__e2ePushSubscribe`); the subscription is kept in localStorage so that a reloaded page finds it, as a
 * browser's persists.
 */
function stubPushManager() {
  const KEY = "e2e-push-subscription";
  type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  const b64url = (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  const fromB64url = (s: string) =>
    Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const wrap = (json: Json, key: string) => ({
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: fromB64url(key).buffer },
    toJSON: () => json,
    getKey: (name: "p256dh" | "auth") => fromB64url(json.keys[name]).buffer,
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const saved = () => {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { json, key } = JSON.parse(raw) as { json: Json; key: string };
    return wrap(json, key);
  };
  PushManager.prototype.getSubscription = async () => saved() as unknown as PushSubscription | null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = b64url(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
    const json = (await (
      window as unknown as { __e2ePushSubscribe(key: string): Promise<Json> }
    ).__e2ePushSubscribe(key)) as Json;
    localStorage.setItem(KEY, JSON.stringify({ json, key }));
    return wrap(json, key) as unknown as PushSubscription;
  };
}

/** The browser's permission granted and its PushManager answering with the local push service's subscriptions:
 * their endpoints, as they are made. */
async function withPushService(
  page: Page,
  context: BrowserContext,
  baseUrl: string,
  svc: LocalPushService,
): Promise<string[]> {
  const endpoints: string[] = [];
  await context.grantPermissions(["notifications"], { origin: baseUrl });
  await page.exposeFunction("__e2ePushSubscribe", (key: string) => {
    const sub = svc.subscribe(key);
    endpoints.push(sub.endpoint);
    return sub;
  });
  await page.addInitScript(stubPushManager);
  return endpoints;
}

async function press(page: Page, testId: string, answer: string) {
  await hydrated(page, testId);
  await page.getByTestId(testId).click();
  await expect(page.getByTestId("push-message")).toHaveText(answer);
}

/** The site's service worker as the DevTools protocol knows it (its registration's id), once it is active. */
async function workerRegistration(page: Page, context: BrowserContext, baseUrl: string) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const id = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL === `${baseUrl}/` && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  return { cdp, registrationId: await id };
}

/**
 * Hands `payload` to the site's worker as a push message (what the browser does with one from its push service)
 * and answers the notifications the worker then shows.
 */
async function showInWorker(page: Page, context: BrowserContext, baseUrl: string, payload: string) {
  const { cdp, registrationId } = await workerRegistration(page, context, baseUrl);
  const tag = (JSON.parse(payload) as { tag: string }).tag;
  let shown: { title: string; body: string; tag: string; lang: string; icon: string; data: unknown }[] = [];
  await expect(async () => {
    // delivered again until shown: a worker still activating drops the event (the tag keeps it to one)
    await cdp.send("ServiceWorker.deliverPushMessage", { origin: baseUrl, registrationId, data: payload });
    shown = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        lang: n.lang,
        icon: new URL(n.icon).pathname,
        data: n.data as unknown,
      })),
    );
    expect(
      shown.some((n) => n.tag === tag),
      `a notification tagged ${tag}`,
    ).toBe(true);
  }).toPass({ timeout: 10_000 });
  await cdp.detach();
  return shown;
}

for (const lang of ["ru", "en"] as const) {
  const prefix = lang === "en" ? "/en" : "";
  const t = TEXT[lang];

  test(`notificationsOnTheDayTestAndOff ${lang}`, async ({ page, context, baseUrl, pushService, now }) => {
    expect(
      pushService && now,
      "the runner's server, on its fixed clock, posts to a local push service",
    ).toBeTruthy();
    const endpoints = await withPushService(page, context, baseUrl, pushService!);
    await accountWithCharts({ context, baseUrl }, `push-${lang}@example.com`, lang, [
      { fio: "Анна", product: lang === "en" ? "site-1m-usd" : "site-1m-rub" },
    ]);
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    await expect(page.getByTestId("push-devices")).toHaveText(t.none);

    await press(page, "push-on", t.on);
    await expect(page.getByTestId("push-devices")).toHaveText(t.here);
    expect(endpoints).toHaveLength(1);

    // the reminder's time: the server's clock is 12:00 in Moscow (the chart's birthplace; no place saved), so a
    // reminder at 12:00 is due now and the job (every second) sends it
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Moscow",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    }).formatToParts(new Date(now!));
    const part = (type: string) => local.find((p) => p.type === type)!.value;
    const date = `${part("year")}-${part("month")}-${part("day")}`;
    await page.getByTestId("push-time").selectOption(`${part("hour")}:00`);
    await press(page, "push-save", t.saved);
    const day = await pushService!.waitFor(
      (m) => m.endpoint === endpoints[0] && m.payload.includes(`day-${date}`),
    );
    const notice = JSON.parse(day.payload) as { title: string; body: string; url: string; tag: string };
    expect(notice.title).toMatch(/· Анна: [+-]?\d/);
    expect(notice.body).toMatch(t.lunar);
    expect(notice.url).toBe(`${baseUrl}${prefix}/${date.replaceAll("-", "/")}`);
    // the browser gets it from its push service: the worker shows it
    const shown = await showInWorker(page, context, baseUrl, day.payload);
    expect(shown.find((n) => n.tag === `day-${date}`)).toStrictEqual({
      title: notice.title,
      body: notice.body,
      tag: `day-${date}`,
      lang,
      icon: `/icons/${lang}-192.png`,
      data: { url: notice.url },
    });

    await press(page, "push-test", t.testSent);
    const test = await pushService!.waitFor(
      (m) => m.endpoint === endpoints[0] && m.payload.includes('"test"'),
    );
    expect(JSON.parse(test.payload)).toStrictEqual({
      title: t.testTitle,
      body: t.testBody,
      url: `${baseUrl}/client?tab=profile`,
      tag: "test",
      lang,
    });

    // a reload: the block knows this browser is on
    await page.reload();
    await page.getByTestId("push-off").waitFor();
    await expect(page.getByTestId("push-devices")).toHaveText(t.here);
    await press(page, "push-off", t.off);
    await expect(page.getByTestId("push-devices")).toHaveText(t.none);
    await expect(page.getByTestId("push-on")).toBeVisible();
  });

  test(`notificationsRefusedByTheBrowser ${lang}`, async ({ page, context, baseUrl }) => {
    await accountWithCharts({ context, baseUrl }, `push-denied-${lang}@example.com`, lang, []);
    // the user answered "Block" to the browser's prompt earlier
    await page.addInitScript(() => {
      Notification.requestPermission = async () => "denied";
    });
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    await page.getByTestId("push-devices").waitFor();
    await hydrated(page, "push-on");
    await page.getByTestId("push-on").click();
    await expect(page.getByTestId("push-message")).toContainText(t.denied);
    await expect(page.getByTestId("push-message")).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("push-devices")).toHaveText(t.none);
  });

  test(`pushRefusalInOurWords ${lang}`, async ({ page, context, baseUrl }) => {
    await accountWithCharts({ context, baseUrl }, `push-refused-${lang}@example.com`, lang, []);
    // notifications allowed, but the browser will not subscribe (what Chromium says in an incognito window)
    await context.grantPermissions(["notifications"], { origin: baseUrl });
    await page.addInitScript(() => {
      PushManager.prototype.subscribe = async () => {
        throw new DOMException("Registration failed - permission denied", "NotAllowedError");
      };
    });
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    await page.getByTestId("push-devices").waitFor();
    await hydrated(page, "push-on");
    await page.getByTestId("push-on").click();
    await expect(page.getByTestId("push-message")).toHaveText(t.blocked);
    await expect(page.getByTestId("push-message")).toHaveAttribute("role", "alert");
    await expect(page.getByTestId("push-settings")).not.toContainText("Registration failed");
    await expect(page.getByTestId("push-on")).toBeEnabled();
    await expect(page.getByTestId("push-devices")).toHaveText(t.none);
  });

  test(`pushGivesUpWhenTheServerDoesNotAnswer ${lang}`, async ({ page, context, baseUrl, pushService }) => {
    expect(pushService, "a local push service").toBeTruthy();
    await withPushService(page, context, baseUrl, pushService!);
    await accountWithCharts({ context, baseUrl }, `push-slow-${lang}@example.com`, lang, [
      { fio: "Анна", product: lang === "en" ? "site-1m-usd" : "site-1m-rub" },
    ]);
    // the server's call hangs: never answered
    await page.route(/\/api\/push\/devices/, () => {});
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    await page.getByTestId("push-devices").waitFor();
    await hydrated(page, "push-on");
    const started = Date.now();
    await page.getByTestId("push-on").click();
    // working: said so, the button waits
    await expect(page.getByTestId("push-progress")).toHaveText(t.enabling);
    await expect(page.getByTestId("push-progress")).toBeVisible();
    await expect(page.getByTestId("push-on")).toBeDisabled();
    // then, within a bounded time, it gives up in plain words and the button can be pressed again
    await expect(page.getByTestId("push-message")).toHaveText(t.timeout, { timeout: 25_000 });
    expect(Date.now() - started).toBeLessThan(25_000);
    await expect(page.getByTestId("push-progress")).toHaveCount(0);
    await expect(page.getByTestId("push-on")).toBeEnabled();
    await expect(page.getByTestId("push-devices")).toHaveText(t.none);
  });
}
