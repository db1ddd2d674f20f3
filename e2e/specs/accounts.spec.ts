/**
 * Accounts (issue 5, docs/product.md §2–§8) as a person uses them:
 * - the journey: sign up in the header's dialog → save charts from /bazi → select one in the header's dropdown →
 *   change the password in /client → log out → the old password fails, the new one signs in → recover the password
 *   with the 6-digit code from the dev outbox → sign in with it → delete a chart → download the data (JSON with the
 *   e-mail and the chart) → delete the account (signing in then fails with "wrong login or password");
 * - the auth forms' validation messages (docs/product.md §5) on input, and the server's message in place;
 * - /client for a visitor ("Please sign in.") and the whole sign-up, saving and activation without JavaScript;
 * - another user's /bazi/{uuid} (and a bad uuid) is the 404 page; the session cookie is HttpOnly and page
 *   scripts cannot read it.
 *
 * The server's limits run on its fixed clock (APP_CLOCK_NOW), so their buckets never refill during a run: these
 * tests use few sign-ins and sign-ups (well under the per-IP bursts of 10).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { type Fixtures, test } from "../fixtures.ts";
import { DESKTOP, eventually, hydrated, outboxMails } from "../lib.ts";

const CHART_A = {
  name: "Анна",
  query: new URLSearchParams({
    name: "Анна",
    gender: "female",
    date: "1990-05-15",
    time: "14:30",
    city: "Москва, Россия",
    lat: "55.7558",
    lng: "37.6173",
    tz: "Europe/Moscow",
  }).toString(),
  born: "15 мая 1990, 14:30",
};
const CHART_B = {
  name: "Пётр",
  query: new URLSearchParams({
    name: "Пётр",
    gender: "male",
    date: "1985-03-02",
    unknownHour: "1",
    city: "Казань, Россия",
    lat: "55.7887",
    lng: "49.1221",
    tz: "Europe/Moscow",
  }).toString(),
  born: "2 марта 1985, час неизвестен",
};

async function text(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).first().innerText()).trim();
}

/** A field's error as a screen reader reaches it: the field is invalid and described by the message. */
async function fieldError(page: Page, scope: string, name: string): Promise<string> {
  const input = page.locator(`${scope} [name="${name}"]:not([type=hidden])`);
  assert.equal(await input.getAttribute("aria-invalid"), "true", `${name} is marked invalid`);
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const id = ids.find((i) => i.endsWith("-error"));
  assert.ok(id, `${name} is described by its error`);
  return (await page.locator(`[id="${id}"]`).innerText()).trim();
}

async function noFieldError(page: Page, scope: string, name: string) {
  const input = page.locator(`${scope} [name="${name}"]:not([type=hidden])`);
  assert.equal(await input.getAttribute("aria-invalid"), null, `${name} is valid`);
}

/** Opens the header's sign-in dialog (once the page has hydrated); answers the dialog. */
async function openAuthDialog(page: Page) {
  await hydrated(page, "sign-in");
  const dialog = page.getByTestId("auth-dialog");
  await eventually(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("sign-in").click();
    assert.equal(await dialog.isVisible(), true);
  });
  return dialog;
}

/** Signs in through the header's dialog; waits until the page shows the user signed in. */
async function signIn(page: Page, email: string, password: string) {
  await openAuthDialog(page);
  const form = '[data-testid="auth-dialog"] [data-testid="signin-form"]';
  await page.locator(`${form} [name="username"]`).fill(email);
  await page.locator(`${form} [name="password"]`).fill(password);
  await page.locator(`${form} [data-testid="signin-submit"]`).click();
  await page.getByTestId("header-user").waitFor();
  assert.equal(await page.getByTestId("auth-dialog").count(), 0, "the dialog is gone");
}

