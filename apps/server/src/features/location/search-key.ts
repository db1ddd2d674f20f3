// The search key: every name and every query is reduced to one Latin key (fold below): lowercase, ё → е,
// apostrophes dropped, any other non-letter/digit → one space, Cyrillic transliterated (Москва → moskva,
// Нью-Йорк → nyu york, Екатеринбург → ekaterinburg), Latin diacritics stripped (Orël → orel). Queries are
// folded the same way, so Cyrillic and Latin input meet in one key space: «Moskva» finds Москва, «санкт»
// finds Санкт-Петербург (Saint Petersburg), «Гомель» finds Homyel' through its alias "Gomel’".

/** Longer search keys are cut after folding. */
export const MAX_KEY_LENGTH = 64;

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
export function fold(normalized: string): string {
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
