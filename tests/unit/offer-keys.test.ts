/**
 * Issue 20: the keys offers are matched by. Each normalises the ways shops
 * write one value to one key, and keeps apart what names different models.
 */
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, normaliseGtin } from '../../src/features/offers/gtin.pull';
import * as keys from '../../src/features/offers/offer-keys.pull';
import { shopOf, trackingTarget } from '../../src/features/offers/shop.pull';

describe('normaliseGtin', () => {
  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('735001234567')).toBe(9);
    expect(gs1CheckDigit('931009479882')).toBe(2);
    expect(gs1CheckDigit('9638507')).toBe(4);
  });

  it.each([
    ['7350012345679', '07350012345679'],
    ['07350012345679', '07350012345679'],
    ['7350 0123 4567 9', '07350012345679'],
    ['EAN: 7350012345679', '07350012345679'],
    ['GTIN-14 07350012345679', '07350012345679'],
    ['ean13 7350012345679', '07350012345679'],
    // A UPC-A is the EAN-13 with a leading zero: one product, one key.
    ['036000291452', '00036000291452'],
    ['0036000291452', '00036000291452'],
    ['96385074', '00000096385074'],
  ])('%j → %s', (raw, gtin) => {
    expect(normaliseGtin(raw)).toEqual({ kind: 'valid', gtin });
  });

  it.each([null, '', '  ', 'N/A', 'n/a', '-', 'saknas'])('%j is missing', (raw) => {
    expect(normaliseGtin(raw)).toEqual({ kind: 'missing' });
  });

  it.each([
    ['7350012345672', 'wrong check digit'],
    ['0000000000000', 'placeholder'],
    ['1111111111111', 'placeholder'],
    ['9999999999999', 'placeholder'],
    ['12345', 'has 5 digits'],
    ['73500123456791', 'wrong check digit'],
    ['ABC-123', 'is not a number'],
  ])('%j is invalid: %s', (raw, why) => {
    const result = normaliseGtin(raw);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' ? result.why : '').toContain(why);
  });
});

describe('brandKey', () => {
  it.each([
    ['mQuvée', 'mquvee'],
    ['MQUVEE', 'mquvee'],
    ['Mquvee', 'mquvee'],
    ['Cavin Design', 'cavin'],
    ['Dometic Home', 'dometic'],
    ['Liebherr GmbH', 'liebherr'],
    ['La Sommelière', 'lasommeliere'],
    ['Wine Castle', 'winecastle'],
    ['WineCastle', 'winecastle'],
    ['Vacu Vin', 'vacuvin'],
    // A brand that is only a suffix word stays itself.
    ['Design', 'design'],
    [null, null],
    ['', null],
  ])('%j → %j', (brand, key) => {
    expect(keys.brandKey(brand)).toBe(key);
  });
});

describe('article numbers and model codes', () => {
  it('compacts the ways shops write one code', () => {
    for (const written of ['AB-123X', 'AB123X', 'ab 123x', 'AB.123X', 'ab_123/x'])
      expect(keys.compactCode(written)).toBe('ab123x');
  });

  it.each([
    ['V40SG2E-BK', 'v40sg2ebk'],
    ['WKb 1812', 'wkb1812'],
    ['123', '123'],
    ['00644', '644'],
    ['REVEL-S-PV', 'revelspv'],
    ['ABCD', null],
    ['-', null],
    ['N/A', null],
    ['AB', null],
    [null, null],
    // The column's own label written into it.
    ['Art.nr: AVI-48CDZA', 'avi48cdza'],
    ['Artikelnummer: 644', '644'],
    ['MPN: KB-1812', 'kb1812'],
    ['Tillverkarens art.nr: V40SG2E-BK', 'v40sg2ebk'],
  ])('article %j → %j', (article, key) => {
    expect(keys.articleKey(article)).toBe(key);
  });

  it.each([
    ['Vintec V40SG2E-BK vinkyl 40 flaskor', ['v40sg2ebk']],
    ['VINTEC V40SG2E BK, Vinkyl, Svart', ['v40sg2e']],
    ['Liebherr WKb1812 Vinothek 66 flaskor, 60 cm, 39dB', ['wkb1812']],
    ['Temptech Oslo OX30SB 126L', ['ox30sb']],
    ['Hyllplan till Vintec V40SG2E', []],
    ['Vinglas 6-pack', []],
    ['Vinkyl 2 zoner 46 flaskor', []],
    ['WineCave 700 50D-20 Modern', ['winecave700', '50d20']],
    ['Caso WineDuett 21 vinkyl 21 flaskor 2 zoner', ['wineduett21']],
    ['Vinkyl 2 zoner 21 flaskor - Caso WineDuett 21', ['wineduett21']],
    // A code in groups whose last group mixes a letter and a digit.
    ['Vinkyl Smeg CVI 321 X3 Inbyggbar 60 cm 21 Flaskor', ['cvi321x3', 'cvi321']],
    // "fl." with its dot is a unit: "vinkyl (48 fl.)" names no model "vinkyl48".
    ['Avintage – AVI48CDZA, inbyggbar vinkyl (48 fl.)', ['avi48cdza']],
  ])('%j → %j', (name, codes) => {
    expect(keys.nameCodes(name)).toEqual(codes);
  });

  it.each([
    ['Wine Castle 18 vinkyl 18 flaskor', 'Wine Castle', ['@18']],
    ['WineCastle 18 | Compact Wine Cooler | 18 flaskor', 'WineCastle', ['@18']],
    ['Vinkyl 18 flaskor - Wine Castle 28', 'Wine Castle', ['@28']],
  ])('a number after the brand: %j (brand %j) → %j', (name, brand, codes) => {
    expect(keys.nameCodes(name, brand)).toEqual(codes);
  });
});

describe('variants', () => {
  it.each([
    ['Vintec V40SG2E-BK', null, ['svart']],
    ['Vinkyl rostfri', null, ['rostfri']],
    ['Vinkyl', 'Black', ['svart']],
    ['Vinkyl svart', 'Stainless steel', ['rostfri']],
    ['Vinkyl', null, []],
  ])('colours of %j (Color %j) → %j', (name, color, colours) => {
    expect(keys.coloursOf(name, color)).toEqual(colours);
  });

  it.each([
    ['Riedel vinglas 2-pack', 2],
    ['Vinglas 6 st', 6],
    ['Korkar 3-p', 3],
    ['Set om 4 dekantrar', 4],
    ['Vinkyl 40 flaskor', null],
  ])('pack size of %j → %j', (name, pack) => {
    expect(keys.packSizeOf(name)).toBe(pack);
  });
});

describe('shopOf', () => {
  it.each([
    ['https://www.kylmagasinet.se/p/1', null, 'kylmagasinet.se'],
    ['https://kylmagasinet.se/p/1', null, 'kylmagasinet.se'],
    [null, 'https://track.example.com/click?aid=1&url=https%3A%2F%2Fwww.vinlagret.se%2Fx', 'vinlagret.se'],
    ['javascript:alert(1)', 'https://track.example.com/c?u=https://shop.example.se/p', 'shop.example.se'],
    [null, 'https://track.example.com/click?aid=1', null],
    [null, null, null],
  ])('%j / %j → %j', (productUrl, trackingUrl, shop) => {
    expect(shopOf(productUrl, trackingUrl)).toBe(shop);
  });

  it('reads the tracking target only from http(s) values', () => {
    expect(trackingTarget('https://t.example/c?url=javascript:alert(1)')).toBeNull();
    expect(trackingTarget('not a url')).toBeNull();
  });
});
