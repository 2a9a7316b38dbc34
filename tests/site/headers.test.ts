/**
 * Response headers of the real build through the preview server, which
 * applies netlify.toml [[headers]] and the generated dist/_headers with
 * Netlify's own parser (issue 4 "Routing and hosting"): caching per kind of
 * file, the security headers on every HTML response, and a
 * Content-Security-Policy that really covers every page: each executable
 * inline <script> and each inline <style> of each page is hashed here
 * (node:crypto) and must be listed; no style="" attributes, no inline event
 * handlers, no javascript: URLs, which a hash-based policy would block.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preview } from '../../scripts/lib/preview-server';
import { type Answer, all, DIST, get, openPreview, pageFiles, pool } from './site';

const HTML_CACHE = 'public, max-age=0, must-revalidate';
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Views served with status 404 by the not-found rewrites of netlify.toml. */
const NOT_FOUND_REWRITES = ['/produkt/finns-inte-alls', '/vinbloggen/finns-inte-alls'];

const files = pageFiles();
const assets = readdirSync(path.join(DIST, '_astro')).map((name) => `/_astro/${name}`);

let preview: Preview;
const answers = new Map<string, Answer>();

beforeAll(async () => {
  preview = await openPreview();
  const targets = [...files.map((f) => f.path), ...NOT_FOUND_REWRITES];
  await pool(targets, 8, async (target) => {
    answers.set(target, await get(preview, target));
  });
});

afterAll(async () => {
  await preview?.close();
});

function answer(target: string): Answer {
  const found = answers.get(target);
  if (!found) throw new Error(`no answer for ${target}`);
  return found;
}

