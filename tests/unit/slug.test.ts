import { describe, expect, it } from 'vitest';
import { capSlug, MAX_SLUG_LENGTH, slugify } from '../../src/shared/slug';

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

describe('capSlug', () => {
  it('keeps a short slug as it is', () => {
    expect(capSlug('cavin-polar-60')).toBe('cavin-polar-60');
  });

  it('cuts a long slug at the last word boundary within the limit', () => {
    const long = slugify(
      'Vinkyl inbyggbar Exclusive Premium Collection Deluxe 2026 med två temperaturzoner, helintegrerad dörr, UV-skyddat härdat glas, tyst kompressor',
    );
    const capped = capSlug(long);
    expect(capped.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(long.startsWith(capped)).toBe(true);
    expect(long[capped.length]).toBe('-');
    expect(capped).not.toMatch(/-$/);
  });

  it('cuts a single overlong word hard', () => {
    expect(capSlug('a'.repeat(300), 100)).toBe('a'.repeat(100));
  });

  it('never ends in a hyphen', () => {
    expect(capSlug('abc-def-ghi', 8)).toBe('abc-def');
    expect(capSlug('abc--def', 5)).toBe('abc');
    expect(capSlug('abc---def', 6)).toBe('abc');
    expect(capSlug('abc-def---', 9)).toBe('abc-def');
  });
});
