/**
 * Telegram reminders in Chromium, with the app's bot polling a local Bot API server: connect from the Profile
 * tab (the one-time link, /start in "Telegram"): reminders start on at 08:00 for the paid chart, the place shown by
 * name (the chart's birthplace until the user chooses theirs); save another time, receive the day's message at
 * that minute (the server's clock is fixed at 12:00 Moscow time), turn reminders off through the message's link
 * (opening it changes nothing; the button does), then choose the place through the settings' link. Also the chart's
 * calendar feed from the chart card.
 */
import assert from "node:assert/strict";
import { type Fixtures, test } from "../fixtures.ts";
import { eventually, json, seriousViolations, signUpVia } from "../lib.ts";

const CHART = {
  fio: "Лида",
  gender: "female",
  birthday: "1993-09-09",
  birthdayTime: "09:09",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "lida@example.com",
};

/** A signed-in browser with a chart whose Personal Calendar is paid (through the sandbox, as a payer would). */
async function paidAccount(
  { context, baseUrl }: Pick<Fixtures, "context" | "baseUrl">,
  email: string,
): Promise<string> {
  const api = context.request;
  const same = { origin: baseUrl };
  await signUpVia(api, baseUrl, { name: "Лида", email });
  const { chart } = await json<{ chart: { uuid: string } }>(
    await api.post(`${baseUrl}/api/charts`, { data: CHART, headers: same }),
  );
  const { confirmationUrl } = await json<{ confirmationUrl: string }>(
    await api.post(`${baseUrl}/api/payments`, {
      data: { uuid: chart.uuid, product: "site-1m-rub", confirm: true, consent: true },
      headers: same,
    }),
  );
  const paid = await api.post(`${baseUrl}${confirmationUrl}`, {
    form: { outcome: "succeed" },
    headers: same,
    maxRedirects: 0,
  });
  assert.equal(paid.status(), 303);
  return chart.uuid;
}

