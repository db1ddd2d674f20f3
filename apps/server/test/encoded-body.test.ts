/** A fixed body's compressed forms (http/encoded-body.ts): what a client gets, and what a cache holds. */
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliSettled, encodedBody } from "../src/http/encoded-body.ts";

/** A day-sized JSON body (~50 KB, mostly Cyrillic text) that compresses to about a sixth. */
const body = Buffer.from(
  JSON.stringify(
    Array.from({ length: 400 }, (_, i) => ({
      i,
      text: `Благоприятный день для встреч и поездок, час ${i % 12}`,
    })),
  ),
);

describe("encoded bodies", () => {
  it("an answer for one request: brotli at once when the client takes it, else gzip, else the bytes", () => {
    const b = encodedBody(body, { quick: true });
    const br = b.choose("gzip, deflate, br");
    expect(br).toMatchObject({ coding: "br", final: true });
    expect(brotliDecompressSync(br.bytes).equals(body)).toBe(true);
    const gz = b.choose("gzip");
    expect(gz.coding).toBe("gzip");
    expect(gunzipSync(gz.bytes).equals(body)).toBe(true);
    expect(b.choose(undefined)).toMatchObject({ coding: null, bytes: body });
    expect(new Set([br.etag, gz.etag, b.choose(undefined).etag]).size).toBe(3);
  });

  it("a page: gzip first; brotli, at its best, only once the page is asked for again", async () => {
    const b = encodedBody(body);
    expect(b.choose("br, gzip")).toMatchObject({ coding: "gzip", final: false });
    await brotliSettled();
    expect(b.choose("br, gzip").coding).toBe("gzip");
    b.choose("br, gzip", { again: true });
    await brotliSettled();
    const br = b.choose("br, gzip");
    expect(br).toMatchObject({ coding: "br", final: true });
    expect(brotliDecompressSync(br.bytes).equals(body)).toBe(true);
  });

  it("each compressed form holds only its own bytes, so a cache's byte budget counts what it keeps", async () => {
    // zlib hands a short result back as a view into its 64 KB output chunk
    for (const b of [encodedBody(body, { quick: true }), encodedBody(body)]) {
      b.choose("br", { again: true });
      await brotliSettled();
      for (const coding of ["br", "gzip"]) {
        const sent = b.choose(coding);
        expect(sent.coding).toBe(coding);
        expect(sent.bytes.length).toBeLessThan(body.length / 3);
        expect(sent.bytes.buffer.byteLength).toBe(sent.bytes.length);
      }
    }
  });
});
