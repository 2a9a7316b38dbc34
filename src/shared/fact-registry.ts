/**
 * The product facts read from feed text (issue 12, 21), one row each (issue
 * 37 §1): what values a fact takes, how the offers' values merge into the
 * product, its Swedish label and unit (from src/copy), and where it shows:
 * a row of the product page, a row of the compare table and its "best"
 * rule, a part of the card, a column of a listing's data file and its
 * filter, a property of the structured data, a search keyword. A part a
 * fact does not have is null.
 *
 * Every phase reads this table instead of naming facts: the dataset builds
 * the product schema's fact fields from it (src/dataset/schemas/product.ts),
 * the pull binds each key to its reader (src/pull/facts/index.ts, where a
 * missing reader does not compile) and merges offers by it, and the product
 * page, compare table, cards, listing filter, JSON-LD and search record
 * draw their facts from it. Adding a fact is its reader, its row here and
 * its copy; tests/unit/fact-registry.test.ts checks that no other file
 * names it.
 *
 * It holds data and copy only (no zod, no pull code), and browser code
 * does not import the rows: the cards and the listing filter get their
 * browser-facing parts as data the build defines (`browserFacts`,
 * src/client/facts.ts), the compare page its rows' keys
 * (`browserFactDefines`), so labels and the page, compare, JSON-LD and
 * search parts stay out of a visitor's scripts. The rows are in the order
 * of the product's fields in products.json; the page, the compare table
 * and the search record order them by their sections (`SECTIONS`).
 */
import { factWords, productFacts } from '../copy/facts';
import { type card as cardCopy, listing } from '../copy/listing';
import { formatDecimal } from './format';
import { ENERGY_CLASSES, INSTALLATION_TYPES, installationOfCategory } from './product-facts';

// --- value types --------------------------------------------------------------

/** A whole number above 0: a count, or kWh a year; at most `max`. */
export interface WholeType {
  readonly kind: 'whole';
  readonly max?: number;
}

/**
 * A measure: above 0, or from 0 with `zero` (a maker may state that none is
 * needed); at most `max`; with `tenths`, at most one decimal (a size, its
 * millimetres converted).
 */
export interface MeasureType {
  readonly kind: 'measure';
  readonly max: number;
  readonly zero?: boolean;
  readonly tenths?: boolean;
}

/** One of a closed set of values (src/shared/product-facts.ts), in their order. */
export interface ChoiceType<T extends string = string> {
  readonly kind: 'choice';
  readonly values: readonly T[];
}

/** Yes or no, where the text says either. */
export interface FlagType {
  readonly kind: 'flag';
}

export type ValueType = WholeType | MeasureType | ChoiceType | FlagType;

/** The values of a value type. */
export type ValueOf<T extends ValueType> = T extends ChoiceType<infer C> ? C : T extends FlagType ? boolean : number;

/** A size in centimetres with at most one decimal (millimetres are converted). */
const CENTIMETRES: MeasureType = { kind: 'measure', max: 1000, tenths: true };

// --- the parts of a row --------------------------------------------------------

/**
 * Where a fact stands among the others. The product page, its structured
 * data, the card and the filter show the sections in the order of
 * {@link SECTIONS}; the compare table puts the niche beside the outer size
 * ({@link COMPARE_SECTIONS}); a product's search words name how it is
 * installed before what it holds ({@link SEARCH_SECTIONS}). Within a
 * section, facts keep the order of the rows.
 */
export const SECTIONS = ['holds', 'installation', 'size', 'sound', 'energy', 'placement', 'features'] as const;
export type Section = (typeof SECTIONS)[number];
export const COMPARE_SECTIONS: readonly Section[] = [
  'holds',
  'installation',
  'size',
  'placement',
  'sound',
  'energy',
  'features',
];
export const SEARCH_SECTIONS: readonly Section[] = [
  'installation',
  'holds',
  'size',
  'sound',
  'energy',
  'placement',
  'features',
];

/**
 * How the offers of one product merge a fact (src/features/offers/offers.pull.ts):
 * the value of the offer whose description the page shows, where that text
 * states it (issue 35 §5: the facts never contradict it); elsewhere the most
 * specific value (the most decimals), the first offer's among equals.
 * 'shown-unless-silent': and none at all where a text that is read claims the
 * product is silent ("helt ljudlös"), which any level would contradict.
 */
export type Merge = 'shown' | 'shown-unless-silent';

/** Rows the product page derives from a fact and shows right after it. */
export type DerivedRow = 'pricePerBottle' | 'runningCost';

/**
 * Facts shown together: the outer size and the niche, each a width, a
 * height and a depth. Where a group shows as one, its members' own rows of
 * that place are not shown.
 */
