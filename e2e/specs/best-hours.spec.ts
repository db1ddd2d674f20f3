/**
 * The day's best hours where people read them (issue 37 item 3), in Chromium: the day page says them in one
 * sentence above the hours strip, among the hours that begin 07:00–22:00 (on 2026-11-30 in Moscow the +2 hours are
 * 01:00–03:00 and 13:00–15:00: only the afternoon one is named); predict gives each best day its hours; and a
 * signed-in user sets the hours their reminders keep to in the Profile tab, with or without JavaScript, and the day
 * page and the selection form then follow them.
 */
import { expect, test } from "../fixtures.ts";
import { hydrated, json, signUpVia } from "../lib.ts";

test("dayPageNamesItsBestHoursInWakingTime", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/2026/11/30`);
  const best = page.getByTestId("best-hours");
  await expect(best).toContainText(/Лучшие часы для дел:\s13:00–15:00\./);
  await expect(best).toContainText(/с\s07:00\sдо\s22:00/);
  await expect(best).not.toContainText("01:00");
  await page.goto(`${baseUrl}/en/2026/11/30`);
  await expect(page.getByTestId("best-hours")).toContainText("Best hours to act: 13:00–15:00.");
});

test("predictGivesEachBestDayItsHours", async ({ page, baseUrl }) => {
  await page.goto(`${baseUrl}/predict?what=theme%3Atravel&year=2026&month=11`);
  await page.getByTestId("predict-result").waitFor();
  await expect(page.getByTestId("predict-best-rule")).toContainText(/с\s07:00\sдо\s22:00/);
  const days = await page.getByTestId("predict-day").evaluateAll((els) =>
    els.map((e) => ({
      best: e.textContent?.includes("Лучший") ?? false,
      hours: e.querySelector('[data-testid="predict-day-hours"]')?.textContent ?? null,
    })),
  );
  const best = days.filter((d) => d.best);
  expect(best.length).toBeGreaterThan(0);
  for (const d of best) {
    expect(d.hours).toMatch(
      /^Лучшие часы: \d\d:00–\d\d:00(, \d\d:00–\d\d:00)*$|^Хороших часов с\s07:00\sдо\s22:00\sнет$/,
    );
    for (const [, start] of d.hours!.matchAll(/(\d\d:00)–/g))
      expect(start! >= "07:00" && start! < "22:00").toBe(true);
  }
  expect(
    days.filter((d) => !d.best).every((d) => d.hours === null),
    "only the best days carry hours",
  ).toBe(true);
});

test("profileSetsTheHoursRemindersKeepTo", async ({ page, context, baseUrl }) => {
  await signUpVia(context.request, baseUrl, { name: "Ира", email: `hours.${Date.now()}@example.com` });
  const me = async () =>
    (await json<{ hoursWindow: unknown }>(await context.request.get(`${baseUrl}/api/user`))).hoursWindow;
  await page.goto(`${baseUrl}/client?tab=profile`);
  const form = page.getByTestId("hours-settings");
  await expect(form).toContainText("Часы для дел");
  await expect(page.getByTestId("hours-from")).toHaveValue("07:00");
  await expect(page.getByTestId("hours-to")).toHaveValue("22:00");
  await hydrated(page, "hours-save");
  // the end before the start: refused under the field, nothing saved
  await page.getByTestId("hours-from").selectOption("22:00");
  await page.getByTestId("hours-to").selectOption("07:00");
  await page.getByTestId("hours-save").click();
  await expect(page.getByTestId("hoursFrom-error")).toContainText("начало раньше конца");
  expect(await me()).toEqual({ from: "07:00", to: "22:00" });
  await page.getByTestId("hours-from").selectOption("09:00");
  await page.getByTestId("hours-to").selectOption("18:00");
  await page.getByTestId("hours-save").click();
  await expect(page.getByText("Часы сохранены")).toBeVisible();
  expect(await me()).toEqual({ from: "09:00", to: "18:00" });
  await page.reload();
  await expect(page.getByTestId("hours-from")).toHaveValue("09:00");
  await expect(page.getByTestId("hours-to")).toHaveValue("18:00");
  await hydrated(page, "hours-save");
  await page.getByTestId("hours-all").check();
  await expect(page.getByTestId("hours-from")).toBeDisabled();
  await page.getByTestId("hours-save").click();
  await expect.poll(me).toBeNull();
  // the day page and the selection form follow the hours the user keeps: all twelve names the night's +2 hour
  await page.goto(`${baseUrl}/2026/11/30`);
  await expect(page.getByTestId("best-hours")).toContainText(
    /Лучшие часы для дел:\s01:00–03:00, 13:00–15:00\./,
  );
  await expect(page.getByTestId("best-hours")).toContainText("Среди всех двенадцати часов");
  await page.goto(`${baseUrl}/predict/event`);
  await expect(page.getByTestId("select-all-hours")).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("profileHoursFormPostsThePage", async ({ page, context, baseUrl }) => {
    await signUpVia(context.request, baseUrl, { name: "Ира", email: `hours.nojs.${Date.now()}@example.com` });
    await page.goto(`${baseUrl}/en/client?tab=profile`);
    await page.getByTestId("hours-from").selectOption("08:00");
    await page.getByTestId("hours-to").selectOption("20:00");
    await page.getByTestId("hours-save").click();
    await expect(page.getByTestId("hours-settings")).toContainText("Hours saved");
    await expect(page.getByTestId("hours-from")).toHaveValue("08:00");
    const me = await json<{ hoursWindow: unknown }>(await context.request.get(`${baseUrl}/api/user`));
    expect(me.hoursWindow).toEqual({ from: "08:00", to: "20:00" });
    await page.goto(`${baseUrl}/en/2026/11/30`);
    await expect(page.getByTestId("best-hours")).toContainText("between 08:00 and 20:00");
    await page.goto(`${baseUrl}/en/predict/event`);
    await expect(page.getByTestId("select-hoursFrom")).toHaveValue("08:00");
    await expect(page.getByTestId("select-hoursTo")).toHaveValue("20:00");
  });
});
