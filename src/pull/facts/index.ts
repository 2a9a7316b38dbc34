import type { EnergyClass, Installation } from '../../shared/product-facts';
import { capacityIn } from './capacity';
import { factClauses } from './clauses';
import { clearanceIn } from './clearance';
import { sizesIn } from './dimensions';
import { energyIn } from './energy-class';
import { energyUseIn } from './energy-use';
import { installationIn } from './installation';
import { noiseIn, silenceIn } from './noise';
import { zonesIn } from './zones';

export { readCapacity } from './capacity';
export { factClauses, MAX_CLAUSE_LENGTH, negativeAmounts } from './clauses';
export { readClearance } from './clearance';
export { type Dimensions, readDimensions } from './dimensions';
export { readEnergyClass } from './energy-class';
export { readEnergyUse } from './energy-use';
export { readInstallation } from './installation';
export { claimsSilence, levelBesideSilence, readNoise } from './noise';
export { readTemperatureZones } from './zones';

/**
 * Facts a real feed states only in prose and spec lists (issue 12 §1): bottles,
 * temperature zones, installation, outer size, noise and energy class; and
 * (issue 21) the niche the maker asks for, the ventilation clearance and the
 * yearly energy use. They
 * are read from the name first (most specific), then the description; a fact
 * that neither states is null: nothing is guessed from the category.
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
 * of clauses.ts with the shared pieces of scan.ts; this module puts them
 * together, name first.
 */

export interface ProductFacts {
  readonly capacity: number | null;
  readonly temperature_zones: number | null;
  readonly installation: Installation | null;
  readonly width_cm: number | null;
  readonly height_cm: number | null;
  readonly depth_cm: number | null;
  readonly noise_db: number | null;
  readonly energy_class: EnergyClass | null;
  /** The niche the maker asks for (a range's least value), cm. */
  readonly niche_width_cm: number | null;
  readonly niche_height_cm: number | null;
  readonly niche_depth_cm: number | null;
  /** The ventilation space asked for around a free-standing unit (the largest stated), cm. */
  readonly clearance_cm: number | null;
  /** The energy label's yearly consumption, kWh (a daily figure × 365, rounded). */
  readonly energy_kwh_year: number | null;
}

/**
 * What one text states: the facts, a niche size that names no axis (settled by the
 * installation), and whether it claims silence (no noise level then, from either text).
 */
interface TextFacts extends ProductFacts {
  readonly niche_unnamed_cm: number | null;
  readonly silent: boolean;
}

/** The facts one text (a name or a description) states on its own. */
function factsOfText(text: string): TextFacts {
  const clauses = factClauses(text);
  const sizes = sizesIn(clauses);
  return {
    capacity: capacityIn(clauses),
    temperature_zones: zonesIn(clauses),
    installation: installationIn(clauses),
    width_cm: sizes.outer.get('width')?.value ?? null,
    height_cm: sizes.outer.get('height')?.value ?? null,
    depth_cm: sizes.outer.get('depth')?.value ?? null,
    noise_db: noiseIn(clauses),
    energy_class: energyIn(clauses),
    niche_width_cm: sizes.niche.get('width')?.value ?? null,
    niche_height_cm: sizes.niche.get('height')?.value ?? null,
    niche_depth_cm: sizes.niche.get('depth')?.value ?? null,
    clearance_cm: clearanceIn(clauses),
    energy_kwh_year: energyUseIn(clauses),
    niche_unnamed_cm: sizes.nicheUnnamed?.value ?? null,
    silent: silenceIn(clauses),
  };
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
  const installation = fromName.installation ?? fromDescription.installation;
  // "nisch 88 cm": an integrated unit's niche is named by its height, any other's by its width.
  const unnamed = fromName.niche_unnamed_cm ?? fromDescription.niche_unnamed_cm;
  const unnamedAxis = unnamed === null ? null : installation === 'integrerbar' ? 'height' : 'width';
  return {
    capacity: fromName.capacity ?? fromDescription.capacity,
    temperature_zones: fromName.temperature_zones ?? fromDescription.temperature_zones,
    installation,
    width_cm: fromName.width_cm ?? fromDescription.width_cm,
    height_cm: fromName.height_cm ?? fromDescription.height_cm,
    depth_cm: fromName.depth_cm ?? fromDescription.depth_cm,
    // A level beside "helt ljudlös" in the other text would contradict it (issue 35 §5).
    noise_db: fromName.silent || fromDescription.silent ? null : (fromName.noise_db ?? fromDescription.noise_db),
    energy_class: fromName.energy_class ?? fromDescription.energy_class,
    niche_width_cm:
      fromName.niche_width_cm ?? fromDescription.niche_width_cm ?? (unnamedAxis === 'width' ? unnamed : null),
    niche_height_cm:
      fromName.niche_height_cm ?? fromDescription.niche_height_cm ?? (unnamedAxis === 'height' ? unnamed : null),
    niche_depth_cm: fromName.niche_depth_cm ?? fromDescription.niche_depth_cm,
    clearance_cm: fromName.clearance_cm ?? fromDescription.clearance_cm,
    energy_kwh_year: fromName.energy_kwh_year ?? fromDescription.energy_kwh_year,
  };
}