export const FACT_GROUPS = {
  /**
   * The outer size: on the page "Mått (B × H × D)" where all three are stated, else a row per side stated; on
   * cards only whole; in the compare table a row per side.
   */
  size: { label: productFacts.sizeLabel, whole: true, page: true, card: 'size', compare: null },
  /** The niche the maker asks for: one row as soon as one side is stated, "–" for the others (issue 21, 35 §8). */
  niche: {
    label: productFacts.nicheLabel,
    whole: false,
    page: true,
    card: null,
    compare: { row: 'niche', best: null, decides: true },
  },
} as const satisfies Readonly<Record<string, GroupRow>>;
export type GroupName = keyof typeof FACT_GROUPS;

export interface GroupRow {
  readonly label: string;
  /** Shown as one only where every member is stated; otherwise as one where any is. */
  readonly whole: boolean;
  /** One row of the product page. */
  readonly page: boolean;
  /** One part of the card's facts line, where every member is stated: its `card.factParts` copy; null: none. */
  readonly card: CardPart | null;
  /** One row of the compare table, or null where its members have rows of their own. */
  readonly compare: ComparePart | null;
}

/** A part of the card's facts line: the name of its `card.factParts` copy (src/copy/listing.ts). */
export type CardPart = keyof typeof cardCopy.factParts;

/** A row of the compare table (src/features/compare/compare-data.browser.ts). */
export interface ComparePart {
  /** The row's key in the table and its shard files (its `data-row`). */
  readonly row: string;
  /** 'lowest': the lowest value is plainly the best for a buyer, marked "Lägst" (issue 22). */
  readonly best: 'lowest' | null;
  /** The row decides a purchase: only such rows carry the "≠" marker (issue 22). */
  readonly decides: boolean;
}

/**
 * A filter of a listing (src/features/listing-filter/): 'range' two number
 * fields (from, to); 'exact' a group of radio buttons, one per stated value;
 * 'max' a select of upper limits ("Högst 82 cm"), the listing's own values
 * where `steps` is null; 'atLeast' a select of choices, each meaning that
 * one or a better one (the choices are listed best first).
 */
export type Facet<V = unknown> = FacetParts<V> & {
  /** What of a buyer's query this filter answers (src/features/search/query-listing.browser.ts), if anything. */
  readonly query?: QueryAsk;
};

/**
 * What a buyer's query may ask of a fact, as the query reader reads it
 * (src/features/search/query-reader.browser.ts): the filter of the fact
 * whose row names it answers that part of the query.
 */
export type QueryAsk =
  | 'installation'
  | 'bottles'
  | 'zones'
  | 'width'
  | 'height'
  | 'depth'
  | 'noise'
  | 'energy'
  | 'lock'
  | 'glass-door'
  | 'uv-glass'
  | 'wood'
  | 'reversible-door';

type FacetParts<V> =
  | {
      readonly kind: 'range';
      readonly param: string;
      readonly label: string;
      readonly minLabel: string;
      readonly maxLabel: string;
    }
  | {
      readonly kind: 'exact' | 'atLeast';
      readonly param: string;
      readonly label: string;
      readonly any: string;
      readonly option: (value: V) => string;
    }
  | {
      readonly kind: 'max';
      readonly param: string;
      readonly label: string;
      readonly any: string;
      readonly option: (value: number) => string;
      readonly steps: readonly number[] | null;
    };
export type FacetKind = Facet['kind'];

/**
 * Noise levels (dB) a "highest noise" option may name: every whole decibel
 * where coolers are (makers state 33, 35, 37 as often as even levels, and a
 * buyer's "33 dB" must select exactly those at most 33, issue 38 §1), then
 * coarser. A listing offers only the steps that narrow it.
 */
export const NOISE_STEPS: readonly number[] = [...Array.from({ length: 26 }, (_, i) => 25 + i), 55, 60];

/**
 * How the structured data states a fact (src/render/jsonld.ts): schema.org's
 * own property as a QuantitativeValue ('quantity'); the EU energy label's
 * class ('euEnergyClass'); else a PropertyValue of additionalProperty named
 * by the label ('property'). Unit codes are UN/CEFACT's.
 */
export type JsonLdPart =
  | { readonly kind: 'quantity'; readonly property: string; readonly unitCode: string }
  | { readonly kind: 'euEnergyClass' }
  | { readonly kind: 'property'; readonly unitCode?: string };

