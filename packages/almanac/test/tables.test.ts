import { describe, expect, it } from "vitest";
import { BRANCHES, pillarZh, STEMS } from "../src/cycle.ts";
import { BRANCH_NAMES, MANSION_NAMES, OFFICER_NAMES, SPIRIT_NAMES, STEM_NAMES } from "../src/names/core.ts";
import { GODS } from "../src/names/gods.ts";
import { RATING } from "../src/rating-config.ts";
import {
  ACADEMIC,
  CANOPY,
  GOAT_BLADE,
  NOBLEMAN,
  PEACH_BLOSSOM,
  PROSPERITY,
  ROBBERY,
  TRAVELLING_HORSE,
  triadOf,
} from "../src/relations.ts";
import { type GeneralStarKey, generalStars } from "../src/stars.ts";
import { dayGods } from "../src/taboo.ts";
import tables from "./data/tables.json" with { type: "json" };

// Reference: packages/almanac/test/data/tables.json (classical rules, 協紀辨方書 / 三命通會, with ru/en names and the
// agreement of each month-based rule with the tyme4ts 1.5.2 god table).

const b = (zh: string) => BRANCHES.indexOf(zh as (typeof BRANCHES)[number]);
const s = (zh: string) => STEMS.indexOf(zh as (typeof STEMS)[number]);

describe("names against tables.json", () => {
  it("officers, with their score of docs/domain.md §8", () => {
    expect(OFFICER_NAMES.map((o) => [o.zh, o.en, o.ru, o.rhyme])).toEqual(
      tables.officers.map((o) => [o.zh, o.en, o.ru, o.rhyme]),
    );
    expect(RATING.officer).toEqual(tables.officers.map((o) => o.score));
  });
  it("path spirits", () => {
    expect(SPIRIT_NAMES.map((x) => [x.zh, x.en, x.ru, x.path])).toEqual(
      tables.spirits.map((x) => [x.zh, x.en, x.ru, x.path]),
    );
  });
  it("mansions with luminary, animal and luck", () => {
    expect(
      MANSION_NAMES.map((m) => [
        m.zh,
        m.en,
        m.ru,
        m.luminary,
        m.animal,
        m.luck === "auspicious" ? "吉" : "凶",
      ]),
    ).toEqual(tables.mansions.map((m) => [m.zh, m.en, m.ru, m.luminary, m.animal, m.luck]));
  });
  it("stems and branches", () => {
    expect(STEM_NAMES.map((x) => [x.zh, x.pinyin, x.en, x.ru, x.ruTranscription])).toEqual(tables.stems);
    expect(BRANCH_NAMES.map((x) => [x.zh, x.pinyin, x.animal.en, x.animal.ru, x.ruTranscription])).toEqual(
      tables.branches,
    );
  });
});

// Every month-based general star: our rule against the table's map, in all 720 cells (month branch × day pillar).
const MAPPED: [
  GeneralStarKey,
  keyof typeof tables.generalDayStars,
  "stemOrBranch" | "stem" | "branch" | "pillar",
][] = [
  ["tianDe", "tianDe", "stemOrBranch"],
  ["tianDeHe", "tianDeHe", "stemOrBranch"],
  ["yueDe", "yueDe", "stem"],
  ["yueDeHe", "yueDeHe", "stem"],
  ["tianShe", "tianShe", "pillar"],
  ["yiMa", "yiMaMonth", "branch"],
  ["tianMa", "tianMa", "branch"],
  ["jieSha", "jieSha", "branch"],
  ["zaiSha", "zaiSha", "branch"],
  ["yueSha", "yueSha", "branch"],
  ["wangWang", "wangWang", "branch"],
];

function starsOf(monthBranch: number, pillar: number) {
  return generalStars({
    monthBranch,
    yearBranch: (monthBranch + 3) % 12,
    dayPillar: pillar,
    beforeEquinoxOrSolstice: false,
    beforeSeasonStart: false,
    lunarMonth: 1,
    lunarDay: 1,
  });
}

