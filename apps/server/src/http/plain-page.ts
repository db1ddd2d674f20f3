/**
 * A short page the server answers itself when a page's request goes wrong before the web app sees it (an
 * undecodable address, a form refused by its body limit or as sent from another site): the title, a line or two in
 * plain words, and one link on. No script and no style, so any Content-Security-Policy allows it.
 */
import type { Lang } from "@bazi/i18n";
import { escapeMarkup as escapeHtml } from "./escape.ts";

export function plainPage(
  lang: Lang,
  title: string,
  lines: string[],
  link: { href: string; label: string },
): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>
</main>
</body>
</html>
`;
}

/**
 * Whether a path is a page's address: not an API call's, a feed's, a provider's notification's, or the address a
 * page's script reads its data from (`.data`). What the server itself answers there for a reader is a page.
 */
export const isPageAddress = (path: string): boolean =>
  !/^\/(en\/)?(api|calendar|payments|telegram|feed)\/|\.data$/.test(path);
