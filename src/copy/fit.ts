/**
 * What the site says about a product and the visitor's niche (issue 21 §2).
 */
/** A dimension, as src/shared/fit.ts names them (copy imports nothing). */
type Axis = 'width' | 'height' | 'depth';

const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const cm = (value: number) => decimal.format(value);

/** "för bred", "för hög", "för djup". */
const TOO: ReadonlyMap<Axis, string> = new Map([
  ['width', 'för bred'],
  ['height', 'för hög'],
  ['depth', 'för djup'],
]);

export const fitCopy = {
  /** "Passar: kräver 56 × 82 × 55 cm". */
  fits: (width: number, height: number, depth: number) =>
    `Passar: kräver ${cm(width)} × ${cm(height)} × ${cm(depth)} cm`,
  /** "Passar inte: 2,5 cm för djup". */
  tooBig: (axis: Axis, by: number) => `Passar inte: ${cm(by)} cm ${TOO.get(axis) ?? ''}`,
  /** Before the reason on a product page: "Din nisch 60 × 85 × 57 cm.". */
  yourNiche: (width: number, height: number, depth: number) =>
    `Din nisch ${cm(width)} × ${cm(height)} × ${cm(depth)} cm.`,
  /** The heading of the products whose size is unknown, listed after the fitting ones. */
  unknownHeading: 'Mått saknas – kontrollera hos butiken',
} as const;
