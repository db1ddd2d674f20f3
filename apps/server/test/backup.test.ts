/**
 * Backup drills, as the README tells an operator to run them: the embedded database through `npm run admin --
 * backup|restore` (refused while a server holds the folder), PostgreSQL through pg_dump and pg_restore. After
 * the restore every table has the same rows and a user signs in with their password and finds their chart.
 */
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../src/db/client.ts";
import { CHART_FORM, signUp, testApp } from "./harness.ts";
import { tempFolders } from "./support/temp-folders.ts";

const ADMIN = join(import.meta.dirname, "../src/admin.ts");
const PASSWORD = "Sunflower-42"; // harness.signUp's

const folder = tempFolders("bazi-backup-");

function admin(dataDir: string, args: string[]) {
  const r = spawnSync(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** Every table of the schema with its row count (the migrations' own table included). */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rows<{ name: string }>(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = name.split(".");
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema!)}.${sql.identifier(table!)}`,
    );
    out[name] = count!.n;
  }
  return out;
}

/** A user with a saved chart; returns their e-mail. */
async function userWithChart(database: Database): Promise<string> {
  const ctx = await testApp(database);
  const u = await signUp(ctx, "backup");
  expect((await u.call("POST", "/api/charts", CHART_FORM)).status).toBe(201);
  return u.email;
}

/** On a restored database: the password signs in and the chart is there. */
async function signsInAndFindsChart(database: Database, email: string): Promise<void> {
  const ctx = await testApp(database, {}, { prepared: true });
  const res = await ctx.post("/api/token/auth", { username: email, password: PASSWORD });
  expect(res.status).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const charts = await ctx.app.request("/api/charts", { headers: { authorization: `Bearer ${token}` } });
  expect(charts.status).toBe(200);
  expect(JSON.stringify(await charts.json())).toContain(CHART_FORM.fio);
}

describe("backup of the embedded database", () => {
  it("is refused while a server holds the folder; made after it stops, restored into an empty folder, nothing is missing", async () => {
    const dataDir = folder();
    const file = join(folder(), "bazi.tar.gz");
    const held = await openDatabase({ dataDir });
    const email = await userWithChart(held);
    const before = await rowCounts(held);
    expect(before["public.users"]).toBeGreaterThan(0);

    // this test process holds the folder, as a running server would
    const refused = admin(dataDir, ["backup", file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(dataDir);
    expect(refused.err).toContain(String(process.pid));
    expect(existsSync(file)).toBe(false);
    await held.close();

    const made = admin(dataDir, ["backup", file]);
    expect(made.err).toBe("");
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^backup: .*bazi\.tar\.gz \(\d+\.\d MB\)/);
    // an existing file is never overwritten
    expect(admin(dataDir, ["backup", file]).code).toBe(1);

    // a restore never overwrites a database
    const overwrite = admin(dataDir, ["restore", file]);
    expect(overwrite.code).toBe(1);
    expect(overwrite.err).toContain("already holds a database");

    const restoredDir = join(folder(), "restored");
    const restored = admin(restoredDir, ["restore", file]);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    const database = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await rowCounts(database)).toEqual(before);
      await signsInAndFindsChart(database, email);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("a file that is not a backup is named, and the folder is left without a database", () => {
    const bad = join(folder(), "not-a-backup.tar.gz");
    writeFileSync(bad, "this is not a tar archive");
    const target = join(folder(), "target");
    const r = admin(target, ["restore", bad]);
    expect(r.code).toBe(1);
    expect(r.err).toContain(bad);
    expect(existsSync(join(target, "PG_VERSION"))).toBe(false);
    expect(admin(target, ["restore", join(folder(), "missing.tar.gz")]).err).toContain("cannot read");
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("backup of PostgreSQL (pg_dump, drop, pg_restore)", () => {
  it("gives back every row, and the user signs in", async () => {
    const name = `bazi_backup_${Date.now().toString(36)}`;
    const server = new pg.Client({ connectionString: pgUrl });
    await server.connect();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    const file = join(folder(), "bazi.dump");
    try {
      await server.query(`CREATE DATABASE ${name}`);
      const original = await openDatabase({ url: url.toString(), dataDir: "unused" });
      const email = await userWithChart(original);
      const before = await rowCounts(original);
      await original.close();

      const dump = spawnSync("pg_dump", ["--format=custom", "--file", file, url.toString()], {
        encoding: "utf8",
      });
      expect(dump.stderr).toBe("");
      expect(dump.status).toBe(0);
      await server.query(`DROP DATABASE ${name}`);
      await server.query(`CREATE DATABASE ${name}`);
      const restore = spawnSync("pg_restore", ["--no-owner", "--dbname", url.toString(), file], {
        encoding: "utf8",
      });
      expect(restore.stderr).toBe("");
      expect(restore.status).toBe(0);

      const database = await openDatabase({ url: url.toString(), dataDir: "unused" });
      try {
        expect(await rowCounts(database)).toEqual(before);
        await signsInAndFindsChart(database, email);
      } finally {
        await database.close();
      }
    } finally {
      await server.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server.end();
    }
  }, 120_000);
});
