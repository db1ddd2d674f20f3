/**
 * The Personal Calendar in the site: a signed-in person with a selected chart sees nothing personal until an
 * operator activates the chart (`npm run admin -- chart:activate <uuid> <months>`, run by the e2e runner with the
 * server stopped, as support would during maintenance); then the day, month and year views show the personal
 * layer (rating with reasons, stars, themes, hours) for any date, 30 days ahead and beyond, equal to the engine's
 * day computed for the same chart. The person's chosen place is kept on the account, not only in a cookie.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { eventually, json, signUpVia } from "../lib.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const CHART = {
  fio: "Анна",
  gender: "female",
  birthday: "1988-08-08",
  birthdayTime: "08:08",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "personal-e2e@example.com",
};

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, " ").trim();
}

test("personalDataAfterOperatorActivation", async ({ page, context, baseUrl, admin, artifactsDir }) => {
  // The browser context's own request client shares its cookies: sign up and save a chart as the page would.
  const api = context.request;
  const same = { origin: baseUrl };
  await signUpVia(api, baseUrl, { name: "Анна", email: CHART.email });
  const { chart } = await json<{ chart: { uuid: string } }>(
    await api.post(`${baseUrl}/api/charts`, { data: CHART, headers: same }),
  );
  await json(await api.post(`${baseUrl}/api/charts/activate`, { data: { uuid: chart.uuid }, headers: same }));

  // Selected but not paid for: the general calendar, locked 30 days ahead.
  await page.goto(`${baseUrl}/2027/03/14`);
  assert.equal(await page.getByTestId("personal").count(), 0);
  assert.equal(await page.getByTestId("locked").count(), 1);

  assert.ok(admin, "the runner can run operator commands");
  // the server restarts for the command: leave the page first, so nothing it prefetches fails meanwhile
  await page.goto("about:blank");
  const out = await admin(["chart:activate", chart.uuid, "6"]);
  assert.match(out, /paid until 2027-05-21/);

  // The session survives the restart; the chart is now active, and a date months ahead opens with the personal layer.
  await page.goto(`${baseUrl}/2027/03/14`);
  await eventually(async () => assert.equal(await page.getByTestId("personal").count(), 1));
  assert.equal(await page.getByTestId("locked").count(), 0, "the 30-day rule does not apply");
  assert.match(await text(page, "personal-for"), /Анна.*21 мая 2027/);
  assert.ok(await page.getByTestId("rating").count(), "the general rating is open too");

  // What the page shows is the engine's personal day for this chart (its CLI, the same computation).
  const expected = engineDay("2027-03-14");
  assert.equal(Number(await page.getByTestId("personal-rating").getAttribute("data-value")), expected.rating);
  const stars = page.getByTestId("personal-stars").locator("li");
  assert.deepEqual(
    (await stars.allInnerTexts()).map((s) => s.trim().split(/\s+/)[0]),
    expected.stars,
  );
  assert.equal(await page.getByTestId("personal-hours").locator("li").count(), 12);
  assert.ok((await page.getByTestId("personal-themes").locator("li").count()) > 0);
  // the month grid beside it rates the day the same way
  const cell = page.locator('[data-date="2027-03-14"]').first();
  assert.equal(Number(await cell.getAttribute("data-rating")), expected.rating);
  await page.screenshot({ path: join(artifactsDir, "personal-day-ru.png"), fullPage: true });

  // A signed-in person's place is kept on the account: chosen on the place page, it stays after the cookie goes.
  await page.goto(
    `${baseUrl}/place?q=${encodeURIComponent("Екатеринбург")}&back=${encodeURIComponent("/2027/03/14")}`,
  );
  await page.getByTestId("place-choice").first().click();
  await page.waitForURL(`${baseUrl}/2027/03/14`);
  await eventually(async () => assert.match(await text(page, "place"), /Екатеринбург/));
  await context.clearCookies({ name: "place" });
  await page.reload();
  assert.match(await text(page, "place"), /Екатеринбург/);
  const me = await json<{ location: { address: string; timeZone: string } }>(
    await api.get(`${baseUrl}/api/user`),
  );
  assert.match(me.location.address, /Екатеринбург/);
  assert.equal(me.location.timeZone, "Asia/Yekaterinburg");

  // The header's picker (with JavaScript) saves it on the account as well.
  const toggle = page.getByTestId("details-toggle");
  await eventually(
    async () => {
      if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
      assert.equal(await toggle.getAttribute("aria-expanded"), "true");
    },
    { timeout: 15_000, interval: 200 },
  );
  await page.getByTestId("place-button").click();
  await page.getByTestId("place-input").fill("Новосибирск");
  const option = page.getByTestId("place-option").first();
  await eventually(async () => assert.match(await option.innerText(), /Новосибирск/));
  await option.click();
  await eventually(async () => assert.match(await text(page, "place"), /Новосибирск/));
  await context.clearCookies({ name: "place" });
  await page.reload();
  assert.match(await text(page, "place"), /Новосибирск/);

  await page.goto(`${baseUrl}/2027/03`);
  assert.match(await text(page, "personal-note"), /Анна/);
  assert.equal(await page.locator('[data-rating="locked"]').count(), 0);
  await page.goto(`${baseUrl}/en/2028`);
  assert.match(await text(page, "personal-note"), /Анна/);
  assert.equal(await page.locator('[data-rating="locked"]').count(), 0);
});

/** The engine's personal day for the chart above, through its CLI (`bazi day … --birth-… --json`). */
function engineDay(date: string): { rating: number; stars: string[] } {
  const r = spawnSync(
    process.execPath,
    [
      join(ROOT, "packages/almanac/bin/bazi.js"),
      "day",
      date,
      ...["--lat", String(CHART.latitude), "--lng", String(CHART.longitude), "--tz", CHART.timeZone],
      ...["--birth-date", CHART.birthday, "--birth-time", CHART.birthdayTime],
      ...[
        "--birth-lat",
        String(CHART.latitude),
        "--birth-lng",
        String(CHART.longitude),
        "--birth-tz",
        CHART.timeZone,
      ],
      ...["--gender", CHART.gender, "--json"],
    ],
    { encoding: "utf8" },
  );
  assert.equal(r.status, 0, r.stderr);
  const day = JSON.parse(r.stdout) as { personal: { rating: { value: number }; stars: { zh: string }[] } };
  return { rating: day.personal.rating.value, stars: day.personal.stars.map((s) => s.zh) };
}

/** A session cookie that is no longer valid (forged, expired, signed out) is cleared and the page is a visitor's. */
test("invalidSessionCookieIsCleared", async ({ page, context, baseUrl }) => {
  const url = new URL(baseUrl);
  await context.addCookies([
    {
      name: "session",
      value: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged",
      domain: url.hostname,
      path: "/",
    },
    { name: "place", value: "1486209", domain: url.hostname, path: "/" },
  ]);
  const res = await page.goto(`${baseUrl}/2026/11/21`);
  assert.equal(res?.status(), 200);
  const cleared = (await res?.headerValue("set-cookie")) ?? "";
  assert.match(cleared, /^session=; Path=\/; Max-Age=0/m);
  assert.equal(
    (await context.cookies()).find((c) => c.name === "session"),
    undefined,
  );
  // the visitor's own place cookie serves again (1486209: Yekaterinburg in the gazetteer)
  assert.match(await text(page, "place"), /Екатеринбург/);
  assert.equal(await page.getByTestId("sign-in").count(), 1);
});
