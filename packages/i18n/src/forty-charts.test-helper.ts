/**
 * Forty varied births for the reading's tests (bazi-reading-share.test.ts, bazi-reading-people.test.ts): 1945–2009
 * in Moscow, Yekaterinburg, New York and Sydney, both sexes, every seventh without the hour, from a fixed linear
 * congruential sequence so that every run reads the same charts; and the day they are read on.
 */
import { type ChartJson, chartJson } from "@bazi/almanac";
import type { Lang } from "./index.ts";

const PLACES = [
  { lat: 55.75, lng: 37.62, tz: "Europe/Moscow" },
  { lat: -33.87, lng: 151.21, tz: "Australia/Sydney" },
  { lat: 40.71, lng: -74.01, tz: "America/New_York" },
  { lat: 56.84, lng: 60.6, tz: "Asia/Yekaterinburg" },
];
export const TODAY = "2026-11-25";
const pad = (n: number) => String(n).padStart(2, "0");

/** Forty births from a fixed linear congruential sequence, so that every run reads the same charts. */
export function births(n: number) {
  let seed = 20261129;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  return Array.from({ length: n }, (_, i) => {
    const [y, m, d] = [
      1945 + Math.floor(next() * 65),
      1 + Math.floor(next() * 12),
      1 + Math.floor(next() * 28),
    ];
    const [hh, mm] = [Math.floor(next() * 24), Math.floor(next() * 60)];
    return {
      date: `${y}-${pad(m)}-${pad(d)}`,
      time: i % 7 === 3 ? null : `${pad(hh)}:${pad(mm)}`,
      place: PLACES[i % PLACES.length]!,
      gender: (i % 2 ? "male" : "female") as "male" | "female",
    };
  });
}

const built = new Map<Lang, ChartJson[]>();
/** The forty charts in a language, with the annual pillars 2022–2031 and the forecast as of TODAY (built once). */
export function fortyCharts(lang: Lang): ChartJson[] {
  let charts = built.get(lang);
  if (!charts) {
    const options = { annualFrom: 2022, annualTo: 2031, asOf: Date.UTC(2026, 10, 25) };
    charts = births(40).map((b) => chartJson(b, lang, options) as ChartJson);
    built.set(lang, charts);
  }
  return charts;
}
