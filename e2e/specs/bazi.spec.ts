/**
 * The Bazi calculator (/bazi, /en/bazi): the validation messages of docs/product.md §5 on the fields, a chart through
 * the city autocomplete (keyboard only) whose pillars equal the engine's (1990-05-15 14:30 Moscow, male: 庚午 辛巳 庚辰 癸未
 * in apparent solar time), the options switched in place, "hour unknown" (no hour pillar, the hint, the count of
 * hours keeping the verdict), a birth four minutes before 立春 saying what the chart after it would be (ru and en),
 * and the annual pillars and natal symbolic stars equal to the engine's chart JSON (its CLI, `bazi chart --json`).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { DESKTOP, MOBILE, outboxMails, reviewShot, SCREENSHOTS } from "../lib.ts";

/** Text as a reader sees it (innerText): the explanations of terms, closed, are in the page but not shown. */
const seen = { useInnerText: true };

/** Toggles "hour unknown" until the time field reacts (a click before hydration does nothing), then back. */
async function waitForHydration(page: Page) {
  const box = page.getByTestId("bazi-unknown-hour");
  const time = page.locator("#bazi-time");
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    expect(await time.isDisabled()).toBe(true);
  }).toPass({ timeout: 15_000, intervals: [200] });
  await box.click();
  await expect(time).toBeEnabled();
}

/** The field is marked invalid and described by its error, which says `text`. */
async function expectError(page: Page, field: string, text: string, message?: string) {
  const input = page.locator(field === "gender" ? "#bazi-gender-male" : `#bazi-${field}`);
  await expect(input, `${field} is marked invalid`).toHaveAttribute("aria-invalid", "true");
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((i) => i.endsWith("-error"));
  expect(id, `${field} is described by its error`).toBeTruthy();
  await expect(page.locator(`#${id}`), message).toHaveText(text);
}

/** A full-page screenshot for review, `<dir>/<name>.png`, when E2E_SCREENSHOTS=1 (lib.ts reviewShot). */
async function shot(page: Page, dir: string, name: string) {
  await reviewShot(page, join(dir, `${name}.png`), { fullPage: true });
}

/** Posts the Bazi form as a browser without JavaScript would (the e-mail is checked only on POST). */
async function postForm(page: Page, action: string, fields: URLSearchParams): Promise<void> {
  await page.goto(action);
  await Promise.all([
    page.waitForLoadState("load"),
    page.evaluate(
      ([url, entries]) => {
        const form = document.createElement("form");
        form.method = "post";
        form.action = url;
        for (const [k, v] of entries) {
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = k;
          input.value = v;
          form.append(input);
        }
        document.body.append(form);
        HTMLFormElement.prototype.submit.call(form);
      },
      [action, [...fields.entries()]] as const,
    ),
  ]);
  await page.getByTestId("error-summary").waitFor();
}

