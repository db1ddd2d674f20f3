/**
 * The embedded database's folder (DATA_DIR) belongs to one process: a second server, the admin CLI or the
 * content import on the same folder stop at once, naming the folder and the process that holds it; a lock left
 * by a process that has ended is taken over; a folder that cannot be written is named at start.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { tempFolders } from "./support/temp-folders.ts";

const SERVER = join(import.meta.dirname, "support/api-server.ts");
const ADMIN = join(import.meta.dirname, "../src/admin.ts");
const IMPORT = join(import.meta.dirname, "../src/content-import.ts");

const folder = tempFolders("bazi-folder-");

function env(dataDir: string) {
  return {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "info",
    APP_CLOCK_NOW: "2026-11-21T09:00:00Z",
  };
}

/** A server on the folder, once it listens. */
function startServer(dataDir: string) {
  const child = spawn(process.execPath, [SERVER], { env: env(dataDir), stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const port = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const entry = JSON.parse(line) as { msg: string; port?: number };
      if (entry.msg === "listening") resolve(entry.port!);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { child, exited, port, stderr: () => stderr };
}

/** Runs a command-line entry to its end: exit code and what it printed on stderr. */
function run(script: string, dataDir: string, args: string[] = []) {
  const r = spawnSync(process.execPath, [script, ...args], {
    env: env(dataDir),
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: r.status, stderr: r.stderr };
}

describe("the embedded database's folder", () => {
  it("a second server, the admin CLI and the content import stop at once naming the folder and the holder; after it stops, the folder is free", async () => {
    const dataDir = folder();
    const first = startServer(dataDir);
    const port = await first.port;
    try {
      const second = startServer(dataDir);
      await expect(second.port).rejects.toThrow(/exited with 1/);
      const message = second.stderr();
      expect(message).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);
      expect(message).toContain("stop that one first");
      // no stack trace: a message for the operator
      expect(message).not.toMatch(/\n\s+at /);

      for (const [script, args] of [
        [ADMIN, ["product:sale", "site-1m-rub", "on"]],
        [IMPORT, []],
      ] as const) {
        const r = run(script, dataDir, [...args]);
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);
      }
      // the first one went on serving
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      first.child.kill("SIGTERM");
    }
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, "bazi.lock"))).toBe(false);
    // released: the admin CLI now opens it
    const r = run(ADMIN, dataDir, ["product:sale", "site-1m-rub", "on"]);
    expect(r).toEqual({ code: 0, stderr: "" });
  });

  it("a lock left by a process that has ended (a crash) is taken over", async () => {
    const dataDir = folder();
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
      encoding: "utf8",
    });
    const deadPid = Number(gone.stdout);
    writeFileSync(
      join(dataDir, "bazi.lock"),
      JSON.stringify({ pid: deadPid, host: hostname(), since: "2026-11-20T00:00:00.000Z" }),
    );
    const server = startServer(dataDir);
    await server.port;
    const holder = JSON.parse(readFileSync(join(dataDir, "bazi.lock"), "utf8")) as { pid: number };
    expect(holder.pid).toBe(server.child.pid);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("a folder that cannot be written is named at start, with the reason", () => {
    // sysfs refuses new folders, whoever asks (permissions alone do not stop root)
    const r = run(SERVER, "/sys/bazi-calendar-data");
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("The data folder /sys/bazi-calendar-data (DATA_DIR) cannot be written");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // a file where the folder should be
    const file = join(folder(), "not-a-folder");
    writeFileSync(file, "x");
    const f = run(SERVER, file);
    expect(f.code).toBe(1);
    expect(f.stderr).toContain(`The data folder ${file} (DATA_DIR) cannot be written: it is not a folder`);
  });
});
