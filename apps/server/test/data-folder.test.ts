/**
 * The embedded database's folder (DATA_DIR) belongs to one process: a second server, the admin CLI or the
 * content import on the same folder stop at once, naming the folder and the process that holds it; a lock
 * left by a process that has ended is taken over, by exactly one of many starters at the same instant (one on
 * another host, or half-written, counts as in use); a folder that cannot be written is named at start.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";
import { lockDataFolder } from "../src/db/folder-lock.ts";
import { tempFolders } from "./support/temp-folders.ts";

const SERVER = join(import.meta.dirname, "support/api-server.ts");
const ADMIN = join(import.meta.dirname, "../src/admin.ts");
const IMPORT = join(import.meta.dirname, "../src/content-import.ts");
const STARTER = join(import.meta.dirname, "support/lock-starter.ts");

const folder = tempFolders("bazi-folder-");

/** The many-starters drill: this many processes on one stale lock at one instant, this many times. */
const STARTERS = 10;
const ROUNDS = 60;

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

/** The pid of a process that has ended: a lock naming it on this host is stale. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  return Number(gone.stdout);
}

/** A starter (support/lock-starter.ts): orders go in as lines of JSON, answers come back in order. */
function startStarter() {
  const child = spawn(process.execPath, [STARTER], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const answers: Record<string, unknown>[] = [];
  const waiting: ((answer: Record<string, unknown>) => void)[] = [];
  createInterface({ input: child.stdout! }).on("line", (line) => {
    const answer = JSON.parse(line) as Record<string, unknown>;
    const wait = waiting.shift();
    if (wait) wait(answer);
    else answers.push(answer);
  });
  return {
    child,
    exited,
    order: (order: object) => child.stdin!.write(`${JSON.stringify(order)}\n`),
    answer: () =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const answer = answers.shift();
        if (answer) resolve(answer);
        else {
          waiting.push(resolve);
          void exited.then((code) => reject(new Error(`starter ${child.pid} exited with ${code}`)));
        }
      }),
  };
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
    writeFileSync(
      join(dataDir, "bazi.lock"),
      JSON.stringify({ pid: deadPid(), host: hostname(), since: "2026-11-20T00:00:00.000Z" }),
    );
    const server = startServer(dataDir);
    await server.port;
    const holder = JSON.parse(readFileSync(join(dataDir, "bazi.lock"), "utf8")) as { pid: number };
    expect(holder.pid).toBe(server.child.pid);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });

  it("of many starters at the same instant on a folder with a stale lock, exactly one takes it over", async () => {
    const starters = Array.from({ length: STARTERS }, startStarter);
    try {
      for (const s of starters) expect(await s.answer()).toEqual({ ready: s.child.pid });
      const stale = { pid: deadPid(), host: hostname(), since: "2026-11-20T00:00:00.000Z" };
      for (let round = 1; round <= ROUNDS; round++) {
        const dataDir = folder();
        const lock = join(dataDir, "bazi.lock");
        writeFileSync(lock, JSON.stringify(stale));
        // all at one instant a little ahead, so that every starter has the order before it comes
        const at = Date.now() + 50;
        for (const s of starters) s.order({ go: dataDir, at });
        const answers = await Promise.all(starters.map((s) => s.answer()));
        const holders = starters.filter((_, i) => answers[i]!.held === true).map((s) => s.child.pid);
        expect(holders, `round ${round}: the starters that hold the folder`).toHaveLength(1);
        const holder = holders[0]!;
        expect(JSON.parse(readFileSync(lock, "utf8")).pid, `round ${round}: the lock names the holder`).toBe(
          holder,
        );
        // the others stop naming the holder, not the process that has ended
        for (const answer of answers.filter((a) => a.held !== true))
          expect(answer.message, `round ${round}`).toContain(
            `The data folder ${dataDir} is in use by process ${holder},`,
          );
        // no claim or new lock left behind
        expect(readdirSync(dataDir), `round ${round}`).toEqual(["bazi.lock"]);
        const winner = starters.find((s) => s.child.pid === holder)!;
        winner.order({ release: true });
        expect(await winner.answer()).toEqual({ released: true });
        expect(existsSync(lock), `round ${round}: released`).toBe(false);
      }
    } finally {
      for (const s of starters) s.child.stdin!.end();
    }
    for (const s of starters) expect(await s.exited).toBe(0);
  });

  it("a half-written lock, a holder on another host and a takeover cut short count as in use; this process's pid is taken over", () => {
    const since = "2026-11-20T00:00:00.000Z";
    const inUse = (dataDir: string, who: string) =>
      `The data folder ${dataDir} is in use by ${who}. Two servers on one embedded database lose each other's writes`;
    const halfWritten = folder();
    writeFileSync(join(halfWritten, "bazi.lock"), '{"pid":12');
    expect(() => lockDataFolder(halfWritten)).toThrow(inUse(halfWritten, "another process"));

    const shared = folder();
    writeFileSync(join(shared, "bazi.lock"), JSON.stringify({ pid: deadPid(), host: "elsewhere", since }));
    expect(() => lockDataFolder(shared)).toThrow(/ is in use by process \d+ on elsewhere, since 2026-11-20/);

    // a starter killed between claiming the takeover and replacing the lock: that stale lock stays, named
    const cut = folder();
    const pid = deadPid();
    const text = JSON.stringify({ pid, host: hostname(), since });
    writeFileSync(join(cut, "bazi.lock"), text);
    const claim = `bazi.lock.takeover-${createHash("sha256").update(text).digest("hex").slice(0, 16)}`;
    writeFileSync(join(cut, claim), "");
    expect(() => lockDataFolder(cut)).toThrow(`${inUse(cut, `process ${pid}, since ${since}`)}`);
    expect(() => lockDataFolder(cut)).toThrow(`If no such process runs, delete ${join(cut, "bazi.lock")}.`);
    rmSync(join(cut, "bazi.lock"));
    lockDataFolder(cut)();

    // a restarted container has the pid of the process before it
    const restarted = folder();
    writeFileSync(
      join(restarted, "bazi.lock"),
      JSON.stringify({ pid: process.pid, host: "old-container", since }),
    );
    const release = lockDataFolder(restarted);
    expect(JSON.parse(readFileSync(join(restarted, "bazi.lock"), "utf8"))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    release();
    expect(readdirSync(restarted)).toEqual([]);
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
