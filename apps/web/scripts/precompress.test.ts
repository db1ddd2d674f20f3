import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompress } from "./precompress.ts";

describe("precompress: the build's text assets also as brotli", () => {
  it("writes name.br next to each text file, decoding to it and smaller; leaves other files alone", () => {
    const dir = mkdtempSync(join(tmpdir(), "bazi-precompress-"));
    const js = `export const days = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `день ${i} 甲子`))};`;
    writeFileSync(join(dir, "day-abc123.js"), js);
    writeFileSync(join(dir, "app-def456.css"), ".a{color:red}".repeat(200));
    writeFileSync(join(dir, "font-0a1b2c.woff2"), Buffer.from([0, 1, 2, 3]));
    const r = precompress(dir);
    expect(r.files).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([
      "app-def456.css",
      "app-def456.css.br",
      "day-abc123.js",
      "day-abc123.js.br",
      "font-0a1b2c.woff2",
    ]);
    const br = readFileSync(join(dir, "day-abc123.js.br"));
    expect(brotliDecompressSync(br).toString("utf8")).toBe(js);
    expect(br.length).toBeLessThan(Buffer.byteLength(js) / 5);
    expect(r.brotli).toBeLessThan(r.bytes);
  });
});
