/**
 * The share card of a Bazi chart: the Open Graph image (1200×630 PNG) messengers show under a shared link to
 * /bazi?…. An SVG is built from the engine's chart JSON (the four pillars in characters, each with its name and
 * its element's colour, the Day Master and its strength, the five elements' colours, the site's name) and
 * rasterised by sharp (librsvg; text through fontconfig, so the server needs fonts-noto-cjk for the characters).
 *
 * Privacy: the card is public (any messenger preview shows it), so it carries the chart only, never the person's
 * name, birth date, time or place: `shareCardSvg` is given the chart and the language, nothing else, and draws
 * nothing of `chart.input`.
 */
import type { ChartJson } from "@bazi/almanac";
import { type Lang, t } from "@bazi/i18n";
import type { ToolKey } from "@bazi/i18n/tools";
import { escapeMarkup as esc } from "../../http/escape.ts";
import { createImageCache } from "../../http/image-cache.ts";
import { svgPng } from "../../http/sharp.ts";
import "@bazi/i18n/tools";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

type Element = "wood" | "fire" | "earth" | "metal" | "water";
const ELEMENTS: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];
const PILLARS = ["year", "month", "day", "hour"] as const;

/** The site's element colours (apps/web bazi-chart.tsx): characters, tinted boxes, their outlines, swatches. */
const INK: Record<Element, string> = {
  wood: "#166534",
  fire: "#b91c1c",
  earth: "#92400e",
  metal: "#52525b",
  water: "#1e40af",
};
const TINT: Record<Element, string> = {
  wood: "#f0fdf4",
  fire: "#fef2f2",
  earth: "#fffbeb",
  metal: "#fafafa",
  water: "#eff6ff",
};
const RING: Record<Element, string> = {
  wood: "#bbf7d0",
  fire: "#fecaca",
  earth: "#fde68a",
  metal: "#e4e4e7",
  water: "#bfdbfe",
};
const SWATCH: Record<Element, string> = {
  wood: "#15803d",
  fire: "#dc2626",
  earth: "#b45309",
  metal: "#71717a",
  water: "#1d4ed8",
};
const PAPER = "#faf7f2";
const TEXT = "#1f1a17";
const MUTED = "#57534e";
const SEAL = "#b3261e";
const SANS = `'Noto Sans CJK SC', 'Noto Sans', sans-serif`;
const HAN = `'Noto Serif CJK SC', 'Noto Sans CJK SC', serif`;

const elementName = (lang: Lang, e: Element) => t(lang, `bazi.el.${e}` as ToolKey);

type Pillar = NonNullable<ChartJson["pillars"]["hour"]>;

/** One pillar's column: its name, the stem and the branch in tinted boxes, each with its name. */
function column(lang: Lang, which: (typeof PILLARS)[number], p: Pillar | null, x: number): string {
  const w = 252;
  const cx = x + w / 2;
  const day = which === "day";
  const frame = `<rect x="${x}" y="112" width="${w}" height="384" rx="22" fill="#ffffff" stroke="${day ? SEAL : "#e7e5e4"}" stroke-width="${day ? 4 : 2}"${p ? "" : ` stroke-dasharray="10 8"`}/>`;
  const label = `<text x="${cx}" y="150" text-anchor="middle" font-family="${SANS}" font-size="22" font-weight="700" letter-spacing="2" fill="${day ? SEAL : MUTED}">${esc(t(lang, `bazi.pillar.${which}` as ToolKey).toLocaleUpperCase(lang))}</text>`;
  if (!p) {
    return `${frame}${label}<text x="${cx}" y="318" text-anchor="middle" font-family="${SANS}" font-size="64" fill="#a8a29e">—</text><text x="${cx}" y="372" text-anchor="middle" font-family="${SANS}" font-size="24" fill="${MUTED}">${esc(t(lang, "bazi.noTime"))}</text>`;
  }
  const box = (y: number, zh: string, e: Element, caption: string) =>
    `<rect x="${x + 14}" y="${y}" width="${w - 28}" height="154" rx="16" fill="${TINT[e]}" stroke="${RING[e]}" stroke-width="2"/>` +
    `<text x="${cx}" y="${y + 100}" text-anchor="middle" font-family="${HAN}" font-size="92" fill="${INK[e]}">${esc(zh)}</text>` +
    `<text x="${cx}" y="${y + 136}" text-anchor="middle" font-family="${SANS}" font-size="22" fill="#44403c">${esc(caption)}</text>`;
  return (
    frame +
    label +
    box(166, p.stem.zh, p.stem.element, p.stem.name) +
    box(328, p.branch.zh, p.branch.element, `${p.branch.animal.name}, ${elementName(lang, p.branch.element)}`)
  );
}

