/**
 * Web Push reminders (issue 22, decision 025) against a local push service that speaks RFC 8030 (push), RFC 8291
 * (encryption) and RFC 8292 (VAPID) over HTTPS (@bazi/test-support/push-service), with the app's real sender (the
 * `web-push` package), on PGlite and PostgreSQL, the job run by hand at a fixed clock: a user turns notifications on
 * in two browsers (Russian and English); the day's notification comes once at 08:00 at their place to each, in its
 * language, also with two instances ticking together; a subscription the push service says is over is forgotten;
 * signing out ends the notifications in that browser; an endpoint that is not a known push service, or broken
 * keys, are refused naming the field in the user's language; one user cannot remove another's device; the data
 * download lists the devices without their keys; and no endpoint or key reaches the log.
 */
import { randomBytes } from "node:crypto";
import { Agent } from "node:https";
import { type LocalPushService, startLocalPushService } from "@bazi/test-support/push-service";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { createLogger } from "../src/log.ts";
import { manualClock } from "../src/providers/clock.ts";
import { createWebPush } from "../src/providers/push.ts";
import {
  DB_TARGETS,
  type DbTarget,
  problem,
  sessionCall,
  type TestApp,
  testApp,
  userWithChart,
} from "./harness.ts";
import { MOSCOW_PLACE, NOVOSIBIRSK_CHART } from "./support/telegram-app.ts";

const at = (iso: string) => Date.parse(iso);
interface Notice {
  title: string;
  body: string;
  url: string;
  tag: string;
  lang: string;
}

