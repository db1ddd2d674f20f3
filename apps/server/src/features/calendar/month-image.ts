/**
 * The month as an image (GET /calendar/month.png, month-image.routes.ts): an A4 portrait sheet (1240×1754 px, A4 at
 * 150 dpi) of the month as the month page shows it — the title, the place, a grid of weeks (Monday first) whose
 * cells carry the date, the rating coloured as on the site (apps/web rating.tsx), the lunar day, the day officer's
 * character with its name under it, the Yellow or Black Path dot and the date's marks with their names (the marks'
 * pictograms are the pages' own, @bazi/contracts/calendar-marks, where the new moon is no plain dot like the Black
 * Path's); under it the legends — a line for every sign the sheet uses —, the site's name and the month page's
 * address. A day beyond the public window is white with a dashed outline and no rating.
 * An SVG built from the calendar service's MonthInfo, rasterised by sharp (librsvg; text through fontconfig, so the
 * server needs fonts-noto-cjk for the characters), as share-card.ts does.
 */
import { type DayMark, MARK_ICONS, MARK_KINDS, type MonthDayInfo, type MonthInfo } from "@bazi/contracts";
import { dateFormat, type Lang, t } from "@bazi/i18n";
import { escapeMarkup as esc } from "../../http/escape.ts";
import { createImageCache } from "../../http/image-cache.ts";
import { svgPng } from "../../http/sharp.ts";
import "@bazi/i18n/calendar";
import "@bazi/i18n/personal";

export const MONTH_IMAGE_WIDTH = 1240;
export const MONTH_IMAGE_HEIGHT = 1754;

const MARGIN = 60;
const INNER = MONTH_IMAGE_WIDTH - 2 * MARGIN;
const GAP = 8;
const CELL_W = (INNER - 6 * GAP) / 7;
const CELL_H = 168;
const GRID_TOP = 262;

const SANS = "Noto Sans, Noto Sans CJK SC, sans-serif";
const TEXT = "#1c1917";
const MUTED = "#57534e";
const SEAL = "#b3261e";
const RULE = "#e7e5e4";
const WHITE = "#ffffff";

/** The site's rating colours (apps/web rating.tsx RATING_CELL, Tailwind's hex values): background and text. */
const RATING: Record<string, { bg: string; fg: string }> = {
  "3": { bg: "#047857", fg: WHITE },
  "2": { bg: "#6ee7b7", fg: "#022c22" },
  "1": { bg: "#d1fae5", fg: "#022c22" },
  "0": { bg: "#e7e5e4", fg: "#1c1917" },
  "-1": { bg: "#ffe4e6", fg: "#4c0519" },
  "-2": { bg: "#fda4af", fg: "#4c0519" },
  "-3": { bg: "#be123c", fg: WHITE },
};
const RATINGS = [3, 2, 1, 0, -1, -2, -3] as const;
/** A locked day (LOCKED_CELL): white, a dashed stone-300 outline, stone-600 text. */
const LOCKED = { bg: WHITE, fg: "#57534e", outline: "#d6d3d1" };
/** The path dots (mark-icon.tsx PathDot): amber-400 ringed amber-600, stone-800 ringed stone-900. */
const PATH = {
  yellow: { fill: "#fbbf24", ring: "#d97706" },
  black: { fill: "#292524", ring: "#1c1917" },
} as const;

/** The lock of a locked day (rating.tsx LockIcon), 16×16. */
const LOCK =
  "M8 1.5a3.5 3.5 0 0 0-3.5 3.5v2H4a1 1 0 0 0-1 1v5.5a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-.5V5A3.5 3.5 0 0 0 8 1.5ZM6 7V5a2 2 0 1 1 4 0v2H6Z";

/** "+2", "−1" (U+2212), "0". */
export const signedRating = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0");

const LOCALE: Record<Lang, string> = { ru: "ru-RU", en: "en-GB" };
const capital = (s: string) => `${s.charAt(0).toLocaleUpperCase()}${s.slice(1)}`;

