// Ranking and typo matching over the search index.
//
// Ranking: score = log10(population + 1) + match bonus − 1.5 for sections of cities and historical or
// abandoned places (GeoNames PPLX, PPLH, PPLQ, PPLW, PPLCH). Bonuses: the whole name equals the query +2,
// the name starts with the query +1, a later word equals it +0.8, a later word starts with it +0.4, the name
// starts with the query within d edits 1 − 2d, a later word does 0.4 − 2d. One bonus point is worth ×10
// population. Ties: population, then GeoNames id.
// Typos: queries of 4–7 folded letters tolerate 1 edit, of 8 or more 2 edits (insertion, deletion,
// substitution or a swap of neighbours: "Novosibirks"), compared with the start of names and of later
// words that begin with the same letter as the query (a wrong first letter is not forgiven).

import { FULL, lowerBound, type SearchIndex } from "./search-index.ts";
import { MAX_KEY_LENGTH } from "./search-key.ts";

const BONUS_EXACT = 2;
const BONUS_PREFIX = 1;
const BONUS_WORD_EXACT = 0.8;
const BONUS_WORD_PREFIX = 0.4;
const TYPO_PENALTY = 2;
/** Subtracted from the base score of demoted places (parseCities sets the base). */
export const DEMOTION = 1.5;

function typoBudget(queryKeyLength: number): number {
  if (queryKeyLength >= 8) return 2;
  if (queryKeyLength >= 4) return 1;
  return 0;
}

// Edit-distance table for the typo pass: row i is the key's first i characters, column j the query's first
// j; reused by every search (search is synchronous). MAX_KEY_LENGTH + 3 rows: a key prefix longer than the
// query plus its budget cannot match.
const TABLE_WIDTH = MAX_KEY_LENGTH + 1;
const table = new Int32Array((MAX_KEY_LENGTH + 3) * TABLE_WIDTH);
const bestUpTo = new Int32Array(MAX_KEY_LENGTH + 3);
const qCodes = new Int32Array(MAX_KEY_LENGTH);
/** Larger than any edit budget. */
const INF = 1000;

/**
 * The search state over one index: each place's best score so far, and which places have one. Search is
 * synchronous, so one Ranker serves every search in turn.
 */
export class Ranker {
  private readonly keys: string[];
  private readonly postStart: Int32Array;
  private readonly post: Int32Array;
  private readonly base: Float64Array;
  private readonly population: Float64Array;
  private readonly ids: Int32Array;
  /**
   * lcp[i]: length of the common prefix of keys[i - 1] and keys[i], filled in per first letter when a typo
   * pass first needs it (lcpDone), which keeps ~25 ms out of the load.
   */
  private readonly lcp: Uint8Array;
  private readonly lcpDone = new Set<number>();
  private readonly scores: Float64Array;
  private readonly touched: Int32Array;
  private nTouched = 0;

  /** base, population and ids are the places' columns (parseCities). */
  constructor(index: SearchIndex, base: Float64Array, population: Float64Array, ids: Int32Array) {
    this.keys = index.keys;
    this.postStart = index.postStart;
    this.post = index.post;
    this.base = base;
    this.population = population;
    this.ids = ids;
    const count = ids.length;
    this.lcp = new Uint8Array(this.keys.length);
    this.scores = new Float64Array(count).fill(Number.NEGATIVE_INFINITY);
    this.touched = new Int32Array(count);
  }

  /** Places (indices) matching the query key q, best first, at most max. */
  search(q: string, max: number): number[] {
    this.nTouched = 0;
    try {
      return this.best(q, max);
    } finally {
      // the score of every place touched goes back to -Infinity, ready for the next search
      for (let t = 0; t < this.nTouched; t++) this.scores[this.touched[t]!] = Number.NEGATIVE_INFINITY;
    }
  }

  /** Places matching the query key q, best first, at most max. */
  private best(q: string, max: number): number[] {
    const { keys, postStart, post, base } = this;

    // Prefix pass: every key that starts with the query, whole names and later words.
    for (let k = lowerBound(keys, q); k < keys.length && keys[k]!.startsWith(q); k++) {
      const exact = keys[k]!.length === q.length;
      for (let p = postStart[k]!; p < postStart[k + 1]!; p++) {
        const city = post[p]! >> 1;
        let bonus: number;
        if ((post[p]! & 1) === FULL) bonus = exact ? BONUS_EXACT : BONUS_PREFIX;
        else bonus = exact ? BONUS_WORD_EXACT : BONUS_WORD_PREFIX;
        this.consider(city, base[city]! + bonus);
      }
    }

    const budget = typoBudget(q.length);
    if (budget > 0) this.typoPass(q, budget);

    // Best `max` by score, then population, then id.
    const { scores, touched, population, ids } = this;
    const better = (a: number, b: number): boolean => {
      if (scores[a] !== scores[b]) return scores[a]! > scores[b]!;
      if (population[a] !== population[b]) return population[a]! > population[b]!;
      return ids[a]! < ids[b]!;
    };
    const top: number[] = [];
    for (let t = 0; t < this.nTouched; t++) {
      const city = touched[t]!;
      if (top.length === max && !better(city, top[max - 1]!)) continue;
      let j = top.length < max ? top.length : max - 1;
      while (j > 0 && better(city, top[j - 1]!)) {
        top[j] = top[j - 1]!;
        j--;
      }
      top[j] = city;
    }
    return top;
  }

