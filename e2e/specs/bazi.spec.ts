/**
 * The Bazi calculator (/bazi, /en/bazi): the validation messages of docs/product.md §5 on the fields, a chart through
 * the city autocomplete (keyboard only) whose pillars equal the engine's (1990-05-15 14:30 Moscow, male: 庚午 辛巳 庚辰 癸未
 * in apparent solar time), the options switched in place, "hour unknown" (no hour pillar, the hint), and the
 * annual pillars and natal symbolic stars equal to the engine's chart JSON (its CLI, `bazi chart --json`).
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { test } from "../fixtures.ts";
import { eventually, MOBILE } from "../lib.ts";

/** Toggles "hour unknown" until the time field reacts (a click before hydration does nothing), then back. */
async function waitForHydration(page: Page) {
  const box = page.getByTestId("bazi-unknown-hour");
  const time = page.locator("#bazi-time");
  await eventually(
    async () => {
      if (!(await box.isChecked())) await box.click();
      assert.equal(await time.isDisabled(), true);
    },
    { timeout: 15_000, interval: 200 },
  );
  await box.click();
  assert.equal(await time.isDisabled(), false);
}

async function errorOf(page: Page, field: string): Promise<string> {
  const input = page.locator(field === "gender" ? "#bazi-gender-male" : `#bazi-${field}`);
  assert.equal(await input.getAttribute("aria-invalid"), "true", `${field} is marked invalid`);
  const ids = ((await input.getAttribute("aria-describedby")) ?? "").split(" ");
  const id = ids.find((i) => i.endsWith("-error"));
  assert.ok(id, `${field} is described by its error`);
  return (await page.locator(`#${id}`).innerText()).trim();
}

