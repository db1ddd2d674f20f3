/**
 * Memory benchmark (issue 17): the production server's resident memory, fresh and after 100,000 mixed requests
 * (pages for many days in both languages, day answers for many places, charts, city searches, static pages), as
 * `name: value unit` lines. Not a test: nothing is asserted.
 *
 * Target (issue 17, decision 030): a peak RSS ≤ 400 MB during the run, on PostgreSQL, at the rate the machine
 * sustains (`BENCH_DATABASE_URL`, an empty database: the server migrates it). Without it the server runs on the
 * embedded database, whose WebAssembly PostgreSQL alone takes ~550 MB, and no target is printed. The baseline,
 * measured in the same run, is the server's RSS once it has answered 50 requests of the mix (`fresh`); the ratio
 * says how much the caches and the heap grow with traffic. Every cache is bounded by bytes, so the figure levels
 * off however long the run: `memory-rss-growth-after-30000` says by how much it still grew after the first 30,000
 * requests. `BENCH_REQUESTS` changes the count.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import webpush from "web-push";
import { freePort } from "./free-port.ts";

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 100_000);
const CONCURRENCY = 16;
const TARGET_MB = 400;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * The RSS and what of it is the process's own memory (anonymous: heap, buffers, malloc) and what mapped files, from
 * one read of the kernel's rollup, so that the parts add up to the total.
 */
function rssOf(pid: number): { mb: number; parts: string } {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(rollup)?.[1] ?? 0);
  const [rss, anonymous] = [kb("Rss") / 1024, kb("Anonymous") / 1024];
  return {
    mb: rss,
    parts: `${anonymous.toFixed(0)} MB anonymous, ${(rss - anonymous).toFixed(0)} MB files`,
  };
}

/** A small deterministic generator, so that two runs ask the same things. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The i-th request of the mix: [method, path, body?]. */
function requestOf(rnd: () => number): [string, string, string?] {
  const year = 2020 + Math.floor(rnd() * 11);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const en = rnd() < 0.3 ? "/en" : "";
  const lat = (40 + rnd() * 30).toFixed(4);
  const lng = (20 + rnd() * 100).toFixed(4);
  const r = rnd();
  if (r < 0.3) return ["GET", `${en}/${year}/${pad(month)}/${pad(day)}`];
  if (r < 0.4) return ["GET", `${en}/${year}/${pad(month)}`];
  if (r < 0.45) return ["GET", `${en}/${year}/${pad(month)}/${pad(day)}/details`];
  if (r < 0.7)
    return ["GET", `/api/calendar/day?date=${year}-${pad(month)}-${pad(day)}&lat=${lat}&lng=${lng}`];
  if (r < 0.8) {
    const q = new URLSearchParams({
      name: "Тест",
      gender: rnd() < 0.5 ? "female" : "male",
      date: `${1950 + Math.floor(rnd() * 60)}-${pad(month)}-${pad(day)}`,
      time: `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}`,
      city: "Москва, Россия",
      lat: "55.7558",
      lng: "37.6173",
      tz: "Europe/Moscow",
    });
    return ["GET", `${en}/bazi?${q}`];
  }
  if (r < 0.9) {
    const prefixes = ["Мос", "Санкт", "Нов", "Ека", "Каз", "Lon", "Par", "Ber", "New", "Tok", "Ал", "Бе"];
    const city = prefixes[Math.floor(rnd() * prefixes.length)]!;
    return ["POST", "/calendar/location/search", JSON.stringify({ city })];
  }
  const pages = ["/", "/about", "/offer", "/rules", "/personal-data-consent", "/predict", "/place", "/faq"];
  return ["GET", `${en}${pages[Math.floor(rnd() * pages.length)]}`];
}