/** «Ноябрь 2026» / "November 2026" (as the month page's title, apps/web lib/format.ts monthTitle). */
export function monthImageTitle(lang: Lang, year: number, month: number): string {
  const name = dateFormat(LOCALE[lang], { month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  return `${capital(name)} ${year}`;
}

/** Short weekday names, Monday first («пн» … «вс» / "Mon" … "Sun"). */
function weekdayNames(lang: Lang): string[] {
  const f = dateFormat(LOCALE[lang], { weekday: "short", timeZone: "UTC" });
  // 2001-01-01 was a Monday
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2001, 0, 1 + i))));
}

/** About how wide a text is in Noto Sans at `size` px (no font metrics here: an average letter). */
const widthOf = (s: string, size: number) => [...s].length * size * 0.56;

/** `s` in lines of at most `chars` characters, broken at spaces (a longer word is cut); at most `max` lines. */
export function wrap(s: string, chars: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  // broken at plain spaces only (a no-break space keeps its words together)
  for (const word of s.split(/[ \t\n]+/).filter(Boolean)) {
    let w = word;
    while ([...w].length > chars) {
      if (line) {
        lines.push(line);
        line = "";
      }
      lines.push([...w].slice(0, chars).join(""));
      w = [...w].slice(chars).join("");
    }
    if (!line) line = w;
    else if ([...line].length + 1 + [...w].length <= chars) line += ` ${w}`;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  const last = [...kept[max - 1]!];
  kept[max - 1] = `${last.slice(0, Math.max(0, chars - 1)).join("")}…`;
  return kept;
}

const text = (x: number, y: number, size: number, fill: string, content: string, extra = "") =>
  `<text x="${r(x)}" y="${r(y)}" font-family="${SANS}" font-size="${size}" fill="${fill}"${extra}>${esc(content)}</text>`;
const r = (n: number) => Math.round(n * 10) / 10;

/** A mark's pictogram, `size` px square, its top left at (x, y). */
const markIcon = (kind: DayMark["kind"], x: number, y: number, size: number, color: string) => {
  const p = MARK_ICONS[kind];
  return `<path data-mark="${kind}" transform="translate(${r(x)} ${r(y)}) scale(${r(size / 24)})" d="${p.d}" fill="${p.fill ? color : "none"}" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`;
};
const lockIcon = (x: number, y: number, size: number, color: string) =>
  `<path transform="translate(${r(x)} ${r(y)}) scale(${r(size / 16)})" d="${LOCK}" fill="${color}"/>`;
const pathDot = (path: "yellow" | "black", cx: number, cy: number, radius: number, onDark = false) =>
  `<circle cx="${r(cx)}" cy="${r(cy)}" r="${radius}" fill="${PATH[path].fill}" stroke="${onDark ? WHITE : PATH[path].ring}" stroke-width="${onDark ? 2 : 1.5}"/>`;

/** The officer's name as the cell shows it: whole when it fits the cell's width, else cut with «…». */
function officerName(lang: Lang, d: MonthDayInfo): string {
  return wrap(d.officer[lang], Math.floor((CELL_W - 24) / (15 * 0.56)), 1)[0] ?? "";
}

/** One day's cell, its top left at (x, y). */
function cell(lang: Lang, d: MonthDayInfo, x: number, y: number): string {
  const locked = d.rating === null;
  const colours = locked ? LOCKED : (RATING[String(d.rating)] ?? RATING["0"]!);
  const fg = colours.fg;
  const dark = !locked && (d.rating === 3 || d.rating === -3);
  const out = [
    locked
      ? `<rect x="${r(x + 1)}" y="${y + 1}" width="${r(CELL_W - 2)}" height="${CELL_H - 2}" rx="10" fill="${WHITE}" stroke="${LOCKED.outline}" stroke-width="2" stroke-dasharray="8 6"/>`
      : `<rect x="${r(x)}" y="${y}" width="${r(CELL_W)}" height="${CELL_H}" rx="10" fill="${colours.bg}"/>`,
    text(x + 12, y + 40, 34, fg, String(d.day), ` font-weight="700"`),
    locked
      ? lockIcon(x + CELL_W - 30, y + 16, 18, LOCKED.fg)
      : text(
          x + CELL_W - 12,
          y + 36,
          24,
          fg,
          signedRating(d.rating!),
          ` font-weight="600" text-anchor="end"`,
        ),
    pathDot(d.path, x + 20, y + 66, 7, dark),
    text(x + 34, y + 75, 24, fg, d.officer.zh),
    text(x + CELL_W - 12, y + 74, 20, fg, `☾${d.lunarDay}`, ` text-anchor="end"`),
    // the officer's name under its character (「危」 alone says nothing to a reader of the language)
    text(x + 12, y + 98, 15, fg, officerName(lang, d), ` data-officer="${d.officer.zh}"`),
  ];
  // the marks under it: a pictogram and the name, wrapped, at most four lines in all
  let line = 0;
  const MAX_LINES = 4;
  for (const m of d.marks) {
    if (line >= MAX_LINES) break;
    const lines = wrap(
      m.short[lang],
      Math.floor((CELL_W - 40) / (14 * (lang === "ru" ? 0.55 : 0.5))),
      MAX_LINES - line,
    );
    const top = y + 106 + line * 15;
    out.push(markIcon(m.kind, x + 10, top + 1, 16, fg));
    lines.forEach((l, i) => {
      out.push(text(x + 31, top + 13 + i * 15, 14, fg, l));
    });
    line += lines.length;
  }
  return `<g data-date="${d.date}" data-rating="${locked ? "locked" : d.rating}">${out.join("")}</g>`;
}

export interface MonthImageInput {
  /** The calendar service's month (ratings already null beyond the public window, unless personal). */
  info: MonthInfo;
  lang: Lang;
  /** The place's name as the page shows it. */
  placeName: string;
  /** A Personal Calendar's chart name (its ratings are the chart's), or null. */
  personalName: string | null;
  /** The month page's address. */
  url: string;
}

/** A row of legend entries (a swatch or sign, then a text), wrapped to the sheet's width; returns the next y. */
function flow(
  out: string[],
  entries: { sign: (x: number, y: number) => string; label: string }[],
  top: number,
) {
  const size = 19;
  let x = MARGIN;
  let y = top;
  for (const e of entries) {
    const w = 30 + widthOf(e.label, size) + 28;
    if (x > MARGIN && x + w > MARGIN + INNER) {
      x = MARGIN;
      y += 32;
    }
    out.push(e.sign(x, y), text(x + 30, y, size, TEXT, e.label));
    x += w;
  }
  return y + 32;
}

/** The month's sheet as SVG (see the file's header). */
export function monthImageSvg(input: MonthImageInput): string {
  const { info, lang } = input;
  const W = MONTH_IMAGE_WIDTH;
  const H = MONTH_IMAGE_HEIGHT;
  const out: string[] = [];
  out.push(
    `<rect width="${W}" height="${H}" fill="${WHITE}"/>`,
    `<rect width="${W}" height="10" fill="${SEAL}"/>`,
    text(MARGIN, 122, 64, TEXT, monthImageTitle(lang, info.year, info.month), ` font-weight="700"`),
    text(MARGIN, 168, 28, MUTED, wrap(input.placeName, Math.floor(INNER / (28 * 0.56)), 1)[0] ?? ""),
  );
  if (input.personalName !== null) {
    const note = t(lang, "personal.monthNote", { name: input.personalName });
    out.push(
      text(MARGIN, 204, 22, SEAL, wrap(note, Math.floor(INNER / (22 * 0.56)), 1)[0]!, ` font-weight="600"`),
    );
  }
  weekdayNames(lang).forEach((w, i) => {
    out.push(
      text(
        MARGIN + i * (CELL_W + GAP) + CELL_W / 2,
        GRID_TOP - 14,
        20,
        MUTED,
        w,
        ` text-anchor="middle" font-weight="600"`,
      ),
    );
  });
  const first = info.days[0];
  const lead = first ? (first.weekday + 6) % 7 : 0;
  info.days.forEach((d, i) => {
    const k = lead + i;
    out.push(cell(lang, d, MARGIN + (k % 7) * (CELL_W + GAP), GRID_TOP + Math.floor(k / 7) * (CELL_H + GAP)));
  });
  const rows = Math.ceil((lead + info.days.length) / 7);

  // the legends: the ratings (and the locked days, when some are), then how to read a cell
  const heading = (y: number, s: string) =>
    text(MARGIN, y, 17, MUTED, s.toLocaleUpperCase(lang), ` font-weight="700" letter-spacing="1.5"`);
  let y = GRID_TOP + rows * (CELL_H + GAP) + 34;
  out.push(heading(y, t(lang, "cal.legend")));
  const swatch =
    (bg: string, stroke = "") =>
    (x: number, yy: number) =>
      `<rect x="${r(x)}" y="${yy - 17}" width="22" height="22" rx="5" fill="${bg}"${stroke}/>`;
  const ratings = RATINGS.map((n) => ({
    sign: swatch(RATING[String(n)]!.bg),
    label: `${signedRating(n)} ${t(lang, `rating.${n}` as "rating.0")}`,
  }));
  if (info.days.some((d) => d.rating === null)) {
    ratings.push({
      sign: (x, yy) =>
        swatch(WHITE, ` stroke="${LOCKED.outline}" stroke-width="2" stroke-dasharray="4 3"`)(x, yy) +
        lockIcon(x + 5, yy - 12, 12, LOCKED.fg),
      label: t(lang, "cal.legend.locked"),
    });
  }
  y = flow(out, ratings, y + 34) + 14;
  out.push(heading(y, t(lang, "month.legendTitle")));
  y += 34;
  const col = INNER / 2;
  const chars = Math.floor((col - 50) / (18 * 0.56));
  const column = (x: number, entries: { sign: (x: number, y: number) => string; label: string }[]) => {
    let yy = y;
    for (const e of entries) {
      out.push(e.sign(x, yy));
      for (const l of wrap(e.label, chars, 2)) {
        out.push(text(x + 30, yy, 18, TEXT, l));
        yy += 26;
      }
      yy += 4;
    }
  };
  column(MARGIN, [
    { sign: (x, yy) => pathDot("yellow", x + 10, yy - 6, 7), label: t(lang, "month.legend.yellow") },
    { sign: (x, yy) => pathDot("black", x + 10, yy - 6, 7), label: t(lang, "month.legend.black") },
    { sign: (x, yy) => text(x, yy + 1, 20, TEXT, "建"), label: t(lang, "month.image.officer") },
    { sign: (x, yy) => text(x + 2, yy, 18, TEXT, "☾"), label: t(lang, "month.legend.lunarDay") },
  ]);
  column(
    MARGIN + col + 20,
    MARK_KINDS.map((k) => ({
      sign: (x: number, yy: number) => markIcon(k, x, yy - 16, 20, TEXT),
      label: t(lang, `month.mark.${k}`),
    })),
  );

  // the footer: the site's name and the month page's address
  const foot = H - 44;
  out.push(
    `<rect x="${MARGIN}" y="${foot - 36}" width="${INNER}" height="1.5" fill="${RULE}"/>`,
    text(MARGIN, foot, 22, SEAL, "八字", ` font-weight="700"`),
    text(MARGIN + 54, foot, 22, TEXT, t(lang, "home.title"), ` font-weight="700"`),
    text(MARGIN + INNER, foot, 20, MUTED, input.url, ` text-anchor="end"`),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    out.join("") +
    `</svg>`
  );
}

/**
 * The sheet rasterised: a 1240×1754 PNG in full colour (a palette would halve the bytes but take five times as
 * long: about 500 ms against 100 for some 200 KB, and a downloaded sheet is not an image every preview loads).
 */
export function monthImagePng(input: MonthImageInput): Promise<Buffer> {
  return svgPng(monthImageSvg(input), { compressionLevel: 6 });
}

/** The most the rendered sheets kept in memory weigh together. */
export const MONTH_IMAGE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Sheets by what they depend on (the routes' key: language, month, place and its name, the personal layer, which
 * days are locked, the address), so a month asked for again is rendered once; concurrent requests for one sheet
 * share its rendering.
 */
export function createMonthImageRenderer(render = monthImagePng) {
  const images = createImageCache(MONTH_IMAGE_CACHE_BYTES);
  return {
    image: (key: string, input: MonthImageInput): Promise<Buffer> => images.get(key, () => render(input)),
  };
}

export type MonthImageRenderer = ReturnType<typeof createMonthImageRenderer>;
