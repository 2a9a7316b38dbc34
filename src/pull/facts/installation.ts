import type { Installation } from '../../shared/product-facts';
import { nameFirst, textsOf } from './clauses';
import { after, before, L, matches, mentioning, otherProductsBefore, R } from './scan';

function rx(source: string, flags = 'iu'): RegExp {
  return new RegExp(source, flags);
}

// ----------------------------------------------------------- installation

/** How sure a statement is: a plain "under bänk" could be a free-standing cooler that fits there. */
type Strength = 'integrated' | 'builtIn' | 'freeStanding' | 'underCounter' | 'notBuiltIn';
const PRECEDENCE: readonly Strength[] = ['integrated', 'builtIn', 'freeStanding', 'underCounter', 'notBuiltIn'];
const INSTALLATION_OF: ReadonlyMap<Strength, Installation> = new Map([
  ['integrated', 'integrerbar'],
  ['builtIn', 'inbyggbar'],
  ['freeStanding', 'fristaende'],
  ['underCounter', 'inbyggbar'],
  ['notBuiltIn', 'fristaende'],
]);

/** "Installation:", "Typ av installation", "Montering:" before a bare "inbyggd" / "integrerad". */
const INSTALLATION_LABEL =
  '(?:installation|installationstyp|typ av installation|montering|monteringstyp|placering|typ) ?:?';

const INSTALLATION_RULES: readonly (readonly [Strength, RegExp])[] = [
  [
    'integrated',
    rx(
      `${L}(?:(?:hel|halv)?integrerbar\\p{L}*|${INSTALLATION_LABEL} ?(?:hel)?integrerad|helintegrerad\\p{L}*|integreras|för integrering|(?:fullt|helt) integrerad\\p{L}*|integrerad(?:e)? (?:vinkyl|vinkylen|kyl|kylen|modell|dryckeskyl|ölkyl|vinlagringsskåp|bakom|i (?:köks|hög)skåp|i (?:en )?nisch)|bakom (?:en |din |ett )?(?:(?:köks?s?|skåps|möbel|dekor)?luck(?:a|an)|(?:köks|skåps|möbel|dekor)(?:dörr|front|panel)(?:en)?|dekorpanel\\p{L}*)|köks?s?luck(?:a|an)|dekorluck(?:a|an)|dekorpanel\\p{L}*|släpdörr\\p{L}*|fast dörrteknik|dörr[ -]på[ -]dörr|fully integrated|integrated(?! (?:led|display|light|handle))|integrert|integreret)${R}`,
      'giu',
    ),
  ],
  [
    'builtIn',
    rx(
      `${L}(?:inbyggbar\\p{L}*|underbyggbar\\p{L}*|underbyggnad|underbänk\\p{L}*|för inbyggnad|(?:fristående|fritt) (?:eller|och) (?:som )?inbyggd|inbyggd (?:eller|och) fristående|${INSTALLATION_LABEL} ?inbyggd|byggs in|byggas in|bygga in|inbyggd(?:a)? (?:vinkyl|vinkylen|kyl|kylen|modell|montering)|front[ -]?ventil\\p{L}*|ventil\\p{L}* (?:sker )?(?:framåt|framtill|i fronten|via fronten|genom sockeln)|built[ -]?in|built[ -]?under|indbygning\\p{L}*|innbygg\\p{L}*)${R}`,
      'giu',
    ),
  ],
  [
    'freeStanding',
    rx(
      `${L}(?:fristående|fristaende|frittstående|fritstående|free[ -]?standing|(?:placeras|ställas|stå|står|ställs) fritt)${R}`,
      'giu',
    ),
  ],
  ['underCounter', rx(`${L}under ?(?:bänk|bänken|bänkskivan|diskbänken|arbetsbänken)${R}`, 'giu')],
];

/** "Helintegrerad: Nej", "Built-in: No": a spec list that says the product is not that. */
const NEGATION_AFTER = rx(`^ ?[:=] ?(?:nej|no|ej|nei)${R}`);
const NEGATION_BEFORE = rx(`${L}(?:ej|inte|icke|aldrig|not|utan)(?: \\p{L}+){0,2} ?$`);
/**
 * The installation of something else: "bredvid en inbyggd vinkyl", "list för
 * integrerad vinkyl", "monteringssats för inbyggnad". After a preposition it
 * counts only when a product follows ("för fristående placering" is this one).
 */
const NEXT_TO_BEFORE = rx(
  `${L}(?:bredvid|intill|ovanför|ihop med|tillsammans med|matchar|matchande|till|för) (?:en|ett|din|ditt|er)? ?$`,
);
const PART_BEFORE = rx(
  `(?:sats|kit|ram|list|galler|sockel|panel|fäste|beslag|skena|skenor|gångjärn)(?: (?:för|till))? $`,
);
const PRODUCT_NOUN = rx(`(?:vinkyl|kyl|skåp|modell)`);
const OTHER_THINGS_AFTER = rx(`^ ?(?:och \\p{L}+ )?(?:vinkylar|kylar|modeller|kylskåp|vinkylskåp|skåp|vitvaror)${R}`);

// Danish and Norwegian spell some with one letter less: "indbygning", "fritstående".
const INSTALLATION_HINT = /integr|byg|frist|frit|bänk|ventil|luck|dekor|dörr|free|built/iu;

export function installationIn(all: readonly string[]): Installation | null {
  const clauses = mentioning(all, INSTALLATION_HINT);
  const seen = new Set<Strength>();
  const forOthers = otherProductsBefore();
  for (const [strength, pattern] of INSTALLATION_RULES) {
    for (const [match, clause] of matches(clauses, pattern)) {
      const prefix = before(clause, match, 40);
      const suffix = after(clause, match, 20);
      if (PART_BEFORE.test(prefix) || OTHER_THINGS_AFTER.test(suffix)) continue;
      if (NEXT_TO_BEFORE.test(prefix) && PRODUCT_NOUN.test(match[0] + suffix)) continue;
      if (forOthers(clause, match.index)) continue;
      if (NEGATION_AFTER.test(suffix)) continue;
      if (NEGATION_BEFORE.test(prefix)) {
        // "ej för inbyggnad", "ska inte byggas in": it stands free.
        if (strength === 'builtIn' || strength === 'integrated') seen.add('notBuiltIn');
        continue;
      }
      seen.add(strength);
    }
  }
  const strongest = PRECEDENCE.find((strength) => seen.has(strength));
  return strongest === undefined ? null : (INSTALLATION_OF.get(strongest) ?? null);
}

/**
 * Installation as stated: integrated behind a door, built in (under the
 * counter, front-vented) or free-standing. A cooler that can be built in
 * and also stand free is built-in: that is what it can do that others cannot.
 */
export function readInstallation(name: string, description: string): Installation | null {
  return nameFirst(textsOf(name, description), installationIn);
}
