/** Ten gods 十神: the relation of a stem to the day master. */
import { mod } from "./cycle.ts";
import { TEN_GOD_NAMES, type TenGodKey } from "./names/chart.ts";

/** Ten god of `stem` relative to the day master `dayStem` (stem indices). */
export function tenGod(dayStem: number, stem: number): TenGodKey {
  const r = mod(Math.floor(stem / 2) - Math.floor(dayStem / 2), 5);
  return TEN_GOD_NAMES[2 * r + (stem % 2 === dayStem % 2 ? 0 : 1)]!.key;
}

export function tenGodZh(key: TenGodKey): string {
  return TEN_GOD_NAMES.find((n) => n.key === key)!.zh;
}
