/**
 * @bazi/almanac: the pure calculation engine of Bazi Calendar. No I/O: callers pass instants (epoch ms),
 * civil dates, places and options. See README.md for conventions, the JSON shapes and the CLI.
 */
export * from "./cache.ts";
export * from "./chart.ts";
export * from "./chart-details.ts";
export * from "./chart-relations.ts";
export * from "./compatibility.ts";
export * from "./compatibility-json.ts";
export * from "./cycle.ts";
export * from "./day.ts";
export * from "./day-master.ts";
export * from "./directions.ts";
export * from "./errors.ts";
export * from "./json.ts";
export * from "./lunar-calendar.ts";
export * from "./method.ts";
export * from "./moon.ts";
export * from "./moon-sign.ts";
export * from "./names/activities.ts";
export * from "./names/chart.ts";
export * from "./names/core.ts";
export * from "./names/day-master.ts";
export * from "./names/events.ts";
export * from "./names/festivals.ts";
export * from "./names/gods.ts";
export * from "./names/lunar.ts";
export * from "./names/meanings.ts";
export * from "./names/moon.ts";
export * from "./names/relations.ts";
export * from "./names/types.ts";
export * from "./names/zodiac.ts";
export * from "./personal.ts";
export * from "./predict.ts";
export * from "./rating.ts";
export * from "./rating-config.ts";
export * from "./relations.ts";
export * from "./schema.ts";
export * from "./select.ts";
export * from "./select-json.ts";
export * from "./solar-terms.ts";
export * from "./stars.ts";
export * from "./taboo.ts";
export * from "./time.ts";
export * from "./year-events.ts";
export * from "./year-events-json.ts";