const port = await freePort();
// started as production starts it (deploy/run.sh: the V8 and allocator settings)
const child = spawn("sh", ["deploy/run.sh"], {
  env: {
    ...process.env,
    PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "warn",
    RATE_LIMIT_BURST: "100000000",
    APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
    METRICS_TOKEN: "bench-memory-metrics-token",
    ...(process.env.BENCH_DATABASE_URL
      ? {
          DATABASE_URL: process.env.BENCH_DATABASE_URL,
          AUTH_SECRET: "b".repeat(43),
          ...(({ publicKey, privateKey }) => ({
            VAPID_PUBLIC_KEY: publicKey,
            VAPID_PRIVATE_KEY: privateKey,
          }))(webpush.generateVAPIDKeys()),
        }
      : {}),
  },
  stdio: ["ignore", "ignore", "inherit"],
});
child.on("exit", (code) => {
  if (code) process.exit(1);
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (i > 600) throw new Error("the server did not start");
  if (
    await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 100));
}

/** The heap's figures from /metrics, MB: used, committed, external. */
async function heap(): Promise<{ used: number; total: number; external: number }> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: "Bearer bench-memory-metrics-token" },
  });
  const text = await res.text();
  const gauge = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1] ?? Number.NaN) / 1048576;
  return {
    used: gauge("nodejs_heap_size_used_bytes"),
    total: gauge("nodejs_heap_size_total_bytes"),
    external: gauge("nodejs_external_memory_bytes"),
  };
}

async function send([method, path, body]: [string, string, string?]): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      "accept-encoding": "gzip, br",
      ...(body ? { "content-type": "application/json", origin: base } : {}),
    },
    ...(body ? { body } : {}),
  });
  await res.arrayBuffer();
  return res.status;
}

// the baseline: one request of each kind answered
const warm = random(7);
for (let i = 0; i < 50; i++) await send(requestOf(warm));
await new Promise((r) => setTimeout(r, 500));
const { mb: fresh, parts: freshParts } = rssOf(child.pid!);
const freshHeap = await heap();

const rnd = random(42);
let done = 0;
let failed = 0;
let peak = fresh;
const SETTLED_AT = 30_000;
let settled = null as number | null; // set by a request loop
const started = performance.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (done < TOTAL) {
      const mine = ++done;
      const status = await send(requestOf(rnd));
      if (status >= 500) failed++;
      if (mine % 5000 === 0) peak = Math.max(peak, rssMb(child.pid!));
      if (mine === SETTLED_AT) settled = rssMb(child.pid!);
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 1000));
const { mb: after, parts: afterParts } = rssOf(child.pid!);
peak = Math.max(peak, after);
const afterHeap = await heap();
child.kill("SIGTERM");
const mb = (h: { used: number; total: number; external: number }) =>
  `${h.used.toFixed(0)} MB used of ${h.total.toFixed(0)} MB, external ${h.external.toFixed(0)} MB`;
console.log(`memory-heap-fresh: ${mb(freshHeap)}`);
console.log(`memory-heap-after: ${mb(afterHeap)}`);
console.log(`memory-requests: ${TOTAL} (${Math.round(TOTAL / seconds)} req/s, ${failed} answered 5xx)`);
console.log(`memory-rss-fresh: ${fresh.toFixed(0)} MB (${freshParts})`);
console.log(`memory-rss-after: ${after.toFixed(0)} MB (${afterParts})`);
console.log(`memory-rss-peak: ${peak.toFixed(0)} MB`);
console.log(`memory-rss-after-vs-fresh: ${(after / fresh).toFixed(2)}`);
if (settled !== null)
  console.log(
    `memory-rss-growth-after-${SETTLED_AT}: ${(after - settled).toFixed(0)} MB (${settled.toFixed(0)} MB then)`,
  );
if (process.env.BENCH_DATABASE_URL)
  console.log(`memory-rss-peak-vs-target: ${(peak / TARGET_MB).toFixed(2)} (target ≤ 1.00: ${TARGET_MB} MB)`);
else console.log("memory-database: embedded (set BENCH_DATABASE_URL for PostgreSQL and the target)");
