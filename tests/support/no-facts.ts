/** A product stating no fact: every fact of the registry null, so a test names only the facts it checks. */
import { FACT_KEYS, type FactValues } from '../../src/shared/fact-registry';

export const NO_FACTS = Object.fromEntries(FACT_KEYS.map((key) => [key, null])) as FactValues;
