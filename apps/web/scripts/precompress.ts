/**
 * After `react-router build` (`npm run build`): each text file of the client build's content-hashed assets is also
 * written as brotli at its best quality, next to it (`name.js.br`). The server sends those bytes as they are to
 * browsers that take brotli (apps/server/src/http/static.ts, decision 013): made once per build, never while
 * answering (0.1–1 s of a core per large script).
 *
 *   node apps/web/scripts/precompress.ts [dir]     default: apps/web/build/client/assets
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";

const TEXT = /\.(js|css|svg|json|txt|webmanifest)$/;

/** Writes `file.br` for every text file in `dir`; answers the files written and their bytes before and after. */
export function precompress(dir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const name of readdirSync(dir)) {
    if (!TEXT.test(name)) continue;
    const raw = readFileSync(join(dir, name));
    const out = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    writeFileSync(join(dir, `${name}.br`), out);
    files++;
    bytes += raw.length;
    brotli += out.length;
  }
  return { files, bytes, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL("../build/client/assets/", import.meta.url));
  const r = precompress(dir);
  console.log(
    `precompress: ${r.files} files, ${(r.bytes / 1024).toFixed(0)} KB → ${(r.brotli / 1024).toFixed(0)} KB brotli`,
  );
}
