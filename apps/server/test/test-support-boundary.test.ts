/**
 * The test doubles stay out of production: no file under src/ imports @bazi/test-support (nor reaches into
 * packages/test-support by path), and the server lists the package as a development dependency only, so a
 * production install (`npm prune --omit=dev`) can leave it out.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const src = join(root, "src");

const IMPORT_OF_TEST_SUPPORT = /\bfrom\s*["'][^"']*test-support|\bimport\s*\(?\s*["'][^"']*test-support/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx|js|mjs)$/.test(name))
    .map((name) => join(dir, name));
}

describe("test support stays out of production", () => {
  it("no file under src/ imports it", () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(0);
    const offenders = files
      .filter((file) => IMPORT_OF_TEST_SUPPORT.test(readFileSync(file, "utf8")))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it("the server depends on it for development only", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    expect(pkg.dependencies?.["@bazi/test-support"]).toBeUndefined();
    expect(pkg.devDependencies?.["@bazi/test-support"]).toBeDefined();
  });

  it("the check itself catches an import", () => {
    for (const line of [
      'import { startFakeStripe } from "@bazi/test-support/stripe-fake";',
      'import type { FakeTelegram } from "@bazi/test-support/telegram-fake";',
      'const m = await import("@bazi/test-support/yookassa-fake");',
      'import "../../../packages/test-support/src/stripe-fake.ts";',
    ]) {
      expect(IMPORT_OF_TEST_SUPPORT.test(line), line).toBe(true);
    }
    expect(IMPORT_OF_TEST_SUPPORT.test('import { z } from "zod";')).toBe(false);
  });
});
