import { FACT_KEYS, FACTS, type FactKey, type FactValue, type FactValues } from '../../shared/fact-registry';
import { capacityIn } from './capacity';
import { factClauses } from './clauses';
import { clearanceIn } from './clearance';
import { nicheSizeIn, outerSizeIn, type SizesFound, sizesIn, unnamedNicheOn } from './dimensions';
import { reversibleDoorIn } from './door-hinge';
import { energyIn } from './energy-class';
import { energyUseIn } from './energy-use';
import { glassDoorIn, uvGlassIn } from './glass';
import { installationIn } from './installation';
import { lockIn } from './lock';
import { noiseIn, silenceIn } from './noise';
import { woodIn } from './wood';
import { zonesIn } from './zones';

export { readCapacity } from './capacity';
export { factClauses, MAX_CLAUSE_LENGTH, negativeAmounts } from './clauses';
export { readClearance } from './clearance';
export { type Dimensions, readDimensions } from './dimensions';
export { readReversibleDoor } from './door-hinge';
export { readEnergyClass } from './energy-class';
export { readEnergyUse } from './energy-use';
export { readGlassDoor, readUvGlass } from './glass';
export { readInstallation } from './installation';
export { readLock } from './lock';
export { claimsSilence, levelBesideSilence, readNoise } from './noise';
export { readWood } from './wood';
export { readTemperatureZones } from './zones';

/**
 * Facts a real feed states only in prose and spec lists (issue 12 §1), one
 * per row of src/shared/fact-registry.ts: each is read from the name first
 * (most specific), then the description; a fact that neither states is
 * null: nothing is guessed from the category.
 *
 * The text is cut into clauses (HTML blocks, sentences, "Label: value" items
 * of flattened spec lists), and every rule looks only at its own clause, so a
 * niche, a shelf, another model or an accessory's target products in one
 * clause cannot lend their numbers to the product's facts in another.
 *
 * The text is untrusted, so reading it takes time linear in its length,
 * whatever it holds (issue 19): no pattern can backtrack over a run of text
 * more than a bounded number of times, no check rescans a clause for each of
 * its matches, and a clause is at most MAX_CLAUSE_LENGTH characters.
 *
 * One module per fact (capacity.ts, zones.ts, …), each reading the clauses
 * of clauses.ts with the shared pieces of scan.ts; {@link READERS} binds
 * each fact of the registry to its module, and this module puts them
 * together, name first.
 */

/** Every fact of a product, as the pull reads them. */
export type ProductFacts = FactValues;

/** One text (a name or a description) as the readers see it: cut into clauses, and its sizes read once for all six size facts. */
export interface TextReading {
  readonly clauses: readonly string[];
  readonly sizes: SizesFound;
}

/**
 * What one text states: its facts, the sizes it states (a niche size that
 * names no axis is settled by the installation), and whether it claims
 * silence (a fact merged 'shown-unless-silent' is then left out, from
 * either text).
 */
export interface TextFacts {
  readonly facts: FactValues;
  readonly sizes: SizesFound;
  readonly silent: boolean;
}

/** How the pull reads one fact. */
export interface Reader<K extends FactKey> {
  /** What one text states. */
  readonly read: (text: TextReading) => FactValue<K> | null;
  /** Where neither text states it: what the texts state without naming it, settled by the facts they do state. */
  readonly otherwise?: (name: TextFacts, description: TextFacts, stated: FactValues) => FactValue<K> | null;
}

/** "nisch 88 cm" names the height of an integrated unit's niche, the width of any other's. */
const integrated = (stated: FactValues): boolean => stated.installation === 'integrerbar';