/** A sign-in that the server refuses: its message shows in the form. */
async function signInFails(page: Page, email: string, password: string, message: RegExp) {
  await openAuthDialog(page);
  const form = page.locator('[data-testid="auth-dialog"] [data-testid="signin-form"]');
  await form.locator('[name="username"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.getByTestId("signin-submit").click();
  await eventually(async () => assert.match(await form.getByTestId("form-error").innerText(), message));
  assert.equal(await page.getByTestId("header-user").count(), 0);
}

/** Logs out through the burger menu; lands on the home page as a visitor. */
async function logOut(page: Page, baseUrl: string) {
  await hydrated(page, "menu-button");
  await eventually(async () => {
    if ((await page.getByTestId("menu-button").getAttribute("aria-expanded")) !== "true")
      await page.getByTestId("menu-button").click();
    assert.equal(await page.getByTestId("menu").isVisible(), true);
  });
  await page.getByTestId("menu-sign-out").click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByTestId("sign-in").waitFor();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "session" || c.name === "__Host-session");
}

/** Saves the computed chart of `query` from /bazi; answers its uuid (the page it lands on). */
async function saveChart(page: Page, baseUrl: string, chart: { name: string; query: string }, email: string) {
  await page.goto(`${baseUrl}/bazi?${chart.query}`);
  const form = page.getByTestId("bazi-save");
  await form.waitFor();
  assert.equal(await form.locator('[name="email"]').inputValue(), email, "the e-mail is the user's");
  assert.equal(await form.locator('[name="name"]').inputValue(), chart.name, "the name comes from the form");
  await hydrated(page, "bazi-save-submit");
  const saved = page.getByTestId("notification").filter({ hasText: "Карта сохранена" }).waitFor();
  await form.getByTestId("bazi-save-submit").click();
  await page.waitForURL(/\/bazi\/[0-9a-f-]{36}$/);
  await saved;
  assert.equal(await text(page, "saved-chart-name"), chart.name);
  await page.getByTestId("bazi-result").waitFor();
  const uuid = page.url().split("/").pop() as string;
  // the saved chart is shared by its calculator link, never by its private page
  const shared = await page.getByTestId("bazi-share-link").inputValue();
  assert.ok(shared.startsWith(`${baseUrl}/bazi?`), shared);
  assert.ok(!shared.includes(uuid) && !shared.includes(email), shared);
  assert.equal(new URL(shared).searchParams.get("name"), chart.name);
  return uuid;
}

// ---------------------------------------------------------------------------------------------------------------
// The journey: one person, step by step. Each step leaves the person signed in or out as its name says; a step
// that needs the selected chart (e.g. a Personal Calendar activated by the operator command) goes after
// "selects it in the header's dropdown".

interface Journey extends Pick<Fixtures, "page" | "context" | "baseUrl" | "admin" | "dataDir"> {
  email: string;
  name: string;
  password: string;
  /** The two saved charts; `first` is the selected one. */
  first: string;
  second: string;
}

type Step = [string, (j: Journey) => Promise<void>];