test("emptyFormShowsTheSpecMessages", async ({ page, baseUrl, artifactsDir }) => {
  for (const lang of ["ru", "en"] as const) {
    const prefix = lang === "en" ? "/en" : "";
    const required = lang === "ru" ? "Обязательное поле" : "Required";
    await page.goto(`${baseUrl}${prefix}/bazi`);
    await expect(page.getByTestId("error-summary"), "no errors before submitting").toHaveCount(0);
    // the name field takes no more than the server accepts (the message below names the same 255)
    await expect(page.locator("#bazi-name")).toHaveAttribute("maxlength", "255");
    if (lang === "ru") await shot(page, artifactsDir, "bazi-form-ru-desktop");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("error-summary").waitFor();
    expect(page.url(), "a posted form with errors stays on /bazi").not.toMatch(/\?/);
    for (const f of ["gender", "date", "time", "city", "lat", "lng", "tz"]) {
      await expectError(page, f, required, `${lang} ${f}`);
    }
    // the chart needs the birth only: the name and the e-mail are optional (issue 39 item 4)
    for (const f of ["name", "email"]) {
      await expect(page.locator(`#bazi-${f}`), `${lang} ${f} is optional`).not.toHaveAttribute(
        "aria-invalid",
      );
    }
    await expect(page.getByTestId("bazi-result")).toHaveCount(0);
    await shot(page, artifactsDir, `bazi-errors-${lang}-desktop`);

    // Too long a name, a bad e-mail; "hour unknown" needs no time.
    const q = new URLSearchParams({
      name: "x".repeat(256),
      gender: "male",
      date: "1990-05-15",
      time: "",
      unknownHour: "1",
      city: "Moscow",
      lat: "55.75",
      lng: "37.62",
      tz: "Europe/Moscow",
      email: "not-an-email",
      // the address is checked when the chart is to be mailed there
      send: "1",
    });
    await postForm(page, `${baseUrl}${prefix}/bazi`, q);
    await expectError(
      page,
      "name",
      lang === "ru" ? "Максимальная длина 255" : "The length must be between 1 and 255 characters",
    );
    await expectError(
      page,
      "email",
      lang === "ru" ? "Введите корректный адрес e-mail" : "Enter a valid e-mail address",
    );
    await expect(page.locator("#bazi-time")).not.toHaveAttribute("aria-invalid");
    await expect(page.locator("#bazi-gender-male")).not.toHaveAttribute("aria-invalid");
  }
  if (SCREENSHOTS) {
    await page.setViewportSize(MOBILE);
    await page.goto(`${baseUrl}/en/bazi`);
    await shot(page, artifactsDir, "bazi-form-en-mobile");
  }
});

test("chartThroughTheCityAutocomplete", async ({ page, baseUrl, artifactsDir }) => {
  await page.goto(`${baseUrl}/bazi`);
  await waitForHydration(page);
  await page.locator("#bazi-name").fill("Тест");
  await page.locator("#bazi-gender-male").check();
  await page.locator("#bazi-date").fill("1990-05-15");
  await page.locator("#bazi-time").fill("14:30");

  // The city by keyboard: type, arrow down to the first suggestion, Enter.
  const city = page.getByTestId("bazi-city");
  await city.focus();
  await city.pressSequentially("Москва", { delay: 30 });
  await page.getByTestId("bazi-city-option").first().waitFor();
  await expect(city).toHaveAttribute("aria-expanded", "true");
  await city.press("ArrowDown");
  await expect(city, "an option is active").toHaveAttribute("aria-activedescendant", /./);
  await city.press("Enter");
  await expect(page.locator("#bazi-tz")).toHaveValue("Europe/Moscow", { timeout: 10_000 });
  await expect(city).toHaveValue(/Москва/);
  expect(Math.round(Number(await page.locator("#bazi-lat").inputValue()))).toBe(56);
  expect(Math.round(Number(await page.locator("#bazi-lng").inputValue()))).toBe(38);
  await expect(page.getByTestId("bazi-result"), "Enter picked the city, it did not submit").toHaveCount(0);
  await page.locator("#bazi-email").fill("visitor@example.com");
  await page.getByTestId("bazi-submit").click();

  await page.getByTestId("bazi-result").waitFor();
  // Post/Redirect/Get: the chart has a link of its own, and the e-mail is not in it.
  await expect(page).toHaveURL(/\/bazi\?.*date=1990-05-15/, { timeout: 10_000 });
  expect(page.url()).not.toMatch(/email|example\.com/);
  const pillars = async () =>
    Promise.all(
      ["year", "month", "day", "hour"].map(async (p) => {
        const card = page.getByTestId(`pillar-${p}`);
        const zh = (await card.getAttribute("data-zh")) ?? "";
        await expect(card, `${p} shows its stem`).toContainText(zh[0]!, seen);
        return zh;
      }),
    );
  expect(await pillars()).toEqual(["庚午", "辛巳", "庚辰", "癸未"]);
  const options = page.getByTestId("bazi-options");
  await expect(options).toHaveAttribute("data-basis", "apparentSolar");
  await expect(options).toHaveAttribute("data-zi", "dayChangesAt23");
  await expect(page.getByTestId("luck-pillar")).toHaveCount(10);
  await expect(page.getByTestId("bazi-times")).toContainText(/14:30.*13:04/, seen);
  await shot(page, artifactsDir, "bazi-result-ru-desktop");

  // The options in place: each change re-submits the form.
  await page.getByTestId("option-basis-clock").check();
  await expect(options).toHaveAttribute("data-basis", "clock", { timeout: 10_000 });
  await expect(page).toHaveURL(/basis=clock/);
  expect(await pillars()).toEqual(["庚午", "辛巳", "庚辰", "癸未"]);
  await page.getByTestId("option-zi-lateZiSameDay").check();
  await expect(options).toHaveAttribute("data-zi", "lateZiSameDay", { timeout: 10_000 });
  await expect(options).toHaveAttribute("data-basis", "clock");
  await expect(page).toHaveURL(/zi=lateZiSameDay/);

  if (SCREENSHOTS) {
    await page.setViewportSize(MOBILE);
    await shot(page, artifactsDir, "bazi-result-ru-mobile");
  }
});

