/**
 * A chart's birth-time sensitivity as JSON (birth-time-schema.ts), the `sensitivity` of chartJson: the engine's
 * instants (src/birth-time.ts) with their words (src/names/birth-time.ts).
 */
import { type BirthTimeBoundary, birthTimeSensitivity } from "./birth-time.ts";
import type { BirthTimeSensitivityJson } from "./birth-time-schema.ts";
import type { Chart } from "./chart.ts";
import type { ChartDetails } from "./chart-details.ts";
import { boundaryText, hoursText } from "./names/birth-time.ts";
import { ELEMENT_NAMES, SOLAR_TERM_NAMES } from "./names/core.ts";
import { STRENGTH_NAMES } from "./names/day-master.ts";
import { type Lang, nameIn } from "./names/types.ts";

const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;
const iso = (ms: number) => new Date(toSecond(ms)).toISOString().slice(0, 19);

function boundaryJson(b: BirthTimeBoundary, lang: Lang): BirthTimeSensitivityJson["boundaries"][number] {
  const term = b.term ? SOLAR_TERM_NAMES[b.term.index]! : null;
  const verdict = b.judgement.strength.verdict;
  const useful = b.judgement.favourable.favourable[0];
  return {
    kind: b.kind,
    at: iso(b.clockWall),
    utc: `${iso(b.at)}Z`,
    basisTime: b.basisWall === null ? null : iso(b.basisWall).slice(11, 16),
    term: term ? { zh: term.zh, name: nameIn(term, lang) } : null,
    minutesFromBirth: b.minutesFromBirth,
    side: b.side,
    pillars: b.changes,
    other: {
      year: b.other.year.zh,
      month: b.other.month.zh,
      day: b.other.day.zh,
      hour: b.other.hour?.zh ?? null,
      verdict: { key: verdict, zh: STRENGTH_NAMES[verdict].zh, name: nameIn(STRENGTH_NAMES[verdict], lang) },
      useful: { key: useful, zh: ELEMENT_NAMES[useful].zh, name: nameIn(ELEMENT_NAMES[useful], lang) },
    },
    verdictDiffers: b.verdictDiffers,
    usefulDiffers: b.usefulDiffers,
    text: boundaryText(b, lang),
  };
}

/** The `sensitivity` of a chart's JSON, from the chart and its details (the judgement, the twelve hours). */
export function sensitivityJson(
  chart: Chart,
  details: Pick<ChartDetails, "judgement" | "hourUnknown">,
  lang: Lang,
): BirthTimeSensitivityJson {
  const s = birthTimeSensitivity(chart, details.judgement, details.hourUnknown);
  return {
    windowMinutes: s.windowMinutes,
    boundaries: s.boundaries.map((b) => boundaryJson(b, lang)),
    hours: s.hours ? { ...s.hours, text: hoursText(s.hours, lang) } : null,
  };
}
