// The data files: apps/server/data/gazetteer/{cities,regions}.tsv (GeoNames, CC BY 4.0), built by
// scripts/build-gazetteer.ts; columns are described there and in the data README. 135,233 places.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DEMOTION } from "./ranking.ts";
import { buildIndex, FULL, type SearchIndex, WORD } from "./search-index.ts";
import { fastSearchKey, MAX_KEY_LENGTH } from "./search-key.ts";

export interface Region {
  en: string;
  ru: string;
}

/** The places of cities.tsv as columns (index = line), with the regions and the search index over them. */
export interface Cities {
  count: number;
  /**
   * Every city's name and Russian name, one after the other: a hit's name is read from it by offset (fewer
   * strings to load). About 1.4 M characters, where keeping the whole 9.6 MB file would hold 19 MB.
   */
  names: string;
  /** GeoNames ids, ascending */
  ids: Int32Array;
  /** name at names[nameAt[c], nameAt[c] + nameLength[c]); same for the Russian name (length 0 = none) */
  nameAt: Int32Array;
  nameLength: Uint16Array;
  nameRuAt: Int32Array;
  nameRuLength: Uint16Array;
  lat: Float64Array;
  lng: Float64Array;
  population: Float64Array;
  country: string[];
  admin1: string[];
  timeZone: string[];
  /** log10(population + 1), demoted places less DEMOTION: the score before the match bonus */
  base: Float64Array;
  /** by "country.admin1" */
  regions: Map<string, Region>;
  withRussianName: number;
  index: SearchIndex;
}

/** The text of cities.tsv and regions.tsv in dir. */
export function readDataFiles(dir: string): { citiesTsv: string; regionsTsv: string } {
  // Buffer then toString: about twice as fast as readFileSync(path, "utf8") for this 10 MB file.
  return {
    citiesTsv: readFileSync(join(dir, "cities.tsv")).toString("utf8"),
    regionsTsv: readFileSync(join(dir, "regions.tsv")).toString("utf8"),
  };
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

/**
 * Parses the data files and builds the search index over them. Each place is indexed under its GeoNames
 * name, its Russian name, its aliases (GeoNames' English name when different: "Cologne", "Oryol"), a
 * "st"/"ste" form of names starting with "saint"/"sainte", and every later word of a name (so «York» also
 * finds New York, «Peterburg» Санкт-Петербург).
 *
 * Written for load time: loading allocates as few strings as it can (garbage collection was a third of
 * it), scans fields by hand, and sorts numbers rather than strings. See the data README for timings.
 */
export function parseCities(citiesTsv: string, regionsTsv: string): Cities {
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
  const cols = {
    ids: new Int32Array(count),
    nameAt: new Int32Array(count),
    nameLength: new Uint16Array(count),
    nameRuAt: new Int32Array(count),
    nameRuLength: new Uint16Array(count),
    lat: new Float64Array(count),
    lng: new Float64Array(count),
    population: new Float64Array(count),
    country: new Array<string>(count),
    admin1: new Array<string>(count),
    timeZone: new Array<string>(count),
    base: new Float64Array(count),
  };

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
    if (!Number.isInteger(id) || (c > 0 && id <= cols.ids[c - 1]!)) throw bad(c);
    cols.ids[c] = id;
    // name
    pos = scanEnd;
    let tab = text.indexOf("\t", pos);
    if (tab === -1 || tab > lineEnd) throw bad(c);
    cols.nameAt[c] = pos;
    cols.nameLength[c] = tab - pos;
    plainName.lastIndex = pos;
    if (plainName.test(text) && plainName.lastIndex === tab + 1) {
      addKey(text.slice(pos, Math.min(tab, pos + MAX_KEY_LENGTH)).toLowerCase(), c);
    } else addKey(fastSearchKey(text.slice(pos, tab)), c);
    // name_ru
    pos = tab + 1;
    tab = text.indexOf("\t", pos);
    if (tab === -1 || tab > lineEnd) throw bad(c);
    cols.nameRuAt[c] = pos;
    cols.nameRuLength[c] = tab - pos;
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
    cols.lat[c] = lat;
    cols.lng[c] = lng;
    cols.population[c] = population;
    // country, admin1
    pos = scanEnd;
    tab = text.indexOf("\t", pos);
    if (tab === -1 || tab > lineEnd) throw bad(c);
    cols.country[c] = field(pos, tab, cols.country[c - 1]);
    pos = tab + 1;
    tab = text.indexOf("\t", pos);
    if (tab === -1 || tab > lineEnd) throw bad(c);
    cols.admin1[c] = field(pos, tab, cols.admin1[c - 1]);
    // feature: PPLX, PPLH, PPLQ, PPLW, PPLCH are demoted
    pos = tab + 1;
    tab = text.indexOf("\t", pos);
    if (tab === -1 || tab > lineEnd) throw bad(c);
    const f3 = text.charCodeAt(pos + 3);
    const demoted =
      text.startsWith("PPL", pos) &&
      ((tab - pos === 4 && (f3 === 88 || f3 === 72 || f3 === 81 || f3 === 87)) ||
        (tab - pos === 5 && text.startsWith("CH", pos + 3)));
    cols.base[c] = Math.log10(population + 1) - (demoted ? DEMOTION : 0);
    // tz
    pos = tab + 1;
    tab = text.indexOf("\t", pos);
    if (tab !== -1 && tab < lineEnd) throw bad(c);
    cols.timeZone[c] = field(pos, lineEnd, cols.timeZone[c - 1]);
    pos = lineEnd + 1;
  }

  // The names (with the Russian name, which follows after a tab) into a string of their own, so that the
  // file's text can go.
  const parts = new Array<string>(count);
  let at = 0;
  for (let c = 0; c < count; c++) {
    const from = cols.nameAt[c]!;
    const to =
      cols.nameRuLength[c] !== 0 ? cols.nameRuAt[c]! + cols.nameRuLength[c]! : from + cols.nameLength[c]!;
    parts[c] = text.slice(from, to);
    cols.nameRuAt[c] = at + (cols.nameRuAt[c]! - from);
    cols.nameAt[c] = at;
    at += to - from;
  }
  const names = parts.join("");

  const regions = new Map<string, Region>();
  for (const line of regionsTsv.split("\n").slice(1)) {
    const [code, en, ru] = line.split("\t");
    if (code && en && ru) regions.set(code, { en, ru });
  }

  return { count, names, ...cols, regions, withRussianName: withRu, index: buildIndex(postKey, postVal, n) };
}