test("hourUnknownHasNoHourPillar", async ({ page, baseUrl, artifactsDir }) => {
  const q = new URLSearchParams({
    name: "Anna",
    gender: "female",
    date: "1990-05-15",
    time: "",
    unknownHour: "1",
    city: "Moscow, Russia",
    lat: "55.7558",
    lng: "37.6173",
    tz: "+3",
    email: "anna@example.com",
  });
  await page.goto(`${baseUrl}/en/bazi?${q}`);
  await page.getByTestId("bazi-result").waitFor();
  await expect(page.getByTestId("pillar-hour")).toHaveCount(0);
  await expect(page.getByTestId("pillar-hour-missing")).toContainText(/no hour pillar/, seen);
  await expect(page.getByTestId("pillar-day")).toHaveAttribute("data-zh", "庚辰");
  await expect(page.locator('[data-code="hourUnknown"]')).toHaveCount(1);
  // the chart comes first; its birth data are folded above it, and open with a tap
  await page.getByTestId("bazi-form-details").locator("summary").click();
  await expect(page.locator("#bazi-time-hint")).toContainText(
    /the Personal Calendar's day marks are the same whatever the hour.*for how many of the 12 hours/,
    seen,
  );
  // the chart says it, beside the strength verdict: the count of hours keeping the verdict and the useful element
  await expect(page.getByTestId("birth-time-hours")).toContainText(
    /^The verdict is the same for \d+ of the 12 hours, the useful element for \d+ of 12\.$/,
    seen,
  );
  await expect(page.getByTestId("bazi-unknown-hour")).toBeChecked();
  // the expert's table of the twelve possible hours: 庚 day, so the 子 hour is 丙子 (Five Rats), 亥 is 丁亥
  const hours = page.getByTestId("hour-option");
  await expect(hours).toHaveCount(12);
  await expect(hours.first()).toHaveAttribute("data-pillar", "丙子");
  await expect(hours.first()).toContainText(/子\s+23:00–01:00/, seen);
  await expect(hours.last()).toHaveAttribute("data-pillar", "丁亥");
  // the rows marked as differing are those the reading does not count among the hours with the same verdict
  const same = /holds for (\d+) of the 12/.exec(await page.getByTestId("reading-hourUnknown").innerText());
  expect(same, "the reading counts the hours with the same verdict").toBeTruthy();
  await expect(page.locator('[data-testid="hour-option"][data-differs="true"]')).toHaveCount(
    12 - Number(same![1]),
  );
  // its terms open their explanations too
  await page.getByTestId("hour-options").locator('[data-term="lifePalace"]').click();
  // the life palace is also a card of the result, with its own explanation: exactly one of them is open
  await expect(page.locator('[data-term-popover="lifePalace"]:popover-open')).toHaveCount(1, {
    timeout: 10_000,
  });
  if (SCREENSHOTS) {
    await page.keyboard.press("Escape");
    await shot(page, artifactsDir, "bazi-result-en-desktop");
  }
  // the Russian form's hint below is read on a phone
  await page.setViewportSize(MOBILE);
  await shot(page, artifactsDir, "bazi-result-en-mobile");

  await page.goto(`${baseUrl}/bazi`);
  await expect(page.locator("#bazi-time-hint")).toContainText(
    /отметки дней личного календаря те же при любом часе.*для скольких из 12 часов они верны\. Если время неизвестно, не указывайте час/,
    seen,
  );
  await shot(page, artifactsDir, "bazi-form-ru-mobile");
  if (SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/en/bazi`);
    await shot(page, artifactsDir, "bazi-form-en-desktop");
  }
});

interface EngineChart {
  annual: { year: number; zh: string; name: string; startsAt: string; age: number | null }[];
  stars: { key: string; name: string; basis: string; branches: string[]; inPillars: string[] }[];
  conception: { zh: string; name: string };
  lifePalace: { zh: string; name: string } | null;
  void: Record<"day" | "year", { branches: string[]; pillars: string[] }>;
}

const BAZI_CLI = fileURLToPath(new URL("../../packages/cli/bin/bazi.js", import.meta.url));

/** The engine's chart JSON for the chart link's query, from its CLI (the same input the page gives the service). */
function engineChart(q: URLSearchParams, lang: "ru" | "en", now: Date): EngineChart {
  const arg = (k: string) => q.get(k) ?? "";
  const args = ["chart", "--date", arg("date"), "--lat", arg("lat"), "--lng", arg("lng"), "--tz", arg("tz")];
  // the page shows ten years from four before the current one (the server's clock)
  const from = now.getUTCFullYear() - 4;
  args.push("--annual-from", String(from), "--annual-to", String(from + 9));
  args.push(...(q.get("unknownHour") ? ["--hour-unknown"] : ["--time", arg("time")]));
  args.push("--gender", arg("gender"), "--zi", arg("zi"), "--time-basis", arg("basis"));
  const r = spawnSync(process.execPath, [BAZI_CLI, ...args, "--json", "--lang", lang], { encoding: "utf8" });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as EngineChart;
}

/** The annual pillars and the stars on the page equal the engine's; the pillar in force at the server's "now" is marked. */
async function expectAnnualAndStars(
  page: Page,
  expected: EngineChart,
  now: Date,
  words: { now: string; age: string; beforeBirth: string },
) {
  const annual = page.getByTestId("annual-pillar");
  const shown = await annual.evaluateAll((els) =>
    els.map((el) => ({
      year: Number(el.getAttribute("data-year")),
      zh: el.getAttribute("data-zh"),
      name: el.querySelector("[data-testid=annual-name]")?.textContent ?? "",
      text: (el as HTMLElement).innerText,
    })),
  );
  expect(shown.map(({ year, zh, name }) => ({ year, zh, name }))).toEqual(
    expected.annual.map(({ year, zh, name }) => ({ year, zh, name })),
  );
  for (const [i, a] of shown.entries()) {
    expect(a.text, `${a.year} shows its year`).toContain(String(a.year));
    expect(a.text, `${a.year} shows its stem`).toContain(a.zh![0]!);
    const age = expected.annual[i]!.age;
    expect(a.text, `${a.year}: the age`).toContain(age === null ? words.beforeBirth : `${words.age} ${age}`);
  }
  const inForce = expected.annual.filter((a) => Date.parse(a.startsAt) <= now.getTime()).at(-1);
  const marked = page.locator('[data-testid=annual-pillar][aria-current="date"]');
  if (!inForce) await expect(marked, "no annual pillar is in force yet").toHaveCount(0);
  else if (inForce !== expected.annual.at(-1)) {
    await expect(marked, "the pillar in force today is marked").toHaveCount(1);
    await expect(marked).toHaveAttribute("data-year", String(inForce.year));
    await expect(marked).toContainText(new RegExp(words.now, "i"), seen);
  }

  // One card per star with its name, a meaning, and a row per basis: the branches and the pillars they stand in.
  const cards = await page.getByTestId("star").evaluateAll((els) =>
    els.map((el) => ({
      key: el.getAttribute("data-key") ?? "",
      name: el.querySelector("[data-testid=star-name]")?.textContent ?? "",
      meaning: el.querySelector("p")?.textContent ?? "",
      present: el.closest("[data-testid=stars-present]") !== null,
      rows: [...el.querySelectorAll("[data-testid=star-basis]")].map((r) => ({
        basis: r.getAttribute("data-basis"),
        branches: r.getAttribute("data-branches"),
        in: r.getAttribute("data-in"),
      })),
    })),
  );
  // the conception pillar, the life palace and the void branches as the engine gives them
  const conception = page.getByTestId("conception");
  await expect(conception).toContainText(expected.conception.name, seen);
  await expect(conception).toContainText(expected.conception.zh[0]!, seen);
  if (expected.lifePalace)
    await expect(page.getByTestId("life-palace")).toContainText(expected.lifePalace.name, seen);
  for (const by of ["day", "year"] as const) {
    const row = page.getByTestId(`void-${by}`);
    await expect(row, `void by ${by}`).toHaveAttribute("data-branches", expected.void[by].branches.join(""));
    await expect(row, `void by ${by}: where it falls or that it touches nothing`).toContainText(
      /—.*\S/,
      seen,
    );
  }

  const keys = [...new Set(expected.stars.map((s) => s.key))];
  expect(cards.map((c) => c.key).sort(), "one card per star").toEqual([...keys].sort());
  for (const key of keys) {
    const rows = expected.stars.filter((s) => s.key === key);
    const card = cards.find((c) => c.key === key)!;
    expect(card.name, `${key}: name`).toBe(rows[0]!.name);
    expect(card.meaning.trim().length, `${key}: meaning`).toBeGreaterThan(0);
    expect(card.present, `${key}: present in the chart or not`).toBe(
      rows.some((r) => r.inPillars.length > 0),
    );
    expect(card.rows, `${key}: bases`).toEqual(
      rows.map((r) => ({ basis: r.basis, branches: r.branches.join(""), in: r.inPillars.join(" ") })),
    );
  }
}

test("birthNearLichunSaysWhatTheOtherSideWouldBe", async ({ page, baseUrl }) => {
  // 1995-02-04 10:08 Moscow: 立春 begins at 10:12:51, four minutes later; the chart says so beside its strength
  const q = new URLSearchParams({
    name: "Anna",
    gender: "female",
    date: "1995-02-04",
    time: "10:08",
    city: "Moscow, Russia",
    lat: "55.7558",
    lng: "37.6173",
    tz: "Europe/Moscow",
  });
  for (const [path, sentence] of [
    [
      "/bazi",
      /^Если вы родились после 10:12:51 \(立春, «Начало весны»\), год и месяц меняются: 甲戌 → 乙亥, 丁丑 → 戊寅/,
    ],
    [
      "/en/bazi",
      /^If you were born after 10:12:51 \(立春, Start of Spring\), the year and the month change: 甲戌 → 乙亥, 丁丑 → 戊寅/,
    ],
  ] as const) {
    await page.goto(`${baseUrl}${path}?${q}`);
    const note = page.getByTestId("reading-strength").getByTestId("birth-time");
    await expect(
      note.getByTestId("birth-time-boundary").and(page.locator('[data-kind="jie"]')),
    ).toContainText(sentence, seen);
  }
});

test("annualPillarsAndStarsEqualTheEngine", async ({ page, baseUrl, artifactsDir, now }) => {
  await page.goto(`${baseUrl}/bazi`);
  await waitForHydration(page);
  await page.locator("#bazi-name").fill("Ребёнок");
  await page.locator("#bazi-gender-female").check();
  await page.locator("#bazi-date").fill("2020-08-08");
  await page.locator("#bazi-time").fill("10:15");
  await page.getByTestId("bazi-city").fill("Санкт-Петербург");
  await page.getByTestId("bazi-city").press("Escape");
  await page.locator("#bazi-lat").fill("59.9386");
  await page.locator("#bazi-lng").fill("30.3141");
  await page.locator("#bazi-tz").fill("Europe/Moscow");
  await page.locator("#bazi-email").fill("parent@example.com");
  await page.getByTestId("bazi-submit").click();
  await page.getByTestId("bazi-result").waitFor();
  await expect(page).toHaveURL(/\/bazi\?.*date=2020-08-08/, { timeout: 10_000 });
  const query = new URL(page.url()).searchParams;
  const at = now ? new Date(now) : new Date();

  await expectAnnualAndStars(page, engineChart(query, "ru", at), at, {
    now: "сейчас",
    age: "возраст",
    beforeBirth: "до рождения",
  });
  const row = page.getByTestId("annual");
  await expect(row, "the scrolling row is reachable by keyboard").toHaveAttribute("tabindex", "0");
  if (SCREENSHOTS) {
    await page.getByTestId("annual").scrollIntoViewIfNeeded();
    await shot(page, artifactsDir, "bazi-annual-stars-ru-desktop");
  }
  await page.setViewportSize(MOBILE);
  expect(
    await row.evaluate((el) => el.scrollWidth > el.clientWidth),
    "on a phone the annual pillars scroll sideways",
  ).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "the page itself does not scroll sideways",
  ).toBe(true);
  await shot(page, artifactsDir, "bazi-annual-stars-ru-mobile");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/en/bazi?${query}`);
  await page.getByTestId("bazi-result").waitFor();
  await expectAnnualAndStars(page, engineChart(query, "en", at), at, {
    now: "now",
    age: "age",
    beforeBirth: "before birth",
  });
});

