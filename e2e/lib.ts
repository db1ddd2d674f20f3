/** Helpers the specs share (their fixtures are in fixtures.ts). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  expect,
  type Locator,
  type LocatorScreenshotOptions,
  type Page,
  type PageScreenshotOptions,
} from "@playwright/test";

export const DESKTOP = { width: 1280, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/**
 * Whether the specs take their screenshots for review (`E2E_SCREENSHOTS=1`): pictures of pages for a person to
 * look at in e2e/artifacts, no assertion. Off by default, as they cost minutes of the suite; what a spec does only
 * to set up a picture (another viewport, a scroll, another page) waits on this too.
 */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";

/** A screenshot for review to `path` (a PNG in e2e/artifacts) when SCREENSHOTS, else nothing. */
export async function reviewShot(
  target: Page,
  path: string,
  options?: Omit<PageScreenshotOptions, "path">,
): Promise<void>;
export async function reviewShot(
  target: Locator,
  path: string,
  options?: Omit<LocatorScreenshotOptions, "path">,
): Promise<void>;
export async function reviewShot(
  target: Page | Locator,
  path: string,
  options: Omit<PageScreenshotOptions, "path"> = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  await target.screenshot({ ...options, path });
}

/** Waits until React has hydrated an element (its handlers are attached; before that a button does what the
 * plain HTML does, e.g. submit its no-JS form). The page's scripts start after its first paint (decision 011). */
export async function hydrated(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    return el !== null && Object.keys(el).some((k) => k.startsWith("__reactProps"));
  }, testId);
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

/** An API answer's JSON, once it is a success (else the URL, status and body say what went wrong). */
export async function json<T>(res: APIResponse): Promise<T> {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

let visitors = 0;

/**
 * Signs up through `api` (a context's request client: its cookies are the page's), as a visitor from an address of
 * its own: the suite's server takes 127.0.0.1 for its proxy (TRUST_PROXY, fixtures.ts), so it believes the
 * X-Forwarded-For sent from here and the sign-ups of many specs on one server do not add up in the per-address
 * limits (sign-ups tell whether an address is registered: ten a minute).
 */
export async function signUpVia(
  api: APIRequestContext,
  baseUrl: string,
  user: { name: string; email: string; password?: string; lang?: "ru" | "en" },
): Promise<void> {
  const n = ++visitors;
  await json(
    await api.post(`${baseUrl}/api/user/singup`, {
      data: { name: user.name, email: user.email, password: user.password ?? "Sunflower-42", consent: true },
      headers: {
        origin: baseUrl,
        "accept-language": user.lang ?? "ru",
        "x-forwarded-for": `198.18.${process.pid % 250}.${n % 250}`,
      },
    }),
  );
}

/** The birth every chart of `accountWithCharts` has (a name of its own each). */
const CHART_BIRTH = {
  gender: "female",
  birthday: "1991-02-03",
  birthdayTime: "10:15",
  city: "Москва, Россия",
  latitude: 55.7558,
  longitude: 37.6173,
  timeZone: "Europe/Moscow",
  email: "charts-e2e@example.com",
};

/**
 * Signs up in the browser's context (its cookies are the page's), saves charts and pays for those with a
 * `product` in the sandbox (by its API, as the page does): each chart's uuid and the end of its paid time.
 */
export async function accountWithCharts(
  ctx: { context: BrowserContext; baseUrl: string },
  email: string,
  lang: "ru" | "en",
  charts: { fio: string; product?: string }[],
): Promise<{ uuid: string; disableDate: string | null }[]> {
  const api = ctx.context.request;
  const headers = { origin: ctx.baseUrl, "accept-language": lang };
  await signUpVia(api, ctx.baseUrl, { name: "Вера", email, lang });
  const out: { uuid: string; disableDate: string | null }[] = [];
  for (const c of charts) {
    const { chart } = await json<{ chart: { uuid: string } }>(
      await api.post(`${ctx.baseUrl}/api/charts`, { data: { ...CHART_BIRTH, fio: c.fio }, headers }),
    );
    if (c.product) {
      const { confirmationUrl } = await json<{ confirmationUrl: string }>(
        await api.post(`${ctx.baseUrl}/api/payments`, {
          data: { uuid: chart.uuid, product: c.product, confirm: true, consent: true },
          headers,
        }),
      );
      const paid = await api.post(new URL(confirmationUrl, ctx.baseUrl).href, {
        form: { outcome: "succeed" },
        headers: { origin: ctx.baseUrl },
        maxRedirects: 0,
      });
      expect(paid.status(), await paid.text()).toBe(303);
    }
    const { list } = await json<{ list: { uuid: string; disableDate: string | null }[] }>(
      await api.get(`${ctx.baseUrl}/api/charts`),
    );
    out.push(list.find((x) => x.uuid === chart.uuid)!);
  }
  return out;
}

// The dev outbox: .eml files as nodemailer composes them (headers may be RFC 2047 encoded words, bodies
// quoted-printable or base64).

function decodeQ(s: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(ch));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeWords(v: string): string {
  return v
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, enc: string, t: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(t, "base64").toString("utf8") : decodeQ(t.replace(/_/g, " ")),
    );
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function parsePart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

/** The text/plain body of a message, decoded. */
function plainText(part: Part): string {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      const text = plainText(parsePart(chunk.replace(/^\r?\n/, "")));
      if (text) return text;
    }
    return "";
  }
  if (!/^text\/plain/i.test(type)) return "";
  const cte = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (cte === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (cte === "quoted-printable") return decodeQ(part.body.replace(/=\r?\n/g, ""));
  return part.body;
}

export interface OutboxMail {
  headers: Record<string, string>;
  /** Decoded (RFC 2047). */
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

/** The server's dev outbox (`<dataDir>/outbox/*.eml`): the e-mails to `to`, newest first. */
export function outboxMails(dataDir: string, to: string): OutboxMail[] {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse()
    .map((f) => parsePart(readFileSync(join(dir, f), "utf8")))
    .filter((m) => (m.headers.to ?? "").includes(to))
    .map((m) => ({ headers: m.headers, subject: decodeWords(m.headers.subject ?? ""), text: plainText(m) }));
}
