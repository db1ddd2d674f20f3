/**
 * What the Personal Calendar offers and where it is activated (issue 39, item 5), in Russian and English:
 * - the sales page (/personal) promises reminders by the channels this instance delivers and no other. The e2e
 *   server has a bot (a local Bot API server) and Web Push going to a local push service, and its mail goes to the
 *   dev outbox: Telegram (on the Russian site only, as the Profile tab offers it) and browser notifications, no
 *   e-mail digest;
 * - a saved chart's page (/bazi/{uuid}) offers «Активировать Персональный календарь» while the chart has none,
 *   leading to the checkout for that chart (/personal/{uuid}), and says until when it runs once paid; the client
 *   area's card activates into the same checkout. On a desktop and a 390×844 phone.
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { accountWithCharts, DESKTOP, MOBILE, reviewShot, seriousViolations } from "../lib.ts";

const LISTS = {
  ru: {
    channels: ["telegram", "push"],
    texts: [
      "Ежедневные напоминания в Telegram о благоприятных делах",
      "Уведомление в браузере с вашей оценкой дня в выбранное время",
    ],
  },
  en: {
    channels: ["push"],
    texts: ["A browser notification with your rating of the day at the time you choose"],
  },
} as const;

for (const lang of ["ru", "en"] as const) {
  test(`the sales list names only the channels this instance delivers (${lang})`, async ({
    page,
    baseUrl,
    telegram,
  }) => {
    test.skip(!telegram, "the channels of an outside server (E2E_BASE_URL) are not known here");
    const prefix = lang === "en" ? "/en" : "";
    await page.goto(`${baseUrl}${prefix}/personal`);
    const gives = page.getByTestId("personal-gives").locator("li");
    // four things the calendar itself gives, then one line per channel
    await expect(gives).toHaveCount(4 + LISTS[lang].channels.length);
    const channels = page.getByTestId("personal-gives").locator("li[data-channel]");
    expect(await channels.evaluateAll((els) => els.map((e) => e.getAttribute("data-channel")))).toEqual(
      LISTS[lang].channels,
    );
    // each line as read (the star before it is only decoration)
    await expect(channels).toHaveText(LISTS[lang].texts.map((text) => new RegExp(`^✦?\\s*${text}$`)));
    // no line promises e-mail (the dev outbox delivers nothing); English never promises Telegram
    await expect(page.getByTestId("personal-gives")).not.toContainText(/почт|e-mail/i);
    if (lang === "en") await expect(page.getByTestId("personal-gives")).not.toContainText("Telegram");
  });
}

/** The checkout the browser is on: the Personal Calendar's page fixed to the chart `name`. */
async function expectCheckoutFor(page: Page, baseUrl: string, prefix: string, uuid: string, name: string) {
  await page.waitForURL(`${baseUrl}${prefix}/personal/${uuid}`);
  await expect(page.getByTestId("pay-form")).toBeVisible();
  await expect(page.getByTestId("pay-chart-name")).toHaveText(name);
}

const TEXTS = {
  ru: {
    activate: "Активировать Персональный календарь",
    extend: "Продлить",
    chartName: "Для карты «Вера»",
    until: "Действует до 21 декабря 2026.",
    pay: "Оплатить (успех)",
  },
  en: {
    activate: "Activate Personal Calendar",
    extend: "Extend",
    chartName: "For the chart “Вера”",
    until: "Active until 21 December 2026.",
    pay: "Pay (success)",
  },
} as const;

for (const lang of ["ru", "en"] as const) {
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ] as const) {
    test(`a saved chart's page activates its Personal Calendar, then says until when (${lang}, ${device})`, async ({
      page,
      context,
      baseUrl,
      artifactsDir,
    }) => {
      await page.setViewportSize(viewport);
      const s = TEXTS[lang];
      const prefix = lang === "en" ? "/en" : "";
      const [chart] = await accountWithCharts(
        { context, baseUrl },
        `activate-${lang}-${device}@example.com`,
        lang,
        [{ fio: "Вера" }],
      );
      const uuid = chart!.uuid;

      // not paid: the chart's page offers the activation, above the chart itself
      await page.goto(`${baseUrl}${prefix}/bazi/${uuid}`);
      const block = page.getByTestId("saved-chart-calendar");
      await expect(block).toHaveAttribute("data-state", "inactive");
      const activate = page.getByTestId("saved-chart-activate");
      await expect(activate).toHaveText(s.activate);
      await expect(activate).toBeInViewport();
      await expect(page.getByTestId("saved-chart-extend")).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, "nothing runs past the screen").toBeLessThanOrEqual(viewport.width);
      expect(await seriousViolations(page)).toEqual([]);
      await reviewShot(page, join(artifactsDir, `saved-chart-activate-${lang}-${device}.png`));

      // it leads to the checkout for this chart, which pays in the sandbox
      await activate.click();
      await expectCheckoutFor(page, baseUrl, prefix, uuid, s.chartName);
      await page.locator(`[data-product="site-1m-${lang === "en" ? "usd" : "rub"}"] input`).check();
      await page.getByTestId("pay-confirm").check();
      await page.getByTestId("pay-consent").check();
      await page.getByTestId("pay-submit").click();
      await page.waitForURL(/\/sandbox\/pay\/sbx_/);
      await page.getByRole("button", { name: s.pay }).click();
      await page.waitForURL(/\/kassa\/success\?/);
      await page.getByTestId("kassa-paid-until").waitFor();

      // paid: the chart's page says until when, in words, and offers to extend it at the same checkout
      await page.goto(`${baseUrl}${prefix}/bazi/${uuid}`);
      await expect(block).toHaveAttribute("data-state", "active");
      await expect(page.getByTestId("saved-chart-calendar-text")).toHaveText(s.until);
      await expect(page.getByTestId("saved-chart-activate")).toHaveCount(0);
      await expect(page.getByTestId("saved-chart-extend")).toHaveText(s.extend);
      await expect(page.getByTestId("saved-chart-extend")).toHaveAttribute(
        "href",
        `${prefix}/personal/${uuid}`,
      );
      await reviewShot(page, join(artifactsDir, `saved-chart-active-${lang}-${device}.png`));
    });
  }

  test(`the client area's card activates into the checkout for its chart (${lang})`, async ({
    page,
    context,
    baseUrl,
  }) => {
    const s = TEXTS[lang];
    const prefix = lang === "en" ? "/en" : "";
    const [, second] = await accountWithCharts(
      { context, baseUrl },
      `card-activate-${lang}@example.com`,
      lang,
      [{ fio: "Олег" }, { fio: "Вера" }],
    );
    await page.goto(`${baseUrl}${prefix}/client`);
    const card = page.locator(`[data-testid="chart-card"][data-uuid="${second!.uuid}"]`);
    await expect(card.getByTestId("chart-activate")).toHaveText(s.activate);
    await card.getByTestId("chart-activate").click();
    await expectCheckoutFor(page, baseUrl, prefix, second!.uuid, s.chartName);
  });
}
