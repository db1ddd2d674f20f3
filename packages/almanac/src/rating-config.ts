/**
 * Every weight of the ratings in one place (docs/domain.md §8, a transparent proposal). Scores add up; each
 * factor becomes a reason the user sees. Change a weight here and the regression tests show what moved.
 */
export const RATING = {
  /** Day officer 建除十二神 score by officer index 建..闭. */
  officer: [0, 1, 1, 0, 1, 0, -3, -1, 2, 1, 2, -1] as readonly number[],
  path: { yellow: 1, black: -1 },
  mansion: { auspicious: 0.5, inauspicious: -0.5 },
  virtues: { each: 1, max: 2, tianShe: 2 },
  badStars: { suiPo: -2, jieSha: -1, zaiSha: -1, yueSha: -1, wangWang: -1, yangGongJi: -2, yueJi: -0.5 },
  /** Score → rating thresholds: ≥4 → +3; [2.5,4) → +2; [1,2.5) → +1; (−1,1) → 0; (−2.5,−1] → −1; (−4,−2.5] → −2. */
  map: { plus3: 4, plus2: 2.5, plus1: 1, minus1: -1, minus2: -2.5, minus3: -4 },
  caps: {
    /** 诸事不宜 in Ji (or, as the table has it on a few days, in Yi), 四离, 四绝: nothing is suitable. */
    nothingSuitable: -2,
    /** 月破 (officer 破): the day clashes with the month; a hard rule of every almanac. */
    monthBreaker: -2,
    /** 岁破: the day clashes with the year; at least as bad as 月破. */
    yearBreaker: -2,
    /** 馀事勿取: activities not in Yi. */
    nothingElse: 0,
    /** 馀事勿取 in Yi: the day as a whole (general and personal), only a few narrow activities suit it. */
    nothingElseDay: 0,
    /** The day as a whole when at least `from` of the eight major activities (major-activities.ts) are to avoid. */
    majorActivitiesAvoided: { from: 4, max: 1 },
    /** 天克地冲 with the natal day pillar. */
    heavenEarthClash: -2,
    /** The day (or hour) clashes with the person's natal year or day branch: no bonus lifts it above this. */
    personalClash: -1,
  },
  activity: { yi: 2, ji: -2, generalShare: 0.5 },
  personal: {
    clashYear: -2,
    clashDay: -2,
    clashBoth: -3,
    heavenEarthClash: -3,
    noblemanDay: 1.5,
    noblemanYear: 1,
    sixHarmony: 1,
    threeHarmony: 0.5,
    sixHarm: -0.5,
    punishment: -0.5,
    void: -1,
    themeBonus: 1.5,
    goatBlade: -1,
  },
  hour: { yellow: 1, black: -1, clashDay: -2, nobleman: 1, yi: 0.5, ji: -0.5 },
  /** Date selection 择日 (docs/domain.md §12): the positives of a day that no hard rule excludes. */
  select: {
    /** A key activity of the event is in the day's yi (such a day also ranks above those without one). */
    yi: 2,
    /** Only a related activity of the event is in the day's yi. */
    yiRelated: 1,
    /** No activity of the event in yi, and a related one in ji (a key one in ji excludes the day). */
    jiRelated: -1,
    /** One of the three officers the almanac's table favours for the event. */
    officer: 1,
    /** 天德, 月德, their combinations and 天赦, each; at most virtueMax in all. */
    virtue: 1,
    virtueMax: 2,
    /** Weddings: a 不将 day of the almanac's day-god table (the rule buJiang, on unless skipped). */
    buJiang: 1,
    path: { yellow: 1, black: -1 },
    /** Per participant, then averaged over the participants (their share is the mean of their terms). */
    person: {
      nobleman: 1,
      prosperity: 0.5,
      horse: 0.5,
      /** The Travelling Horse for travel and moving. */
      horseOnTheRoad: 1,
      harmony: 0.5,
      harm: -0.5,
      void: -0.5,
      /** Weddings: the day's branch is the person's Red Phoenix 红鸾 or Heavenly Joy 天喜 (by the year branch). */
      romance: 1,
    },
    hour: { yellow: 1, nobleman: 1, personNobleman: 0.5, yi: 0.5, ji: -1 },
  },
} as const;
