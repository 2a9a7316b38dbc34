/**
 * What a listing keeps in its history entry (issue 22): how many results
 * were shown ("Visa fler produkter") and where the page was scrolled, so
 * Back from a product returns to the same list at the same place. Only
 * this entry's state, never the URL: a shared link still starts at the top
 * with one page of results. Pure, so it is tested without a browser.
 */

export interface SavedView {
  /** Results shown, or null for the first page. */
  readonly shown: number | null;
  /** Vertical scroll position in CSS pixels, or null when none was saved. */
  readonly scrollY: number | null;
  /**
   * The first card in view (its product path) and its top edge in the
   * viewport: cards whose lazy images have not loaded yet are shorter, so a
   * pixel position alone lands elsewhere once the list is drawn again.
   */
  readonly anchor: { readonly href: string; readonly top: number } | null;
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 1_000_000 ? value : null;
const position = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The view saved in a history entry's state; anything else (another script's state, none) saves nothing. */
export function savedView(state: unknown): SavedView {
  if (typeof state !== 'object' || state === null) return { shown: null, scrollY: null, anchor: null };
  const record = state as Record<string, unknown>;
  const anchor = record.listingAnchor;
  const top = record.listingAnchorTop;
  return {
    shown: count(record.listingShown),
    scrollY: position(record.listingScrollY),
    anchor:
      typeof anchor === 'string' &&
      anchor.startsWith('/') &&
      anchor.length <= 300 &&
      typeof top === 'number' &&
      Number.isFinite(top)
        ? { href: anchor, top }
        : null,
  };
}

/** A history entry's state with `view` saved in it, the rest of the state kept. */
export function withSavedView(state: unknown, view: Partial<SavedView>): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? { ...(state as Record<string, unknown>) } : {};
  if (view.shown !== undefined) base.listingShown = view.shown;
  if (view.scrollY !== undefined) base.listingScrollY = view.scrollY;
  if (view.anchor !== undefined) {
    base.listingAnchor = view.anchor?.href ?? null;
    base.listingAnchorTop = view.anchor?.top ?? null;
  }
  return base;
}