test("theChartFirstFromTheBirthAlone", async ({ page, context, baseUrl, dataDir }) => {
  // issue 39 item 4: the birth alone computes; the chart opens above its folded form, on a phone too; a shared
  // link opens on the chart; the e-mail, optional, is used for what it says: the chart and its reading sent there
  for (const [lang, size] of [
    ["ru", DESKTOP],
    ["en", MOBILE],
  ] as const) {
    const prefix = lang === "en" ? "/en" : "";
    await page.setViewportSize(size);
    await page.goto(`${baseUrl}${prefix}/bazi`);
    await waitForHydration(page);
    await page.locator("#bazi-gender-female").check();
    await page.locator("#bazi-date").fill("1990-05-15");
    await page.locator("#bazi-time").fill("14:30");
    await page.getByTestId("bazi-city").fill("Moscow");
    await page.locator("#bazi-lat").fill("55.7558");
    await page.locator("#bazi-lng").fill("37.6173");
    await page.locator("#bazi-tz").fill("Europe/Moscow");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("bazi-result").waitFor();
    await expect(page.getByTestId("error-summary")).toHaveCount(0);
    // the reading's summary starts on the first screen; the form is folded under one line above the chart
    const summary = page.getByTestId("reading-summary");
    const top = (await summary.boundingBox())!.y;
    expect(top, `${lang}: the summary starts within the first screen`).toBeLessThan(size.height - 40);
    const details = page.getByTestId("bazi-form-details");
    await expect(details).not.toHaveAttribute("open");
    await expect(page.getByTestId("bazi-form")).toBeHidden();
    expect((await details.boundingBox())!.y).toBeLessThan(
      (await page.getByTestId("bazi-result").boundingBox())!.y,
    );

    // the chart's link, opened by someone else, opens on the chart too
    const link = page.url();
    const other = await context.browser()!.newPage({ viewport: size });
    await other.goto(link);
    await expect(other.getByTestId("reading-summary")).toBeVisible();
    await expect(other.getByTestId("bazi-form-details")).not.toHaveAttribute("open");
    await other.close();

    // the e-mail: asked for, the chart and its reading go there, and the address stays out of the link
    const to = `chart-${lang}-${Date.now()}@example.com`;
    await details.locator("summary").click();
    await page.locator("#bazi-email").fill(to);
    await page.getByTestId("bazi-send").check();
    await page.getByTestId("bazi-submit").click();
    await expect(page.getByTestId("bazi-sent")).toBeVisible({ timeout: 10_000 });
    expect(page.url()).not.toContain("example.com");
    if (dataDir) {
      const firstLine = (await summary.locator("li, p").first().innerText()).trim();
      await expect(async () => {
        const mails = outboxMails(dataDir, to);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(
          lang === "ru" ? "Ваша карта Бацзы и её разбор" : "Your Bazi chart and its reading",
        );
        expect(mails[0]!.text.replace(/\s+/g, " ")).toContain(firstLine.replace(/\s+/g, " "));
        expect(mails[0]!.text).toContain("庚午 辛巳");
      }).toPass({ timeout: 10_000 });
    }
  }
});
