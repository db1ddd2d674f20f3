/**
 * The reading of a chart, put together on the server from the chart JSON and the reading's texts
 * (packages/i18n/catalogs/reading.{ru,en}.json, typed by src/reading.ts): the Day Master's portrait, its strength,
 * the favourable elements in practice, the balance of elements, the ten gods in their pillars, the relations between
 * pillars, the symbolic stars in the pillars, the year's Na Yin, luck now and this year with their relations to the
 * chart, the next turning points, and, without the hour, what the twelve hours would change. Also the glossary's
 * short explanations of every term the page shows, so that the browser needs no catalog of its own.
 *
 * Paragraphs keep the `[[id|label]]` markup of terms; the page turns it into buttons (components/tools/term.tsx).
 */
import type { ChartJson, NatalStarKey } from "@bazi/almanac";
import {
  fillText,
  formatLongDate,
  glossaryEntry,
  type Lang,
  listFormat,
  READING_TEXTS,
  type ReadingTexts,
} from "./index.ts";
import { t } from "./plural.ts";
import { t as toolText } from "./tools.ts";

type Element = "wood" | "fire" | "earth" | "metal" | "water";
const ELEMENTS: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];
const el = (lang: Lang, e: Element) => toolText(lang, `bazi.el.${e}`);

export interface ReadingSection {
  id:
    | "strength"
    | "favourable"
    | "balance"
    | "gods"
    | "interactions"
    | "stars"
    | "naYin"
    | "timing"
    | "hourUnknown";
  title: string;
  paragraphs: string[];
  /** A list under the paragraphs (turning points, hours). */
  items: string[];
}

export interface BaziReading {
  title: string;
  school: string;
  /** The five plain lines first (docs/bazi-day-master.md, docs/bazi-forecast.md): who, strength and why, helps, now. */
  summary: { title: string; lines: string[] };
  portrait: { title: string; zh: string; name: string; element: Element; paragraphs: string[] };
  sections: ReadingSection[];
  /** Short explanations of the terms on the page, by glossary id. */
  terms: Record<string, { term: string; zh: string; short: string }>;
  /** What each of the chart's symbolic stars brings, by the star's key (its card under the chart). */
  starMeanings: Record<string, string>;
  /** The result's explanations under its headings (the annual pillars' with the years shown filled in). */
  notes: ReadingTexts["notes"];
}

type Position = "year" | "month" | "day" | "hour";
type Interaction = ChartJson["interactions"][number];

/** A glossary term in running text (`[[id|label]]`); shared with apps/web/app/lib/compare-reading.server.ts. */
export const term = (id: string, label: string) => `[[${id}|${label}]]`;
export const godTerm = (g: { key: string; zh: string; name: string }) =>
  term(`god-${g.key}`, `${g.name} (${g.zh})`);
const dateOf = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatLongDate(lang, y, m, d);
};

function portrait(chart: ChartJson, x: ReadingTexts) {
  const dm = chart.dayMaster;
  const stem = x.stems[dm.index]!;
  return {
    title: x.headings.portrait,
    zh: dm.zh,
    name: dm.name,
    element: dm.element,
    paragraphs: [
      `${fillText(x.portraitLead, { stem: term(`stem-${dm.index}`, `${dm.name} (${dm.zh})`), image: stem.image })} ${stem.text}`,
    ],
  };
}

function strength(chart: ChartJson, x: ReadingTexts): ReadingSection {
  const s = chart.dayMaster.strength;
  const special = s.special?.key;
  const kind =
    special === undefined
      ? s.key
      : special.startsWith("follow")
        ? "follow"
        : (special as "dominant" | "transform");
  const roots = s.roots.map((r) => `${r.zh} (${x.pillarWords[r.pillar as Position]})`).join(", ");
  const paragraphs = [
    `${term("strength", (s.special ?? s).name)} (${(s.special ?? s).zh}). ${x.strength[kind]}`,
    fillText(x.strengthFactors, {
      score: s.score,
      month: s.season.branch,
      state: `${s.season.state.name} ${s.season.state.zh}`,
      commands: s.season.commands ? x.commands : x.notCommands,
      roots: roots ? fillText(x.rooted, { roots }) : x.unrooted,
    }),
  ];
  const structure = chart.dayMaster.structure;
  paragraphs.push(
    structure
      ? fillText(x.structure, {
          name: `${structure.name} (${structure.zh})`,
          text: x.structures[structure.key as keyof ReadingTexts["structures"]],
        })
      : x.noStructure,
  );
  return { id: "strength", title: x.headings.strength, paragraphs, items: [] };
}

