/**
 * The informational and legal pages: their slugs (each a route in ru and under /en, and a sitemap entry) and
 * which of them the mobile app opens. Their texts are Markdown in content/<lang>/pages/<slug>.md, read by the
 * server's content feature.
 */
export const PAGE_SLUGS = [
  "about",
  "agreement",
  "agreement-app",
  "site-agreement",
  "offer",
  "rules",
  "privacy-policy-app",
  "site-privacy-policy",
  "personal-data-consent",
  "remove-account",
  "premium-ios",
  "mobile-app",
  "free-and-paid",
] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

/**
 * Pages the mobile app opens in a web view: shown without the site's header and footer. The site's own page about
 * the app, where its banner leads, is `mobile-app`, a page of the site like the others.
 */
export const APP_PAGES: ReadonlySet<PageSlug> = new Set([
  "agreement-app",
  "privacy-policy-app",
  "premium-ios",
]);

export function isPageSlug(s: string): s is PageSlug {
  return (PAGE_SLUGS as readonly string[]).includes(s);
}
