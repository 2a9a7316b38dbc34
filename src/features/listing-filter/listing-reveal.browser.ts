/**
 * Where "Visa produkter" takes the visitor (issue 22): with JavaScript the
 * filter form applies every change at once, so its submit button (and Enter
 * in a field) no longer loads a page; it shows the results instead. On a
 * phone the form is taller than the screen, so without this the button
 * changed nothing the visitor could see.
 *
 * Pure geometry, so the rule is unit-tested; src/features/listing-filter/listing-controller.browser.ts
 * measures the page, scrolls and moves focus.
 */

/** A box's top and bottom edges, relative to the viewport (getBoundingClientRect). */
export interface Edges {
  readonly top: number;
  readonly bottom: number;
}

/**
 * How to scroll so the results are in view: null when the status line and
 * the first result (its name, at least) already are (on a desktop the form
 * then stays where the visitor left it); else a jump with reduced motion,
 * a smooth scroll otherwise. Without a result (nothing matches) the status
 * line alone counts.
 */
export function revealScroll(
  status: Edges,
  firstResult: Edges | null,
  viewportHeight: number,
  reducedMotion: boolean,
): ScrollBehavior | null {
  const bottom = firstResult === null ? status.bottom : Math.max(status.bottom, firstResult.bottom);
  const top = firstResult === null ? status.top : Math.min(status.top, firstResult.top);
  if (top >= 0 && bottom <= viewportHeight) return null;
  return reducedMotion ? 'instant' : 'smooth';
}
