import { describe, expect, it } from 'vitest';
import { searchProducts, toDebugProduct } from '../../src/client/debug';
import { prettifyProductName, productParamFromPath } from '../../src/client/prettify';
import { productTemplates } from '../../src/copy/product-templates';
import {
  DEFAULT_BOUNDS,
  parsePriceInput,
  priceBounds,
  setMax,
  setMin,
} from '../../src/features/listing-filter/filter.browser';
import { isCurrent, navItems, pagePath } from '../../src/render/nav';
import { byFeedOrder, bySwedishName } from '../../src/render/order';
import { latestPosts, selectRelatedPosts } from '../../src/render/select';
import { buildHead, productTitle } from '../../src/render/seo';
import { fillTemplate, productTexts } from '../../src/render/templates';
import { truncateHtmlWords } from '../../src/render/truncate';
import { formatDate, formatPrice, isoDay, productCount } from '../../src/shared/format';
import { posts, products } from '../fixtures/products';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

describe('formatting (sv-SE, SEK)', () => {
  it.each([
    [12990, '12 990 kr'],
    [1299.5, '1 299,50 kr'],
    [149, '149 kr'],
    [250000, '250 000 kr'],
  ])('%d → %s', (amount, text) => {
    // Intl uses a no-break space as the group separator and before "kr".
    expect(formatPrice(amount).replace(/\u00a0/g, ' ')).toBe(text);
  });

  it('formats dates the Swedish way, in Swedish time', () => {
    expect(formatDate('2026-03-14T08:00:00Z')).toBe('14 mars 2026');
    expect(formatDate('2025-12-31T23:30:00Z')).toBe('1 januari 2026');
    expect(isoDay('2025-12-31T23:30:00Z')).toBe('2026-01-01');
  });

  it('says produkt or produkter', () => {
    expect(productCount(1)).toBe('1 produkt');
    expect(productCount(0)).toBe('0 produkter');
    expect(productCount(1200).replace(/\u00a0/g, ' ')).toBe('1 200 produkter');
  });
});

describe('truncateHtmlWords (spec §9: SEO text cut at 200 words)', () => {
  const words = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `ord${i + from}`).join(' ');

  it('keeps short texts whole', () => {
    expect(truncateHtmlWords(`<p>${words(200)}</p>`, 200)).toEqual({ html: `<p>${words(200)}</p>`, truncated: false });
  });

  it('cuts after the limit, closes open tags and adds an ellipsis', () => {
    const html = `<p>${words(150)}</p><p><strong>${words(100, 151)}</strong> slut</p><p>mer</p>`;
    const result = truncateHtmlWords(html, 200);
    expect(result.truncated).toBe(true);
    expect(result.html).toBe(`<p>${words(150)}</p><p><strong>${words(50, 151)}…</strong></p>`);
  });

  it('cuts exactly at a boundary when more text follows', () => {
    const result = truncateHtmlWords(`<p>${words(200)}</p><p>${words(5, 201)}</p>`, 200);
    expect(result).toEqual({ html: `<p>${words(200)}…</p>`, truncated: true });
  });

  it('counts Swedish words and keeps links intact', () => {
    const result = truncateHtmlWords('<p>Läs om <a href="/vinkyl">fristående vinkylar</a> här och där.</p>', 4);
    expect(result.html).toBe('<p>Läs om <a href="/vinkyl">fristående vinkylar…</a></p>');
  });

  it('drops trailing hyphens, spaces and punctuation before the ellipsis', () => {
    expect(truncateHtmlWords('<p>ett två-, tre</p>', 2).html).toBe('<p>ett två…</p>');
    expect(truncateHtmlWords('<p>ett två, </p><p>tre</p>', 2).html).toBe('<p>ett två…</p>');
  });

  it('stays linear on a long run of spaces (issue 19)', () => {
    // The former /[\s,;:–-]+$/u retried the run from each of its spaces: about
    // 28 s for this text on a loaded core.
    const run = ' '.repeat(200_000);
    expect(truncateHtmlWords(`<p>ett${run}två tre</p>`, 2).html).toBe(`<p>ett${run}två…</p>`);
    expect(truncateHtmlWords(`<p>ett${run}två</p><p>tre</p>`, 2).html).toBe(`<p>ett${run}två…</p>`);
    const text = (n: number) => `<p>ett${' '.repeat(n)}två tre</p>`;
    expect(growth(text, (html) => truncateHtmlWords(html, 2), 25_000)).toBeLessThan(LINEAR_LIMIT);
  });
});