/** One product fact. */
export interface FactRow<T extends ValueType = ValueType> {
  /** What the product's field holds; the product schema is built from it. */
  readonly value: T;
  /**
   * What the category's name states by definition, where the product's text
   * states nothing (issue 22): the product then has a field `{key}_source`
   * saying where the value comes from ("text" or "category"), and shows it.
   */
  readonly fromCategory?: (categorySlug: string) => ValueOf<T> | null;
  /** How the offers' values merge into the product's. */
  readonly merge: Merge;
  /** The label a visitor reads (page, compare table, structured data). */
  readonly label: string;
  /** The value as read, from the number formatted the Swedish way ("38 dB"); absent: the bare number. */
  readonly unit?: (formatted: string) => string;
  /** What a stated 0 reads as, where 0 says something of its own. */
  readonly zero?: string;
  /** The words of a choice's values, by value; absent: the value as it is (an energy class letter). */
  readonly labels?: ReadonlyMap<string, string>;
  /** Where it stands among the others (`SECTIONS`). */
  readonly section: Section;
  /** The group it is shown in, where it is one of a width, a height and a depth. */
  readonly group?: GroupName;
  /** On the product page: its own row (in a group: where the group shows member by member), and rows that follow from it. */
  readonly page: { readonly followedBy?: DerivedRow } | null;
  /** Its own row of the compare table (a group's member may have its group's instead). */
  readonly compare: ComparePart | null;
  /**
   * On the card: carried in its data (a card chunk's tuple), and its own part of the facts line, if it has one
   * (its value formatted the Swedish way, in its `card.factParts` copy).
   */
  readonly card: { readonly line: CardPart | null } | null;
  /** In a listing's data file: the column's name, and the filter offered on it, if any. */
  readonly listing: { readonly column: string; readonly facet: Facet<ValueOf<T>> | null } | null;
  /** How the product's structured data states it. */
  readonly jsonLd: JsonLdPart | null;
  /**
   * The word a visitor types for it, for the query reader to come ("40
   * flaskor"), and the words of a value the product's search record carries.
   */
  readonly search: {
    readonly keyword: string;
    /** The words of each value (the map is keyed by value; copy cannot name the value types). */
    readonly words?: ReadonlyMap<string | number | boolean, readonly string[]>;
    /** The words of a value `words` does not list. */
    readonly otherwise?: readonly string[];
  } | null;
}

/**
 * A row, its value type inferred (choices keep their literal values), and
 * whether a category may state it kept in its type (the `{key}_source` field).
 */
const fact = <const T extends ValueType, const R extends FactRow<T>>(row: R & FactRow<T>): R => row;

/** What tells one yes-or-no feature of a cooler from another (issue 38 §1): its words and where it stands. */
interface FeatureParts<Row extends string, Column extends string> {
  readonly label: string;
  /** Its compare row's name. */
  readonly compareRow: Row;
  /** Its column in a listing's data file. */
  readonly column: Column;
  /** Its filter's query parameter (`?las=1`). */
  readonly param: string;
  /** The part of a buyer's query its filter answers. */
  readonly query: QueryAsk;
  readonly keyword: string;
}

/**
 * A yes-or-no feature's row: shown on the product page and compared (never
 * deciding a purchase, no "best"), filtered with radio buttons "Alla",
 * "Ja", "Nej" (only the values the listing's products state), stated in the
 * structured data; no card part.
 */
const feature = <const Row extends string, const Column extends string>(parts: FeatureParts<Row, Column>) =>
  fact({
    value: { kind: 'flag' },
    merge: 'shown',
    label: parts.label,
    section: 'features',
    page: {},
    compare: { row: parts.compareRow, best: null, decides: false },
    card: null,
    listing: {
      column: parts.column,
      facet: {
        kind: 'exact',
        param: parts.param,
        query: parts.query,
        label: parts.label,
        any: listing.any,
        option: (value: boolean) => (value ? productFacts.yes : productFacts.no),
      },
    },
    jsonLd: { kind: 'property' },
    search: { keyword: parts.keyword },
  });

// --- the facts -------------------------------------------------------------------

