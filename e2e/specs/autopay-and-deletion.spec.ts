/**
 * Issue 22 in Chromium, in Russian and English, with the sandbox provider: autopay turned off on a chart card can
 * be turned back on for the paid period (both consents asked for, the renewal named), and the account's deletion
 * form lists the charts with paid time left — name, paid-until date in the page's language, whether autopay stops
 * — before the password; without paid charts the form is as before. After the deletion the page confirms what was
 * deleted and that the session ended, and a confirmation e-mail arrives at the account's address (issue 39).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { accountWithCharts, hydrated, outboxMails } from "../lib.ts";

type Lang = "ru" | "en";

/** "2026-12-21" as the page writes a paid-until date. */
function longDate(lang: Lang, ymd: string): string {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ru-RU", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
    .format(new Date(`${ymd}T00:00:00Z`))
    .replace(/\s*г\.$/, "");
}

const TEXT = {
  ru: {
    off: "Автоплатёж отключён",
    on: "Автоплатёж снова включён",
    isOff: "Автоплатёж отключён: календарь действует до",
    paid: (name: string, date: string) => `Персональный календарь «${name}» оплачен до ${date}`,
    stops: "автоплатёж остановится",
    noRefund: /не возвращаются/,
    deleted: "Аккаунт удалён",
    deletedWhat: /все сохранённые карты/,
    signedOut: "Вы вышли из аккаунта на всех устройствах.",
    mailSays: /удалён по вашей просьбе/,
  },
  en: {
    off: "Autopay disabled",
    on: "Autopay is on again",
    isOff: "Autopay is off: the calendar runs until",
    paid: (name: string, date: string) => `Personal Calendar “${name}” is paid until ${date}`,
    stops: "autopay will stop",
    noRefund: /not refunded/,
    deleted: "Account deleted",
    deletedWhat: /every saved chart/,
    signedOut: "You have been signed out on every device.",
    mailSays: /deleted as you asked/,
  },
};

async function click(page: Page, testId: string) {
  await hydrated(page, testId);
  await page.getByTestId(testId).first().click();
}

for (const lang of ["ru", "en"] as const) {
  const prefix = lang === "en" ? "/en" : "";
  const t = TEXT[lang];

  test(`turnAutopayBackOnForThePaidPeriod ${lang}`, async ({ page, context, baseUrl }) => {
    const product = lang === "en" ? "site-autopay-usd" : "site-autopay-rub";
    const [chart] = await accountWithCharts({ context, baseUrl }, `autopay-on-${lang}@example.com`, lang, [
      { fio: "Анна", product },
    ]);
    await page.goto(`${baseUrl}${prefix}/client`);
    await expect(page.getByTestId("chart-autopay")).toBeVisible();
    await expect(page.getByTestId("autopay-on"), "autopay on: nothing to turn back on").toHaveCount(0);
    // the notice shows for a second only: its wait starts before the click
    const off = page.getByTestId("notification").filter({ hasText: t.off }).waitFor();
    await click(page, "autopay-off");
    await off;
    const date = longDate(lang, chart!.disableDate!);
    await expect(page.getByTestId("chart-autopay-off-note")).toHaveText(
      `${t.isOff} ${date}${lang === "ru" ? ", списаний больше не будет." : ", nothing more will be charged."}`,
    );

    await page.getByTestId("autopay-on").locator("summary").click();
    const form = page.getByTestId("autopay-on-form");
    await expect(form).toHaveText(new RegExp(date));
    // both consents of a purchase are required before anything is sent
    await click(page, "autopay-on-submit");
    await expect(page.getByTestId("chart-autopay")).toHaveCount(0);
    await page.getByTestId("autopay-on-confirm").check();
    await page.getByTestId("autopay-on-consent").check();
    const on = page.getByTestId("notification").filter({ hasText: t.on }).waitFor();
    await click(page, "autopay-on-submit");
    await on;
    await expect(page.getByTestId("chart-autopay")).toBeVisible();
    await expect(page.getByTestId("autopay-on")).toHaveCount(0);
    await expect(page.getByTestId("autopay-off")).toHaveCount(1);
  });

  test(`deletingAnAccountListsThePaidTimeLost ${lang}`, async ({ page, context, baseUrl, dataDir }) => {
    const email = `delete-paid-${lang}@example.com`;
    const [paid, , fixed] = await accountWithCharts({ context, baseUrl }, email, lang, [
      { fio: "Анна", product: lang === "en" ? "site-autopay-usd" : "site-autopay-rub" },
      { fio: "Олег" },
      { fio: "Пётр", product: lang === "en" ? "site-6m-usd" : "site-6m-rub" },
    ]);
    await page.goto(`${baseUrl}${prefix}/client`);
    const section = page.getByTestId("account-delete");
    await hydrated(page, "account-delete");
    await section.locator("summary").click();
    const items = page.getByTestId("account-delete-paid-chart");
    await expect(items).toHaveText([
      `${t.paid("Анна", longDate(lang, paid!.disableDate!))}; ${t.stops}`,
      t.paid("Пётр", longDate(lang, fixed!.disableDate!)),
    ]);
    await expect(page.getByTestId("account-delete-paid")).toHaveText(t.noRefund);
    // said before the password is asked
    const before = await page
      .getByTestId("account-delete-paid")
      .evaluate(
        (list) =>
          (list.compareDocumentPosition(
            document.querySelector('[data-testid="account-delete-form"] [name="password"]')!,
          ) &
            Node.DOCUMENT_POSITION_FOLLOWING) !==
          0,
      );
    expect(before, "the paid charts come before the password field").toBe(true);
    await page.locator('[data-testid="account-delete-form"] [name="password"]').fill("Sunflower-42");
    await page.getByTestId("account-delete-submit").click();
    // the page confirms, in its language, and the mail goes to the address the account had
    await page.waitForURL(`${baseUrl}${prefix}/client?deleted=1`);
    const done = page.getByTestId("account-deleted");
    await expect(done.locator("h2")).toHaveText(t.deleted);
    await expect(done).toContainText(t.deletedWhat);
    await expect(done).toContainText(t.signedOut);
    await expect(page.getByTestId("sign-in")).toBeVisible();
    // the address alone, opened in another browser, tells nobody that an account was deleted
    const stranger = await page.context().browser()!.newPage();
    await stranger.goto(`${baseUrl}${prefix}/client?deleted=1`);
    await expect(stranger.getByTestId("sign-in")).toBeVisible();
    await expect(stranger.getByTestId("account-deleted")).toHaveCount(0);
    await stranger.close();
    await expect(() => {
      const mail = outboxMails(dataDir!, email).find((m) => m.subject === t.deleted);
      expect(mail, "the confirmation e-mail").toBeTruthy();
      expect(mail!.text).toMatch(t.mailSays);
    }).toPass({ timeout: 10_000 });
  });

  test(`deletingAnAccountWithoutPaidChartsIsAsBefore ${lang}`, async ({ page, context, baseUrl }) => {
    await accountWithCharts({ context, baseUrl }, `delete-free-${lang}@example.com`, lang, [{ fio: "Олег" }]);
    await page.goto(`${baseUrl}${prefix}/client`);
    await hydrated(page, "account-delete");
    await page.getByTestId("account-delete").locator("summary").click();
    await expect(page.getByTestId("account-delete-form")).toBeVisible();
    await expect(page.getByTestId("account-delete-paid")).toHaveCount(0);
  });
}
