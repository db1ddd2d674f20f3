/** Text in HTML or XML (a page, an SVG, the sitemap): the markup's specials, which any name may carry, as references. */
export const escapeMarkup = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);
