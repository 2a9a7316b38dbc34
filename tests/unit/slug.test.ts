import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/lib/slug';

describe('slugify (spec §3 slug rule)', () => {
  it.each([
    ['mQuvée', 'mquvee'],
    ['Mquvee', 'mquvee'],
    ['MQUVÉE', 'mquvee'],
    ['Fristående Vinkyl', 'fristaende-vinkyl'],
    ['Vinlagringsskåp', 'vinlagringsskap'],
    ['Ölkyl', 'olkyl'],
    ['Vinrum och Vinkällare', 'vinrum-och-vinkallare'],
    ['Vintillbehör', 'vintillbehor'],
    ['  Vinställ  ', 'vinstall'],
    ['La Sommelière', 'la-sommeliere'],
    ['Kitchen - Accessories (stainless steel)', 'kitchen-accessories-stainless-steel'],
    ['Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull', 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull'],
    ['Cavin  --  Polar', 'cavin-polar'],
    ['EuroCave Revelation L – 172 flaskor', 'eurocave-revelation-l-172-flaskor'],
    ['Crème brûlée & Øl', 'creme-brulee-ol'],
    ['100% vin!', '100-vin'],
    ['---', ''],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['mQuvée WineExpert 70', 'Vinrum och Vinkällare', 'a  b--c']) {
      expect(slugify(slugify(input))).toBe(slugify(input));
    }
  });
});
