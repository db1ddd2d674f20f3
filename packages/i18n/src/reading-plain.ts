/**
 * The chart's reading as plain text, for a reader without a browser (the CLI's `bazi chart --json`): the
 * `[[id|label]]` markup of terms (bazi-reading.ts; the page turns it into buttons, components/tools/term.tsx)
 * becomes its label, and what only the page's term buttons and cards need (`terms`, `starMeanings`, `notes`) is
 * left out. The words are the page's, so the CLI and the page say the same.
 */
import type { BaziReading } from "./bazi-reading.ts";

/** A glossary term in running text, `[[id|label]]`, as bazi-reading.ts writes it. */
const MARKUP = /\[\[[\w-]+\|([^\]]+)\]\]/g;

/** `text` with each marked term `[[id|label]]` turned into its label. */
export const plainText = (text: string): string => text.replace(MARKUP, "$1");

/** The reading without the page's term explanations, every text plain. */
export type PlainReading = Pick<BaziReading, "title" | "school" | "summary" | "portrait" | "sections">;

/** `x` with every string in it, however deep, plain: a field the reading gains later is plain too. */
function plain<T>(x: T): T {
  if (typeof x === "string") return plainText(x) as T;
  if (Array.isArray(x)) return x.map(plain) as T;
  if (x !== null && typeof x === "object")
    return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, plain(v)])) as T;
  return x;
}

export function plainReading(r: BaziReading): PlainReading {
  const { title, school, summary, portrait, sections } = r;
  return plain({ title, school, summary, portrait, sections });
}
