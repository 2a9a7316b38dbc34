import { nameFirst, textsOf } from './clauses';
import { flagIn, lastEnd, type Statement } from './flags';
import { after, before, L, R } from './scan';

function rx(source: string, flags = 'giu'): RegExp {
  return new RegExp(source, flags);
}

// -------------------------------------------------------- reversible door

/** A door noun a statement may take with it, so that "Vändbar dörr: Nej" reads its answer. */
const DOOR = '(?: (?:dörr|dörren|dörrhängning|dörrhängningen|dorr|dør|døren|door|doors|door hinge|tür))?';
/** "vändbar", "omhängbar", "reversibel", "reversible", "vendbar", "omhengslbar", "skiftbar", "växelbar"; without å, ä: "vandbar", "omhangbar". */
const REVERSIBLE_WORD = rx(
  `${L}(?:vändbar\\p{L}*|vandbar\\p{L}*|omhängbar\\p{L}*|omhangbar\\p{L}*|vendbar\\p{L}*|omhengsl\\p{L}*|omhængsl\\p{L}*|reversib\\p{L}*|skiftbar\\p{L}*|växelbar\\p{L}*|wechselbar\\p{L}* (?:türanschlag|anschlag|tür))${DOOR}${R}`,
);
/** What else turns: "vändbara hyllor", "reversible shelf", "vändbara skenor". */
const OTHER_THING =
  '(?:hylla|hyllan|hyllor|hyllorna|hylle|hyller|hylde|hylder|skena|skenor|golvplatta|platta|plattan|shelf|shelves|rack|racks|rail|rails|boden|böden|rost|roste|underlägg|bricka|flaskställ|ställ)';
const OTHER_AFTER = rx(`^ ${OTHER_THING}${R}`, 'iu');
const DOOR_SCAN = rx(
  `${L}(?:\\p{L}*dörr\\p{L}*|\\p{L}*dorr\\p{L}*|\\p{L}*dør\\p{L}*|door\\p{L}*|tür\\p{L}*|hinge\\p{L}*)`,
);
const OTHER_SCAN = rx(`${L}\\p{L}{0,12}?${OTHER_THING}${R}`);

/**
 * "Hyllorna är vändbara", "Hylla till vinkyl, reversible": the nearest thing named before is not a door
 * (unless the statement names its door itself: "wechselbarem Türanschlag").
 */
function aboutSomethingElse(clause: string, match: RegExpExecArray): boolean {
  if (OTHER_AFTER.test(after(clause, match, 20))) return true;
  DOOR_SCAN.lastIndex = 0;
  if (DOOR_SCAN.test(match[0].slice(1))) return false;
  const window = before(clause, match, 60);
  return lastEnd(window, OTHER_SCAN) > lastEnd(window, DOOR_SCAN);
}

/**
 * Verbs that hang a door the other way: "hängas om", "hänga om", "hängas höger eller vänster", Norwegian and
 * Danish "hengsles om", "hængsles om".
 */
const HANG_AGAIN = rx(
  `${L}(?:hängas om|hänga om|hangas om|hanga om|hängas (?:både )?(?:höger|vänster) (?:eller|och) (?:höger|vänster)|hängas på (?:höger|vänster|valfri) sida|hengsles om|hengsle om|hængsles om|hængsle om)${R}`,
);
/**
 * The door turns or moves to the other side: "Dörren kan vändas", "dörren går ej att vända", "Døren kan
 * vendes", "dörr som enkelt kan flyttas till vänster sida", "the door can be moved to the other side"; a
 * negation inside ("kan inte", "går ej att", "ikke") turns it.
 */
