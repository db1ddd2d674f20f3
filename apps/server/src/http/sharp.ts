/**
 * sharp (libvips), loaded on the first image the server makes or checks: the share card, the month as a picture,
 * an uploaded image. Most instances never make one between restarts, and loading libvips costs ~15 MB of memory
 * (issue 17, `npm run bench`: memory-rss-*).
 *
 *   const sharp = await loadSharp();
 *   const png = await sharp(svg, { density: 72 }).png().toBuffer();
 *
 * Configured once for every use: no libvips operation cache (the images are kept, where worth it, in
 * http/image-cache.ts) and one image at a time, so a burst of requests cannot multiply the peak memory.
 */
import type { PngOptions, default as SharpModule } from "sharp";

let loaded: Promise<typeof SharpModule> | undefined;

export function loadSharp(): Promise<typeof SharpModule> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** An SVG (the share card, the month's sheet) rasterised at its own size. */
export async function svgPng(svg: string, png: PngOptions): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg), { density: 72 }).png(png).toBuffer();
}
