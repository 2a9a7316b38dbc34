/**
 * Data-driven redirect rules for Netlify's `_redirects` file (spec §2): old
 * and typed product URLs (SKU, name), the excluded product, brand spellings
 * that are not the normalised slug, and the previous site's numeric category
 * links. Pure: data in, rules out. The static rules (index, /vinkyl/vinstall,
 * not-found rewrites, the catch-all) live in netlify.toml; `_redirects` is
 * applied before them, and within each file the first matching rule wins.
 *
 * How Netlify matches paths, and what that means here (checked against the
 * docs, the Netlify CLI's history and the local engine, netlify-redirector
 * 0.5 through @netlify/redirects 4.0.2):
 *
 * - Encoding. `_redirects` splits a line on white space, and Netlify's docs
 *   say "special characters in paths must be url-encoded", e.g.
 *   `/authors/c%C3%A9line`. Requests are matched on their decoded path:
 *   @netlify/redirects passes `decodeURIComponent(pathname)` to the engine
 *   (netlify/cli#2990 and #3107 made `netlify dev` do what production already
 *   did). So `%C3%A9`, `%c3%a9` and a raw `é` all reach a rule for `é`, and
 *   `%2F` in a request becomes a `/`. The WASM engine itself compares the rule
 *   text literally: an encoded rule never matches a decoded request there, so
 *   scripts/preview.ts decodes each rule's `from` once before handing it over.
 *   Rules here are therefore written encoded, exactly as a browser (or the old
 *   site's `encodeURIComponent` link) sends the path, which matches on a host
 *   that compares decoded paths and on one that compares the raw request.
 *   Deduplication and the existing-page check compare decoded paths.
 * - Case. The docs say paths are case-sensitive, and the local engine is:
 *   `/varumarken/EuroCave` does not match `/varumarken/EUROCAVE`. Older
 *   reports (2017–2019) describe Netlify folding URLs to lower case. The rules
 *   are safe either way: every spelling a visitor is likely to use gets its own
 *   rule (raw SKU and lower case; each brand spelling as written, hyphenated
 *   and in lower case), and no rule is forced, so if a host folded
 *   `/varumarken/Cavin` onto the existing `cavin.html`, the file would win
 *   (shadowing) and nothing could loop. A source that differs from a
 *   *different* existing page only by case is left out, because a folding
 *   host would serve that other page instead.
 */

import type { ExcludedProduct, Product } from '../dataset/schemas/product';
import type { Brand } from '../dataset/schemas/taxonomy';
import { brandPath, LEGACY_CATEGORY_LINKS, productPath, RESERVED_PRODUCT_SLUGS } from './paths';

/** One line of `_redirects`: `from to status`. */
export interface RedirectRule {
  /** Source path exactly as written in `_redirects`: percent-encoded, no white space. */
  readonly from: string;
  /** Target path on this site. */
  readonly to: string;
  /** Always permanent: every alias here is a permanent move. */
  readonly status: 301;
  /** Why the rule exists (for tests and the file's comments). */
  readonly kind: RedirectKind;
}

export type RedirectKind = 'sku' | 'name' | 'excluded' | 'brand' | 'legacy';

export interface RedirectInput {
  /** Products that have a page at /produkt/{slug}. */
  readonly products: readonly Pick<Product, 'slug' | 'sku' | 'name'>[];
  /** Products that never get a page; their URLs go to `redirect_to` (spec §2: /vinkyl). */
  readonly excludedProducts: readonly Pick<ExcludedProduct, 'id' | 'name' | 'slug' | 'redirect_to'>[];
  /** Brands with a page at /varumarken/{slug}, with every spelling seen in the feed. */
  readonly brands: readonly Pick<Brand, 'slug' | 'spellings'>[];
  /**
   * Further paths that are served by a file (decoded, no trailing slash,
   * without `.html`), e.g. every page of the build. Product and brand pages
   * are always counted as existing.
   */
  readonly existingPaths?: Iterable<string>;
}

/** Netlify recommends wildcards above this many rules; the integration warns. */
export const NETLIFY_RULE_ADVICE_LIMIT = 10_000;

const PRODUCT_PREFIX = '/produkt/';
const BRAND_PREFIX = '/varumarken/';

/**
 * The `_redirects` rules for the data, in precedence order (first match wins
 * on Netlify, and a source is emitted at most once): live products' SKUs,
 * then their names, then the excluded products, then brand spellings, then
 * the old numeric category links. Never a rule whose source is an existing
 * page, a self-redirect or a duplicate.
 */
