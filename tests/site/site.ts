/**
 * Shared helpers of the site tests: they read the REAL built dist/ (never
 * build it), parse its HTML with htmlparser2/domutils and ask the preview
 * server (scripts/lib/preview-server.ts: Netlify's own redirect and header
 * engine over netlify.toml, dist/_redirects and dist/_headers) over loopback.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyNode, Document, Element, ParentNode } from 'domhandler';
import { findAll, findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { type Preview, startPreview } from '../../scripts/lib/preview-server';
import { kindOf, type PageKind, urlPathOf } from '../../src/routing/routes';
import { resolveSiteUrl } from '../../src/shared/site';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
export const DATA = path.join(ROOT, 'src/data');
/** The origin canonical URLs must use: SITE_URL, or the production origin. */
export const SITE = resolveSiteUrl(process.env.SITE_URL);

if (!existsSync(path.join(DIST, 'index.html'))) {
  throw new Error(
    `${path.relative(ROOT, path.join(DIST, 'index.html'))} is missing: run \`npm run build\` first. ` +
      'The site tests check the built dist/ and never build it themselves.',
  );
}

export interface Page {
  /** File inside dist/, with forward slashes, e.g. `produkt/x.html`. */
  readonly file: string;
  /** The URL path Netlify serves it at: `/`, `/vinkyl`, `/produkt/x`. */
  readonly path: string;
  readonly kind: PageKind;
  readonly html: string;
  readonly doc: Document;
}

/** Every HTML file of dist/ with its URL path and kind, without reading it. */
export function pageFiles(): { file: string; path: string; kind: PageKind }[] {
  return readdirSync(DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
    .map((file) => ({ file, path: urlPathOf(file), kind: kindOf(urlPathOf(file)) }));
}

let pageCache: Page[] | null = null;

/** Every HTML page of dist/, parsed once per test file. */
export function htmlPages(): readonly Page[] {
  if (pageCache) return pageCache;
  pageCache = pageFiles().map((entry) => {
    const html = readFileSync(path.join(DIST, entry.file), 'utf8');
    return { ...entry, html, doc: parseDocument(html) };
  });
  return pageCache;
}

export function page(urlPath: string): Page {
  const found = htmlPages().find((candidate) => candidate.path === urlPath);
  if (!found) throw new Error(`no page ${urlPath} in dist/ (is the build current? run \`npm run build\`)`);
  return found;
}

export function readData<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA, file), 'utf8')) as T;
}

// --- DOM ---------------------------------------------------------------

type Root = ParentNode | AnyNode[];

export function all(root: Root, test: (element: Element) => boolean): Element[] {
  return findAll(test, root);
}

export function one(root: Root, test: (element: Element) => boolean): Element | null {
  return findOne(test, root, true);
}

export const tag =
  (name: string) =>
  (element: Element): boolean =>
    element.name === name;

export const hasAttr =
  (name: string, value?: string) =>
  (element: Element): boolean =>
    value === undefined ? name in element.attribs : element.attribs[name] === value;

export function attr(element: Element, name: string): string | undefined {
  return getAttributeValue(element, name);
}

/** Visible text with collapsed whitespace. */
export function text(node: AnyNode | AnyNode[]): string {
  return textContent(node).replace(/\s+/g, ' ').trim();
}

/** Text of an HTML fragment (e.g. an FAQ answer in JSON-LD). */
export function htmlText(html: string): string {
  return text(parseDocument(html));
}

export function head(doc: Document): Element {
  const found = one(doc, tag('head'));
  if (!found) throw new Error('page without <head>');
  return found;
}

export function main(doc: Document): Element {
  const found = one(doc, (element) => element.name === 'main');
  if (!found) throw new Error('page without <main>');
  return found;
}

/** All `<meta>` in the head with this name or property. */
export function metas(doc: Document, key: string): string[] {
  return all(
    head(doc),
    (element) => element.name === 'meta' && (element.attribs.name ?? element.attribs.property) === key,
  ).map((element) => element.attribs.content ?? '');
}

export function meta(doc: Document, key: string): string | undefined {
  return metas(doc, key)[0];
}

export function canonicals(doc: Document): string[] {
  return all(
    doc,
    (element) => element.name === 'link' && (element.attribs.rel ?? '').split(/\s+/).includes('canonical'),
  ).map((element) => element.attribs.href ?? '');
}

export interface JsonLdBlock {
  readonly raw: string;
  readonly value: unknown;
  readonly error: string | null;
}

export function jsonLd(doc: Document): JsonLdBlock[] {
  return all(doc, (element) => element.name === 'script' && element.attribs.type === 'application/ld+json').map(
    (element) => {
      const raw = textContent(element);
      try {
        return { raw, value: JSON.parse(raw) as unknown, error: null };
      } catch (error) {
        return { raw, value: null, error: (error as Error).message };
      }
    },
  );
}

export type Json = { [key: string]: Json } | Json[] | string | number | boolean | null;
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON-LD objects of a page of one @type. */
export function ldOfType(doc: Document, type: string): JsonObject[] {
  return jsonLd(doc)
    .map((block) => block.value)
    .filter((value): value is JsonObject => isObject(value) && value['@type'] === type);
}

/** "12 990 kr" (any space characters) or "1 299,50 kr" → 12990 / 1299.5. */
export function parseSek(visible: string): number {
  const match = /^([\d\s\u00a0\u202f]+)(?:,(\d{2}))?\s*kr$/u.exec(visible.trim());
  if (!match?.[1]) throw new Error(`not a Swedish krona price: ${JSON.stringify(visible)}`);
  return Number(match[1].replace(/\D/g, '')) + (match[2] ? Number(match[2]) / 100 : 0);
}

// --- preview -------------------------------------------------------------

/** Runs `fn` over `items`, `limit` at a time (the preview answers in the same process). */
export async function pool<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function openPreview(): Promise<Preview> {
  return startPreview({ dir: DIST, port: 0 });
}

export interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly type: string;
  readonly headers: Headers;
  readonly body: string;
}

/** One request, redirects not followed. `target` is a path or a URL on our site or on the preview. */
export async function get(preview: Preview, target: string, options: { body?: boolean } = {}): Promise<Answer> {
  const response = await fetch(toPreview(preview, target), {
    redirect: 'manual',
    method: options.body === false ? 'HEAD' : 'GET',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type') ?? '',
    headers: response.headers,
    body: options.body === false ? '' : await response.text(),
  };
}

/** A URL on our site (SITE), a root-relative path or a preview URL → the same path on the preview. */
export function toPreview(preview: Preview, target: string): string {
  const url = new URL(target, preview.url);
  if (url.origin === SITE) return `${preview.url}${url.pathname}${url.search}`;
  if (url.origin !== preview.url) throw new Error(`${target} is not on ${SITE}`);
  return url.href;
}

/** Status of a URL on our site, asked once per test file. */
export function statusCache(preview: Preview): (target: string) => Promise<number> {
  const seen = new Map<string, Promise<number>>();
  return (target) => {
    const key = toPreview(preview, target);
    let status = seen.get(key);
    if (!status) {
      status = fetch(key, { redirect: 'manual', method: 'HEAD' }).then((response) => response.status);
      seen.set(key, status);
    }
    return status;
  };
}
