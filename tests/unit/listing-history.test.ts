import { describe, expect, it } from 'vitest';
import { savedView, withSavedView } from '../../src/features/listing-filter/listing-history.browser';

describe('the view a listing keeps in its history entry (issue 22)', () => {
  it('reads what it saved, and nothing from any other state', () => {
    const anchor = { href: '/produkt/cavin-polar', top: -12.5 };
    expect(savedView(withSavedView(null, { shown: 48, scrollY: 1234.5, anchor }))).toEqual({
      shown: 48,
      scrollY: 1234.5,
      anchor,
    });
    const none = { shown: null, scrollY: null, anchor: null };
    expect(savedView(null)).toEqual(none);
    expect(savedView('x')).toEqual(none);
    expect(savedView({ listingShown: -1, listingScrollY: Number.NaN })).toEqual(none);
    expect(savedView({ listingShown: 2.5, listingScrollY: -3 })).toEqual(none);
    expect(savedView({ listingShown: 10_000_000 })).toEqual(none);
    expect(savedView({ listingAnchor: 'https://evil.example/', listingAnchorTop: 0 })).toEqual(none);
    expect(savedView({ listingAnchor: '/produkt/a', listingAnchorTop: 'x' })).toEqual(none);
  });

  it('keeps the rest of the state and each part it is not given', () => {
    const state = withSavedView({ other: 1 }, { shown: 48 });
    expect(state).toEqual({ other: 1, listingShown: 48 });
    expect(withSavedView(state, { scrollY: 10 })).toEqual({ other: 1, listingShown: 48, listingScrollY: 10 });
    expect(withSavedView(state, { shown: null })).toEqual({ other: 1, listingShown: null });
    expect(withSavedView({}, { anchor: null })).toEqual({ listingAnchor: null, listingAnchorTop: null });
  });
});