const DECLARED = {
  /** Bottle capacity stated in the name or description, when present. */
  capacity: fact({
    value: { kind: 'whole' },
    merge: 'shown',
    label: productFacts.capacityLabel,
    section: 'holds',
    page: { followedBy: 'pricePerBottle' },
    compare: { row: 'capacity', best: null, decides: true },
    card: { line: 'bottles' },
    listing: {
      column: 'cap',
      facet: {
        kind: 'range',
        param: 'flaskor',
        query: 'bottles',
        label: listing.bottlesLabel,
        minLabel: listing.minBottlesLabel,
        maxLabel: listing.maxBottlesLabel,
      },
    },
    jsonLd: { kind: 'property' },
    search: { keyword: factWords.bottles },
  }),
  /** Number of temperature zones stated in the name or description, when present. */
  temperature_zones: fact({
    value: { kind: 'whole' },
    merge: 'shown',
    label: productFacts.zonesLabel,
    section: 'holds',
    page: {},
    compare: { row: 'zones', best: null, decides: true },
    card: { line: 'zones' },
    listing: {
      column: 'zones',
      facet: {
        kind: 'exact',
        param: 'zoner',
        query: 'zones',
        label: listing.zonesLabel,
        any: listing.any,
        option: listing.zone,
      },
    },
    jsonLd: { kind: 'property' },
    search: { keyword: factWords.zones, words: factWords.zoneWords, otherwise: factWords.otherZones },
  }),
  /**
   * Installation type stated in the name or description; without one, the type the category's name states by
   * definition ("Fristående Vinkyl", issue 22), never guessed from any other category. Null when neither says.
   */
  installation: fact({
    value: { kind: 'choice', values: INSTALLATION_TYPES },
    fromCategory: installationOfCategory,
    merge: 'shown',
    label: productFacts.installationLabel,
    labels: productFacts.installation,
    section: 'installation',
    page: {},
    compare: { row: 'installation', best: null, decides: false },
    card: null,
    listing: {
      column: 'inst',
      facet: {
        kind: 'exact',
        param: 'installation',
        query: 'installation',
        label: listing.installationLabel,
        any: listing.any,
        option: (type) => listing.installation.get(type) ?? type,
      },
    },
    jsonLd: { kind: 'property' },
    search: { keyword: factWords.installation, words: factWords.installationWords },
  }),
  /** Outer width in cm as stated (not the niche it fits), or null. */
  width_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: productFacts.widthLabel,
    unit: productFacts.centimetres,
    section: 'size',
    group: 'size',
    page: {},
    compare: { row: 'width', best: null, decides: true },
    card: { line: null },
    listing: {
      column: 'width',
      facet: {
        kind: 'max',
        param: 'bredd',
        query: 'width',
        label: listing.widthLabel,
        any: listing.anyWidth,
        option: listing.size,
        steps: null,
      },
    },
    jsonLd: { kind: 'quantity', property: 'width', unitCode: 'CMT' },
    search: { keyword: factWords.width },
  }),
  /** Outer height in cm as stated, or null. */
  height_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: productFacts.heightLabel,
    unit: productFacts.centimetres,
    section: 'size',
    group: 'size',
    page: {},
    compare: { row: 'height', best: null, decides: true },
    card: { line: null },
    listing: {
      column: 'height',
      facet: {
        kind: 'max',
        param: 'hojd',
        query: 'height',
        label: listing.heightLabel,
        any: listing.anyHeight,
        option: listing.size,
        steps: null,
      },
    },
    jsonLd: { kind: 'quantity', property: 'height', unitCode: 'CMT' },
    search: { keyword: factWords.height },
  }),
  /** Outer depth in cm as stated, or null. */
  depth_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: productFacts.depthLabel,
    unit: productFacts.centimetres,
    section: 'size',
    group: 'size',
    page: {},
    compare: { row: 'depth', best: null, decides: true },
    card: { line: null },
    listing: {
      column: 'depth',
      facet: {
        kind: 'max',
        param: 'djup',
        query: 'depth',
        label: listing.depthLabel,
        any: listing.anyDepth,
        option: listing.size,
        steps: null,
      },
    },
    jsonLd: { kind: 'quantity', property: 'depth', unitCode: 'CMT' },
    search: { keyword: factWords.depth },
  }),
  /** Stated noise level in dB(A), or null. */
  noise_db: fact({
    value: { kind: 'measure', max: 200 },
    merge: 'shown-unless-silent',
    label: productFacts.noiseLabel,
    unit: productFacts.decibels,
    section: 'sound',
    page: {},
    compare: { row: 'noise', best: 'lowest', decides: true },
    card: { line: 'noise' },
    listing: {
      column: 'noise',
      facet: {
        kind: 'max',
        param: 'ljud',
        query: 'noise',
        label: listing.noiseLabel,
        any: listing.anyNoise,
        option: listing.noise,
        steps: NOISE_STEPS,
      },
    },
    // Decibels: UN/CEFACT 2N.
    jsonLd: { kind: 'property', unitCode: '2N' },
    search: { keyword: factWords.noise },
  }),
  /** Stated EU energy class, or null. */
  energy_class: fact({
    value: { kind: 'choice', values: ENERGY_CLASSES },
    merge: 'shown',
    label: productFacts.energyClassLabel,
    section: 'energy',
    page: {},
    compare: { row: 'energy', best: null, decides: true },
    card: { line: 'energy' },
    listing: {
      column: 'energy',
      facet: {
        kind: 'atLeast',
        param: 'energiklass',
        query: 'energy',
        label: listing.energyLabel,
        any: listing.anyEnergy,
        option: listing.energy,
      },
    },
    jsonLd: { kind: 'euEnergyClass' },
    search: { keyword: factWords.energyClass },
  }),
  /** Width of the niche the maker asks for in cm (a range's least value), as stated, or null (issue 21). */
  niche_width_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: `${productFacts.nicheWord} ${productFacts.widthLabel.toLowerCase()}`,
    unit: productFacts.centimetres,
    section: 'placement',
    group: 'niche',
    page: null,
    compare: null,
    card: null,
    listing: { column: 'nw', facet: null },
    jsonLd: { kind: 'property', unitCode: 'CMT' },
    search: { keyword: factWords.nicheWidth },
  }),
  /** Height of the niche the maker asks for in cm, or null. */
  niche_height_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: `${productFacts.nicheWord} ${productFacts.heightLabel.toLowerCase()}`,
    unit: productFacts.centimetres,
    section: 'placement',
    group: 'niche',
    page: null,
    compare: null,
    card: null,
    listing: { column: 'nh', facet: null },
    jsonLd: { kind: 'property', unitCode: 'CMT' },
    search: { keyword: factWords.nicheHeight },
  }),
  /** Depth of the niche the maker asks for in cm, or null. */
  niche_depth_cm: fact({
    value: CENTIMETRES,
    merge: 'shown',
    label: `${productFacts.nicheWord} ${productFacts.depthLabel.toLowerCase()}`,
    unit: productFacts.centimetres,
    section: 'placement',
    group: 'niche',
    page: null,
    compare: null,
    card: null,
    listing: { column: 'nd', facet: null },
    jsonLd: { kind: 'property', unitCode: 'CMT' },
    search: { keyword: factWords.nicheDepth },
  }),
  /** Ventilation space the maker asks for around the unit in cm (the largest stated; 0 where it says none is needed), or null. */
  clearance_cm: fact({
    value: { kind: 'measure', max: 100, zero: true },
    merge: 'shown',
    label: productFacts.clearanceLabel,
    unit: productFacts.clearance,
    zero: productFacts.noClearance,
    section: 'placement',
    page: {},
    compare: null,
    card: null,
    listing: { column: 'clr', facet: null },
    jsonLd: { kind: 'property', unitCode: 'CMT' },
    search: { keyword: factWords.clearance },
  }),
  /** The energy label's yearly consumption in kWh (a daily figure × 365, rounded), or null. */
  energy_kwh_year: fact({
    value: { kind: 'whole', max: 5000 },
    merge: 'shown',
    label: productFacts.energyUseLabel,
    unit: productFacts.kilowattHoursPerYear,
    section: 'energy',
    page: { followedBy: 'runningCost' },
    compare: null,
    card: { line: null },
    listing: { column: 'kwh', facet: null },
    // Kilowatt hours (a year, as the energy label states it): UN/CEFACT KWH.
    jsonLd: { kind: 'property', unitCode: 'KWH' },
    search: { keyword: factWords.energyUse },
  }),
  /** Whether the door locks ("med lås", "låsbar", "kodlås"; "utan lås"), as the name or description says, or null (issue 38 §1). */
  lockable: feature({
    label: productFacts.lockLabel,
    compareRow: 'lockable',
    column: 'lock',
    param: 'las',
    query: 'lock',
    keyword: factWords.lock,
  }),
  /** Whether the door is (mostly) glass ("glasdörr", "Dörr: Glas"; "massiv dörr"), or null. */
  glass_door: feature({
    label: productFacts.glassDoorLabel,
    compareRow: 'glassDoor',
    column: 'glass',
    param: 'glasdorr',
    query: 'glass-door',
    keyword: factWords.glassDoor,
  }),
  /** Whether the glass keeps out UV light ("UV-skyddat glas", "UV-filter"; "utan UV-skydd"), or null. */
  uv_glass: feature({
    label: productFacts.uvGlassLabel,
    compareRow: 'uvGlass',
    column: 'uv',
    param: 'uv-glas',
    query: 'uv-glass',
    keyword: factWords.uvGlass,
  }),
  /** Whether the shelves, or a rack's own body, are wood ("trähyllor", "vinställ i ek"; "Hyllmaterial: Metall"), or null. */
  wood: feature({
    label: productFacts.woodLabel,
    compareRow: 'wood',
    column: 'wood',
    param: 'tra',
    query: 'wood',
    keyword: factWords.wood,
  }),
  /** Whether the door can be hung on the other side ("vändbar dörr", "kan hängas om"; "ej vändbar"), or null. */
  reversible_door: feature({
    label: productFacts.reversibleDoorLabel,
    compareRow: 'reversibleDoor',
    column: 'rev',
    param: 'vandbar-dorr',
    query: 'reversible-door',
    keyword: factWords.reversibleDoor,
  }),
};

