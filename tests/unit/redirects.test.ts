import { describe, expect, it } from 'vitest';
import {
  browserPath,
  buildRedirectRules,
  componentPath,
  decodePath,
  formatRedirectsFile,
  type RedirectInput,
  type RedirectRule,
} from '../../src/routing/redirects';

const EXCLUDED = {
  id: 'WC-78060DPP',
  name: 'Inbyggbar vinkyl - WineCave Exclusive 780 60D Push/Pull',
  slug: 'inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
  redirect_to: '/vinkyl',
};

const INPUT: RedirectInput = {
  products: [
    {
      slug: 'mquvee-wineexpert-12-12-flaskor-tva-zoner',
      sku: 'MQ-WE12',
      name: 'mQuvée WineExpert 12 – 12 flaskor, två zoner',
    },
    { slug: 'riedel-veritas-cabernetmerlot-2-pack', sku: 'RIE-64490', name: 'Riedel Veritas Cabernet/Merlot 2-pack' },
  ],
  excludedProducts: [EXCLUDED],
  brands: [
    { slug: 'mquvee', spellings: ['mQuvée', 'Mquvee', 'MQUVÉE', 'mquvée'] },
    { slug: 'eurocave', spellings: ['EuroCave'] },
    { slug: 'cavin', spellings: ['Cavin', 'cavin'] },
    { slug: 'la-sommeliere', spellings: ['La Sommelière'] },
  ],
};

/** from → to of the rules, with `from` decoded, for readable expectations. */
function decodedMap(rules: readonly RedirectRule[]): Map<string, string> {
  return new Map(rules.map((rule) => [decodePath(rule.from) ?? rule.from, rule.to]));
}

