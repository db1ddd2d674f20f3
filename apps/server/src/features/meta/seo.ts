/**
 * robots.txt and sitemap.xml. The sitemap lists the home page, the Bazi calculator, lucky-day selection, the
 * glossary, the informational pages, the content pages, the public day, month and year pages and the year's
 * events (today … 30 days ahead), each with its ru and en alternates (hreflang); articles and sections only in the
 * languages they exist in.
 */
import { PAGE_SLUGS } from "@bazi/i18n/pages";
import { pathInLang } from "@bazi/i18n/paths";
import { escapeMarkup as esc } from "../../http/escape.ts";

export interface SitemapInput {
  origin: { ru: string; en: string };
  /** Today's civil date in the default zone. */
  today: { year: number; month: number; day: number };
  daysAhead: number;
  /** Pages that exist only in some languages (articles, sections): listed, with alternates, where they exist. */
  localized?: { path: string; langs: ("ru" | "en")[] }[];
}

const pad = (n: number) => String(n).padStart(2, "0");

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /client",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

export function sitemapXml(input: SitemapInput): string {
  const paths = new Set<string>(["/"]);
  for (const slug of PAGE_SLUGS) paths.add(`/${slug}`);
  for (const p of ["/bazi", "/predict", "/personal", "/products", "/articles", "/sections", "/faq"])
    paths.add(p);
  paths.add("/bazi/compare");
  paths.add("/predict/event");
  paths.add("/glossary");
  const start = Date.UTC(input.today.year, input.today.month - 1, input.today.day);
  for (let i = 0; i <= input.daysAhead; i++) {
    const d = new Date(start + i * 86_400_000);
    const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    paths.add(`/${y}`);
    paths.add(`/${y}/events`);
    paths.add(`/${y}/${pad(m)}`);
    paths.add(`/${y}/${pad(m)}/${pad(day)}`);
  }
  const url = (lang: "ru" | "en", path: string) => input.origin[lang] + pathInLang(path, lang);
  const all: { path: string; langs: ("ru" | "en")[] }[] = [
    ...[...paths].map((path) => ({ path, langs: ["ru", "en"] as ("ru" | "en")[] })),
    ...(input.localized ?? []),
  ];
  const entries = all.flatMap(({ path, langs }) =>
    langs.map(
      (lang) =>
        `<url><loc>${esc(url(lang, path))}</loc>` +
        langs
          .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${esc(url(alt, path))}"/>`)
          .join("") +
        "</url>",
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
