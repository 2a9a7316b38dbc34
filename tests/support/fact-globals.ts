/**
 * The constants the build defines for browser code from the fact registry
 * (src/shared/fact-registry.ts `browserFactDefines`: the compare table's
 * fact rows), set as globals before every test file, as the build's
 * `define` replaces them in the browser's code.
 */
import { browserFactDefines } from '../../src/shared/fact-registry';

for (const [name, value] of Object.entries(browserFactDefines())) {
  Object.defineProperty(globalThis, name, { value: JSON.parse(value), configurable: true });
}
