/**
 * robots.txt and sitemap.xml. The sitemap lists the home page, the Bazi calculator, lucky-day selection, the
 * informational pages and the public day,
 * month and year pages (today … 30 days ahead), each with its ru and en alternates (hreflang).
 */
import { PAGE_SLUGS } from "@bazi/i18n/pages";

export interface SitemapInput {
  origin: { ru: string; en: string };
  /** Today's civil date in the default zone. */
  today: { year: number; month: number; day: number };
  daysAhead: number;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
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
  paths.add("/bazi");
  paths.add("/predict");
  const start = Date.UTC(input.today.year, input.today.month - 1, input.today.day);
  for (let i = 0; i <= input.daysAhead; i++) {
    const d = new Date(start + i * 86_400_000);
    const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
    paths.add(`/${y}`);
    paths.add(`/${y}/${pad(m)}`);
    paths.add(`/${y}/${pad(m)}/${pad(day)}`);
  }
  const url = (lang: "ru" | "en", path: string) =>
    lang === "ru" ? input.origin.ru + path : input.origin.en + (path === "/" ? "/en" : `/en${path}`);
  const entries = [...paths].flatMap((path) =>
    (["ru", "en"] as const).map(
      (lang) =>
        `<url><loc>${esc(url(lang, path))}</loc>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="${esc(url("ru", path))}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${esc(url("en", path))}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}