const JOURNEY: Step[] = [
  [
    "signs up in the header's dialog",
    async ({ page, context, baseUrl, email, name, password }) => {
      await page.goto(`${baseUrl}/`);
      const dialog = await openAuthDialog(page);
      assert.ok(await dialog.getAttribute("aria-labelledby"), "the dialog is labelled");
      // Focus is in the dialog, on the sign-in tab's e-mail (once the forms' code has loaded); Escape closes it and
      // gives the focus back.
      await eventually(async () =>
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "username"),
      );
      assert.equal(await page.getByTestId("auth-tab-signin").getAttribute("aria-selected"), "true");
      await page.keyboard.press("Escape");
      await eventually(async () => assert.equal(await dialog.isVisible(), false));
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("data-testid")), "sign-in");
      await openAuthDialog(page);
      // Tab stays inside: backwards from the first control wraps to the last one.
      await page.getByTestId("auth-close").focus();
      await page.keyboard.press("Shift+Tab");
      assert.equal(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="auth-dialog"]'))),
        true,
      );
      // The tabs by keyboard: Right moves to sign-up.
      await page.getByTestId("auth-tab-signin").focus();
      await page.keyboard.press("ArrowRight");
      assert.equal(await page.getByTestId("auth-tab-signup").getAttribute("aria-selected"), "true");
      const form = '[data-testid="auth-dialog"] [data-testid="signup-form"]';
      await page.locator(`${form} [name="name"]`).fill(name);
      await page.locator(`${form} [name="email"]`).fill(email);
      await page.locator(`${form} [name="password"]`).fill(password);
      await page.locator(`${form} [name="repeat"]`).fill(password);
      await page.locator(`${form} [name="consent"]`).check();
      await page.locator(`${form} [data-testid="signup-submit"]`).click();
      // 201 signs in at once: the same page, now with the user's avatar and charts.
      await page.getByTestId("header-user").waitFor();
      assert.equal(page.url(), `${baseUrl}/`);
      assert.equal(await page.getByTestId("sign-in").count(), 0);
      assert.equal(await text(page, "header-user-label"), `Личный кабинет: ${name}`);
      assert.equal((await page.getByTestId("avatar").first().textContent())?.trim(), "АИ");
      // The session cookie is HttpOnly: page scripts cannot read it.
      const c = await sessionCookie(context);
      assert.ok(c, "a session cookie is set");
      assert.equal(c.httpOnly, true);
      assert.equal(c.sameSite, "Lax");
      assert.doesNotMatch(await page.evaluate(() => document.cookie), /(^|;\s*)(__Host-)?session=/);
    },
  ],
  [
    "saves two charts from the Bazi calculator",
    async (j) => {
      j.first = await saveChart(j.page, j.baseUrl, CHART_A, j.email);
      j.second = await saveChart(j.page, j.baseUrl, CHART_B, j.email);
      assert.notEqual(j.first, j.second);
    },
  ],
  [
    "selects a chart in the header's dropdown",
    async ({ page, baseUrl, first, second }) => {
      await page.goto(`${baseUrl}/2026/11/21`);
      await hydrated(page, "charts-button");
      const button = page.getByTestId("charts-button");
      await eventually(async () => {
        if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
        assert.equal(await page.getByTestId("charts-menu").isVisible(), true);
      });
      assert.equal(await page.getByTestId("charts-option").count(), 2);
      assert.equal(await page.locator('[data-testid="charts-option"][aria-pressed="true"]').count(), 0);
      assert.equal(await page.getByTestId("charts-create").getAttribute("href"), "/bazi");
      await page.locator(`[data-testid="charts-option"][data-uuid="${first}"]`).click();
      // The page reloads its data with the chart selected (and stays where it was).
      await eventually(async () => assert.equal(await text(page, "charts-selected"), CHART_A.name));
      assert.equal(page.url(), `${baseUrl}/2026/11/21`);
      await button.click();
      await eventually(async () =>
        assert.equal(
          await page
            .locator(`[data-testid="charts-option"][data-uuid="${first}"]`)
            .getAttribute("aria-pressed"),
          "true",
        ),
      );
      await page.keyboard.press("Escape");
      // The client area's cards: the selected one carries its tag; a chart without an hour says so.
      await page.goto(`${baseUrl}/client`);
      const cardA = page.locator(`[data-testid="chart-card"][data-uuid="${first}"]`);
      const cardB = page.locator(`[data-testid="chart-card"][data-uuid="${second}"]`);
      assert.equal(await cardA.getByTestId("chart-selected").count(), 1);
      assert.equal(await cardB.getByTestId("chart-selected").count(), 0);
      assert.equal((await cardA.getByTestId("chart-born").innerText()).trim(), CHART_A.born);
      assert.equal((await cardB.getByTestId("chart-born").innerText()).trim(), CHART_B.born);
      assert.equal((await cardA.getByTestId("chart-city").innerText()).trim(), "Москва, Россия");
      assert.equal(await cardA.getByTestId("chart-activate").count(), 1);
      assert.equal(await cardB.getByTestId("chart-delete").count(), 1);
    },
  ],
  // ← steps that need the selected chart go here.
  [
    "sees personal data on a day after the operator activates the chart",
    async ({ page, baseUrl, first, admin }) => {
      assert.ok(admin, "the runner can run operator commands");
      // the server restarts for the command: leave the page first, so nothing it prefetches fails meanwhile
      await page.goto("about:blank");
      assert.match(await admin(["chart:activate", first, "1"]), /paid until 2026-12-21/);
      // 40 days ahead: beyond the public window, open with the Personal Calendar
      await page.goto(`${baseUrl}/2026/12/31`);
      await page.getByTestId("personal").waitFor();
      assert.match(await text(page, "personal-for"), new RegExp(`${CHART_A.name}.*21\\sдекабря\\s2026`));
      assert.equal(await page.getByTestId("personal-hours").locator("li").count(), 12);
      assert.equal(await page.getByTestId("locked").count(), 0);
      // the card says paid until, and a paid chart cannot be deleted
      await page.goto(`${baseUrl}/client`);
      const card = page.locator(`[data-testid="chart-card"][data-uuid="${first}"]`);
      assert.equal(await card.getByTestId("chart-paid-until").count(), 1);
      assert.equal(await card.getByTestId("chart-delete").count(), 0);
    },
  ],
  [
    "changes the password in the client area",
    async (j) => {
      const { page, baseUrl } = j;
      await page.goto(`${baseUrl}/client`);
      // Real tabs: arrows move between them.
      await hydrated(page, "tab-charts");
      await page.getByTestId("tab-charts").focus();
      for (const _ of [1, 2, 3]) await page.keyboard.press("ArrowRight");
      assert.equal(await page.getByTestId("tab-password").getAttribute("aria-selected"), "true");
      assert.equal(await page.getByTestId("panel-password").isVisible(), true);
      assert.equal(await page.getByTestId("panel-charts").isVisible(), false);
      // Validated on blur; the confirmation re-checks when the new password changes.
      const form = '[data-testid="password-form"]';
      const pass = page.locator(`${form} [name="pass"]`);
      const check = page.locator(`${form} [name="checkPass"]`);
      await pass.focus();
      await check.focus();
      assert.equal(await fieldError(page, form, "pass"), "Пожалуйста, введите пароль");
      await pass.fill("abc");
      await check.fill(`${j.password}-2`);
      await pass.focus();
      assert.equal(await fieldError(page, form, "pass"), "Пароль: от 6 до 20 символов");
      assert.equal(await fieldError(page, form, "checkPass"), "Пароли не совпадают");
      await pass.fill(`${j.password}-2`);
      await eventually(async () => noFieldError(page, form, "checkPass"));
      const changed = page.getByTestId("notification").filter({ hasText: "Пароль изменён" }).waitFor();
      await page.locator(`${form} [data-testid="password-submit"]`).click();
      await changed;
      j.password = `${j.password}-2`;
      // Still signed in (this session continues with a new token).
      await page.reload();
      await page.getByTestId("client-hello").waitFor();
    },
  ],
  [
    "logs out",
    async ({ page, context, baseUrl, name }) => {
      await hydrated(page, "menu-button");
      await page.getByTestId("menu-button").click();
      assert.equal(await text(page, "menu-user-name"), name);
      assert.equal(await page.getByTestId("menu-user").getAttribute("href"), "/client");
      assert.equal(await page.getByTestId("menu-charts").getAttribute("href"), "/client");
      assert.equal(await page.getByTestId("menu-personal").getAttribute("href"), "/personal");
      await page.keyboard.press("Escape");
      await logOut(page, baseUrl);
      assert.equal(await sessionCookie(context), undefined, "the cookie is gone");
      await page.goto(`${baseUrl}/client`);
      assert.equal(await text(page, "client-sign-in-please"), "Пожалуйста, войдите.");
    },
  ],
  [
    "signs in with the new password (the old one fails)",
    async ({ page, baseUrl, email, password }) => {
      await page.goto(`${baseUrl}/`);
      await signInFails(page, email, password.replace(/-2$/, ""), /Неверный логин или пароль/);
      await page.reload();
      await signIn(page, email, password);
    },
  ],
  [
    "recovers the password with the code from the e-mail",
    async (j) => {
      const { page, baseUrl, email, dataDir } = j;
      assert.ok(dataDir, "the runner started the server (its outbox is readable)");
      await logOut(page, baseUrl);
      await openAuthDialog(page);
      await page.getByTestId("signin-forgot").click();
      assert.equal(await page.getByTestId("auth-tab-recovery").getAttribute("aria-selected"), "true");
      const form = '[data-testid="auth-dialog"] [data-testid="recovery-form"]';
      await page.locator(`${form} [name="email"]`).fill(email);
      await page.locator(`${form} [data-testid="recovery-submit"]`).click();
      await page.locator(`${form}[data-step="2"]`).waitFor();
      assert.match(
        await page.locator(`${form} [data-testid="form-success"]`).innerText(),
        /Код восстановления отправлен на почту/,
      );
      const mail = await eventually(() => Promise.resolve(recoveryMail(dataDir, email)));
      assert.match(mail.text, new RegExp(mail.code), "the text body has the code too");
      // A wrong code first: the server's message in place.
      const wrong = mail.code === "000000" ? "111111" : "000000";
      await page.locator(`${form} [name="code"]`).fill(wrong);
      await page.locator(`${form} [data-testid="recovery-submit"]`).click();
      await eventually(async () =>
        assert.match(await page.locator(`${form} [data-testid="form-error"]`).innerText(), /Неверный код/),
      );
      await page.locator(`${form} [name="code"]`).fill(mail.code);
      await page.locator(`${form} [data-testid="recovery-submit"]`).click();
      await page.locator(`${form}[data-step="3"]`).waitFor();
      const recovered = `${j.password}-3`;
      await page.locator(`${form} [name="password"]`).fill(recovered);
      await page.locator(`${form} [name="repeat"]`).fill(recovered);
      await page.locator(`${form} [data-testid="recovery-submit"]`).click();
      // Back to the sign-in tab with "password changed"; recovery starts again at step 1.
      await eventually(async () =>
        assert.equal(await page.getByTestId("auth-tab-signin").getAttribute("aria-selected"), "true"),
      );
      const signin = '[data-testid="auth-dialog"] [data-testid="signin-form"]';
      assert.match(
        await page.locator(`${signin} [data-testid="form-success"]`).innerText(),
        /Пароль изменён/,
      );
      assert.equal(await page.locator(`${signin} [name="username"]`).inputValue(), email);
      assert.equal(await page.locator(form).getAttribute("data-step"), "1");
      j.password = recovered;
      await page.keyboard.press("Escape");
    },
  ],
  [
    "signs in with the recovered password",
    async ({ page, baseUrl, email, password }) => {
      await page.goto(`${baseUrl}/`);
      await signIn(page, email, password);
    },
  ],
  [
    "deletes a chart",
    async ({ page, baseUrl, first, second }) => {
      await page.goto(`${baseUrl}/client`);
      await hydrated(page, "tab-charts");
      const card = page.locator(`[data-testid="chart-card"][data-uuid="${second}"]`);
      await card.locator("summary").click();
      await card.getByTestId("chart-delete-confirm").click();
      await eventually(async () => assert.equal(await page.getByTestId("chart-card").count(), 1));
      const left = page.getByTestId("chart-card");
      assert.equal(await left.getAttribute("data-uuid"), first);
      assert.equal(await left.getByTestId("chart-selected").count(), 1, "the selected chart stays selected");
      await page.getByTestId("charts-button").click();
      await eventually(async () => assert.equal(await page.getByTestId("charts-option").count(), 1));
      await page.keyboard.press("Escape");
    },
  ],
  [
    "downloads the data",
    async ({ page, email, first }) => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByTestId("data-download").click(),
      ]);
      const path = await download.path();
      const json = JSON.parse(readFileSync(path, "utf8")) as {
        account: { email: string; name: string };
        charts: { id?: string; fio: string }[];
      };
      assert.equal(json.account.email, email);
      assert.deepEqual(
        json.charts.map((c) => c.fio),
        [CHART_A.name],
      );
      assert.ok(JSON.stringify(json.charts).includes(first), "the chart's uuid is there");
      assert.doesNotMatch(JSON.stringify(json), /argon2/, "no password hash");
    },
  ],
  [
    "deletes the account",
    async ({ page, baseUrl, email, password }) => {
      const section = page.getByTestId("account-delete");
      await section.locator("summary").click();
      const form = '[data-testid="account-delete-form"]';
      await page.locator(`${form} [name="password"]`).fill("not-my-password");
      await page.locator(`${form} [data-testid="account-delete-submit"]`).click();
      await eventually(async () =>
        assert.match(
          await page.locator(`${form} [data-testid="form-error"]`).innerText(),
          /Неверный логин или пароль/,
        ),
      );
      await page.locator(`${form} [name="password"]`).fill(password);
      await page.locator(`${form} [data-testid="account-delete-submit"]`).click();
      await page.waitForURL(`${baseUrl}/`);
      await page.getByTestId("sign-in").waitFor();
      await signInFails(page, email, password, /Неверный логин или пароль/);
    },
  ],
];

