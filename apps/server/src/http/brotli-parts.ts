/**
 * Brotli for a page whose body is fixed except for a nonce at a few places (the SSR page cache), the companion
 * of gzip-parts.ts (decision 013). The page is compressed once, at brotli's best quality and in the thread pool;
 * per response the nonce is written into the compressed bytes, which are otherwise copied as they are (brotli
 * has no checksum to recompute).
 *
 * How a nonce can be written into a brotli stream (RFC 7932): the encoder is given the whole body with a
 * stand-in of the gap's length where each nonce goes, and is flushed just before each stand-in and just after
 * it and the next part's first two bytes, so those bytes come out as meta-blocks of their own. Each such
 * meta-block is then replaced by an uncompressed one (a 3-byte header, then the bytes as they are): the nonce and
 * the two bytes. The rest of the stream is the encoder's, with back-references across the whole page.
 *
 * Why that decodes to the page with any nonce: a decoder's work depends on what it has output only through
 * copies (back-references) and through the last two bytes before each literal (its context). After each
 * uncompressed block the last two bytes are the next part's first two, the same for every nonce; so a nonce
 * reaches the output only through a copy from a place where a nonce was. `compressPartsBrotli` proves there is
 * none: it decodes the result with two nonces that differ at every byte, and each must give its own page
 * exactly. A copy from a nonce would give the same page byte under both only if both nonces had that byte. The
 * encoder keeps its state consistent with an uncompressed block where it chose one itself (the stand-in is
 * random bytes, so it usually does); where it did not, the proof fails and another stand-in is tried, then the
 * caller goes without brotli (gzip). Each gap gets stand-in bytes of its own: the same bytes twice would be sent as
 * a copy, whose distance the encoder remembers for later copies and an uncompressed block does not.
 */
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, constants, createBrotliCompress } from "node:zlib";

export interface BrotliParts {
  /** The stream with zeros where the gaps go. A response is a copy with the gap written in at each offset. */
  template: Uint8Array;
  /** Where each gap's bytes go in the template. */
  gaps: number[];
  gapLength: number;
}

/** Bytes of the next part that go into the gap's uncompressed block: a literal's context is two bytes. */
const CONTEXT = 2;
const TRIES = 3;

/** The header of an uncompressed meta-block of n bytes (1 ≤ n ≤ 65,536): ISLAST 0, four nibbles, MLEN-1, ISUNCOMPRESSED. */
function uncompressedHeader(n: number): Uint8Array<ArrayBuffer> {
  const bits = ((n - 1) << 3) | (1 << 19);
  return new Uint8Array([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** Runs the encoder over `pieces`, flushing after each; answers each piece's output (the last with the stream's end). */
function encodePieces(pieces: Uint8Array[], quality: number, sizeHint: number): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const encoder = createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint,
      },
    });
    const out: Buffer[] = [];
    let current: Buffer[] = [];
    encoder.on("data", (d: Buffer) => current.push(d));
    encoder.on("error", reject);
    const take = () => {
      out.push(Buffer.concat(current));
      current = [];
    };
    let i = 0;
    const next = () => {
      if (i === pieces.length) {
        encoder.on("end", () => {
          out[out.length - 1] = Buffer.concat([out[out.length - 1]!, ...current]);
          resolve(out);
        });
        encoder.end();
        return;
      }
      encoder.write(pieces[i++]);
      encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => {
        take();
        next();
      });
    };
    next();
  });
}

function concat(chunks: Uint8Array[]): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const c of chunks) size += c.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The body of parts joined by `gap`, uncompressed (for the proof). */
function joined(parts: Uint8Array[], gap: Uint8Array): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  parts.forEach((p, i) => {
    if (i > 0) chunks.push(gap);
    chunks.push(p);
  });
  return concat(chunks);
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && Buffer.compare(a, b) === 0;
}

/**
 * Compresses the fixed parts once (asynchronously, in the thread pool) for gaps of `gapLength` bytes; null when
 * the page cannot be spliced (a part between two gaps shorter than two bytes, a gap longer than 65,534 bytes)
 * or no stand-in passed the proof.
 */
export async function compressPartsBrotli(
  parts: Uint8Array[],
  gapLength: number,
  quality = constants.BROTLI_MAX_QUALITY,
): Promise<BrotliParts | null> {
  if (gapLength < 1 || gapLength + CONTEXT > 65_536) return null;
  if (parts.slice(1, -1).some((p) => p.length < CONTEXT)) return null;
  let size = 0;
  for (const p of parts) size += p.length + gapLength;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    // pieces: part 0, then for each gap: [stand-in + next part's head], [the rest of the next part]; each gap has a
    // stand-in of its own (one repeated would be sent as a copy of the one before, which the encoder's state keeps)
    const pieces: Uint8Array[] = [parts[0]!];
    for (const p of parts.slice(1)) {
      const head = p.subarray(0, CONTEXT);
      pieces.push(concat([randomBytes(gapLength), head]), p.subarray(head.length));
    }
    const encoded = await encodePieces(pieces, quality, size);
    // encoded[k] is pieces[k]'s output; the last one (never a gap's) also holds the stream's end
    const chunks: Uint8Array[] = [];
    const gaps: number[] = [];
    let at = 0;
    encoded.forEach((chunk, k) => {
      if (k % 2 === 1) {
        const head = pieces[k]!.subarray(gapLength);
        const header = uncompressedHeader(gapLength + head.length);
        chunks.push(header, new Uint8Array(gapLength), head);
        gaps.push(at + header.length);
        at += header.length + gapLength + head.length;
      } else {
        chunks.push(chunk);
        at += chunk.length;
      }
    });
    const template = concat(chunks);
    const result: BrotliParts = { template, gaps, gapLength };
    // The proof (file header): two nonces that differ at every byte each give their own page.
    const a = randomBytes(gapLength);
    const b = a.map((x) => x ^ 0xff);
    try {
      if (
        equal(brotliDecompressSync(brotliJoined(result, a)), joined(parts, a)) &&
        equal(brotliDecompressSync(brotliJoined(result, b)), joined(parts, b))
      ) {
        return result;
      }
    } catch {
      // a stream the decoder rejects: another stand-in
    }
  }
  return null;
}

/**
 * The brotli body of the parts joined by `gap`, which must have the length the parts were compressed for; written
 * into `into` when it has the body's length.
 */
export function brotliJoined(
  b: BrotliParts,
  gap: Uint8Array,
  into?: Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  if (gap.length !== b.gapLength) {
    throw new Error(
      `brotliJoined: the parts were compressed for gaps of ${b.gapLength} bytes, not ${gap.length}`,
    );
  }
  // every byte is written (the template, then the gaps): no need to zero it first
  const out = into?.length === b.template.length ? into : Buffer.allocUnsafe(b.template.length);
  out.set(b.template);
  for (const at of b.gaps) out.set(gap, at);
  return out;
}
