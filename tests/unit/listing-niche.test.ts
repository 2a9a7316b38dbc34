/**
 * Issue 21 §2 and §3 in the listing filter: "Passar i min nisch" (its URL
 * state, which products it leaves out, which it lists last) and the sort by
 * the ten-year cost.
 */
import { describe, expect, it } from 'vitest';
import { decodeListing, encodeListing, type ListingRow } from '../../src/features/listing-filter/listing-data.browser';
import {
  defaultState,
  FACET,
  facetsOf,
  failedFacets,
  fitGroups,
  fitOf,
  isDefaultView,
  matchingRows,
  sameState,
  sortResults,
} from '../../src/features/listing-filter/listing-filter.browser';
import {
  choicesOf,
  formValuesOf,
  isNicheField,
  queryWithChanges,
  STATE_KEYS,
} from '../../src/features/listing-filter/listing-form.browser';
import { NICHE_FIELDS, parseQuery, queryOf } from '../../src/features/listing-filter/listing-query.browser';
import { tenYearCost } from '../../src/shared/running-cost';
import { listingRow } from '../fixtures/listing-rows';

const row = (pos: number, overrides: Partial<ListingRow>): ListingRow => listingRow({ ...overrides, pos });

/** A niche of 60 × 85 × 57 cm, and what each product needs of it. */
const ROWS: readonly ListingRow[] = [
  // Built in, 59.5 × 82 × 55, no installation size stated: its outer size fits (front-vented), to be checked.
  row(0, { price: 9990, installation: 'inbyggbar', width_cm: 59.5, height_cm: 82, depth_cm: 55, energy_kwh_year: 150 }),
  // Built in, 2.5 cm too deep.
  row(1, {
    price: 8990,
    installation: 'inbyggbar',
    width_cm: 59.5,
    height_cm: 82,
    depth_cm: 59.5,
    energy_kwh_year: 120,
  }),
  // No size stated: listed last, never dropped.
  row(2, { price: 4990, energy_kwh_year: 200 }),
  // The maker's niche decides, whatever the outer size: 56 × 82 × 55.
  row(3, {
    price: 12990,
    installation: 'integrerbar',
    width_cm: 54,
    height_cm: 81,
    depth_cm: 54,
    niche_width_cm: 56,
    niche_height_cm: 82,
    niche_depth_cm: 55,
  }),
  // Free-standing, 45 × 50 × 45 with no clearance stated: + the documented default (10 each side, 30 above,
  // 10 behind) needs 65 cm of width, so it does not fit although its outer size would.
  row(4, { price: 3990, installation: 'fristaende', width_cm: 45, height_cm: 50, depth_cm: 45 }),
  // Free-standing, 40 × 50 × 45 stating 5 cm: 50 × 55 × 50.
  row(5, {
    price: 2990,
    installation: 'fristaende',
    width_cm: 40,
    height_cm: 50,
    depth_cm: 45,
    clearance_cm: 5,
    energy_kwh_year: 90,
  }),
  // Too wide, depth unknown: what is known rules it out.
  row(6, { price: 1990, installation: 'inbyggbar', width_cm: 70, height_cm: 82 }),
  // Built in, its stated niche 1 cm deeper than the visitor's: a near miss, listed with its reason (issue 35 §4).
  row(7, {
    price: 10990,
    installation: 'inbyggbar',
    width_cm: 59.5,
    height_cm: 82,
    depth_cm: 57,
    niche_width_cm: 60,
    niche_height_cm: 82,
    niche_depth_cm: 58,
  }),
];
const facets = facetsOf(ROWS, null);
const niche = { width: 60, height: 85, depth: 57 };

