/**
 * Benchmarks of the almanac engine (issue 2), in one run on this machine, one `name: value unit` line per
 * figure. Not a test: the machines are shared and noisy, so nothing here asserts a time. Targets:
 * general day ≥ 10× faster than tyme4ts's chain, a warm month of lunar days ≤ 1 ms, a year-long personal
 * predict ≤ 20 ms, a chart ≤ 1 ms, a date selection for five people over 24 months ≤ 50 ms (issue 19).
 *
 * Run: npm run bench -w packages/almanac
 */
import { SolarDay } from "tyme4ts";
import { computeChart } from "../src/chart.ts";
import { civilFromJdn, jdn } from "../src/cycle.ts";
import { generalDay } from "../src/day.ts";
import { lunarYearMonths } from "../src/lunar-calendar.ts";
import { lunarDaysBetween } from "../src/moon.ts";
import { predict } from "../src/predict.ts";
import { selectDates } from "../src/select.ts";
import { solarTermsOfYear } from "../src/solar-terms.ts";
import { civilToUtc, offsetMinutes } from "../src/time.ts";

const line = (name: string, value: number, unit: string) =>
  console.log(`${name}: ${value < 10 ? value.toFixed(3) : value.toFixed(1)} ${unit}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const TZ = "Europe/Moscow";
const MOSCOW = { lat: 55.7558, lng: 37.6173, tz: TZ };

// Tables both sides keep (solar terms, lunar years, zone offsets) are warmed first; then every day is
// computed once (our per-day cache is cold for it), in rounds over different years.
for (let y = 1958; y <= 2062; y++) {
  solarTermsOfYear(y);
  lunarYearMonths(y);
  offsetMinutes(TZ, Date.UTC(y, 5, 1));
}
// Round 0 warms the JIT up on both sides and is not counted.
const ROUNDS = 7;
const YEARS_PER_ROUND = 6;
const ours: number[] = [];
const theirs: number[] = [];
let sink = 0;
for (let r = 0; r < ROUNDS; r++) {
  // round 0 (not counted) covers 1960–1999, the timed rounds 2000–2035
  const from = r === 0 ? jdn(1960, 1, 1) : jdn(2000 + (r - 1) * YEARS_PER_ROUND, 1, 1);
  const to = r === 0 ? jdn(2000, 1, 1) : jdn(2000 + r * YEARS_PER_ROUND, 1, 1);
  const dates = [];
  for (let n = from; n < to; n++) dates.push(civilFromJdn(n));
  let t = performance.now();
  for (const d of dates) {
    const s = SolarDay.fromYmd(d.year, d.month, d.day);
    const c = s.getSixtyCycleDay();
    sink += c.getRecommends().length + c.getAvoids().length + c.getGods().length;
    sink += c.getDuty().getIndex() + c.getTwentyEightStar().getIndex() + s.getLunarDay().getDay();
  }
  if (r > 0) theirs.push(((performance.now() - t) * 1000) / dates.length);
  t = performance.now();
  for (const d of dates) {
    const g = generalDay(d, TZ);
    sink +=
      g.yi.length +
      g.ji.length +
      g.gods.auspicious.length +
      g.officer.index +
      g.mansion.index +
      g.lunarDate.day;
  }
  if (r > 0) ours.push(((performance.now() - t) * 1000) / dates.length);
}
const oursUs = median(ours);
const theirsUs = median(theirs);
line("general-day", oursUs, "µs/day");
line("tyme4ts-day-chain", theirsUs, "µs/day");
console.log(`general-day-vs-tyme4ts: ${(theirsUs / oursUs).toFixed(1)}x`);

// A month of lunar days at a place: cold (a place and months never computed) and warm (the same again).
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < 12; i++) {
  const lat = 40 + i * 1.7;
  const lng = 20 + i * 3.1;
  const start = civilToUtc({ year: 2031, month: 1 + i, day: 1, hour: 0, minute: 0 }, TZ).utc;
  const end = start + 31 * 86_400_000;
  let t = performance.now();
  sink += lunarDaysBetween(start, end, lat, lng).length;
  cold.push(performance.now() - t);
  t = performance.now();
  for (let k = 0; k < 100; k++) sink += lunarDaysBetween(start, end, lat, lng).length;
  warm.push((performance.now() - t) / 100);
}
line("lunar-days-month-cold", median(cold), "ms");
line("lunar-days-month-warm", median(warm), "ms");

// A year-long personal predict (every day of a year not computed before, for a theme, with a chart).
const natal = { yearPillar: 6, dayPillar: 16 };
const predicts: number[] = [];
for (let y = 2040; y < 2046; y++) {
  const t = performance.now();
  const r = predict({
    theme: "business",
    from: { year: y, month: 1, day: 1 },
    to: { year: y, month: 12, day: 31 },
    place: MOSCOW,
    natal,
  });
  predicts.push(performance.now() - t);
  sink += r.best.length;
}
line("predict-year-personal", median(predicts), "ms");

// Date selection 择日: five people, 24 months of days not computed before (cold), then the same again (warm).
const people = [
  [6, 16],
  [13, 41],
  [27, 2],
  [38, 55],
  [51, 30],
].map(([yearPillar, dayPillar]) => ({ natal: { yearPillar: yearPillar!, dayPillar: dayPillar! } }));
const selCold: number[] = [];
const selWarm: number[] = [];
const events = ["wedding", "moving", "business", "renovation"];
for (let k = 0; k < 4; k++) {
  for (let y = 2046 + 2 * k; y < 2048 + 2 * k; y++) solarTermsOfYear(y);
  const input = {
    event: events[k]!,
    from: { year: 2046 + 2 * k, month: 1, day: 1 },
    to: { year: 2047 + 2 * k, month: 12, day: 31 },
    place: MOSCOW,
    people,
  };
  let t = performance.now();
  sink += selectDates(input).days.length;
  selCold.push(performance.now() - t);
  t = performance.now();
  sink += selectDates(input).days.length;
  selWarm.push(performance.now() - t);
}
const selColdMs = median(selCold);
line("select-5-people-24-months-cold", selColdMs, "ms");
line("select-5-people-24-months-warm", median(selWarm), "ms");
console.log(
  `select-cold-vs-predict-year: ${(selColdMs / median(predicts)).toFixed(2)}x (730 days against 365)`,
);

// A chart (warm tables; each chart a different birth minute).
const charts: number[] = [];
for (let r = 0; r < 5; r++) {
  const t = performance.now();
  for (let i = 0; i < 1000; i++) {
    const c = computeChart({
      date: { year: 1985 + (i % 20), month: 1 + (i % 12), day: 1 + (i % 28) },
      time: { hour: i % 24, minute: (i * 7) % 60 },
      place: MOSCOW,
    });
    sink += c.pillars.day.index;
  }
  charts.push((performance.now() - t) / 1000);
}
line("chart", median(charts), "ms");
line("heap-used", process.memoryUsage().heapUsed / 1048576, "MiB");
if (sink === 42) console.log("");
