import { describe, expect, it } from "vitest";
import { acceptsGzip, chooseCoding } from "../src/http/encoding.ts";

describe("content coding from Accept-Encoding", () => {
  it("prefers brotli when the client takes both equally, as browsers send", () => {
    expect(chooseCoding("gzip, deflate, br, zstd", ["br", "gzip"])).toBe("br");
    expect(chooseCoding("gzip, deflate, br", ["gzip"])).toBe("gzip");
    expect(chooseCoding("BR", ["br", "gzip"])).toBe("br");
  });

  it("follows the client's q-values, and q=0 forbids a coding", () => {
    expect(chooseCoding("gzip;q=1, br;q=0.8", ["br", "gzip"])).toBe("gzip");
    expect(chooseCoding("br;q=0, gzip", ["br", "gzip"])).toBe("gzip");
    expect(chooseCoding("br; q=0.0, gzip;q=0", ["br", "gzip"])).toBeNull();
    expect(chooseCoding("gzip;q=0", ["gzip"])).toBeNull();
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
  });

  it("a star stands for the codings not named", () => {
    expect(chooseCoding("*", ["br", "gzip"])).toBe("br");
    expect(chooseCoding("*;q=0.5, br;q=0", ["br", "gzip"])).toBe("gzip");
    expect(chooseCoding("gzip, *;q=0", ["br", "gzip"])).toBe("gzip");
  });

  it("nothing, identity or unknown codings: no coding", () => {
    for (const header of [undefined, null, "", "identity", "deflate", "compress, x-gzip2", " , ;q=1"]) {
      expect(chooseCoding(header, ["br", "gzip"])).toBeNull();
      expect(acceptsGzip(header)).toBe(false);
    }
  });
});
