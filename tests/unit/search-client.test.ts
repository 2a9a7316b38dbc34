import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGEFIND_MODULE } from '../../src/client/pagefind-path';
import { allowedEdits, correctQuery, correctWord, editDistance, queryWords } from '../../src/client/search-correct';
import {
  cleanResultUrl,
  pagefindFilters,
  readSearchState,
  SEARCH_PAGE,
  searchPageHref,
} from '../../src/client/search-query';
import {
  decodeEntities,
  excerptParts,
  filterOptions,
  groupByKind,
  marksQueryWord,
  type SearchResult,
  toSearchResult,
} from '../../src/client/search-results';
import { RESERVED_TOP_LEVEL_SLUGS } from '../../src/routing/paths';

describe('cleanResultUrl', () => {
  it.each([
    ['/produkt/eurocave-s.html', '/produkt/eurocave-s'],
    ['/vinkyl.html', '/vinkyl'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/vinbloggen/index.html', '/vinbloggen'],
    ['/vinbloggen/a.html#faq', '/vinbloggen/a#faq'],
    ['/reindex.html', '/reindex'],
    ['/produkt/a.html.html', '/produkt/a.html'],
    ['produkt/x.html', '/produkt/x'],
  ])('%s → %s', (url, clean) => {
    expect(cleanResultUrl(url)).toBe(clean);
  });
});

describe('search page state in the URL', () => {
  it('reads the query and the filters, ignoring other parameters', () => {
    const state = readSearchState('?q=+vinkyl++två%20zoner+&typ=Produkt&marke=La+Sommeli%C3%A8re&utm_source=x');
    expect(state.query).toBe('vinkyl två zoner');
    expect([...state.filters]).toEqual([
      ['typ', 'Produkt'],
      ['marke', 'La Sommelière'],
    ]);
    expect(pagefindFilters(state)).toEqual({ typ: 'Produkt', marke: 'La Sommelière' });
  });

  it('writes a shareable URL and reads it back', () => {
    const state = { query: 'ölkyl & öl', filters: new Map([['kategori', 'Ölkyl'] as const]) };
    const href = searchPageHref(state);
    expect(href).toBe('/sok?q=%C3%B6lkyl+%26+%C3%B6l&kategori=%C3%96lkyl');
    const back = readSearchState(href.slice(href.indexOf('?')));
    expect(back.query).toBe(state.query);
    expect([...back.filters]).toEqual([...state.filters]);
  });

  it('an empty state is the bare search page; a query is cut at 200 characters', () => {
    expect(searchPageHref({ query: '', filters: new Map() })).toBe('/sok');
    expect(readSearchState(`?q=${'a'.repeat(300)}`).query).toHaveLength(200);
  });

  it('the search page slug is reserved, so no category can take it', () => {
    expect(RESERVED_TOP_LEVEL_SLUGS.has(SEARCH_PAGE.slice(1))).toBe(true);
  });
});

describe('query correction', () => {
  it.each([
    ['vinkyl', 'vinkyl', 0],
    ['vinkylkåp', 'vinkylskåp', 1],
    ['vinklyl', 'vinkyl', 1],
    ['libherr', 'liebherr', 1],
    ['abc', 'xyz', 3],
    ['', 'abc', 3],
  ])('editDistance(%s, %s) = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it('stops early above the limit', () => {
    expect(editDistance('vinkyl', 'kylaggregat', 2)).toBe(3);
  });

  it('allows more edits in longer words, none in short ones', () => {
    expect([allowedEdits('öl'), allowedEdits('vin'), allowedEdits('cavin'), allowedEdits('vinkylskåp')]).toEqual([
      0, 0, 1, 2,
    ]);
  });

  const vocabulary = ['eurocave', 'liebherr', 'vinkyl', 'vinkylar', 'vinkylskåp', 'ölkyl', 'zoner'];

  it.each([
    ['vinkylkåp', 'vinkylskåp'],
    ['libherr', 'liebherr'],
    ['Eurokave', 'eurocave'],
    ['vinkyl två zonr', 'vinkyl två zoner'],
  ])('corrects %s to %s', (query, corrected) => {
    expect(correctQuery(query, vocabulary)).toBe(corrected);
  });

  it.each([
    ['vinkyl', 'known word'],
    ['vinky', 'prefix of a known word: still typing'],
    ['wpq38dcb', 'nothing close'],
    ['öl', 'too short to guess'],
    ['38', 'a number'],
  ])('leaves %s alone (%s)', (query) => {
    expect(correctQuery(query, vocabulary)).toBeNull();
  });

  it('picks the closest word; on a tie the first in the vocabulary', () => {
    expect(correctWord('vinkylsskåp', vocabulary)).toBe('vinkylskåp');
    expect(correctWord('vinkylr', vocabulary)).toBe('vinkyl');
    expect(correctWord('vinkylr', ['vinkylar', 'vinkyl'])).toBe('vinkylar');
    expect(queryWords('Vinkyl, två–zoner!')).toEqual(['vinkyl', 'två', 'zoner']);
  });
});

