// The search index: the sorted unique search keys (search-key.ts), each with its postings, the places indexed
// under it (what they are: parseCities in data-file.ts).

/** Posting kinds: the key is a whole name (or alias), or a later word of one. */
export const FULL = 0;
export const WORD = 1;

export interface SearchIndex {
  /** Sorted unique search keys; postings of keys[i] are post[postStart[i] .. postStart[i + 1]). */
  keys: string[];
  postStart: Int32Array;
  /** city index × 2 + kind (FULL or WORD) */
  post: Int32Array;
}

/** First index i in [lo, hi) with keys[i] >= q, or hi (keys sorted by UTF-16 code units, as Array#sort). */
export function lowerBound(keys: readonly string[], q: string, lo = 0, hi = keys.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Sort order of a key's first PACKED_CHARS characters as one number, in base 39: 0 = end of key, then space,
// digits, a–z, and 38 for anything else (non-ASCII letters, which sort after "z" in UTF-16 order too).
// 39^6 · 2^20 < 2^53, so prefix and posting index fit in one exact double.
function charRank(code: number): number {
  if (code === 32) return 1;
  if (code >= 48 && code <= 57) return code - 46;
  if (code >= 97 && code <= 122) return code - 85;
  return 38;
}
const PACKED_CHARS = 6;
const INDEX_BITS = 2 ** 20;

/** v mod INDEX_BITS for the non-negative integers below 2^53 used here; faster than % on doubles. */
function lowBits(v: number): number {
  return v - Math.floor(v / INDEX_BITS) * INDEX_BITS;
}

/** key[from, from + PACKED_CHARS) as a number that sorts like the string. */
function packedChars(key: string, from: number): number {
  let v = 0;
  for (let i = from; i < from + PACKED_CHARS; i++)
    v = v * 39 + (i < key.length ? charRank(key.charCodeAt(i)) : 0);
  return v;
}

/**
 * The index over postings given as parallel arrays (postKey[i], postVal[i] = city × 2 + kind for i < n),
 * added city by city. postKey is cut to n.
 */
export function buildIndex(postKey: string[], postVal: Int32Array, n: number): SearchIndex {
  // Sort postings by key (UTF-16 order), then by insertion order: numeric sorts on characters 0–5 and then
  // 6–11 packed into doubles, and string comparison only for keys that share their first 12 characters
  // but differ. About four times faster than sorting the 200,000 key strings.
  if (n >= INDEX_BITS) throw new Error(`gazetteer: ${n} search keys, the index holds ${INDEX_BITS - 1}`);
  const order = new Float64Array(n);
  for (let i = 0; i < n; i++) order[i] = packedChars(postKey[i]!, 0) * INDEX_BITS + i;
  order.sort();
  const byKeyThenIndex = (a: number, b: number): number => {
    const ka = postKey[lowBits(a)]!;
    const kb = postKey[lowBits(b)]!;
    if (ka !== kb) return ka < kb ? -1 : 1;
    return lowBits(a) - lowBits(b);
  };
  for (let start = 0; start < n; ) {
    const first = Math.floor(order[start]! / INDEX_BITS);
    let end = start + 1;
    while (end < n && Math.floor(order[end]! / INDEX_BITS) === first) end++;
    if (end - start > 1) {
      for (let r = start; r < end; r++) {
        const i = lowBits(order[r]!);
        order[r] = packedChars(postKey[i]!, PACKED_CHARS) * INDEX_BITS + i;
      }
      if (end - start <= 24) {
        // insertion sort: cheaper than a typed-array view and a sort call for the many small runs
        for (let r = start + 1; r < end; r++) {
          const v = order[r]!;
          let j = r;
          while (j > start && order[j - 1]! > v) {
            order[j] = order[j - 1]!;
            j--;
          }
          order[j] = v;
        }
      } else order.subarray(start, end).sort();
      // Keys that share their first 2 × PACKED_CHARS characters: equal (usual) or compared as strings.
      for (let s2 = start; s2 < end; ) {
        const second = Math.floor(order[s2]! / INDEX_BITS);
        let e2 = s2 + 1;
        while (e2 < end && Math.floor(order[e2]! / INDEX_BITS) === second) e2++;
        if (e2 - s2 > 1) {
          const k0 = postKey[lowBits(order[s2]!)]!;
          let same = true;
          for (let r = s2 + 1; r < e2 && same; r++) same = postKey[lowBits(order[r]!)] === k0;
          if (!same) order.subarray(s2, e2).sort(byKeyThenIndex);
        }
        s2 = e2;
      }
    }
    start = end;
  }

  // Unique keys, each with its postings; one posting per (key, city), FULL preferred. A city's postings
  // were added one after another, so they are adjacent within a key.
  const keys: string[] = [];
  const postStart: number[] = [];
  const post = new Int32Array(n);
  postKey.length = n;
  let nPost = 0;
  let lastKey = "";
  let lastCity = -1;
  for (let s = 0; s < n; s++) {
    const i = lowBits(order[s]!);
    const key = postKey[i]!;
    const value = postVal[i]!;
    if (key !== lastKey || keys.length === 0) {
      keys.push(key);
      postStart.push(nPost);
      lastKey = key;
      lastCity = -1;
    }
    if (value >> 1 === lastCity) {
      if ((value & 1) === FULL) post[nPost - 1] = value;
      continue;
    }
    post[nPost++] = value;
    lastCity = value >> 1;
  }
  postStart.push(nPost);
  return { keys, postStart: Int32Array.from(postStart), post: post.slice(0, nPost) };
}