describe("general day stars against the classical rules", () => {
  for (const [key, ref, kind] of MAPPED) {
    it(`${key} (${(tables.generalDayStars[ref] as { zh: string }).zh}) in every month × day pillar cell`, () => {
      const map = (tables.generalDayStars[ref] as { map: Record<string, string> }).map;
      for (let m = 0; m < 12; m++) {
        const target = map[BRANCHES[m]!]!;
        for (let p = 0; p < 60; p++) {
          const zh = pillarZh(p);
          const expected =
            kind === "pillar"
              ? zh === target
              : kind === "stem"
                ? zh[0] === target
                : kind === "branch"
                  ? zh[1] === target
                  : zh[0] === target || zh[1] === target;
          expect(starsOf(m, p).includes(key), `${BRANCHES[m]}月 ${zh}`).toBe(expected);
        }
      }
    });
  }

  it("month and year breakers clash with the month and the year", () => {
    for (let m = 0; m < 12; m++) {
      for (let p = 0; p < 60; p++) {
        const st = starsOf(m, p);
        expect(st.includes("yuePo")).toBe(p % 12 === (m + 6) % 12);
        expect(st.includes("suiPo")).toBe(p % 12 === (m + 9) % 12);
      }
    }
  });

  // The agreement counts of tables.json checkAgainstTyme4ts, reproduced with our rules and our tyme4ts adapter.
  const GOD_OF: Partial<Record<keyof typeof tables.checkAgainstTyme4ts, GeneralStarKey>> = {
    tianDe: "tianDe",
    tianDeHe: "tianDeHe",
    yueDe: "yueDe",
    yueDeHe: "yueDeHe",
    yiMaMonth: "yiMa",
    tianMa: "tianMa",
    jieSha: "jieSha",
    zaiSha: "zaiSha",
    yueSha: "yueSha",
    wangWang: "wangWang",
    yuePo: "yuePo",
  };
  for (const [ref, key] of Object.entries(GOD_OF) as [
    keyof typeof tables.checkAgainstTyme4ts,
    GeneralStarKey,
  ][]) {
    const check = tables.checkAgainstTyme4ts[ref];
    it(`${key} agrees with the tyme4ts god table in ${check.agreeCells} of ${check.of} cells`, () => {
      const zh = (tables.generalDayStars as unknown as Record<string, { zh: string }>)[ref]!.zh;
      let agree = 0;
      for (let m = 0; m < 12; m++) {
        for (let p = 0; p < 60; p++) {
          const g = dayGods(m, p);
          const tyme = [...g.auspicious, ...g.inauspicious].some((i) => GODS[i]!.zh === zh);
          if (tyme === starsOf(m, p).includes(key)) agree++;
        }
      }
      expect(agree).toBe(check.agreeCells);
    });
  }
});

describe("personal star tables against tables.json", () => {
  const ps = tables.personalStars;
  it("by stem: nobleman, academic, prosperity, goat blade", () => {
    for (const [stem, branches] of Object.entries(ps.nobleman.map)) {
      expect([...NOBLEMAN[s(stem)]!].sort()).toEqual([...branches].map(b).sort());
    }
    for (const [stem, br] of Object.entries(ps.academic.map)) expect(ACADEMIC[s(stem)]).toBe(b(br));
    for (const [stem, br] of Object.entries(ps.prosperity.map)) expect(PROSPERITY[s(stem)]).toBe(b(br));
    for (let st = 0; st < 10; st++) {
      const br = (ps.goatBlade.map as Record<string, string>)[STEMS[st]!];
      expect(GOAT_BLADE[st]).toBe(br === undefined ? null : b(br));
    }
  });
  it("by branch triad: travelling horse, peach blossom, canopy, robbery", () => {
    for (const [table, ours] of [
      [ps.travellingHorse.map, TRAVELLING_HORSE],
      [ps.peachBlossom.map, PEACH_BLOSSOM],
      [ps.canopy.map, CANOPY],
      [ps.robbery.map, ROBBERY],
    ] as const) {
      for (const [branch, br] of Object.entries(table)) expect(ours[triadOf(b(branch))]).toBe(b(br));
    }
  });
});
