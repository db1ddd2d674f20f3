/**
 * Once per run, before the test files: an empty embedded database with every migration applied, dumped to a
 * temporary file whose path the files read with `inject("pgliteTemplate")` (harness.ts, `newPglite`); and, when
 * TEST_DATABASE_URL is set, a PostgreSQL database with every migration applied, whose name the files read with
 * `inject("postgresTemplate")`: each test's PostgreSQL database is made as a copy of it (CREATE DATABASE …
 * TEMPLATE), which takes about half the time of migrating a new one. Both go at the end of the run.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated, empty embedded database (a gzipped tar). */
    pgliteTemplate: string;
    /** The name of a migrated, empty PostgreSQL database on TEST_DATABASE_URL's server ("" without one). */
    postgresTemplate: string;
  }
}

/** Runs one statement on TEST_DATABASE_URL's database (CREATE and DROP DATABASE cannot run in a pool's). */
export async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(url: string): Promise<string> {
  const name = `bazi_template_${randomBytes(6).toString("hex")}`;
  await onServer(url, `CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  // a template may have no connection open while it is copied: this one is closed before any test starts
  const database = await openDatabase({ url: at.toString(), dataDir: "unused" });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return name;
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "bazi-pglite-template-"));
  const file = join(dir, "migrated.tar.gz");
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await database.migrate();
    writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  const url = process.env.TEST_DATABASE_URL;
  const template = url ? await postgresTemplate(url) : "";
  project.provide("postgresTemplate", template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) await onServer(url, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
