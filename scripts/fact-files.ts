/**
 * `npm run fact-files`: per product fact of the registry, the files that
 * declare it (its registry row, its reader, its copy), those that compute
 * with it, and the files that draw every fact from the registry
 * (scripts/lib/fact-files.ts; tests/unit/fact-registry.test.ts holds the
 * rules).
 */
import path from 'node:path';
import { FACT_KEYS } from '../src/shared/fact-registry';
import { factTable } from './lib/fact-files';

console.log(factTable(path.resolve(import.meta.dirname, '..'), FACT_KEYS));
