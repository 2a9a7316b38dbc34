import { nameFirst, textsOf } from './clauses';
import { flagIn, type Statement } from './flags';
import { after, before, L, R } from './scan';

function rx(source: string, flags = 'giu'): RegExp {
  return new RegExp(source, flags);
}

// ------------------------------------------------------------------- wood

/**
 * A wood, in the feeds' languages: "trä", "ek", "bok", "furu", a "…trä"
 * ("ekträ", "mangoträ", "valnötsträ"), "eik", "bøg", "…træ", "oak", "beech",
 * "beechwood", "Buche", "…holz". "bok" (also a book) and "ek" are read only
 * where the statements below put them.
 */
const WOOD =
  '(?:trä|träet|tra|(?:ek|bok|teak|valnöts?|björk|körsbärs|mahogny|furu)?fan[eé]r|(?:oak|walnut|teak|beech|wood) veneer|(?:bøke|eike|furu|bjørke|valnøtt|teak|kirsebær)tre|\\p{L}{2,12}trä|\\p{L}{2,12}träet|ek|eken|bok|furu|furun|teak|akacia|valnöt|björk|lönn|mahogny|eik|bøk|bøg|træ|træet|\\p{L}{2,12}træ|bjørk|valnød|wood|oak|beech|pine|walnut|birch|acacia|mahogany|(?:beech|oak|pine|walnut|teak|acacia|birch|hard|soft|rose|rubber)wood|holz|\\p{L}{2,14}holz|buche|eiche|kiefer|nussbaum)';
/** Not a material: "i en bok", "in the oak barrel". */
const ARTICLE = `(?:en|ett|den|det|de|a|an|the|ein|eine|einem|einer|einen|et)${R}`;
/** What shelves may be made of that is not wood. */
const NOT_WOOD =
  '(?:metall|metal|krom|kromad\\p{L}*|förkromad\\p{L}*|stål|rostfri\\p{L}*|tråd|trådhyll\\p{L}*|aluminium|aluminum|plast|plastic|glas|glass|chrome|steel|wire|draht|drahtroste)';
/** The shelves, in the feeds' languages; a compound's head ("trådhyllorna") counts. */
const SHELVES =
  '(?:hyllor|hyllorna|hylla|hyllan|hyller|hyllene|hylder|hylderne|shelves|shelf|regalböden|böden|einlegeböden)';
/** A label naming the shelves' or the product's material. */
const SHELF_LABEL =
  '(?:hyllor|hyllorna|hyllmaterial|hyllornas material|material hyllor|hylder|hyller|shelves|shelf material|böden|roste|einlegeböden|regalböden)';
const MATERIAL_LABEL = `(?:${SHELF_LABEL}|material|materialer|träslag|stomme|ram|frame|body|korpus)`;

/**
 * Wood that is not the shelves or the body: a front, handle, detail, lid or
 * knob ("fronter i ek", "handtag i olivträ", "lock i ek"), and packaging
 * ("presentlåda i trä").
 */
const PART_BEFORE = rx(
  `${L}(?:\\p{L}{0,10}front\\p{L}{0,4}|handtag\\p{L}*|handle\\p{L}*|detalj\\p{L}*|details?|list|lister|listen|lock|locket|lid|knopp\\p{L}*|knob\\p{L}*|dekor\\p{L}*|inlägg\\p{L}*|presentlåda\\p{L}*|presentask\\p{L}*|förpackning\\p{L}*|låda|lådan|box|ask|asken|kartong\\p{L}*|kork\\p{L}*)(?: [\\p{L}-]+)? $`,
  'iu',
);
/** Packaging: "levereras i en låda av trä". */
const PACKED_BEFORE = rx(
  `${L}(?:levereras|levereres|leveres|förpackad|förpackas|packad|packas|delivered|supplied|packed|comes|geliefert|verpackt)${R}`,
  'iu',
);
/** Oak in wine: "lagrat i ek", "toner av ek", "aged in oak". */
const WINE_BEFORE = rx(
  `${L}(?:lagrad|lagrat|lagrats|lagras|fatlagrad\\p{L}*|smak|smaker|doft|dofter|toner|ton|inslag|arom\\p{L}*|aged|matured|fat|fatet|barrique)(?: [\\p{L}-]+)? $`,
  'iu',
);
/** A look or colour, not the wood: "i ek-look", "in oak effect", "ekfärgad" (a word of its own, never read). */
const LOOK_AFTER = rx(
  `^[- ](?:look|effect|effekt|finish|färg|färgad|färgat|imitation|dekor|mönster|style|stil|optik|colour|color|laminat|folie|foil)${R}`,
  'iu',
);
/** Wood near a statement that the shelves are something else: metal shelves with wooden fronts are neither. */
const WOODISH = rx(`trä|wood|holz|træ|${L}(?:ek|bok|furu|teak|eik|bøk|bøg|oak|beech|pine|walnut)${R}`, 'iu');

const notWood = (clause: string, match: RegExpExecArray): boolean =>
  PART_BEFORE.test(before(clause, match, 40)) ||
  PACKED_BEFORE.test(before(clause, match, 30)) ||
  WINE_BEFORE.test(before(clause, match, 40)) ||
  LOOK_AFTER.test(after(clause, match, 20));
const woodNear = (clause: string, match: RegExpExecArray): boolean =>
  WOODISH.test(`${match[0]} ${after(clause, match, 30)}`);

