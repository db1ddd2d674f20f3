import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compressParts, gzipJoined } from "../src/http/gzip-parts.ts";

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
