/**
 * What an operator and a proxy rely on: a path with a broken percent-encoding is a 400 (a page for a page, a
 * problem document for the API), never a 500; /readyz says whether the instance can write (its database, its
 * data folder) and answers 503 when it cannot; a PostgreSQL restart that closes the pool's idle connections does
 * not end the process; a database gone makes /healthz and /readyz answer 503.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.ts";
import { createLogger } from "../src/log.ts";
import { DB_TARGETS, testApp } from "./harness.ts";

describe("a path that cannot be decoded", () => {
  it("is a 400 page in the reader's language for a page, a 400 problem for the API and forms", async () => {
    const { database, drop } = await DB_TARGETS[0]!.open();
    try {
      const ctx = await testApp(database);
      for (const [path, lang, title] of [
        ["/%ff", "ru", "Адрес страницы повреждён"],
        ["/bazi/%E0%A4%A", "ru", "Адрес страницы повреждён"],
        ["/assets/%ff.js", "ru", "Адрес страницы повреждён"],
        ["/en/day/%c3%28", "en", "The page address is malformed"],
      ] as const) {
        const res = await ctx.app.request(path);
        expect(res.status, path).toBe(400);
        expect(res.headers.get("content-type")).toMatch(/^text\/html/);
        const html = await res.text();
        expect(html).toContain(`<html lang="${lang}">`);
        expect(html).toContain(`<h1>${title}</h1>`);
        expect(html).toContain(`<a href="${lang === "en" ? "/en" : "/"}">`);
      }
      for (const [method, path] of [
        ["GET", "/api/calendar/%ff"],
        ["POST", "/%ff"],
        ["POST", "/api/user/%ff?lang=en"],
      ] as const) {
        const res = await ctx.app.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        expect(await res.json()).toMatchObject({
          code: "MALFORMED_ADDRESS",
          title: path.endsWith("lang=en") ? "The page address is malformed" : "Адрес страницы повреждён",
        });
      }
      // a well-formed escape still goes where it goes
      expect((await ctx.app.request("/api/calendar/day?date=%32026-11-21")).status).not.toBe(500);
    } finally {
      await drop();
    }
  });
});

describe("/readyz", () => {
  for (const target of DB_TARGETS)
    it(`on ${target.name}: ready when the database and the data folder take writes, 503 naming which does not`, async () => {
      const { database, drop } = await target.open();
      const dataDir = mkdtempSync(join(tmpdir(), "bazi-ready-"));
      try {
        const ctx = await testApp(database, { DATA_DIR: dataDir });
        let res = await ctx.app.request("/readyz");
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("no-store");
        expect(await res.json()).toEqual({ status: "ready", database: "writable", dataDir: "writable" });
        // the probe left nothing behind
        const again = await ctx.app.request("/readyz");
        expect(again.status).toBe(200);

        // the folder gone and a file in its place (a volume unmounted, a disk replaced)
        rmSync(dataDir, { recursive: true, force: true });
        writeFileSync(dataDir, "");
        res = await ctx.app.request("/readyz");
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          status: "not-ready",
          database: "writable",
          dataDir: "not writable",
        });
        rmSync(dataDir, { force: true });
        mkdirSync(dataDir);
        expect((await ctx.app.request("/readyz")).status).toBe(200);
      } finally {
        await drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!pgUrl)(
    "on a read-only PostgreSQL (a standby, a database set read-only): 503, database not writable",
    async () => {
      const target = DB_TARGETS.find((t) => t.name === "postgres")!;
      const { database, drop } = await target.open();
      // the same database through connections that may only read, as on a hot standby
      try {
        const r = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        const name = r.rows[0]!.name;
        const readOnlyUrl = new URL(pgUrl!);
        readOnlyUrl.pathname = `/${name}`;
        readOnlyUrl.searchParams.set("options", "-c default_transaction_read_only=on");
        const readOnly = await openDatabase({ url: readOnlyUrl.toString(), dataDir: "unused" });
        try {
          const ctx = await testApp(database);
          const ro = await testApp(readOnly, { DATA_DIR: "memory://" }, { prepared: true });
          expect((await ctx.app.request("/readyz")).status).toBe(200);
          const res = await ro.app.request("/readyz");
          expect(res.status).toBe(503);
          expect(await res.json()).toEqual({
            status: "not-ready",
            database: "not writable",
            dataDir: "in memory",
          });
          // alive all the same: liveness is not readiness
          expect((await ro.app.request("/healthz")).status).toBe(200);
        } finally {
          await readOnly.close();
        }
      } finally {
        await drop();
      }
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL restart", () => {
  it("closes the idle connections; the instance keeps answering on new ones", async () => {
    const pgUrl = process.env.TEST_DATABASE_URL!;
    const name = `bazi_lost_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const lost: Error[] = [];
    const database = await openDatabase({
      url: url.toString(),
      dataDir: "unused",
      onConnectionLost: (e) => lost.push(e),
    });
    try {
      const ctx = await testApp(database);
      expect((await ctx.app.request("/readyz")).status).toBe(200);
      // what a restart or a failover does to every session: terminated by the server while idle
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      await expect.poll(() => lost.length).toBeGreaterThan(0);
      expect(lost[0]!.message).toContain("terminating connection");
      expect((await ctx.app.request("/readyz")).status).toBe(200);
    } finally {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a PostgreSQL database gone", () => {
  it("makes /healthz and /readyz answer 503, logged as a failed probe, never as an unhandled error", async () => {
    const pgUrl = process.env.TEST_DATABASE_URL!;
    const name = `bazi_gone_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      url: url.toString(),
      dataDir: "unused",
      onConnectionLost: () => {},
    });
    const lines: { level: number; msg: string }[] = [];
    const log = createLogger("warn", { write: (line: string) => void lines.push(JSON.parse(line)) });
    try {
      const ctx = await testApp(database, {}, { log });
      expect((await ctx.app.request("/healthz")).status).toBe(200);
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      const health = await ctx.app.request("/healthz");
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "database-unreachable", database: "postgres" });
      expect((await ctx.app.request("/readyz")).status).toBe(503);
      expect(lines.map((l) => l.msg)).not.toContain("unhandled error");
      expect(lines.map((l) => l.msg)).toContain("health: probe failed");
    } finally {
      await database.close().catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
