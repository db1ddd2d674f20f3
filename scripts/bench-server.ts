/**
 * Server benchmark (issue 3): starts the production server and, in the same run, a bare node:http
 * hello-world (each in its own process; autocannon runs in this one), and measures each with autocannon
 * (50 connections, or BENCH_CONNECTIONS), as `name: value unit` lines. Not a test: nothing is asserted.
 *
 * Targets (issue 21), each printed as `<scenario>-target-…` lines with the figure against it: API day ≥ 50 % of
 * hello-world's server CPU, SSR home ≥ 30 %, both p99 ≤ 50 ms; a day never asked before (`api-day-uncached`)
 * ≤ 0.5 ms of server CPU and p99 ≤ 100 ms (decision 020 questions the CPU figure and proposes 0.75 ms); city
 * search p99 ≤ 5 ms in-process (apps/server/bench).
 *
 * Two ratios per scenario, both against hello-world measured right before and right after it (the machine is
 * shared and its speed drifts; each ratio uses the mean of the two):
 * - `-vs-hello`: req/s over hello-world's req/s, as autocannon sees them. On this 2-core machine autocannon
 *   shares the CPU with the server and is often the bottleneck itself: it decodes every response body into a
 *   string, which costs it more than the server spends on a gzipped (binary) body.
 * - `-cpu-vs-hello`: the server process's CPU time per request (user + system, from /proc) against
 *   hello-world's: the throughput the server would reach relative to hello-world were the server the
 *   bottleneck. This is the figure the targets are read against (README of apps/server).
 * - `-floor-cpu-vs-hello` and `-cpu-vs-floor`: each scenario is measured again against a bare node:http server
 *   (own process, no framework, no work) that answers the very status, headers and body the app answered,
 *   captured just before. Its CPU per request is the floor for those bytes on this machine: what sending them
 *   costs the kernel and node's HTTP stack (on loopback the kernel's share grows with the body). The first ratio
 *   is the most any server could reach against hello-world with that answer, the second how close the app gets.
 * Request logging is at level warn here.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "./free-port.ts";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
// BENCH_CONNECTIONS=1: one user at a time, the latency a user feels (decision 035); 50 by default
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Target {
  port: number;
  child: ChildProcess;
}

/** CPU seconds (user + system, all threads) the process has used so far; null where /proc is missing. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  for (let i = 0; ; i++) {
    if (exited) throw new Error(`${url}: the process exited during start`);
    if (i > seconds * 10) throw new Error(`${url} did not answer within ${seconds} s`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The baseline: a bare node:http hello-world in its own process, like the app (the load generator runs here). */
async function hello(): Promise<Target> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "text/plain" }); s.end("hello"); }).listen(${port}, "127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  await waitFor(`http://127.0.0.1:${port}/`, child, 10);
  return { port, child };
}

async function app(): Promise<Target> {
  const port = await freePort();
  // started as production starts it (deploy/run.sh: the V8 and allocator settings), so that the figures include
  // what those settings cost
  const child = spawn("sh", ["deploy/run.sh"], {
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "100000000",
      RATE_LIMIT_BURST: "100000000",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, child, 60);
  return { port, child };
}

interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** The app's answer to a scenario's request as sent on the wire (still gzipped, every header). */
function capture(port: number, sc: { path: string; method?: string; body?: string }): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: sc.path,
        method: sc.method ?? "GET",
        headers: {
          "accept-encoding": "gzip, deflate, br",
          ...(sc.body ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const headers: Record<string, string | string[]> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (
              v !== undefined &&
              !["connection", "keep-alive", "transfer-encoding", "content-length"].includes(k)
            )
              headers[k] = v;
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on("error", reject);
    req.end(sc.body);
  });
}

/**
 * A bare node:http server, in its own process like the app, answering every request with the captured status,
 * headers and body: what any server would spend on these bytes, the floor under the app's figures.
 */
