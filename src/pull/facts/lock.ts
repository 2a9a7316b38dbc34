import { nameFirst, textsOf } from './clauses';
import { flagIn, type Statement } from './flags';
import { after, before, L, R } from './scan';

function rx(source: string, flags = 'giu'): RegExp {
  return new RegExp(source, flags);
}

// ------------------------------------------------------------------- lock

/** A door noun a statement may take with it, so that "Låsbar dörr: Nej" reads its answer. */
const DOOR = '(?: (?:dörr|dörren|dörrar|dörrarna|dorr|dorren|dør|døren|door|doors|tür|türe))?';

/**
 * The door locks (issue 38 §1):
 * - Swedish, Norwegian and Danish: "lås" and "låset" as words of their own
 *   ("med lås", "Lås: Ja", "ett lås i dörren"), "låsbar", "aflåselig", the
 *   locks of a door ("nyckellås", "kodlås", "säkerhetslås", "dörrlås",
 *   "nøglelås", "kodelås"), "låsfunktion", and the verb "låsa"/"låsas" ("kan
 *   låsas", "går att låsa"); without å: "lasbar", "las och nyckel", "med
 *   las", "Las: Ja", "nyckellas";
 * - English: "lockable", "key lock", "door lock", "security lock", "lock and
 *   key", "with (a) lock", "no lock", "Lock: Yes". A bare "lock" is Swedish
 *   for a lid, so it is read only in these;
 * - German: "abschließbar", "verschließbar", "Türschloss", "mit/ohne/kein
 *   Schloss", "Schloss: Ja" (a bare "Schloss" is a château).
 * A lock of something else is none of these words: "knapplås", "barnlås",
 * "panellås", "magnetlås", "snäpplås", "låssats", "läser", "låst temperatur".
 */
const LOCK_WORDS = rx(
  `${L}(?:lås|låset|låsen|låsbar\\p{L}*|aflåselig\\p{L}*|afl[åa]sbar\\p{L}*|(?:nyckel|kod|siffer|sifferkods|säkerhets|dörr|cylinder|nøgle|nøkkel|kode|sikkerheds|sikkerhets)lås(?:et)?|lås(?:funktion|funktionen|anordning|system)|lasbar\\p{L}*|(?:nyckel|kod)las|las(?= och nyckel| ?[:=])|(?<=med )las|lockable|(?:key|door|security|safety|cylinder|combination) lock|lock (?:and|&) key|(?<=(?:with|without|no|a) )lock|lock(?= ?[:=] ?(?:yes|no)${R})|abschlie(?:ß|ss)bar\\p{L}*|verschlie(?:ß|ss)bar\\p{L}*|türschloss|sicherheitsschloss|(?<=(?:mit|ohne|kein|keinem) )schloss|(?<=, )schloss(?=,| und| ?$)|schloss(?= ?[:=] ?(?:ja|nein)${R}))${DOOR}${R}`,
);

/**
 * "Dörren kan låsas", "går att låsa", "dörren låses med en nyckel", "Lågen kan låses": the verb locks the
 * door, unless its subject or object is the controls or the wheels.
 */
const LOCK_VERB = rx(`${L}(?:låsas|låsa|låses|lasas|lases)${R}`);
/** What a verb locks when it is not the door: "temperaturen kan låsas", "hjulen låses". */
const NOT_THE_DOOR = rx(
  `${L}(?:temperatur|inställning|panel|knapp|display|kontroll|termostat|hjul|flask|skena|skenor)\\p{L}{0,8}(?: \\p{L}+){0,3} $`,
  'iu',
);
/** "låsa inställningarna", "låsa fast flaskorna": the verb's object is not the door. */
const NOT_THE_DOOR_AFTER = rx(
  `^ (?:fast|inställning\\p{L}*|temperatur\\p{L}*|panel\\p{L}*|knapp\\p{L}*|display\\p{L}*|kontroll\\p{L}*|hjul\\p{L}*|flask\\p{L}*)${R}`,
  'iu',
);
/** "låsbara hjul", "lockable castors": the wheels lock, not the door. */
const WHEELS_AFTER = rx(`^ (?:hjul|länkhjul|wheels|castors|hjul)${R}`, 'iu');

const STATEMENTS: readonly Statement[] = [
  {
    pattern: LOCK_WORDS,
    says: true,
    void: (clause, match) => WHEELS_AFTER.test(after(clause, match, 20)),
  },
  {
    pattern: LOCK_VERB,
    says: true,
    void: (clause, match) =>
      NOT_THE_DOOR.test(before(clause, match, 50)) || NOT_THE_DOOR_AFTER.test(after(clause, match, 30)),
  },
];

const LOCK_HINT = /l[åa]s|lock|schlo|schlie|afl[åa]s/iu;

export function lockIn(all: readonly string[]): boolean | null {
  return flagIn(all, LOCK_HINT, STATEMENTS);
}

/** Whether the door can be locked, as stated: "med lås", "låsbar", "kodlås" yes, "utan lås", "Lås: Nej" no. */
export function readLock(name: string, description: string): boolean | null {
  return nameFirst(textsOf(name, description), lockIn);
}
