import { crc32, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compressParts, crc32Short, gzipJoined } from "../src/http/gzip-parts.ts";

const enc = new TextEncoder();

describe("gzip of fixed parts joined by a per-response nonce", () => {
  it("inflates to the parts joined by the nonce, for any parts and nonces", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ maxLength: 40 }),
        (parts, nonce) => {
          const g = compressParts(parts.map((p) => enc.encode(p)));
          expect(gunzipSync(gzipJoined(g, enc.encode(nonce))).toString("utf8")).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("compresses a page-sized body well and stays valid with a different nonce each time", () => {
    // a page with the nonce in four places, as an SSR page has on its scripts
    const chunk = "<p>Календарь Бацзы 甲子 乙丑</p>".repeat(800);
    const page = `<html>${chunk}<script nonce="@">1</script>${chunk}<script nonce="@">2</script>${chunk}<link nonce="@">${chunk}<script nonce="@">3</script></html>`;
    const parts = page.split("@").map((p) => enc.encode(p));
    const g = compressParts(parts);
    for (const nonce of ["abc", "Z/4939dxuTIfbeMbE0n5OA==", ""]) {
      const body = gzipJoined(g, enc.encode(nonce));
      expect(gunzipSync(body).toString("utf8")).toBe(page.split("@").join(nonce));
    }
    expect(gzipJoined(g, enc.encode("x")).length).toBeLessThan(enc.encode(page).length / 5);
  });
});

describe("parts that refer back across the gaps (a dictionary of the body before them)", () => {
  it("inflates to the parts joined by any gap of the length they were compressed for", () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.string({ minLength: 0, maxLength: 30 }),
        (parts, nonce) => {
          const gap = enc.encode(nonce);
          const g = compressParts(
            parts.map((p) => enc.encode(p)),
            gap.length,
          );
          expect(gunzipSync(gzipJoined(g, gap)).toString("utf8")).toBe(parts.join(nonce));
        },
      ),
      { numRuns: 200 },
    );
  });

  it("is smaller than parts compressed alone when they repeat each other, beyond the 32 KiB window too", () => {
    // a page whose hydration data (the last part) repeats its markup's texts, as an SSR page's does
    const markup = Array.from({ length: 400 }, (_, i) => `<li>Созвездие ${i} «Девушка» 女</li>`).join("");
    const page = `<html>${markup}<script nonce="@">1</script><script nonce="@">${JSON.stringify(markup)}</script></html>`;
    const parts = page.split("@").map((p) => enc.encode(p));
    const nonce = enc.encode("Z/4939dxuTIfbeMbE0n5OA==");
    const alone = gzipJoined(compressParts(parts), nonce);
    const linked = gzipJoined(compressParts(parts, nonce.length), nonce);
    expect(gunzipSync(linked).toString("utf8")).toBe(page.split("@").join("Z/4939dxuTIfbeMbE0n5OA=="));
    expect(linked.length).toBeLessThan(alone.length * 0.75);
    // a body past the window: references only reach back 32 KiB, and the output stays right
    const long = [`${"а".repeat(40_000)}x`, `${"б".repeat(20_000)}y`, "а".repeat(1000)].map((p) =>
      enc.encode(p),
    );
    expect(gunzipSync(gzipJoined(compressParts(long, 3), enc.encode("n-1"))).toString("utf8")).toBe(
      [`${"а".repeat(40_000)}x`, `${"б".repeat(20_000)}y`, "а".repeat(1000)].join("n-1"),
    );
  });

  it("refuses a gap of another length, and compresses parts holding a NUL on their own", () => {
    const g = compressParts([enc.encode("<a>"), enc.encode("<b>")], 24);
    expect(() => gzipJoined(g, enc.encode("short"))).toThrow(/24 bytes/);
    const withNul = compressParts([enc.encode("a\u0000b"), enc.encode("a\u0000b")], 2);
    expect(withNul.gapLength).toBeNull();
    expect(gunzipSync(gzipJoined(withNul, enc.encode("any length"))).toString("utf8")).toBe(
      "a\u0000bany lengtha\u0000b",
    );
  });
});

describe("crc32Short", () => {
  it("equals zlib's crc32 for any bytes and start value", () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        (bytes, start) => {
          expect(crc32Short(bytes, start)).toBe(crc32(bytes, start));
        },
      ),
    );
  });
});