describe('the niche in the URL', () => {
  it('is offered where some product states what it needs in every dimension', () => {
    expect(facets.niche).toBe(true);
    expect(facetsOf([row(0, { width_cm: 60, height_cm: 82 })], null).niche).toBe(false);
    expect(facetsOf([row(0, { niche_width_cm: 56, niche_height_cm: 82, niche_depth_cm: 55 })], null).niche).toBe(true);
  });

  it('reads nisch=BxHxD and writes it back, with the other filters', () => {
    const state = parseQuery('?nisch=60x85x57&sortera=pris', facets);
    expect(state.niche).toEqual(niche);
    expect(queryOf(state, facets)).toBe('?nisch=60x85x57&sortera=pris');
    expect(parseQuery('?nisch=59,5x82x57', facets).niche).toEqual({ width: 59.5, height: 82, depth: 57 });
    expect(queryOf(parseQuery('?nisch=59,5x82x57', facets), facets)).toBe('?nisch=59.5x82x57');
  });

  it('reads the form’s three fields when submitted without JavaScript, and only all three', () => {
    expect(parseQuery('?nisch-bredd=60&nisch-hojd=85&nisch-djup=57,5', facets).niche).toEqual({
      ...niche,
      depth: 57.5,
    });
    expect(parseQuery('?nisch-bredd=60&nisch-hojd=85&nisch-djup=', facets).niche).toBeNull();
    // The joined form wins over the fields.
    expect(parseQuery('?nisch=50x50x50&nisch-bredd=60&nisch-hojd=85&nisch-djup=57', facets).niche).toEqual({
      width: 50,
      height: 50,
      depth: 50,
    });
    // Rewritten to the joined form; the fields are the listing's own, so they are not kept as foreign parameters.
    expect(queryOf(parseQuery('?nisch-bredd=60&nisch-hojd=85&nisch-djup=57', facets), facets, '?nisch-bredd=60')).toBe(
      '?nisch=60x85x57',
    );
  });

  it.each([
    ['too small', '?nisch=5x85x57'],
    ['too large', '?nisch=60x850x57'],
    ['two dimensions', '?nisch=60x85'],
    ['words', '?nisch=bred'],
  ])('ignores a niche that is %s', (_, query) => {
    expect(parseQuery(query, facets).niche).toBeNull();
  });

  it('is ignored where the listing offers no niche', () => {
    const none = facetsOf([row(0, { price: 100 })], null);
    expect(parseQuery('?nisch=60x85x57', none).niche).toBeNull();
  });

  it('is a filter: it changes the state, the view and the form', () => {
    const state = { ...defaultState(facets), niche };
    expect(sameState(state, defaultState(facets))).toBe(false);
    expect(sameState(state, { ...state, niche: { ...niche } })).toBe(true);
    expect(sameState(state, { ...state, niche: { ...niche, depth: 58 } })).toBe(false);
    expect(isDefaultView(state, facets)).toBe(false);
    const values = formValuesOf(state);
    expect([values.get(NICHE_FIELDS.width), values.get(NICHE_FIELDS.height), values.get(NICHE_FIELDS.depth)]).toEqual([
      '60',
      '85',
      '57',
    ]);
    expect(formValuesOf(defaultState(facets)).get(NICHE_FIELDS.depth)).toBe('');
  });

  it('takes the form’s fields as a choice, and keeps a link’s niche the visitor did not touch', () => {
    const entries: [string, string][] = [
      [NICHE_FIELDS.width, '60'],
      [NICHE_FIELDS.height, '85'],
      [NICHE_FIELDS.depth, '57'],
    ];
    expect(choicesOf(entries, defaultState(facets), facets).niche).toEqual(niche);
    expect(choicesOf(entries.slice(0, 2), defaultState(facets), facets).niche).toBeNull();
    expect(STATE_KEYS).toEqual(expect.arrayContaining(['nisch', ...Object.values(NICHE_FIELDS)]));
    expect(isNicheField('nisch-djup')).toBe(true);
    expect(isNicheField('djup')).toBe(false);
    const changed = queryWithChanges('?nisch=60x85x57', [NICHE_FIELDS.depth], [[NICHE_FIELDS.depth, '50']]);
    expect(changed.get('nisch')).toBe('60x85x57');
    expect(changed.get(NICHE_FIELDS.depth)).toBe('50');
  });
});

