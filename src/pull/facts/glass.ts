import { nameFirst, textsOf } from './clauses';
import { flagIn, type Statement } from './flags';
import { after, before, L, R } from './scan';

function rx(source: string, flags = 'giu'): RegExp {
  return new RegExp(source, flags);
}

// ------------------------------------------------------------- glass door

/** A door or front, in the feeds' languages; a compound's head ("innerdörr", "vinkällardörr") counts. */
const DOOR_NOUN =
  '(?:dörr|dörren|dörrar|dörrarna|dorr|dorren|dør|døren|døra|låge|lågen|door|doors|tür|türe|front|fronten)';
/** A door's label in a spec list: "Dörr:", "Dörrtyp:", "Door type:", "Tür:". */
const DOOR_LABEL =
  '(?:dörr|dörren|dörrtyp|dörrmaterial|dörrens material|innerdörr|front|dorr|door|door type|door material|dør|døren|dørtype|låge|lågen|tür|türtyp)';
/** A word that ends in glass ("glas", "trippelglas", "isolerglas", "glass"), but not a glass one drinks from ("vinglas"). */
const GLASS_WORD = `(?!(?:vin|öl|dricks|champagne|cocktail|whisky|snaps|wine|beer|drinking|cognacs?)glas)\\p{L}{0,14}?glas{1,2}${R}`;
/** A word with glass in it: "glas", "glass", "Isolierglas", "glasdörr". */
const GLASS_WORD_START = '\\p{L}{0,14}?glas\\p{L}{0,8}';
/** What a door that is not glass is made of. */
const OTHER_DOOR_MATERIAL =
  '(?:massiv|massive|solid|heldörr|rostfritt stål|rostfri|stål|plåt|borstat stål|stainless steel|steel|metall|metal|edelstahl|stahl|blech|vollholz|massivholz|holz|ek|trä|wood)';
/** "… och glas", "… med isolerglas": a door of that and glass is not one without glass. */
const AND_GLASS_AFTER = rx(`^ (?:och|med|and|with|und|mit|og|&)(?: [\\p{L}-]+)? ${GLASS_WORD}`, 'iu');