  private consider(city: number, score: number): void {
    const old = this.scores[city]!;
    if (old === Number.NEGATIVE_INFINITY) this.touched[this.nTouched++] = city;
    if (score > old) this.scores[city] = score;
  }

  /**
   * Scores keys (names and later words) that start with q's first letter and whose start is within
   * `budget` edits of q (the smallest optimal-string-alignment distance between q and any prefix of the
   * key), except keys that start with q itself (the prefix pass has them).
   *
   * Walks the sorted keys like a trie: consecutive keys share a prefix, and the rows of the edit-distance
   * table for that prefix are reused. When every cell of a row exceeds the budget, or the prefix is longer
   * than q plus the budget, the distance is settled for all keys under that prefix, which are then
   * scored (or skipped) together without computing anything more.
   */
  private typoPass(q: string, budget: number): void {
    const { keys, postStart, post, base, lcp } = this;
    const m = q.length;
    const W = TABLE_WIDTH;
    const maxDepth = m + budget;
    for (let j = 0; j <= m; j++) table[j] = j;
    for (let j = 0; j < m; j++) qCodes[j] = q.charCodeAt(j);
    bestUpTo[0] = m;
    // Only keys with the query's first letter: scanning all of them costs ~5× more (measured: a 3 ms median
    // for 8+ letter queries), for typos in the first letter, which are rare.
    const hi = lowerBound(keys, String.fromCharCode(q.charCodeAt(0) + 1));
    let validRows = 0;
    let x = lowerBound(keys, q[0]!, 0, hi);
    if (!this.lcpDone.has(q.charCodeAt(0))) {
      for (let k = x + 1; k < hi; k++) {
        const a = keys[k - 1]!;
        const b = keys[k]!;
        const max = Math.min(a.length, b.length, 255);
        let l = 0;
        while (l < max && a.charCodeAt(l) === b.charCodeAt(l)) l++;
        lcp[k] = l;
      }
      this.lcpDone.add(q.charCodeAt(0));
    }
    while (x < hi) {
      const key = keys[x]!;
      // Rows 1..shared are those of the previous key visited: the keys skipped since all shared more.
      const shared = lcp[x]! < validRows ? lcp[x]! : validRows;
      const depth = Math.min(key.length, maxDepth);
      let settledAt = 0; // length of the prefix whose subtree is settled, 0 = only this key
      let i = shared + 1;
      for (; i <= depth; i++) {
        // Only cells with |i − j| ≤ budget can be within budget: compute that band, with INF beside it.
        const ci = key.charCodeAt(i - 1);
        const cBefore = i > 1 ? key.charCodeAt(i - 2) : -1;
        const r = i * W;
        const p = r - W;
        const from = i - budget > 1 ? i - budget : 1;
        const to = i + budget < m ? i + budget : m;
        table[r] = i;
        if (from > 1) table[r + from - 1] = INF;
        if (i + budget <= m) table[p + i + budget] = INF;
        let rowMin = i;
        for (let j = from; j <= to; j++) {
          const qj = qCodes[j - 1]!;
          let v = table[p + j - 1]! + (qj === ci ? 0 : 1);
          const del = table[p + j]! + 1;
          if (del < v) v = del;
          const ins = table[r + j - 1]! + 1;
          if (ins < v) v = ins;
          if (j > 1 && qj === cBefore && qCodes[j - 2] === ci) {
            const swap = table[p - W + j - 2]! + 1;
            if (swap < v) v = swap;
          }
          table[r + j] = v;
          if (v < rowMin) rowMin = v;
        }
        const last = to === m ? table[r + m]! : INF;
        bestUpTo[i] = last < bestUpTo[i - 1]! ? last : bestUpTo[i - 1]!;
        if (rowMin > budget) {
          // No longer prefix can come back within budget: settled for everything under key[0, i).
          settledAt = i;
          break;
        }
      }
      if (settledAt === 0 && depth === maxDepth) settledAt = maxDepth;
      validRows = settledAt === 0 ? depth : settledAt;
      const d = bestUpTo[settledAt === 0 ? depth : settledAt]!;
      let end = x + 1;
      if (settledAt !== 0) while (end < hi && lcp[end]! >= settledAt) end++;
      if (d > 0 && d <= budget) {
        const fullBonus = BONUS_PREFIX - TYPO_PENALTY * d;
        const wordBonus = BONUS_WORD_PREFIX - TYPO_PENALTY * d;
        for (let k = x; k < end; k++) {
          for (let pp = postStart[k]!; pp < postStart[k + 1]!; pp++) {
            const city = post[pp]! >> 1;
            this.consider(city, base[city]! + ((post[pp]! & 1) === FULL ? fullBonus : wordBonus));
          }
        }
      }
      x = end;
    }
  }
}
