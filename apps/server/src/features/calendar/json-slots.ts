/**
 * JSON text made once with a few values left open, filled in per use from another object of the same shape: the
 * same bytes as `JSON.stringify` of that object, without serialising and encoding the fixed part again.
 *
 *   const t = jsonSlots(day, [["place"], ["moon", "lunarDays"]]);
 *   t.fill(other);   // Buffer, equal to Buffer.from(JSON.stringify(other)) when other differs only at the slots
 *
 * A whole day at a place is ~50 KB of JSON of which ~300 bytes depend on the place's coordinates (decision 020):
 * the day's text is kept per date and zone, and each place fills in its own lunar days.
 */

/** A path to a value inside an object: keys from the top. */
export type SlotPath = readonly string[];

export interface JsonSlots {
  /** The text with `whole`'s values at the slots' paths (the rest is the template's). */
  fill(whole: object): Buffer;
}

const marker = (i: number) => `\u0000slot ${i}\u0000`;

function valueAt(obj: unknown, path: SlotPath): unknown {
  return path.reduce((o, key) => (o as Record<string, unknown>)[key], obj);
}

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
    fill(whole) {
      const out: Buffer[] = [parts[0]!];
      found.forEach((f, k) => {
        out.push(Buffer.from(JSON.stringify(valueAt(whole, paths[f.i]!)) ?? "null"), parts[k + 1]!);
      });
      return Buffer.concat(out);
    },
  };
}
