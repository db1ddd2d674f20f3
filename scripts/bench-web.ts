/**
 * Web benchmark (issues 4, 20): Lighthouse (the npm package, with the system Chromium) in its default mobile
 * emulation on the home, month and day pages of the production build, three runs each, the median printed (and
 * the three performance scores beside it); and the gzipped client JavaScript of the day page, the month page and
 * the Bazi calculator showing a chart. Prints `name: value unit` lines. Not a test. Targets: performance ≥ 95;
 * accessibility, best practices and SEO 100; day-page and Bazi-page JavaScript ≤ 150 KB gzipped.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { freePort } from "./free-port.ts";

const port = await freePort();
const server = spawn(process.execPath, ["apps/server/src/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 600) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

// A page's JavaScript: every script and module preload it references (the preloads are listed in the script that
// starts the page after its first paint), gzipped, and as the server sends it to browsers (brotli).
/** An asset's bytes as sent to a browser that takes brotli (the build writes it: apps/web/scripts/precompress.ts). */
async function sentBytes(src: string): Promise<number> {
  const res = await fetch(base + src, { headers: { "accept-encoding": "br" } });
  await res.arrayBuffer();
  // fetch decodes the body; the length on the wire is the header's
  return Number(res.headers.get("content-length"));
}
async function pageJs(name: string, path: string): Promise<void> {
  const html = await (await fetch(base + path)).text();
  const srcs = new Set([...html.matchAll(/(?:src="|"href":")(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!));
  let gzip = 0;
  let sent = 0;
  for (const src of srcs) {
    gzip += gzipSync(Buffer.from(await (await fetch(base + src)).arrayBuffer()), { level: 9 }).length;
    sent += await sentBytes(src);
  }
  console.log(`${name}-js-files: ${srcs.size} count`);
  console.log(`${name}-js-gzip: ${(gzip / 1024).toFixed(1)} KB`);
  console.log(`${name}-js-brotli: ${(sent / 1024).toFixed(1)} KB`);
}
await pageJs("day-page", "/2026/11/21");
await pageJs("month-page", "/2026/11");
// the Bazi calculator with a chart and its reading (issue 18: within the day page's budget)
const chart = new URLSearchParams({
  name: "Анна",
  gender: "female",
  date: "1990-05-15",
  time: "10:30",
  city: "Москва",
  lat: "55.7558",
  lng: "37.6173",
  tz: "Europe/Moscow",
});
await pageJs("bazi-page", `/bazi?${chart}`);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const RUNS = 3;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  for (const path of ["/", "/2026/11", "/2026/11/21"]) {
    const name = path === "/" ? "home" : path.replaceAll("/", "-").slice(1);
    const scores = new Map<string, number[]>();
    const metrics = new Map<string, number[]>();
    for (let run = 0; run < RUNS; run++) {
      const r = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      // LIGHTHOUSE_REPORTS=dir keeps each report (JSON) for a closer look
      if (process.env.LIGHTHOUSE_REPORTS && r) {
        mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
        writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}-${run + 1}.json`), JSON.stringify(r.lhr));
      }
      for (const [id, c] of Object.entries(r?.lhr.categories ?? {})) {
        scores.set(id, [...(scores.get(id) ?? []), Math.round((c.score ?? 0) * 100)]);
      }
      // the performance metrics behind the score (mobile emulation, simulated throttling)
      const audits = r?.lhr.audits ?? {};
      for (const id of [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "speed-index",
        "cumulative-layout-shift",
      ]) {
        metrics.set(id, [...(metrics.get(id) ?? []), audits[id]?.numericValue ?? Number.NaN]);
      }
    }
    for (const [id, xs] of scores) {
      const runs = id === "performance" ? ` (runs ${xs.join(", ")})` : "";
      console.log(`lighthouse-${id}-${name}: ${median(xs)} score${runs}`);
    }
    const m = (id: string) => median(metrics.get(id) ?? [Number.NaN]);
    console.log(
      `lighthouse-metrics-${name}: FCP ${Math.round(m("first-contentful-paint"))} ms, LCP ${Math.round(
        m("largest-contentful-paint"),
      )} ms, TBT ${Math.round(m("total-blocking-time"))} ms, SI ${Math.round(m("speed-index"))} ms, CLS ${m(
        "cumulative-layout-shift",
      ).toFixed(3)} (medians of ${RUNS})`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}
