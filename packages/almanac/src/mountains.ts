/**
 * The 24 mountains 二十四山 (docs/domain.md §12): the directions a grave or a house sits in, 15° each, from 壬 in the
 * north-north-west round by the east. Date selection reads a mountain by its branch, the 双山 pairing every Tong
 * Shu uses for 冲山 (a day or hour clashing the sitting mountain): 壬子 子, 癸丑 丑, 艮寅 寅, 甲卯 卯, 乙辰 辰,
 * 巽巳 巳, 丙午 午, 丁未 未, 坤申 申, 庚酉 酉, 辛戌 戌, 乾亥 亥.
 */
import { failWith } from "./errors.ts";

/** The 24 mountains in compass order, each with the branch it is read by. */
export const MOUNTAINS: readonly { zh: string; branch: number }[] = Object.freeze(
  [..."壬子癸丑艮寅甲卯乙辰巽巳丙午丁未坤申庚酉辛戌乾亥"].map((zh, i) => ({ zh, branch: Math.floor(i / 2) })),
);

/** A mountain by its character (壬, 子, 艮 …); anything else is an error naming `field`. */
export function mountainBranch(zh: string, field = "mountain"): number {
  const m = MOUNTAINS.find((x) => x.zh === zh.trim());
  if (!m)
    failWith(field, "invalidOption", "unknownMountain", {
      got: zh,
      ids: MOUNTAINS.map((x) => x.zh).join(" "),
    });
  return m.branch;
}