// Failed form posts (a wrong password, an invalid code) answer 200 with the messages (issue 22): no console noise.
test("accountJourney", async ({ page, context, baseUrl, admin, dataDir }) => {
  // Twelve steps and one server restart (the operator's command) in one test: ~40 s on a quiet machine, over the
  // 60 s limit on CI's loaded one.
  test.slow();
  const j: Journey = {
    page,
    context,
    baseUrl,
    admin,
    dataDir,
    email: `journey-${Date.now()}@example.com`,
    name: "Анна Иванова",
    password: "Plum-tree-7",
    first: "",
    second: "",
  };
  for (const [name, step] of JOURNEY) {
    try {
      await step(j);
    } catch (e) {
      (e as Error).message = `step "${name}": ${(e as Error).message}`;
      throw e;
    }
  }
});

// ---------------------------------------------------------------------------------------------------------------

test("authFormsShowTheSpecMessages", async ({ page, baseUrl }) => {
  // ru: in the header's dialog.
  await page.goto(`${baseUrl}/`);
  await openAuthDialog(page);
  const signin = '[data-testid="auth-dialog"] [data-testid="signin-form"]';
  await page.locator(`${signin} [data-testid="signin-submit"]`).click();
  assert.equal(await fieldError(page, signin, "username"), "Введите адрес электронной почты");
  assert.equal(await fieldError(page, signin, "password"), "Пожалуйста, введите пароль");
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute("name")),
    "username",
    "the first bad field takes the focus",
  );
  await page.locator(`${signin} [name="username"]`).fill("not-an-email");
  await page.locator(`${signin} [name="password"]`).focus();
  assert.equal(await fieldError(page, signin, "username"), "Введите корректный адрес электронной почты");
  await page.locator(`${signin} [name="username"]`).fill("nobody@example.com");
  await eventually(async () => noFieldError(page, signin, "username"));
  // The server's answer shows in place.
  await page.locator(`${signin} [name="password"]`).fill("whatever-1");
  await page.locator(`${signin} [data-testid="signin-submit"]`).click();
  const error = page.locator(`${signin} [data-testid="form-error"]`);
  await eventually(async () => assert.equal((await error.innerText()).trim(), "Неверный логин или пароль"));
  assert.equal(await error.getAttribute("role"), "alert");
  assert.match((await page.locator(signin).getAttribute("aria-describedby")) ?? "", /\S/);

  await page.getByTestId("auth-tab-signup").click();
  const signup = '[data-testid="auth-dialog"] [data-testid="signup-form"]';
  await page.locator(`${signup} [data-testid="signup-submit"]`).click();
  assert.equal(await fieldError(page, signup, "name"), "Введите имя");
  assert.equal(await fieldError(page, signup, "email"), "Введите адрес электронной почты");
  assert.equal(await fieldError(page, signup, "password"), "Пожалуйста, введите пароль");
  // the consent is its own checkbox, and nothing is sent without it
  assert.equal(await fieldError(page, signup, "consent"), "Дайте согласие на обработку персональных данных");
  await page.locator(`${signup} [name="consent"]`).check();
  await eventually(async () => noFieldError(page, signup, "consent"));
  await page.locator(`${signup} [name="password"]`).fill("12345");
  await page.locator(`${signup} [name="repeat"]`).fill("123456");
  await page.locator(`${signup} [name="name"]`).focus();
  assert.equal(await fieldError(page, signup, "password"), "Пароль: от 6 до 20 символов");
  assert.equal(await fieldError(page, signup, "repeat"), "Пароли не совпадают");
  await page.locator(`${signup} [name="password"]`).fill("x".repeat(21));
  await page.locator(`${signup} [name="name"]`).focus();
  assert.equal(await fieldError(page, signup, "password"), "Пароль: от 6 до 20 символов");
  await page.locator(`${signup} [name="password"]`).fill("123456");
  await eventually(async () => noFieldError(page, signup, "repeat"));

  await page.getByTestId("auth-tab-recovery").click();
  const recovery = '[data-testid="auth-dialog"] [data-testid="recovery-form"]';
  await page.locator(`${recovery} [name="email"]`).fill("bad@");
  await page.locator(`${recovery} [data-testid="recovery-submit"]`).click();
  assert.equal(await fieldError(page, recovery, "email"), "Введите корректный адрес электронной почты");

  // en: on the client page.
  await page.goto(`${baseUrl}/en/client?auth=signup`);
  await hydrated(page, "signup-submit");
  assert.equal(await page.getByTestId("auth-tab-signup").getAttribute("aria-selected"), "true");
  const en = '[data-testid="signup-form"]';
  await page.locator(`${en} [name="email"]`).fill("x@y");
  await page.locator(`${en} [name="password"]`).fill("abc");
  await page.locator(`${en} [name="repeat"]`).fill("abcdefg");
  await page.locator(`${en} [data-testid="signup-submit"]`).click();
  assert.equal(await fieldError(page, en, "name"), "Enter a name");
  assert.equal(await fieldError(page, en, "email"), "Enter a valid e-mail address");
  assert.equal(await fieldError(page, en, "password"), "Password: 6 to 20 characters");
  assert.equal(await fieldError(page, en, "repeat"), "Passwords do not match");
});

