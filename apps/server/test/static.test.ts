import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { staticFiles } from "../src/http/static.ts";

describe("static files of the web build", () => {
  const root = mkdtempSync(join(tmpdir(), "bazi-static-"));
  mkdirSync(join(root, "assets"));
  const js = `export const x = ${JSON.stringify("a".repeat(5000))};`;
  writeFileSync(join(root, "assets", "app-abc123.js"), js);
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  const serve = staticFiles(root);
  const get = (path: string, headers: Record<string, string> = {}) =>
    serve(new Request(`http://x${path}`, { headers }));

  it("sends a file as it is (the proxy compresses it), caches hashed assets for a year", async () => {
    const res = (await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" }))!;
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(res.headers.get("content-length"))).toBe(js.length);
    expect(await res.text()).toBe(js);
    expect((await get("/favicon.svg"))!.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("sends a hashed asset as the brotli the build wrote next to it; as it is where there is none", async () => {
    const code = `export const days = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `день ${i} 甲子`))};`;
    writeFileSync(join(root, "assets", "day-def456.js"), code);
    // as apps/web/scripts/precompress.ts writes it after the build
    writeFileSync(join(root, "assets", "day-def456.js.br"), brotliCompressSync(code));
    writeFileSync(join(root, "favicon.svg.br"), brotliCompressSync("<svg/>"));
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const res = (await get("/assets/day-def456.js", browser))!;
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const br = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(br.byteLength);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    // a client that refuses brotli, or names none but gzip; a HEAD request
    for (const accept of ["br;q=0, gzip", "gzip"]) {
      const noBr = (await get("/assets/day-def456.js", { "accept-encoding": accept }))!;
      expect(noBr.headers.get("content-encoding")).toBeNull();
      expect(await noBr.text()).toBe(code);
    }
    expect(
      (await get("/assets/day-def456.js", { "accept-encoding": "*" }))!.headers.get("content-encoding"),
    ).toBe("br");
    const head = (await serve(
      new Request("http://x/assets/day-def456.js", { method: "HEAD", headers: browser }),
    ))!;
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.body).toBeNull();
    // no .br beside it, or not content-hashed (it may change between builds): as it is; a .br is never served itself
    expect((await get("/assets/app-abc123.js", browser))!.headers.get("content-encoding")).toBeNull();
    expect((await get("/favicon.svg", browser))!.headers.get("content-encoding")).toBeNull();
    expect(await get("/assets/day-def456.js.br", browser)).toBeNull();
  });

  it("never leaves the root, and passes unknown paths on", async () => {
    expect(await get("/../../etc/passwd")).toBeNull();
    expect(await get("/assets/%2e%2e/%2e%2e/etc/passwd.js")).toBeNull();
    expect(await get("/assets/missing.js")).toBeNull();
    expect(await get("/2026/11/21")).toBeNull();
  });
});
