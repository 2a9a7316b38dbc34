/**
 * Production routing through Netlify's own engine: the preview server
 * (scripts/preview.ts) over a fixture build with the repository's
 * netlify.toml, the `_redirects` of src/routing/redirects.ts and the routing
 * function (src/routing/routing-function.ts) with a lookup table built from
 * small fixture data, exactly as the build writes it. Every rule of both
 * files, and every rule the old per-product `_redirects` had, is requested.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Preview, startPreview } from '../../scripts/lib/preview-server';
import { readRedirectData } from '../../src/integrations/netlify-redirects';
import { createLookup } from '../../src/routing/lookup';
import {
  buildLookupTable,
  formatLookupTable,
  LOOKUP_TABLE_PATH,
  type LookupTableInput,
} from '../../src/routing/lookup-table';
import { parseLookupTable } from '../../src/routing/lookup-table-schema';
import { buildRedirectRules, formatRedirectsFile } from '../../src/routing/redirects';

const ROOT = path.resolve(import.meta.dirname, '../..');
const NETLIFY_TOML = path.join(ROOT, 'netlify.toml');

const PRODUCT = {
  slug: 'mquvee-wineexpert-12-12-flaskor-tva-zoner',
  sku: 'MQ-WE12',
  name: 'mQuvée WineExpert 12 – 12 flaskor, två zoner',
};
const RIEDEL = {
  slug: 'riedel-veritas-cabernetmerlot-2-pack',
  sku: 'RIE-64490',
  name: 'Riedel Veritas Cabernet/Merlot 2-pack',
  // Issue 20: another shop's row of the same glasses, a page of its own before the matching.
  offers: [
    { slug: 'riedel-veritas-cabernetmerlot-2-pack', sku: 'RIE-64490', name: 'Riedel Veritas Cabernet/Merlot 2-pack' },
    { slug: 'vinglas-riedel-veritas-cabernet-2-st', sku: 'GK-5512', name: 'Vinglas Riedel Veritas Cabernet, 2 st' },
  ],
};
const DATA: LookupTableInput = {
  products: [PRODUCT, RIEDEL],
  excludedProducts: [
    {
      id: 'WC-78060DPP',
      name: 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
      slug: 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
      redirect_to: '/vinkyl',
    },
  ],
  brands: [
    // The feed spells them mQuvée, Mquvee and MQUVÉE; EuroCave; Cavin and cavin
    // (the old _redirects had a rule per spelling seen: OLD_RULES below).
    { slug: 'mquvee' },
    { slug: 'eurocave' },
    { slug: 'cavin' },
  ],
};

/** Stand-ins for the pages of a build (file name → body). */
const PAGES: Record<string, string> = {
  'index.html': page('Hem'),
  '404.html': page('Sidan finns inte'),
  'vinkyl.html': page('Vinkyl'),
  'vinkyl/sida/2.html': page('Vinkyl, sida 2'),
  'vinstall.html': page('Vinställ'),
  'fristaende-vinkyl.html': page('Fristående Vinkyl'),
  'inbyggbar-vinkyl.html': page('Inbyggbar Vinkyl'),
  'integrerad-vinkyl.html': page('Integrerad Vinkyl'),
  'produkt.html': page('Alla Produkter'),
  'produkt/sida/2.html': page('Alla Produkter, sida 2'),
  [`produkt/${PRODUCT.slug}.html`]: page(PRODUCT.name),
  [`produkt/${RIEDEL.slug}.html`]: page(RIEDEL.name),
  'produkt-hittades-inte.html': page('Produkten hittades inte'),
  'varumarken.html': page('Varumärken'),
  'varumarken/mquvee.html': page('mQuvée'),
  'varumarken/mquvee/sida/2.html': page('mQuvée, sida 2'),
  'varumarken/eurocave.html': page('EuroCave'),
  'varumarken/cavin.html': page('Cavin'),
  'vinbloggen.html': page('Vinbloggen'),
  'vinbloggen/vinkyl-med-tva-zoner.html': page('Vinkyl med två zoner'),
  'inlagget-hittades-inte.html': page('Inlägget hittades inte'),
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'favicon.ico': '\0',
  'sitemap-index.xml': '<?xml version="1.0"?><sitemapindex/>',
  'robots.txt': 'User-agent: *\n',
  'manifest.json': '{}',
  '_astro/app.Ab12.js': 'export {};',
  '_astro/style.Cd34.css': 'body{}',
  'images/sample/bild.webp': 'RIFF',
};

