/**
 * Issue 21: the ventilation space a maker asks for around a unit, the
 * largest stated; never a shelf distance, a door or the niche.
 */
import { describe, expect, it } from 'vitest';
import { readClearance } from '../../../src/pull/facts';

describe('readClearance', () => {
  it.each([
    ['<p>Lämna minst 5 cm bakom kylen.</p>', 5],
    ['<li>Avstånd till vägg: 50 mm</li>', 5],
    ['<p>Kräver 10 cm luft ovanför och 5 cm på sidorna.</p>', 10],
    ['<li>Ventilationsavstånd: min. 2 cm</li>', 2],
    ['<p>Placera kylen minst 8 cm från väggen.</p>', 8],
    ['<p>Clearance: 50 mm behind the unit.</p>', 5],
    ['<tr><td>Ventilationsavstånd (sidor/bak/topp)</td><td>2 / 5 / 10 cm</td></tr>', 10],
    ['<li>Minimum distance to wall: 10 cm</li>', 10],
    ['<p>Lämna ett avstånd på minst 3 cm mellan kylen och väggen.</p>', 3],
    ['<li>Clearance: at least 5 cm on all sides</li>', 5],
  ])('%s → %d cm', (description, expected) => {
    expect(readClearance('Vinkyl', description)).toBe(expected);
  });

  it.each([
    ['<p>5 cm mellan hyllorna.</p>'],
    ['<p>Dörren behöver 90° öppning.</p>'],
    ['<p>Lämna luft runt om kylen.</p>'],
    ['<li>Nischdjup: 55 cm</li>'],
    ['<p>Höjd 85 cm, bredd 60 cm.</p>'],
    ['<p>Monteringsram för vinkylar som kräver 5 cm bakom.</p>'],
    ['<p>Lämna 3 cm fritt för dörren.</p>'],
    ['<li>Alla vinkylar i serien: avstånd till vägg 50 mm</li>'],
  ])('reads no clearance from %s', (description) => {
    expect(readClearance('Vinkyl', description)).toBeNull();
  });
});