async function shot(page: Page, dir: string, name: string) {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
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
    assert.equal(await page.getByTestId("error-summary").count(), 0, "no errors before submitting");
    if (lang === "ru") await shot(page, artifactsDir, "bazi-form-ru-desktop");
    await page.getByTestId("bazi-submit").click();
    await page.getByTestId("error-summary").waitFor();
    assert.doesNotMatch(page.url(), /\?/, "a posted form with errors stays on /bazi");
    for (const f of ["name", "gender", "date", "time", "city", "lat", "lng", "tz", "email"]) {
      assert.equal(await errorOf(page, f), required, `${lang} ${f}`);
    }
    assert.equal(await page.getByTestId("bazi-result").count(), 0);
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
    });
    await postForm(page, `${baseUrl}${prefix}/bazi`, q);
    assert.equal(
      await errorOf(page, "name"),
      lang === "ru" ? "Максимальная длина 255" : "The length must be between 1 and 255 characters",
    );
    assert.equal(
      await errorOf(page, "email"),
      lang === "ru" ? "Введите корректный адрес e-mail" : "Enter a valid e-mail address",
    );
    assert.equal(await page.locator("#bazi-time").getAttribute("aria-invalid"), null);
    assert.equal(await page.locator("#bazi-gender-male").getAttribute("aria-invalid"), null);
  }
  await page.setViewportSize(MOBILE);
  await page.goto(`${baseUrl}/en/bazi`);
  await shot(page, artifactsDir, "bazi-form-en-mobile");
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
  assert.equal(await city.getAttribute("aria-expanded"), "true");
  await city.press("ArrowDown");
  assert.ok(await city.getAttribute("aria-activedescendant"), "an option is active");
  await city.press("Enter");
  await eventually(async () => assert.equal(await page.locator("#bazi-tz").inputValue(), "Europe/Moscow"));
  assert.match(await city.inputValue(), /Москва/);
  assert.equal(Math.round(Number(await page.locator("#bazi-lat").inputValue())), 56);
  assert.equal(Math.round(Number(await page.locator("#bazi-lng").inputValue())), 38);
  assert.equal(await page.getByTestId("bazi-result").count(), 0, "Enter picked the city, it did not submit");
  await page.locator("#bazi-email").fill("visitor@example.com");
  await page.getByTestId("bazi-submit").click();

  await page.getByTestId("bazi-result").waitFor();
  // Post/Redirect/Get: the chart has a link of its own, and the e-mail is not in it.
  await eventually(async () => assert.match(page.url(), /\/bazi\?.*date=1990-05-15/));
  assert.doesNotMatch(page.url(), /email|example\.com/);
  const pillars = async () =>
    Promise.all(
      ["year", "month", "day", "hour"].map(async (p) => {
        const card = page.getByTestId(`pillar-${p}`);
        const zh = (await card.getAttribute("data-zh")) ?? "";
        assert.ok((await card.innerText()).includes(zh[0]!), `${p} shows its stem`);
        return zh;
      }),
    );
  assert.deepEqual(await pillars(), ["庚午", "辛巳", "庚辰", "癸未"]);
  const options = page.getByTestId("bazi-options");
  assert.equal(await options.getAttribute("data-basis"), "apparentSolar");
  assert.equal(await options.getAttribute("data-zi"), "dayChangesAt23");
  assert.equal(await page.getByTestId("luck-pillar").count(), 10);
  assert.match(await page.getByTestId("bazi-times").innerText(), /14:30.*13:04/);
  await shot(page, artifactsDir, "bazi-result-ru-desktop");

  // The options in place: each change re-submits the form.
  await page.getByTestId("option-basis-clock").check();
  await eventually(async () => assert.equal(await options.getAttribute("data-basis"), "clock"));
  assert.match(page.url(), /basis=clock/);
  assert.deepEqual(await pillars(), ["庚午", "辛巳", "庚辰", "癸未"]);
  await page.getByTestId("option-zi-lateZiSameDay").check();
  await eventually(async () => assert.equal(await options.getAttribute("data-zi"), "lateZiSameDay"));
  assert.equal(await options.getAttribute("data-basis"), "clock");
  assert.match(page.url(), /zi=lateZiSameDay/);

  await page.setViewportSize(MOBILE);
  await shot(page, artifactsDir, "bazi-result-ru-mobile");
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
  assert.equal(await page.getByTestId("pillar-hour").count(), 0);
  assert.match(await page.getByTestId("pillar-hour-missing").innerText(), /no hour pillar/);
  assert.equal(await page.getByTestId("pillar-day").getAttribute("data-zh"), "庚辰");
  assert.equal(await page.locator('[data-code="hourUnknown"]').count(), 1);
  assert.match(await page.locator("#bazi-time-hint").innerText(), /right in 99% of cases.*12:00/);
  assert.equal(await page.getByTestId("bazi-unknown-hour").isChecked(), true);
  // the expert's table of the twelve possible hours: 庚 day, so the 子 hour is 丙子 (Five Rats), 亥 is 丁亥
  const hours = page.getByTestId("hour-option");
  assert.equal(await hours.count(), 12);
  assert.equal(await hours.first().getAttribute("data-pillar"), "丙子");
  assert.match(await hours.first().innerText(), /子\s+23:00–01:00/);
  assert.equal(await hours.last().getAttribute("data-pillar"), "丁亥");
  // the rows marked as differing are those the reading does not count among the hours with the same verdict
  const same = /holds for (\d+) of the 12/.exec(await page.getByTestId("reading-hourUnknown").innerText());
  assert.ok(same, "the reading counts the hours with the same verdict");
  const differs = await page.locator('[data-testid="hour-option"][data-differs="true"]').count();
  assert.equal(differs, 12 - Number(same[1]));
  // its terms open their explanations too
  await page.getByTestId("hour-options").locator('[data-term="lifePalace"]').click();
  // the life palace is also a card of the result, with its own explanation: exactly one of them is open
  await eventually(async () =>
    assert.equal(await page.locator('[data-term-popover="lifePalace"]:popover-open').count(), 1),
  );
  await page.keyboard.press("Escape");
  await shot(page, artifactsDir, "bazi-result-en-desktop");
  await page.setViewportSize(MOBILE);
  await shot(page, artifactsDir, "bazi-result-en-mobile");

  await page.goto(`${baseUrl}/bazi`);
  assert.match(
    await page.locator("#bazi-time-hint").innerText(),
    /расчёты без часа рождения верны в 99% случаев; если точное время неизвестно, укажите 12:00 или не указывайте час/i,
  );
  await shot(page, artifactsDir, "bazi-form-ru-mobile");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/en/bazi`);
  await shot(page, artifactsDir, "bazi-form-en-desktop");
});

interface EngineChart {
  annual: { year: number; zh: string; name: string; startsAt: string; age: number | null }[];
  stars: { key: string; name: string; basis: string; branches: string[]; inPillars: string[] }[];
  conception: { zh: string; name: string };
  lifePalace: { zh: string; name: string } | null;
  void: Record<"day" | "year", { branches: string[]; pillars: string[] }>;
}

const BAZI_CLI = fileURLToPath(new URL("../../packages/almanac/bin/bazi.js", import.meta.url));

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
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as EngineChart;
}

/** The annual pillars and the stars on the page equal the engine's; the pillar in force at the server's "now" is marked. */
async function assertAnnualAndStars(
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
  assert.deepEqual(
    shown.map(({ year, zh, name }) => ({ year, zh, name })),
    expected.annual.map(({ year, zh, name }) => ({ year, zh, name })),
  );
  for (const [i, a] of shown.entries()) {
    assert.ok(
      a.text.includes(String(a.year)) && a.text.includes(a.zh![0]!),
      `${a.year} shows its year and stem`,
    );
    const age = expected.annual[i]!.age;
    assert.ok(
      a.text.includes(age === null ? words.beforeBirth : `${words.age} ${age}`),
      `${a.year}: the age`,
    );
  }
  const inForce = expected.annual.filter((a) => Date.parse(a.startsAt) <= now.getTime()).at(-1);
  const marked = page.locator('[data-testid=annual-pillar][aria-current="date"]');
  if (!inForce) assert.equal(await marked.count(), 0, "no annual pillar is in force yet");
  else if (inForce !== expected.annual.at(-1)) {
    assert.equal(await marked.count(), 1, "the pillar in force today is marked");
    assert.equal(await marked.getAttribute("data-year"), String(inForce.year));
    assert.match(await marked.innerText(), new RegExp(words.now, "i"));
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
  const conception = await page.getByTestId("conception").innerText();
  assert.ok(conception.includes(expected.conception.name) && conception.includes(expected.conception.zh[0]!));
  if (expected.lifePalace)
    assert.ok((await page.getByTestId("life-palace").innerText()).includes(expected.lifePalace.name));
  for (const by of ["day", "year"] as const) {
    const row = page.getByTestId(`void-${by}`);
    assert.equal(
      await row.getAttribute("data-branches"),
      expected.void[by].branches.join(""),
      `void by ${by}`,
    );
    assert.equal(
      /—.*\S/.test(await row.innerText()),
      true,
      `void by ${by}: where it falls or that it touches nothing`,
    );
  }

  const keys = [...new Set(expected.stars.map((s) => s.key))];
  assert.deepEqual(cards.map((c) => c.key).sort(), [...keys].sort(), "one card per star");
  for (const key of keys) {
    const rows = expected.stars.filter((s) => s.key === key);
    const card = cards.find((c) => c.key === key)!;
    assert.equal(card.name, rows[0]!.name, `${key}: name`);
    assert.ok(card.meaning.trim().length > 0, `${key}: meaning`);
    assert.equal(
      card.present,
      rows.some((r) => r.inPillars.length > 0),
      `${key}: present in the chart or not`,
    );
    assert.deepEqual(
      card.rows,
      rows.map((r) => ({ basis: r.basis, branches: r.branches.join(""), in: r.inPillars.join(" ") })),
      `${key}: bases`,
    );
  }
}

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
  await eventually(async () => assert.match(page.url(), /\/bazi\?.*date=2020-08-08/));
  const query = new URL(page.url()).searchParams;
  const at = now ? new Date(now) : new Date();

  await assertAnnualAndStars(page, engineChart(query, "ru", at), at, {
    now: "сейчас",
    age: "возраст",
    beforeBirth: "до рождения",
  });
  const row = page.getByTestId("annual");
  assert.equal(await row.getAttribute("tabindex"), "0", "the scrolling row is reachable by keyboard");
  await page.getByTestId("annual").scrollIntoViewIfNeeded();
  await shot(page, artifactsDir, "bazi-annual-stars-ru-desktop");
  await page.setViewportSize(MOBILE);
  assert.ok(
    await row.evaluate((el) => el.scrollWidth > el.clientWidth),
    "on a phone the annual pillars scroll sideways",
  );
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    "the page itself does not scroll sideways",
  );
  await shot(page, artifactsDir, "bazi-annual-stars-ru-mobile");

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/en/bazi?${query}`);
  await page.getByTestId("bazi-result").waitFor();
  await assertAnnualAndStars(page, engineChart(query, "en", at), at, {
    now: "now",
    age: "age",
    beforeBirth: "before birth",
  });
});
