/**
 * Issue 21 §2: what a product needs in each dimension, whether a niche gives
 * it that, and the niche's URL state.
 */
import { describe, expect, it } from 'vitest';
import { fitCopy } from '../../src/copy/fit';
import { DEFAULT_CLEARANCE, type FitFacts, fitIn, formatNiche, needs, parseNiche } from '../../src/shared/fit';

const NONE: FitFacts = {
  installation: null,
  width_cm: null,
  height_cm: null,
  depth_cm: null,
  niche_width_cm: null,
  niche_height_cm: null,
  niche_depth_cm: null,
  clearance_cm: null,
};
const niche = { width: 60, height: 85, depth: 57 };

describe('what a product needs', () => {
  it('takes the maker’s niche where stated, whatever the outer size', () => {
    const facts = {
      ...NONE,
      installation: 'inbyggbar',
      width_cm: 59.5,
      height_cm: 82,
      depth_cm: 57,
      niche_width_cm: 60,
      niche_height_cm: 82,
      niche_depth_cm: 58,
    } as const;
    expect(needs(facts, DEFAULT_CLEARANCE)).toEqual({ width: 60, height: 82, depth: 58 });
  });

  it('gives a built-in or integrated unit its outer size: it vents through the front', () => {
    expect(
      needs(
        { ...NONE, installation: 'integrerbar', width_cm: 55.8, height_cm: 87.4, depth_cm: 54.5 },
        DEFAULT_CLEARANCE,
      ),
    ).toEqual({
      width: 55.8,
      height: 87.4,
      depth: 54.5,
    });
  });

  it('gives a free-standing unit its stated clearance on both sides, above and behind, else the documented default', () => {
    const freeStanding = { ...NONE, installation: 'fristaende', width_cm: 43, height_cm: 85, depth_cm: 48 } as const;
    expect(needs({ ...freeStanding, clearance_cm: 2.5 }, DEFAULT_CLEARANCE)).toEqual({
      width: 48,
      height: 87.5,
      depth: 50.5,
    });
    // 10 cm each side and behind, 30 cm above (docs/fit.md).
    expect(needs(freeStanding, DEFAULT_CLEARANCE)).toEqual({ width: 63, height: 115, depth: 58 });
    expect(needs(freeStanding, null)).toEqual({ width: null, height: null, depth: null });
  });
});

describe('the fit', () => {
  const unit = { ...NONE, installation: 'inbyggbar', width_cm: 59.5, height_cm: 82, depth_cm: 57 } as const;

  it('fits when every need is at most the niche', () => {
    expect(fitIn(niche, unit)).toEqual({ kind: 'fits', needs: { width: 59.5, height: 82, depth: 57 } });
  });

  it('names the dimension it misses most by', () => {
    expect(fitIn(niche, { ...unit, depth_cm: 59.5 })).toEqual({
      kind: 'too-big',
      needs: { width: 59.5, height: 82, depth: 59.5 },
      axis: 'depth',
      by: 2.5,
    });
    expect(fitIn({ width: 55, height: 80, depth: 57 }, unit)).toMatchObject({ axis: 'width', by: 4.5 });
  });

  it('is unknown, not dropped, when the feed is silent on a dimension', () => {
    expect(fitIn(niche, { ...unit, depth_cm: null })).toEqual({ kind: 'unknown', missing: ['depth'] });
    expect(fitIn(niche, NONE)).toEqual({ kind: 'unknown', missing: ['width', 'height', 'depth'] });
  });

  it('does not fit when a known dimension is too big, whatever the unknown ones', () => {
    expect(fitIn(niche, { ...unit, width_cm: 70, depth_cm: null })).toEqual({
      kind: 'too-big',
      needs: { width: 70, height: 82, depth: null },
      axis: 'width',
      by: 10,
    });
  });

  it('says why in Swedish', () => {
    expect(fitCopy.fits(56, 82, 55)).toBe('Passar: kräver 56 × 82 × 55 cm');
    expect(fitCopy.tooBig('depth', 2.5)).toBe('Passar inte: 2,5 cm för djup');
    expect(fitCopy.tooBig('width', 4)).toBe('Passar inte: 4 cm för bred');
  });
});

describe('the niche in the URL (nisch=BxHxD)', () => {
  it.each([
    ['60x85x57', { width: 60, height: 85, depth: 57 }],
    ['59,5×82×57', { width: 59.5, height: 82, depth: 57 }],
    [' 60 X 85 X 57.5 ', { width: 60, height: 85, depth: 57.5 }],
  ])('reads %j', (text, size) => {
    expect(parseNiche(text)).toEqual(size);
    expect(parseNiche(formatNiche(size))).toEqual(size);
  });

  it.each([
    '6'.repeat(50),
    '',
    '60x85',
    '60x85x57x1',
    '60xx57',
    '5x85x57',
    '60x850x57',
    '60x85x5,75',
    'ax85x57',
    '1e2x85x57',
  ])('refuses %j', (text) => {
    expect(parseNiche(text)).toBeNull();
  });

  it('writes a decimal point only where one is needed', () => {
    expect(formatNiche({ width: 60, height: 82.5, depth: 57 })).toBe('60x82.5x57');
  });
});