const GLASS_DOOR: readonly Statement[] = [
  // "glasdörr", "helglasdörren", "glas-dörr", "glas dörr", "glasfront", "glass door", "Glastür", "glassdør".
  {
    pattern: rx(`${L}\\p{L}{0,12}?glas{1,2}[- ]?(?:d[öo]rr|dør|door|t[üu]r|front|låge)\\p{L}*${R}`),
    says: true,
  },
  // "dörr i härdat glas", "dörr av trippelglas", "dörren har UV-skyddat, tonat glas", "door in tempered glass",
  // "dörr i rostfritt stål utan glas".
  {
    pattern: rx(
      `${L}\\p{L}{0,14}?${DOOR_NOUN}(?: (?:till|för|to|for|til|zum|zur) [\\p{L}-]+)?(?: (?:är|er|is|ist|are))?(?: (?:helt|gjord|tillverkad|made|entirely|ganz))? (i|av|of|in|aus|af|med|har|with|has|mit|hat|utan|uden|uten|without|ohne)((?: [\\p{L},-]+){0,3}?) ${GLASS_WORD}`,
    ),
    says: true,
    own: (match) =>
      /^(?:utan|uden|uten|without|ohne)$/iu.test(match[1] ?? '') || /utan|uden|uten|without|ohne/iu.test(match[2] ?? '')
        ? false
        : undefined,
  },
  // "glaset i dörren", "UV-filtrerade glas i dörren".
  { pattern: rx(`${L}(?:glas|glaset|glass|glasset) i (?:dörren|dörr|dörrarna|døren|døra)${R}`), says: true },
  // "dubbelglasad dörr", "triple-glazed door".
  {
    pattern: rx(`${L}(?:dubbel|trippel|tredubbel|double|triple)[- ]?gla[sz]\\p{L}* (?:[\\p{L}-]+ )?${DOOR_NOUN}${R}`),
    says: true,
  },
  // "Dörr: Glas", "Dörr: tonat glas med UV-skydd", "Door: Glass", and a table's "Dörr Helglas".
  {
    pattern: rx(`${L}${DOOR_LABEL} ?[:=] ?(?:[\\p{L}-]+,? ){0,3}?${GLASS_WORD}`),
    says: true,
  },
  { pattern: rx(`^${DOOR_LABEL} (?:[\\p{L}-]+,? ){0,3}?${GLASS_WORD}`), says: true },
  // "massiv dörr", "den massiva dörren", "solid insulated door", "massiv front", "heltäckt dörr", "heltett dør",
  // "Massive Tür", "massiv ekdörr".
  {
    pattern: rx(
      `${L}(?:massiv|massiva|massivt|solid|solida|heltäckande|heltäckt|heltäckta|helsluten|heltett|massive|massiven)(?: [\\p{L}-]+)? \\p{L}{0,12}?${DOOR_NOUN}${R}`,
    ),
    says: false,
    void: (clause, match) => AND_GLASS_AFTER.test(after(clause, match, 40)),
  },
  // "Dörren är solid", "the door is solid".
  { pattern: rx(`${L}(?:dörren|door|døren|tür) (?:är|er|is|ist) (?:helt )?(?:massiv|solid|massive)${R}`), says: false },
  { pattern: rx(`${L}(?:heldörr|heldörren|volltür|volltüre)${R}`), says: false },
  // A door named by a material that is not glass: "plåtdörr", "ståldörren", "trädörr", "Stahltür".
  {
    pattern: rx(
      `${L}(?:plåt|stål|metall|trä|rostfri|aluminium|stål|træ|metal|stahl|holz|blech)(?:dörr|dörren|dør|døren|tür|türe)${R}`,
    ),
    says: false,
    void: (clause, match) => AND_GLASS_AFTER.test(after(clause, match, 40)),
  },
  // "Dörr: Massiv", "Dörr: Rostfritt stål", "Door: Stainless steel", and a table's "Dörrtyp Massiv".
  {
    pattern: rx(`${L}${DOOR_LABEL} ?[:=] ?${OTHER_DOOR_MATERIAL}${R}`),
    says: false,
    void: (clause, match) => AND_GLASS_AFTER.test(after(clause, match, 40)),
  },
  {
    pattern: rx(`^${DOOR_LABEL} ${OTHER_DOOR_MATERIAL}${R}`),
    says: false,
    void: (clause, match) => AND_GLASS_AFTER.test(after(clause, match, 40)),
  },
  // "dörr i rostfritt stål", "dörr i ek", "door of brushed steel" (not "… och glas"; a "front i ek" may be a shelf's).
  {
    pattern: rx(
      `${L}\\p{L}{0,14}?(?:dörr|dörren|dörrar|dörrarna|dorr|dorren|dør|døren|døra|door|doors|tür|türe) (?:är |is )?(?:helt )?(?:i|av|of|in|aus) (?:(?:borstat|borstad|rostfritt|rostfri|svart|svartlackerad|vit|massiv|massivt|stainless|solid|brushed|black)\\p{L}* )?(?:stål|plåt|ek|trä|furu|metall|aluminium|steel|oak|wood|metal)${R}`,
    ),
    says: false,
    void: (clause, match) => AND_GLASS_AFTER.test(after(clause, match, 40)),
  },
];

const GLASS_HINT = /glas|glaz|massiv|solid|heldörr|heltäck|volltür|dörr|dorr|door|dør|tür|front/iu;

export function glassDoorIn(all: readonly string[]): boolean | null {
  return flagIn(all, GLASS_HINT, GLASS_DOOR);
}

// --------------------------------------------------------------- UV glass

