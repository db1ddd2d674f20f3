/**
 * After `react-router build` (`npm run build`): the installable app's files at the root of the client build
 * (decision 023), served by apps/server/src/http/static.ts with `Cache-Control: no-cache`:
 *
 * - `sw.js`: the service worker (app/sw/worker.ts, push.ts and rules.ts) as one classic script, with the offline
 *   page's texts from packages/i18n/src/offline.ts written in;
 * - `manifest-ru.webmanifest`, `manifest-en.webmanifest`: the web app manifest of each language (name, short name
 *   and description from the same catalog, start URL `/` and `/en/`, scope `/` and `/en` (so that the English
 *   home page `/en`, where the logo leads, stays inside the app), the site's paper colour, the icons of
 *   public/icons/ made by scripts/make-icons.ts).
 *
 *   node apps/web/scripts/build-pwa.ts [dir]     default: apps/web/build/client
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Lang } from "@bazi/i18n";
import { t } from "@bazi/i18n/offline";
import { build } from "vite";

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

export async function buildPwa(outDir: string): Promise<void> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    define: { __OFFLINE_TEXTS__: JSON.stringify(offlineTexts()) },
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
