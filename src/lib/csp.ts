import { createHash } from 'node:crypto';

/**
 * The site's Content-Security-Policy, built after the build from the pages
 * themselves: every inline script Astro emits (island loader, hydration
 * directives, small bundled scripts it inlines, our one head script on the
 * blog list) and every inline <style> is allowed by its SHA-256 hash, and
 * nothing else inline is. No 'unsafe-inline', no 'unsafe-eval'. JSON-LD
 * blocks are data, not scripts, so CSP does not apply to them.
 */

export interface InlineSources {
  readonly scripts: ReadonlySet<string>;
  readonly styles: ReadonlySet<string>;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const STYLE_ATTRIBUTE = /<[a-z][^>]*\sstyle\s*=/i;
/** Script types that browsers do not execute (data blocks). */
const DATA_TYPE = /\stype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Adds the hashes of one page's inline scripts and styles to `into`. */
export function collectInlineSources(html: string, into: { scripts: Set<string>; styles: Set<string> }): void {
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    into.scripts.add(sha256Source(body));
  }
  for (const [, body = ''] of html.matchAll(STYLE)) into.styles.add(sha256Source(body));
  if (STYLE_ATTRIBUTE.test(html)) {
    // Style attributes need 'unsafe-hashes' or 'unsafe-inline'; the site has
    // none, and this keeps it that way.
    throw new Error('an inline style="" attribute would need a weaker CSP; use a class instead');
  }
}

export interface PolicyOptions {
  /** Extra origins the browser may fetch from (the debug tool's live Supabase count). */
  readonly connect?: readonly string[];
}

export function contentSecurityPolicy(sources: InlineSources, options: PolicyOptions = {}): string {
  const sorted = (set: ReadonlySet<string>) => [...set].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...sorted(sources.scripts)].join(' '),
    ["style-src 'self'", ...sorted(sources.styles)].join(' '),
    // Product images come from retailers' CDNs over https.
    "img-src 'self' https:",
    "font-src 'self'",
    ["connect-src 'self'", ...(options.connect ?? [])].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}