describe('buildRedirectRules', () => {
  const rules = buildRedirectRules(INPUT);
  const byFrom = new Map(rules.map((rule) => [rule.from, rule]));

  it('sends the raw and the lower-case SKU to the product (301)', () => {
    expect(byFrom.get('/produkt/MQ-WE12')).toEqual({
      from: '/produkt/MQ-WE12',
      to: '/produkt/mquvee-wineexpert-12-12-flaskor-tva-zoner',
      status: 301,
      kind: 'sku',
    });
    expect(byFrom.get('/produkt/mq-we12')?.to).toBe('/produkt/mquvee-wineexpert-12-12-flaskor-tva-zoner');
    expect(byFrom.get('/produkt/RIE-64490')?.to).toBe('/produkt/riedel-veritas-cabernetmerlot-2-pack');
    expect(byFrom.get('/produkt/rie-64490')?.to).toBe('/produkt/riedel-veritas-cabernetmerlot-2-pack');
  });

  it('sends the names as the old site linked them (encodeURIComponent, spaces as hyphens) to the product', () => {
    const to = '/produkt/mquvee-wineexpert-12-12-flaskor-tva-zoner';
    expect(byFrom.get(`/produkt/${encodeURIComponent('mQuvée WineExpert 12 – 12 flaskor, två zoner')}`)?.to).toBe(to);
    // Spaces as hyphens, the rest percent-encoded as a browser sends it (the comma stays).
    expect(byFrom.get('/produkt/mQuv%C3%A9e-WineExpert-12-%E2%80%93-12-flaskor,-tv%C3%A5-zoner')?.to).toBe(to);
  });

  it('keeps a slash in a name: %2F in the encoded form, a path separator in the hyphenated form', () => {
    const to = '/produkt/riedel-veritas-cabernetmerlot-2-pack';
    expect(byFrom.get('/produkt/Riedel%20Veritas%20Cabernet%2FMerlot%202-pack')?.to).toBe(to);
    expect(byFrom.get('/produkt/Riedel-Veritas-Cabernet/Merlot-2-pack')?.to).toBe(to);
  });

  it('sends every URL of the excluded product (slug, SKU, name) to /vinkyl', () => {
    const excluded = rules.filter((rule) => rule.kind === 'excluded');
    expect(excluded.map((rule) => rule.from)).toEqual([
      '/produkt/inbyggbar-vinkyl-winecave-exclusive-780-60d-pushpull',
      '/produkt/WC-78060DPP',
      '/produkt/wc-78060dpp',
      '/produkt/Inbyggbar%20vinkyl%20-%20WineCave%20Exclusive%20780%2060D%20Push%2FPull',
      '/produkt/Inbyggbar-vinkyl---WineCave-Exclusive-780-60D-Push/Pull',
    ]);
    expect(new Set(excluded.map((rule) => rule.to))).toEqual(new Set(['/vinkyl']));
  });

  it('sends brand spellings that are not the slug to /varumarken/{slug}, percent-encoded', () => {
    const brands = decodedMap(rules.filter((rule) => rule.kind === 'brand'));
    expect(Object.fromEntries(brands)).toEqual({
      '/varumarken/mQuvée': '/varumarken/mquvee',
      '/varumarken/mquvée': '/varumarken/mquvee',
      '/varumarken/Mquvee': '/varumarken/mquvee',
      '/varumarken/MQUVÉE': '/varumarken/mquvee',
      '/varumarken/EuroCave': '/varumarken/eurocave',
      '/varumarken/Cavin': '/varumarken/cavin',
      '/varumarken/La Sommelière': '/varumarken/la-sommeliere',
      '/varumarken/La-Sommelière': '/varumarken/la-sommeliere',
      '/varumarken/la sommelière': '/varumarken/la-sommeliere',
      '/varumarken/la-sommelière': '/varumarken/la-sommeliere',
    });
    expect(byFrom.get('/varumarken/mQuv%C3%A9e')?.to).toBe('/varumarken/mquvee');
    expect(byFrom.get('/varumarken/La%20Sommeli%C3%A8re')?.to).toBe('/varumarken/la-sommeliere');
  });

  it("sends the old site's numeric category links to their categories", () => {
    expect(Object.fromEntries(decodedMap(rules.filter((rule) => rule.kind === 'legacy')))).toEqual({
      '/vinkyl/5': '/fristaende-vinkyl',
      '/vinkyl/6': '/inbyggbar-vinkyl',
      '/vinkyl/7': '/integrerad-vinkyl',
    });
  });

  it('only emits permanent redirects with encoded, white-space-free sources and site-relative targets', () => {
    for (const rule of rules) {
      expect(rule.status).toBe(301);
      expect(rule.from).toMatch(/^\/[^\s#?*]+$/);
      expect(rule.to).toMatch(/^\/[a-z0-9/-]*$/);
    }
  });

  it('never emits a duplicate source (compared decoded) or a self-redirect', () => {
    const decoded = rules.map((rule) => decodePath(rule.from));
    expect(new Set(decoded).size).toBe(rules.length);
    for (const rule of rules) expect(decodePath(rule.from)).not.toBe(rule.to);
  });

  it('never emits a rule whose source is an existing page', () => {
    const withCollisions = buildRedirectRules({
      products: [
        // Its lower-case SKU is another product's page; its name spelled with hyphens is its own slug.
        { slug: 'vinkyl-x', sku: 'ABC-1', name: 'vinkyl x' },
        { slug: 'abc-1', sku: 'Q-2', name: 'Abc' },
      ],
      excludedProducts: [],
      brands: [{ slug: 'cavin', spellings: ['cavin'] }],
      existingPaths: ['/produkt/vinkyl%20x', '/produkt/Abc'],
    });
    const froms = withCollisions.map((rule) => decodePath(rule.from));
    expect(froms).not.toContain('/produkt/abc-1');
    expect(froms).not.toContain('/produkt/vinkyl-x');
    expect(froms).not.toContain('/produkt/Abc');
    expect(froms.filter((from) => from?.startsWith('/varumarken/'))).toEqual([]);
    // The raw SKU differs from the other product's page only by case: a host
    // that folds case would serve that page, so the rule is left out too.
    expect(froms).not.toContain('/produkt/ABC-1');
    // A source that differs from its own target only by case is kept (brand spellings).
    expect(decodedMap(buildRedirectRules({ ...INPUT, products: [] })).get('/varumarken/Cavin')).toBe(
      '/varumarken/cavin',
    );
  });

  it('leaves out sources that do not survive as literal paths', () => {
    const odd = buildRedirectRules({
      products: [
        { slug: 'star', sku: 'S*1', name: 'Glas * 6' },
        { slug: 'question', sku: 'Q1', name: 'Vinkyl? Ja' },
        { slug: 'dots', sku: 'D1', name: '..' },
        { slug: 'percent', sku: 'P1', name: '100% ek' },
        { slug: 'colon', sku: 'C1', name: ':fin' },
      ],
      excludedProducts: [],
      brands: [],
    });
    const froms = odd.map((rule) => rule.from);
    // `*` would be a splat: no SKU or name rule for that product.
    expect(froms.filter((from) => from.includes('*') || from.includes('%2A'))).toEqual([]);
    expect(odd.filter((rule) => rule.to === '/produkt/star')).toEqual([]);
    // A `?` would start the query in the hyphenated form and is ambiguous decoded: no name rule.
    expect(odd.filter((rule) => rule.to === '/produkt/question').map((rule) => rule.from)).toEqual([
      '/produkt/Q1',
      '/produkt/q1',
    ]);
    // Dot segments collapse in the browser; a stray % is no escape; a leading : reads as a placeholder.
    expect(odd.some((rule) => rule.to === '/produkt/dots' && decodePath(rule.from) === '/produkt/..')).toBe(false);
    expect(froms).toContain('/produkt/100%25%20ek');
    expect(froms).not.toContain('/produkt/100%-ek');
    expect(odd.some((rule) => decodePath(rule.from)?.startsWith('/produkt/:'))).toBe(false);
  });

  it('gives a shared name to the first product only (first match wins on Netlify anyway)', () => {
    const shared = buildRedirectRules({
      products: [
        { slug: 'karaff', sku: 'K1', name: 'Karaff 1 l' },
        { slug: 'karaff-k2', sku: 'K2', name: 'Karaff 1 l' },
      ],
      excludedProducts: [],
      brands: [],
    });
    expect(decodedMap(shared).get('/produkt/Karaff 1 l')).toBe('/produkt/karaff');
    expect(decodedMap(shared).get('/produkt/Karaff-1-l')).toBe('/produkt/karaff');
    expect(decodedMap(shared).get('/produkt/K2')).toBe('/produkt/karaff-k2');
  });

  it('is deterministic', () => {
    expect(buildRedirectRules(INPUT)).toEqual(rules);
  });
});

describe('path encoding helpers', () => {
  it.each([
    ['/varumarken/mQuvée', '/varumarken/mQuv%C3%A9e'],
    ['/produkt/a b', '/produkt/a%20b'],
    ['/produkt/a,b(c)&d+e', '/produkt/a,b(c)&d+e'],
    ['/produkt/a/b', '/produkt/a/b'],
  ])('browserPath(%j) = %j', (input, expected) => {
    expect(browserPath(input)).toBe(expected);
  });

  it.each(['/produkt/a?b', '/produkt/a#b', '/produkt/100%', '/produkt/../x', '/produkt/a\\b', 'produkt/x'])(
    'browserPath(%j) is null',
    (input) => {
      expect(browserPath(input)).toBeNull();
    },
  );

  it('componentPath encodes like encodeURIComponent and refuses a splat', () => {
    expect(componentPath('/produkt/', 'Push/Pull 60 cm')).toBe('/produkt/Push%2FPull%2060%20cm');
    expect(componentPath('/produkt/', 'a*b')).toBeNull();
  });

  it('decodePath returns null for a malformed escape', () => {
    expect(decodePath('/x%E0%A4%A')).toBeNull();
    expect(decodePath('/x%C3%A9')).toBe('/xé');
  });
});

describe('formatRedirectsFile', () => {
  it('writes comment lines and one unpadded `from to status` line per rule', () => {
    const text = formatRedirectsFile(
      [
        { from: '/produkt/A%20B', to: '/produkt/a-b', status: 301, kind: 'name' },
        { from: '/vinkyl/5', to: '/fristaende-vinkyl', status: 301, kind: 'legacy' },
      ],
      ['Generated.', ''],
    );
    expect(text).toBe('# Generated.\n#\n/produkt/A%20B /produkt/a-b 301\n/vinkyl/5 /fristaende-vinkyl 301\n');
  });
});
