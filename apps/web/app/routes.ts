/**
 * Every page, listed once: ru has no prefix, en lives under /en, so each entry gives two routes, `path` with the
 * id `<id>-ru` and `en/path` with `<id>-en` (the few Russian-only pages say so).
 */

import { PAGE_SLUGS } from "@bazi/i18n/pages";
import { index, type RouteConfig, route } from "@react-router/dev/routes";

interface Entry {
  path: string;
  file: string;
  id: string;
  /** Russian only: no /en route. */
  ruOnly?: true;
}

const entry = (path: string, file: string, id: string, ruOnly?: true): Entry =>
  ruOnly ? { path, file, id, ruOnly } : { path, file, id };

const ENTRIES: Entry[] = [
  // Any day at /:year/:month/:day; month and year views (routes/day.tsx etc.); the year's events at
  // /:year/events (a static segment wins over :month).
  entry(":year", "routes/year.tsx", "year"),
  entry(":year/events", "routes/year-events.tsx", "year-events"),
  entry(":year/:month", "routes/month.tsx", "month"),
  entry(":year/:month/:day", "routes/day.tsx", "day"),
  // The day tabs' details, loaded by the day page (a resource route: data only).
  entry(":year/:month/:day/details", "routes/day-details.ts", "day-details"),
  // A month's day ratings for the date picker's colours (a resource route too).
  entry(":year/:month/ratings", "routes/month-ratings.ts", "month-ratings"),
  // Informational and legal pages (texts in content/<lang>/pages/); the app's pages use the app layout.
  ...PAGE_SLUGS.map((slug) => entry(slug, "routes/page.tsx", `page-${slug}`)),
  // The tools: the Bazi calculator and the lucky-day selection (GET forms, so they work without JavaScript).
  entry("bazi", "routes/bazi.tsx", "bazi"),
  // Compatibility of two charts (a GET form too).
  entry("bazi/compare", "routes/bazi-compare.tsx", "bazi-compare"),
  entry("predict", "routes/predict.tsx", "predict"),
  // Date selection for an event and up to five people (a POST form: birth data stays out of URLs).
  entry("predict/event", "routes/predict-event.tsx", "predict-event"),
  // The glossary of Bazi terms (the explanations of terms on the Bazi pages link to its entries).
  entry("glossary", "routes/glossary.tsx", "glossary"),
  // Choosing a place without JavaScript (the header's picker leads here): search, then a POST sets the cookie.
  entry("place", "routes/place.tsx", "place"),
  // Accounts: the client area (its action takes every account form of the site) and a saved chart's Bazi page.
  entry("client", "routes/client.tsx", "client"),
  entry("bazi/:uuid", "routes/bazi-chart.tsx", "bazi-chart"),
  // Payments: the Personal Calendar's page and checkout, the app's Premium (ru only), the providers' return pages.
  entry("personal", "routes/personal.tsx", "personal"),
  entry("personal/mobile", "routes/personal.tsx", "personal-mobile", true),
  entry("personal/mobile/:uuid", "routes/personal.tsx", "personal-mobile-chart", true),
  entry("personal/:uuid", "routes/personal.tsx", "personal-chart"),
  entry("products", "routes/products.tsx", "products"),
  entry("kassa/success", "routes/kassa.tsx", "kassa-success"),
  entry("kassa/fail", "routes/kassa.tsx", "kassa-fail"),
  // Content: articles (20 a page), sections, the FAQ with its ask-a-question form.
  entry("articles", "routes/articles.tsx", "articles"),
  entry("articles/:id", "routes/article.tsx", "article"),
  entry("sections", "routes/sections.tsx", "sections"),
  entry("sections/:id", "routes/sections.tsx", "section"),
  entry("faq", "routes/faq.tsx", "faq"),
  // Telegram reminders: the disable link of the daily message (asks on GET, turns off on POST).
  entry("chart/notify/disable/:token", "routes/notify-disable.tsx", "notify-disable"),
];

export default [
  // The day view of today: / and /en.
  index("routes/day.tsx", { id: "home-ru" }),
  route("en", "routes/day.tsx", { id: "home-en" }),
  ...ENTRIES.flatMap((p) => [
    route(p.path, p.file, { id: `${p.id}-ru` }),
    ...(p.ruOnly ? [] : [route(`en/${p.path}`, p.file, { id: `${p.id}-en` })]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