async function sameBytes(c: Captured): Promise<Target> {
  const port = await freePort();
  const file = join(mkdtempSync(join(tmpdir(), "bench-")), "answer.json");
  writeFileSync(
    file,
    JSON.stringify({ status: c.status, headers: c.headers, body: c.body.toString("base64") }),
  );
  const code = `const a = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(file)}, "utf8")); const body = Buffer.from(a.body, "base64"); require("node:http").createServer((q, s) => { s.writeHead(a.status, a.headers); s.end(body); }).listen(${port}, "127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  await waitFor(`http://127.0.0.1:${port}/`, child, 10);
  return { port, child };
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU per request, µs (null without /proc). */
  cpuUs: number | null;
}

async function measure(
  target: Target,
  path: string,
  opts: { method?: "GET" | "POST"; body?: string; seconds?: number; nextPath?: () => string } = {},
): Promise<Result> {
  const before = cpuSeconds(target.child.pid);
  const nextPath = opts.nextPath;
  const r = await autocannon({
    url: `http://127.0.0.1:${target.port}${path}`,
    connections: CONNECTIONS,
    duration: opts.seconds ?? DURATION,
    method: opts.method ?? "GET",
    // as browsers send it (the app compresses nothing itself but the build's brotli scripts: decision 035)
    headers: {
      "accept-encoding": "gzip, deflate, br",
      ...(opts.body ? { "content-type": "application/json" } : {}),
    },
    ...(opts.body ? { body: opts.body } : {}),
    // a path per request (every request a different question)
    ...(nextPath ? { requests: [{ setupRequest: (req) => ({ ...req, path: nextPath() }) }] } : {}),
  });
  const after = cpuSeconds(target.child.pid);
  const cpuUs =
    before === null || after === null || r.requests.total === 0
      ? null
      : ((after - before) / r.requests.total) * 1e6;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuUs,
  };
}

const base = await hello();
const server = await app();
const body = JSON.stringify({ day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 });
const dayPath = "/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173";
// warm-up
await fetch(`http://127.0.0.1:${server.port}/`);
await fetch(`http://127.0.0.1:${server.port}${dayPath}`);

const hellos: Result[] = [await measure(base, "/")];
interface Scenario {
  name: string;
  path: string;
  method?: "GET" | "POST";
  body?: string;
  /** A path per request, never the same twice in a run (the floor answers `path`'s bytes). */
  nextPath?: () => string;
}
/**
 * The day endpoint with a new question each time (what a cache miss costs): dates from 1950
 * on (74 years, all public) at 40 places, so no answer repeats within a run and the day cache never hits.
 */