type Declared = typeof DECLARED;
export type FactKey = keyof Declared;
/** The value type of a fact. */
export type TypeOf<K extends FactKey> = Declared[K]['value'];
/** The values a fact takes (null: the feed does not state it). */
export type FactValue<K extends FactKey> = ValueOf<TypeOf<K>>;
/** Every fact of a product. */
export type FactValues = { readonly [K in FactKey]: FactValue<K> | null };

/** The registry, row by key. */
export const FACTS: { readonly [K in FactKey]: FactRow<TypeOf<K>> } = DECLARED;

/** Every fact's key, in the order of the rows (the product's fields in products.json). */
export const FACT_KEYS = Object.keys(DECLARED) as readonly FactKey[];

/** Facts a category's name may state: each has a `{key}_source` field beside it. */
type CategoryFactKey = {
  [K in FactKey]: Declared[K] extends { readonly fromCategory: unknown } ? K : never;
}[FactKey];
/** The fields that say where a fact's value comes from: "text" or "category". */
export type SourceKey = `${CategoryFactKey}_source`;
/** Where a category-stated fact's value comes from: the product's own name or description, or its category's name. */
export const FACT_SOURCES = ['text', 'category'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];
/** The facts a category may state, settled, each with its source. */
export type CategoryFacts = { readonly [K in CategoryFactKey]: FactValue<K> | null } & {
  readonly [S in SourceKey]: FactSource | null;
};

