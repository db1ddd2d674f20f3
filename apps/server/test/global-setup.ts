/**
 * Once per run, before the test files: an empty embedded database with every migration applied, dumped to a
 * temporary file whose path the files read with `inject("pgliteTemplate")` (harness.ts, `newPglite`).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The dump of a migrated, empty embedded database (a gzipped tar). */
    pgliteTemplate: string;
  }
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
  return () => rmSync(dir, { recursive: true, force: true });
}