describe('filter (spec §4, §5)', () => {
  const bounds = priceBounds([4990, 1299.5, 25990]);

  it('takes the bounds from the lowest and highest price', () => {
    expect(bounds).toEqual({ min: 1299, max: 25990 });
    expect(priceBounds([])).toEqual(DEFAULT_BOUNDS);
    expect(DEFAULT_BOUNDS).toEqual({ min: 0, max: 1_000_000 });
  });

  it('caps the minimum at the current maximum and floors the maximum at the current minimum', () => {
    // Brand and price as the listing filter applies them (tests/unit/listing-query.test.ts for the whole form).
    const state = { brand: '', ...bounds, max: 5000 };
    expect(setMin(state, 9000, bounds).min).toBe(5000);
    expect(setMin(state, 100, bounds).min).toBe(1299);
    const withMin = { brand: '', ...bounds, min: 3000 };
    expect(setMax(withMin, 2000, bounds).max).toBe(3000);
    expect(setMax(withMin, 99999, bounds).max).toBe(25990);
  });

  it.each([
    ['4 990', 4990],
    ['4990,4', 4990],
    ['', 7],
    ['abc', 7],
  ])('price input %j → %d', (text, value) => {
    expect(parsePriceInput(text, 7)).toBe(value);
  });
});

describe('prettified product names for the not-found view', () => {
  it.each([
    ['cavin-polar-60', 'Cavin polar 60'],
    ['mQuv%C3%A9e%20WineExpert', 'MQuvée WineExpert'],
    ['vinkyl_med__tva--zoner', 'Vinkyl med tva zoner'],
    ['%E0%A4%A', '%E0%A4%A'],
  ])('%j → %j', (param, name) => {
    expect(prettifyProductName(param)).toBe(name);
  });

  it('reads the parameter from the path', () => {
    expect(productParamFromPath('/produkt/cavin-polar-60')).toBe('cavin-polar-60');
    expect(productParamFromPath('/produkt/a/b')).toBe('a/b');
    expect(productParamFromPath('/produkt')).toBe('');
    expect(productParamFromPath('/produkt/')).toBe('');
    expect(productParamFromPath('/produkt/x/')).toBe('x');
    expect(productParamFromPath('/varumarken/x')).toBe('');
  });
});

describe('navigation (spec §2 menu order)', () => {
  it('is Hem, Vinkyl, the categories, then Vinbloggen', () => {
    const items = navItems([
      { name: 'Fristående Vinkyl', slug: 'fristaende-vinkyl' },
      { name: 'Ölkyl', slug: 'olkyl' },
    ]);
    expect(items.map((i) => i.label)).toEqual(['Hem', 'Vinkyl', 'Fristående Vinkyl', 'Ölkyl', 'Vinbloggen']);
    expect(items.map((i) => i.href)).toEqual(['/', '/vinkyl', '/fristaende-vinkyl', '/olkyl', '/vinbloggen']);
  });

  it('marks the current section', () => {
    expect(isCurrent('/vinbloggen', '/vinbloggen/x')).toBe(true);
    expect(isCurrent('/', '/vinkyl')).toBe(false);
    expect(pagePath('/produkt/x.html')).toBe('/produkt/x');
    expect(pagePath('/index.html')).toBe('/');
  });
});

describe('product texts from the templates (spec §9)', () => {
  it('fills name, category and brand and escapes them', () => {
    expect(
      fillTemplate('<p>{name} från {brand} i {category}</p>', {
        name: 'A & <b>B</b>',
        brand: 'Cavin',
        category: 'Ölkyl',
      }),
    ).toBe('<p>A &amp; &lt;b&gt;B&lt;/b&gt; från Cavin i Ölkyl</p>');
  });

  it('gives every template 4 FAQ items and leaves no placeholder behind', () => {
    for (const slug of ['fristaende-vinkyl', 'olkyl', 'vinhyllor', null]) {
      const texts = productTexts(
        slug,
        { name: 'Testkyl 60', category: 'Kategori', brand: 'Märke' },
        { capacity: null, temperature_zones: null, noise_db: null, energy_class: null },
      );
      expect(texts.faq).toHaveLength(4);
      const all = texts.about + texts.faq.map((f) => f.question + f.answer).join('');
      expect(all).not.toMatch(/\{(name|category|brand)\}/);
      expect(all).toContain('Testkyl 60');
    }
    expect(Object.keys(productTemplates).sort()).toEqual(
      [
        'default',
        'fristaende-vinkyl',
        'inbyggbar-vinkyl',
        'integrerad-vinkyl',
        'olkyl',
        'vinkyl',
        'vinlagringsskap',
      ].sort(),
    );
  });
});