const DOOR_TURNS = rx(
  `${L}(?:\\p{L}{0,10}?(?:dörr|dörren|dörrarna|dør|døren|døra|låge|lågen)|the door|door)(?: [\\p{L}-]+){0,2}? (?:kan|går|can)(?: (?:inte|ej|ikke|ikkje|not|enkelt|easily|lätt|let))?(?: att| be)? (?:vändas|vända|vendes|vende|reversed|(?:flyttas|flyttes|moved) (?:över )?(?:till|to|til) (?:den |the )?(?:höger|vänster|andra|left|right|other|venstre|højre|høyre))${R}`,
);
/** Its hinge or opening side can change: "Dörrhängning: höger, kan ändras", "Türanschlag wechselbar", "Hengslingsside: Kan byttes", "Dørhængslet kan flyttes". */
const HINGE_CHANGES = rx(
  `${L}(?:dörrhängning\\p{L}*|dorrhangning\\p{L}*|dørhængsl\\p{L}*|dørhengsl\\p{L}*|hengsling\\p{L}*|hængsling\\p{L}*|door hinge|hinge|hinges|gångjärn\\p{L}*|türanschlag|anschlag|öppningsriktning\\p{L}*|opening direction)(?: ?[:=])?((?: [\\p{L}/,()-]+){0,4}?) \\(?(?:kan (?:ändras|skiftas|bytas|flyttas|vändas)|kan byttes|kan flyttes|kan ændres|kan endres|kan vendes|kan skiftes|kan byttes om|wechselbar|reversible|(?:är )?valbar|valfri|(?:på|on|auf) valfri sida|omhängbar|vändbar|changeable|can be (?:changed|reversed|switched|moved))${R}`,
);
/** "Du kan ändra dörrens öppningsriktning", "change the door's opening direction". */
const CHANGE_SIDE = rx(
  `${L}(?:ändra|byta|skifta|flytta|change|switch|reverse) (?:på )?(?:dörrens (?:öppningsriktning|hängning|gångjärn)|dörrhängningen|öppningsriktningen|the door'?s? (?:hinge|opening direction)|den türanschlag)${R}`,
);
/**
 * "kan monteras för öppning åt höger eller vänster", "can be fitted to open left or right", "kan monteras
 * höger- eller vänsterhängd" ("höger- och vänsterhängt utförande" is two variants, not one door that turns).
 */
const EITHER_SIDE = rx(
  `${L}(?:(?:öppning|öppnas|öppna|open|opening) (?:åt |to (?:the )?)?(?:höger|vänster|left|right) (?:eller|or) (?:höger|vänster|left|right)|(?:höger|vänster)- (?:eller|or) (?:höger|vänster)(?:hängd|hängt|hängda))${R}`,
);
/** "fast dörrhängning", "Dörrhängning: fast höger", "fixed hinge". */
const FIXED = rx(
  `${L}(?:fast dörrhängning|fixed (?:door )?hinge|(?:dörrhängning|hinge|door hinge) ?[:=] ?(?:fast|fixed))${R}`,
);

const negatedInside = (match: RegExpExecArray): false | undefined =>
  /(?:^|[ ,(])(?:inte|ej|ikke|ikkje|not|nicht|nein|nej|nei|no)(?=[ ,)]|$)/iu.test(match[1] ?? '') ? false : undefined;
const innerNegation = (match: RegExpExecArray): false | undefined =>
  /(?:^| )(?:inte|ej|ikke|ikkje|not)(?= )/iu.test(match[0]) ? false : undefined;

const STATEMENTS: readonly Statement[] = [
  { pattern: REVERSIBLE_WORD, says: true, void: aboutSomethingElse },
  { pattern: HANG_AGAIN, says: true },
  { pattern: DOOR_TURNS, says: true, own: innerNegation },
  { pattern: HINGE_CHANGES, says: true, own: negatedInside },
  { pattern: CHANGE_SIDE, says: true },
  { pattern: EITHER_SIDE, says: true },
  { pattern: FIXED, says: false },
];

const HINGE_HINT =
  /v[äa]ndbar|omh[äa]ng|vendbar|omheng|omhæng|revers|skiftbar|växelbar|wechsel|h[äa]ng|hengsl|hængsl|hinge|gångjärn|anschlag|öppning|öppna|open|v[äe]nd|flytt|moved|fast|fixed/iu;

export function reversibleDoorIn(all: readonly string[]): boolean | null {
  return flagIn(all, HINGE_HINT, STATEMENTS);
}

/** Whether the door can be hung on the other side, as stated: "vändbar dörr", "kan hängas om" yes, "ej vändbar" no. */
export function readReversibleDoor(name: string, description: string): boolean | null {
  return nameFirst(textsOf(name, description), reversibleDoorIn);
}
