/**
 * Brotli of a page with a per-response nonce (http/brotli-parts.ts, decision 013): whatever the parts and the nonce,
 * a browser's decoder gets the parts joined by the nonce.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brotliJoined, compressPartsBrotli } from "../src/http/brotli-parts.ts";
import { compressParts, gzipJoined } from "../src/http/gzip-parts.ts";

const enc = new TextEncoder();

const joined = (parts: Uint8Array[], gap: Uint8Array) =>
  Buffer.concat(parts.flatMap((p, i) => (i === 0 ? [p] : [gap, p])));

/** Parts as text (any Unicode) or as arbitrary bytes, the middle ones at least two bytes long. */
const partsArb = fc
  .oneof(
    fc.array(fc.string({ unit: "grapheme", maxLength: 2000 }), { minLength: 1, maxLength: 6 }),
    fc.array(fc.uint8Array({ maxLength: 2000 }), { minLength: 1, maxLength: 6 }),
  )
  .map((ps) => ps.map((p) => (typeof p === "string" ? enc.encode(p) : p)))
  .filter((ps) => ps.slice(1, -1).every((p) => p.length >= 2));

describe("brotli of fixed parts joined by a per-response nonce", () => {
  it("decodes to the parts joined by any gap of the length they were compressed for", async () => {
    await fc.assert(
      fc.asyncProperty(
        partsArb,
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.uint8Array({ minLength: 40, maxLength: 40 }), { minLength: 1, maxLength: 3 }),
        async (parts, gapLength, gaps) => {
          const b = await compressPartsBrotli(parts, gapLength, 5);
          expect(b).not.toBeNull();
          for (const g of gaps) {
            const gap = g.subarray(0, gapLength);
            expect(Buffer.from(brotliDecompressSync(brotliJoined(b!, gap))).equals(joined(parts, gap))).toBe(
              true,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("holds for gaps whose text also appears in the parts (a nonce the page happens to contain)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('nonce="', "abc==", '"></script>', "Календарь", "=="), {
          minLength: 20,
          maxLength: 200,
        }),
        fc.constantFrom("abc==", "Календарь", "=====", '"></'),
        async (words, nonce) => {
          const text = words.join("");
          const parts = text
            .split("@")
            .concat(text, text)
            .map((p) => enc.encode(p));
          const gap = enc.encode(nonce);
          const b = await compressPartsBrotli(parts, gap.length, 9);
          expect(b).not.toBeNull();
          expect(brotliDecompressSync(brotliJoined(b!, gap)).toString("utf8")).toBe(
            [text, text, text].join(nonce),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a page: at brotli's best quality, smaller than its gzip, valid with a new nonce each time", async () => {
    // an SSR page: the nonce on a few scripts, markup with Cyrillic and Chinese text, hydration data repeating it
    const markup = Array.from(
      { length: 300 },
      (_, i) =>
        `<li class="flex items-center gap-2 text-stone-700">Созвездие ${i} «Девушка» 女 — благоприятно</li>`,
    ).join("");
    const page = `<!DOCTYPE html><html lang="ru"><head><link nonce="@" rel="icon"/></head><body><ul>${markup}</ul><script nonce="@">window.a=1</script><script nonce="@">window.data=${JSON.stringify(markup)}</script><script nonce="@">close()</script></body></html>`;
    const parts = page.split("@").map((p) => enc.encode(p));
    const b = await compressPartsBrotli(parts, 24);
    expect(b).not.toBeNull();
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const nonce = randomBytes(16).toString("base64");
      seen.add(nonce);
      expect(brotliDecompressSync(brotliJoined(b!, enc.encode(nonce))).toString("utf8")).toBe(
        page.split("@").join(nonce),
      );
    }
    expect(seen.size).toBe(20);
    const gzip = gzipJoined(compressParts(parts, 24), enc.encode("x".repeat(24)));
    expect(b!.template.length).toBeLessThan(gzip.length * 0.85);
  });

  it("writes into a given buffer of the body's length, and makes a new one otherwise", async () => {
    const parts = ["<a>Луна", "</a><b>", "</b>"].map((p) => enc.encode(p));
    const b = (await compressPartsBrotli(parts, 4))!;
    const first = brotliJoined(b, enc.encode("AAAA"));
    const again = brotliJoined(b, enc.encode("BBBB"), first);
    expect(again).toBe(first);
    expect(brotliDecompressSync(again).toString("utf8")).toBe("<a>ЛунаBBBB</a><b>BBBB</b>");
    const other = brotliJoined(b, enc.encode("CCCC"), new Uint8Array(3));
    expect(brotliDecompressSync(other).toString("utf8")).toBe("<a>ЛунаCCCC</a><b>CCCC</b>");
  });

  it("refuses a gap of another length; no brotli for a part between gaps shorter than two bytes", async () => {
    const b = (await compressPartsBrotli([enc.encode("<a>"), enc.encode("<b>")], 24))!;
    expect(() => brotliJoined(b, enc.encode("short"))).toThrow(/24 bytes/);
    expect(
      await compressPartsBrotli(
        ["<a>", "x", "<b>"].map((p) => enc.encode(p)),
        8,
      ),
    ).toBeNull();
    // the first and the last part may be anything
    for (const parts of [["", "ab", ""], ["x", "ab", "y"], ["", ""], ["only"]]) {
      const bytes = parts.map((p) => enc.encode(p));
      const made = (await compressPartsBrotli(bytes, 3))!;
      expect(brotliDecompressSync(brotliJoined(made, enc.encode("n=1"))).toString("utf8")).toBe(
        parts.join("n=1"),
      );
    }
  });
});