/** The field that says where a category-stated fact's value comes from. */
export const sourceKey = (key: FactKey): string => `${key}_source`;

/**
 * The facts a category's name may state, each with its source: what the
 * product's text states, and where it states none, what its category's name
 * states by definition (issue 22: a product in "Fristående Vinkyl" is never
 * shown without an installation); otherwise null.
 */
export function settleFacts(stated: FactValues, categorySlug: string | null): CategoryFacts {
  const settled: Record<string, FactValue<FactKey> | FactSource | null> = {};
  for (const key of FACT_KEYS) {
    const byCategory = FACTS[key].fromCategory;
    if (byCategory === undefined) continue;
    const own = stated[key];
    const fromCategory = own === null && categorySlug !== null ? byCategory(categorySlug) : null;
    settled[key] = own ?? fromCategory;
    settled[sourceKey(key)] = own !== null ? 'text' : fromCategory !== null ? 'category' : null;
  }
  return settled as CategoryFacts;
}

/** The parts of a row a fact may lack. */
export type Part = 'page' | 'compare' | 'card' | 'listing' | 'jsonLd' | 'search';
/** The keys whose row has a part. */
export type KeysWith<P extends Part> = { [K in FactKey]: Declared[K][P] extends null ? never : K }[FactKey];
/** Facts of those keys, each value or null. */
export type FactsWith<P extends Part> = { readonly [K in KeysWith<P>]: FactValue<K> | null };

/** The keys whose row has a part, in the order of the rows. */
export function factsWith<P extends Part>(part: P): KeysWith<P>[] {
  return FACT_KEYS.filter((key) => FACTS[key][part] !== null) as KeysWith<P>[];
}

type FacetOf<K extends FactKey> = Declared[K]['listing'] extends { readonly facet: infer F } ? F : null;
/** The facts a listing filters on, of a kind of filter. */
export type FacetKey<Kind extends FacetKind = FacetKind> = {
  [K in FactKey]: FacetOf<K> extends { readonly kind: Kind } ? K : never;
}[FactKey];
/** The columns of a listing's data file that hold facts. */
export type FactColumn = {
  [K in FactKey]: Declared[K]['listing'] extends { readonly column: infer C extends string } ? C : never;
}[FactKey];

/** Keys in the order of a list of sections, each section in the order of the rows. */
export function inSections<K extends FactKey>(keys: readonly K[], sections: readonly Section[] = SECTIONS): K[] {
  return sections.flatMap((section) => keys.filter((key) => FACTS[key].section === section));
}

/** The members of a group, in the order of the rows (width, height, depth). */
export function groupMembers(group: GroupName): FactKey[] {
  return FACT_KEYS.filter((key) => FACTS[key].group === group);
}

// --- a value as a visitor reads it -------------------------------------------

