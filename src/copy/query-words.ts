/**
 * The words a buyer types for what the listings can filter on (issue 38 §1),
 * as src/features/search/query-reader.browser.ts reads them. Written folded:
 * lower case, å/ä → a, ö → o, é → e (the reader folds the query the same
 * way), so "fristående", "fristaende" and "FRISTÅENDE" are one word. A word
 * of five letters or more is also recognised with one typo ("vinkly"), of
 * nine or more with two. Several words in one entry must follow each other.
 *
 * Data only: copy imports nothing.
 */

/** A category listing, by the words that name its products (the listing's slug, src/shared/taxonomy.ts). */
export const CATEGORY_WORDS: readonly (readonly [slug: string, words: readonly string[]])[] = [
  [
    'vinkyl',
    [
      'vinkyl',
      'vinkylar',
      'vinkylen',
      'vinkylarna',
      'vinkylskap',
      'vinkylskapet',
      'vinkylare',
      'vinkylskap',
      'kylskap for vin',
      'kyl for vin',
      'wine cooler',
      'winecooler',
      'wine fridge',
      'vinkylskapen',
    ],
  ],
  ['vinlagringsskap', ['vinlagringsskap', 'vinlagringsskapet', 'vinlagring', 'lagringsskap', 'vinskap', 'vinskapet']],
  [
    'olkyl',
    ['olkyl', 'olkylar', 'olkylen', 'dryckeskyl', 'dryckeskylar', 'barkyl', 'barkylar', 'olkylskap', 'beer fridge'],
  ],
  ['vinstall', ['vinstall', 'vinstallet', 'vinstallning', 'flaskstall', 'vinrack']],
  ['vinhyllor', ['vinhylla', 'vinhyllor', 'vinhyllan']],
  ['vinkallare', ['vinkallare', 'vinkallaren', 'vinkallarskap']],
  ['vinrum-och-vinkallare', ['vinrum', 'vinrummet']],
  ['kylaggregat', ['kylaggregat', 'kylaggregatet', 'aggregat', 'kylanlaggning']],
  ['vintillbehor', ['vintillbehor', 'tillbehor']],
];

/** How a cooler is installed (src/shared/product-facts.ts INSTALLATION_TYPES), by the words for it. */
export const INSTALLATION_WORDS: readonly (readonly [installation: string, words: readonly string[]])[] = [
  [
    'inbyggbar',
    [
      'inbyggd',
      'inbyggda',
      'inbyggbar',
      'inbyggbara',
      'inbyggnad',
      'inbyggnads',
      'for inbyggnad',
      'bygga in',
      'byggas in',
      'under bank',
      'under banken',
      'under diskbanken',
      'under diskbank',
      'underbank',
      'underbanksmodell',
      'under counter',
      'built in',
      'builtin',
    ],
  ],
  [
    'integrerbar',
    ['integrerad', 'integrerade', 'integrerbar', 'integrerbara', 'helintegrerad', 'integrerat', 'integrated'],
  ],
  ['fristaende', ['fristaende', 'frist', 'fristaende modell', 'freestanding', 'free standing']],
];

/** Words for a quiet cooler: at most {@link QUIET_DB} and the quietest first. */
export const QUIET_WORDS: readonly string[] = [
  'tyst',
  'tysta',
  'tystgaende',
  'tystaste',
  'ljudlos',
  'ljudlosa',
  'ljudsvag',
  'ljudsvaga',
  'lagljudd',
  'quiet',
  'silent',
];

/** What "tyst" means in decibels (issue 38 §1). */
export const QUIET_DB = 38;

/** Words for a low price: sorted by the lowest total first. */
export const CHEAP_WORDS: readonly string[] = [
  'billig',
  'billiga',
  'billigt',
  'billigaste',
  'prisvard',
  'prisvarda',
  'budget',
  'cheap',
];

/** Words for two temperature zones in one word. */
export const TWO_ZONE_WORDS: readonly string[] = [
  'dubbelzon',
  'dubbelzons',
  'tvazons',
  'tvazon',
  'dual zone',
  'dualzone',
  'dual',
];

/** Units of a count of bottles. */
export const BOTTLE_UNITS: readonly string[] = [
  'flaskor',
  'flaska',
  'flaskors',
  'fl',
  'flask',
  'buteljer',
  'bottles',
  'flaskstorlek',
];

/** Units of a count of temperature zones. */
export const ZONE_UNITS: readonly string[] = [
  'zoner',
  'zon',
  'zons',
  'temperaturzoner',
  'temperaturzon',
  'kylzoner',
  'zones',
  'zone',
];

/** Units of a price. */
export const PRICE_UNITS: readonly string[] = ['kr', 'kronor', 'sek', 'spann', 'kr.'];

/** Units that multiply a price by a thousand ("10 tkr", "10k"). */
export const THOUSAND_UNITS: readonly string[] = ['tkr', 'k', 'tusen'];

