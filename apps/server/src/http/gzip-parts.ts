/**
 * Gzip for a page whose body is fixed except for a nonce at a few places (the SSR page cache): the fixed
 * parts are compressed once, each as an independent deflate run ending in a sync flush (byte-aligned, no
 * back-references across parts); per response only the nonce goes in between as stored blocks, then a final
 * empty block and the trailer (CRC-32 and length of the whole body). One compression per cached page
 * instead of one per response.
 *
 * Parts compressed on their own lose the page's repeats across them (an SSR page's hydration data repeats its
 * markup's texts: 2.5 KB more on a 14 KB day page). When the gap's length is known (a nonce has a fixed length),
 * each part after the first is compressed with a preset dictionary: the output before it, up to deflate's 32 KiB
 * window, with NUL bytes where the gaps go. Its back-references then reach into the earlier parts at the distances
 * the real body has, and never into a gap: a match is at least 3 bytes of this part, and no part holds a NUL
 * (parts that do are compressed on their own).
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
  /** The gap length the parts' dictionaries assumed; gzipJoined refuses any other. Null: parts stand alone. */
  gapLength: number | null;
}

/** Deflate's window: a back-reference reaches at most this far. */
const WINDOW = 32 * 1024;

const HEADER = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** A final, empty block with fixed Huffman codes. */
const FINAL = new Uint8Array([0x03, 0x00]);

/**
 * Compresses the fixed parts once. With `gapLength`, the parts after the first refer back across the gaps (see
 * the file header) and every gap given to gzipJoined must have that length.
 */
export function compressParts(parts: Uint8Array[], gapLength?: number): GzipParts {
  const crcs = parts.map((p) => crc32(p, 0));
  const linked = gapLength !== undefined && parts.every((p) => !p.includes(0));
  const members: Uint8Array[] = [];
  // The body so far with NULs in the gaps, trimmed to the last WINDOW bytes.
  let before = new Uint8Array(0);
  for (const [i, p] of parts.entries()) {
    const options = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
    members.push(
      new Uint8Array(
        linked && i > 0 ? deflateRawSync(p, { ...options, dictionary: before }) : deflateRawSync(p, options),
      ),
    );
    if (linked && i < parts.length - 1) {
      const next = new Uint8Array(before.length + p.length + gapLength);
      next.set(before);
      next.set(p, before.length);
      before = next.length > WINDOW ? next.slice(next.length - WINDOW) : next;
    }
  }
  return {
    members,
    lengths: parts.map((p) => p.length),
    crcs,
    shifts: parts.map((p, i) => {
      const columns = new Uint32Array(32);
      for (let bit = 0; bit < 32; bit++) columns[bit] = (crc32(p, 2 ** bit) ^ crcs[i]!) >>> 0;
      return columns;
    }),
    gapLength: linked ? gapLength : null,
  };
}

/** crc32(part, start) from the part's precomputed crc32(part, 0) and L_part. */
function continueCrc(columns: Uint32Array, crcFromZero: number, start: number): number {
  let out = crcFromZero;
  for (let bit = 0, v = start >>> 0; v !== 0; bit++, v >>>= 1) if (v & 1) out ^= columns[bit]!;
  return out >>> 0;
}

/** CRC-32 (the gzip polynomial) of short inputs in JavaScript: a call into zlib costs more than a nonce's bytes. */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32Short(bytes: Uint8Array, start: number): number {
  let c = ~start >>> 0;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * The gzip body with every gap left as zeros, for one gap length: the header, the members with a stored block's
 * header before each gap, the final block and room for the trailer. A response is a copy with the gaps and the
 * trailer written in.
 */
interface Template {
  bytes: Uint8Array;
  gapLength: number;
  /** Where each gap's bytes go. */
  gaps: number[];
}

const templates = new WeakMap<GzipParts, Template>();

function templateOf(g: GzipParts, gapLength: number): Template {
  const cached = templates.get(g);
  if (cached?.gapLength === gapLength) return cached;
  let size = HEADER.length + FINAL.length + 8;
  for (const m of g.members) size += m.length;
  size += (g.members.length - 1) * (5 + gapLength);
  const bytes = new Uint8Array(size);
  const gaps: number[] = [];
  bytes.set(HEADER, 0);
  let at = HEADER.length;
  g.members.forEach((member, i) => {
    if (i > 0) {
      // a stored (uncompressed) block: the stream is byte-aligned after a sync flush
      const n = gapLength;
      bytes.set([0x00, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff], at);
      gaps.push(at + 5);
      at += 5 + n;
    }
    bytes.set(member, at);
    at += member.length;
  });
  bytes.set(FINAL, at);
  const t = { bytes, gapLength, gaps };
  templates.set(g, t);
  return t;
}

/**
 * The gzip body of parts joined by `gap` (which must be shorter than 64 KiB); written into `into` when it has the
 * body's length.
 */
export function gzipJoined(
  g: GzipParts,
  gap: Uint8Array,
  into?: Uint8Array<ArrayBuffer>,
): Uint8Array<ArrayBuffer> {
  if (g.gapLength !== null && g.members.length > 1 && gap.length !== g.gapLength) {
    throw new Error(
      `gzipJoined: the parts were compressed for gaps of ${g.gapLength} bytes, not ${gap.length}`,
    );
  }
  const t = templateOf(g, gap.length);
  // every byte is written (the template, then the gaps and the trailer): no need to zero it first
  const out = into?.length === t.bytes.length ? into : Buffer.allocUnsafe(t.bytes.length);
  out.set(t.bytes);
  let crc = 0;
  let length = 0;
  for (let i = 0; i < g.members.length; i++) {
    if (i > 0) {
      crc = crc32Short(gap, crc);
      length += gap.length;
      out.set(gap, t.gaps[i - 1]!);
    }
    crc = continueCrc(g.shifts[i]!, g.crcs[i]!, crc);
    length += g.lengths[i]!;
  }
  const view = new DataView(out.buffer, out.byteOffset, out.length);
  view.setUint32(out.length - 8, crc >>> 0, true);
  view.setUint32(out.length - 4, length >>> 0, true);
  return out;
}
