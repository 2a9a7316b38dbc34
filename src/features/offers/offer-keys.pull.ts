import { slugify } from '../../shared/slug';

/**
 * The keys offers are matched by (issue 20), each normalised so that the
 * ways shops write one value compare equal, and nothing more: a key that
 * merged two models would send visitors to the wrong product.
 */

/**
 * Words a shop adds after a brand's name ("Cavin Design", "Dometic Home",
 * "Vintec Sverige", "Liebherr GmbH"); dropped from the end of the brand key.
 */
const BRAND_SUFFIXES = new Set([
  'ab',
  'as',
  'aps',
  'design',
  'europe',
  'gmbh',
  'group',
  'home',
  'inc',
  'international',
  'ltd',
  'nordic',
  'norden',
  'oy',
  'scandinavia',
  'sverige',
  'sweden',
]);

/**
 * The brand as a key: the site's slug rule (mQuvée = MQUVEE = mquvee),
 * trailing suffix words dropped, and the words run together, since shops
 * write a brand of two words as one as often as not ("Vacu Vin" and
 * "VacuVin", "Wine Castle" and "WineCastle").
 */
export function brandKey(brand: string | null): string | null {
  if (!brand) return null;
  const words = slugify(brand).split('-').filter(Boolean);
  while (words.length > 1 && BRAND_SUFFIXES.has(words.at(-1) ?? '')) words.pop();
  return words.length > 0 ? words.join('') : null;
}