/** The card as SVG, in `lang`: only the chart is drawn (no name, date, time or place; see the header). */
export function shareCardSvg(chart: ChartJson, lang: Lang): string {
  const dm = chart.dayMaster;
  const columns = PILLARS.map((which, i) => column(lang, which, chart.pillars[which], 60 + i * 276)).join("");
  const strength = `${dm.strength.name.toLocaleLowerCase(lang)} (${dm.strength.zh})`;
  // the swatches one after another (a name's width from its length: 22 px text is about 13 px a letter)
  let x = 60;
  const legend = ELEMENTS.map((e) => {
    const name = elementName(lang, e);
    const out =
      `<rect x="${x}" y="578" width="20" height="20" rx="4" fill="${SWATCH[e]}"/>` +
      `<text x="${x + 30}" y="596" font-family="${SANS}" font-size="22" fill="${TEXT}">${esc(name)}</text>`;
    x += 30 + name.length * 13 + 44;
    return out;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="${PAPER}"/>` +
    `<rect width="${CARD_WIDTH}" height="10" fill="${SEAL}"/>` +
    `<text x="60" y="78" font-family="${HAN}" font-size="40" fill="${SEAL}">八字</text>` +
    `<text x="148" y="76" font-family="${SANS}" font-size="34" font-weight="700" fill="${TEXT}">${esc(t(lang, "home.title"))}</text>` +
    `<text x="1140" y="76" text-anchor="end" font-family="${SANS}" font-size="28" fill="${MUTED}">${esc(t(lang, "bazi.result"))}</text>` +
    columns +
    `<text x="60" y="546" font-family="${SANS}" font-size="30" fill="${TEXT}">` +
    `<tspan font-weight="700">${esc(t(lang, "bazi.dayMaster"))}:</tspan> ` +
    `<tspan font-family="${HAN}" fill="${INK[dm.element]}">${esc(dm.zh)}</tspan> ` +
    `${esc(dm.name)}, ${esc(strength)}</text>` +
    legend +
    `</svg>`
  );
}

/** The card rasterised: a 1200×630 PNG (a palette of 256 colours: about half the size, no visible change). */
export function shareCardPng(chart: ChartJson, lang: Lang): Promise<Buffer> {
  return svgPng(shareCardSvg(chart, lang), { palette: true, compressionLevel: 9, effort: 7 });
}

/** The most the rendered cards kept in memory weigh together (about 300 cards). */
export const CARD_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * Cards by their chart's key (the birth as the engine takes it, and the language), so the same link asked for by
 * every member of a chat is rendered once; concurrent requests for one card share its rendering.
 */
export function createCardRenderer(render = shareCardPng) {
  const images = createImageCache(CARD_CACHE_BYTES);
  return {
    /** The card of `key`: from memory, or `chartOf()` (which may throw: a bad query) rendered. */
    card: (key: string, lang: Lang, chartOf: () => ChartJson): Promise<Buffer> =>
      images.get(key, () => render(chartOf(), lang)),
  };
}

export type CardRenderer = ReturnType<typeof createCardRenderer>;
