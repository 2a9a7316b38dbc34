/**
 * Issue 21 §2: what a product needs in each dimension, whether a niche gives
 * it that, and the niche's URL state.
 */
import { describe, expect, it } from 'vitest';
import { fitGroupCopy } from '../../src/copy/fit';
import {
  basisOf,
  DEFAULT_CLEARANCE,
  type FitFacts,
  fitIn,
  fitText,
  formatNiche,
  NEAR_MISS_CM,
  needs,
  parseNiche,
} from '../../src/shared/fit';

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
const NONE_NEEDS = { width: null, height: null, depth: null };

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
  const stated = { ...unit, niche_width_cm: 60, niche_height_cm: 82, niche_depth_cm: 57 } as const;

  it('fits when the maker’s installation size is stated in every dimension and at most the niche', () => {
    expect(basisOf(stated)).toBe('stated');
    expect(fitIn(niche, stated)).toEqual({ kind: 'fits', needs: { width: 60, height: 82, depth: 57 } });
  });

  it('only says the outer size fits where the installation size is not stated in every dimension (issue 35 §4)', () => {
    expect(basisOf(unit)).toBe('outer');
    expect(basisOf({ ...stated, niche_depth_cm: null })).toBe('outer');
    expect(fitIn(niche, unit)).toEqual({ kind: 'outer-fits', needs: { width: 59.5, height: 82, depth: 57 } });
    expect(fitText(fitIn(niche, unit))).not.toMatch(/^Passar:/u);
  });

  it('never calls a free-standing unit fitting a niche: it is one that must not be built in (issue 35 §4)', () => {
    const freeStanding = { ...NONE, installation: 'fristaende', width_cm: 40, height_cm: 50, depth_cm: 40 } as const;
    expect(basisOf(freeStanding)).toBe('free-standing');
    // Even a stated niche does not make a free-standing unit one to build in.
    expect(basisOf({ ...freeStanding, niche_width_cm: 45, niche_height_cm: 55, niche_depth_cm: 45 })).toBe(
      'free-standing',
    );
    const fit = fitIn(niche, freeStanding);
    expect(fit).toEqual({ kind: 'free-standing', needs: { width: 60, height: 80, depth: 50 } });
    expect(fitText(fit)).toBe('Fristående – ska inte byggas in. Kräver 60 × 80 × 50 cm med luft runt om');
    // Missing by 1 cm with its clearance is no near miss: the clearance is what it needs.
    expect(fitIn({ ...niche, width: 59 }, freeStanding)).toMatchObject({ kind: 'too-big', axis: 'width', by: 1 });
  });

  it('lists a miss of up to 2 cm as a near miss with its reason, and more as too big', () => {
    expect(fitIn({ ...niche, depth: 56 }, stated)).toEqual({
      kind: 'near',
      needs: { width: 60, height: 82, depth: 57 },
      axis: 'depth',
      by: 1,
    });
    expect(fitIn({ ...niche, depth: 57 - NEAR_MISS_CM }, stated)).toMatchObject({ kind: 'near', by: NEAR_MISS_CM });
    expect(fitIn({ ...niche, depth: 54.9 }, stated)).toMatchObject({ kind: 'too-big', by: 2.1 });
    expect(fitText(fitIn({ ...niche, depth: 56 }, stated))).toBe('Passar nästan: 1 cm för djup');
    // The listing's heading names the same limit.
    expect(fitGroupCopy.headings.near).toContain(`${NEAR_MISS_CM} cm`);
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
    expect(fitText({ kind: 'fits', needs: { width: 56, height: 82, depth: 55 } })).toBe(
      'Passar: kräver 56 × 82 × 55 cm',
    );
    expect(fitText({ kind: 'outer-fits', needs: { width: 59.5, height: 82, depth: 57 } })).toBe(
      'Mått passar (59,5 × 82 × 57 cm) – kontrollera installationsmåttet hos butiken',
    );
    expect(fitText({ kind: 'too-big', needs: NONE_NEEDS, axis: 'depth', by: 2.5 })).toBe(
      'Passar inte: 2,5 cm för djup',
    );
    expect(fitText({ kind: 'too-big', needs: NONE_NEEDS, axis: 'width', by: 4 })).toBe('Passar inte: 4 cm för bred');
    expect(fitText({ kind: 'unknown', missing: ['depth'] })).toBe('Mått saknas – kontrollera hos butiken');
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