let uncached = 0;
const uncachedDayPath = (i: number) => {
  const d = new Date(Date.UTC(1950, 0, 1) + (Math.floor(i / 40) % 27_000) * 86_400_000);
  const lat = (50 + (i % 40) * 0.25).toFixed(2);
  return `/api/calendar/day?date=${d.toISOString().slice(0, 10)}&lat=${lat}&lng=37.62`;
};
const scenarios: Scenario[] = [
  { name: "api-day", path: dayPath },
  { name: "api-day-uncached", path: uncachedDayPath(0), nextPath: () => uncachedDayPath(++uncached) },
  { name: "dayinfo-tags", path: "/calendar/dayinfo/tags", method: "POST", body },
  {
    name: "city-search",
    path: "/calendar/location/search",
    method: "POST",
    body: JSON.stringify({ city: "Екатеринбург" }),
  },
  { name: "ssr-home", path: "/" },
];
// BENCH_ONLY=api-day,ssr-home runs only those scenarios (each still between two hello-world runs).
const only = process.env.BENCH_ONLY?.split(",").filter(Boolean);
const results: { name: string; app: Result; floor: Result; around: Result[] }[] = [];
for (const sc of scenarios.filter((x) => !only || only.includes(x.name))) {
  const opts = {
    method: sc.method ?? "GET",
    ...(sc.body ? { body: sc.body } : {}),
  } as const;
  // Warm-up, not measured: the steady state of a page or answer asked for again and again (the page cache; JIT).
  const varied = sc.nextPath ? { nextPath: sc.nextPath } : {};
  await measure(server, sc.path, { ...opts, ...varied, seconds: WARM_UP_SECONDS });
  const app = await measure(server, sc.path, { ...opts, ...varied });
  // The floor: node:http with no framework and no work, answering the very bytes the app answered.
  const same = await sameBytes(await capture(server.port, sc));
  const floor = await measure(same, sc.path, opts);
  same.child.kill();
  hellos.push(await measure(base, "/"));
  results.push({ name: sc.name, app, floor, around: hellos.slice(-2) });
}
await new Promise<void>((resolve) => {
  server.child.on("exit", () => resolve());
  server.child.kill("SIGTERM");
});
base.child.kill();

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const print = (name: string, r: Result) => {
  console.log(`${name}-rps: ${r.rps.toFixed(0)} req/s`);
  console.log(`${name}-p50: ${r.p50} ms`);
  console.log(`${name}-p99: ${r.p99} ms`);
  if (r.cpuUs !== null) console.log(`${name}-server-cpu: ${r.cpuUs.toFixed(1)} µs/req`);
  if (r.errors) console.log(`${name}-errors: ${r.errors} count`);
};
for (const [i, h] of hellos.entries()) print(`hello-world-${i + 1}`, h);
/** Each scenario's targets: share of hello-world's server CPU, server CPU per request, p99. */
const TARGETS: Record<string, { cpuVsHello?: number; cpuUs?: number; p99Ms: number; note?: string }> = {
  "api-day": { cpuVsHello: 50, p99Ms: 50 },
  "ssr-home": { cpuVsHello: 30, p99Ms: 50 },
  "api-day-uncached": { cpuUs: 500, p99Ms: 100, note: "decision 020 proposes 750 µs" },
};
const verdict = (ok: boolean) => (ok ? "met" : "not met");
for (const { name, app: r, floor, around } of results) {
  print(name, r);
  print(`${name}-floor`, floor);
  console.log(`${name}-vs-hello: ${((r.rps / mean(around.map((h) => h.rps))) * 100).toFixed(0)} %`);
  const helloCpu = around.map((h) => h.cpuUs);
  if (r.cpuUs !== null && floor.cpuUs !== null && helloCpu.every((x) => x !== null)) {
    const hello = mean(helloCpu as number[]);
    console.log(`${name}-cpu-vs-hello: ${((hello / r.cpuUs) * 100).toFixed(0)} %`);
    console.log(`${name}-floor-cpu-vs-hello: ${((hello / floor.cpuUs) * 100).toFixed(0)} %`);
    console.log(`${name}-cpu-vs-floor: ${((floor.cpuUs / r.cpuUs) * 100).toFixed(0)} %`);
  }
  const target = TARGETS[name];
  if (target) {
    if (target.cpuVsHello !== undefined && r.cpuUs !== null && helloCpu.every((x) => x !== null)) {
      const share = (mean(helloCpu as number[]) / r.cpuUs) * 100;
      console.log(
        `${name}-target-cpu-vs-hello: ${share.toFixed(0)} % (target ≥ ${target.cpuVsHello} %: ${verdict(share >= target.cpuVsHello)})`,
      );
    }
    if (target.cpuUs !== undefined && r.cpuUs !== null) {
      console.log(
        `${name}-target-server-cpu: ${(r.cpuUs / target.cpuUs).toFixed(2)} of ${target.cpuUs} µs/req (target ≤ 1.00: ${verdict(r.cpuUs <= target.cpuUs)}${target.note ? `; ${target.note}` : ""})`,
      );
    }
    console.log(
      `${name}-target-p99: ${r.p99} ms (target ≤ ${target.p99Ms} ms: ${verdict(r.p99 <= target.p99Ms)})`,
    );
  }
}
