/**
 * Server benchmark (issue 3): starts the production server and, in the same run, a bare node:http
 * hello-world (each in its own process; autocannon runs in this one), and measures each with autocannon
 * (50 connections): req/s, p50, p99, and the ratio to
 * hello-world, as `name: value unit` lines. Not a test: nothing is asserted. Targets: API day ≥ 50 % of
 * hello-world, SSR page ≥ 30 %, p99 ≤ 50 ms; city search p99 ≤ 5 ms in-process (apps/server/bench).
 * Request logging is at level warn here (per-request info logs are measured separately as a ratio).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

/** The baseline: a bare node:http hello-world in its own process, like the app (the load generator runs here). */
async function hello(): Promise<{ port: number; close(): void }> {
  const port = await freePort();
  const code = `require("node:http").createServer((q, s) => { s.writeHead(200, { "content-type": "text/plain" }); s.end("hello"); }).listen(${port}, "127.0.0.1")`;
  const child = spawn(process.execPath, ["-e", code], { stdio: "inherit" });
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, close: () => child.kill() };
}

function freePort(): Promise<number> {
  const s = createServer();
  return new Promise((resolve) =>
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    }),
  );
}

async function app(): Promise<{ port: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
    env: {
      ...process.env,
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
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  for (let i = 0; ; i++) {
    if (exited) throw new Error("the server exited during start");
    if (i > 600) throw new Error("the server did not answer /healthz within 60 s");
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port,
    stop: () =>
      new Promise((resolve) => {
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(url: string, opts: { method?: "GET" | "POST"; body?: string } = {}): Promise<Result> {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    method: opts.method ?? "GET",
    // as browsers send it: the API's cached day bodies are served gzipped
    headers: {
      "accept-encoding": "gzip, deflate, br",
      ...(opts.body ? { "content-type": "application/json" } : {}),
    },
    ...(opts.body ? { body: opts.body } : {}),
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const base = await hello();
const server = await app();
const root = `http://127.0.0.1:${server.port}`;
const body = JSON.stringify({ day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 });
// warm-up
await fetch(`${root}/`);
await fetch(`${root}/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173`);

const results: [string, Result][] = [];
results.push(["hello-world", await measure(`http://127.0.0.1:${base.port}/`)]);
results.push(["api-day", await measure(`${root}/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173`)]);
results.push(["dayinfo-tags", await measure(`${root}/calendar/dayinfo/tags`, { method: "POST", body })]);
results.push([
  "city-search",
  await measure(`${root}/calendar/location/search`, {
    method: "POST",
    body: JSON.stringify({ city: "Екатеринбург" }),
  }),
]);
results.push(["ssr-home", await measure(`${root}/`)]);
await server.stop();
base.close();

const helloRps = results[0]![1].rps;
for (const [name, r] of results) {
  console.log(`${name}-rps: ${r.rps.toFixed(0)} req/s`);
  console.log(`${name}-p50: ${r.p50} ms`);
  console.log(`${name}-p99: ${r.p99} ms`);
  if (r.errors) console.log(`${name}-errors: ${r.errors} count`);
  if (name !== "hello-world") console.log(`${name}-vs-hello: ${((r.rps / helloRps) * 100).toFixed(0)} %`);
}
