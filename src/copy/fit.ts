/**
 * What the site says about a product and the visitor's niche (issue 21 §2,
 * issue 35 §4). One text per kind of fit, shared by the listing's cards, the
 * product page's inline script (bundled from src/shared/fit.ts) and the
 * build, so every place reads the same.
 */
/** A dimension, as src/shared/fit.ts names them (copy imports nothing). */
type Axis = 'width' | 'height' | 'depth';

const decimal = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const cm = (value: number) => decimal.format(value);
const size = (width: number, height: number, depth: number) => `${cm(width)} × ${cm(height)} × ${cm(depth)} cm`;

const too: Readonly<Record<Axis, string>> = { width: 'för bred', height: 'för hög', depth: 'för djup' };

export const fitCopy = {
  /** By the maker's installation size: "Passar: kräver 56 × 82 × 55 cm". */
  fits: (width: number, height: number, depth: number): string => `Passar: kräver ${size(width, height, depth)}`,
  /** By the outer size only: the installation size is not stated. */
  'outer-fits': (width: number, height: number, depth: number): string =>
    `Mått passar (${size(width, height, depth)}) – kontrollera installationsmåttet hos butiken`,
  /** A free-standing unit, with the space around it it needs. */
  'free-standing': (width: number, height: number, depth: number): string =>
    `Fristående – ska inte byggas in. Kräver ${size(width, height, depth)} med luft runt om`,
  /** "Passar nästan: 1 cm för djup". */
  near: (axis: Axis, by: number): string => `Passar nästan: ${cm(by)} cm ${too[axis]}`,
  /** "Passar inte: 2,5 cm för djup". */
  tooBig: (axis: Axis, by: number): string => `Passar inte: ${cm(by)} cm ${too[axis]}`,
  unknown: 'Mått saknas – kontrollera hos butiken',
  /** "Din nisch 60 × 85 × 57 cm.", before the reason on a product page. */
  yourNiche: (width: number, height: number, depth: number): string => `Din nisch ${size(width, height, depth)}.`,
} as const;

/** A niche view's groups, on a listing (not on the product page, whose inline script bundles fitCopy). */
export const fitGroupCopy = {
  /** The heading of each group a niche view lists after the fitting products. */
  headings: {
    'outer-fits': 'Mått passar – kontrollera installationsmåttet hos butiken',
    near: 'Nästan – högst 2 cm för stora',
    'free-standing': 'Fristående – ska inte byggas in i en nisch',
    unknown: 'Mått saknas – kontrollera hos butiken',
  },
  /** After the count of a niche view, per group: "3 passar", "26 nästan". */
  counts: {
    fits: 'passar',
    'outer-fits': 'med mått som passar',
    near: 'nästan',
    'free-standing': 'fristående',
    unknown: 'saknar mått',
  },
} as const;
