/**
 * Issue 24: an island finds the native HTML it enhances inside its scope
 * (`data-island-scope`, src/client/island-scope.ts), never by ids handed to
 * it. On every kind of page of the built site, in Chromium: each client:form
 * island sits in a scope with exactly one form, and a listing's scope holds
 * one filter island and one of each part it takes over. Then, once
 * hydrated, the two search fields of a page each name their own
 * suggestions, inside their own form. (The filter driving its listing's
 * grid, page links and "more" place is tests/e2e/listing.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { loadData, routeTypes, siteUnderTest } from './browser';

const { open } = siteUnderTest();
const data = loadData();

/** What the page's client:form islands find around them, as the directive and the islands look. */
interface ScopeReport {
  readonly island: string;
  /** The scope's tag, or null when the island sits in none. */
  readonly scope: string | null;
  /** Forms that are the scope or inside it. */
  readonly forms: number;
  /** How many of each `data-part` and card template the scope holds. */
  readonly parts: Record<string, number>;
  /** client:form islands in the same scope. */
  readonly islands: number;
}

describe('issue 24: islands find their parts inside their scope', () => {
  it.each([...routeTypes(data), { name: 'search page', path: '/sok' }])(
    '$name ($path): every client:form island has one form in its scope, a listing one of each part',
    async ({ name, path }) => {
      const { page, watch } = await open(path);
      const reports = await page.evaluate((): ScopeReport[] =>
        [...document.querySelectorAll('astro-island[client="form"]')].map((island) => {
          const scope = island.closest('[data-island-scope]');
          const count = (selector: string) => scope?.querySelectorAll(selector).length ?? 0;
          const parts: Record<string, number> = {};
          for (const name of ['grid', 'more', 'pages']) parts[name] = count(`[data-part="${name}"]`);
          parts.templates = count('template[data-card-template]');
          return {
            island: JSON.parse(island.getAttribute('opts') ?? '{}').name as string,
            scope: scope?.tagName.toLowerCase() ?? null,
            forms: (scope instanceof HTMLFormElement ? 1 : 0) + count('form'),
            parts,
            islands: count('astro-island[client="form"]'),
          };
        }),
      );
      // Both search fields are on every page.
      expect(reports.filter((report) => report.island === 'SearchSuggest')).toHaveLength(2);
      for (const report of reports) {
        expect(report.scope, report.island).not.toBeNull();
        expect(report.forms, report.island).toBe(1);
        expect(report.islands, report.island).toBe(1);
        if (report.island === 'SearchSuggest') expect(report.scope).toBe('form');
        if (report.island === 'FilterBar') {
          expect(report.parts.grid).toBe(1);
          expect(report.parts.more).toBe(1);
          expect(report.parts.pages).toBeLessThanOrEqual(1);
          expect(report.parts.templates).toBe(3);
        }
      }
      // A category's and a brand's page are listings: one filter each; no other page has one.
      const listing = name.startsWith('category') || name === 'brand page';
      expect(reports.filter((report) => report.island === 'FilterBar')).toHaveLength(listing ? 1 : 0);
      expect(reports.filter((report) => report.island === 'SearchPage')).toHaveLength(path === '/sok' ? 1 : 0);
      expect(watch.errors).toEqual([]);
    },
  );

  it('each search field names its own suggestions, inside its own form', async () => {
    for (const [viewport, field] of [
      ['desktop', 'sok-sidomeny-falt'],
      ['mobile', 'sok-toppen-falt'],
    ] as const) {
      const { page, watch } = await open('/vinkyl', viewport);
      const input = page.locator(`#${field}`);
      await input.click();
      await input.pressSequentially('vinkyl', { delay: 20 });
      const list = `${field}-forslag`;
      await page.locator(`#${list} [data-search-suggestion]`).first().waitFor();
      expect(await input.getAttribute('aria-controls')).toBe(list);
      // The list is the island's own, in the field's form: not the other field's.
      expect(await page.locator(`form:has(#${field}) #${list}`).count()).toBe(1);
      expect(await page.locator('[role="listbox"][id]').count()).toBe(1);
      expect(watch.errors).toEqual([]);
    }
  });
});