/**
 * Without JavaScript: the header's link leads to /client ("Please sign in."), the tabs are links, signing up
 * posts the page and comes back signed in; a chart is saved from /bazi and activated (selected, then /personal).
 * Then, with JavaScript: that chart's page is a 404 for a visitor, for another user and for a bad uuid, and the
 * other user's session cookie is HttpOnly.
 */
test("withoutJavaScriptAndOtherUsersCharts", async ({
  page,
  context,
  browser,
  baseUrl,
  allowConsoleErrors,
}) => {
  const email = `nojs-${Date.now()}@example.com`;
  let uuid = "";
  const nojs = await browser.newContext({ viewport: DESKTOP, locale: "ru-RU", javaScriptEnabled: false });
  try {
    const p = await nojs.newPage();
    await p.goto(`${baseUrl}/`);
    assert.equal(await p.getByTestId("sign-in").getAttribute("href"), "/client");
    await p.getByTestId("sign-in").click();
    await p.waitForURL(`${baseUrl}/client`);
    assert.equal(await text(p, "client-sign-in-please"), "Пожалуйста, войдите.");
    await p.getByTestId("auth-tab-signup").click();
    await p.waitForURL(`${baseUrl}/client?auth=signup`);
    const signup = '[data-testid="signup-form"]';
    // The server checks what the browser did not: the repeated password.
    await p.locator(`${signup} [name="name"]`).fill("Борис");
    await p.locator(`${signup} [name="email"]`).fill(email);
    await p.locator(`${signup} [name="password"]`).fill("Cedar-grove-5");
    await p.locator(`${signup} [name="repeat"]`).fill("Cedar-grove-6");
    await p.locator(`${signup} [name="consent"]`).check();
    await p.locator(`${signup} [data-testid="signup-submit"]`).click();
    assert.equal(await fieldError(p, signup, "repeat"), "Пароли не совпадают");
    await p.locator(`${signup} [name="password"]`).fill("Cedar-grove-5");
    await p.locator(`${signup} [name="repeat"]`).fill("Cedar-grove-5");
    await p.locator(`${signup} [data-testid="signup-submit"]`).click();
    await p.getByTestId("client-hello").waitFor();
    assert.equal(await text(p, "client-hello"), "Здравствуйте, Борис!");
    assert.equal(await text(p, "charts-empty").then((s) => s.length > 0), true);
    // Save a chart from the calculator.
    await p.goto(`${baseUrl}/bazi?${CHART_A.query}`);
    await p.getByTestId("bazi-save-submit").click();
    await p.waitForURL(/\/bazi\/[0-9a-f-]{36}\?saved=1$/);
    uuid = new URL(p.url()).pathname.split("/").pop() as string;
    assert.equal(await text(p, "saved-chart-name"), CHART_A.name);
    // Activate: the chart is selected, then the Personal Calendar page.
    await p.goto(`${baseUrl}/client`);
    await p.getByTestId("chart-activate").click();
    await p.waitForURL(`${baseUrl}/personal`);
    await p.goto(`${baseUrl}/client`);
    assert.equal(await p.getByTestId("chart-selected").count(), 1);
    // The other tabs, as links.
    await p.getByTestId("tab-payments").click();
    await p.waitForURL(`${baseUrl}/client?tab=payments`);
    assert.equal(await text(p, "payments-empty"), "Платежей пока нет.");
    await p.getByTestId("tab-profile").click();
    assert.equal(await text(p, "profile-email"), email);
    // the reminders section offers to connect Telegram (reminders.spec.ts goes further)
    assert.match(await text(p, "messenger"), /Напоминания в Telegram/);
    assert.equal(await text(p, "messenger-connect"), "Подключить Telegram");
    // Log out from the page (the menu needs JavaScript).
    await p.getByTestId("client-sign-out").click();
    await p.waitForURL(`${baseUrl}/`);
    assert.equal(await p.getByTestId("sign-in").count(), 1);
    assert.equal(await sessionCookie(nojs), undefined);
  } finally {
    await nojs.close();
  }

  // Another person's chart: a 404 for a visitor, for another user, and for a uuid that is nobody's.
  allowConsoleErrors(/the server responded with a status of 404 \(/);
  const chartPath = `/bazi/${uuid}`;
  let res = await page.goto(`${baseUrl}${chartPath}`);
  assert.equal(res?.status(), 404);
  assert.match(await page.locator("h1").innerText(), /Страница не найдена/);
  await signUp(page, baseUrl, `other-${Date.now()}@example.com`);
  res = await page.goto(`${baseUrl}${chartPath}`);
  assert.equal(res?.status(), 404);
  assert.equal(await page.getByTestId("bazi-result").count(), 0);
  res = await page.goto(`${baseUrl}/en/bazi/not-a-uuid`);
  assert.equal(res?.status(), 404);
  assert.match(await page.locator("h1").innerText(), /could not be found|not found/i);
  // The session cookie: HttpOnly, and invisible to the page's scripts.
  const c = await sessionCookie(context);
  assert.ok(c, "signed in");
  assert.equal(c.httpOnly, true);
  assert.doesNotMatch(await page.evaluate(() => document.cookie), /(^|;\s*)(__Host-)?session=/);
});

/** Signs up through the header's dialog. */
async function signUp(page: Page, baseUrl: string, email: string) {
  await page.goto(`${baseUrl}/`);
  await openAuthDialog(page);
  await page.getByTestId("auth-tab-signup").click();
  const form = '[data-testid="auth-dialog"] [data-testid="signup-form"]';
  await page.locator(`${form} [name="name"]`).fill("Other Person");
  await page.locator(`${form} [name="email"]`).fill(email);
  await page.locator(`${form} [name="password"]`).fill("Maple-leaf-9");
  await page.locator(`${form} [name="repeat"]`).fill("Maple-leaf-9");
  await page.locator(`${form} [name="consent"]`).check();
  await page.locator(`${form} [data-testid="signup-submit"]`).click();
  await page.getByTestId("header-user").waitFor();
}

test("clientAreaAsksVisitorsToSignIn", async ({ page, baseUrl }) => {
  for (const [path, please, title] of [
    ["/client", "Пожалуйста, войдите.", "Личный кабинет"],
    ["/en/client", "Please sign in.", "My account"],
  ] as const) {
    const res = await page.goto(`${baseUrl}${path}`);
    assert.equal(res?.status(), 200);
    assert.equal(await page.locator("h1").innerText(), title);
    assert.equal(await text(page, "client-sign-in-please"), please);
    assert.equal(await page.getByTestId("auth-tab-signin").getAttribute("aria-selected"), "true");
    assert.equal(await page.getByTestId("signin-form").isVisible(), true);
    assert.equal(await page.getByTestId("client-tabs").count(), 0, "no account tabs for visitors");
  }
});

/** The newest recovery e-mail to `to` in the outbox: its 6-digit code (from the subject) and its text. */
function recoveryMail(dataDir: string, to: string): { code: string; text: string } {
  for (const mail of outboxMails(dataDir, to)) {
    const code = /^(?:Код восстановления пароля|Password recovery code): (\d{6})$/.exec(mail.subject)?.[1];
    if (code) return { code, text: mail.text };
  }
  throw new Error(`no recovery e-mail to ${to} in ${dataDir}/outbox`);
}