/** A value as the product page and the compare table show it, without its source. */
export function valueText<T extends ValueType>(row: FactRow<T>, value: ValueOf<T>): string {
  if (typeof value === 'boolean') return value ? productFacts.yes : productFacts.no;
  if (typeof value === 'string') return row.labels?.get(value) ?? value;
  if (value === 0 && row.zero !== undefined) return row.zero;
  return row.unit ? row.unit(formatDecimal(value)) : String(value);
}

/** Where a product's value of a fact comes from ("text", "category"), or null for a fact no category states. */
export function sourceOf(product: FactValues, key: FactKey): FactSource | null {
  const source = (product as FactValues & Readonly<Record<string, unknown>>)[sourceKey(key)];
  return source === 'text' || source === 'category' ? source : null;
}

/**
 * A value of a fact as the product page and the compare table show it, one
 * its category's name supplies saying so (issue 22); null where it is not stated.
 */
export function factText<K extends FactKey>(
  key: K,
  value: FactValue<K> | null,
  source: FactSource | null = null,
): string | null {
  if (value === null) return null;
  const text = valueText<TypeOf<K>>(FACTS[key], value);
  return source === 'category' ? productFacts.fromCategory(text) : text;
}

/**
 * A group's members as one text, "56 × 178 × 55 cm", a side not stated as
 * "–"; null where its rule does not show it as one (not every side stated
 * for a whole group, none for the other).
 */
export function groupText(facts: { readonly [K in FactKey]?: FactValue<K> | null }, group: GroupName): string | null {
  const values = groupMembers(group).map((key) => facts[key] ?? null);
  const stated = values.filter((value) => value !== null);
  if (stated.length === 0 || (FACT_GROUPS[group].whole && stated.length < values.length)) return null;
  const [w = '', h = '', d = ''] = values.map((value) =>
    typeof value === 'number' ? formatDecimal(value) : productFacts.unknownSize,
  );
  return productFacts.size(w, h, d);
}

/**
 * The words of a product's value of a fact its search record carries
 * ("två", "zoner", "dubbelzon"), in the order of the search's sections; none
 * for a fact whose search part gives no words.
 */
export function searchWords(facts: { readonly [K in FactKey]?: FactValue<K> | null }): string[] {
  const words: string[] = [];
  for (const key of inSections(FACT_KEYS, SEARCH_SECTIONS)) {
    const value = facts[key] ?? null;
    if (value !== null) words.push(...wordsOf(key, value));
  }
  return words;
}

function wordsOf<K extends FactKey>(key: K, value: FactValue<K>): readonly string[] {
  const search = FACTS[key].search;
  return search?.words === undefined ? [] : (search.words.get(value) ?? search.otherwise ?? []);
}

/** Every word of every fact's values: the search's "did you mean" step may correct a query to them. */
export function factVocabulary(): string[] {
  return FACT_KEYS.flatMap((key) => {
    const search: FactRow['search'] = FACTS[key].search;
    return [...(search?.words?.values() ?? [])].flat().concat(search?.otherwise ?? []);
  });
}

// --- the compare table ---------------------------------------------------------------

type RowOf<C, Where> = C extends { readonly row: infer R extends string } & Where ? R : never;
type RowsWhere<Where> =
  | { [K in FactKey]: RowOf<Declared[K]['compare'], Where> }[FactKey]
  | { [G in GroupName]: RowOf<(typeof FACT_GROUPS)[G]['compare'], Where> }[GroupName];
/** The keys of the compare table's fact rows. */
export type FactCompareRow = RowsWhere<unknown>;
/** Those where the lowest value is best. */
export type LowestFactRow = RowsWhere<{ readonly best: 'lowest' }>;
/** Those that decide a purchase. */
export type DecisionFactRow = RowsWhere<{ readonly decides: true }>;

/** A row of the compare table the registry gives: a fact's own (`key`), or a group's. */
export type CompareFactRow = { readonly part: ComparePart; readonly label: string } & (
  | { readonly key: FactKey; readonly group: null }
  | { readonly key: null; readonly group: GroupName }
);

/** The compare table's rows of facts, in its order (a group's row where its first member stands). */
export function compareFactRows(): CompareFactRow[] {
  const rows: CompareFactRow[] = [];
  const seen = new Set<GroupName>();
  for (const key of inSections(FACT_KEYS, COMPARE_SECTIONS)) {
    const fact: FactRow = FACTS[key];
    if (fact.compare !== null) rows.push({ part: fact.compare, key, group: null, label: fact.label });
    const group = fact.group;
    if (group === undefined || seen.has(group)) continue;
    seen.add(group);
    const part = FACT_GROUPS[group].compare;
    if (part !== null) rows.push({ part, key: null, group, label: FACT_GROUPS[group].label });
  }
  return rows;
}