function favourable(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const f = chart.dayMaster.favourable;
  const [useful, helpful] = f.favourable as [Element, Element];
  const [first, second] = f.unfavourable as [Element, Element];
  const elTerm = (e: Element) => term(`element-${e}`, el(lang, e));
  const practice = (e: Element) => fillText(x.practice, { element: el(lang, e), ...x.elements[e] });
  const paragraphs = [
    fillText(x.favourableLead, {
      useful: elTerm(useful),
      helpful: elTerm(helpful),
      rule: x.rules[f.rule as keyof ReadingTexts["rules"]],
    }),
    practice(useful),
    practice(helpful),
    fillText(x.unfavourable, {
      first: el(lang, first),
      second: el(lang, second),
      neutral: el(lang, f.neutral),
    }),
  ];
  const climate = chart.dayMaster.climate;
  if (climate) paragraphs.push(x.climate[climate.key as "warmth" | "moisture"]);
  if (climate && f.adjustment === "climate")
    paragraphs.push(fillText(x.climateAdjusted, { element: el(lang, climate.element) }));
  return { id: "favourable", title: x.headings.favourable, paragraphs, items: [] };
}

function balance(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const counts = chart.elements.withHidden;
  const total = ELEMENTS.reduce((s, e) => s + (counts[e] ?? 0), 0);
  const paragraphs: string[] = [];
  for (const e of ELEMENTS) {
    const share = Math.round((100 * (counts[e] ?? 0)) / total);
    const name = el(lang, e);
    if ((counts[e] ?? 0) === 0) paragraphs.push(fillText(x.balanceNone, { element: name, text: x.lack[e] }));
    else if (share < 8) paragraphs.push(fillText(x.balanceFew, { element: name, share, text: x.lack[e] }));
    else if (share >= 30)
      paragraphs.push(fillText(x.balanceMany, { element: name, share, text: x.excess[e] }));
  }
  if (paragraphs.length === 0) paragraphs.push(x.balanceEven);
  return { id: "balance", title: x.headings.balance, paragraphs, items: [] };
}

function gods(chart: ChartJson, x: ReadingTexts): ReadingSection {
  const paragraphs: string[] = [];
  for (const p of ["year", "month", "day", "hour"] as const) {
    const pillar = chart.pillars[p];
    if (!pillar) continue;
    // the day's stem is the Day Master itself; the day branch (the spouse palace) speaks through its main qi
    const god = p === "day" ? pillar.hiddenStems[0]!.tenGod : pillar.tenGod!;
    paragraphs.push(
      fillText(p === "day" ? x.godInSeat : x.godInPillar, {
        area: x.positionArea[p],
        god: godTerm(god),
        meaning: x.godMeaning[god.key as keyof ReadingTexts["godMeaning"]],
      }),
    );
  }
  return { id: "gods", title: x.headings.gods, paragraphs, items: [] };
}

function interactionText(i: Interaction, lang: Lang, x: ReadingTexts): string {
  const where = i.pillars.map((p) => x.pillarWords[p]).join(" — ");
  // a punishment's own name already says it is one («Наказание неблагодарностью», "Ungrateful punishment")
  const kind = i.punishment ? i.punishment.name : i.name;
  const meaning = fillText(x.interaction[i.kind], { element: i.element ? el(lang, i.element) : "" });
  let s = `${term(`interaction-${i.kind}`, kind)} ${i.chars} (${where}): ${meaning}.`;
  if (i.kind === "stemCombination" && i.element && i.transforms !== undefined)
    s += ` ${fillText(i.transforms ? x.transforms : x.binds, { element: el(lang, i.element) })}`;
  return s;
}

function interactions(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const list = chart.interactions.map((i) => interactionText(i, lang, x));
  return {
    id: "interactions",
    title: x.headings.interactions,
    paragraphs: list.length ? list : [x.interactionsNone],
    items: [],
  };
}

/** What a symbolic star brings ("" for a star without a text). */
const starMeaning = (x: ReadingTexts, key: string) =>
  Object.hasOwn(x.starMeaning, key) ? x.starMeaning[key as NatalStarKey] : "";

