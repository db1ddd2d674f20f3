/**
 * Content codings the server sends: brotli (pages, static files) and gzip (everything compressed), chosen by the
 * request's Accept-Encoding (RFC 9110 §12.5.3): a coding listed with q=0, or not listed where no `*` allows it,
 * is not acceptable; of the acceptable ones offered, the client's highest q wins, ties going to the server's
 * order (brotli first: it is smaller).
 */
export type Coding = "br" | "gzip";

const cache = new Map<string, Map<string, number>>();

/** The q-value of each coding in the header ("*" included), lower-case names. */
function qualities(header: string): Map<string, number> {
  let q = cache.get(header);
  if (q) return q;
  q = new Map();
  for (const item of header.split(",")) {
    const [name, ...params] = item.split(";");
    const coding = name!.trim().toLowerCase();
    if (!coding) continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) value = Math.min(1, Math.max(0, Number(m[1]) || 0));
    }
    q.set(coding, value);
  }
  // the headers browsers send are few; a flood of odd ones must not grow this without bound
  if (cache.size >= 256) cache.clear();
  cache.set(header, q);
  return q;
}

/** The coding to send of `offered` (in the server's order of preference), or null for none (identity). */
export function chooseCoding(header: string | null | undefined, offered: readonly Coding[]): Coding | null {
  if (!header) return null;
  const q = qualities(header);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const value = q.get(coding) ?? q.get("*") ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}

/** Whether the request accepts gzip. */
export const acceptsGzip = (header: string | null | undefined): boolean =>
  chooseCoding(header, ["gzip"]) === "gzip";
