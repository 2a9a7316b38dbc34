/**
 * "Does it fit my niche?" (issue 21 §2): what a product needs in each
 * dimension, and whether a visitor's niche gives it that. Shared by the
 * build (cards, product pages) and the browser (the listing's niche filter),
 * so both say the same thing.
 *
 * A product needs, per dimension: the niche its maker asks for, where
 * stated; otherwise its outer size plus the ventilation space it needs.
 * A built-in or integrated unit vents through its front and needs no space
 * around it; a free-standing one needs the clearance its maker states on
 * every side, or, where none is stated, {@link DEFAULT_CLEARANCE} (its
 * source is in docs/fit.md). Nothing is guessed: a dimension the feed gives
 * neither a niche nor an outer size for is unknown, and so is the fit.
 */
import { fitCopy } from '../copy/fit';
import type { Installation } from './product-facts';

export const AXES = ['width', 'height', 'depth'] as const;
export type Axis = (typeof AXES)[number];

/** Centimetres per dimension. */
export type Size = Readonly<Record<Axis, number>>;

/** What a product needs per dimension, cm; null where the feed does not say. */
export type Needs = Readonly<Record<Axis, number | null>>;

/** The facts the fit is decided on (a product's fields of the same names). */
export interface FitFacts {
  readonly installation: Installation | null;
  readonly width_cm: number | null;
  readonly height_cm: number | null;
  readonly depth_cm: number | null;
  readonly niche_width_cm: number | null;
  readonly niche_height_cm: number | null;
  readonly niche_depth_cm: number | null;
  readonly clearance_cm: number | null;
}

/** Space around a free-standing unit, cm: on each side, above it, behind it. */
export interface Clearance {
  readonly side: number;
  readonly top: number;
  readonly back: number;
}

/**
 * What a free-standing cooler needs when its maker states nothing: "5–10 cm
 * of space all around … and 30 cm above" (Coolersomm, "Wine fridge
 * dimensions", docs/fit.md), the upper end around so that a unit said to
 * fit does fit.
 */
export const DEFAULT_CLEARANCE: Clearance = { side: 10, top: 30, back: 10 };

/** How far a product may miss a niche and still be listed, with its reason, after the fitting ones (cm). */
export const NEAR_MISS_CM = 2;

/**
 * What a fit is judged on (issue 35 §4): the maker's installation size in
 * every dimension ('stated'); an outer size, because the installation size
 * is not stated in every dimension ('outer': a buyer must check it); or a
 * free-standing unit with the space it needs around it, which must not be
 * built in ('free-standing').
 */
export type Basis = 'stated' | 'outer' | 'free-standing';

export type Fit =
  /** Fits by the maker's installation size: what it needs, each at most the niche's. */
  | { readonly kind: 'fits'; readonly needs: Size }
  /** Its outer size fits; its installation size is not stated, so the buyer checks it with the shop. */
  | { readonly kind: 'outer-fits'; readonly needs: Size }
  /** A free-standing unit that fits with the space around it it needs; it must not be built in. */
  | { readonly kind: 'free-standing'; readonly needs: Size }
  /** Misses by at most {@link NEAR_MISS_CM} in its worst dimension (cm). */
  | { readonly kind: 'near'; readonly needs: Needs; readonly axis: Axis; readonly by: number }
  /** Does not fit: what it needs (null where unknown), and the dimension it misses most by (cm). */
  | { readonly kind: 'too-big'; readonly needs: Needs; readonly axis: Axis; readonly by: number }
  /** The feed does not say enough: the dimensions it is silent on. */
  | { readonly kind: 'unknown'; readonly missing: readonly Axis[] };

export type FitKind = Fit['kind'];

/** The order a niche view lists its groups in; 'too-big' is not listed. */
export const FIT_GROUPS = [
  'fits',
  'outer-fits',
  'near',
  'free-standing',
  'unknown',
] as const satisfies readonly FitKind[];

const round = (cm: number) => Math.round(cm * 10) / 10;

/**
 * What the product needs in each dimension, or null where the feed does not
 * say. A free-standing unit's clearance goes on both sides of its width,
 * above it and behind it: the maker's stated space on every side, else
 * `defaults` (null: unknown).
 */
