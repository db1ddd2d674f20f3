/**
 * JSON text made once with a few values left open, filled in per use: the same bytes as `JSON.stringify` of the
 * whole, without serialising and encoding the fixed part again.
 *
 *   const t = jsonSlots(day, [["place"], ["moon", "lunarDays"]]);
 *   t.fill([place, lunarDays]);   // Buffer, equal to Buffer.from(JSON.stringify({ ...day, place, moon: … }))
 *
 * A whole day at a place is ~50 KB of JSON of which ~300 bytes depend on the place's coordinates (decision 020):
 * the day's text is kept per date and zone, and each place fills in its own lunar days.
 */

/** A path to a value inside an object: keys from the top. */
export type SlotPath = readonly string[];

export interface JsonSlots {
  /** The text with `values[i]` at `paths[i]`; values must be what JSON.stringify writes as they are. */
  fill(values: readonly unknown[]): Buffer;
}

const marker = (i: number) => `\u0000slot ${i}\u0000`;

function withValueAt(obj: unknown, path: SlotPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path as [string, ...string[]];
  const o = obj as Record<string, unknown>;
  if (!(key in o)) throw new Error(`jsonSlots: no "${key}" in the object`);
  // the key keeps its place among the object's keys
  return { ...o, [key]: withValueAt(o[key], rest, value) };
}

export function jsonSlots(template: object, paths: readonly SlotPath[]): JsonSlots {
  let marked: unknown = template;
  paths.forEach((path, i) => {
    marked = withValueAt(marked, path, marker(i));
  });
  const text = JSON.stringify(marked);
  // the slots in the order they appear in the text
  const found = paths.map((_, i) => {
    const m = JSON.stringify(marker(i));
    const at = text.indexOf(m);
    if (at < 0) throw new Error(`jsonSlots: slot ${i} is not in the text`);
    return { i, at, end: at + m.length };
  });
  found.sort((a, b) => a.at - b.at);
  const parts: Buffer[] = [];
  let from = 0;
  for (const f of found) {
    parts.push(Buffer.from(text.slice(from, f.at)));
    from = f.end;
  }
  parts.push(Buffer.from(text.slice(from)));
  return {
    fill(values) {
      const out: Buffer[] = [parts[0]!];
      found.forEach((f, k) => {
        out.push(Buffer.from(JSON.stringify(values[f.i]) ?? "null"), parts[k + 1]!);
      });
      return Buffer.concat(out);
    },
  };
}
