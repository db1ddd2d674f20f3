/**
 * The words of a chart's birth-time sensitivity (src/birth-time.ts): one sentence per instant near the birth
 * where a pillar changes, saying what the chart would be on its other side, and for a chart without the hour
 * one on its twelve possible hours. Templates in texts/birth-time.{ru,en}.json (keys and placeholders:
 * texts/README.md), filled from the engine's facts and names.
 *
 * The rule (test/engine-lint.test.ts): this module alone reads texts/birth-time.*.json, and only the view
 * src/birth-time-json.ts calls it. The type of the catalogs makes a template English lacks a compile error;
 * test/birth-time.test.ts checks the rest.
 */
import en from "../../texts/birth-time.en.json" with { type: "json" };
import ru from "../../texts/birth-time.ru.json" with { type: "json" };
import type { BirthTimeBoundary, BirthTimeSensitivity } from "../birth-time.ts";
import { ELEMENT_NAMES, SOLAR_TERM_NAMES } from "./core.ts";
import { STRENGTH_NAMES } from "./day-master.ts";
import { fillTemplate } from "./template.ts";
import { type Lang, nameIn } from "./types.ts";

/** Russian is the source: English must have its keys. */
const CATALOGS: Record<Lang, typeof ru> = { ru, en };

/** "HH:MM:SS" of a wall value, to the second it falls in. */
const clockText = (wall: number) => new Date(Math.floor(wall / 1000) * 1000).toISOString().slice(11, 19);
const hhmm = (wall: number) => new Date(wall).toISOString().slice(11, 16);

function fill(template: string, values: Record<string, string>, what: string): string {
  return fillTemplate(template, (name) => (Object.hasOwn(values, name) ? values[name] : undefined), what);
}

/** The sentence of one instant: when, what changes from what to what, and the verdict on the other side. */
export function boundaryText(b: BirthTimeBoundary, lang: Lang): string {
  const x = CATALOGS[lang];
  const term = b.term ? SOLAR_TERM_NAMES[b.term.index]! : null;
  const moment = term
    ? fill(x.moment.jie, { termZh: term.zh, termName: nameIn(term, lang) }, "moment.jie")
    : b.basisWall !== null
      ? fill(x.moment.solar, { basisTime: hhmm(b.basisWall) }, "moment.solar")
      : "";
  const changeKey = b.changes.join(",") as keyof typeof x.changes;
  const changes = x.changes[changeKey];
  if (changes === undefined) throw new RangeError(`no text for the change ${changeKey}`);
  const outcome = b.verdictDiffers
    ? b.usefulDiffers
      ? "both"
      : "verdict"
    : b.usefulDiffers
      ? "useful"
      : "same";
  const useful = b.judgement.favourable.favourable[0];
  return fill(
    x.sentence,
    {
      when: fill(x.when[b.side], { time: clockText(b.clockWall) }, `when.${b.side}`),
      moment,
      changes,
      pillars: b.changes.map((k) => `${b.here[k]!.zh} → ${b.other[k]!.zh}`).join(", "),
      outcome: fill(
        x.outcome[outcome],
        {
          verdict: nameIn(STRENGTH_NAMES[b.judgement.strength.verdict], lang).toLowerCase(),
          useful: nameIn(ELEMENT_NAMES[useful], lang).toLowerCase(),
        },
        `outcome.${outcome}`,
      ),
    },
    "sentence",
  );
}

/** For a chart without the hour: for how many of the twelve hours the verdict and the useful element hold. */
export function hoursText(h: NonNullable<BirthTimeSensitivity["hours"]>, lang: Lang): string {
  return fill(
    CATALOGS[lang].hours,
    { sameVerdict: String(h.sameVerdict), sameUseful: String(h.sameUseful) },
    "hours",
  );
}
