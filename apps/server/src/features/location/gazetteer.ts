// Offline gazetteer and city search. The parts: search-key.ts (names and queries reduced to one Latin key),
// data-file.ts (reading and parsing the data files, and what each place is indexed under), search-index.ts
// (the sorted keys and their postings), ranking.ts (scores, ties and typos); this module keeps them together
// behind search and byId.
//
// Loading: lazily, synchronously, once per process, on the first search or byId (or loadGazetteer() at boot
// to keep the first request fast). Measured: ~250 ms for the whole file, including the
// index (see the data README; `node apps/server/bench/city-search.ts` prints it).
import { fileURLToPath } from "node:url";
import { type Cities, parseCities, readDataFiles } from "./data-file.ts";
import type { Geocoder } from "./location.service.ts";
import { Ranker } from "./ranking.ts";
import { fold, normalizeQuery, searchKey } from "./search-key.ts";

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

export const MAX_RESULTS = 10;
/** Queries need at least this many letters or digits after normalizeQuery. */
export const MIN_QUERY_LENGTH = 2;
/** Longer input is cut before normalisation. */
const MAX_INPUT_LENGTH = 256;

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

/** The parsed data file with its search index. Immutable once built. */
export class Gazetteer {
  /** The parsed columns (see Cities in data-file.ts). */
  private readonly cities: Cities;
  private readonly ranker: Ranker;
  readonly stats: GazetteerStats;

  /** Reads cities.tsv and regions.tsv from dir and builds the index. */
  static fromDirectory(dir: string): Gazetteer {
    const started = performance.now();
    const { citiesTsv, regionsTsv } = readDataFiles(dir);
    const g = new Gazetteer(citiesTsv, regionsTsv);
    g.stats.loadMs = performance.now() - started;
    return g;
  }

  constructor(citiesTsv: string, regionsTsv: string) {
    const started = performance.now();
    const cities = parseCities(citiesTsv, regionsTsv);
    this.cities = cities;
    this.ranker = new Ranker(cities.index, cities.base, cities.population, cities.ids);
    this.stats = {
      cities: cities.count,
      withRussianName: cities.withRussianName,
      searchKeys: cities.index.keys.length,
      postings: cities.index.post.length,
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
    return this.ranker.search(q, max).map((city) => this.hit(city, lang));
  }

  /** See cityById. */
  byId(id: number, lang: Lang): CityHit | null {
    if (!Number.isInteger(id)) return null;
    let lo = 0;
    let hi = this.cities.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const v = this.cities.ids[mid]!;
      if (v === id) return this.hit(mid, lang);
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return null;
  }

  private hit(city: number, lang: Lang): CityHit {
    const c = this.cities;
    const name =
      lang === "ru" && c.nameRuLength[city] !== 0
        ? c.names.slice(c.nameRuAt[city]!, c.nameRuAt[city]! + c.nameRuLength[city]!)
        : c.names.slice(c.nameAt[city]!, c.nameAt[city]! + c.nameLength[city]!);
    const country = c.country[city]!;
    const parts = [name];
    const region = c.regions.get(`${country}.${c.admin1[city]}`);
    if (region !== undefined) {
      const regionName = lang === "ru" ? region.ru : region.en;
      if (!sameAsCity(regionName, name)) parts.push(regionName);
    }
    parts.push(countryName(country, lang));
    return {
      id: c.ids[city]!,
      name,
      address: parts.join(", "),
      latitude: c.lat[city]!,
      longitude: c.lng[city]!,
      timeZone: c.timeZone[city]!,
      population: c.population[city]!,
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