export function needs(facts: FitFacts, defaults: Clearance | null): Needs {
  const frontVented = facts.installation === 'inbyggbar' || facts.installation === 'integrerbar';
  const stated = facts.clearance_cm;
  const clearance: Clearance | null = frontVented
    ? { side: 0, top: 0, back: 0 }
    : stated !== null
      ? { side: stated, top: stated, back: stated }
      : defaults;
  const need = (niche: number | null, outer: number | null, space: (c: Clearance) => number): number | null => {
    if (niche !== null) return niche;
    if (outer === null || clearance === null) return null;
    return round(outer + space(clearance));
  };
  return {
    width: need(facts.niche_width_cm, facts.width_cm, (c) => 2 * c.side),
    height: need(facts.niche_height_cm, facts.height_cm, (c) => c.top),
    depth: need(facts.niche_depth_cm, facts.depth_cm, (c) => c.back),
  };
}

/**
 * What a product's fit rests on: a free-standing unit is never judged as a
 * built-in one; any other is judged on its maker's installation size only
 * where that is stated in all three dimensions.
 */
export function basisOf(facts: FitFacts): Basis {
  if (facts.installation === 'fristaende') return 'free-standing';
  const stated = facts.niche_width_cm !== null && facts.niche_height_cm !== null && facts.niche_depth_cm !== null;
  return stated ? 'stated' : 'outer';
}

/**
 * Whether what a product needs fits `niche`, and why. A known dimension
 * that is too big decides it even where another is unknown (a 70 cm wide
 * unit does not fit a 60 cm niche, whatever its depth); otherwise any
 * unknown dimension leaves the fit unknown. A miss of at most
 * {@link NEAR_MISS_CM} is a near miss, except for a free-standing unit, whose
 * needs already include the space it may not be squeezed into.
 */
export function judge(niche: Size, needed: Needs, basis: Basis): Fit {
  let worst: { axis: Axis; by: number } | null = null;
  for (const axis of AXES) {
    const need = needed[axis];
    if (need === null) continue;
    const by = round(need - niche[axis]);
    if (by > 0 && (worst === null || by > worst.by)) worst = { axis, by };
  }
  if (worst !== null) {
    const near = worst.by <= NEAR_MISS_CM && basis !== 'free-standing';
    return { kind: near ? 'near' : 'too-big', needs: needed, ...worst };
  }
  const missing = AXES.filter((axis) => needed[axis] === null);
  if (missing.length > 0) return { kind: 'unknown', missing };
  const size = needed as Size;
  if (basis === 'stated') return { kind: 'fits', needs: size };
  return { kind: basis === 'outer' ? 'outer-fits' : 'free-standing', needs: size };
}

/** Whether a product fits `niche`, and why. */
export function fitIn(niche: Size, facts: FitFacts, defaults: Clearance | null = DEFAULT_CLEARANCE): Fit {
  return judge(niche, needs(facts, defaults), basisOf(facts));
}

/** The reason a card or product page gives for a fit, in Swedish (src/copy/fit.ts). */
export function fitText(fit: Fit): string {
  switch (fit.kind) {
    case 'fits':
    case 'outer-fits':
    case 'free-standing':
      return fitCopy[fit.kind](fit.needs.width, fit.needs.height, fit.needs.depth);
    case 'near':
      return fitCopy.near(fit.axis, fit.by);
    case 'too-big':
      return fitCopy.tooBig(fit.axis, fit.by);
    case 'unknown':
      return fitCopy.unknown;
  }
}

/** The smallest and largest niche dimension a visitor may give, cm. */
export const NICHE_LIMITS = { min: 10, max: 300 } as const;

/** A niche dimension as a visitor types it: "60", "57,5", "57.5". */
export const DIMENSION = /^\d{1,3}(?:[.,]\d)?$/u;

/**
 * The niche of the URL state `nisch=BxHxD` ("60x85x57", "59,5×82×57"), or
 * null when it is not three dimensions within NICHE_LIMITS.
 */
export function parseNiche(text: string | null | undefined): Size | null {
  if (!text || text.length > 40) return null;
  const parts = text.trim().toLowerCase().split(/[x×*]/u);
  if (parts.length !== 3) return null;
  const values = parts.map((part) => part.trim());
  if (!values.every((value) => DIMENSION.test(value))) return null;
  const [width, height, depth] = values.map((value) => Number(value.replace(',', '.')));
  const size = { width: width ?? Number.NaN, height: height ?? Number.NaN, depth: depth ?? Number.NaN };
  return AXES.every((axis) => size[axis] >= NICHE_LIMITS.min && size[axis] <= NICHE_LIMITS.max) ? size : null;
}

/** The URL state of a niche: "60x85x57" (a decimal point where one is needed). */
export function formatNiche(niche: Size): string {
  return AXES.map((axis) => String(round(niche[axis]))).join('x');
}