function page(h1: string): string {
  return `<!doctype html><html lang="sv"><head><title>${h1}</title></head><body><h1>${h1}</h1></body></html>`;
}

let dir: string;
let preview: Preview;
let rules: ReturnType<typeof buildRedirectRules>;

interface Answer {
  readonly status: number;
  readonly location: string | null;
  readonly type: string | null;
  readonly body: string;
  readonly headers: Headers;
}

async function get(pathAndQuery: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${preview.url}${pathAndQuery}`, { redirect: 'manual', ...init });
  return {
    status: response.status,
    location: response.headers.get('location'),
    type: response.headers.get('content-type'),
    body: await response.text(),
    headers: response.headers,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'routing-dist-'));
  for (const [file, body] of Object.entries(PAGES)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  rules = buildRedirectRules();
  await writeFile(path.join(dir, '_redirects'), formatRedirectsFile(rules, ['fixture']));
  const tableFile = path.join(dir, LOOKUP_TABLE_PATH);
  await mkdir(path.dirname(tableFile), { recursive: true });
  await writeFile(tableFile, formatLookupTable(buildLookupTable(DATA)));
  preview = await startPreview({ dir, port: 0 });
});

afterAll(async () => {
  await preview?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('netlify.toml', () => {
  it('parses without errors with Netlify’s parser, and the build settings are set', async () => {
    const { errors } = await parseAllRedirects({
      redirectsFiles: [],
      netlifyConfigPath: NETLIFY_TOML,
      configRedirects: [],
      minimal: true,
    });
    expect(errors).toEqual([]);
    const toml = await readFile(NETLIFY_TOML, 'utf8');
    expect(toml).toMatch(/command = "npm run build"/);
    expect(toml).toMatch(/publish = "dist"/);
    expect(toml).toMatch(/NODE_VERSION = "24"/);
  });
});

describe('static rules (netlify.toml)', () => {
  it('serves / itself: the catch-all never matches the home page', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<h1>Hem</h1>');
    expect((await get('/?utm_source=x')).status).toBe(200);
  });

  it('removes a trailing slash with a 301 and keeps the query string', async () => {
    expect(await get('/vinkyl/?a=1')).toMatchObject({ status: 301, location: '/vinkyl?a=1' });
    expect(await get('/vinkyl/')).toMatchObject({ status: 301, location: '/vinkyl' });
    expect(await get(`/produkt/${PRODUCT.slug}/?ref=mail&x=%20y`)).toMatchObject({
      status: 301,
      location: `/produkt/${PRODUCT.slug}?ref=mail&x=%20y`,
    });
    // "No slug" on the blog leads to the blog list.
    expect(await get('/vinbloggen/')).toMatchObject({ status: 301, location: '/vinbloggen' });
    expect(await get('/produkt/')).toMatchObject({ status: 301, location: '/produkt' });
  });

  it('serves later pages of /produkt and sends /produkt/sida/1 to /produkt; a page past the end is a missing product', async () => {
    expect(await get('/produkt/sida/2')).toMatchObject({ status: 200, location: null });
    expect(await get('/produkt/sida/1')).toMatchObject({ status: 301, location: '/produkt' });
    expect(await get('/produkt/sida/1?a=1')).toMatchObject({ status: 301, location: '/produkt?a=1' });
    const past = await get('/produkt/sida/99');
    expect(past.status).toBe(404);
    expect(past.body).toContain('Produkten hittades inte');
  });

  it('serves later pages of category and brand listings and sends their page 1 to the listing (301, query kept)', async () => {
    expect(await get('/vinkyl/sida/2')).toMatchObject({ status: 200, location: null });
    expect((await get('/vinkyl/sida/2')).body).toContain('<h1>Vinkyl, sida 2</h1>');
    expect(await get('/vinkyl/sida/2?marke=cavin')).toMatchObject({ status: 200, location: null });
    expect(await get('/vinkyl/sida/1')).toMatchObject({ status: 301, location: '/vinkyl' });
    expect(await get('/vinkyl/sida/1?marke=cavin&zoner=2')).toMatchObject({
      status: 301,
      location: '/vinkyl?marke=cavin&zoner=2',
    });
    expect(await get('/fristaende-vinkyl/sida/1')).toMatchObject({ status: 301, location: '/fristaende-vinkyl' });
    expect(await get('/vinkyl/sida/2/')).toMatchObject({ status: 301, location: '/vinkyl/sida/2' });
    expect(await get('/varumarken/mquvee/sida/2')).toMatchObject({ status: 200, location: null });
    expect((await get('/varumarken/mquvee/sida/2')).body).toContain('<h1>mQuvée, sida 2</h1>');
    expect(await get('/varumarken/mquvee/sida/1')).toMatchObject({ status: 301, location: '/varumarken/mquvee' });
    expect(await get('/varumarken/mquvee/sida/1?sortera=pris')).toMatchObject({
      status: 301,
      location: '/varumarken/mquvee?sortera=pris',
    });
    // The all-products list keeps its own rule, to the same effect.
    expect(await get('/produkt/sida/1')).toMatchObject({ status: 301, location: '/produkt' });
    // A page past the end is no page: the catch-all sends it home, temporarily.
    expect(await get('/vinkyl/sida/99')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/varumarken/mquvee/sida/99')).toMatchObject({ status: 302, location: '/' });
  });

  it('sends /index.html and /index to / (301, query kept)', async () => {
    expect(await get('/index.html')).toMatchObject({ status: 301, location: '/' });
    expect(await get('/index')).toMatchObject({ status: 301, location: '/' });
    expect(await get('/index?a=1')).toMatchObject({ status: 301, location: '/?a=1' });
    expect(await get('/index.html?a=1&b=2')).toMatchObject({ status: 301, location: '/?a=1&b=2' });
  });

  it('sends /vinkyl/vinstall to /vinstall (301, query kept)', async () => {
    expect(await get('/vinkyl/vinstall')).toMatchObject({ status: 301, location: '/vinstall' });
    expect(await get('/vinkyl/vinstall?sort=pris')).toMatchObject({ status: 301, location: '/vinstall?sort=pris' });
    expect(await get('/vinkyl/vinstall/')).toMatchObject({ status: 301, location: '/vinstall' });
  });

  it('shows the product not-found view with status 404 for an unknown product, URL unchanged', async () => {
    for (const unknown of ['/produkt/finns-inte', '/produkt/finns-inte?x=1', '/produkt/a/b', '/produkt/finns-inte/']) {
      const answer = await get(unknown);
      expect(answer, unknown).toMatchObject({ status: 404, location: null });
      expect(answer.type).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<h1>Produkten hittades inte</h1>');
    }
  });

  it('shows the post not-found screen with status 404 for an unknown post, URL unchanged', async () => {
    for (const unknown of ['/vinbloggen/finns-inte', '/vinbloggen/finns-inte?category=vinkyl', '/vinbloggen/a/b']) {
      const answer = await get(unknown);
      expect(answer, unknown).toMatchObject({ status: 404, location: null });
      expect(answer.body).toContain('<h1>Inlägget hittades inte</h1>');
    }
  });

  it('sends every other unknown path to / with a temporary 302, query kept', async () => {
    expect(await get('/whatever')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/a/b/c')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/whatever?utm_source=x')).toMatchObject({ status: 302, location: '/?utm_source=x' });
    expect(await get('/whatever/')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/varumarken/finns-inte')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/vinkyl/okand-underkategori')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/%C3%B6lkyl-gammal')).toMatchObject({ status: 302, location: '/' });
  });

  it('answers a missing build asset with 404 instead of the home page', async () => {
    const answer = await get('/_astro/gammal.Zz99.js');
    expect(answer).toMatchObject({ status: 404, location: null });
    expect(answer.body).toContain('<h1>Sidan finns inte</h1>');
  });

  it('lets existing files shadow the catch-all and the not-found rewrites', async () => {
    const files: [string, string][] = [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon.ico', 'image/x-icon'],
      ['/sitemap-index.xml', 'application/xml; charset=utf-8'],
      ['/robots.txt', 'text/plain; charset=utf-8'],
      ['/manifest.json', 'application/json; charset=utf-8'],
      ['/_astro/app.Ab12.js', 'text/javascript; charset=utf-8'],
      ['/_astro/style.Cd34.css', 'text/css; charset=utf-8'],
      ['/images/sample/bild.webp', 'image/webp'],
    ];
    for (const [file, type] of files) {
      expect(await get(file), file).toMatchObject({ status: 200, location: null, type });
    }
    for (const pagePath of [
      '/vinkyl',
      '/fristaende-vinkyl',
      '/vinstall',
      '/produkt',
      `/produkt/${PRODUCT.slug}`,
      `/produkt/${PRODUCT.slug}?ref=x`,
      '/varumarken',
      '/varumarken/mquvee',
      '/varumarken/cavin',
      '/vinbloggen',
      '/vinbloggen/vinkyl-med-tva-zoner',
      '/vinbloggen?category=vinkyl',
      '/produkt-hittades-inte',
    ]) {
      const answer = await get(pagePath);
      expect(answer, pagePath).toMatchObject({ status: 200, location: null, type: 'text/html; charset=utf-8' });
    }
    expect((await get(`/produkt/${PRODUCT.slug}`)).body).toContain(PRODUCT.name);
  });

  it('never serves the configuration files', async () => {
    expect((await get('/_redirects')).status).toBe(302);
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await fetch(`${preview.url}/vinkyl`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    expect((await get('/vinkyl', { method: 'POST' })).status).toBe(405);
  });
});

/**
 * Every rule the old per-product `_redirects` held for DATA (the generator
 * of src/routing/redirects.ts before the routing function took them over):
 * kind, source as it was written, target.
 */
const OLD_RULES: readonly (readonly [string, string, string])[] = [
  ['sku', '/produkt/MQ-WE12', `/produkt/${PRODUCT.slug}`],
  ['sku', '/produkt/mq-we12', `/produkt/${PRODUCT.slug}`],
  ['sku', '/produkt/RIE-64490', `/produkt/${RIEDEL.slug}`],
  ['sku', '/produkt/rie-64490', `/produkt/${RIEDEL.slug}`],
  [
    'name',
    '/produkt/mQuv%C3%A9e%20WineExpert%2012%20%E2%80%93%2012%20flaskor%2C%20tv%C3%A5%20zoner',
    `/produkt/${PRODUCT.slug}`,
  ],
  ['name', '/produkt/mQuv%C3%A9e-WineExpert-12-%E2%80%93-12-flaskor,-tv%C3%A5-zoner', `/produkt/${PRODUCT.slug}`],
  ['name', '/produkt/Riedel%20Veritas%20Cabernet%2FMerlot%202-pack', `/produkt/${RIEDEL.slug}`],
  ['name', '/produkt/Riedel-Veritas-Cabernet/Merlot-2-pack', `/produkt/${RIEDEL.slug}`],
  ['excluded', '/produkt/inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull', '/vinkyl'],
  ['excluded', '/produkt/WC-78060DPP', '/vinkyl'],
  ['excluded', '/produkt/wc-78060dpp', '/vinkyl'],
  ['excluded', '/produkt/Inbyggbar%20vinkyl%20-%20WineCave%20Exclusive%20780%2060D%20Push%2FPull', '/vinkyl'],
  ['excluded', '/produkt/Inbyggbar-vinkyl---WineCave-Exclusive-780-60D-Push/Pull', '/vinkyl'],
  ['brand', '/varumarken/mQuv%C3%A9e', '/varumarken/mquvee'],
  ['brand', '/varumarken/mquv%C3%A9e', '/varumarken/mquvee'],
  ['brand', '/varumarken/Mquvee', '/varumarken/mquvee'],
  ['brand', '/varumarken/MQUV%C3%89E', '/varumarken/mquvee'],
  ['brand', '/varumarken/EuroCave', '/varumarken/eurocave'],
  ['brand', '/varumarken/Cavin', '/varumarken/cavin'],
  ['legacy', '/vinkyl/5', '/fristaende-vinkyl'],
  ['legacy', '/vinkyl/6', '/inbyggbar-vinkyl'],
  ['legacy', '/vinkyl/7', '/integrerad-vinkyl'],
];

describe('_redirects and the routing function', () => {
  it('keeps only rules that do not grow with the catalogue in _redirects', () => {
    expect(rules.map((rule) => [rule.kind, rule.from, rule.to])).toEqual(
      OLD_RULES.filter(([kind]) => kind === 'legacy'),
    );
  });

  it('answers every rule of the old per-product _redirects with a 301 to its target, query kept', async () => {
    for (const [kind, from, to] of OLD_RULES) {
      expect(await get(from), `${kind} ${from}`).toMatchObject({ status: 301, location: to });
      expect(await get(`${from}?utm_source=old`), `${kind} ${from}`).toMatchObject({
        status: 301,
        location: `${to}?utm_source=old`,
      });
    }
  });

  it('sends brand spellings never seen in the data to the normalised slug (301)', async () => {
    const cases: [string, string][] = [
      ['/varumarken/MQuvee', '/varumarken/mquvee'],
      ['/varumarken/MQUVEE', '/varumarken/mquvee'],
      ['/varumarken/mQUV%C3%89e', '/varumarken/mquvee'],
      ['/varumarken/mqUv%c3%a9e', '/varumarken/mquvee'],
      ['/varumarken/EUROCAVE', '/varumarken/eurocave'],
      ['/varumarken/eUROcAVE/', '/varumarken/eurocave'],
      ['/varumarken/%C3%89uroCave', '/varumarken/eurocave'],
      ['/varumarken/CAVIN?x=1', '/varumarken/cavin?x=1'],
    ];
    for (const [from, to] of cases) {
      expect(await get(from), from).toMatchObject({ status: 301, location: to });
    }
  });

  it('sends an unknown brand, or a brand path with more segments, where the catch-all does (302 to /, query kept)', async () => {
    expect(await get('/varumarken/finns-inte?utm=x')).toMatchObject({ status: 302, location: '/?utm=x' });
    expect(await get('/varumarken/MQuvee/extra')).toMatchObject({ status: 302, location: '/' });
    expect(await get('/varumarken/mquvee%2Fsida')).toMatchObject({ status: 302, location: '/' });
    expect(await get(`/varumarken/${'x'.repeat(3000)}`)).toMatchObject({ status: 302, location: '/' });
  });

  it('finds a product by the shortest name containing the parameter, after the exact slug', async () => {
    expect(await get('/produkt/veritas-cabernet')).toMatchObject({ status: 301, location: `/produkt/${RIEDEL.slug}` });
    expect(await get('/produkt/WINEEXPERT%2012')).toMatchObject({ status: 301, location: `/produkt/${PRODUCT.slug}` });
    // The slug in capitals: the normalised slug is the product's.
    expect(await get(`/produkt/${PRODUCT.slug.toUpperCase()}`)).toMatchObject({
      status: 301,
      location: `/produkt/${PRODUCT.slug}`,
    });
  });

  it('answers hostile product paths with the not-found view, never a 500', async () => {
    for (const hostile of [
      `/produkt/${'a'.repeat(5000)}`,
      '/produkt/%E2%80',
      '/produkt/..%2F..%2Fetc%2Fpasswd',
      '/produkt/%2F%2Fevil.example',
      '/produkt/sida/99',
      '/produkt/x%00y',
    ]) {
      const answer = await get(hostile);
      expect([400, 404], hostile).toContain(answer.status);
      expect(answer.location, hostile).toBeNull();
    }
    const traversal = await get('/produkt/..%2F..%2Fetc%2Fpasswd');
    expect(traversal.body).toContain('Produkten hittades inte');
  });

  it('sends the old URLs of a row that is now another shop’s offer to its product (301, issue 20)', async () => {
    const to = `/produkt/${RIEDEL.slug}`;
    expect(await get('/produkt/vinglas-riedel-veritas-cabernet-2-st')).toMatchObject({ status: 301, location: to });
    expect(await get('/produkt/vinglas-riedel-veritas-cabernet-2-st?utm=x')).toMatchObject({
      status: 301,
      location: `${to}?utm=x`,
    });
    expect(await get('/produkt/GK-5512')).toMatchObject({ status: 301, location: to });
    expect(await get('/produkt/gk-5512')).toMatchObject({ status: 301, location: to });
    expect(await get(`/produkt/${encodeURIComponent('Vinglas Riedel Veritas Cabernet, 2 st')}`)).toMatchObject({
      status: 301,
      location: to,
    });
  });

  it('sends the SKU, raw and in lower case, to the product page', async () => {
    expect(await get('/produkt/MQ-WE12')).toMatchObject({ status: 301, location: `/produkt/${PRODUCT.slug}` });
    expect(await get('/produkt/mq-we12?a=1')).toMatchObject({ status: 301, location: `/produkt/${PRODUCT.slug}?a=1` });
  });

  it('sends the name as the old site linked it to the product page', async () => {
    const to = `/produkt/${PRODUCT.slug}`;
    expect(await get(`/produkt/${encodeURIComponent(PRODUCT.name)}`)).toMatchObject({ status: 301, location: to });
    // A browser following the unencoded hyphenated link encodes the non-ASCII itself.
    expect(await get('/produkt/mQuv%C3%A9e-WineExpert-12-%E2%80%93-12-flaskor,-tv%C3%A5-zoner')).toMatchObject({
      status: 301,
      location: to,
    });
    // Netlify matches the decoded path: lower-case hex escapes and an encoded comma reach the same rule.
    expect(await get('/produkt/mQuv%c3%a9e-WineExpert-12-%e2%80%93-12-flaskor%2C-tv%c3%a5-zoner')).toMatchObject({
      status: 301,
      location: to,
    });
    const riedel = `/produkt/${RIEDEL.slug}`;
    expect(await get('/produkt/Riedel%20Veritas%20Cabernet%2FMerlot%202-pack')).toMatchObject({
      status: 301,
      location: riedel,
    });
    expect(await get('/produkt/Riedel-Veritas-Cabernet/Merlot-2-pack')).toMatchObject({
      status: 301,
      location: riedel,
    });
  });

  it('sends every URL of the excluded product to /vinkyl', async () => {
    for (const from of [
      '/produkt/inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
      '/produkt/WC-78060DPP',
      '/produkt/wc-78060dpp',
      '/produkt/Inbyggbar%20vinkyl%20-%20WineCave%20Exclusive%20780%2060D%20Push%2FPull',
      '/produkt/Inbyggbar-vinkyl---WineCave-Exclusive-780-60D-Push/Pull',
    ]) {
      expect(await get(from), from).toMatchObject({ status: 301, location: '/vinkyl' });
    }
    expect(await get('/produkt/WC-78060DPP?utm_source=mail')).toMatchObject({
      status: 301,
      location: '/vinkyl?utm_source=mail',
    });
  });

  it('sends brand spellings that are not the normalised slug to the slug', async () => {
    expect(await get('/varumarken/mQuv%C3%A9e')).toMatchObject({ status: 301, location: '/varumarken/mquvee' });
    expect(await get('/varumarken/Mquvee')).toMatchObject({ status: 301, location: '/varumarken/mquvee' });
    expect(await get('/varumarken/MQUV%C3%89E')).toMatchObject({ status: 301, location: '/varumarken/mquvee' });
    expect(await get('/varumarken/EuroCave')).toMatchObject({ status: 301, location: '/varumarken/eurocave' });
    expect(await get('/varumarken/EuroCave/?a=1')).toMatchObject({ status: 301, location: '/varumarken/eurocave?a=1' });
    expect(await get('/varumarken/Cavin')).toMatchObject({ status: 301, location: '/varumarken/cavin' });
    // The normalised slug itself is the page (no rule, no loop).
    expect((await get('/varumarken/eurocave')).status).toBe(200);
  });

  it("sends the old site's numeric category links to their categories", async () => {
    expect(await get('/vinkyl/5')).toMatchObject({ status: 301, location: '/fristaende-vinkyl' });
    expect(await get('/vinkyl/6')).toMatchObject({ status: 301, location: '/inbyggbar-vinkyl' });
    expect(await get('/vinkyl/7?a=1')).toMatchObject({ status: 301, location: '/integrerad-vinkyl?a=1' });
  });

  it('ends every redirect on a page after one hop', async () => {
    for (const [, from, to] of OLD_RULES) {
      const target = await get(to);
      expect(target, `${from} → ${to}`).toMatchObject({ status: 200, location: null });
    }
  });
});

describe('custom headers ([[headers]] of netlify.toml)', () => {
  let withHeaders: Preview;
  let configDir: string;

  beforeAll(async () => {
    configDir = await mkdtemp(path.join(os.tmpdir(), 'routing-config-'));
    const configPath = path.join(configDir, 'netlify.toml');
    const toml = await readFile(NETLIFY_TOML, 'utf8');
    await writeFile(
      configPath,
      `${toml}
[[headers]]
  for = "/*"
  [headers.values]
    X-Content-Type-Options = "nosniff"

[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`,
    );
    withHeaders = await startPreview({ dir, port: 0, configPath });
  });

  afterAll(async () => {
    await withHeaders?.close();
    if (configDir) await rm(configDir, { recursive: true, force: true });
  });

  it('applies matching header rules to served files, later rules overriding', async () => {
    const asset = await fetch(`${withHeaders.url}/_astro/app.Ab12.js`);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const html = await fetch(`${withHeaders.url}/vinkyl`);
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const notFound = await fetch(`${withHeaders.url}/produkt/finns-inte`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('applies the header rules of the real netlify.toml', async () => {
    const html = await get('/vinkyl');
    expect(html.headers.get('x-content-type-options')).toBe('nosniff');
    expect(html.headers.get('x-frame-options')).toBe('DENY');
    expect(html.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});

describe('the lookup table of the pulled data (src/data)', () => {
  it('is valid, and sends every product’s SKU and name and every excluded product where the old rules did', () => {
    const data = readRedirectData(path.join(ROOT, 'src/data'));
    const table = parseLookupTable(formatLookupTable(buildLookupTable(data)));
    expect(table.slugs).toHaveLength(data.products.length);
    const lookup = createLookup(table);
    for (const product of data.products) {
      // A name shared by two products answers with the first, as the old first-match rule did.
      const first = data.products.find((other) => other.name === product.name) ?? product;
      const byName = lookup.product(product.name);
      if (byName.kind === 'product') expect(byName.slug, product.name).toBe(first.slug);
      else expect(byName.kind, product.name).toBe('not-found');
      const bySku = lookup.product(product.sku);
      expect(bySku.kind, product.sku).toBe('product');
      // Every shop's SKU of a product several shops sell leads to it (issue 20).
      for (const offer of product.offers ?? []) {
        const answer = lookup.product(offer.sku);
        if (data.products.filter((other) => other.offers?.some((o) => o.sku === offer.sku)).length === 1)
          expect(answer, offer.sku).toMatchObject({ kind: 'product', slug: product.slug });
      }
    }
    for (const excluded of data.excludedProducts) {
      expect(lookup.product(excluded.id)).toEqual({ kind: 'excluded', to: '/vinkyl' });
      expect(lookup.product(excluded.name)).toEqual({ kind: 'excluded', to: '/vinkyl' });
    }
  });
});