/**
 * The registry as constants of the browser's code: what cards and the
 * listing filter know of the facts ({@link browserFacts}), and the compare
 * table's fact rows (all of them, those where the lowest is best, those that
 * decide a purchase), so the compare page's script needs no import and
 * Astro inlines it (src/features/compare/compare-data.browser.ts). The build
 * defines them (astro.config.ts `define`), the tests set them as globals
 * (tests/support/fact-globals.ts).
 */
export function browserFactDefines(): Record<string, string> {
  const rows = compareFactRows();
  const keys = (wanted: (part: ComparePart) => boolean) =>
    JSON.stringify(rows.filter((row) => wanted(row.part)).map((row) => row.part.row));
  return {
    __FACTS__: JSON.stringify(browserFacts()),
    __FACT_COMPARE_ROWS__: keys(() => true),
    __FACT_LOWEST_ROWS__: keys((part) => part.best === 'lowest'),
    __FACT_DECISION_ROWS__: keys((part) => part.decides),
  };
}

// --- what browser code knows ----------------------------------------------------------

/** A value type as browser code reads it (a listing's columns, a card's tuple): its kind, a choice's values, whether 0 is a value. */
export type BrowserType =
  | { readonly kind: 'whole' | 'flag' }
  | { readonly kind: 'measure'; readonly zero?: boolean }
  | { readonly kind: 'choice'; readonly values: readonly string[] };

/** A fact as browser code knows it: the parts of its row the cards and the listing filter read, as data. */
export interface BrowserFact {
  readonly key: FactKey;
  readonly type: BrowserType;
  /** Its column of a listing's data file, where it has one. */
  readonly column?: string;
  /** Its filter, where a listing offers one: kind, query parameter, a 'max' filter's fixed steps. */
  readonly facet?: {
    readonly kind: FacetKind;
    readonly param: string;
    readonly steps?: readonly number[];
    readonly query?: QueryAsk;
  };
  /** Carried by the card (its tuple); `line`: its part of the facts line, where it has one of its own. */
  readonly card?: { readonly line?: CardPart };
}

/** The facts as browser code knows them. */
export interface BrowserFacts {
  /** The facts cards or listings carry, in the order of the rows. */
  readonly facts: readonly BrowserFact[];
  /** The card's facts line in the order of the sections: each part's facts (a group's members) and copy. */
  readonly cardLine: readonly { readonly keys: readonly FactKey[]; readonly part: CardPart }[];
}

function browserType(type: ValueType): BrowserType {
  switch (type.kind) {
    case 'choice':
      return { kind: 'choice', values: type.values };
    case 'measure':
      return type.zero ? { kind: 'measure', zero: true } : { kind: 'measure' };
    default:
      return { kind: type.kind };
  }
}

/**
 * The registry's browser-facing parts, as data (issue 37 §1): the card and
 * the listing filter read a fact's value type, column, filter and card
 * part, never its labels, page, compare or structured-data parts, so the
 * rows themselves stay out of the browser's code. The build defines it as
 * `__FACTS__` (astro.config.ts, src/client/facts.ts).
 */
export function browserFacts(): BrowserFacts {
  const facts = FACT_KEYS.flatMap((key): BrowserFact[] => {
    const row: FactRow = FACTS[key];
    if (row.listing === null && row.card === null) return [];
    const facet = row.listing?.facet ?? null;
    return [
      {
        key,
        type: browserType(row.value),
        ...(row.listing ? { column: row.listing.column } : {}),
        ...(facet
          ? {
              facet: {
                kind: facet.kind,
                param: facet.param,
                ...(facet.kind === 'max' && facet.steps !== null ? { steps: facet.steps } : {}),
                ...(facet.query === undefined ? {} : { query: facet.query }),
              },
            }
          : {}),
        ...(row.card ? { card: row.card.line === null ? {} : { line: row.card.line } } : {}),
      },
    ];
  });
  const cardLine: { keys: FactKey[]; part: CardPart }[] = [];
  const groups = new Set<GroupName>();
  for (const key of inSections(FACT_KEYS.filter((fact) => FACTS[fact].card !== null))) {
    const row: FactRow = FACTS[key];
    const group = row.group;
    if (group !== undefined && FACT_GROUPS[group].card !== null && !groups.has(group)) {
      groups.add(group);
      cardLine.push({ keys: groupMembers(group), part: FACT_GROUPS[group].card });
    }
    if (row.card?.line) cardLine.push({ keys: [key], part: row.card.line });
  }
  return { facts, cardLine };
}