test("connectTelegramGetTheDayAndTurnItOff", async ({ page, context, baseUrl, telegram }) => {
  assert.ok(telegram, "the runner's Bot API server");
  const uuid = await paidAccount({ context, baseUrl }, "rem-e2e-1@example.com");
  const chat = 777001;

  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-connect").waitFor();
  await eventually(async () => {
    await page.getByTestId("messenger-connect").click();
    await page.getByTestId("messenger-link").waitFor({ timeout: 2000 });
  });
  const href = (await page.getByTestId("messenger-link").getAttribute("href"))!;
  assert.match(href, /^https:\/\/t\.me\/bazi_e2e_bot\?start=[A-Za-z0-9_-]{43}$/);
  // The user presses Start in Telegram: the bot (polling) binds the chat and says so.
  await telegram.userSays(chat, `/start ${new URL(href).searchParams.get("start")}`);
  await eventually(async () =>
    assert.ok(
      telegram.sent.some(
        (m) => m.chatId === chat && m.text.includes("Telegram подключён к аккаунту rem-e2e-1@"),
      ),
    ),
  );

  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  // a new connection is on at 08:00 for the paid chart; the place is named, never a zone id
  assert.equal(await page.getByTestId("messenger-active").isChecked(), true, "on from the connection");
  assert.equal(await page.getByTestId("messenger-time").inputValue(), "08:00");
  assert.equal(await page.getByTestId("messenger-chart").inputValue(), uuid);
  const place = await page.getByTestId("messenger-place").innerText();
  assert.match(place, /по месту рождения карты: Москва, Россия\./);
  assert.doesNotMatch(place, /Europe\//);
  const placeLink = (await page.getByTestId("messenger-place-change").getAttribute("href"))!;
  assert.equal(placeLink, `/place?back=${encodeURIComponent("/client?tab=profile")}`);
  assert.deepEqual(await seriousViolations(page), []);
  await eventually(async () => {
    await page.getByTestId("messenger-active").uncheck();
    assert.equal(await page.getByTestId("messenger-time").isDisabled(), true, "off: the time waits");
  });
  await page.getByTestId("messenger-active").check();
  assert.equal(await page.getByTestId("messenger-time").isDisabled(), false);
  assert.equal(
    await page.getByTestId("messenger-time").locator("option").count(),
    96,
    "00:00 in 15-minute steps",
  );
  await page.getByTestId("messenger-time").selectOption("12:00");
  await page.getByTestId("messenger-chart").selectOption(uuid);
  const saved = page.getByTestId("notification").filter({ hasText: "Настройки сохранены" }).waitFor();
  await page.getByTestId("messenger-save").click();
  await saved;

  // 12:00 in Moscow is now on the server's clock: the job sends the day within seconds, once.
  await eventually(
    async () =>
      assert.ok(telegram.sent.some((m) => m.chatId === chat && m.text.includes("21 ноября 2026 · Лида"))),
    { timeout: 15_000 },
  );
  const message = telegram.sent.find((m) => m.chatId === chat && m.text.includes("21 ноября 2026 · Лида"))!;
  assert.match(message.text, /Ваша оценка дня: [+-]?\d/);
  assert.match(message.text, /Лунные сутки: \d+/);
  const links = [...message.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  assert.equal(links[0], `${baseUrl}/2026/11/21`);
  const disable = links.find((l) => l.includes("/chart/notify/disable/"))!;
  assert.ok(disable.startsWith(`${baseUrl}/chart/notify/disable/${uuid}.`));

  // Opening the link (as a chat app's preview would) changes nothing; the button turns reminders off.
  await page.goto(disable);
  await page.getByTestId("notify-disable-submit").waitFor();
  const before = await json<{ messenger: { active: boolean } }>(
    await context.request.get(`${baseUrl}/api/messenger`),
  );
  assert.equal(before.messenger.active, true);
  await eventually(async () => {
    await page.getByTestId("notify-disable-submit").click();
    await page.getByTestId("notify-disable-done").waitFor({ timeout: 2000 });
  });
  const after = await json<{ messenger: { active: boolean } }>(
    await context.request.get(`${baseUrl}/api/messenger`),
  );
  assert.equal(after.messenger.active, false);
  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  assert.equal(await page.getByTestId("messenger-active").isChecked(), false);
  assert.equal(
    telegram.sent.filter((m) => m.chatId === chat && m.text.includes("Ваша оценка дня")).length,
    1,
    "one reminder for the day",
  );

  // The settings' link leads to the place page; the place chosen there is the user's, and the settings name it.
  await page.goto(`${baseUrl}${placeLink}&q=${encodeURIComponent("Москва")}`);
  await page.getByTestId("place-choice").first().click();
  await page.waitForURL(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  assert.match(
    await page.getByTestId("messenger-place").innerText(),
    /Время — по вашему месту: Москва, Россия\./,
  );
  assert.equal(await page.getByTestId("messenger-place-change").innerText(), "Изменить место");
});

test("calendarFeedFromTheChartCard", async ({ page, context, baseUrl }) => {
  await paidAccount({ context, baseUrl }, "rem-e2e-2@example.com");
  await page.goto(`${baseUrl}/client`);
  await page.getByTestId("feed").waitFor();
  await page.getByTestId("feed").locator("summary").click();
  await eventually(async () => {
    await page.getByTestId("feed-create").click();
    await page.getByTestId("feed-url").waitFor({ timeout: 2000 });
  });
  const url = await page.getByTestId("feed-url").inputValue();
  assert.match(url, new RegExp(`^${baseUrl}/feed/[A-Za-z0-9_-]{43}\\.ics$`));
  const feed = await context.request.get(url);
  assert.equal(feed.status(), 200);
  assert.equal(feed.headers()["content-type"], "text/calendar; charset=utf-8");
  const text = await feed.text();
  assert.ok(text.startsWith("BEGIN:VCALENDAR\r\n"));
  assert.match(text, /X-WR-CALNAME:Календарь Бацзы — Лида/);
  // a new address retires the old one
  await page.getByTestId("feed-create").click();
  await eventually(async () => assert.notEqual(await page.getByTestId("feed-url").inputValue(), url));
  assert.equal((await context.request.get(url)).status(), 404);
});