describe.each(DB_TARGETS)("Web Push reminders on $name", (target: DbTarget) => {
  const records: string[] = [];
  const log = createLogger("debug", { write: (line: string) => void records.push(line) });
  const clock = manualClock("2026-11-21T00:30:00Z"); // Saturday, 03:30 in Moscow
  const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:support@bazi.example" };
  let svc: LocalPushService;
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;
  let n = 0;

  beforeAll(async () => {
    svc = await startLocalPushService();
    const opened = await target.open();
    drop = opened.drop;
    const env = {
      TRUST_PROXY: "127.0.0.1",
      SITE_URL_RU: "https://bazi.example",
      SITE_URL_EN: "https://bazi.example.com",
      LOG_LEVEL: "debug",
      PUSH_SERVICE_HOSTS: svc.host,
    };
    const push = {
      vapid,
      sender: createWebPush({ vapid, hosts: [svc.host], agent: new Agent({ ca: svc.ca }) }),
    };
    // two instances of one site on the same database: their own jobs, the site's keys
    const authKey = new Uint8Array(randomBytes(32));
    a = await testApp(opened.database, env, { clock, log, authKey, push });
    b = await testApp(opened.database, env, { clock, log, authKey, push, prepared: true });
  });

  afterAll(async () => {
    await drop();
    await svc.close();
  });

  /** A user signed up in `lang` with a chart paid for a month and Moscow saved; `signIn`: another session. */
  async function user(lang: "ru" | "en" = "ru") {
    const u = await userWithChart(a, "push", {
      paid: true,
      form: NOVOSIBIRSK_CHART,
      lang,
      months: 1,
      paidFrom: new Date(clock.now()),
      place: MOSCOW_PLACE,
    });
    const signIn = async () => {
      const res = await a.post(
        "/api/token/auth",
        { username: u.email, password: "Sunflower-42" },
        { "x-forwarded-for": `10.89.${n++}.2` },
      );
      expect(res.status).toBe(200);
      return sessionCall(a, ((await res.json()) as { token: string }).token);
    };
    return { ...u, signIn };
  }

  const state = async (call: Awaited<ReturnType<typeof user>>["call"], endpoint?: string) =>
    (await (
      await call("GET", `/api/push${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`)
    ).json()) as {
      publicKey: string;
      devices: number;
      thisDevice: boolean;
      push: { time: string; chart: string };
    };
  const tickBoth = () => Promise.all([a.push.tick(), b.push.tick()]);
  const moveTo = (iso: string) => clock.advance(at(iso) - clock.now());
  const to = (endpoint: string) => svc.messages.filter((m) => m.endpoint === endpoint);
  const notice = (endpoint: string, i = 0) => JSON.parse(to(endpoint)[i]!.payload) as Notice;

  it("on in two browsers: the day at 08:00 at the user's place, once each, in each browser's language", async () => {
    const u = await user("ru");
    const initial = await state(u.call);
    expect(initial).toMatchObject({ publicKey: vapid.publicKey, devices: 0, thisDevice: false });
    expect(initial.push).toEqual({ time: "08:00", chart: null });

    // what PushManager.subscribe() gives each browser, posted by the page in its language
    const ru = svc.subscribe(initial.publicKey);
    const en = svc.subscribe(initial.publicKey);
    const on = await u.call("POST", "/api/push/devices?lang=ru", ru);
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({
      message: "Уведомления на этом устройстве включены",
      devices: 1,
      thisDevice: true,
    });
    const onEn = await u.call("POST", "/api/push/devices?lang=en", en);
    expect(await onEn.json()).toMatchObject({ message: "Notifications are on for this device", devices: 2 });
    expect((await state(u.call, ru.endpoint)).thisDevice).toBe(true);
    expect((await state(u.call, "https://elsewhere.example/x")).thisDevice).toBe(false);
    const saved = await u.call("POST", "/api/push", { time: "08:00", chart: u.chart });
    expect(await saved.json()).toMatchObject({
      message: "Настройки сохранены",
      push: { time: "08:00", chart: u.chart },
      place: { name: "Москва, Россия", source: "saved" },
    });

    moveTo("2026-11-21T01:00:00Z"); // 08:00 in Novosibirsk (the chart's birthplace), 04:00 in Moscow: not yet
    await tickBoth();
    moveTo("2026-11-21T04:59:00Z");
    await tickBoth();
    expect(to(ru.endpoint)).toHaveLength(0);
    moveTo("2026-11-21T05:00:00Z"); // 08:00 in Moscow
    const reports = await tickBoth();
    expect(reports.map((r) => r.claimed).sort()).toEqual([0, 1]);
    expect(to(ru.endpoint)).toHaveLength(1);
    expect(to(en.endpoint)).toHaveLength(1);
    clock.advance(30 * 60_000);
    await tickBoth();
    expect(to(ru.endpoint)).toHaveLength(1);

    const r = notice(ru.endpoint);
    expect(r.title).toMatch(/^сб, 21 нояб\.? · Вера: [+-]?\d /);
    expect(r.body).toContain("Лунные сутки");
    expect(r).toMatchObject({ url: "https://bazi.example/2026/11/21", tag: "day-2026-11-21", lang: "ru" });
    const e = notice(en.endpoint);
    expect(e.title).toMatch(/^Sat,? 21 Nov · Вера: [+-]?\d /);
    expect(e.body).toContain("Lunar day");
    expect(e).toMatchObject({
      url: "https://bazi.example.com/en/2026/11/21",
      tag: "day-2026-11-21",
      lang: "en",
    });
    // the same day in both: the rating in the title agrees
    expect(r.title.split(": ")[1]!.split(" ")[0]).toBe(e.title.split(": ")[1]!.split(" ")[0]);
    const m = to(ru.endpoint)[0]!;
    expect(m).toMatchObject({ ttl: 12 * 3600, urgency: "normal", topic: "day20261121" });
    expect(m.vapidSubject).toBe("mailto:support@bazi.example");

    // the next day, again once
    moveTo("2026-11-22T05:00:00Z");
    await tickBoth();
    expect(to(ru.endpoint)).toHaveLength(2);
    expect(notice(ru.endpoint, 1).tag).toBe("day-2026-11-22");
  });

  it("a test notification; a subscription the push service says is over is forgotten", async () => {
    const u = await user("en");
    const none = await u.call("POST", "/api/push/test?lang=en", {});
    expect(none.status).toBe(400);
    expect((await problem(none)).errors).toEqual([
      { field: "devices", message: "Turn notifications on for this device first" },
    ]);
    const { publicKey } = await state(u.call);
    const one = svc.subscribe(publicKey);
    const two = svc.subscribe(publicKey);
    await u.call("POST", "/api/push/devices?lang=en", one);
    await u.call("POST", "/api/push/devices?lang=ru", two);
    svc.gone(two.endpoint);
    const sent = await u.call("POST", "/api/push/test?lang=en", {});
    expect(await sent.json()).toEqual({
      message: "A test notification is on its way",
      devices: 2,
      delivered: 1,
    });
    expect(JSON.parse(to(one.endpoint)[0]!.payload)).toMatchObject({
      title: "Bazi Calendar: notifications work",
      url: "https://bazi.example.com/client?tab=profile",
      lang: "en",
    });
    expect((await state(u.call)).devices).toBe(1);
  });

  it("a push service that refuses the site's key (403) is recorded; the device is kept", async () => {
    const u = await user();
    const other = webpush.generateVAPIDKeys().publicKey;
    const sub = svc.subscribe(other); // subscribed with another site's key
    await u.call("POST", "/api/push/devices", sub);
    const sent = await u.call("POST", "/api/push/test", {});
    expect(await sent.json()).toMatchObject({ devices: 1, delivered: 0 });
    expect(svc.refused.some((x) => x.endpoint === sub.endpoint && x.status === 403)).toBe(true);
    expect((await state(u.call)).devices).toBe(1);
  });

  it("signing out ends the notifications in that browser only", async () => {
    const u = await user();
    const second = await u.signIn();
    const { publicKey } = await state(u.call);
    const first = svc.subscribe(publicKey);
    const other = svc.subscribe(publicKey);
    await u.call("POST", "/api/push/devices", first);
    await second("POST", "/api/push/devices", other);
    expect((await state(u.call)).devices).toBe(2);
    expect((await u.call("POST", "/api/token/logout", {})).status).toBe(200);
    const sent = await second("POST", "/api/push/test", {});
    expect(await sent.json()).toMatchObject({ devices: 1, delivered: 1 });
    expect(to(first.endpoint)).toHaveLength(0);
    expect(to(other.endpoint)).toHaveLength(1);
  });

  it("refuses what is not a known push service's subscription, naming the field, in Russian and English", async () => {
    const u = await user();
    const good = svc.subscribe();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: "https://169.254.169.254/latest/meta-data" }, "endpoint"],
      [{ ...good, endpoint: `http://${svc.host}/push/x` }, "endpoint"],
      [{ ...good, endpoint: "not a url" }, "endpoint"],
      [{ ...good, keys: { ...good.keys, p256dh: "abc" } }, "keys.p256dh"],
      [{ ...good, keys: { ...good.keys, auth: "" } }, "keys.auth"],
      [{ endpoint: good.endpoint }, "keys"],
    ];
    for (const [body, field] of cases) {
      const res = await u.call("POST", "/api/push/devices", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const p = await problem(res);
      expect(p.errors?.map((x) => x.field)).toEqual([field]);
    }
    const ru = await problem(await u.call("POST", "/api/push/devices", cases[0]![0]));
    expect(ru.errors?.[0]?.message).toBe(
      "endpoint: Адрес подписки браузера: нужен https-адрес известной службы уведомлений",
    );
    const en = await problem(await u.call("POST", "/api/push/devices?lang=en", cases[0]![0]));
    expect(en.errors?.[0]?.message).toBe(
      "endpoint: The browser's subscription address must be an https address of a known push service",
    );
    const badChart = await u.call("POST", "/api/push?lang=en", {
      time: "08:10",
      chart: "00000000-0000-4000-8000-000000000000",
    });
    expect((await problem(badChart)).errors?.map((x) => x.field).sort()).toEqual(["time"]);
    const notMine = await u.call("POST", "/api/push?lang=en", {
      time: "08:15",
      chart: "00000000-0000-4000-8000-000000000000",
    });
    expect((await problem(notMine)).errors).toEqual([
      { field: "chart", message: "chart: Choose a chart with a paid Personal Calendar" },
    ]);
    expect((await state(u.call)).devices).toBe(0);
    // a request without a session
    expect((await a.post("/api/push/devices", good)).status).toBe(401);
  });

  it("one user cannot remove another's device; a browser passes to whoever turns it on last", async () => {
    const x = await user();
    const y = await user();
    const { publicKey } = await state(y.call);
    const browser = svc.subscribe(publicKey);
    await y.call("POST", "/api/push/devices", browser);
    const removed = await x.call("POST", "/api/push/devices/delete", { endpoint: browser.endpoint });
    expect(removed.status).toBe(200);
    expect((await state(y.call)).devices).toBe(1);
    // y signs out in that browser without turning notifications off, x signs in there and turns them on
    await x.call("POST", "/api/push/devices", browser);
    expect((await state(y.call)).devices).toBe(0);
    expect((await state(x.call, browser.endpoint)).thisDevice).toBe(true);
    const off = await x.call("POST", "/api/push/devices/delete", { endpoint: browser.endpoint });
    expect(await off.json()).toMatchObject({
      message: "Уведомления на этом устройстве выключены",
      devices: 0,
    });
  });

  it("the data download lists the devices and deliveries, never their keys; nothing personal in the log", async () => {
    const u = await user();
    const { publicKey } = await state(u.call);
    const sub = svc.subscribe(publicKey);
    await u.call("POST", "/api/push/devices", sub);
    await u.call("POST", "/api/push", { time: "09:00", chart: u.chart });
    moveTo("2026-11-23T06:00:00Z"); // 09:00 in Moscow
    await tickBoth();
    expect(to(sub.endpoint)).toHaveLength(1);
    const exported = (await (await u.call("GET", "/api/user/export")).json()) as Record<string, unknown>;
    expect(exported.webPush).toMatchObject({ time: "09:00", chartId: u.chart });
    expect(exported.webPushDevices).toEqual([
      expect.objectContaining({ endpoint: sub.endpoint, lang: "ru" }),
    ]);
    expect(exported.webPushDeliveries).toEqual([
      expect.objectContaining({ localDate: "2026-11-23", status: "sent", devices: 1 }),
    ]);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(sub.keys.p256dh);
    expect(text).not.toContain(sub.keys.auth);

    const logged = records.join("\n");
    for (const m of svc.messages) expect(logged).not.toContain(new URL(m.endpoint).pathname);
    expect(logged).not.toContain(sub.keys.p256dh);
    expect(logged).not.toContain(u.email);
  });
});
