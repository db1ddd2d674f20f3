/**
 * The reading of a chart (@bazi/i18n/bazi-reading puts it together from the chart's JSON and the reading's texts),
 * imported by the loaders through this server-only module so that its texts never reach a page's script.
 */
export { type BaziReading, baziReading, godTerm, term, termsOf } from "@bazi/i18n/bazi-reading";
