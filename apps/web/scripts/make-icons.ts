/**
 * The installable app's icons (decision 023), drawn from the header's logo (components/chrome/logo.tsx) as SVG and
 * rasterised by sharp (the server's dependency, hoisted in the workspace): per language, as the logo is — ru the
 * square red seal 八字 (the favicon), en the round seal 八 — at 192 and 512 px ("any"), a 512 px maskable one (the
 * seal's colour to the edges, the characters inside the 80 % safe circle) and a 180 px Apple touch icon. The PNGs
 * are committed in public/icons/ (the build copies them): run this again after changing the logo.
 *
 *   node apps/web/scripts/make-icons.ts [dir]     default: apps/web/public/icons
 *
 * Needs the Noto Serif CJK font (Debian: fonts-noto-cjk), as the share card does.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/** The site's colours (app.css): the seal and the paper. */
export const SEAL = "#b3261e";
export const PAPER = "#faf7f2";
const HAN = `'Noto Serif CJK SC', 'Noto Sans CJK SC', serif`;

type Kind = "any" | "maskable";

/** The icon as SVG on a 512 × 512 canvas. */
export function iconSvg(lang: "ru" | "en", kind: Kind): string {
  const text = (chars: string, size: number, fill: string, y: number) =>
    `<text x="256" y="${y}" text-anchor="middle" font-family="${HAN}" font-weight="700" font-size="${size}" fill="${fill}">${chars}</text>`;
  if (lang === "ru") {
    // the favicon's square seal; maskable: the red to the edges (the platform cuts its own shape)
    const ground =
      kind === "any"
        ? `<rect width="512" height="512" rx="96" fill="${SEAL}"/>`
        : `<rect width="512" height="512" fill="${SEAL}"/>`;
    return svg(ground + text("八字", kind === "any" ? 236 : 176, "#fff", kind === "any" ? 338 : 318));
  }
  // the round seal: a red ring on white; maskable: paper to the edges, the ring inside the safe circle
  const ring =
    kind === "any"
      ? `<circle cx="256" cy="256" r="236" fill="#fff" stroke="${SEAL}" stroke-width="32"/>`
      : `<rect width="512" height="512" fill="${PAPER}"/><circle cx="256" cy="256" r="188" fill="#fff" stroke="${SEAL}" stroke-width="26"/>`;
  return svg(ring + text("八", kind === "any" ? 300 : 230, SEAL, kind === "any" ? 362 : 338));
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${body}</svg>`;

/** The files written: `<lang>-192.png`, `<lang>-512.png`, `<lang>-maskable-512.png`, `<lang>-180.png`. */
export async function makeIcons(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const lang of ["ru", "en"] as const) {
    const outputs: [string, Kind, number][] = [
      [`${lang}-192.png`, "any", 192],
      [`${lang}-512.png`, "any", 512],
      [`${lang}-maskable-512.png`, "maskable", 512],
      // Apple's touch icon is shown as it is, on its own rounded square: the maskable drawing fills it
      [`${lang}-180.png`, "maskable", 180],
    ];
    for (const [name, kind, size] of outputs) {
      const png = await sharp(Buffer.from(iconSvg(lang, kind)), { density: 72 * (size / 512) * 2 })
        .resize(size, size)
        .png({ compressionLevel: 9, palette: false })
        .toBuffer();
      writeFileSync(join(dir, name), png);
      written.push(name);
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL("../public/icons/", import.meta.url));
  const names = await makeIcons(dir);
  console.log(`make-icons: ${names.join(", ")} in ${dir}`);
}
