/**
 * The chart a page sends to the browser (pageChart): the forecast reduced to the verdicts of the decades and of
 * the years shown, the same verdicts the reading gives.
 */
import { chartJson } from "@bazi/almanac";
import { describe, expect, it } from "vitest";
import { pageChart } from "../components/tools/bazi-chart.tsx";

describe("the chart a page sends", () => {
  it("carries the forecast's verdicts of the decades and the years shown, and not the forecast itself", () => {
    // the specification's sample at 14:30: a weak 庚 whose harmful element is fire; 2026 is 丙午, fire over fire
    const place = { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" };
    const full = chartJson({ date: "1990-05-15", time: "14:30", place, gender: "female" }, "ru", {
      annualFrom: 2022,
      annualTo: 2031,
      asOf: Date.UTC(2026, 10, 25),
    });
    const page = pageChart(full as never);
    expect(page.marks?.years[2026]).toMatchObject({ key: "difficult" });
    expect(Object.keys(page.marks?.years ?? {})).toHaveLength(10);
    expect(Object.keys(page.marks?.decades ?? {})).toHaveLength(full.forecast.decades.length);
    expect("forecast" in page).toBe(false);
  });
});