/** Units of a length. */
export const LENGTH_UNITS: readonly string[] = ['cm', 'centimeter', 'cm.'];

/** Units of a noise level. */
export const NOISE_UNITS: readonly string[] = ['db', 'decibel', 'dba', 'db(a)'];

/** Words that say which size a length is, before or after it. */
export const SIZE_WORDS: readonly (readonly [axis: 'width' | 'height' | 'depth', words: readonly string[]])[] = [
  ['width', ['bred', 'bredd', 'brett', 'breda', 'bredden', 'wide']],
  ['height', ['hog', 'hojd', 'hogt', 'hoga', 'hojden', 'high']],
  ['depth', ['djup', 'djupt', 'djupa', 'djupet', 'deep']],
];

/** Words before a niche size ("nisch 60x82x56"). */
export const NICHE_WORDS: readonly string[] = ['nisch', 'nischen', 'nischmatt', 'inbyggnadsmatt', 'oppning'];

/** Words that make a following number a floor ("minst 40"). */
export const AT_LEAST_WORDS: readonly string[] = [
  'minst',
  'over',
  'fran',
  'fler an',
  'mer an',
  'storre an',
  'atminstone',
];

/** Words that make a following number a ceiling ("under 10 000", "max 8000"). */
export const AT_MOST_WORDS: readonly string[] = [
  'under',
  'max',
  'hogst',
  'upp till',
  'mindre an',
  'billigare an',
  'inte over',
  'maximalt',
  'maxpris',
  'budget',
];

/** Words that say a following count is of bottles ("för 40 flaskor", "plats för 40"). */
export const FOR_WORDS: readonly string[] = ['for', 'plats for', 'rymmer', 'med plats for'];

/** Words before an energy class letter ("energiklass A", "klass B"); "A-klass" is read too. */
export const ENERGY_WORDS: readonly string[] = ['energiklass', 'energiklassen', 'klass', 'energimarkning', 'energi'];

/** Number words, as people write counts of zones and bottles. */
export const NUMBER_WORDS: readonly (readonly [word: string, value: number])[] = [
  ['en', 1],
  ['ett', 1],
  ['tva', 2],
  ['tre', 3],
  ['fyra', 4],
  ['fem', 5],
  ['sex', 6],
  ['sju', 7],
  ['atta', 8],
  ['nio', 9],
  ['tio', 10],
  ['tolv', 12],
  ['femton', 15],
  ['tjugo', 20],
  ['trettio', 30],
  ['fyrtio', 40],
  ['femtio', 50],
  ['sextio', 60],
  ['hundra', 100],
];

/** A feature buyers filter on at other comparison sites (issue 38 §1), by the words for it. */
export const FEATURE_WORDS: readonly (readonly [feature: string, words: readonly string[]])[] = [
  ['lock', ['las', 'lasbar', 'lasbart', 'lasbara', 'med las', 'laskbar', 'lock', 'lockable', 'las i dorren']],
  ['glass-door', ['glasdorr', 'glasdorrar', 'glasdorren', 'dorr i glas', 'glass door']],
  [
    'uv-glass',
    [
      'uv',
      'uvskydd',
      'uv skydd',
      'uvskyddat',
      'uv skyddat',
      'uvskyddad',
      'uv skyddad',
      'uvskyddat glas',
      'uv skyddat glas',
      'uv skyddad glas',
      'uvglas',
      'uv glas',
      'uv filter',
    ],
  ],
  [
    'wood',
    ['tra', 'trahyllor', 'trahylla', 'hyllor i tra', 'bokhyllor', 'ek', 'bok', 'furu', 'trahyllorna', 'wooden', 'wood'],
  ],
  [
    'reversible-door',
    [
      'vandbar',
      'vandbar dorr',
      'omhangbar',
      'omhangbar dorr',
      'dorren kan vandas',
      'reversibel',
      'reversible',
      'vandbart',
    ],
  ],
];

/** Words that carry no meaning of their own in a query: not sent to the text search when the rest is understood. */
export const FILLER_WORDS: readonly string[] = [
  'med',
  'och',
  'en',
  'ett',
  'som',
  'i',
  'pa',
  'till',
  'av',
  'for',
  'som',
  'har',
  'den',
  'det',
  'bra',
  'basta',
  'ny',
  'nya',
  'kop',
  'kopa',
  'soker',
  'vill',
  'ha',
  'jag',
  'st',
  'ca',
  'cirka',
  'runt',
  'typ',
  'gärna',
  'garna',
  'pris',
  'som',
  'kan',
  'a',
];

/**
 * A query that starts with one of these is a question ("hur ställer man in
 * temperaturen på vinkylen"): it is for the guides, so no filter is read
 * from it and the text search gets all of it.
 */
export const QUESTION_WORDS: readonly string[] = ['hur', 'vad', 'varfor', 'nar', 'ska', 'bor', 'kan', 'maste', 'finns'];
