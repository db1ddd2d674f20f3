// Offline gazetteer and city search.
//
// Data: apps/server/data/gazetteer/{cities,regions}.tsv (GeoNames, CC BY 4.0), built by
// scripts/build-gazetteer.ts; columns are described there and in the data README. 135,233 places.
//
// Loading: lazily, synchronously, once per process, on the first search or byId (or loadGazetteer() at boot
// to keep the first request fast). Measured: ~250 ms for the whole file, including the
// index (see the data README; `node apps/server/bench/city-search.ts` prints it).
//
// Matching: every name is reduced to one Latin "search key" (fold below): lowercase, ё → е, apostrophes
// dropped, any other non-letter/digit → one space, Cyrillic transliterated (Москва → moskva, Нью-Йорк →
// nyu york, Екатеринбург → ekaterinburg), Latin diacritics stripped (Orël → orel). Queries are folded the
// same way, so Cyrillic and Latin input meet in one key space: «Moskva» finds Москва, «санкт» finds
// Санкт-Петербург (Saint Petersburg), «Гомель» finds Homyel' through its alias "Gomel’".
// Each place is indexed under its GeoNames name, its Russian name, its aliases (GeoNames' English name when
// different: "Cologne", "Oryol"), a "st"/"ste" form of names starting with "saint"/"sainte", and every
// later word of a name (so «York» also finds New York, «Peterburg» Санкт-Петербург).
//
// Ranking: score = log10(population + 1) + match bonus − 1.5 for sections of cities and historical or
// abandoned places (GeoNames PPLX, PPLH, PPLQ, PPLW, PPLCH). Bonuses: the whole name equals the query +2,
// the name starts with the query +1, a later word equals it +0.8, a later word starts with it +0.4, the name
// starts with the query within d edits 1 − 2d, a later word does 0.4 − 2d. One bonus point is worth ×10
// population. Ties: population, then GeoNames id.
// Typos: queries of 4–7 folded letters tolerate 1 edit, of 8 or more 2 edits (insertion, deletion,
// substitution or a swap of neighbours: "Novosibirks"), compared with the start of names and of later
// words that begin with the same letter as the query (a wrong first letter is not forgiven).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type Lang = "ru" | "en";

export interface CityHit {
  /** GeoNames id */
  id: number;
  name: string;
  /** «Екатеринбург, Свердловская область, Россия» / "Moscow, Russia" */
  address: string;
  latitude: number;
  longitude: number;
  /** IANA time zone */
  timeZone: string;
  population: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
}

/** Finds places by name. OfflineGeocoder is the in-repository one; an external service can come later. */
export interface Geocoder {
  search(query: string, lang: Lang, limit?: number): Promise<CityHit[]>;
  byId(id: number, lang: Lang): Promise<CityHit | null>;
}

export const MAX_RESULTS = 10;
/** Queries need at least this many letters or digits after normalizeQuery. */
export const MIN_QUERY_LENGTH = 2;
/** Longer input is cut before normalisation; longer search keys are cut after folding. */
const MAX_INPUT_LENGTH = 256;
const MAX_KEY_LENGTH = 64;

/** The query has fewer than MIN_QUERY_LENGTH letters or digits: the caller's error (HTTP 400). */
export class QueryTooShortError extends Error {
  readonly code = "QUERY_TOO_SHORT";
  readonly minLength = MIN_QUERY_LENGTH;
  constructor(query: string) {
    const shown = query.length > 40 ? `${query.slice(0, 40)}…` : query;
    super(`City search needs at least ${MIN_QUERY_LENGTH} letters or digits; got ${JSON.stringify(shown)}`);
    this.name = "QueryTooShortError";
  }
}

/**
 * Lowercase, NFKC, ё → е, apostrophes removed ("Tol'yatti" → "tolyatti"), every run of other characters that
 * are not letters, marks or digits (spaces, hyphens, dots, commas, emoji) → one space, trimmed.
 * Keeps the script: «Нью-Йорк» → «нью йорк».
 */