/** CSP directives: name → source list. */
function directives(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

const sha256 = (body: string): string => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** Script types a browser executes (no type, a JavaScript MIME type, or module). */
function executable(script: Element): boolean {
  if (script.attribs.src !== undefined) return false;
  const type = (script.attribs.type ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

interface Inline {
  readonly scripts: string[];
  readonly styles: string[];
  readonly styleAttributes: string[];
  readonly handlers: string[];
  readonly javascriptUrls: string[];
}

const inlineCache = new Map<Answer, Inline>();

/** The inline sources of one response body, parsed once. */
function inlineOf(a: Answer): Inline {
  let found = inlineCache.get(a);
  if (!found) {
    found = inlineSources(parseDocument(a.body));
    inlineCache.set(a, found);
  }
  return found;
}

function inlineSources(doc: Document): Inline {
  const elements = all(doc, () => true);
  return {
    scripts: elements.filter((e) => e.name === 'script' && executable(e)).map((e) => textContent(e)),
    styles: elements.filter((e) => e.name === 'style').map((e) => textContent(e)),
    styleAttributes: elements.filter((e) => 'style' in e.attribs).map((e) => `<${e.name} style="${e.attribs.style}">`),
    handlers: elements.flatMap((e) =>
      Object.keys(e.attribs)
        .filter((name) => /^on[a-z]+$/i.test(name))
        .map((name) => `<${e.name} ${name}>`),
    ),
    javascriptUrls: elements.flatMap((e) =>
      ['href', 'src', 'action', 'formaction']
        .filter((name) => /^\s*javascript:/i.test(e.attribs[name] ?? ''))
        .map((name) => `<${e.name} ${name}="${e.attribs[name]}">`),
    ),
  };
}

function securityProblems(a: Answer): string[] {
  const problems: string[] = [];
  const header = (name: string) => a.headers.get(name);
  const policy = header('content-security-policy');
  if (!policy) return ['no Content-Security-Policy'];
  const csp = directives(policy);
  const has = (name: string, value: string) => (csp.get(name) ?? []).includes(value);
  if (!has('default-src', "'self'")) problems.push(`default-src ${csp.get('default-src')}`);
  if (!has('frame-ancestors', "'none'")) problems.push(`frame-ancestors ${csp.get('frame-ancestors')}`);
  if (!has('object-src', "'none'")) problems.push(`object-src ${csp.get('object-src')}`);
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  for (const weak of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    if (scriptSrc.includes(weak)) problems.push(`script-src allows ${weak}`);
  }
  if ((csp.get('style-src') ?? []).includes("'unsafe-inline'")) problems.push("style-src allows 'unsafe-inline'");
  if (header('x-content-type-options') !== 'nosniff')
    problems.push(`X-Content-Type-Options ${header('x-content-type-options')}`);
  if (!header('referrer-policy')) problems.push('no Referrer-Policy');
  if (!header('permissions-policy')) problems.push('no Permissions-Policy');
  if (header('x-frame-options') !== 'DENY') problems.push(`X-Frame-Options ${header('x-frame-options')}`);
  return problems;
}

function coverageProblems(a: Answer): string[] {
  const csp = directives(a.headers.get('content-security-policy') ?? '');
  const scriptSrc = new Set(csp.get('script-src') ?? []);
  const styleSrc = new Set(csp.get('style-src') ?? []);
  const inline = inlineOf(a);
  const problems: string[] = [];
  for (const body of inline.scripts) {
    if (!scriptSrc.has(sha256(body)))
      problems.push(`inline script ${sha256(body)} not in script-src: ${body.slice(0, 80)}`);
  }
  for (const body of inline.styles) {
    if (!styleSrc.has(sha256(body)))
      problems.push(`inline style ${sha256(body)} not in style-src: ${body.slice(0, 80)}`);
  }
  problems.push(...inline.styleAttributes.map((s) => `style attribute ${s}`));
  problems.push(...inline.handlers.map((s) => `inline event handler ${s}`));
  problems.push(...inline.javascriptUrls.map((s) => `javascript: URL ${s}`));
  return problems;
}

describe('caching', () => {
  it(`every HTML page (${files.length}) and the 404 views: Cache-Control ${HTML_CACHE}`, () => {
    const wrong = [...answers]
      .filter(([, a]) => a.headers.get('cache-control') !== HTML_CACHE || !a.type.startsWith('text/html'))
      .map(([target, a]) => `${target}: ${a.status} ${a.type} ${a.headers.get('cache-control')}`);
    expect(wrong).toEqual([]);
    for (const target of NOT_FOUND_REWRITES) expect(answer(target).status, target).toBe(404);
  });

  it(`every build asset under /_astro (${assets.length}): Cache-Control ${ASSET_CACHE}`, async () => {
    expect(assets.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const asset of assets) {
      const a = await get(preview, asset, { body: false });
      if (a.status !== 200 || a.headers.get('cache-control') !== ASSET_CACHE) {
        wrong.push(`${asset}: ${a.status} ${a.headers.get('cache-control')}`);
      }
      if (a.headers.get('x-content-type-options') !== 'nosniff') wrong.push(`${asset}: no nosniff`);
    }
    expect(wrong).toEqual([]);
  });

  it('unhashed files (favicon, robots.txt, sitemap) revalidate instead of being immutable', async () => {
    for (const target of ['/favicon.svg', '/robots.txt', '/sitemap-index.xml']) {
      const a = await get(preview, target, { body: false });
      expect(a.status, target).toBe(200);
      expect(a.headers.get('cache-control'), target).not.toMatch(/immutable/);
    }
  });
});

describe('security headers on every HTML response', () => {
  it('Content-Security-Policy (default-src, frame-ancestors, object-src; no unsafe-inline/eval in script-src), nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options DENY', () => {
    const problems = [...answers].flatMap(([target, a]) => securityProblems(a).map((p) => `${target}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('one policy for the whole site', () => {
    const policies = new Set([...answers.values()].map((a) => a.headers.get('content-security-policy')));
    expect(policies.size).toBe(1);
  });
});

describe('the CSP covers every page', () => {
  it.each(files.map((f) => [f.path] as const).concat(NOT_FOUND_REWRITES.map((target) => [target] as const)))(
    '%s: every inline script and style is allowed by hash; no style="", on*="", javascript:',
    (target) => {
      expect(coverageProblems(answer(target))).toEqual([]);
    },
  );

  it('the pages do use inline scripts and styles, so the hashing is exercised', () => {
    const inline = [...answers.values()].map(inlineOf);
    expect(inline.some((i) => i.scripts.length > 0)).toBe(true);
    expect(inline.some((i) => i.styles.length > 0)).toBe(true);
  });
});
