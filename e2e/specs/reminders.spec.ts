/**
 * Telegram reminders in Chromium, with the app's bot polling a local Bot API server: connect from the Profile
 * tab (the one-time link, /start in "Telegram"): reminders start on at 08:00 for the paid chart, the place shown by
 * name (the chart's birthplace until the user chooses theirs); save another time, receive the day's message at
 * that minute (the server's clock is fixed at 12:00 Moscow time), turn reminders off through the message's link
 * (opening it changes nothing; the button does), then choose the place through the settings' link. Also the chart's
 * calendar feed from the chart card.
 */
import { expect, type Fixtures, test } from "../fixtures.ts";
import { json, seriousViolations, signUpVia } from "../lib.ts";

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
  expect(paid.status()).toBe(303);
  return chart.uuid;
}

test("connectTelegramGetTheDayAndTurnItOff", async ({ page, context, baseUrl, telegram }) => {
  expect(telegram, "the runner's Bot API server").toBeTruthy();
  const bot = telegram!;
  const uuid = await paidAccount({ context, baseUrl }, "rem-e2e-1@example.com");
  const chat = 777001;

  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-connect").waitFor();
  await expect(async () => {
    await page.getByTestId("messenger-connect").click();
    await expect(page.getByTestId("messenger-link")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  const href = (await page.getByTestId("messenger-link").getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/t\.me\/bazi_e2e_bot\?start=[A-Za-z0-9_-]{43}$/);
  // The user presses Start in Telegram: the bot (polling) binds the chat and says so.
  await bot.userSays(chat, `/start ${new URL(href).searchParams.get("start")}`);
  await expect
    .poll(
      () =>
        bot.sent.some(
          (m) => m.chatId === chat && m.text.includes("Telegram подключён к аккаунту rem-e2e-1@"),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);

  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  // a new connection is on at 08:00 for the paid chart; the place is named, never a zone id
  await expect(page.getByTestId("messenger-active"), "on from the connection").toBeChecked();
  await expect(page.getByTestId("messenger-time")).toHaveValue("08:00");
  await expect(page.getByTestId("messenger-chart")).toHaveValue(uuid);
  const place = page.getByTestId("messenger-place");
  await expect(place).toContainText(/по месту рождения карты: Москва, Россия\./);
  await expect(place).not.toContainText(/Europe\//);
  const placeLink = (await page.getByTestId("messenger-place-change").getAttribute("href"))!;
  expect(placeLink).toBe(`/place?back=${encodeURIComponent("/client?tab=profile")}`);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(async () => {
    await page.getByTestId("messenger-active").uncheck();
    expect(await page.getByTestId("messenger-time").isDisabled(), "off: the time waits").toBe(true);
  }).toPass({ timeout: 10_000 });
  await page.getByTestId("messenger-active").check();
  await expect(page.getByTestId("messenger-time")).toBeEnabled();
  await expect(page.getByTestId("messenger-time").locator("option"), "00:00 in 15-minute steps").toHaveCount(
    96,
  );
  await page.getByTestId("messenger-time").selectOption("12:00");
  await page.getByTestId("messenger-chart").selectOption(uuid);
  const saved = page.getByTestId("notification").filter({ hasText: "Настройки сохранены" }).waitFor();
  await page.getByTestId("messenger-save").click();
  await saved;

  // 12:00 in Moscow is now on the server's clock: the job sends the day within seconds, once.
  await expect
    .poll(() => bot.sent.some((m) => m.chatId === chat && m.text.includes("21 ноября 2026 · Лида")), {
      timeout: 15_000,
    })
    .toBe(true);
  const message = bot.sent.find((m) => m.chatId === chat && m.text.includes("21 ноября 2026 · Лида"))!;
  expect(message.text).toMatch(/Ваша оценка дня: [+-]?\d/);
  expect(message.text).toMatch(/Лунные сутки: \d+/);
  const links = [...message.text.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  expect(links[0]).toBe(`${baseUrl}/2026/11/21`);
  const disable = links.find((l) => l.includes("/chart/notify/disable/"))!;
  expect(disable.startsWith(`${baseUrl}/chart/notify/disable/${uuid}.`), disable).toBe(true);

  // Opening the link (as a chat app's preview would) changes nothing; the button turns reminders off.
  await page.goto(disable);
  await page.getByTestId("notify-disable-submit").waitFor();
  const before = await json<{ messenger: { active: boolean } }>(
    await context.request.get(`${baseUrl}/api/messenger`),
  );
  expect(before.messenger.active).toBe(true);
  await expect(async () => {
    await page.getByTestId("notify-disable-submit").click();
    await expect(page.getByTestId("notify-disable-done")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  const after = await json<{ messenger: { active: boolean } }>(
    await context.request.get(`${baseUrl}/api/messenger`),
  );
  expect(after.messenger.active).toBe(false);
  await page.goto(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  await expect(page.getByTestId("messenger-active")).not.toBeChecked();
  expect(
    bot.sent.filter((m) => m.chatId === chat && m.text.includes("Ваша оценка дня")),
    "one reminder for the day",
  ).toHaveLength(1);

  // The settings' link leads to the place page; the place chosen there is the user's, and the settings name it.
  await page.goto(`${baseUrl}${placeLink}&q=${encodeURIComponent("Москва")}`);
  await page.getByTestId("place-choice").first().click();
  await page.waitForURL(`${baseUrl}/client?tab=profile`);
  await page.getByTestId("messenger-settings").waitFor();
  await expect(page.getByTestId("messenger-place")).toContainText(
    /Время — по вашему месту: Москва, Россия\./,
  );
  await expect(page.getByTestId("messenger-place-change")).toHaveText("Изменить место");
});

test("calendarFeedFromTheChartCard", async ({ page, context, baseUrl }) => {
  await paidAccount({ context, baseUrl }, "rem-e2e-2@example.com");
  await page.goto(`${baseUrl}/client`);
  await page.getByTestId("feed").waitFor();
  await page.getByTestId("feed").locator("summary").click();
  await expect(async () => {
    await page.getByTestId("feed-create").click();
    await expect(page.getByTestId("feed-url")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  const url = await page.getByTestId("feed-url").inputValue();
  expect(url).toMatch(new RegExp(`^${baseUrl}/feed/[A-Za-z0-9_-]{43}\\.ics$`));
  const feed = await context.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await feed.text();
  expect(text.startsWith("BEGIN:VCALENDAR\r\n"), text.slice(0, 40)).toBe(true);
  expect(text).toMatch(/X-WR-CALNAME:Календарь Бацзы — Лида/);
  // a new address retires the old one
  await page.getByTestId("feed-create").click();
  await expect(page.getByTestId("feed-url")).not.toHaveValue(url, { timeout: 10_000 });
  expect((await context.request.get(url)).status()).toBe(404);
});
