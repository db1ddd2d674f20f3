/**
 * The facts of a chart the reading's sentences combine (bazi-reading.ts): the element and role of a stem or
 * branch for this chart, the share of elements, where a ten god stands, and the next year that brings a god or a
 * branch. Computed from the chart's JSON and the cycle's arithmetic; no words here (those are the catalogs').
 */
import type { ChartJson } from "@bazi/almanac";
import { fillText, formatLongDate, type Lang, listFormat, type ReadingTexts } from "./index.ts";
import { t as toolText } from "./tools.ts";

export type Element = "wood" | "fire" | "earth" | "metal" | "water";
export type Position = "year" | "month" | "day" | "hour";
export type Role = "useful" | "helpful" | "harmful" | "neutral";
export const ELEMENTS: readonly Element[] = ["wood", "fire", "earth", "metal", "water"];
export const POSITIONS: readonly Position[] = ["year", "month", "day", "hour"];

export const STEMS = "甲乙丙丁戊己庚辛壬癸";
export const BRANCHES = "子丑寅卯辰巳午未申酉戌亥";
const STEM_ELEMENT: readonly Element[] = [
  "wood",
  "wood",
  "fire",
  "fire",
  "earth",
  "earth",
  "metal",
  "metal",
  "water",
  "water",
];
/** Each branch's element, 子 … 亥. */
const BRANCH_ELEMENT: readonly Element[] = [
  "water",
  "earth",
  "wood",
  "wood",
  "earth",
  "fire",
  "fire",
  "earth",
  "metal",
  "metal",
  "earth",
  "water",
];
/** The stem of each branch's main qi (本气), 子 … 亥: 癸 己 甲 乙 戊 丙 丁 己 庚 辛 戊 壬. */
const MAIN_QI = [9, 5, 0, 1, 4, 2, 3, 5, 6, 7, 4, 8] as const;

export const el = (lang: Lang, e: Element) => toolText(lang, `bazi.el.${e}`);
export const stemElement = (char: string) => STEM_ELEMENT[STEMS.indexOf(char)]!;
export const branchElement = (char: string) => BRANCH_ELEMENT[BRANCHES.indexOf(char)]!;

/** The element's role for this chart: 用神, 喜神, 忌神 or neutral. */
export function roleOf(chart: ChartJson, e: Element): Role {
  const key = chart.dayMaster.favourable.roles[e]?.key;
  return key === "useful" || key === "helpful" || key === "harmful" ? key : "neutral";
}
/** The role's name as running text ("полезный элемент", "useful element"). */
export function roleName(chart: ChartJson, e: Element): string {
  const name = chart.dayMaster.favourable.roles[e]?.name ?? "";
  return name.charAt(0).toLowerCase() + name.slice(1);
}
export const favourableRole = (r: Role) => r === "useful" || r === "helpful";

/** The share of these elements in the chart, hidden stems counted, in whole per cent. */
export function shareOf(chart: ChartJson, elements: readonly string[]): number {
  const counts = chart.elements.withHidden as Record<string, number>;
  const total = ELEMENTS.reduce((s, e) => s + (counts[e] ?? 0), 0);
  const part = elements.reduce((s, e) => s + (counts[e] ?? 0), 0);
  return total ? Math.round((100 * part) / total) : 0;
}

/** The ten god of a stem for a Day Master, both by index 0..9 (the five relations, by polarity). */
export function godKeyOf(dayMaster: number, stem: number): string {
  const a = Math.floor(dayMaster / 2);
  const b = Math.floor(stem / 2);
  const same = dayMaster % 2 === stem % 2;
  const d = (b - a + 5) % 5;
  const pairs = [
    ["friend", "robWealth"],
    ["eatingGod", "hurtingOfficer"],
    ["indirectWealth", "directWealth"],
    ["sevenKillings", "directOfficer"],
    ["indirectResource", "directResource"],
  ] as const;
  return pairs[d]![same ? 0 : 1];
}

