/**
 * The reading of a compatibility, put together on the server from its JSON (CompatibilitySchema) and the texts of
 * packages/i18n/catalogs/compare.{ru,en}.json (typed by src/compatibility.ts): the verdict, the day masters, the key
 * relations and the others, what each one's elements do for the other, the stars, and the trace of points.
 * Paragraphs keep the `[[id|label]]` markup of terms (components/tools/term.tsx); the glossary's short explanations
 * of them come along.
 */
import { CHALLENGING_TO, type CompatibilityJson, HARMONIOUS_FROM } from "@bazi/almanac";
import { COMPARE_TEXTS, fillText, type Lang, READING_TEXTS } from "@bazi/i18n";
import { type Element, elementName } from "../components/tools/bazi-chart.tsx";
import { godTerm as god, term, termsOf } from "./bazi-reading.server.ts";
import { signed } from "./format.ts";

export interface ComparePerson {
  label: string;
  dayMaster: { zh: string; name: string; element: Element; strength: string };
  pillars: string[];
}

export interface CompareRow {
  /** Unique within the table. */
  id: string;
  reason: string;
  side: string;
  points: number;
  /** The points with their sign, a real minus: «+1», «−2». */
  pointsText: string;
}

/** The pair's ten years (CompatibilitySchema `time`): one sentence, then each year with its verdict and reasons. */
export interface CompareTime {
  summary: string;
  lead: string;
  years: {
    year: number;
    zh: string;
    verdict: CompatibilityJson["time"]["years"][number]["verdict"];
    reasons: string[];
  }[];
}

