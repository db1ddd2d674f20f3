/**
 * The page the service worker shows for a page it has not kept while there is no connection (worker.ts
 * `offlinePage`): the site's header (the locale's seal and the site's name, a link home), what happened, a link to
 * try again and the kept days to open. No scripts and no stylesheet file: its styles are inline, in the site's
 * fonts and colours (app.css `@theme`, written into the worker by scripts/build-pwa.ts as `__SITE_THEME__`), so it
 * looks like the site's pages without anything to fetch.
 */
import { pathInLang } from "@bazi/i18n/paths";
import type { Lang } from "./rules.ts";

/** The offline page's texts in one language (packages/i18n/src/offline.ts). */
export interface OfflineTexts {
  name: string;
  title: string;
  text: string;
  saved: string;
  retry: string;
}

/** The site's fonts and colours: app.css `@theme` (`--font-sans`, `--font-han`, `--color-*`). */
export interface SiteTheme {
  sans: string;
  han: string;
  paper: string;
  ink: string;
  seal: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The seal of the locale's logo (components/chrome/logo.tsx): ru a square 八字, en a round 八. */
function seal(lang: Lang): string {
  return lang === "en"
    ? `<span class="seal seal-en" aria-hidden="true">八</span>`
    : `<span class="seal seal-ru" aria-hidden="true">八字</span>`;
}

export function offlinePageHtml(page: {
  lang: Lang;
  texts: OfflineTexts;
  theme: SiteTheme;
  /** The address asked for (path and query): "try again" loads it. */
  here: string;
  /** The kept days to open: their path and their date as the page's language writes it. */
  days: { href: string; label: string }[];
}): string {
  const { lang, texts, theme, here, days } = page;
  const css = [
    `*,::before,::after{box-sizing:border-box}`,
    `body{font-family:${theme.sans};margin:0;color:${theme.ink};background:${theme.paper};line-height:1.5;-webkit-font-smoothing:antialiased}`,
    `header{border-bottom:1px solid rgba(231,229,228,.8)}`,
    `.bar{max-width:64rem;margin:0 auto;padding:.75rem;display:flex;align-items:center}`,
    `.brand{display:flex;align-items:center;gap:.625rem;color:inherit;text-decoration:none;border-radius:.375rem}`,
    `.seal{display:grid;place-items:center;width:2.25rem;height:2.25rem;flex-shrink:0;line-height:1;font-family:${theme.han};letter-spacing:.02em;box-shadow:0 1px 2px rgba(0,0,0,.05)}`,
    `.seal-ru{border-radius:.375rem;background:${theme.seal};color:#fff;font-size:.95rem}`,
    `.seal-en{border-radius:9999px;border:2px solid ${theme.seal};background:#fff;color:${theme.seal};font-size:1.125rem}`,
    `.name{font-size:1.125rem;font-weight:600;letter-spacing:${lang === "en" ? ".06em;font-variant-caps:small-caps" : "-.025em"}}`,
    `main{max-width:40rem;margin:0 auto;padding:2.5rem 1rem 4rem}`,
    `h1{font-size:1.875rem;font-weight:600;letter-spacing:-.025em;margin:0 0 1rem}`,
    `a{color:${theme.seal}}`,
    `:focus-visible{outline:2px solid ${theme.seal};outline-offset:2px}`,
    `ul{columns:2;padding-left:1.2rem}`,
    `@media (min-width:640px){.bar{padding:.75rem 1.5rem}}`,
  ].join("");
  const list = days
    .map((d) => `<li><a href="${escapeHtml(d.href)}">${escapeHtml(d.label)}</a></li>`)
    .join("");
  return (
    `<!doctype html><html lang="${lang}" data-hydrated><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${theme.paper}">` +
    `<title>${escapeHtml(texts.title)}</title><style>${css}</style></head><body>` +
    `<header><div class="bar"><a class="brand" href="${pathInLang("/", lang)}" data-testid="brand" data-logo="${lang}">` +
    `${seal(lang)}<span class="name">${escapeHtml(texts.name)}</span></a></div></header>` +
    `<main data-testid="offline-page"><h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.text)}</p>` +
    `<p><a href="${escapeHtml(here)}" data-testid="offline-retry">${escapeHtml(texts.retry)}</a></p>` +
    (list ? `<h2>${escapeHtml(texts.saved)}</h2><ul data-testid="offline-days">${list}</ul>` : "") +
    `</main></body></html>`
  );
}