/** "UV-skyddat", "UV skydd", "uvskyddat", "UV-filter", "UV-glas", "UV-beskyttet", "UV-Schutz", "UV protection", "anti-UV". */
/**
 * "UV-skyddat", "UV skydd", "uvskyddat", "UV-filter", "UV-glas", "UV-behandlat", "UV-beskyttet", "UV-Schutz",
 * "UV protection", "anti-UV", and "UV-beständigt glas", "UV-resistant glass" (of a glass, resistant means
 * protective; "UV-beständig plast" is not). The glass noun after it goes with it, so "UV-skyddat glas: Nej"
 * reads its answer.
 */
const UV_WORD = rx(
  `${L}(?:uv[- ]?(?:skydd\\p{L}*|filter\\p{L}*|filtrer\\p{L}*|block\\p{L}*|glas\\p{L}*|beskytt\\p{L}*|beskyt\\p{L}*|behandl\\p{L}*|belagd\\p{L}*|beläggning\\p{L}*|schutz\\p{L}*|geschützt\\p{L}*|protect\\p{L}*|filtering|filtered|coated|coating|treated|reflekter\\p{L}*|(?:resistant|beständig\\p{L}*|bestandig\\p{L}*)(?: [\\p{L}-]+)? ${GLASS_WORD_START})|anti[- ]?uv)(?: (?:glas|glaset|glass|dörr|door|dør|tür))?${R}`,
);
/** "skyddar mot UV-ljus", "filtrerar bort UV-strålning", "skyddar vinet helt mot solens UV-strålar", "protects against UV". */
const UV_VERB = rx(
  `${L}(?:skyddar|skyddas|filtrerar(?: bort)?|filtreras|reducerar|blockerar|stänger ute|protects?|blocks?|filters?(?: out)?|beskytter|beskytte|schützt)(?: [\\p{L}-]+){0,3}? (?:mot |against |vor |mod |from )?(?:solens |skadlig |skadliga |skadligt |harmful |the sun's )?uv(?:[- ](?:ljus|ljuset|strålar|strålarna|strålning|strålningen|light|rays|radiation|stråling|lys|strahlung))?${R}`,
);
/** "skyddar inte mot UV-ljus": the negation inside the verb phrase turns it. */
const negatedVerb = (match: RegExpExecArray): false | undefined =>
  /(?:^| )(?:inte|ej|icke|not|ikke|nicht)(?= )/iu.test(match[0]) ? false : undefined;
/** A solid door: where it keeps the light out, no glass does. */
const SOLID_DOOR = rx(
  `${L}(?:(?:massiv|solid|heltäckande|massive)\\p{L}{0,4} (?:[\\p{L}-]+ )?\\p{L}{0,12}?${DOOR_NOUN}|heldörr|volltür|(?:dörr|door)\\p{L}{0,4} (?:är|is) (?:massiv|solid)|${DOOR_LABEL} ?[:=]? ?(?:massiv|solid))`,
  'iu',
);
const GLASS = /glas/iu;

/** UV protection beside a solid door, and no glass in sight: it is the door's, not a glass's. */
function solidDoorNear(clause: string, match: RegExpExecArray): boolean {
  const near = `${before(clause, match, 80)} ${after(clause, match, 60)}`;
  return SOLID_DOOR.test(near) && !GLASS.test(near);
}

const UV_GLASS: readonly Statement[] = [
  { pattern: UV_WORD, says: true, void: solidDoorNear },
  { pattern: UV_VERB, says: true, own: negatedVerb, void: solidDoorNear },
];

export function uvGlassIn(all: readonly string[]): boolean | null {
  return flagIn(all, /uv/iu, UV_GLASS);
}

/** Whether the door is glass, as stated: "glasdörr", "Dörr: Glas" yes, "massiv dörr", "Glasdörr: Nej" no. */
export function readGlassDoor(name: string, description: string): boolean | null {
  return nameFirst(textsOf(name, description), glassDoorIn);
}

/** Whether the glass protects against UV light, as stated: "UV-skyddat glas" yes, "utan UV-skydd" no. */
export function readUvGlass(name: string, description: string): boolean | null {
  return nameFirst(textsOf(name, description), uvGlassIn);
}
