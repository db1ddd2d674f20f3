/**
 * The reading of a chart, put together from the chart JSON and the reading's texts (catalogs/reading.{ru,en}.json,
 * typed by reading.ts): five plain lines first, the Day Master's portrait, then its strength, the favourable
 * elements in practice, the balance of elements, the ten gods in their pillars, the close ones (spouse, children,
 * parents), the relations between pillars, the symbolic stars, the conception pillar, life palace and void, the
 * year's Na Yin, luck and the year now with their verdicts, and, without the hour, what the twelve hours would
 * change. Also the glossary's short explanations of every term the page shows, so that the browser needs no catalog
 * of its own. The /bazi pages and the CLI's `bazi chart --json` show the same reading.
 *
 * Each sentence combines facts of this chart (a god with its pillar, its element's role for this chart and its
 * area; a share of the chart; a year), so that little of one reading recurs word for word in another: over forty
 * varied charts, bazi-reading-share.test.ts measures and bounds the share (docs/bazi-reading.md).
 *
 * Paragraphs keep the `[[id|label]]` markup of terms; the page turns it into buttons (components/tools/term.tsx).
 */
import { type ChartJson, type NatalStarKey, STRONG_FROM, WEAK_TO } from "@bazi/almanac";
import { fillText, glossaryEntry, type Lang, listFormat, READING_TEXTS, type ReadingTexts } from "./index.ts";
import {
  ELEMENTS,
  type Element,
  el,
  nextLuckText,
  nextYearWithElement,
  type Position,
  placesOf,
  placesText,
  roleOf,
  runOn,
  shareOf,
  stemElement,
} from "./reading-facts.ts";
import { palaces, people } from "./reading-people.ts";
import { annualNow, godTerm, interactionText, natalZh, term, timing } from "./reading-timing.ts";

export { godTerm, term };

export interface ReadingSection {
  id:
    | "strength"
    | "favourable"
    | "balance"
    | "gods"
    | "people"
    | "interactions"
    | "stars"
    | "palaces"
    | "naYin"
    | "timing"
    | "hourUnknown";
  title: string;
  paragraphs: string[];
  /** A list under the paragraphs (turning points, hours), and its label. */
  items: string[];
  itemsTitle?: string;
  /** The school and sources of the section's judgements, said once under it. */
  note?: string;
}

