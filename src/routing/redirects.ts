/**
 * The rules of Netlify's `_redirects` file: only rules whose number does not
 * grow with the catalogue (today the previous site's numeric category links).
 * Product aliases (SKU, name), the excluded product and brand spellings are
 * answered by the routing function instead (src/routing/lookup.ts), which
 * netlify.toml reaches through unforced rewrites: at 50,000 products
 * `_redirects` would otherwise hold about 200,000 rules, far above the
 * 10,000 Netlify advises. The static rules (index, /vinkyl/vinstall,
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
 *   Rules here are therefore written encoded, exactly as a browser sends the
 *   path, which matches on a host that compares decoded paths and on one that
 *   compares the raw request. The routing function decodes the same way.
 * - Case. The docs say paths are case-sensitive, and the local engine is:
 *   `/varumarken/EuroCave` does not match `/varumarken/EUROCAVE`. Older
 *   reports (2017–2019) describe Netlify folding URLs to lower case. The
 *   routing function is safe either way: it compares SKUs ignoring case and
 *   brands by their normalised slug, and its rewrites are unforced, so if a
 *   host folded `/varumarken/Cavin` onto the existing `cavin.html`, the file
 *   would win (shadowing) and nothing could loop.
 */

import { LEGACY_CATEGORY_LINKS } from './routes';

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

export type RedirectKind = 'legacy';

/**
 * Netlify advises wildcards or edge functions above this many rules; the
 * deploy-limit check (scripts/lib/deploy-limits.ts) fails a build above it.
 */
export const NETLIFY_RULE_ADVICE_LIMIT = 10_000;

/**
 * The `_redirects` rules: the old numeric category links, in a fixed order.
 * Their number is fixed: it never depends on the catalogue.
 */
export function buildRedirectRules(): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [from, to] of LEGACY_CATEGORY_LINKS) {
    const encoded = browserPath(from);
    if (encoded !== null && encoded !== to) rules.push({ from: encoded, to, status: 301, kind: 'legacy' });
  }
  return rules;
}

/**
 * The text of `dist/_redirects`: optional `#` comment lines, then one
 * `from to status` line per rule.
 */
export function formatRedirectsFile(rules: readonly RedirectRule[], header: readonly string[] = []): string {
  const lines = [
    ...header.map((line) => (line ? `# ${line}` : '#')),
    ...rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`),
  ];
  return `${lines.join('\n')}\n`;
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
