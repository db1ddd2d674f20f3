import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
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

  it("gzips text assets for clients that accept it, caches hashed assets for a year", async () => {
    const res = (await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" }))!;
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(js.length / 10);
    expect(gunzipSync(body).toString()).toBe(js);
    const plain = (await get("/assets/app-abc123.js"))!;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(js);
    expect((await get("/favicon.svg"))!.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("sends hashed assets as brotli once made (gzip meanwhile), other files gzipped", async () => {
    const code = `export const days = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `день ${i} 甲子`))};`;
    writeFileSync(join(root, "assets", "day-def456.js"), code);
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const first = (await get("/assets/day-def456.js", browser))!;
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const gzip = new Uint8Array(await first.arrayBuffer());
    let res = first;
    for (let i = 0; i < 100 && res.headers.get("content-encoding") !== "br"; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = (await get("/assets/day-def456.js", browser))!;
    }
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const br = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(br.byteLength);
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(br.byteLength).toBeLessThan(gzip.byteLength);
    // a client that refuses brotli, and a HEAD request
    const noBr = (await get("/assets/day-def456.js", { "accept-encoding": "br;q=0, gzip" }))!;
    expect(gunzipSync(new Uint8Array(await noBr.arrayBuffer())).toString()).toBe(code);
    const head = (await serve(
      new Request("http://x/assets/day-def456.js", { method: "HEAD", headers: browser }),
    ))!;
    expect(head.headers.get("content-encoding")).toBe("br");
    expect(head.body).toBeNull();
    // not content-hashed: gzip only (it may change between builds)
    const icon = (await get("/favicon.svg", browser))!;
    expect(icon.headers.get("content-encoding")).toBe("gzip");
  });

  it("never leaves the root, and passes unknown paths on", async () => {
    expect(await get("/../../etc/passwd")).toBeNull();
    expect(await get("/assets/%2e%2e/%2e%2e/etc/passwd.js")).toBeNull();
    expect(await get("/assets/missing.js")).toBeNull();
    expect(await get("/2026/11/21")).toBeNull();
  });
});