/** The reader of every fact of the registry (its module's function): a fact without one does not compile. */
export const READERS = {
  capacity: { read: (text) => capacityIn(text.clauses) },
  temperature_zones: { read: (text) => zonesIn(text.clauses) },
  installation: { read: (text) => installationIn(text.clauses) },
  width_cm: { read: (text) => outerSizeIn(text.sizes, 'width') },
  height_cm: { read: (text) => outerSizeIn(text.sizes, 'height') },
  depth_cm: { read: (text) => outerSizeIn(text.sizes, 'depth') },
  noise_db: { read: (text) => noiseIn(text.clauses) },
  energy_class: { read: (text) => energyIn(text.clauses) },
  niche_width_cm: {
    read: (text) => nicheSizeIn(text.sizes, 'width'),
    otherwise: (name, description, stated) =>
      unnamedNicheOn('width', name.sizes, description.sizes, integrated(stated)),
  },
  niche_height_cm: {
    read: (text) => nicheSizeIn(text.sizes, 'height'),
    otherwise: (name, description, stated) =>
      unnamedNicheOn('height', name.sizes, description.sizes, integrated(stated)),
  },
  niche_depth_cm: { read: (text) => nicheSizeIn(text.sizes, 'depth') },
  clearance_cm: { read: (text) => clearanceIn(text.clauses) },
  energy_kwh_year: { read: (text) => energyUseIn(text.clauses) },
  lockable: { read: (text) => lockIn(text.clauses) },
  glass_door: { read: (text) => glassDoorIn(text.clauses) },
  uv_glass: { read: (text) => uvGlassIn(text.clauses) },
  wood: { read: (text) => woodIn(text.clauses) },
  reversible_door: { read: (text) => reversibleDoorIn(text.clauses) },
} as const satisfies { readonly [K in FactKey]: Reader<K> };

/** The facts one text (a name or a description) states on its own. */
function factsOfText(text: string): TextFacts {
  const clauses = factClauses(text);
  const reading: TextReading = { clauses, sizes: sizesIn(clauses) };
  const facts: Record<string, unknown> = {};
  for (const key of FACT_KEYS) facts[key] = READERS[key].read(reading);
  return { facts: facts as FactValues, sizes: reading.sizes, silent: silenceIn(clauses) };
}

/**
 * Descriptions already read, by their text. Catalogues repeat descriptions
 * (variants of one model; a synthetic catalogue repeats its templates), and
 * reading one costs a few hundred microseconds. Bounded: cleared when full.
 */
const descriptionFacts = new Map<string, TextFacts>();
const DESCRIPTION_CACHE_SIZE = 4096;

function factsOfDescription(description: string): TextFacts {
  const known = descriptionFacts.get(description);
  if (known !== undefined) return known;
  const facts = factsOfText(description);
  if (descriptionFacts.size >= DESCRIPTION_CACHE_SIZE) descriptionFacts.clear();
  descriptionFacts.set(description, facts);
  return facts;
}

/**
 * Forgets every description read, so the next read of one does the work
 * again: the row timer times a slow row twice, and the second run must cost
 * what the first did (src/pull/row-timer.ts).
 */
export function forgetReadDescriptions(): void {
  descriptionFacts.clear();
}

/**
 * Every fact of a product from its name and description (HTML or plain
 * text): what the name states wins, field by field, over the description.
 */
export function readProductFacts(name: string, description: string): ProductFacts {
  const fromName = factsOfText(name);
  const fromDescription = factsOfDescription(description);
  // A level beside "helt ljudlös" in the other text would contradict it (issue 35 §5).
  const silent = fromName.silent || fromDescription.silent;
  const stated: Record<string, unknown> = {};
  for (const key of FACT_KEYS) {
    const left = FACTS[key].merge === 'shown-unless-silent' && silent;
    stated[key] = left ? null : (fromName.facts[key] ?? fromDescription.facts[key]);
  }
  const facts: Record<string, unknown> = { ...stated };
  for (const key of FACT_KEYS) {
    const reader: Reader<FactKey> = READERS[key];
    if (facts[key] === null && reader.otherwise) {
      facts[key] = reader.otherwise(fromName, fromDescription, stated as FactValues);
    }
  }
  return facts as ProductFacts;
}