export function normalizeQuery(q: string): string {
  return q
    .normalize("NFKC")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/['’ʼʹ‘`´ʻ]/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

// Russian (and Ukrainian, Belarusian, Kazakh) letters to Latin, close to the BGN/PCGN style GeoNames uses
// for Russian names, and a few Latin letters that NFD does not decompose.
// biome-ignore format: a table reads better in rows
const FOLD_MAP: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "y", к: "k", л: "l",
  м: "m", н: "n", о: "o", п: "p", р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch",
  ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
  і: "i", ї: "yi", є: "ye", ґ: "g", ў: "u", ә: "a", ғ: "g", қ: "k", ң: "n", ө: "o", ұ: "u", ү: "u", һ: "h",
  ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", ħ: "h", ŧ: "t", ŋ: "n",
};
const FOLD_CHARS = new RegExp(`[${Object.keys(FOLD_MAP).join("")}]`, "g");
const ASCII_ONLY = /^[\x20-\x7e]*$/;

/** The search key of a normalizeQuery() result: Latin script, no diacritics, at most MAX_KEY_LENGTH chars. */
function fold(normalized: string): string {
  let s = normalized;
  if (!ASCII_ONLY.test(s)) {
    s = s.replace(FOLD_CHARS, (ch) => FOLD_MAP[ch] ?? ch);
    if (!ASCII_ONLY.test(s)) s = s.normalize("NFD").replace(/\p{M}/gu, "");
    s = s.replace(/ {2,}/g, " ").trim();
  }
  return s.length > MAX_KEY_LENGTH ? s.slice(0, MAX_KEY_LENGTH) : s;
}

/**
 * The search key of a name or query: fold(normalizeQuery(s)). «Санкт-Петербург» → "sankt peterburg",
 * "Orël" → "orel", "Tol'yatti" → "tolyatti".
 */
export function searchKey(s: string): string {
  return fold(normalizeQuery(s));
}

// A per-character table for the index build, which folds 150,000 names: for each code point below
// CHAR_TABLE_SIZE (Latin, Latin-1, Latin Extended, Cyrillic) its key text when folding it alone gives only
// [a-z0-9] characters; SEPARATOR for characters normalizeQuery turns into a space; "" for ones it drops
// (apostrophes; ъ, ь fold to ""); undefined (use searchKey) for combining marks, Greek (context-dependent
// lowercase) and anything whose folding is not a plain key text.
const CHAR_TABLE_SIZE = 0x530;
const CLEAN_KEY = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const SEPARATOR = " ";
const charTable: (string | undefined)[] = [];
for (let cp = 0; cp < CHAR_TABLE_SIZE; cp++) {
  const ch = String.fromCharCode(cp);
  let entry: string | undefined;
  if (/\p{M}/u.test(ch) || (cp >= 0x370 && cp < 0x400)) entry = undefined;
  else if (/['’ʼʹ‘`´ʻ]/.test(ch)) entry = "";
  else if (normalizeQuery(ch) === "") entry = SEPARATOR;
  else {
    const folded = searchKey(ch);
    entry = /^[a-z0-9]*$/.test(folded) ? folded : undefined;
  }
  charTable.push(entry);
}

/** searchKey(name), several times faster for the names in the data file; tests check they agree. */
export function fastSearchKey(name: string): string {
  if (ASCII_ONLY.test(name)) {
    const lower = name.toLowerCase();
    if (CLEAN_KEY.test(lower)) return lower.length > MAX_KEY_LENGTH ? lower.slice(0, MAX_KEY_LENGTH) : lower;
  }
  let out = "";
  let space = false;
  for (let i = 0; i < name.length; i++) {
    const cp = name.charCodeAt(i);
    const entry = cp < CHAR_TABLE_SIZE ? charTable[cp] : undefined;
    if (entry === undefined) return searchKey(name);
    if (entry === SEPARATOR) space = out !== "";
    else if (entry !== "") {
      if (space) {
        out += " ";
        space = false;
      }
      out += entry;
    }
  }
  return out.length > MAX_KEY_LENGTH ? out.slice(0, MAX_KEY_LENGTH) : out;
}

const FULL = 0;
const WORD = 1;
const BONUS_EXACT = 2;
const BONUS_PREFIX = 1;
const BONUS_WORD_EXACT = 0.8;
const BONUS_WORD_PREFIX = 0.4;
const TYPO_PENALTY = 2;
const DEMOTION = 1.5;

function typoBudget(queryKeyLength: number): number {
  if (queryKeyLength >= 8) return 2;
  if (queryKeyLength >= 4) return 1;
  return 0;
}

/** First index i in [lo, hi) with keys[i] >= q, or hi (keys sorted by UTF-16 code units, as Array#sort). */
function lowerBound(keys: readonly string[], q: string, lo = 0, hi = keys.length): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < q) lo = mid + 1;
    else hi = mid;
  }
  return lo;
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

const countryNames: Record<Lang, Intl.DisplayNames> = {
  ru: new Intl.DisplayNames(["ru"], { type: "region" }),
  en: new Intl.DisplayNames(["en"], { type: "region" }),
};

function countryName(code: string, lang: Lang): string {
  try {
    return countryNames[lang].of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Kyiv City" vs "Kyiv", "Москва" vs «Москва»: the region adds nothing to the city's name. */
function sameAsCity(region: string, city: string): boolean {
  const strip = (s: string) =>
    searchKey(s)
      .replace(/\b(city of|city|gorod)\b/g, "")
      .replace(/ +/g, " ")
      .trim();
  return strip(region) === strip(city);
}

export interface GazetteerStats {
  cities: number;
  withRussianName: number;
  /** distinct search keys (whole names, later words, aliases) */
  searchKeys: number;
  /** (key, place) pairs */
  postings: number;
  /** reading and indexing, ms */
  loadMs: number;
}

interface Region {
  en: string;
  ru: string;
}

const CITY_COLUMNS = "id name name_ru aliases lat lng population country admin1 feature tz";

let scanEnd = 0;

/**
 * The decimal number (optional "-", digits, optional "." and digits) at text[pos] that ends with a tab, or
 * NaN; scanEnd is set past the tab. Exactly Number(field): an integer of ≤ 15 digits divided by a power of
 * ten is correctly rounded. Several times faster than Number(text.slice(...)).
 */
function scanNumber(text: string, pos: number): number {
  let at = pos;
  const negative = text.charCodeAt(at) === 45;
  if (negative) at++;
  let value = 0;
  let scale = 1;
  let digits = 0;
  let dot = false;
  let ch: number;
  for (;;) {
    ch = text.charCodeAt(at++);
    if (ch >= 48 && ch <= 57) {
      value = value * 10 + (ch - 48);
      digits++;
      if (dot) scale *= 10;
    } else if (ch === 46 && !dot) dot = true;
    else break;
  }
  scanEnd = at;
  if (ch !== 9 || digits === 0 || digits > 15) return Number.NaN;
  return negative ? -value / scale : value / scale;
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

/** The parsed data file with its search index. Immutable once built. */
export class Gazetteer {
  /**
   * Every city's name and Russian name, one after the other: a hit's name is read from it by offset (fewer
   * strings to load). About 1.4 M characters, where keeping the whole 9.6 MB file would hold 19 MB.
   */
  private readonly names: string;
  private readonly ids: Int32Array;
  /** name at names[nameAt[c], nameAt[c] + nameLength[c]); same for the Russian name (length 0 = none) */
  private readonly nameAt: Int32Array;
  private readonly nameLength: Uint16Array;
  private readonly nameRuAt: Int32Array;
  private readonly nameRuLength: Uint16Array;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly population: Float64Array;
  private readonly country: string[];
  private readonly admin1: string[];
  private readonly timeZone: string[];
  private readonly base: Float64Array;
  private readonly regions: Map<string, Region>;
  /** Sorted unique search keys; postings of keys[i] are post[postStart[i] .. postStart[i + 1]). */
  private readonly keys: string[];
  private readonly postStart: Int32Array;
  /** city index × 2 + kind (FULL or WORD) */
  private readonly post: Int32Array;
  /**
   * lcp[i]: length of the common prefix of keys[i - 1] and keys[i], filled in per first letter when a typo
   * pass first needs it (lcpDone), which keeps ~25 ms out of the load.
   */
  private readonly lcp: Uint8Array;
  private readonly lcpDone = new Set<number>();
  private readonly scores: Float64Array;
  private readonly touched: Int32Array;
  private nTouched = 0;
  readonly stats: GazetteerStats;

  /** Reads cities.tsv and regions.tsv from dir and builds the index. */
  static fromDirectory(dir: string): Gazetteer {
    const started = performance.now();
    // Buffer then toString: about twice as fast as readFileSync(path, "utf8") for this 10 MB file.
    const g = new Gazetteer(
      readFileSync(join(dir, "cities.tsv")).toString("utf8"),
      readFileSync(join(dir, "regions.tsv")).toString("utf8"),
    );
    g.stats.loadMs = performance.now() - started;
    return g;
  }

  // Written for load time: loading allocates as few strings as it can (garbage collection was a third of
  // it), scans fields by hand, and sorts numbers rather than strings. See the data README for timings.
  constructor(citiesTsv: string, regionsTsv: string) {
    const started = performance.now();
    const text = citiesTsv;
    const headerEnd = text.indexOf("\n");
    if (headerEnd === -1 || text.slice(0, headerEnd).split("\t").join(" ") !== CITY_COLUMNS) {
      throw new Error(
        `cities.tsv: unexpected header ${JSON.stringify(text.slice(0, 200))}; rebuild the gazetteer`,
      );
    }
    let count = 0;
    for (let at = text.indexOf("\n", headerEnd + 1); at !== -1; at = text.indexOf("\n", at + 1)) count++;
    if (!text.endsWith("\n")) count++;
    this.ids = new Int32Array(count);
    this.nameAt = new Int32Array(count);
    this.nameLength = new Uint16Array(count);
    this.nameRuAt = new Int32Array(count);
    this.nameRuLength = new Uint16Array(count);
    this.lat = new Float64Array(count);
    this.lng = new Float64Array(count);
    this.population = new Float64Array(count);
    this.country = new Array<string>(count);
    this.admin1 = new Array<string>(count);
    this.timeZone = new Array<string>(count);
    this.base = new Float64Array(count);

    // Postings as parallel arrays: search key, city × 2 + kind.
    let capacity = count * 2;
    const postKey = new Array<string>(capacity);
    let postVal = new Int32Array(capacity);
    let n = 0;
    const add = (key: string, value: number): void => {
      if (n === capacity) {
        capacity *= 2;
        postKey.length = capacity;
        const grown = new Int32Array(capacity);
        grown.set(postVal);
        postVal = grown;
      }
      postKey[n] = key;
      postVal[n++] = value;
    };
    const addKey = (key: string, city: number): void => {
      if (key === "") return;
      add(key, city * 2 + FULL);
      if (key.startsWith("saint ")) add(`st ${key.slice(6)}`, city * 2 + FULL);
      else if (key.startsWith("sainte ")) add(`ste ${key.slice(7)}`, city * 2 + FULL);
      for (let i = key.indexOf(" "); i !== -1; i = key.indexOf(" ", i + 1)) {
        if (key.length - i - 1 >= 3) add(key.slice(i + 1), city * 2 + WORD);
      }
    };

    // Most names are plain ASCII words: their key is the name in lower case.
    const plainName = /[A-Za-z0-9]+(?: [A-Za-z0-9]+)*\t/y;
    // Consecutive lines mostly share country, region and zone: reuse the previous string when equal.
    const interned = new Map<string, string>();
    const field = (from: number, to: number, previous: string | undefined): string => {
      if (previous !== undefined && previous.length === to - from && text.startsWith(previous, from)) {
        return previous;
      }
      const s = text.slice(from, to);
      const known = interned.get(s);
      if (known !== undefined) return known;
      // a copy of its own: a slice would keep the whole file alive
      const own = Buffer.from(s, "utf8").toString("utf8");
      interned.set(own, own);
      return own;
    };

    let withRu = 0;
    let pos = headerEnd + 1;
    const bad = (line: number): Error => new Error(`cities.tsv line ${line + 2}: expected ${CITY_COLUMNS}`);
    for (let c = 0; c < count; c++) {
      let lineEnd = text.indexOf("\n", pos);
      if (lineEnd === -1) lineEnd = text.length;
      const id = scanNumber(text, pos);
      if (!Number.isInteger(id) || (c > 0 && id <= this.ids[c - 1]!)) throw bad(c);
      this.ids[c] = id;
      // name
      pos = scanEnd;
      let tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      this.nameAt[c] = pos;
      this.nameLength[c] = tab - pos;
      plainName.lastIndex = pos;
      if (plainName.test(text) && plainName.lastIndex === tab + 1) {
        addKey(text.slice(pos, Math.min(tab, pos + MAX_KEY_LENGTH)).toLowerCase(), c);
      } else addKey(fastSearchKey(text.slice(pos, tab)), c);
      // name_ru
      pos = tab + 1;
      tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      this.nameRuAt[c] = pos;
      this.nameRuLength[c] = tab - pos;
      if (tab > pos) {
        withRu++;
        addKey(fastSearchKey(text.slice(pos, tab)), c);
      }
      // aliases
      pos = tab + 1;
      tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      if (tab > pos) for (const alias of text.slice(pos, tab).split("|")) addKey(fastSearchKey(alias), c);
      // lat, lng, population
      const lat = scanNumber(text, tab + 1);
      const lng = scanNumber(text, scanEnd);
      const population = scanNumber(text, scanEnd);
      if (Number.isNaN(lat + lng + population) || scanEnd > lineEnd) throw bad(c);
      this.lat[c] = lat;
      this.lng[c] = lng;
      this.population[c] = population;
      // country, admin1
      pos = scanEnd;
      tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      this.country[c] = field(pos, tab, this.country[c - 1]);
      pos = tab + 1;
      tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      this.admin1[c] = field(pos, tab, this.admin1[c - 1]);
      // feature: PPLX, PPLH, PPLQ, PPLW, PPLCH are demoted
      pos = tab + 1;
      tab = text.indexOf("\t", pos);
      if (tab === -1 || tab > lineEnd) throw bad(c);
      const f3 = text.charCodeAt(pos + 3);
      const demoted =
        text.startsWith("PPL", pos) &&
        ((tab - pos === 4 && (f3 === 88 || f3 === 72 || f3 === 81 || f3 === 87)) ||
          (tab - pos === 5 && text.startsWith("CH", pos + 3)));
      this.base[c] = Math.log10(population + 1) - (demoted ? DEMOTION : 0);
      // tz
      pos = tab + 1;
      tab = text.indexOf("\t", pos);
      if (tab !== -1 && tab < lineEnd) throw bad(c);
      this.timeZone[c] = field(pos, lineEnd, this.timeZone[c - 1]);
      pos = lineEnd + 1;
    }

    // The names (with the Russian name, which follows after a tab) into a string of their own, so that the
    // file's text can go.
    const parts = new Array<string>(count);
    let at = 0;
    for (let c = 0; c < count; c++) {
      const from = this.nameAt[c]!;
      const to =
        this.nameRuLength[c] !== 0 ? this.nameRuAt[c]! + this.nameRuLength[c]! : from + this.nameLength[c]!;
      parts[c] = text.slice(from, to);
      this.nameRuAt[c] = at + (this.nameRuAt[c]! - from);
      this.nameAt[c] = at;
      at += to - from;
    }
    this.names = parts.join("");

    this.regions = new Map();
    for (const line of regionsTsv.split("\n").slice(1)) {
      const [code, en, ru] = line.split("\t");
      if (code && en && ru) this.regions.set(code, { en, ru });
    }

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
    this.keys = keys;
    this.postStart = Int32Array.from(postStart);
    this.post = post.slice(0, nPost);
    this.lcp = new Uint8Array(keys.length);
    this.scores = new Float64Array(count).fill(Number.NEGATIVE_INFINITY);
    this.touched = new Int32Array(count);
    this.stats = {
      cities: count,
      withRussianName: withRu,
      searchKeys: keys.length,
      postings: nPost,
      loadMs: performance.now() - started,
    };
  }

  /** See searchCities. */
  search(query: string, lang: Lang, limit: number = MAX_RESULTS): CityHit[] {
    const input = String(query);
    const normalized = normalizeQuery(
      input.length > MAX_INPUT_LENGTH ? input.slice(0, MAX_INPUT_LENGTH) : input,
    );
    if ([...normalized.replace(/ /g, "")].length < MIN_QUERY_LENGTH) throw new QueryTooShortError(input);
    const max = Number.isFinite(limit) ? Math.max(0, Math.min(MAX_RESULTS, Math.floor(limit))) : MAX_RESULTS;
    const q = fold(normalized);
    if (max === 0 || q === "") return [];

    this.nTouched = 0;
    try {
      return this.best(q, max).map((city) => this.hit(city, lang));
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

  /** See cityById. */
  byId(id: number, lang: Lang): CityHit | null {
    if (!Number.isInteger(id)) return null;
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.ids[mid]!;
      if (v === id) return this.hit(mid, lang);
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  private hit(city: number, lang: Lang): CityHit {
    const name =
      lang === "ru" && this.nameRuLength[city] !== 0
        ? this.names.slice(this.nameRuAt[city]!, this.nameRuAt[city]! + this.nameRuLength[city]!)
        : this.names.slice(this.nameAt[city]!, this.nameAt[city]! + this.nameLength[city]!);
    const country = this.country[city]!;
    const parts = [name];
    const region = this.regions.get(`${country}.${this.admin1[city]}`);
    if (region !== undefined) {
      const regionName = lang === "ru" ? region.ru : region.en;
      if (!sameAsCity(regionName, name)) parts.push(regionName);
    }
    parts.push(countryName(country, lang));
    return {
      id: this.ids[city]!,
      name,
      address: parts.join(", "),
      latitude: this.lat[city]!,
      longitude: this.lng[city]!,
      timeZone: this.timeZone[city]!,
      population: this.population[city]!,
      country,
    };
  }
}

export const GAZETTEER_DIR = fileURLToPath(new URL("../../../data/gazetteer/", import.meta.url));

let shared: Gazetteer | undefined;

/** The process-wide gazetteer over GAZETTEER_DIR, loaded on first use. Call at boot to warm it up. */
export function loadGazetteer(): Gazetteer {
  shared ??= Gazetteer.fromDirectory(GAZETTEER_DIR);
  return shared;
}

/**
 * Up to `limit` (at most 10) places whose names start with the query, or nearly do, best first.
 * Names and addresses in `lang`: ru uses GeoNames' Russian name when there is one.
 * @throws QueryTooShortError when the query has fewer than 2 letters or digits after normalizeQuery.
 */
export function searchCities(query: string, lang: Lang, limit = MAX_RESULTS): CityHit[] {
  return loadGazetteer().search(query, lang, limit);
}

/** The place with this GeoNames id, or null. */
export function cityById(id: number, lang: Lang): CityHit | null {
  return loadGazetteer().byId(id, lang);
}

/** Geocoder over the offline gazetteer (the shared one unless another is given). */
export class OfflineGeocoder implements Geocoder {
  private readonly gazetteer: Gazetteer | undefined;

  constructor(gazetteer?: Gazetteer) {
    this.gazetteer = gazetteer;
  }

  async search(query: string, lang: Lang, limit = MAX_RESULTS): Promise<CityHit[]> {
    return (this.gazetteer ?? loadGazetteer()).search(query, lang, limit);
  }

  async byId(id: number, lang: Lang): Promise<CityHit | null> {
    return (this.gazetteer ?? loadGazetteer()).byId(id, lang);
  }
}
