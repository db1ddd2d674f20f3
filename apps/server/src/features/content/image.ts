/**
 * The FAQ form's image (docs/security.md B9): JPEG, PNG or WebP by their first bytes (never by name or declared
 * type), at most FAQ_IMAGE_MAX_BYTES (5 MB) and 25 megapixels (checked from the header before any pixel is decoded), decoded by sharp
 * and re-encoded, which drops every metadata block (EXIF, GPS, comments) and anything hidden after or inside the
 * image (an HTML/JPEG polyglot comes out as a plain JPEG), at most 2048 px on its longer side. libvips' cache is
 * off, reading is sequential and one image is decoded at a time: a burst of uploads cannot hold many decoded
 * images in memory (peak RSS under 256 MB with 24-megapixel photos, test/content.test.ts).
 */
import { FAQ_IMAGE_MAX_BYTES } from "@bazi/contracts";
import { loadSharp } from "../../http/sharp.ts";

export const MAX_IMAGE_PIXELS = 25_000_000;
/** What support needs to read a screenshot or a photo: the longer side of a stored image, at most. */
export const MAX_SIDE = 2048;

export type ImageKind = "jpeg" | "png" | "webp";
export type CleanImage =
  | { ok: true; bytes: Buffer; kind: ImageKind; width: number; height: number }
  | { ok: false; reason: "type" | "size" | "pixels" | "broken" };

/** The format by magic bytes, or null. */
export function sniff(b: Uint8Array): ImageKind | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x))
    return "png";
  if (
    b.length >= 12 &&
    String.fromCharCode(b[0]!, b[1]!, b[2]!, b[3]!) === "RIFF" &&
    String.fromCharCode(b[8]!, b[9]!, b[10]!, b[11]!) === "WEBP"
  ) {
    return "webp";
  }
  return null;
}

/** Checks and re-encodes an uploaded image; anything else is refused with the reason. */
export async function cleanImage(input: Uint8Array): Promise<CleanImage> {
  if (input.length > FAQ_IMAGE_MAX_BYTES) return { ok: false, reason: "size" };
  const kind = sniff(input);
  if (!kind) return { ok: false, reason: "type" };
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: "warning",
      animated: false,
      sequentialRead: true,
    });
  try {
    const meta = await open().metadata();
    if (meta.format !== kind) return { ok: false, reason: "type" };
    if (!meta.width || !meta.height) return { ok: false, reason: "broken" };
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) return { ok: false, reason: "pixels" };
    // .rotate() applies the EXIF orientation before the metadata goes; a large photo is scaled down to
    // MAX_SIDE (a JPEG then decodes at a fraction of its size: peak memory stays far below the full decode)
    const pipeline = open()
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      kind === "jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : kind === "png"
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, kind, width: info.width, height: info.height };
  } catch (e) {
    return { ok: false, reason: /pixel limit/i.test((e as Error).message) ? "pixels" : "broken" };
  }
}
