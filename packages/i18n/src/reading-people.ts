/**
 * Two sections of the reading (bazi-reading.ts) whose sentences each combine several facts of the chart:
 *
 * - Close ones, by the ten gods and the palaces (子平真诠, «论宫分用神配六亲»): the spouse star (for a man Wealth
 *   正财/偏财, for a woman Power 正官/七杀), where it stands, shown or hidden, and what its element is for this
 *   chart; the spouse palace (the day branch) with its god and the relations that touch it; the children star
 *   (a man's Power, a woman's Output 食神/伤官) and palace (the hour pillar); the father (偏财) and the mother (正印).
 * - The background pillars (三命通会, «论胎元», «论命宫», «论空亡»): the conception pillar's stem and branch, the life
 *   palace's branch, each by its role for this chart; the day's void, and whether what falls into it is useful
 *   (hopes come slowly) or harmful (the void empties it, for the better).
 *
 * docs/bazi-reading.md states the rules.
 */
import type { ChartJson } from "@bazi/almanac";
import { fillText, glossaryEntry, type Lang, listFormat, type ReadingTexts } from "./index.ts";
import {
  branchElement,
  type Element,
  el,
  favourableRole,
  nextLuckText,
  nextYearWithBranch,
  nextYearWithGod,
  type Place,
  type Position,
  placesOf,
  placesText,
  roleName,
  roleOf,
  stemElement,
} from "./reading-facts.ts";

export interface PeopleSection {
  id: "people" | "palaces";
  title: string;
  paragraphs: string[];
  items: string[];
  note: string;
}

const SPOUSE = {
  male: ["directWealth", "indirectWealth"],
  female: ["directOfficer", "sevenKillings"],
} as const;
const CHILDREN = {
  male: ["sevenKillings", "directOfficer"],
  female: ["eatingGod", "hurtingOfficer"],
} as const;

const godLabel = (lang: Lang, key: string) => {
  const g = glossaryEntry(lang, `god-${key}`);
  return g ? `[[god-${key}|${g.term} (${g.zh})]]` : key;
};
const godsLabel = (lang: Lang, keys: readonly string[]) =>
  listFormat(lang, { type: "conjunction" }).format(keys.map((k) => godLabel(lang, k)));

/** The star's places, the shown ones first: a star on a stem is "in the open". */
function starPlaces(places: readonly Place[], gods: readonly string[]) {
  const at = places.filter((p) => gods.includes(p.god));
  return { at, visible: at.some((p) => p.kind === "stem") };
}

export function people(
  chart: ChartJson,
  lang: Lang,
  x: ReadingTexts,
  year: number,
  from: string,
): PeopleSection {
  const y = x.people;
  const dm = chart.dayMaster.index;
  const places = placesOf(chart);
  const paragraphs: string[] = [];
  const gender = chart.input.gender;
  const elementRole = (e: Element) => roleOf(chart, e);
  /** A star the chart lacks: who it stands for, its gods, and the next year and luck pillar that bring it. */
  const absent = (text: string, who: string, gods: readonly string[]) => {
    const next = nextYearWithGod(dm, gods, year);
    const luck = nextLuckText(chart, lang, x, from, (p) => gods.includes(p.tenGod.key));
    return fillText(text, { who, gods: godsLabel(lang, gods), year: next.year, zh: next.zh, luck });
  };

  // the spouse star
  if (!gender) paragraphs.push(y.spouse.noGender);
  else {
    const gods = SPOUSE[gender];
    const { at, visible } = starPlaces(places, gods);
    const shown = visible ? at.filter((p) => p.kind === "stem") : at;
    const first = shown[0];
    if (!first) paragraphs.push(absent(y.spouse.absent, y.who.spouse[gender], gods));
    else {
      const tone = fillText(y.tone.spouse[elementRole(first.element)], { element: el(lang, first.element) });
      paragraphs.push(
        fillText(visible ? y.spouse.visible : y.spouse.hidden, {
          who: y.who.spouse[gender],
          god: godLabel(lang, first.god),
          places: placesText(lang, x, shown),
          tone,
        }),
      );
    }
  }

  // the spouse palace: the day branch, its god, and what touches it
  const day = chart.pillars.day;
  const main = day.hiddenStems.find((h) => h.role === "main")!;
  const relations = chart.interactions
    .filter((i) => i.pillars.includes("day") && !["stemCombination", "stemClash"].includes(i.kind))
    .map((i) => {
      const others = i.pillars.filter((p) => p !== "day").map((p) => x.starPillar[p as Position]);
      const kind =
        i.kind === "threeHarmony" || i.kind === "halfHarmony" || i.kind === "directional"
          ? "gathering"
          : (i.kind as Exclude<keyof typeof y.palaceRelation, "gathering">);
      return fillText(y.palaceRelation[kind], {
        chars: i.chars,
        other: listFormat(lang, { type: "conjunction" }).format(others),
        element: i.element ? el(lang, i.element as Element) : "",
      });
    });
  const spouseHere = gender !== null && (SPOUSE[gender] as readonly string[]).includes(main.tenGod.key);
  paragraphs.push(
    fillText(y.palace, {
      branch: day.branch.zh,
      god: godLabel(lang, main.tenGod.key),
      role: roleName(chart, main.element as Element),
      star: spouseHere ? y.starInPalace : "",
      relations: relations.length ? relations.join("; ") : y.palaceAlone,
    }),
  );

  // children: the star, then the palace
  if (gender) {
    const gods = CHILDREN[gender];
    const { at } = starPlaces(places, gods);
    const first = at[0];
    if (first)
      paragraphs.push(
        fillText(y.children.present, {
          who: y.who.children[gender],
          gods: godsLabel(lang, gods),
          places: placesText(lang, x, at),
          tone: fillText(y.tone.children[elementRole(first.element)], { element: el(lang, first.element) }),
        }),
      );
    else paragraphs.push(absent(y.children.absent, y.who.children[gender], gods));
  }
  // without the hour there is no children palace: the hour-unknown section says why
  const hour = chart.pillars.hour;
  if (hour?.tenGod)
    paragraphs.push(
      fillText(y.childrenPalace, {
        pillar: hour.zh,
        god: godLabel(lang, hour.tenGod.key),
        role: roleName(chart, hour.stem.element as Element),
      }),
    );

  // the parents: the father 偏财, the mother 正印
  const parent = (key: string, at: string, none: string) => {
    const p = places.filter((q) => q.god === key);
    return p[0]
      ? fillText(at, { places: placesText(lang, x, p), role: roleName(chart, p[0].element) })
      : none;
  };
  paragraphs.push(
    fillText(y.parents, {
      father: godLabel(lang, "indirectWealth"),
      mother: godLabel(lang, "directResource"),
      month: chart.pillars.month.zh,
      fatherWhere: parent("indirectWealth", y.fatherAt, y.fatherNone),
      motherWhere: parent("directResource", y.motherAt, y.motherNone),
    }),
  );
  return { id: "people", title: x.headings.people, paragraphs, items: [], note: y.source };
}

