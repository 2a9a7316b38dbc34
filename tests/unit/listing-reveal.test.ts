/**
 * Issue 22: where "Visa produkter" takes a visitor once the filter applies
 * every change at once (src/features/listing-filter/listing-reveal.browser.ts).
 */
import { describe, expect, it } from 'vitest';
import { type Edges, revealScroll } from '../../src/features/listing-filter/listing-reveal.browser';

const VIEWPORT = 844;
const status = (top: number): Edges => ({ top, bottom: top + 20 });

describe('revealScroll', () => {
  it.each<[string, Edges, Edges | null, boolean, ScrollBehavior | null]>([
    [
      'status and first result in view: stays (a desktop form keeps its place)',
      status(300),
      { top: 340, bottom: 600 },
      false,
      null,
    ],
    [
      'first result below the screen (a phone under a tall form): scrolls smoothly',
      status(700),
      { top: 740, bottom: 1000 },
      false,
      'smooth',
    ],
    ['… at once with reduced motion', status(700), { top: 740, bottom: 1000 }, true, 'instant'],
    ['status line above the screen: scrolls back up to it', status(-40), { top: 0, bottom: 200 }, false, 'smooth'],
    ['nothing matches, status line in view: stays', status(800), null, false, null],
    ['nothing matches, status line below the screen: scrolls', status(900), null, true, 'instant'],
    [
      'a first result exactly filling the rest of the screen counts as in view',
      status(0),
      { top: 40, bottom: VIEWPORT },
      false,
      null,
    ],
  ])('%s', (_name, line, first, reduced, expected) => {
    expect(revealScroll(line, first, VIEWPORT, reduced)).toBe(expected);
  });
});
