/**
 * The events and the skippable rules of date selection (POST /calendar/select, /predict/event), as the API names
 * them. Plain constants without zod, on their own path (`@bazi/contracts/select-ids`), so the page's form can use
 * them without the schemas. The engine's own list (names/events.ts) must equal them: a server test checks it.
 */
export const SELECT_EVENT_IDS = [
  "wedding",
  "moving",
  "business",
  "contract",
  "travel",
  "medical",
  "renovation",
  "burial",
] as const;
export const SELECT_RULE_IDS = [
  "wangWang",
  "tuWang",
  "pengZu",
  "sanNiangSha",
  "zhouTang",
  "buJiang",
] as const;
/** The events bound to a direction (the engine's `directional`): only they take a sitting mountain. */
export const DIRECTIONAL_EVENT_IDS = ["moving", "renovation", "burial"] as const;
/** The 24 mountains 二十四山 in compass order (the engine's MOUNTAINS). */
export const MOUNTAIN_IDS = [..."壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥"] as [string, ...string[]];
