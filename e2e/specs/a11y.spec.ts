/**
 * Accessibility: axe-core on every page in both locales (and the Bazi and predict results, the 404 page, a
 * locked day), on desktop and phone widths: no serious or critical violations of WCAG 2.1 A/AA.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { MOBILE, type SpecContext } from "../lib.ts";

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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
  "/bazi",
  `/bazi?${BAZI_QUERY}`,
  "/predict",
  "/predict?what=theme%3Atravel&year=2026&month=11",
  "/about",
  "/site-privacy-policy",
  "/remove-account",
  "/premium-ios",
  "/client",
  "/place",
  `/place?q=${encodeURIComponent("Екатеринбург")}&back=%2F`,
];
/** Audited on a page of its own: its 404 status is logged by the browser as a console error. */
const NOT_FOUND = "/no-such-page";

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function audit(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (nonces only) does not block it.
  return page.evaluate(`(async () => {
    ${AXE}
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  })()`);
}

async function auditAll({ page, context, baseUrl }: SpecContext, width: string) {
  const problems: string[] = [];
  const quiet = await context.newPage();
  await quiet.setViewportSize(page.viewportSize()!);
  for (const lang of ["ru", "en"] as const) {
    for (const path of [...PATHS, NOT_FOUND]) {
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
  }
  assert.deepEqual(problems, [], problems.join("\n"));
}

export async function noSeriousViolationsOnDesktop(ctx: SpecContext) {
  await auditAll(ctx, "desktop");
}

export async function noSeriousViolationsOnPhones(ctx: SpecContext) {
  await ctx.page.setViewportSize(MOBILE);
  await auditAll(ctx, "phone");
}