const WOOD_STATEMENTS: readonly Statement[] = [
  // "trähyllor", "ekhyllorna", "trästomme", "trävinställ", "trehyller", "træhylder", "Holzroste", "ekram".
  {
    pattern: rx(
      `${L}(?:trä|tra|ek|furu|teak|björk|valnöts|akacia|eik|bøke?|bøge|træ|tre|holz|buchen|eichen|kiefern)-?(?:hyll|hylder|hylde|hyller|hylle|ställ|stomm|ram|reol|rack|regal|rost|roste|böden|boden|vinställ|vinhyll|vinreol|skåp)\\p{L}*${R}`,
    ),
    says: true,
  },
  // "wooden shelves", "beech wood shelves", "beechwood racks", "oak frame".
  {
    pattern: rx(
      `${L}(?:wood|wooden|solid wood|oak|beech|beechwood|pine|walnut|teak|acacia|birch)(?: wood)? (?:shelf|shelves|shelving|racks?|frame|cabinet|body)${R}`,
    ),
    says: true,
  },
  // "i massiv ek", "hyllor av obehandlat trä", "tillverkade i bok", "in pine", "crafted from natural beech",
  // "aus Buche"; in Swedish also "i tall" (pine; English "tall" is no wood).
  {
    pattern: rx(`${L}(?:i|av|af|of|in|from|aus) (?:(?!${ARTICLE})[\\p{L}-]+ ){0,2}?${WOOD}${R}`),
    says: true,
    void: notWood,
  },
  { pattern: rx(`${L}(?:i|av) (?:(?!${ARTICLE})[\\p{L}-]+ ){0,2}?tall${R}`), says: true, void: notWood },
  // "Hyllmaterial: Bok", "Hyllor: 14 st, ek", "Material: stål, trä", "Träslag: Bok", and a table's "Hyllmaterial Bok"
  // (a value list only, so "Hyllorna har fronter i bok" is no table row).
  {
    pattern: rx(`${L}${MATERIAL_LABEL} ?[:=] ?(?:[\\p{L}\\p{N},.-]+ ){0,4}?${WOOD}${R}`),
    says: true,
    void: (clause, match) => LOOK_AFTER.test(after(clause, match, 20)),
  },
  {
    pattern: rx(`^${MATERIAL_LABEL} (?:\\p{N}+ st,? )?(?:[\\p{L}-]+, ){0,2}${WOOD}${R}`),
    says: true,
    void: (clause, match) => LOOK_AFTER.test(after(clause, match, 20)),
  },
  // A name ending in its wood: "vinställ 6 flaskor ek", "Vinreol Modul 40 teak".
  {
    pattern: rx(
      `(?<=(?:flaskor|flasker|flaschen|bottles|\\p{N}) )(?:ek|furu|teak|akacia|valnöt|björk|eik|oak|pine|walnut|beech|trä|\\p{L}{2,12}trä)$`,
    ),
    says: true,
  },
  // "utan trä", "no wood", "ohne Holz" (the negation turns it).
  {
    pattern: rx(`(?<=${L}(?:utan|inga|ingen|inget|no|without|ohne|kein|keine|uden|uten) )(?:trä|wood|holz|træ)${R}`),
    says: true,
  },
  // "Hyllmaterial: Metall", "Hyllor: 7 st i metall", "Shelves: Wire, chrome", a table's "Hyllor 6 st trådhyllor, krom".
  {
    pattern: rx(`${L}${SHELF_LABEL} ?[:=] ?(?:\\p{N}+ st,? ?(?:i )?)?(?:[\\p{L}-]+,? ){0,2}?${NOT_WOOD}${R}`),
    says: false,
    void: woodNear,
  },
  {
    pattern: rx(`^${SHELF_LABEL} (?:\\p{N}+ st,? ?(?:i )?)?(?:[\\p{L}-]+, ){0,2}${NOT_WOOD}${R}`),
    says: false,
    void: woodNear,
  },
  // "hyllorna är av metall", "trådhyllor i krom", "alla hyllor är tillverkade av aluminium", "Regalböden aus Metall".
  {
    pattern: rx(
      `${L}\\p{L}{0,10}?${SHELVES}(?: (?:är|er|are|sind))?(?: (?:tillverkade|gjorda|utförda|made|helt))? (?:i|av|af|of|in|aus) (?:(?!${ARTICLE})[\\p{L}-]+ ){0,2}?${NOT_WOOD}${R}`,
    ),
    says: false,
    void: woodNear,
  },
  // "hyllorna är förkromade".
  {
    pattern: rx(
      `${L}\\p{L}{0,10}?${SHELVES} (?:är|er|are|sind) (?:förkromade|kromade|galvaniserade|rostfria|chrome-plated|verchromt)${R}`,
    ),
    says: false,
    void: woodNear,
  },
];

/** A cheap test before the statements: a wood's name or the shelves (most clauses name neither). */
const WOOD_HINT =
  /tr[äa]|træ|trehyll|(?<![\p{L}])(?:ek|eik|tall)(?![\p{L}])|ekhyll|ekram|ekst|bok|furu|teak|björk|valn|akacia|lönn|mahogny|bøk|bøg|bjørk|fan[eé]r|wood|oak|beech|pine|walnut|birch|acacia|mahogany|holz|buche|eiche|kiefer|nussbaum|hyll|hyld|shel|böden|roste|material|träslag|stomme|ram|frame|body|korpus/iu;

export function woodIn(all: readonly string[]): boolean | null {
  return flagIn(all, WOOD_HINT, WOOD_STATEMENTS);
}

/**
 * Whether the shelves (or a rack's own body) are wood, as stated: "trähyllor",
 * "hyllor i bok", "vinställ i ek" yes; "Hyllmaterial: Metall", "inga trähyllor" no.
 */
export function readWood(name: string, description: string): boolean | null {
  return nameFirst(textsOf(name, description), woodIn);
}
