/**
 * The real dist/ within Netlify's deploy limits (scripts/lib/deploy-limits.ts,
 * the same check as the end of `npm run build` and `npm run budget`), with
 * `_redirects` far below them, and the routing function's lookup table
 * present and valid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployLimitProblems, measureDeploy } from '../../scripts/lib/deploy-limits';
import { readRedirectData } from '../../src/integrations/netlify-redirects';
import { LOOKUP_TABLE_PATH } from '../../src/routing/lookup-table';
import { parseLookupTable } from '../../src/routing/lookup-table-schema';
import { DATA, DIST } from './site';

describe('deploy limits over dist/', () => {
  it('passes, with under 1,000 _redirects rules', async () => {
    const counts = await measureDeploy(DIST);
    expect(deployLimitProblems(counts)).toEqual([]);
    expect(counts.redirectRules).toBeLessThan(1000);
  });

  it('holds the routing function’s lookup table for every product and brand of the data', () => {
    const table = parseLookupTable(readFileSync(path.join(DIST, LOOKUP_TABLE_PATH), 'utf8'));
    const data = readRedirectData(DATA);
    expect(table.slugs).toEqual(data.products.map((product) => product.slug));
    expect(table.brands).toEqual(data.brands.map((brand) => brand.slug));
    expect(table.excluded).toHaveLength(data.excludedProducts.length);
  });
});