export interface Place {
  kind: "stem" | "branch";
  char: string;
  pillar: Position;
  element: Element;
  god: string;
}

/** Where the chart holds each of its gods: the stems shown (not the Day Master) and the branches' main qi. */
export function placesOf(chart: ChartJson): Place[] {
  const places: Place[] = [];
  for (const p of POSITIONS) {
    const pillar = chart.pillars[p];
    if (!pillar) continue;
    if (p !== "day" && pillar.tenGod)
      places.push({
        kind: "stem",
        char: pillar.stem.zh,
        pillar: p,
        element: pillar.stem.element as Element,
        god: pillar.tenGod.key,
      });
    const main = pillar.hiddenStems.find((h) => h.role === "main");
    if (main)
      places.push({
        kind: "branch",
        char: pillar.branch.zh,
        pillar: p,
        element: main.element as Element,
        god: main.tenGod.key,
      });
  }
  return places;
}

/** Places as running text: «на стволе столпа часа (丙) и в ветви столпа года (午)». */
export function placesText(lang: Lang, x: ReadingTexts, places: readonly Place[]): string {
  const words = places.map((p) =>
    fillText(p.kind === "stem" ? x.placeStem : x.placeBranch, {
      char: p.char,
      pillar: x.starPillar[p.pillar],
    }),
  );
  return listFormat(lang, { type: "conjunction" }).format(words);
}

/** A year's pillar by the cycle (甲子 = 1984): its stem and branch indexes and characters. */
export function yearPillar(year: number) {
  const i = (((year - 4) % 60) + 60) % 60;
  const stem = i % 10;
  const branch = i % 12;
  return { year, stem, branch, zh: `${STEMS[stem]}${BRANCHES[branch]}` };
}

/** The first year from `from` on (twelve at most) whose stem or branch's main qi is one of `gods`. */
export function nextYearWithGod(dayMaster: number, gods: readonly string[], from: number) {
  for (let y = from; y < from + 12; y++) {
    const p = yearPillar(y);
    if (gods.includes(godKeyOf(dayMaster, p.stem)) || gods.includes(godKeyOf(dayMaster, MAIN_QI[p.branch]!)))
      return p;
  }
  return yearPillar(from);
}
/** The first year from `from` on whose stem is of the element. */
export function nextYearWithElement(e: Element, from: number) {
  for (let y = from; y < from + 10; y++) if (STEM_ELEMENT[yearPillar(y).stem] === e) return yearPillar(y);
  return yearPillar(from);
}
/** The first year from `from` on whose branch is one of `chars`. */
export function nextYearWithBranch(chars: string, from: number) {
  for (let y = from; y < from + 12; y++)
    if (chars.includes(BRANCHES[yearPillar(y).branch]!)) return yearPillar(y);
  return yearPillar(from);
}

type LuckPillar = NonNullable<ChartJson["luck"]>["pillars"][number];
/**
 * «, ближайший такой столп удачи — 甲子 … с 4 августа 2033 года»: the next luck pillar after `from`
 * ("YYYY-MM-DD") that `brings`, as a clause to run on after a year; "" when none is left.
 */
export function nextLuckText(
  chart: ChartJson,
  lang: Lang,
  x: ReadingTexts,
  from: string,
  brings: (p: LuckPillar) => boolean,
): string {
  const p = chart.luck?.pillars.find((q) => q.startsAt.slice(0, 10) > from && brings(q));
  if (!p) return "";
  const [y, m, d] = p.startsAt.slice(0, 10).split("-").map(Number) as [number, number, number];
  return fillText(x.nextLuck, { pillar: `${p.zh} ${p.name}`, date: formatLongDate(lang, y, m, d) });
}

/** The first letter small, to run a sentence on after a colon. */
export const runOn = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** A sentence's last full stop off, to join it with others. */
export const clause = (s: string) => runOn(s.replace(/\.\s*$/, ""));
