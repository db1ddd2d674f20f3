/**
 * The OpenAPI document covers the whole API: every route the app registers is in it (and nothing else is), and a
 * user's whole journey through every operation (sign-up to deletion, a chart, a payment in the sandbox, Telegram,
 * the feed, content, health) gets answers that conform to it. The harness checks each answer against the
 * document (test/harness.ts); this test also checks that every operation was reached, and with success where a
 * client can succeed.
 */
import { type FakeTelegram, startFakeTelegram } from "@bazi/test-support/telegram-fake";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTelegramMessenger } from "../src/providers/telegram.ts";
import { CHART_FORM, DB_TARGETS, testApp } from "./harness.ts";
import { openApiValidator } from "./support/openapi.ts";

type Doc = { paths: Record<string, Record<string, unknown>>; components: object };
let doc: Doc;
let contract: ReturnType<typeof openApiValidator>;
const METHODS = ["get", "post", "put", "patch", "delete"];

/** "GET /api/charts/{uuid}" for every operation of the document. */
const documented = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => METHODS.includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );

describe("the OpenAPI document and the app's routes", () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let drop: () => Promise<void>;
  let tg: FakeTelegram;

  beforeAll(async () => {
    tg = await startFakeTelegram({ username: "bazi_doc_bot" });
    const opened = await DB_TARGETS[0]!.open();
    drop = opened.drop;
    ctx = await testApp(
      opened.database,
      { METRICS_TOKEN: "metrics-token-for-the-test" },
      { messenger: createTelegramMessenger({ token: tg.token, apiRoot: tg.url }) },
    );
    await ctx.content.importContent();
    doc = (await (await ctx.app.request("/api/openapi.json")).json()) as Doc;
    contract = openApiValidator(doc);
  });
  afterAll(async () => {
    await drop();
    await tg.close();
  });

  it("every registered route is documented, and every documented operation is a registered route", () => {
    const registered = ctx.app.routes
      // middleware and the fallbacks are registered for every method
      .filter((r) => r.method !== "ALL" && !r.path.includes("*"))
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, "{$1}")}`);
    expect(new Set(registered).size).toBeGreaterThan(50);
    expect([...new Set(registered)].sort()).toEqual(documented().sort());
  });

  it("every operation has a success answer, and every schema of the document compiles", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, "doc");
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(
        ops as Record<string, { responses: Record<string, unknown> }>,
      )) {
        const statuses = Object.keys(op.responses).map(Number);
        expect(
          statuses.some((s) => s >= 200 && s < 400),
          `${method} ${path}`,
        ).toBe(true);
        for (const status of statuses) {
          const at = `doc#/paths/${path.replaceAll("~", "~0").replaceAll("/", "~1")}/${method}/responses/${status}`;
          expect(() => ajv.getSchema(at), at).not.toThrow();
        }
      }
  });

  it("a journey through every operation answers within the document", async () => {
    const reached = new Map<string, number[]>();
    const send = async (method: string, path: string, init: RequestInit & { json?: unknown } = {}) => {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      const res = await ctx.app.request(path, {
        ...rest,
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      const template = contract.templateOf(new URL(path, "http://localhost").pathname);
      const key = `${method} ${template}`;
      reached.set(key, [...(reached.get(key) ?? []), res.status]);
      return res;
    };
    const ok = async (
      method: string,
      path: string,
      status: number,
      init: Parameters<typeof send>[2] = {},
    ) => {
      const res = await send(method, path, init);
      if (res.status !== status) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      const type = res.headers.get("content-type") ?? "";
      return (type.includes("json") ? await res.json() : await res.text()) as Record<string, unknown>;
    };

    // operations and content
    const TODAY = { day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 };
    const MOSCOW_AT = { lat: 55.7558, lng: 37.6173 };
    await ok("GET", "/healthz", 200);
    await ok("GET", "/readyz", 200);
    await ok("GET", "/metrics", 200, { headers: { authorization: "Bearer metrics-token-for-the-test" } });
    await ok("GET", "/robots.txt", 200);
    await ok("GET", "/sitemap.xml", 200);
    await ok("GET", "/api/openapi.json", 200);
    await ok("GET", "/api/docs", 200);
    for (const part of ["season", "descr", "tags", "moon", "28su", "day-hieroglyph", "stars"])
      await ok("POST", `/calendar/dayinfo/${part}`, 200, { json: TODAY });
    await ok("POST", "/calendar/activation/list", 200, { json: TODAY });
    await ok("GET", "/calendar/predict", 200);
    await ok("POST", "/calendar/predict", 200, { json: { theme: "travel", year: 2026, month: 11 } });
    const birth = { year: 1990, month: 5, day: 17, hour: 8, minute: 30, lat: 55.75, lng: 37.62 };
    await ok("POST", "/calendar/select", 200, {
      json: { event: "wedding", from: "2026-11-21", to: "2026-12-10", ...MOSCOW_AT, people: [{ birth }] },
    });
    await ok("GET", "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173", 200);
    // a chart's share card (the query of the calculator's link)
    const cardQuery = "date=1990-05-15&time=10:30&lat=55.7558&lng=37.6173&tz=Europe/Moscow&gender=female";
    await ok("GET", `/bazi/card.png?${cardQuery}`, 200);
    await ok("GET", `/en/bazi/card.png?${cardQuery}`, 200);
    // a day chosen by date selection, and one of its hours, as iCalendar files
    await ok("GET", "/predict/event.ics?event=wedding&date=2026-11-26", 200);
    await ok(
      "GET",
      "/en/predict/event.ics?event=travel&date=2026-11-26&start=2026-11-26T06:00:00Z&end=2026-11-26T08:00:00Z",
      200,
    );
    // the year's events, and a month as an image
    await ok("GET", "/calendar/events?year=2027&lang=en", 200);
    await ok("GET", "/calendar/month.png?year=2026&month=11&lang=en", 200);
    await ok("POST", "/calendar/location/search", 200, { json: { city: "Казан" } });
    const { articles } = await ok("POST", "/calendar/articles", 200, { json: { page: 1, limit: 5 } });
    await ok("GET", `/calendar/articles/${(articles as { id: string }[])[0]!.id}`, 200);
    const { sections } = await ok("GET", "/calendar/sections", 200);
    await ok("GET", `/calendar/sections/${(sections as { id: string }[])[0]!.id}`, 200);
    await ok("GET", "/calendar/faq", 200);
    await ok("POST", "/calendar/faq/questions", 201, {
      json: { name: "Вера", email: "vera@example.com", topic: "Карта", question: "Что такое столп часа?" },
    });
    await ok("GET", "/api/products", 200);

    // an account
    const email = `journey.${Date.now().toString(36)}@example.com`;
    const password = "Sunflower-42";
    const signedUp = await ok("POST", "/api/user/singup", 201, {
      json: { name: "Вера", email, password, consent: true },
    });
    let bearer = { authorization: `Bearer ${signedUp.token}` };
    await ok("POST", "/api/token/verify", 200, { json: { token: signedUp.token } });
    await ok("POST", "/api/token/verify", 401, { json: { token: "not-a-token" } });
    const me = ((await ok("GET", "/api/user", 200, { headers: bearer })).user as { uuid: string }).uuid;
    await ok("POST", "/api/location", 200, {
      headers: bearer,
      json: { address: "Казань", latitude: 55.7963, longitude: 49.1088, timeZone: "Europe/Moscow" },
    });
    await ok("POST", "/api/user/hours", 200, { headers: bearer, json: { hours: "08:00-21:00" } });

    // charts
    const { chart } = await ok("POST", "/api/charts", 201, { headers: bearer, json: CHART_FORM });
    const uuid = (chart as { uuid: string }).uuid;
    const spare = (
      await ok("POST", "/api/charts", 201, { headers: bearer, json: { ...CHART_FORM, fio: "Пётр" } })
    ).chart as { uuid: string };
    await ok("GET", "/api/charts", 200, { headers: bearer });
    await ok("GET", `/api/charts/${uuid}`, 200, { headers: bearer });
    await ok("GET", `/api/charts/${uuid}/forecast?lang=en`, 200, { headers: bearer });
    await ok("POST", "/api/charts/activate", 200, { headers: bearer, json: { uuid } });
    await ok("POST", "/api/charts/deactivate", 200, { headers: bearer, json: { uuid } });
    await ok("DELETE", `/api/charts/${spare.uuid}`, 200, { headers: bearer });
    // the compatibility of a saved chart with a typed birth
    await ok("POST", "/api/bazi/compare", 200, {
      headers: bearer,
      json: {
        first: { chart: uuid },
        second: { date: "1990-05-15", time: "08:30", lat: 55.75, lng: 37.62, gender: "male" },
        kind: "partner",
      },
    });

    // a payment in the sandbox: the checkout page, the payer's choice, the return page, the history
    const order = await ok("POST", "/api/payments", 201, {
      headers: bearer,
      json: { uuid, product: "site-1m-rub", confirm: true, consent: true },
    });
    const page = order.confirmationUrl as string;
    await ok("GET", page, 200);
    await ok("POST", page, 303, {
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "outcome=succeed&lang=ru",
    });
    const state = await ok("POST", "/api/charts/activate_from_kassa_success", 200, {
      headers: bearer,
      json: { uuid, order: order.orderId },
    });
    expect(state.state).toBe("succeeded");
    await ok("GET", "/api/client/payments", 200, { headers: bearer });
    await ok("POST", "/api/rbkmoney/autopay", 200, { headers: bearer, json: { uuid } });
    // a fixed period has no saved method to turn autopay back on with: buy again
    await ok("POST", "/api/payments/autopay", 409, {
      headers: bearer,
      json: { uuid, confirm: true, consent: true },
    });
    // with autopay bought and turned off, it can be turned back on for the paid period
    const autopay = await ok("POST", "/api/payments", 201, {
      headers: bearer,
      json: { uuid, product: "site-autopay-rub", confirm: true, consent: true },
    });
    await ok("POST", autopay.confirmationUrl as string, 303, {
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "outcome=succeed&lang=ru",
    });
    await ok("POST", "/api/rbkmoney/autopay", 200, { headers: bearer, json: { uuid } });
    await ok("POST", "/api/payments/autopay", 200, {
      headers: bearer,
      json: { uuid, confirm: true, consent: true },
    });
    // the app's Premium is for a chart made in the app: this one is not
    await ok("POST", "/api/payments/mobile", 409, {
      headers: bearer,
      json: { uuid, product: "mobile-premium-rub", confirm: true, consent: true },
    });

    // the paid chart's feed
    const feed = await ok("POST", `/api/charts/${uuid}/feed`, 201, { headers: bearer });
    await ok("GET", new URL(feed.url as string).pathname, 200);

    // Telegram: the connect link, Start in the bot (delivered to the webhook), the settings
    await ok("GET", "/api/messenger", 200, { headers: bearer });
    const link = await ok("POST", "/api/messenger/link", 201, { headers: bearer });
    const start = new URL(link.url as string).searchParams.get("start")!;
    const { update } = await tg.userSays(4242, `/start ${start}`);
    await ok("POST", "/telegram/webhook", 200, {
      headers: { "x-telegram-bot-api-secret-token": ctx.telegramSecret },
      json: update,
    });
    await ok("POST", "/api/messenger", 200, {
      headers: bearer,
      json: { active: true, timeReminder: "08:00", chart: uuid },
    });

    // the e-mail digest: the settings, its unsubscribe page and the one-click POST
    await ok("GET", "/api/email-digest", 200, { headers: bearer });
    await ok("POST", "/api/email-digest", 200, {
      headers: bearer,
      json: { mode: "daily", time: "08:00", chart: uuid },
    });
    const unsubscribe = new URL(ctx.digest.unsubscribeUrl(me, "ru")).pathname;
    await ok("GET", unsubscribe, 200);
    await ok("POST", unsubscribe, 200, {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });

    // Web Push: the settings, a device (the dev outbox sends), a test, the device forgotten
    const device = {
      endpoint: "https://fcm.googleapis.com/fcm/send/coverage-device",
      keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
    };
    await ok("GET", "/api/push", 200, { headers: bearer });
    await ok("POST", "/api/push", 200, { headers: bearer, json: { time: "08:00", chart: uuid } });
    await ok("POST", "/api/push/devices", 200, { headers: bearer, json: device });
    await ok("POST", "/api/push/test", 200, { headers: bearer, json: {} });
    await ok("POST", "/api/push/devices/delete", 200, {
      headers: bearer,
      json: { endpoint: device.endpoint },
    });

    // the providers' notifications: not from the provider (the sandbox settles its own)
    await ok("POST", "/payments/notify/yookassa", 404, { json: { event: "payment.succeeded" } });
    await ok("POST", "/payments/notify/stripe", 404, { json: { type: "checkout.session.completed" } });

    // the password: changed, forgotten, recovered
    const changed = await ok("POST", "/api/user/change/password", 200, {
      headers: bearer,
      json: { pass: "Meadowlark-77", checkPass: "Meadowlark-77" },
    });
    bearer = { authorization: `Bearer ${changed.token}` };
    await ok("POST", "/api/user/recovery/code", 200, { json: { email } });
    await ctx.mailQueue.idle();
    const mail = [...ctx.outbox.messages()].reverse().find((m) => m.to === email && /\d{6}/.test(m.subject));
    const code = /(\d{6})/.exec(mail!.subject)![1]!;
    await ok("POST", "/api/user/recovery/code/check", 200, { json: { email, code } });
    await ok("POST", "/api/user/recovery/password", 200, {
      json: { email, code, password: "Kingfisher-19" },
    });
    const signedIn = await ok("POST", "/api/token/auth", 200, {
      json: { username: email, password: "Kingfisher-19" },
    });
    bearer = { authorization: `Bearer ${signedIn.token}` };

    // the user's data, then the account's end
    await ok("GET", "/api/user/export", 200, { headers: bearer });
    await ok("POST", "/api/token/logout", 200, { headers: bearer });
    const again = await ok("POST", "/api/token/auth", 200, {
      json: { username: email, password: "Kingfisher-19" },
    });
    await ok("DELETE", "/api/user", 200, {
      headers: { authorization: `Bearer ${again.token}` },
      json: { password: "Kingfisher-19" },
    });

    // every operation was reached; each with success, but those a client cannot make succeed here
    const refusedOnly = new Set([
      "POST /api/payments/mobile",
      "POST /payments/notify/yookassa",
      "POST /payments/notify/stripe",
    ]);
    const notReached = documented().filter((op) => !reached.has(op));
    expect(notReached).toEqual([]);
    const neverSucceeded = [...reached]
      .filter(([op, statuses]) => !refusedOnly.has(op) && !statuses.some((s) => s >= 200 && s < 400))
      .map(([op]) => op);
    expect(neverSucceeded).toEqual([]);
  }, 60_000);
});
