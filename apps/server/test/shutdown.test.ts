import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { start } from "../src/boot.ts";
import { parseEnv } from "../src/env.ts";

describe("graceful shutdown", () => {
  it("finishes an in-flight request, refuses new connections, closes the database", async () => {
    const env = parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
    });
    const running = await start(env, { withWeb: false });
    const body = JSON.stringify({ day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 });

    // A request whose body is still arriving when SIGTERM comes.
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port: running.port,
          method: "POST",
          path: "/calendar/dayinfo/tags",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => (text += d));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 300);
    });
    await new Promise((r) => setTimeout(r, 100));
    const stopping = running.shutdown("SIGTERM");

    const done = await inFlight;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text).tags.rating).toBeTruthy();

    await stopping;
    const refused = await new Promise<string>((resolve) => {
      const req = request({ host: "127.0.0.1", port: running.port, path: "/healthz" }, () =>
        resolve("answered"),
      );
      req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
      req.end();
    });
    expect(refused).toBe("ECONNREFUSED");
  });
});
