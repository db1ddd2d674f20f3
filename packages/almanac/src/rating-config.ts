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
    /** 诸事不宜 in Ji, 四离, 四绝: nothing is suitable. */
    nothingSuitable: -2,
    /** 月破 (officer 破): the day clashes with the month; a hard rule of every almanac. */
    monthBreaker: -2,
    /** 岁破: the day clashes with the year; at least as bad as 月破. */
    yearBreaker: -2,
    /** 馀事勿取: activities not in Yi. */
    nothingElse: 0,
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
    /** The event's activity is in the day's yi. */
    yi: 2,
    /** One of the three officers the almanac's table favours for the event. */
    officer: 1,
    /** 天德, 月德, their combinations and 天赦, each; at most virtueMax in all. */
    virtue: 1,
    virtueMax: 2,
    path: { yellow: 1, black: -1 },
    /** Per participant. */
    person: {
      nobleman: 1,
      prosperity: 0.5,
      horse: 0.5,
      /** The Travelling Horse for travel and moving. */
      horseOnTheRoad: 1,
      harmony: 0.5,
      harm: -0.5,
      void: -0.5,
    },
    hour: { yellow: 1, nobleman: 1, personNobleman: 0.5, yi: 0.5, ji: -1 },
  },
} as const;