/** The symbolic stars that stand in the chart's pillars, each with where it stands and what it brings. */
function stars(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection | null {
  const present = new Map<string, { name: string; pillars: Set<Position> }>();
  for (const s of chart.stars) {
    if (s.inPillars.length === 0) continue;
    const star = present.get(s.key) ?? { name: s.name, pillars: new Set<Position>() };
    for (const p of s.inPillars) star.pillars.add(p as Position);
    present.set(s.key, star);
  }
  if (present.size === 0) return null;
  const list = listFormat(lang, { type: "conjunction" });
  const order: Position[] = ["year", "month", "day", "hour"];
  const paragraphs = [...present].map(([key, s]) => {
    const pillars = order.filter((p) => s.pillars.has(p));
    // the star's own characters beside its name, unless the name already carries a reading in brackets
    const zh = glossaryEntry(lang, `star-${key}`)?.zh;
    return fillText(pillars.length > 1 ? x.starInMany : x.starIn, {
      star: term(`star-${key}`, zh && !s.name.includes("(") ? `${s.name} (${zh})` : s.name),
      pillars: list.format(pillars.map((p) => x.starPillar[p])),
      meaning: starMeaning(x, key),
    }).trim();
  });
  return { id: "stars", title: x.headings.stars, paragraphs, items: [] };
}

/** The year pillar's Na Yin: its image and what it says, and its modest place in a Ziping reading. */
function naYin(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection | null {
  const n = chart.pillars.year.naYin;
  const meaning = x.naYin[n.zh];
  if (!meaning) return null;
  return {
    id: "naYin",
    title: x.headings.naYin,
    paragraphs: [
      fillText(x.naYinYear, { name: n.name, zh: n.zh, element: el(lang, n.element), meaning }),
      x.naYinNote,
    ],
    items: [],
  };
}

type Period = ChartJson["forecast"]["years"][number] | ChartJson["forecast"]["decades"][number];
/** The verdict of a period of the forecast in one sentence, its reasons after it (lower-cased to run on). */
function verdictText(x: ReadingTexts, kind: "decade" | "year", p: Period, year?: number): string {
  const reasons = p.reasons.map((r) => r.text.charAt(0).toLowerCase() + r.text.slice(1)).join("; ");
  const verdict = x.forecast.words[kind][p.verdict.key as "favourable" | "mixed" | "difficult"];
  return fillText(x.forecast[kind], { verdict, reasons, year: year ?? "" });
}

function timing(chart: ChartJson, lang: Lang, x: ReadingTexts, today: string | null): ReadingSection {
  const paragraphs: string[] = [];
  const forecast = chart.forecast;
  let judged = false;
  const items: string[] = [];
  const meaning = (g: { key: string }) => x.godMeaning[g.key as keyof ReadingTexts["godMeaning"]];
  const pillarText = (p: { zh: string; name: string }) => `${p.zh} ${p.name}`;
  if (!chart.luck) paragraphs.push(x.luckNone);
  else if (today) {
    const started = chart.luck.pillars.filter((p) => p.startsAt.slice(0, 10) <= today);
    const now = started[started.length - 1];
    const first = chart.luck.pillars[0]!;
    if (now) {
      // the verdict first: what this decade is for this chart, then what it is
      const decade = forecast?.decades.find((d) => d.number === now.number);
      if (decade) {
        paragraphs.push(verdictText(x, "decade", decade));
        judged = true;
      }
      paragraphs.push(
        fillText(x.luckNow, {
          pillar: pillarText(now),
          date: dateOf(lang, now.startsAt),
          age: t(lang, "age.since", { count: Math.floor(now.startAge) }),
          god: godTerm(now.tenGod),
          meaning: meaning(now.tenGod),
        }),
      );
      // each relation with the natal pillars explained as the chart's own are
      if (now.interactions.length)
        paragraphs.push(x.luckMeets, ...now.interactions.map((i) => interactionText(i, lang, x)));
    } else {
      paragraphs.push(
        fillText(x.luckBefore, {
          pillar: pillarText(first),
          date: dateOf(lang, first.startsAt),
          age: t(lang, "age.at", { count: Math.floor(first.startAge) }),
          god: godTerm(first.tenGod),
          meaning: meaning(first.tenGod),
        }),
      );
    }
    const next = chart.luck.pillars.filter((p) => p.startsAt.slice(0, 10) > today).slice(0, 3);
    for (const p of next)
      items.push(
        fillText(x.turningPoint, {
          date: dateOf(lang, p.startsAt),
          pillar: pillarText(p),
          god: godTerm(p.tenGod),
        }),
      );
  }
  if (today) {
    const a = annualNow(chart, today);
    if (a) {
      const year = chart.forecast.years.find((y) => y.year === a.year);
      if (year) {
        paragraphs.push(verdictText(x, "year", year, a.year));
        judged = true;
        const areas = year.areas.filter((r) => r.tone !== "neutral").map((r) => r.text);
        if (areas.length) paragraphs.push(areas.join(" "));
      }
      paragraphs.push(
        fillText(x.yearNow, {
          year: a.year,
          pillar: pillarText(a),
          god: godTerm(a.tenGod),
          meaning: meaning(a.tenGod),
        }),
      );
      if (a.interactions.length)
        paragraphs.push(x.yearMeets, ...a.interactions.map((i) => interactionText(i, lang, x)));
    }
  }
  // the school of the verdicts, when any was given
  if (judged) paragraphs.push(x.forecast.school);
  if (items.length) paragraphs.push(x.turningPoints);
  return { id: "timing", title: x.headings.timing, paragraphs, items };
}

function hourUnknown(chart: ChartJson, x: ReadingTexts): ReadingSection | null {
  const h = chart.hourUnknown;
  if (!h) return null;
  const paragraphs = [fillText(x.hourUnknown, { sameVerdict: h.sameVerdict, sameUseful: h.sameUseful })];
  const verdict = chart.dayMaster.strength.key;
  const other = h.options.filter((o) => o.strength.key !== verdict);
  paragraphs.push(
    other.length
      ? fillText(x.hourChanges, {
          list: other.map((o) => `${o.branch} ${o.from}–${o.to} (${o.strength.name})`).join(", "),
        })
      : x.hourSame,
  );
  return { id: "hourUnknown", title: x.headings.hourUnknown, paragraphs, items: [] };
}

/** The annual pillar shown that is in force on `today` ("YYYY-MM-DD"): it began by today, and the next has not. */
function annualNow(chart: ChartJson, today: string) {
  const i = chart.annual.findLastIndex((a) => a.startsAt.slice(0, 10) <= today);
  const a = chart.annual[i];
  if (!a) return undefined;
  // after the last one shown, the next Lichun: a tropical year on, within minutes
  const next =
    chart.annual[i + 1]?.startsAt ?? new Date(Date.parse(a.startsAt) + 365.2422 * 86_400_000).toISOString();
  return today < next.slice(0, 10) ? a : undefined;
}

const TERM = /\[\[([\w-]+)\|/g;

/** Glossary ids of what the page shows besides the reading: the pillars' characters, gods, stages, stars and the possible hours. */
function chartTermIds(chart: ChartJson): string[] {
  const ids = ["pillar", "dayMaster", "hiddenStems", "naYin", "tenGods", "luckPillars", "annualPillars"];
  ids.push("conception", "lifePalace", "star-void");
  for (const p of [chart.pillars.year, chart.pillars.month, chart.pillars.day, chart.pillars.hour]) {
    if (!p) continue;
    ids.push(`stem-${p.stem.index}`, `branch-${p.branch.index}`, `stage-${p.stage.key}`);
    if (p.tenGod) ids.push(`god-${p.tenGod.key}`);
    for (const h of p.hiddenStems) ids.push(`god-${h.tenGod.key}`);
  }
  for (const s of chart.stars) ids.push(`star-${s.key}`);
  // the table of the twelve possible hours
  if (chart.hourUnknown) {
    ids.push("strength", "favourable");
    for (const o of chart.hourUnknown.options)
      for (const i of o.interactions) ids.push(`interaction-${i.kind}`);
  }
  return ids;
}

/**
 * The reading in five lines: who the Day Master is; how strong and why (or its special structure); what helps and
 * what harms; the decade and the year now, by the forecast. Each line is this chart's facts in a template.
 */
function summary(
  chart: ChartJson,
  lang: Lang,
  x: ReadingTexts,
  today: string | null,
): BaziReading["summary"] {
  const y = x.summary;
  const dm = chart.dayMaster;
  const s = dm.strength;
  const lines = [fillText(y.who, { stem: dm.name, zh: dm.zh, image: x.stems[dm.index]!.image })];
  if (s.special) {
    lines.push(
      fillText(y.special, {
        name: `${s.special.name} (${s.special.zh})`,
        element: el(lang, s.special.element),
      }),
    );
  } else {
    const why = [s.season.commands ? y.why.seasonFor : y.why.seasonAgainst];
    const roots = s.roots.map((r) => `${r.zh} (${x.pillarWords[r.pillar as Position]})`).join(", ");
    why.push(roots ? fillText(y.why.rooted, { roots }) : y.why.unrooted);
    const meeting = s.adjustments.find((a) => a.key === "meeting" || a.key === "harmony");
    if (meeting)
      why.push(
        fillText(y.why.meeting, { chars: meeting.chars, element: el(lang, meeting.element as Element) }),
      );
    lines.push(
      fillText(y.strength, {
        verdict: y.verdicts[s.key as "strong" | "balanced" | "weak"],
        score: s.score,
        why: why.join("; "),
      }),
    );
  }
  const f = dm.favourable;
  lines.push(
    fillText(y.helps, {
      useful: el(lang, f.favourable[0] as Element),
      helpful: el(lang, f.favourable[1] as Element),
      first: el(lang, f.unfavourable[0] as Element),
      second: el(lang, f.unfavourable[1] as Element),
    }),
  );
  const forecast = chart.forecast;
  if (forecast && today) {
    const word = (kind: "decade" | "year", v: { key: string }) =>
      x.forecast.words[kind][v.key as "favourable" | "mixed" | "difficult"];
    const decade = forecast.decades.find(
      (d) => d.startsAt.slice(0, 10) <= today && today < d.endsAt.slice(0, 10),
    );
    if (decade)
      lines.push(
        fillText(y.decade, {
          zh: decade.zh,
          from: decade.startsAt.slice(0, 4),
          to: decade.endsAt.slice(0, 4),
          verdict: word("decade", decade.verdict),
        }),
      );
    const year = forecast.years.find(
      (a) => a.startsAt.slice(0, 10) <= today && today < a.endsAt.slice(0, 10),
    );
    if (year)
      lines.push(fillText(y.year, { year: year.year, zh: year.zh, verdict: word("year", year.verdict) }));
  }
  return { title: y.title, lines };
}

export function baziReading(chart: ChartJson, lang: Lang, today: string | null): BaziReading {
  const x = READING_TEXTS[lang];
  const sections = [
    strength(chart, x),
    favourable(chart, lang, x),
    balance(chart, lang, x),
    gods(chart, x),
    interactions(chart, lang, x),
    stars(chart, lang, x),
    naYin(chart, lang, x),
    timing(chart, lang, x, today),
    hourUnknown(chart, x),
  ].filter((s): s is ReadingSection => s !== null);
  const reading = {
    title: x.title,
    school: x.school,
    summary: summary(chart, lang, x, today),
    portrait: portrait(chart, x),
    sections,
  };
  const texts = [...reading.portrait.paragraphs, ...sections.flatMap((s) => [...s.paragraphs, ...s.items])];
  const starMeanings: Record<string, string> = {};
  for (const s of chart.stars) starMeanings[s.key] = starMeaning(x, s.key);
  const years = { from: chart.annual[0]?.year ?? "", to: chart.annual.at(-1)?.year ?? "" };
  const notes = { ...x.notes, annual: fillText(x.notes.annual, years) };
  return { ...reading, terms: termsOf(lang, chartTermIds(chart), texts), starMeanings, notes };
}

/** The glossary's short explanations of `ids` and of every term marked in `texts`, by id. */
export function termsOf(lang: Lang, ids: readonly string[], texts: readonly string[]): BaziReading["terms"] {
  const all = new Set(ids);
  for (const t of texts) for (const m of t.matchAll(TERM)) all.add(m[1]!);
  const terms: BaziReading["terms"] = {};
  for (const id of all) {
    const e = glossaryEntry(lang, id);
    if (e) terms[id] = { term: e.term, zh: e.zh, short: e.short };
  }
  return terms;
}
