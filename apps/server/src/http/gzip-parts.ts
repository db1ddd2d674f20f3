/**
 * Gzip for a page whose body is fixed except for a nonce at a few places (the SSR page cache): the fixed
 * parts are compressed once, each as an independent deflate run ending in a sync flush (byte-aligned, no
 * back-references across parts); per response only the nonce goes in between as stored blocks, then a final
 * empty block and the trailer (CRC-32 and length of the whole body). One compression per cached page
 * instead of one per response.
 *
 * The trailer's CRC covers the whole body, but only the nonce changes: CRC-32 is affine in its starting
 * value, crc32(p, c) = L_p(c) xor crc32(p, 0) with L_p linear over GF(2), so each part keeps its crc32(p, 0)
 * and the 32 columns of L_p (found once by running crc32 from each single-bit start), and per response the
 * CRC is 32 xors per part plus a crc32 over the nonce, instead of a pass over the whole page.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface GzipParts {
  /** Compressed parts, each a sync-flushed raw deflate run. */
  members: Uint8Array[];
  /** The uncompressed lengths of the parts. */
  lengths: number[];
  /** crc32(part, 0) of each part. */
  crcs: number[];
  /** L_p of each part as its 32 columns (the image of each single bit). */
  shifts: Uint32Array[];
}

const HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final, empty block with fixed Huffman codes. */
const FINAL = new Uint8Array([0x03, 0x00]);

export function compressParts(parts: Uint8Array[]): GzipParts {
  const crcs = parts.map((p) => crc32(p, 0));
  return {
    members: parts.map(
      (p) => new Uint8Array(deflateRawSync(p, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })),
    ),
    lengths: parts.map((p) => p.length),
    crcs,
    shifts: parts.map((p, i) => {
      const columns = new Uint32Array(32);
      for (let bit = 0; bit < 32; bit++) columns[bit] = (crc32(p, 2 ** bit) ^ crcs[i]!) >>> 0;
      return columns;
    }),
  };
}

/** crc32(part, start) from the part's precomputed crc32(part, 0) and L_part. */
function continueCrc(columns: Uint32Array, crcFromZero: number, start: number): number {
  let out = crcFromZero;
  for (let bit = 0, v = start >>> 0; v !== 0; bit++, v >>>= 1) if (v & 1) out ^= columns[bit]!;
  return out >>> 0;
}

/** A stored (uncompressed) deflate block; the stream is byte-aligned after a sync flush. */
function stored(bytes: Uint8Array): Uint8Array {
  const n = bytes.length;
  const out = new Uint8Array(5 + n);
  out.set([0x00, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]);
  out.set(bytes, 5);
  return out;
}

/** The gzip body of parts joined by `gap` (which must be shorter than 64 KiB). */
export function gzipJoined(g: GzipParts, gap: Uint8Array): Uint8Array<ArrayBuffer> {
  const block = stored(gap);
  let crc = 0;
  let length = 0;
  const chunks: Uint8Array[] = [HEADER];
  g.members.forEach((member, i) => {
    if (i > 0) {
      crc = crc32(gap, crc);
      length += gap.length;
      chunks.push(block);
    }
    crc = continueCrc(g.shifts[i]!, g.crcs[i]!, crc);
    length += g.lengths[i]!;
    chunks.push(member);
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  view.setUint32(4, length >>> 0, true);
  chunks.push(FINAL, trailer);
  let size = 0;
  for (const c of chunks) size += c.length;
  const out = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
