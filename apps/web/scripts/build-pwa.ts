/**
 * After `react-router build` (`npm run build`): the installable app's files at the root of the client build
 * (decision 023), served by apps/server/src/http/static.ts with `Cache-Control: no-cache`:
 *
 * - `sw.js`: the service worker (app/sw/worker.ts, push.ts, rules.ts and offline-page.ts) as one classic script,
 *   with the offline page's texts from packages/i18n/src/offline.ts and the site's fonts and colours from
 *   app/app.css (`siteTheme`) written in;
 * - `manifest-ru.webmanifest`, `manifest-en.webmanifest`: the web app manifest of each language (name, short name
 *   and description from the same catalog, start URL `/` and `/en/`, scope `/` and `/en` (so that the English
 *   home page `/en`, where the logo leads, stays inside the app), the site's paper colour, the icons of
 *   public/icons/ made by scripts/make-icons.ts).
 *
 *   node apps/web/scripts/build-pwa.ts [dir]     default: apps/web/build/client
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/offline";
import { build } from "vite";
import type { SiteTheme } from "../app/sw/offline-page.ts";

/** The site's paper colour (app.css `--color-paper`, root.tsx's theme-color). */
export const PAPER = "#faf7f2";

export interface WebAppManifest {
  id: string;
  lang: Lang;
  dir: "ltr";
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: "standalone";
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: "image/png"; purpose: "any" | "maskable" }[];
}

export function manifestOf(lang: Lang): WebAppManifest {
  const home = lang === "en" ? "/en/" : "/";
  const scope = lang === "en" ? "/en" : "/";
  const icon = (name: string, size: number, purpose: "any" | "maskable") => ({
    src: `/icons/${lang}-${name}.png`,
    sizes: `${size}x${size}`,
    type: "image/png" as const,
    purpose,
  });
  return {
    id: home,
    lang,
    dir: "ltr",
    name: t(lang, "pwa.name"),
    short_name: t(lang, "pwa.shortName"),
    description: t(lang, "pwa.description"),
    start_url: home,
    scope,
    display: "standalone",
    theme_color: PAPER,
    background_color: PAPER,
    icons: [icon("192", 192, "any"), icon("512", 512, "any"), icon("maskable-512", 512, "maskable")],
  };
}

/** The offline page's texts per language, and the app's name (a notification's fallback title), as the worker
 * reads them (`__OFFLINE_TEXTS__`). */
export function offlineTexts(): Record<Lang, Record<"name" | "title" | "text" | "saved" | "retry", string>> {
  const of = (lang: Lang) => ({
    name: t(lang, "pwa.name"),
    title: t(lang, "offline.title"),
    text: t(lang, "offline.text"),
    saved: t(lang, "offline.saved"),
    retry: t(lang, "offline.retry"),
  });
  return { ru: of("ru"), en: of("en") };
}

/**
 * The site's fonts and colours as app/app.css declares them in `@theme` (`--font-sans`, `--font-han`,
 * `--color-paper`, `--color-ink`, `--color-seal`): the offline page uses the very same values as the site's pages.
 */
export function siteTheme(css = readFileSync(new URL("../app/app.css", import.meta.url), "utf8")): SiteTheme {
  const theme = /@theme\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const value = (name: string) => {
    const m = new RegExp(`--${name}:([^;]+);`).exec(theme);
    if (!m?.[1]) throw new Error(`app.css: @theme has no --${name}`);
    return m[1].replace(/\s+/g, " ").trim();
  };
  return {
    sans: value("font-sans"),
    han: value("font-han"),
    paper: value("color-paper"),
    ink: value("color-ink"),
    seal: value("color-seal"),
  };
}

export async function buildPwa(outDir: string): Promise<void> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: {
      __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()),
      __SITE_THEME__: JSON.stringify(siteTheme()),
    },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: "es2022",
      minify: true,
      lib: {
        entry: join(root, "app/sw/worker.ts"),
        formats: ["iife"],
        name: "baziServiceWorker",
        fileName: () => "sw.js",
      },
    },
  });
  for (const lang of ["ru", "en"] as const) {
    writeFileSync(
      join(outDir, `manifest-${lang}.webmanifest`),
      `${JSON.stringify(manifestOf(lang), null, 2)}\n`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ?? fileURLToPath(new URL("../build/client/", import.meta.url));
  await buildPwa(outDir);
  console.log(`build-pwa: sw.js, manifest-ru.webmanifest, manifest-en.webmanifest in ${outDir}`);
}
