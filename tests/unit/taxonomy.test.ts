import { describe, expect, it } from 'vitest';
import {
  brandDisplayName,
  brandSearchTerms,
  capitaliseWords,
  categoryDisplayName,
  cleanName,
  compareSwedish,
  isExcludedCategory,
} from '../../src/shared/taxonomy';

describe('category display names (spec §3)', () => {
  it.each([
    ['fristaende-vinkyl', 'Fristående Vinkyl'],
    ['inbyggbar-vinkyl', 'Inbyggbar Vinkyl'],
    ['integrerbar-vinkyl', 'Integrerbar Vinkyl'],
    ['integrerad-vinkyl', 'Integrerad Vinkyl'],
    ['vinstall', 'Vinställ'],
    ['olkyl', 'Ölkyl'],
    ['vinkyl', 'Vinkyl'],
    ['vinkallare', 'Vinkällare'],
    ['vinlagringsskap', 'Vinlagringsskåp'],
    ['kylaggregat', 'Kylaggregat'],
    ['vinrum-och-vinkallare', 'Vinrum och Vinkällare'],
    ['vintillbehor', 'Vintillbehör'],
  ])('%s → %s, whatever the feed spelling', (slug, name) => {
    expect(categoryDisplayName(slug, name.toLowerCase())).toBe(name);
    expect(categoryDisplayName(slug)).toBe(name);
  });

  it('keeps the raw feed name for other slugs (navigation)', () => {
    expect(categoryDisplayName('vinkylar-for-restaurang', '  Vinkylar för restaurang ')).toBe(
      'Vinkylar för restaurang',
    );
  });

  it('capitalises the first letter with hyphens as spaces when only the slug is known (category page)', () => {
    expect(categoryDisplayName('vinkylar-for-restaurang')).toBe('Vinkylar for restaurang');
  });
});

describe('excluded categories (spec §5, trimmed comparison)', () => {
  it.each([
    ['', true],
    ['   ', true],
    [null, true],
    ['Kitchen Accessories', true],
    ['  Kitchen Accessories  ', true],
    ['kitchen accessories', true],
    ['Kitchen - Accessories (stainless steel)', true],
    [' Kitchen - Accessories (stainless steel) ', true],
    ['Kitchen', false],
    ['Vintillbehör', false],
    ['Fristående Vinkyl', false],
  ])('%j excluded: %s', (name, excluded) => {
    expect(isExcludedCategory(name)).toBe(excluded);
  });
});

describe('brand display names (spec §3)', () => {
  it.each([
    ['mquvee', 'Mquvee', 'mQuvée'],
    ['mquvee', 'MQUVÉE', 'mQuvée'],
    ['eurocave', 'eurocave', 'EuroCave'],
    ['winecave', 'WINECAVE', 'WineCave'],
    ['cavin', 'cavin', 'Cavin'],
    ['artevino', 'Artevino', 'Artevino'],
    ['la-sommeliere', 'la sommeliere', 'La Sommelière'],
    ['private-wine', 'private wine', 'Private Wine'],
    ['scandomestic', null, 'Scandomestic'],
    ['le-cache', null, 'Le Cache'],
  ])('%s (%j) → %s', (slug, raw, name) => {
    expect(brandDisplayName(slug, raw)).toBe(name);
  });

  it('capitalises words without lowering the rest', () => {
    expect(capitaliseWords('vintec by electrolux')).toBe('Vintec By Electrolux');
    expect(capitaliseWords('EuroCave')).toBe('EuroCave');
    expect(capitaliseWords('öl-kompaniet')).toBe('Öl-Kompaniet');
  });

  it('searches mQuvée by its shortened variants too (spec §7)', () => {
    expect(brandSearchTerms('mQuvée')).toEqual(['mQuvée', 'mQuvé', 'mQuv']);
    expect(brandSearchTerms('Cavin')).toEqual(['Cavin']);
  });
});

describe('cleanName', () => {
  it.each([
    ['  Cavin  ', 'Cavin'],
    ['Euro\u00a0 Cave', 'Euro Cave'],
    ['   ', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(cleanName(input)).toBe(expected);
  });
});

describe('Swedish collation (spec §9)', () => {
  it('sorts å, ä, ö after z', () => {
    const names = ['Ölkyl', 'Vinställ', 'Åkerö', 'Ädel', 'Zeta', 'Artevino', 'Vinkällare', 'Vinkyl'];
    expect([...names].sort(compareSwedish)).toEqual([
      'Artevino',
      'Vinkyl',
      'Vinkällare',
      'Vinställ',
      'Zeta',
      'Åkerö',
      'Ädel',
      'Ölkyl',
    ]);
  });

  it('ignores case and is total (stable tie-break)', () => {
    expect(compareSwedish('cavin', 'Cavin')).not.toBe(0);
    expect(['b', 'A', 'a'].sort(compareSwedish)).toEqual(['A', 'a', 'b']);
  });
});

describe('names keyed by data never reach Object.prototype', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])('%s', (name) => {
    // The generic rule of spec §3: first letter capitalised.
    expect(categoryDisplayName(name)).toBe(name.charAt(0).toUpperCase() + name.slice(1));
    expect(typeof brandDisplayName(name, name)).toBe('string');
    expect(brandDisplayName(name, name)).toBe(capitaliseWords(name));
  });
});