/** Letters and digits only, lower case, accents dropped: `AB-123X` = `AB123X` = `ab 123x` = `AB.123X`. */
export function compactCode(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A code that can name one model: letters or digits, at least one digit, three characters or more. */
function isModelCode(code: string): boolean {
  return code.length >= 3 && code.length <= 40 && /\d/u.test(code);
}

/**
 * The manufacturer's article number as a key, or null when it cannot name a
 * model ("-", "N/A", "AB"). Some makers use letters only ("REVEL-S-PV"):
 * from five letters on, those count too. An all-digit number loses its
 * leading zeros, which spreadsheets drop on the way to a feed ("00644" and
 * "644" are one number).
 */
export function articleKey(article: string | null): string | null {
  if (!article) return null;
  // The column's own label written into it ("Art.nr: AVI-48CDZA", "MPN: 1234-56") is not part of the number.
  let code = compactCode(article.replace(ARTICLE_LABEL, ''));
  if (/^\d+$/u.test(code)) code = code.replace(/^0+(?=\d)/u, '');
  return isModelCode(code) || (code.length >= 5 && code.length <= 40) ? code : null;
}

/** A label a shop writes before the article number in its column: "Art.nr:", "Artikelnummer", "MPN:", "Part no.". */
const ARTICLE_LABEL =
  /^\s*(?:(?:tillverkarens\s+)?art(?:ikel)?\.?\s*(?:nr|nummer|no)\.?|mpn|part\s*(?:no|number)\.?|modell?(?:nummer|nr)?\.?)\s*[:#=]\s*/iu;

/** "40cm", "126l", "39db", "2zoner": a number with a unit, never a model code. */
const UNIT =
  /^\d+(?:[.,]\d+)?(?:mm|cm|m|l|liter|cl|dl|db|dba|kg|g|w|kw|kwh|v|st|fl|flaskor|zoner?|p|pack|pcs|h|min|år|ar)$/u;
/**
 * Words after which a code names another product ("hylla till Vintec
 * V40SG2E", "passar WKb 1812"), and how many tokens on they reach: far
 * enough for a brand of one or two words before the code. "för" and "med"
 * also start ordinary phrases ("för inbyggnad", "med glasdörr"), so they
 * reach only the next token.
 */
const REFERENCE_WORDS: ReadonlyMap<string, number> = new Map([
  ['till', 3],
  ['passar', 3],
  ['kompatibel', 4],
  ['compatible', 4],
  ['fits', 3],
  ['for', 1],
  ['för', 1],
  ['med', 1],
  ['with', 1],
]);

/** Unit words that make the number before them a quantity, not a model number ("21 flaskor", "60 cm"). */
const UNIT_WORD =
  /^(?:mm|cm|m|l|liter|cl|dl|db|dba|kg|g|w|kw|kwh|v|st|fl|flaskor|flaskors|flaskplatser|buteljer|bottles?|zoner?|zones?|p|pack|pcs|h|min|år|ar|tum|x|kr|sek|%|grader|°c?)$/u;

/**
 * Model codes written in a product name:
 * - tokens that mix letters and digits ("V40SG2E-BK", "WKb1812", "OX30"),
 *   hyphen-joined parts kept together, never a number with a unit ("126L",
 *   "60cm");
 * - a model name and its number written apart ("WineDuett 21"), when the
 *   number is not a quantity ("21 flaskor", "2 zoner"); after the brand's
 *   own name ("Wine Castle 18", "WineCastle 18") the code is the number
 *   itself, as `@18`, so every way of writing the brand gives one code.
 * A code that follows "till", "för" or "passar" names the product an
 * accessory is for, not the accessory, and is left out.
 */
export function nameCodes(name: string, brand: string | null = null, written = false): string[] {
  const codes: string[] = [];
  const tokens = nameTokens(name);
  const brandCode = brand ? brandKey(brand) : null;
  // Tokens still inside the reach of a reference word.
  let referenced = 0;
  tokens.forEach((token, i) => {
    const parts = token.split(/[-./]/u).filter(Boolean);
    const code = parts.join('');
    const mixed = /\p{L}/u.test(code) && /\d/u.test(code);
    if (referenced === 0) {
      if (mixed && isModelCode(code) && !UNIT.test(code) && !parts.every((part) => UNIT.test(part))) codes.push(code);
      const word = tokens[i - 1] ?? '';
      const next = tokens[i + 1] ?? '';
      if (
        !written &&
        /^\d{1,5}$/u.test(token) &&
        /^\p{L}{3,}$/u.test(word) &&
        !UNIT_WORD.test(next.replace(/\.$/u, '')) &&
        !REFERENCE_WORDS.has(word)
      ) {
        const twoWords = `${tokens[i - 2] ?? ''}${word}`;
        codes.push(brandCode && (word === brandCode || twoWords === brandCode) ? `@${token}` : `${word}${token}`);
      }
      const spaced = spacedCode(tokens, i);
      if (spaced) codes.push(spaced);
    }
    referenced = Math.max(referenced - 1, REFERENCE_WORDS.get(token) ?? 0);
  });
  return [...new Set(codes)];
}

/**
 * The codes a name writes as codes: tokens mixing letters and digits
 * ("PG-24", "E46FS", "W6300") and codes written in groups ("CWC 150 EM"),
 * not a word and a number read as one ("WineCastle 28", "Duo 24"), whose
 * spelling varies from shop to shop. Two names that both write codes and
 * share none (nor an article number) name two models (issue 35 §3).
 */
export function writtenCodes(name: string, brand: string | null = null): string[] {
  return nameCodes(name, brand, true);
}

/** A name's tokens: lower case, accents dropped, split at white space and punctuation ("/" stays: "6416/0"). */
function nameTokens(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[\s,;:()[\]{}"'|+–—]+/u)
    .filter(Boolean);
}

/** A short group of a code written with spaces: up to four letters, or up to five digits. */
const CODE_GROUP = /^(?:\p{L}{1,4}|\d{1,5})$/u;

/** A code's last group mixing a letter and a digit ("CVI 321 X3"): up to three characters. */
const MIXED_LAST_GROUP = /^(?=\p{L}*\d)(?=\d*\p{L})[\p{L}\d]{2,3}$/u;

/**
 * A code written in groups with spaces ("CWC 150 EM", "KB 1812 S",
 * "CVI 321 X3") that starts at token `i`: three or more short groups,
 * letters and digits alternating, no unit among them, the last one maybe a
 * short mix of both; null otherwise.
 */
function spacedCode(tokens: readonly string[], i: number): string | null {
  const groups: string[] = [];
  for (let j = i; j < tokens.length && groups.length < 6; j += 1) {
    const token = tokens[j] ?? '';
    const previous = groups.at(-1);
    if (UNIT_WORD.test(token) || REFERENCE_WORDS.has(token)) break;
    if (groups.length >= 2 && MIXED_LAST_GROUP.test(token)) {
      groups.push(token);
      break;
    }
    if (!CODE_GROUP.test(token)) break;
    if (previous !== undefined && /\d/u.test(previous) === /\d/u.test(token)) break;
    groups.push(token);
  }
  // Only the longest run counts, from its first group.
  const before = tokens[i - 1] ?? '';
  if (groups.length < 3 || (CODE_GROUP.test(before) && /\d/u.test(before) !== /\d/u.test(tokens[i] ?? ''))) return null;
  return groups.join('');
}

/**
 * Numbers in a name that may be the maker's article number ("Riedel Vinum
 * Bordeaux 6416/0", "Coravin kapslar 802013"): five digits or more, or
 * digits with a separator inside. Used only to find a row whose article
 * column holds the same number (leading zeros dropped, as articleKey does),
 * never as a model code on their own.
 */
export function nameArticleNumbers(name: string): string[] {
  const numbers: string[] = [];
  let referenced = 0;
  for (const token of nameTokens(name)) {
    if (referenced === 0 && /^\d[\d./-]*\d$/u.test(token)) {
      const digits = token.replace(/\D/gu, '');
      if (digits.length >= 5 || (digits.length >= 4 && /[./-]/u.test(token)))
        numbers.push(digits.replace(/^0+(?=\d)/u, ''));
    }
    referenced = Math.max(referenced - 1, REFERENCE_WORDS.get(token) ?? 0);
  }
  return [...new Set(numbers)];
}

/**
 * Colours and finishes as shops write them, to one word each, compared by
 * meaning (issue 35 §3): Swedish, English, and the Danish, Norwegian,
 * German, Finnish, Dutch, French, Italian and Spanish words of feeds
 * written for several markets or by the maker ("Sort", "Schwarz",
 * "Musta", "Noir" are "Svart"; "Rustfrit stål", "Edelstahl", "Inox" are
 * stainless steel).
 */
const COLOURS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    svart: 'svart',
    svarta: 'svart',
    black: 'svart',
    bk: 'svart',
    sort: 'svart',
    schwarz: 'svart',
    musta: 'svart',
    zwart: 'svart',
    noir: 'svart',
    nero: 'svart',
    negro: 'svart',
    vit: 'vit',
    vita: 'vit',
    white: 'vit',
    wh: 'vit',
    hvid: 'vit',
    hvit: 'vit',
    weiss: 'vit',
    valkoinen: 'vit',
    wit: 'vit',
    blanc: 'vit',
    bianco: 'vit',
    blanco: 'vit',
    rostfri: 'rostfri',
    rostfritt: 'rostfri',
    rustfri: 'rostfri',
    rustfrit: 'rostfri',
    rustfritt: 'rostfri',
    stainless: 'rostfri',
    inox: 'rostfri',
    inoxydable: 'rostfri',
    edelstahl: 'rostfri',
    steel: 'rostfri',
    stal: 'rostfri',
    silver: 'silver',
    solv: 'silver',
    silber: 'silver',
    gra: 'gra',
    grey: 'gra',
    gray: 'gra',
    grau: 'gra',
    gris: 'gra',
    grigio: 'gra',
    grafit: 'grafit',
    graphite: 'grafit',
    antracit: 'antracit',
    anthracite: 'antracit',
    ek: 'ek',
    oak: 'ek',
    valnot: 'valnot',
    walnut: 'valnot',
    bok: 'bok',
    beech: 'bok',
    rod: 'rod',
    red: 'rod',
    rot: 'rod',
    rouge: 'rod',
    rosso: 'rod',
    bla: 'bla',
    blue: 'bla',
    gron: 'gron',
    green: 'gron',
    koppar: 'koppar',
    copper: 'koppar',
    guld: 'guld',
    gold: 'guld',
    massing: 'massing',
    brass: 'massing',
    krom: 'krom',
    chrome: 'krom',
    transparent: 'transparent',
    klar: 'transparent',
  }),
);

/** The colours a row states: its Color column when given, else colour words of its name. */
export function coloursOf(name: string, color: string | null): string[] {
  const words = (text: string) => slugify(text).split('-');
  const from = (text: string) => words(text).flatMap((word) => COLOURS.get(word) ?? []);
  const stated = color ? from(color) : [];
  return [...new Set(stated.length > 0 ? stated : from(name))];
}

/** "6-pack", "6 st", "6-p", "set om 6", "2 glas": how many a row sells, or null. */
export function packSizeOf(name: string): number | null {
  const text = name.toLowerCase();
  const match =
    /(?<![\p{L}\p{N}])(\d{1,3}) ?-?(?:pack|p|st|pcs|stycken|delar|glas)(?![\p{L}\p{N}])/u.exec(text) ??
    /(?<![\p{L}\p{N}])(?:set|paket|förpackning) (?:om|med|på) (\d{1,3})(?![\p{L}\p{N}])/u.exec(text);
  return match ? Number(match[1]) : null;
}
