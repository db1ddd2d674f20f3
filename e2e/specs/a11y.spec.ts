/**
 * Accessibility: axe-core on every page in both locales (and the Bazi and predict results, the 404 page, a
 * locked day; the signed-in payment pages are audited in payments.spec.ts) on a desktop, and every page in Russian
 * on a phone: no serious or critical violations of WCAG 2.1 A/AA. A phone's layout is the same in both languages
 * (the same components and colours, only the words differ), so English on a phone is not audited again: the audits
 * were a sixth of the end-to-end suite's time.
 */
import { expect, type Fixtures, test } from "../fixtures.ts";
import { audit, MOBILE } from "../lib.ts";

const BAZI_QUERY = new URLSearchParams({
  name: "Тест",
  gender: "male",
  date: "1990-05-15",
  time: "14:30",
  city: "Москва, Россия",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
}).toString();

const PATHS = [
  "/",
  "/2026/11/21",
  "/2026/12/25",
  "/2026/11",
  "/2026",
  "/2027/events",
  "/bazi",
  `/bazi?${BAZI_QUERY}`,
  "/predict",
  "/predict?what=theme%3Atravel&year=2026&month=11",
  "/predict/event",
  "/about",
  "/site-privacy-policy",
  "/remove-account",
  "/premium-ios",
  "/mobile-app",
  "/free-and-paid",
  "/client",
  "/personal",
  "/products",
  "/kassa/fail",
  "/articles",
  "/articles/what-is-bazi",
  "/sections",
  "/sections/basics",
  "/faq",
  "/personal-data-consent",
  "/place",
  `/place?q=${encodeURIComponent("Екатеринбург")}&back=%2F`,
];
/** Audited on a page of its own: its 404 status is logged by the browser as a console error. */
const NOT_FOUND = "/no-such-page";

/** A few pages per test: a whole locale (28 pages audited) took ~25 s on a quiet machine and over the runner's 60 s
 * limit on CI's loaded one; seven pages keep each test well inside it and name the group that failed. */
const GROUP = 7;

async function auditPages(
  { page, context, baseUrl }: Pick<Fixtures, "page" | "context" | "baseUrl">,
  width: string,
  lang: "ru" | "en",
  paths: readonly string[],
) {
  const problems: string[] = [];
  const quiet = await context.newPage();
  await quiet.setViewportSize(page.viewportSize()!);
  for (const path of paths) {
    const url = `${baseUrl}${lang === "en" ? (path === "/" ? "/en" : `/en${path}`) : path}`;
    const p = path === NOT_FOUND ? quiet : page;
    await p.goto(url, { waitUntil: "load" });
    const serious = (await audit(p)).filter((v) => v.impact === "serious" || v.impact === "critical");
    for (const v of serious) {
      problems.push(
        `${width} ${url}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
}

const ALL = [...PATHS, NOT_FOUND];
for (const [width, lang, name] of [
  ["desktop", "ru", "noSeriousViolationsOnDesktop"],
  ["desktop", "en", "noSeriousViolationsOnDesktopInEnglish"],
  ["phone", "ru", "noSeriousViolationsOnPhones"],
] as const) {
  for (let from = 0; from < ALL.length; from += GROUP) {
    const paths = ALL.slice(from, from + GROUP);
    test(`${name} ${from + 1}-${from + paths.length}`, async ({ page, context, baseUrl }) => {
      if (width === "phone") await page.setViewportSize(MOBILE);
      await auditPages({ page, context, baseUrl }, width, lang, paths);
    });
  }
}
