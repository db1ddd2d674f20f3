/**
 * The e-mail digest's block in the Profile tab (decision 024) in Chromium, in Russian and English: a weekly digest
 * on a weekday is saved and still there after a reload; a daily one at the hour that is now at the user's place
 * arrives in the server's outbox within seconds (the job runs every second), in the page's language, with the
 * one-click unsubscribe address; without a paid chart, turning it on says a paid chart is needed (before any
 * request, so nothing fails in the console).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { accountWithCharts, hydrated, outboxMails } from "../lib.ts";

const TEXT = {
  ru: {
    saved: "Настройки сохранены",
    subject: (date: string) => `Ваш день ${date} · Анна`,
    why: "потому что включили ежедневный дайджест",
    unsubscribe: "Отписаться одним нажатием:",
    noChart: "Выберите карту с оплаченным Персональным календарём",
  },
  en: {
    saved: "Settings saved",
    subject: (date: string) => `Your day, ${date} · Анна`,
    why: "because you turned on the Bazi Calendar's daily digest",
    unsubscribe: "Unsubscribe in one click:",
    noChart: "Choose a chart with a paid Personal Calendar",
  },
};

async function save(page: Page, answer: string) {
  await hydrated(page, "email-digest-save");
  await page.getByTestId("email-digest-save").click();
  await expect(page.getByTestId("email-digest-message")).toHaveText(answer);
}

for (const lang of ["ru", "en"] as const) {
  const prefix = lang === "en" ? "/en" : "";
  const t = TEXT[lang];

  test(`digestWeeklyThenDailyArrives ${lang}`, async ({ page, context, baseUrl, dataDir, now }) => {
    expect(dataDir && now, "the runner's server, on its fixed clock, with its outbox readable").toBeTruthy();
    const email = `digest-e2e-${lang}@example.com`;
    await accountWithCharts({ context, baseUrl }, email, lang, [
      { fio: "Анна", product: lang === "en" ? "site-1m-usd" : "site-1m-rub" },
    ]);
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    const mode = page.getByTestId("email-digest-mode");
    await expect(mode).toHaveValue("off");

    // weekly on Fridays at 07:30: saved, and there after a reload
    await mode.selectOption("weekly");
    await page.getByTestId("email-digest-weekday").selectOption("5");
    await page.getByTestId("email-digest-time").selectOption("07:30");
    await save(page, t.saved);
    await page.reload();
    await expect(page.getByTestId("email-digest-mode")).toHaveValue("weekly");
    await expect(page.getByTestId("email-digest-weekday")).toHaveValue("5");
    await expect(page.getByTestId("email-digest-time")).toHaveValue("07:30");
    expect(outboxMails(dataDir!, email), "not Friday 07:30: nothing sent").toHaveLength(0);

    // daily at the hour it is now in Moscow (the chart's birthplace; no place saved): the job sends it
    const hour = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Moscow",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .format(new Date(now!))
      .padStart(2, "0");
    await page.getByTestId("email-digest-mode").selectOption("daily");
    await page.getByTestId("email-digest-time").selectOption(`${hour}:00`);
    await save(page, t.saved);
    const date = new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ru-RU", {
      timeZone: "Europe/Moscow",
      day: "numeric",
      month: "long",
      year: "numeric",
    })
      .format(new Date(now!))
      .replace(/\s*г\.$/, "");
    await expect(() => {
      const mails = outboxMails(dataDir!, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(t.subject(date));
      expect(mails[0]!.text).toContain(t.why);
      expect(mails[0]!.text).toMatch(
        new RegExp(`${t.unsubscribe} http://127\\.0\\.0\\.1:\\d+/unsubscribe/email/`),
      );
      expect(mails[0]!.headers["list-unsubscribe-post"] ?? "").toMatch(/^List-Unsubscribe=One-Click$/);
    }).toPass({ timeout: 15_000 });
  });

  test(`digestNeedsAPaidChart ${lang}`, async ({ page, context, baseUrl }) => {
    await accountWithCharts({ context, baseUrl }, `digest-nochart-${lang}@example.com`, lang, [
      { fio: "Олег" },
    ]);
    await page.goto(`${baseUrl}${prefix}/client?tab=profile`);
    await page.getByTestId("email-digest-mode").waitFor();
    await page.getByTestId("email-digest-mode").selectOption("daily");
    await save(page, t.noChart);
    await expect(page.getByTestId("email-digest-message")).toHaveAttribute("role", "alert");
  });
}
