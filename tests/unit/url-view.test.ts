/**
 * Whether a listing's URL asks for a view its static HTML does not show
 * (src/client/url-view.ts, issue 35 §8): the listing's inline script hides
 * the server's cards only then, and the controller shows them again.
 */
import { describe, expect, it } from 'vitest';
import { urlAsksForView, VIEW_PENDING, viewShown } from '../../src/client/url-view';

/** A form as the listing renders it: its query keys in `data-query-keys`. */
function form(keys: string | undefined): HTMLFormElement {
  const dataset: Record<string, string> = keys === undefined ? {} : { queryKeys: keys };
  return { dataset } as unknown as HTMLFormElement;
}

describe('urlAsksForView', () => {
  const listing = form('sortera pris_min pris_max nisch marke');

  it("is true when the URL carries one of the form's keys, even empty", () => {
    expect(urlAsksForView(listing, '?sortera=pris')).toBe(true);
    expect(urlAsksForView(listing, '?utm_source=x&nisch=60x82x56')).toBe(true);
    expect(urlAsksForView(listing, '?marke=')).toBe(true);
    expect(urlAsksForView(listing, '?pris_min=1000&pris_max=5000')).toBe(true);
  });

  it('is false for keys the form does not own, a bare page and no form at all', () => {
    expect(urlAsksForView(listing, '')).toBe(false);
    expect(urlAsksForView(listing, '?utm_source=nyhetsbrev&fbclid=1')).toBe(false);
    expect(urlAsksForView(listing, '?sorterA=pris')).toBe(false);
    expect(urlAsksForView(form(undefined), '?sortera=pris')).toBe(false);
    expect(urlAsksForView(form('  '), '?sortera=pris')).toBe(false);
    expect(urlAsksForView(null, '?sortera=pris')).toBe(false);
  });
});

describe('viewShown', () => {
  it('removes the mark from the nearest marked scope around the node', () => {
    const removed: string[] = [];
    const scope = { removeAttribute: (name: string) => removed.push(name) };
    const node = { closest: (selector: string) => (selector === `[${VIEW_PENDING}]` ? scope : null) };
    viewShown(node as unknown as Element);
    expect(removed).toEqual([VIEW_PENDING]);
  });

  it('does nothing outside a marked scope', () => {
    const node = { closest: () => null };
    expect(() => viewShown(node as unknown as Element)).not.toThrow();
  });
});