export function buildRedirectRules(input: RedirectInput): RedirectRule[] {
  const existing = new Set<string>([
    ...input.products.map((p) => productPath(p.slug)),
    ...input.brands.map((b) => brandPath(b.slug)),
    ...(input.existingPaths ?? []),
  ]);
  const existingByLowerCase = new Map<string, string>();
  for (const path of existing) existingByLowerCase.set(path.toLowerCase(), path);

  const rules: RedirectRule[] = [];
  const seen = new Set<string>();

  const add = (from: string | null, to: string, kind: RedirectKind): void => {
    if (from === null) return;
    const decoded = decodePath(from);
    if (decoded === null || !isUsableSource(decoded) || isSitePath(decoded)) return;
    if (decoded === to || seen.has(decoded) || existing.has(decoded)) return;
    const sameButCase = existingByLowerCase.get(decoded.toLowerCase());
    if (sameButCase !== undefined && sameButCase !== to) return;
    seen.add(decoded);
    rules.push({ from, to, status: 301, kind });
  };

  const addSku = (sku: string, to: string, kind: RedirectKind): void => {
    for (const spelling of unique([sku.trim(), sku.trim().toLowerCase()])) {
      if (spelling) add(componentPath(PRODUCT_PREFIX, spelling), to, kind);
    }
  };
  const addName = (name: string, to: string, kind: RedirectKind): void => {
    const trimmed = name.trim();
    if (!trimmed) return;
    // The old site linked /produkt/{encodeURIComponent(name)} …
    add(componentPath(PRODUCT_PREFIX, trimmed), to, kind);
    // … and /produkt/{name with spaces as hyphens}, which the browser encodes itself.
    add(browserPath(PRODUCT_PREFIX + trimmed.replace(/\s+/g, '-')), to, kind);
  };

  for (const product of input.products) addSku(product.sku, productPath(product.slug), 'sku');
  for (const product of input.products) addName(product.name, productPath(product.slug), 'name');

  for (const excluded of input.excludedProducts) {
    const to = excluded.redirect_to;
    if (excluded.slug) add(browserPath(PRODUCT_PREFIX + excluded.slug), to, 'excluded');
    addSku(excluded.id, to, 'excluded');
    addName(excluded.name, to, 'excluded');
  }

  for (const brand of input.brands) {
    const to = brandPath(brand.slug);
    for (const spelling of brand.spellings) {
      const trimmed = spelling.trim();
      if (!trimmed || trimmed.includes('/')) continue;
      const hyphenated = trimmed.replace(/\s+/g, '-');
      for (const variant of unique([trimmed, hyphenated, trimmed.toLowerCase(), hyphenated.toLowerCase()])) {
        add(browserPath(BRAND_PREFIX + variant), to, 'brand');
      }
    }
  }

  for (const [from, to] of LEGACY_CATEGORY_LINKS) add(browserPath(from), to, 'legacy');

  return rules;
}

/**
 * The text of `dist/_redirects`: optional `#` comment lines, then one
 * `from to status` line per rule (not padded: Netlify limits the size of the
 * processed rules, and a large catalogue has tens of thousands).
 */
export function formatRedirectsFile(rules: readonly RedirectRule[], header: readonly string[] = []): string {
  const lines = [
    ...header.map((line) => (line ? `# ${line}` : '#')),
    ...rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * True for a path the site itself serves under /produkt/ (the all-products
 * pages /produkt/sida/{n}): a SKU like "sida/1" must not redirect it away.
 */
function isSitePath(decoded: string): boolean {
  if (!decoded.startsWith(PRODUCT_PREFIX)) return false;
  const segment = decoded.slice(PRODUCT_PREFIX.length).split('/')[0] ?? '';
  return RESERVED_PRODUCT_SLUGS.has(segment.toLowerCase());
}

/** `prefix` + one path segment encoded like `encodeURIComponent` (so `/` becomes `%2F`). */
export function componentPath(prefix: string, segment: string): string | null {
  // `*` would be a splat in a rule's source; encodeURIComponent leaves it alone.
  if (segment.includes('*')) return null;
  return prefix + encodeURIComponent(segment);
}

/**
 * The path as a browser sends it when a visitor types or follows it
 * unencoded: WHATWG URL serialisation (spaces and non-ASCII percent-encoded,
 * `/` kept as a separator). Null when the browser would change what the path
 * means (`?` or `#` start the query or fragment, dot segments collapse, `\`
 * becomes `/`, a stray `%` is not an escape).
 */
export function browserPath(path: string): string | null {
  if (!path.startsWith('/') || /[?#%\\]/.test(path)) return null;
  let serialised: string;
  try {
    serialised = new URL(path, 'http://host.invalid').pathname;
  } catch {
    return null;
  }
  return decodePath(serialised) === path ? serialised : null;
}

/** Decodes percent-escapes the way Netlify does before matching; null when malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * A decoded source Netlify can match literally: rooted, no empty or dot
 * segments, no trailing slash (Netlify strips it before matching), no splat
 * `*`, no `?` or `#` (a rule's path would be cut there), no segment that would
 * read as a `:placeholder`, no control characters.
 */
function isUsableSource(decoded: string): boolean {
  if (!decoded.startsWith('/') || decoded.length < 2) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is rejected.
  if (/[\u0000-\u001f\u007f*?#]/.test(decoded)) return false;
  const segments = decoded.slice(1).split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.startsWith(':'));
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