export interface BaziReading {
  title: string;
  school: string;
  /** The five plain lines first (docs/bazi-reading.md): who, strength and why, what helps and harms, now. */
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

const stemLabel = (dm: ChartJson["dayMaster"]) => `${dm.name} (${dm.zh})`;

/** How the stem's gift and flaw show: a following chart reads as weak, a chart of one element as strong. */
function giftKind(s: ChartJson["dayMaster"]["strength"]): "strong" | "balanced" | "weak" {
  const special = s.special?.key;
  if (special === undefined) return s.key;
  return special === "dominant" ? "strong" : special === "transform" ? "balanced" : "weak";
}

function portrait(chart: ChartJson, x: ReadingTexts) {
  const dm = chart.dayMaster;
  const stem = x.stems[dm.index]!;
  const day = chart.pillars.day;
  return {
    title: x.headings.portrait,
    zh: dm.zh,
    name: dm.name,
    element: dm.element as Element,
    paragraphs: [
      `${fillText(x.portraitLead, {
        stem: term(`stem-${dm.index}`, stemLabel(dm)),
        image: stem.image,
        branch: day.branch.zh,
        stage: term(`stage-${day.stage.key}`, day.stage.name),
        stageZh: day.stage.zh,
      })} ${stem.text} ${fillText(x.portraitGift[giftKind(dm.strength)], {
        stem: stemLabel(dm),
        gift: stem.gift,
        flaw: stem.flaw,
      })}`,
    ],
  };
}

/** The heaviest group of the strength count on the support side (companions, resource) and on the drain side. */
function heaviest(chart: ChartJson) {
  const groups = chart.dayMaster.strength.groups;
  const pick = (keys: string[]) =>
    groups.filter((g) => keys.includes(g.key)).sort((a, b) => b.weight - a.weight)[0];
  const label = (g: { name: string; zh: string } | undefined) => (g ? `${g.name} (${g.zh})` : "");
  return {
    support: label(pick(["companion", "resource"])),
    drain: label(pick(["output", "wealth", "officer"])),
  };
}

function strength(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const dm = chart.dayMaster;
  const s = dm.strength;
  const special = s.special?.key;
  const kind =
    special === undefined
      ? s.key
      : special.startsWith("follow")
        ? "follow"
        : (special as "dominant" | "transform");
  const roots = s.roots.map((r) => `${r.zh} (${x.pillarWords[r.pillar as Position]})`).join(", ");
  const list = listFormat(lang, { type: "conjunction" });
  const paragraphs = [
    fillText(x.strengthScore, {
      verdict: (s.special ?? s).name,
      zh: (s.special ?? s).zh,
      score: s.score,
      strongFrom: STRONG_FROM,
      weakTo: WEAK_TO,
    }),
    fillText(x.strength[kind], {
      stem: stemLabel(dm),
      element: s.special ? el(lang, s.special.element as Element) : "",
      ...heaviest(chart),
    }),
    fillText(x.strengthFactors, {
      month: s.season.branch,
      state: `${s.season.state.name} ${s.season.state.zh}`,
      commands: s.season.commands ? x.commands : x.notCommands,
      roots: roots ? fillText(x.rooted, { roots }) : x.unrooted,
    }),
  ];
  if (s.adjustments.length)
    paragraphs.push(
      fillText(x.strengthAdjusted, {
        list: s.adjustments
          .map((a) =>
            fillText(a.key === "clash" ? x.adjustmentClash : x.adjustmentTurn, {
              name: a.name,
              zh: a.zh,
              chars: a.chars,
              pillars: list.format(a.pillars.map((p) => x.pillarWords[p])),
              element: el(lang, a.element as Element),
            }),
          )
          .join("; "),
      }),
    );
  const structure = dm.structure;
  const month = chart.pillars.month.zh;
  paragraphs.push(
    structure
      ? fillText(x.structure, {
          name: `${structure.name} (${structure.zh})`,
          stem: structure.stem,
          month,
          text: x.structures[structure.key as keyof ReadingTexts["structures"]],
        })
      : fillText(x.noStructure, { month, stem: dm.zh }),
  );
  return { id: "strength", title: x.headings.strength, paragraphs, items: [] };
}

/** Where the useful element stands in the chart, or, when nowhere, the next year and luck pillar that bring it. */
function usefulWhere(
  chart: ChartJson,
  lang: Lang,
  x: ReadingTexts,
  useful: Element,
  year: number,
  from: string,
) {
  const at = placesOf(chart).filter((p) => p.element === useful);
  if (at.length)
    return fillText(x.practiceWhere, { useful: el(lang, useful), places: placesText(lang, x, at) });
  const next = nextYearWithElement(useful, year);
  const luck = nextLuckText(chart, lang, x, from, (p) => stemElement(p.zh.charAt(0)) === useful);
  return fillText(x.practiceAbsent, { useful: el(lang, useful), year: next.year, zh: next.zh, luck });
}

function favourable(
  chart: ChartJson,
  lang: Lang,
  x: ReadingTexts,
  year: number,
  from: string,
): ReadingSection {
  const f = chart.dayMaster.favourable;
  const [useful, helpful] = f.favourable as [Element, Element];
  const [first, second] = f.unfavourable as [Element, Element];
  const elTerm = (e: Element) => term(`element-${e}`, el(lang, e));
  const [u, h] = [x.elements[useful], x.elements[helpful]];
  const paragraphs = [
    fillText(x.favourableLead, {
      useful: elTerm(useful),
      helpful: elTerm(helpful),
      share: shareOf(chart, [useful, helpful]),
      rule: x.rules[f.rule as keyof ReadingTexts["rules"]],
    }),
    fillText(x.practice, {
      useful: el(lang, useful),
      helpful: el(lang, helpful),
      colours: `${u.colours}, ${h.colours}`,
      directions: `${u.direction}, ${h.direction}`,
      seasons: `${u.season}, ${h.season}`,
      work: `${u.work}; ${h.work}`,
      where: usefulWhere(chart, lang, x, useful, year, from),
    }),
  ];
  paragraphs.push(
    fillText(x.unfavourable, {
      first: el(lang, first),
      second: el(lang, second),
      share: shareOf(chart, [first, second]),
      neutral: el(lang, f.neutral as Element),
    }),
  );
  const climate = chart.dayMaster.climate;
  if (climate)
    paragraphs.push(
      fillText(x.climate[climate.key as "warmth" | "moisture"], { month: chart.pillars.month.branch.zh }),
    );
  if (climate && f.adjustment === "climate")
    paragraphs.push(fillText(x.climateAdjusted, { element: el(lang, climate.element as Element) }));
  return { id: "favourable", title: x.headings.favourable, paragraphs, items: [] };
}

function balance(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const shares = ELEMENTS.map((e) => ({
    e,
    n: chart.elements.withHidden[e] ?? 0,
    share: shareOf(chart, [e]),
  }));
  const found: string[] = [];
  for (const { e, n, share } of shares) {
    const name = el(lang, e);
    if (n === 0) found.push(fillText(x.balanceNone, { element: name, text: x.lack[e] }));
    else if (share < 8) found.push(fillText(x.balanceFew, { element: name, share, text: x.lack[e] }));
    else if (share >= 30) found.push(fillText(x.balanceMany, { element: name, share, text: x.excess[e] }));
  }
  const values = shares.map((s) => s.share);
  const paragraphs = found.length
    ? [fillText(x.balanceAll, { list: found.join("; ") })]
    : [fillText(x.balanceEven, { min: Math.min(...values), max: Math.max(...values) })];
  return { id: "balance", title: x.headings.balance, paragraphs, items: [] };
}

function gods(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const paragraphs: string[] = [];
  for (const p of ["year", "month", "day", "hour"] as const) {
    const pillar = chart.pillars[p];
    if (!pillar) continue;
    // the day's stem is the Day Master itself; the day branch (the spouse palace) speaks through its main qi
    const main = pillar.hiddenStems[0]!;
    const god = p === "day" ? main.tenGod : pillar.tenGod!;
    const element = (p === "day" ? main.element : pillar.stem.element) as Element;
    paragraphs.push(
      fillText(p === "day" ? x.godInSeat : x.godInPillar, {
        area: fillText(x.positionArea[p], { pillar: p === "day" ? pillar.branch.zh : pillar.zh }),
        god: godTerm(god),
        tone: fillText(x.godTone[roleOf(chart, element)], { element: el(lang, element) }),
        meaning: x.godMeaning[god.key as keyof ReadingTexts["godMeaning"]],
      }),
    );
  }
  return { id: "gods", title: x.headings.gods, paragraphs, items: [] };
}

function interactions(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection {
  const list = chart.interactions.map((i) => interactionText(i, lang, x, natalZh(chart)));
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

/**
 * The symbolic stars that stand in the chart's pillars: where, in which area of life, and what each brings. The
 * void is not among them: the palaces section reads it.
 */
function stars(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection | null {
  const present = new Map<string, { name: string; pillars: Set<Position> }>();
  for (const s of chart.stars) {
    // the void is read with the background pillars (reading-people.ts), by what falls into it
    if (s.inPillars.length === 0 || s.key === "void") continue;
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
      chars: pillars.map((p) => chart.pillars[p]!.branch.zh).join(", "),
      areas: list.format(pillars.map((p) => x.starArea[p])),
      meaning: runOn(starMeaning(x, key)),
    }).trim();
  });
  return { id: "stars", title: x.headings.stars, paragraphs, items: [] };
}

/** The year pillar's Na Yin: its image, its element's role for this chart and what it says. */
function naYin(chart: ChartJson, lang: Lang, x: ReadingTexts): ReadingSection | null {
  const n = chart.pillars.year.naYin;
  const meaning = x.naYin[n.zh];
  if (!meaning) return null;
  return {
    id: "naYin",
    title: x.headings.naYin,
    paragraphs: [
      fillText(x.naYinYear, {
        name: n.name,
        zh: n.zh,
        element: el(lang, n.element as Element),
        tone: x.naYinTone[roleOf(chart, n.element as Element)],
        meaning,
      }),
    ],
    items: [],
    note: x.naYinNote,
  };
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

const TERM = /\[\[([\w-]+)\|/g;

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
 * The reading in five lines: who the Day Master is and in which month; how strong and why (or its special
 * structure); what helps and what harms, with their share of the chart; the decade and the year now, by the
 * forecast. Each line is this chart's facts in a template.
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
  const lines = [
    fillText(y.who, {
      stem: dm.name,
      zh: dm.zh,
      image: x.stems[dm.index]!.image,
      month: s.season.branch,
      state: s.season.state.name,
    }),
  ];
  if (s.special) {
    lines.push(
      fillText(y.special, {
        name: `${s.special.name} (${s.special.zh})`,
        element: el(lang, s.special.element as Element),
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
      share: shareOf(chart, f.favourable),
    }),
    fillText(y.harms, {
      first: el(lang, f.unfavourable[0] as Element),
      second: el(lang, f.unfavourable[1] as Element),
      share: shareOf(chart, f.unfavourable),
    }),
  );
  if (today) {
    const word = (kind: "decade" | "year", v: { key: string }) =>
      x.forecast.words[kind][v.key as "favourable" | "mixed" | "difficult"];
    const decade = chart.forecast.decades.find(
      (d) => d.startsAt.slice(0, 10) <= today && today < d.endsAt.slice(0, 10),
    );
    const year = chart.forecast.years.find(
      (v) => v.startsAt.slice(0, 10) <= today && today < v.endsAt.slice(0, 10),
    );
    if (decade && year)
      lines.push(
        fillText(y.now, {
          decade: decade.zh,
          from: decade.startsAt.slice(0, 4),
          to: decade.endsAt.slice(0, 4),
          decadeVerdict: word("decade", decade.verdict),
          year: year.year,
          zh: year.zh,
          yearVerdict: word("year", year.verdict),
        }),
      );
  }
  return { title: y.title, lines };
}

/** The year the reading counts from ("the next year that brings…"): today's pillar year, or the first shown. */
function yearOf(chart: ChartJson, today: string | null): number {
  if (today) return annualNow(chart, today)?.year ?? Number(today.slice(0, 4));
  return chart.annual[0]?.year ?? Number(chart.input.date.slice(0, 4));
}

export function baziReading(chart: ChartJson, lang: Lang, today: string | null): BaziReading {
  const x = READING_TEXTS[lang];
  const year = yearOf(chart, today);
  // "the next year, the next luck pillar that brings…" count from today, or from the first year shown
  const from = today ?? `${year}-01-01`;
  const sections = [
    strength(chart, lang, x),
    favourable(chart, lang, x, year, from),
    balance(chart, lang, x),
    gods(chart, lang, x),
    people(chart, lang, x, year, from),
    interactions(chart, lang, x),
    stars(chart, lang, x),
    palaces(chart, lang, x, year),
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
  const texts = [
    ...reading.summary.lines,
    ...reading.portrait.paragraphs,
    ...sections.flatMap((s) => [...s.paragraphs, ...s.items]),
  ];
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