// Category, product and post pages: tests/unit/routes/ (one file per route function).

describe('debug search (spec §7: name lookup, then full text, 5 results)', () => {
  const index = products([
    { name: 'Cavin Polar 60', sku: 'CAV-60' },
    { name: 'Cavin Arctic 40', sku: 'CAV-40' },
    { name: 'mQuvée Cavin-edition', sku: 'MQ-1' },
    ...Array.from({ length: 6 }, (_, i) => ({ name: `Cavin Serie ${i}`, sku: `CS-${i}` })),
  ]).map(toDebugProduct);

  it('prefers names starting with the query and stops at 5', () => {
    const result = searchProducts(index, 'cavin');
    expect(result).toHaveLength(5);
    expect(result[0]?.n).toBe('Cavin Polar 60');
  });

  it('lists every shop’s offer of a product, in the product page’s order (issue 20)', () => {
    const [first] = index;
    expect(first?.o).toEqual([['Vinkylexperten', 8990]]);
  });

  it('falls back to every word anywhere in name or SKU', () => {
    expect(searchProducts(index, 'polar cav-60').map((p) => p.k)).toEqual(['CAV-60']);
    expect(searchProducts(index, '')).toEqual([]);
  });
});

describe('orders (Astro stores collections by id, so pages sort)', () => {
  it('latest and related posts are newest first whatever the input order', () => {
    const blog = posts([
      { slug: 'b', category: 'X', day: 2 },
      { slug: 'a', category: 'X', day: 9 },
      { slug: 'c', category: 'X', day: 5 },
      { slug: 'd', category: 'X', day: 1 },
    ]);
    const shuffled = [...blog].sort((x, y) => (x.slug < y.slug ? -1 : 1));
    expect(latestPosts(shuffled, 3).map((p) => p.slug)).toEqual(['a', 'c', 'b']);
    const current = shuffled.find((p) => p.slug === 'd');
    if (!current) throw new Error('no post d');
    expect(selectRelatedPosts(shuffled, current).map((p) => p.slug)).toEqual(['a', 'c', 'b']);
  });

  it('sorts by feed order, newest and Swedish name', () => {
    expect([{ source_row: 3 }, { source_row: 1 }].sort(byFeedOrder)).toEqual([{ source_row: 1 }, { source_row: 3 }]);
    expect(
      ['Ölkyl', 'Vinhyllor', 'Kylaggregat']
        .map((name) => ({ name }))
        .sort(bySwedishName)
        .map((c) => c.name),
    ).toEqual(['Kylaggregat', 'Vinhyllor', 'Ölkyl']);
  });
});

describe('product titles', () => {
  it('add the bottle count only when the name lacks it', () => {
    expect(productTitle({ name: 'Cavin Polar 60', capacity: 58 })).toBe('Cavin Polar 60 – 58 flaskor');
    expect(productTitle({ name: 'Climadiff CV52 – 52 flaskor', capacity: 52 })).toBe('Climadiff CV52 – 52 flaskor');
    expect(productTitle({ name: 'Korkskruv', capacity: null })).toBe('Korkskruv');
    expect(productTitle({ name: 'Cavin 52  BUTELJER', capacity: 52 })).toBe('Cavin 52  BUTELJER');
    expect(productTitle({ name: 'Cavin 52flaskor', capacity: 52 })).toBe('Cavin 52flaskor');
    expect(productTitle({ name: 'Cavin flaskor', capacity: 52 })).toBe('Cavin flaskor – 52 flaskor');
  });

  it('read a name of 200,000 digits in linear time (issue 19)', () => {
    // The former /\d+\s*(flaskor|buteljer)/i retried the run from each digit:
    // about 15 s for this name on a loaded core.
    const digits = '1'.repeat(200_000);
    expect(productTitle({ name: `X ${digits}`, capacity: 52 })).toBe(`X ${digits} – 52 flaskor`);
    const name = (n: number) => `X ${'1'.repeat(n)}`;
    expect(growth(name, (text) => productTitle({ name: text, capacity: 52 }), 25_000)).toBeLessThan(LINEAR_LIMIT);
  });

  it('keep commas out of keywords', () => {
    const head = buildHead(
      { title: 'T', description: 'D', path: '/x', keywords: ['Vinkyl, svart', 'Cavin'] },
      'https://www.vinkylguiden.se',
    );
    expect(head.meta.find((m) => m.name === 'keywords')?.content).toBe('Vinkyl svart, Cavin');
  });
});
