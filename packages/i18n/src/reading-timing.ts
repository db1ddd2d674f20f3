/**
 * The reading's timing section (bazi-reading.ts): the verdict of the decade in force first (the forecast's,
 * docs/bazi-forecast.md), then the luck pillar itself and how it meets the chart, relation by relation; then the
 * year in force: its verdict, its areas in one sentence, the age the person turns and the god the year brings,
 * and its relations; the next turning points as a list.
 */
import type { ChartJson } from "@bazi/almanac";
import { fillText, formatLongDate, type Lang, type ReadingTexts } from "./index.ts";
import { t } from "./plural.ts";
import { clause, type Element, el } from "./reading-facts.ts";

type Interaction = ChartJson["interactions"][number];
type Period = ChartJson["forecast"]["years"][number] | ChartJson["forecast"]["decades"][number];

/** A glossary term in running text (`[[id|label]]`). */
export const term = (id: string, label: string) => `[[${id}|${label}]]`;
export const godTerm = (g: { key: string; zh: string; name: string }) =>
  term(`god-${g.key}`, `${g.name} (${g.zh})`);
export const dateOf = (lang: Lang, iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  return formatLongDate(lang, y, m, d);
};

/** The characters of the chart's pillars by position, and of the luck pillar and the year a relation comes from. */
export const natalZh =
  (chart: ChartJson, luck?: string, annual?: string) =>
  (p: Interaction["pillars"][number]): string =>
    p === "luck" ? (luck ?? "") : p === "annual" ? (annual ?? "") : (chart.pillars[p]?.zh ?? "");

/** A relation in one sentence: its name and characters, the pillars it joins (with theirs), what it means. */
export function interactionText(
  i: Interaction,
  lang: Lang,
  x: ReadingTexts,
  zhOf: (p: Interaction["pillars"][number]) => string,
): string {
  const where = i.pillars.map((p) => `${x.pillarWords[p]} ${zhOf(p)}`.trim()).join(" — ");
  // a punishment's own name already says it is one («Наказание неблагодарностью», "Ungrateful punishment")
  const kind = i.punishment ? i.punishment.name : i.name;
  let meaning = fillText(x.interaction[i.kind], { element: i.element ? el(lang, i.element as Element) : "" });
  if (i.kind === "stemCombination" && i.element && i.transforms !== undefined)
    meaning += `; ${fillText(i.transforms ? x.transforms : x.binds, { element: el(lang, i.element as Element) })}`;
  return `${term(`interaction-${i.kind}`, kind)} ${i.chars} (${where}): ${meaning}.`;
}

/** The annual pillar shown that is in force on `today` ("YYYY-MM-DD"): it began by today, and the next has not. */
export function annualNow(chart: ChartJson, today: string) {
  const i = chart.annual.findLastIndex((a) => a.startsAt.slice(0, 10) <= today);
  const a = chart.annual[i];
  if (!a) return undefined;
  // after the last one shown, the next Lichun: a tropical year on, within minutes
  const next =
    chart.annual[i + 1]?.startsAt ?? new Date(Date.parse(a.startsAt) + 365.2422 * 86_400_000).toISOString();
  return today < next.slice(0, 10) ? a : undefined;
}

/** The verdict of a period of the forecast in one sentence, its reasons after it (lower-cased to run on). */
function verdictText(p: Period, params: Record<string, string | number>, text: string): string {
  const reasons = p.reasons.map((r) => clause(r.text)).join("; ");
  return fillText(text, { ...params, reasons });
}
const word = (x: ReadingTexts, kind: "decade" | "year", v: { key: string }) =>
  x.forecast.words[kind][v.key as "favourable" | "mixed" | "difficult"];

export function timing(chart: ChartJson, lang: Lang, x: ReadingTexts, today: string | null) {
  const paragraphs: string[] = [];
  const items: string[] = [];
  let judged = false;
  /** The decade in force, named beside the year's verdict. */
  let decadeZh = "";
  const meaning = (g: { key: string }) => x.godMeaning[g.key as keyof ReadingTexts["godMeaning"]];
  const pillarText = (p: { zh: string; name: string }) => `${p.zh} ${p.name}`;
  if (!chart.luck) paragraphs.push(x.luckNone);
  else if (today) {
    const started = chart.luck.pillars.filter((p) => p.startsAt.slice(0, 10) <= today);
    const now = started[started.length - 1];
    const first = chart.luck.pillars[0]!;
    if (now) {
      decadeZh = now.zh;
      // the verdict first: what this decade is for this chart, then what it is
      const decade = chart.forecast.decades.find((d) => d.number === now.number);
      if (decade) {
        paragraphs.push(
          verdictText(
            decade,
            {
              zh: decade.zh,
              from: decade.startsAt.slice(0, 4),
              to: decade.endsAt.slice(0, 4),
              verdict: word(x, "decade", decade.verdict),
            },
            x.forecast.decade,
          ),
        );
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
      paragraphs.push(...now.interactions.map((i) => interactionText(i, lang, x, natalZh(chart, now.zh))));
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
    for (const p of chart.luck.pillars.filter((p) => p.startsAt.slice(0, 10) > today).slice(0, 3))
      items.push(
        fillText(x.turningPoint, {
          date: dateOf(lang, p.startsAt),
          pillar: pillarText(p),
          god: godTerm(p.tenGod),
        }),
      );
  }
  const a = today ? annualNow(chart, today) : undefined;
  if (a) {
    const birthYear = Number(chart.input.date.slice(0, 4));
    const year = chart.forecast.years.find((y) => y.year === a.year);
    if (year) {
      paragraphs.push(
        verdictText(
          year,
          {
            year: a.year,
            zh: a.zh,
            decade: decadeZh ? fillText(x.forecast.inDecade, { decade: decadeZh }) : "",
            verdict: word(x, "year", year.verdict),
          },
          x.forecast.year,
        ),
      );
      judged = true;
      const areas = year.areas.filter((r) => r.tone !== "neutral").map((r) => clause(r.text));
      if (areas.length) paragraphs.push(fillText(x.forecast.areas, { list: areas.join("; ") }));
    }
    paragraphs.push(
      fillText(x.yearNow, {
        year: a.year,
        age: t(lang, "age.turns", { count: a.year - birthYear }),
        pillar: a.zh,
        god: godTerm(a.tenGod),
        meaning: meaning(a.tenGod),
      }),
    );
    paragraphs.push(
      ...a.interactions.map((i) => interactionText(i, lang, x, natalZh(chart, undefined, a.zh))),
    );
  }
  return {
    id: "timing" as const,
    title: x.headings.timing,
    paragraphs,
    items,
    ...(items.length ? { itemsTitle: x.itemsTitle } : {}),
    // the school of the verdicts, when any was given
    ...(judged ? { note: x.forecast.school } : {}),
  };
}
