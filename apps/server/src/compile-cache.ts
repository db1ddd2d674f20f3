/**
 * Fills Node's compile cache (NODE_COMPILE_CACHE) with every module the server may load, so that the server
 * itself finds each file's stripped TypeScript and compiled code there and never loads Node's type stripper (a
 * WebAssembly compiler that stays in memory once loaded: 11–28 MB of a fresh server, ~14 MB after 100,000
 * requests; decision 030).
 *
 * `deploy/run.sh` runs it, as the same user and with the same cache folder, just before it starts the server: a
 * file that changed since the last start is stripped here, in a process that exits at once. Without
 * NODE_COMPILE_CACHE it does nothing. Every module is imported, not only those the server loads at start: the
 * ones it loads on use (the image renderer, the bot, the payment providers) must be in the cache too. Importing
 * them runs nothing: the entry points (main.ts, admin.ts) start only when run; the content importer, which runs
 * when imported, and this file are left out.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** The folders of the server's own TypeScript and of the workspace packages it imports. */
const ROOTS = ["apps/server/src", "packages/almanac/src", "packages/contracts/src", "packages/i18n/src"];
/** Not the server's: the content importer (it runs when imported) and this file. */
const LEFT_OUT = new Set(["apps/server/src/content-import.ts", "apps/server/src/compile-cache.ts"]);

/** The repository-relative paths of the modules to warm: every `.ts` file under ROOTS but the tests. */
export function serverModules(repo: string): string[] {
  return ROOTS.flatMap((root) =>
    (readdirSync(join(repo, root), { recursive: true }) as string[])
      .map((file) => join(root, file))
      .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts") && !LEFT_OUT.has(path))
      .sort(),
  );
}

if (import.meta.main && process.env.NODE_COMPILE_CACHE) {
  const repo = join(import.meta.dirname, "../../..");
  for (const path of serverModules(repo)) await import(pathToFileURL(join(repo, path)).href);
}
