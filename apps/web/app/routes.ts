/** Every page, listed explicitly. ru has no prefix; en lives under /en. */
import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // The day view: today at / and /en, any day at /:year/:month/:day; month and year views (routes/day.tsx etc.);
  // the year's events at /:year/events (a static segment wins over :month).
  index("routes/day.tsx", { id: "home-ru" }),
  route("en", "routes/day.tsx", { id: "home-en" }),
  route(":year", "routes/year.tsx", { id: "year-ru" }),
  route(":year/events", "routes/year-events.tsx", { id: "year-events-ru" }),
  route(":year/:month", "routes/month.tsx", { id: "month-ru" }),
  route(":year/:month/:day", "routes/day.tsx", { id: "day-ru" }),
  route("en/:year", "routes/year.tsx", { id: "year-en" }),
  route("en/:year/events", "routes/year-events.tsx", { id: "year-events-en" }),
  route("en/:year/:month", "routes/month.tsx", { id: "month-en" }),
  route("en/:year/:month/:day", "routes/day.tsx", { id: "day-en" }),
  // The day tabs' details, loaded by the day page (a resource route: data only).
  route(":year/:month/:day/details", "routes/day-details.ts", { id: "day-details-ru" }),
  route("en/:year/:month/:day/details", "routes/day-details.ts", { id: "day-details-en" }),
  // Informational and legal pages (texts in packages/i18n/src/pages.ts); the app's pages use the app layout.
  route("about", "routes/page.tsx", { id: "page-about-ru" }),
  route("en/about", "routes/page.tsx", { id: "page-about-en" }),
  route("agreement", "routes/page.tsx", { id: "page-agreement-ru" }),
  route("en/agreement", "routes/page.tsx", { id: "page-agreement-en" }),
  route("agreement-app", "routes/page.tsx", { id: "page-agreement-app-ru" }),
  route("en/agreement-app", "routes/page.tsx", { id: "page-agreement-app-en" }),
  route("site-agreement", "routes/page.tsx", { id: "page-site-agreement-ru" }),
  route("en/site-agreement", "routes/page.tsx", { id: "page-site-agreement-en" }),
  route("offer", "routes/page.tsx", { id: "page-offer-ru" }),
  route("en/offer", "routes/page.tsx", { id: "page-offer-en" }),
  route("rules", "routes/page.tsx", { id: "page-rules-ru" }),
  route("en/rules", "routes/page.tsx", { id: "page-rules-en" }),
  route("privacy-policy-app", "routes/page.tsx", { id: "page-privacy-policy-app-ru" }),
  route("en/privacy-policy-app", "routes/page.tsx", { id: "page-privacy-policy-app-en" }),
  route("site-privacy-policy", "routes/page.tsx", { id: "page-site-privacy-policy-ru" }),
  route("en/site-privacy-policy", "routes/page.tsx", { id: "page-site-privacy-policy-en" }),
  route("personal-data-consent", "routes/page.tsx", { id: "page-personal-data-consent-ru" }),
  route("en/personal-data-consent", "routes/page.tsx", { id: "page-personal-data-consent-en" }),
  route("remove-account", "routes/page.tsx", { id: "page-remove-account-ru" }),
  route("en/remove-account", "routes/page.tsx", { id: "page-remove-account-en" }),
  route("premium-ios", "routes/page.tsx", { id: "page-premium-ios-ru" }),
  route("en/premium-ios", "routes/page.tsx", { id: "page-premium-ios-en" }),
  // The tools: the Bazi calculator and the lucky-day selection (GET forms, so they work without JavaScript).
  route("bazi", "routes/bazi.tsx", { id: "bazi-ru" }),
  route("en/bazi", "routes/bazi.tsx", { id: "bazi-en" }),
  // Compatibility of two charts (a GET form too).
  route("bazi/compare", "routes/bazi-compare.tsx", { id: "bazi-compare-ru" }),
  route("en/bazi/compare", "routes/bazi-compare.tsx", { id: "bazi-compare-en" }),
  route("predict", "routes/predict.tsx", { id: "predict-ru" }),
  route("en/predict", "routes/predict.tsx", { id: "predict-en" }),
  // Date selection for an event and up to five people (a POST form: birth data stays out of URLs).
  route("predict/event", "routes/predict-event.tsx", { id: "predict-event-ru" }),
  route("en/predict/event", "routes/predict-event.tsx", { id: "predict-event-en" }),
  // The glossary of Bazi terms (the explanations of terms on the Bazi pages link to its entries).
  route("glossary", "routes/glossary.tsx", { id: "glossary-ru" }),
  route("en/glossary", "routes/glossary.tsx", { id: "glossary-en" }),
  // Choosing a place without JavaScript (the header's picker leads here): search, then a POST sets the cookie.
  route("place", "routes/place.tsx", { id: "place-ru" }),
  route("en/place", "routes/place.tsx", { id: "place-en" }),
  // Accounts: the client area (its action takes every account form of the site) and a saved chart's Bazi page.
  route("client", "routes/client.tsx", { id: "client-ru" }),
  route("en/client", "routes/client.tsx", { id: "client-en" }),
  route("bazi/:uuid", "routes/bazi-chart.tsx", { id: "bazi-chart-ru" }),
  route("en/bazi/:uuid", "routes/bazi-chart.tsx", { id: "bazi-chart-en" }),
  // Payments: the Personal Calendar's page and checkout, the app's Premium (ru only), the providers' return pages.
  route("personal", "routes/personal.tsx", { id: "personal-ru" }),
  route("en/personal", "routes/personal.tsx", { id: "personal-en" }),
  route("personal/mobile", "routes/personal.tsx", { id: "personal-mobile-ru" }),
  route("personal/mobile/:uuid", "routes/personal.tsx", { id: "personal-mobile-chart-ru" }),
  route("personal/:uuid", "routes/personal.tsx", { id: "personal-chart-ru" }),
  route("en/personal/:uuid", "routes/personal.tsx", { id: "personal-chart-en" }),
  route("products", "routes/products.tsx", { id: "products-ru" }),
  route("en/products", "routes/products.tsx", { id: "products-en" }),
  route("kassa/success", "routes/kassa.tsx", { id: "kassa-success-ru" }),
  route("kassa/fail", "routes/kassa.tsx", { id: "kassa-fail-ru" }),
  route("en/kassa/success", "routes/kassa.tsx", { id: "kassa-success-en" }),
  route("en/kassa/fail", "routes/kassa.tsx", { id: "kassa-fail-en" }),
  // Content: articles (20 a page), sections, the FAQ with its ask-a-question form.
  route("articles", "routes/articles.tsx", { id: "articles-ru" }),
  route("en/articles", "routes/articles.tsx", { id: "articles-en" }),
  route("articles/:id", "routes/article.tsx", { id: "article-ru" }),
  route("en/articles/:id", "routes/article.tsx", { id: "article-en" }),
  route("sections", "routes/sections.tsx", { id: "sections-ru" }),
  route("en/sections", "routes/sections.tsx", { id: "sections-en" }),
  route("sections/:id", "routes/sections.tsx", { id: "section-ru" }),
  route("en/sections/:id", "routes/sections.tsx", { id: "section-en" }),
  route("faq", "routes/faq.tsx", { id: "faq-ru" }),
  route("en/faq", "routes/faq.tsx", { id: "faq-en" }),
  // Telegram reminders: the disable link of the daily message (asks on GET, turns off on POST).
  route("chart/notify/disable/:token", "routes/notify-disable.tsx", { id: "notify-disable-ru" }),
  route("en/chart/notify/disable/:token", "routes/notify-disable.tsx", { id: "notify-disable-en" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