export function palaces(chart: ChartJson, lang: Lang, x: ReadingTexts, year: number): PeopleSection {
  const z = x.palaces;
  const paragraphs: string[] = [];
  const c = chart.conception.zh;
  const [cs, cb] = [c.charAt(0), c.charAt(1)];
  const e1 = stemElement(cs);
  const e2 = branchElement(cb);
  const good = [e1, e2].filter((e) => favourableRole(roleOf(chart, e))).length;
  paragraphs.push(
    fillText(z.conception, {
      zh: c,
      stem: cs,
      branch: cb,
      el1: el(lang, e1),
      el2: el(lang, e2),
      role1: roleName(chart, e1),
      role2: roleName(chart, e2),
      meaning: z.conceptionMeaning[good === 2 ? "both" : good === 1 ? "one" : "none"],
    }),
  );
  const life = chart.lifePalace;
  if (life) {
    const b = life.zh.charAt(1);
    const e = branchElement(b);
    const r = roleOf(chart, e);
    paragraphs.push(
      fillText(z.lifePalace, {
        zh: life.zh,
        branch: b,
        element: el(lang, e),
        role: roleName(chart, e),
        meaning: z.lifeMeaning[favourableRole(r) ? "good" : r === "harmful" ? "bad" : "neutral"],
      }),
    );
  }
  // the day's void: the branches, and the natal pillars (other than the day's own) that stand on them
  const v = chart.void.day;
  const branches = v.branches.join("");
  const on = (v.pillars as string[]).filter((p): p is Position => p !== "day" && p in chart.pillars);
  let where: string;
  if (on.length) {
    const roles = on.map((p) => roleOf(chart, chart.pillars[p]!.branch.element as Element));
    const kind = roles.every((r) => r === "harmful")
      ? "good"
      : roles.some((r) => favourableRole(r))
        ? "bad"
        : "neutral";
    const list = listFormat(lang, { type: "conjunction" });
    const n = on.length > 1 ? "many" : "one";
    where = fillText(z.voidOn[kind], {
      pillars: fillText(z.pillars[n], { list: list.format(on.map((p) => x.starPillar[p])) }),
      chars: on.map((p) => chart.pillars[p]!.branch.zh).join(", "),
      areas: fillText(z.areas[n], { list: list.format(on.map((p) => x.starArea[p])) }),
    });
  } else {
    const next = nextYearWithBranch(branches, year);
    where = fillText(z.voidNone, { year: next.year, zh: next.zh });
  }
  paragraphs.push(fillText(z.void, { day: chart.pillars.day.zh, branches, where }));
  return { id: "palaces", title: x.headings.palaces, paragraphs, items: [], note: z.source };
}
