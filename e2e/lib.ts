/** Helpers the specs share (their fixtures are in fixtures.ts). */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/** Waits until React has hydrated an element (its handlers are attached; before that a button does what the
 * plain HTML does, e.g. submit its no-JS form). The page's scripts start after its first paint (decision 011). */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, testId);
}

/** Retries `fn` until it stops throwing (like Playwright's `toPass`); rethrows the last error at the deadline. */
export async function eventually<T>(
  fn: () => Promise<T>,
  { timeout = 10_000, interval = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** A civil date as the site writes it: «21 ноября 2026» / "21 November 2026". */
export function longDate(lang: "ru" | "en", instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === "ru" ? "ru-RU" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  })
    .format(instant)
    .replace(/\s*г\.$/, "");
}

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe-core's WCAG 2.1 A/AA violations of the page as it is now. */
export async function audit(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no 'unsafe-eval') does not block it.
  return page.evaluate(`(async () => {
    ${AXE}
    const r = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  })()`);
}

/** The serious and critical violations, one line each ("" when none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await audit(page))
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${page.url()}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
}
