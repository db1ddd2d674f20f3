/**
 * `npm run dev`: the same server with Vite in middleware mode (issue 3), run as that script runs it: the pages
 * are rendered from the sources with Vite's client and modules served by the same process, next to the API, and
 * SIGTERM still ends it cleanly (Vite's own exit handlers are taken off: web/ssr.ts).
 */
import { join } from "node:path";
import { generalDay } from "@bazi/almanac";
import { expect, it } from "vitest";
import { spawnServer } from "./support/spawn-server.ts";

const SERVER = join(import.meta.dirname, "../src/main.ts");

it("serves the pages through Vite and the API in one process, and stops on SIGTERM", {
  timeout: 180_000,
}, async () => {
  const { child, port } = await spawnServer(SERVER, { env: { NODE_ENV: "development" } });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;

    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain(generalDay({ year: 2026, month: 11, day: 21 }, "Europe/Moscow").pillars.day.zh);
    // the development client: React Router's HMR runtime through Vite, served by this process
    const hmr = /import "(\/@id\/__x00__virtual:react-router\/inject-hmr-runtime)"/.exec(html);
    expect(hmr, "the page imports the HMR runtime").not.toBeNull();
    const runtime = await fetch(`${base}${hmr![1]}`);
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get("content-type")).toContain("javascript");

    const day = await fetch(`${base}/api/calendar/day?date=2026-11-21&lat=55.7558&lng=37.6173`);
    expect(day.status).toBe(200);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  } finally {
    child.kill("SIGKILL");
  }
});
