/**
 * Graceful shutdown: in-process (start → shutdown) and as a real process sent SIGTERM: the request in flight is
 * answered, new connections are refused, the database is closed (what was written is there when it is opened
 * again) and the process exits with 0.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { start } from "../src/boot.ts";
import { openDatabase } from "../src/db/client.ts";
import { parseEnv } from "../src/env.ts";

const DAY_BODY = JSON.stringify({ day: 21, month: 11, year: 2026, lat: 55.7558, lng: 37.6173 });

/**
 * POST /calendar/dayinfo/tags whose body arrives in two pieces: `inFlight` resolves once the server has read the
 * headers (it answers `Expect: 100-continue` then) and the first piece is sent; the rest goes on `finish()`, so
 * the test starts the shutdown in between.
 */
function slowRequest(port: number) {
  let finish!: () => void;
  let inFlight!: Promise<void>;
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/calendar/dayinfo/tags",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(DAY_BODY),
          expect: "100-continue",
        },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    inFlight = new Promise<void>((accepted) =>
      req.once("continue", () => {
        req.write(DAY_BODY.slice(0, 10));
        accepted();
      }),
    );
    finish = () => req.end(DAY_BODY.slice(10));
    req.flushHeaders();
  });
  return { inFlight, finish, answer };
}

/** "ECONNREFUSED" when nothing listens on the port any more. */
function connect(port: number) {
  return new Promise<string>((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/healthz" }, () => resolve("answered"));
    req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
    req.end();
  });
}

/** The server in this process, on a free port of 127.0.0.1 and an in-memory database, without the pages. */
const startInProcess = () =>
  start(
    parseEnv({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
    }),
    { withWeb: false },
  );

describe("graceful shutdown", () => {
  it("in-process: finishes an in-flight request, then refuses new connections", async () => {
    const running = await startInProcess();

    // A request whose body is still arriving when the shutdown starts.
    const slow = slowRequest(running.port);
    await slow.inFlight;
    const stopping = running.shutdown("SIGTERM"); // the drain begins at once: the listening socket is closed
    expect(running.server.listening).toBe(false);
    slow.finish();

    const done = await slow.answer;
    expect(done.status).toBe(200);
    expect(JSON.parse(done.text).tags.rating).toBeTruthy();

    await stopping;
    expect(await connect(running.port)).toBe("ECONNREFUSED");
  });

  it("in-process: a keep-alive connection idle at the signal is not reset; what it carries is answered with Connection: close", async () => {
    const running = await startInProcess();
    // one connection, kept open between requests, as nginx's upstream keepalive does
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection?: string; socket: unknown }>((resolve, reject) => {
        const req = request({ host: "127.0.0.1", port: running.port, path: "/healthz", agent }, (res) => {
          res.resume();
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, socket: req.socket }),
          );
        });
        req.on("error", reject);
        req.end();
      });
    try {
      const first = await get();
      expect(first).toMatchObject({ status: 200, connection: "keep-alive" });
      let stopped = false;
      const stopping = running.shutdown("SIGTERM").then(() => (stopped = true));
      expect(running.server.listening).toBe(false); // the drain began
      // the same connection, after the drain began: answered (503: not ready), and told to close
      const second = await get();
      expect(second.socket).toBe(first.socket);
      expect(second).toMatchObject({ status: 503, connection: "close" });
      // no new connection is accepted
      expect(await connect(running.port)).toBe("ECONNREFUSED");
      await stopping;
      expect(stopped).toBe(true);
    } finally {
      agent.destroy();
    }
  });

  it("a real process sent SIGTERM answers its in-flight request, closes the database and exits with 0", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bazi-shutdown-"));
    try {
      const child = spawn(process.execPath, [join(import.meta.dirname, "support/api-server.ts")], {
        env: {
          ...process.env,
          PORT: "0",
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
          APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
          RATE_LIMIT_BURST: "1000",
        },
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      const messages: string[] = [];
      const port = await new Promise<number>((resolve, reject) => {
        createInterface({ input: child.stdout! }).on("line", (line) => {
          const entry = JSON.parse(line) as { msg: string; port?: number };
          messages.push(entry.msg);
          if (entry.msg === "listening") resolve(entry.port!);
        });
        child.on("exit", () =>
          reject(new Error(`the server exited before listening: ${messages.join(" | ")}`)),
        );
      });

      // something written before the signal
      const email = "sigterm@example.com";
      const signUp = await fetch(`http://127.0.0.1:${port}/api/user/singup`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Sig", email, password: "Sunflower-42", consent: true }),
      });
      expect(signUp.status).toBe(201);

      const slow = slowRequest(port);
      await slow.inFlight;
      child.kill("SIGTERM");
      // the rest of the body only once the process says it is shutting down
      await expect
        .poll(() => messages, { timeout: 10_000, interval: 10 })
        .toContain("shutting down: no new connections, finishing in-flight requests");
      slow.finish();
      const done = await slow.answer;
      expect(done.status).toBe(200);
      expect(JSON.parse(done.text).tags.rating).toBeTruthy();

      expect(await exited).toBe(0);
      expect(messages).toContain("shutting down: no new connections, finishing in-flight requests");
      expect(messages.at(-1)).toBe("stopped");
      expect(await connect(port)).toBe("ECONNREFUSED");

      // the embedded database was closed cleanly: it opens again with the user in it
      const database = await openDatabase({ dataDir });
      try {
        const r = (await database.db.execute(
          sql`select count(*)::int as n from users where email = ${email}`,
        )) as unknown as { rows: { n: number }[] };
        expect(r.rows[0]?.n).toBe(1);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