describe('result mapping', () => {
  it('keeps only <mark> from an excerpt, as text parts', () => {
    expect(
      excerptParts('En <mark>vinkyl</mark> &amp; &lt;script&gt;alert(1)&lt;/script&gt; <b>fet</b> <mark>två</mark>'),
    ).toEqual([
      { text: 'En ', marked: false },
      { text: 'vinkyl', marked: true },
      { text: ' & <script>alert(1)</script> fet ', marked: false },
      { text: 'två', marked: true },
    ]);
  });

  it.each([
    ['548 <mark>x</mark> 455 <mark>x</mark> 550 mm', 'xyzzyqq', false],
    ['Premiere <mark>L</mark> – 182 flaskor', 'libherr', false],
    ['no marks at all', 'vinkyl', false],
    ['<mark>EuroCave</mark> Revelation', 'eurocav', true],
    ['fina <mark>vinkylar</mark>', 'vinkyl', true],
    ['en <mark>vinkyl</mark>', 'vinkylar', true],
    ['<mark>ölkyl</mark>', 'Ölkyl', true],
    ['<mark>öl</mark> och vin', 'öl', true],
    ['<mark>skb100</mark> scd', 'skb100', true],
  ])('excerpt %s marks a word of %s: %s', (excerpt, query, real) => {
    expect(marksQueryWord(excerpt, query)).toBe(real);
  });

  it('decodes numeric and basic named references only', () => {
    expect(decodeEntities('&#229;&#xE4;&quot;&nbsp;&copy;&#0;')).toBe('åä"\u00a0&copy;&#0;');
  });

  it('maps Pagefind data to a result with a clean URL, a known kind and a safe image', () => {
    const result = toSearchResult({
      url: '/produkt/x.html',
      excerpt: '<mark>X</mark>',
      meta: { title: 'X &amp; Y', kind: 'Produkt', price: '4 990 kr', image: 'javascript:alert(1)', category: 'Ölkyl' },
    });
    // A product shows its category, not an excerpt (that would show the record's extra words).
    expect(result).toEqual({
      url: '/produkt/x',
      title: 'X & Y',
      kind: 'Produkt',
      price: '4 990 kr',
      image: null,
      category: 'Ölkyl',
      excerpt: [],
    });
    expect(
      toSearchResult({ url: '/vinbloggen/a.html', excerpt: 'om <mark>X</mark>', meta: { kind: 'Artikel' } }).excerpt,
    ).toEqual([
      { text: 'om ', marked: false },
      { text: 'X', marked: true },
    ]);
    expect(
      toSearchResult({ url: '/a.html', excerpt: '', meta: { kind: 'Okänd', image: 'https://cdn.example/a.jpg' } }),
    ).toMatchObject({
      title: '/a',
      kind: 'Sida',
      image: 'https://cdn.example/a.jpg',
    });
  });

  it('groups results by kind, products first, keeping rank order inside a kind', () => {
    const r = (url: string, kind: string): SearchResult => ({
      url,
      title: url,
      kind,
      price: null,
      image: null,
      category: null,
      excerpt: [],
    });
    const groups = groupByKind([r('/a', 'Artikel'), r('/p1', 'Produkt'), r('/k', 'Kategori'), r('/p2', 'Produkt')]);
    expect(groups.map((g) => [g.kind, g.results.map((x) => x.url)])).toEqual([
      ['Produkt', ['/p1', '/p2']],
      ['Kategori', ['/k']],
      ['Artikel', ['/a']],
    ]);
  });

  it('lists filter options with results: kinds in their order, others in Swedish order', () => {
    expect(filterOptions('typ', { Artikel: 2, Produkt: 5, Sida: 0 })).toEqual([
      { value: 'Produkt', count: 5 },
      { value: 'Artikel', count: 2 },
    ]);
    expect(filterOptions('marke', { Ölbryggarna: 1, Avintage: 2, 'La Sommelière': 3 }).map((o) => o.value)).toEqual([
      'Avintage',
      'La Sommelière',
      'Ölbryggarna',
    ]);
  });
});

describe('the Pagefind module path', () => {
  it('the client imports it as the same literal the build marks external', () => {
    const source = readFileSync(path.resolve(import.meta.dirname, '../../src/client/pagefind.ts'), 'utf8');
    expect(source).toContain(`import('${PAGEFIND_MODULE}')`);
  });
});