describe('which products a niche leaves, and in what order', () => {
  const state = { ...defaultState(facets), niche };

  it('leaves out what is too big and lists the rest in groups: fits, outer size fits, near, free-standing, unknown', () => {
    expect(ROWS.map((r) => fitOf(r, niche)?.kind)).toEqual([
      'outer-fits',
      'too-big',
      'unknown',
      'fits',
      'too-big',
      'free-standing',
      'too-big',
      'near',
    ]);
    expect(failedFacets(ROWS[1] as ListingRow, state, facets)).toBe(FACET.niche);
    expect(failedFacets(ROWS[2] as ListingRow, state, facets)).toBe(0);
    expect(failedFacets(ROWS[7] as ListingRow, state, facets)).toBe(0);
    const matching = matchingRows(ROWS, state, facets);
    expect(matching).toEqual([0, 2, 3, 5, 7]);
    expect(fitGroups(ROWS, sortResults(ROWS, matching, 'pris'), niche)).toEqual({
      indices: [3, 0, 7, 5, 2],
      groups: [
        { kind: 'fits', start: 0, count: 1 },
        { kind: 'outer-fits', start: 1, count: 1 },
        { kind: 'near', start: 2, count: 1 },
        { kind: 'free-standing', start: 3, count: 1 },
        { kind: 'unknown', start: 4, count: 1 },
      ],
    });
  });

  it('says why each fits: what it needs', () => {
    expect(fitOf(ROWS[3] as ListingRow, niche)).toEqual({ kind: 'fits', needs: { width: 56, height: 82, depth: 55 } });
    expect(fitOf(ROWS[0] as ListingRow, niche)).toEqual({
      kind: 'outer-fits',
      needs: { width: 59.5, height: 82, depth: 55 },
    });
    expect(fitOf(ROWS[5] as ListingRow, niche)).toEqual({
      kind: 'free-standing',
      needs: { width: 50, height: 55, depth: 50 },
    });
    expect(fitOf(ROWS[7] as ListingRow, niche)).toMatchObject({ kind: 'near', axis: 'depth', by: 1 });
    expect(fitOf(ROWS[1] as ListingRow, niche)).toMatchObject({ kind: 'too-big', axis: 'depth', by: 2.5 });
    expect(fitOf(ROWS[4] as ListingRow, niche)).toMatchObject({ kind: 'too-big', axis: 'width', by: 5 });
    expect(fitOf(ROWS[0] as ListingRow, null)).toBeNull();
  });

  it('keeps the order as it is without a niche', () => {
    expect(fitGroups(ROWS, [2, 1, 0], null)).toEqual({ indices: [2, 1, 0], groups: null });
  });
});

describe('the sort by the ten-year cost (issue 21 §3)', () => {
  it('is offered where some product states its energy use', () => {
    expect(facets.sorts).toContain('totalkostnad');
    expect(facetsOf([row(0, {})], null).sorts).not.toContain('totalkostnad');
  });

  it('orders by price plus ten years of electricity, products without an energy use last', () => {
    const all = ROWS.map((_, index) => index);
    const sorted = sortResults(ROWS, all, 'totalkostnad');
    const costs = sorted.map((index) => tenYearCost(ROWS[index]?.price ?? 0, ROWS[index]?.energy_kwh_year ?? null));
    const known = costs.filter((cost): cost is number => cost !== null);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(costs.slice(known.length).every((cost) => cost === null)).toBe(true);
    expect(sorted.slice(known.length)).toEqual([3, 4, 6, 7]);
  });
});

describe('the listing file carries what the fit and the cost need', () => {
  it('round-trips niche, clearance and energy use, and leaves out columns nobody states', () => {
    const options = { cards: '/data/kort/abc', chunk: 8, brandNames: new Map([['cavin', 'Cavin']]), withBrand: true };
    const file = encodeListing(ROWS, options);
    expect(decodeListing(JSON.parse(JSON.stringify(file))).rows).toEqual(ROWS);
    const bare = encodeListing([row(0, {})], options);
    expect(Object.keys(bare)).not.toEqual(expect.arrayContaining(['nw']));
    expect('kwh' in bare || 'clr' in bare || 'nd' in bare).toBe(false);
  });
});
