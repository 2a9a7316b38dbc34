/**
 * What the site says about a product and the visitor's niche (issue 21 §2).
 *
 * The sentences are templates ({w}, {h}, {d}, {cm}: centimetres in Swedish
 * notation) so that the product page's inline script
 * (src/client/inline-scripts.ts, a constant for the CSP) fills the very
 * same text the listing's cards get from {@link fitCopy}.
 */
/** A dimension, as src/shared/fit.ts names them (copy imports nothing). */
type Axis = 'width' | 'height' | 'depth';

export const fitTemplates = {
  /** Before the reason on a product page. */
  yourNiche: 'Din nisch {w} × {h} × {d} cm.',
  fits: 'Passar: kräver {w} × {h} × {d} cm',
  /** By the dimension the product misses most by. */
  tooBig: {
    width: 'Passar inte: {cm} cm för bred',
    height: 'Passar inte: {cm} cm för hög',
    depth: 'Passar inte: {cm} cm för djup',
  },
  /** The heading of the products whose size is unknown, listed after the fitting ones. */
  unknown: 'Mått saknas – kontrollera hos butiken',
} as const satisfies Record<string, string | Readonly<Record<Axis, string>>>;

const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const cm = (value: number) => decimal.format(value);
const size = (template: string, width: number, height: number, depth: number) =>
  template.replace('{w}', cm(width)).replace('{h}', cm(height)).replace('{d}', cm(depth));

export const fitCopy = {
  /** "Passar: kräver 56 × 82 × 55 cm". */
  fits: (width: number, height: number, depth: number) => size(fitTemplates.fits, width, height, depth),
  /** "Passar inte: 2,5 cm för djup". */
  tooBig: (axis: Axis, by: number) => fitTemplates.tooBig[axis].replace('{cm}', cm(by)),
  /** "Din nisch 60 × 85 × 57 cm.". */
  yourNiche: (width: number, height: number, depth: number) => size(fitTemplates.yourNiche, width, height, depth),
  unknownHeading: fitTemplates.unknown,
} as const;
