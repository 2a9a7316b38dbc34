/**
 * Search quality (issue 14): every query of tests/fixtures/search-queries.json
 * is searched the way a visitor does, on /sok?q=… in Chromium against the
 * built site's Pagefind index (with the page's "did you mean" step), and the
 * expected page must rank first or within the first three. The table of
 * query, expected page and rank found is printed for the closing note.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, siteUnderTest } from './browser';

interface Case {
  readonly query: string;
  /** Why the query is in the set (what it covers); documentation only. */
  readonly why?: string;
  readonly expect: string;
  readonly within: number;
}

const { queries, watch: knownMisses } = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/search-queries.json'), 'utf8'),
) as {
  queries: Case[];
  /** Known misses: printed with the table, not asserted (see the file's watch_comment). */
  watch: Case[];
};
const { open } = siteUnderTest();

describe('search quality', () => {
  it(`has at least 25 queries`, () => {
    expect(queries.length).toBeGreaterThanOrEqual(25);
  });

  it('finds the expected page for every query, first or within the first three', async () => {
    const rows: {
      query: string;
      expected: string;
      within: number;
      rank: number | null;
      first: string;
      watch: boolean;
    }[] = [];
    // The first query as a shared link, the rest typed into the page's field (one page: the index loads once).
    const [head, ...rest] = queries;
    if (!head) throw new Error('no queries');
    const { page, watch } = await open(`/sok?q=${encodeURIComponent(head.query)}`);
    for (const item of [head, ...rest, ...knownMisses]) {
      if (item !== head) {
        await page.locator('#sok-sidan-falt').fill(item.query);
        await page.locator('#sok-sidan-falt').press('Enter');
      }
      await page
        .locator(`[data-search-status="done"][data-search-for="${item.query.replaceAll('"', '\\"')}"]`)
        .waitFor({ timeout: 15_000 });
      const urls = await page
        .locator('[data-search-result]')
        .evaluateAll((items) => items.map((li) => li.getAttribute('data-search-result') ?? ''));
      const index = urls.indexOf(item.expect);
      rows.push({
        query: item.query,
        expected: item.expect,
        within: item.within,
        rank: index === -1 ? null : index + 1,
        first: urls[0] ?? '-',
        watch: knownMisses.includes(item),
      });
    }
    expect(watch.errors).toEqual([]);
    const table = [
      '| query | expected | must be within | rank found | first result |',
      '| --- | --- | ---: | ---: | --- |',
      ...rows.map(
        (r) =>
          `| ${r.query}${r.watch ? ' (known miss)' : ''} | ${r.expected} | ${r.within} | ${r.rank ?? 'not found'} | ${r.first} |`,
      ),
    ].join('\n');
    const asserted = rows.filter((r) => !r.watch);
    const passing = asserted.filter((r) => r.rank !== null && r.rank <= r.within).length;
    console.log(
      `search quality (${passing}/${asserted.length} pass, ${rows.length - asserted.length} known miss):\n${table}`,
    );
    const failing = asserted
      .filter((r) => r.rank === null || r.rank > r.within)
      .map((r) => `${r.query}: ${r.rank ?? 'not found'}`);
    expect(failing).toEqual([]);
  }, 180_000);
});