export interface CompareReading {
  school: string;
  verdict: {
    key: CompatibilityJson["verdict"];
    title: string;
    text: string;
    /** How the points read: their own scale, its thresholds from the engine. */
    score: string;
    /** The points as the verdict shows them: the scale's name, «−2 — смешанное сочетание». */
    points: { scale: string; value: string };
  };
  people: [ComparePerson, ComparePerson];
  dayMasters: string[];
  relations: string[];
  /** The other relations across the charts, one line each. */
  otherRelations: string[];
  elements: string[];
  points: CompareRow[];
  total: number;
  /** The total with its sign, a real minus: «+3», «−2». */
  totalText: string;
  caveat: string;
  time: CompareTime;
  terms: Record<string, { term: string; zh: string; short: string }>;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pct = (x: number) => Math.round(x * 100);

/** `labels`: the people's own names (saved charts), else the form's words ("Вы", "Партнёр"). */
export function compareReading(c: CompatibilityJson, lang: Lang, labels: [string | null, string | null]) {
  const x = COMPARE_TEXTS[lang];
  const words = READING_TEXTS[lang].pillarWords;
  const who = x.people[c.kind];
  const el = (e: Element) => elementName(lang, e);
  const person = (side: "first" | "second", own: string | null): ComparePerson => {
    const ch = c.charts[side];
    const p = ch.pillars;
    return {
      label: own ?? (side === "first" ? x.form.first[c.kind] : x.form.second[c.kind]),
      dayMaster: {
        zh: ch.dayMaster.zh,
        name: ch.dayMaster.name,
        element: ch.dayMaster.element,
        strength: `${ch.dayMaster.strength.name} (${ch.dayMaster.strength.zh})`,
      },
      pillars: [p.year.zh, p.month.zh, p.day.zh, p.hour ? p.hour.zh : x.hourUnknown],
    };
  };

  const d = c.dayMasters;
  const dayMasters = [
    fillText(x.relation[d.relation], {
      ea: el(d.first.element),
      eb: el(d.second.element),
      aNom: who.a.nom,
      bNom: who.b.nom,
    }),
    fillText(x.godsEachOther, {
      aGen: who.a.gen,
      bGen: who.b.gen,
      godA: god(d.firstForSecond),
      godB: god(d.secondForFirst),
    }),
  ];
  const dayPair = c.interactions.find((i) => i.kind === "stemCombination" && i.key && i.pillars[0] === "day");
  const dayClash = c.interactions.find((i) => i.kind === "stemClash" && i.key && i.pillars[0] === "day");
  if (d.combine && dayPair) dayMasters.push(fillText(x.combine, { chars: dayPair.chars }));
  if (d.clash && dayClash) dayMasters.push(fillText(x.clash, { chars: dayClash.chars }));

  const relations: string[] = [];
  for (const i of c.interactions) {
    if (!i.key || i.kind === "stemCombination" || i.kind === "stemClash") continue;
    const table = i.pillars[0] === "day" ? x.dayPair : x.yearPair;
    const text = table[i.kind as keyof typeof table];
    if (text) relations.push(fillText(text, { chars: i.chars }));
  }
  if (relations.length === 0 && !d.combine && !d.clash) relations.push(x.noKeyRelations);
  const otherRelations = c.interactions
    .filter((i) => !i.key)
    .map(
      (i) =>
        `${term(`interaction-${i.kind}`, i.name)} ${i.chars}: ${words[i.pillars[0]!]} (${who.a.nom}) — ${words[i.pillars[1]!]} (${who.b.nom})`,
    );

  const elements: string[] = [];
  for (const [side, self, other] of [
    ["first", who.a, who.b],
    ["second", who.b, who.a],
  ] as const) {
    const e = c.elements[side];
    const whoGen = self.gen;
    if (e.favourableShare >= 0.5)
      elements.push(fillText(x.exchange.favourable, { whoGen, share: pct(e.favourableShare) }));
    else if (e.unfavourableShare >= 0.5)
      elements.push(fillText(x.exchange.unfavourable, { whoGen, share: pct(e.unfavourableShare) }));
    else
      elements.push(
        fillText(x.exchange.neither, {
          whoGen,
          fav: pct(e.favourableShare),
          unfav: pct(e.unfavourableShare),
        }),
      );
    if (e.supplied.length > 0)
      elements.push(
        fillText(x.exchange.supplied, {
          whoDat: self.dat,
          otherDat: other.dat,
          otherGen: other.gen,
          elements: e.supplied.map((s) => term(`element-${s}`, el(s))).join(", "),
        }),
      );
    const otherElement = el(c.dayMasters[side === "first" ? "second" : "first"].element);
    const role = `${e.otherDayMaster.name.toLowerCase()} (${e.otherDayMaster.zh})`;
    const key = e.otherDayMaster.key;
    const text =
      key === "useful" || key === "helpful"
        ? x.exchange.dayMasterGood
        : key === "neutral"
          ? x.exchange.dayMasterNeutral
          : x.exchange.dayMasterBad;
    elements.push(fillText(text, { whoGen, element: otherElement, role: term("favourable", role) }));
  }
  if (c.stars) {
    for (const [side, self] of [
      ["first", who.a],
      ["second", who.b],
    ] as const) {
      const s = c.stars[side];
      if (!s) continue;
      const text =
        s.star === "spouse"
          ? s.present
            ? x.stars.spouse
            : x.stars.spouseAbsent
          : s.present
            ? x.stars.child
            : x.stars.childAbsent;
      elements.push(fillText(text, { whoGen: self.gen, element: el(s.element) }));
    }
  }

  const interactionName = (k: string | undefined) => c.interactions.find((i) => i.kind === k)?.name ?? "";
  const points = c.points.map((p) => ({
    id: `${p.reason}-${p.side}-${p.kind ?? ""}`,
    reason: fillText(x.reasons[p.reason], { kind: interactionName(p.kind).toLowerCase() }),
    side: p.side === "both" ? x.points.both : cap(p.side === "first" ? who.a.nom : who.b.nom),
    points: p.points,
    pointsText: signed(lang, p.points),
  }));
  const verdict = x.verdict[c.verdict];

  const reading = {
    school: x.school,
    verdict: {
      key: c.verdict,
      ...verdict,
      score: fillText(x.score, {
        harmoniousFrom: signed(lang, HARMONIOUS_FROM),
        challengingTo: signed(lang, CHALLENGING_TO),
      }),
      points: {
        scale: x.scale,
        value: fillText(x.scoreValue, {
          score: signed(lang, c.score),
          verdict: verdict.title.charAt(0).toLocaleLowerCase(lang) + verdict.title.slice(1),
        }),
      },
    },
    people: [person("first", labels[0]), person("second", labels[1])] as [ComparePerson, ComparePerson],
    dayMasters,
    relations,
    otherRelations,
    elements,
    points,
    total: c.score,
    totalText: signed(lang, c.score),
    caveat: x.caveat,
    time: {
      summary: c.time.summary,
      lead: x.timeLead,
      years: c.time.years.map((y) => ({
        year: y.year,
        zh: y.zh,
        verdict: y.verdict,
        reasons: y.reasons.map((r) => r.text),
      })),
    },
  };
  const terms = termsOf(
    lang,
    ["dayMaster", "compatibilityPoints"],
    [...dayMasters, ...relations, ...otherRelations, ...elements],
  );
  return { ...reading, terms } satisfies CompareReading;
}
