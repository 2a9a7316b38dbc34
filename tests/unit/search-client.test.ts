import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGEFIND_MODULE } from '../../src/features/search/pagefind-path.browser';
import {
  allowedEdits,
  type CorrectingIndex,
  corrections,
  correctQuery,
  correctWord,
  editDistance,
  queryWords,
  searchCorrected,
} from '../../src/features/search/search-correct.browser';
import {
  cleanResultUrl,
  pagefindFilters,
  readSearchState,
  SEARCH_PAGE,
  searchPageHref,
} from '../../src/features/search/search-query.browser';
import {
  decodeEntities,
  excerptParts,
  filterOptions,
  groupByKind,
  isFormOf,
  knowsWord,
  marksQueryWord,
  type SearchResult,
  toSearchResult,
} from '../../src/features/search/search-results.browser';
import { RESERVED_TOP_LEVEL_SLUGS } from '../../src/routing/routes';
import { growth, LINEAR_LIMIT } from '../support/linear-time';

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

  it('cuts what the URL holds before reading it (issue 19 §9)', () => {
    const state = readSearchState(`?q=${'+'.repeat(100_000)}vinkyl&marke=${'x'.repeat(100_000)}`);
    expect(state.query).toBe('');
    expect(state.filters.get('marke')).toHaveLength(200);
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

  it('compares without accents, as the index does (issue 35 §7)', () => {
    expect(correctQuery('vinkylskap', vocabulary)).toBeNull();
    expect(correctQuery('olkyl', ['ölkyl'])).toBeNull();
    expect(correctQuery('olky', ['ölkyl'])).toBeNull();
    expect(correctQuery('olkyk', ['ölkyl'])).toBe('ölkyl');
    expect(correctWord('vinkylkap', vocabulary)).toBe('vinkylskåp');
  });

  it('picks the closest word; on a tie the first in the vocabulary', () => {
    expect(correctWord('vinkylsskåp', vocabulary)).toBe('vinkylskåp');
    expect(correctWord('vinkylr', vocabulary)).toBe('vinkyl');
    expect(correctWord('vinkylr', ['vinkylar', 'vinkyl'])).toBe('vinkylar');
    expect(queryWords('Vinkyl, två–zoner!')).toEqual(['vinkyl', 'två', 'zoner']);
  });
});

describe('words the index knows (issue 19 §10)', () => {
  it.each([
    ['winemate', 'winemate', true, 'the word itself'],
    ['pulltaps', 'pulltap', true, 'a word it begins'],
    ['eurocave', 'eurocav', true, 'a word it begins (still typing)'],
    ['vinkyl', 'vinkylarna', true, 'another form of it: the stem'],
    ['vinkylar', 'vinkylarna', true, 'another form of it'],
    ['kylskåpet', 'kylskåpen', true, 'another form of it'],
    ['sommelière', 'sommeliere', true, 'with an accent'],
    ['vinkyl', 'vinkylkåp', false, 'a scrap: the rest is no ending'],
    ['vinkylar', 'vinkylkåp', false, 'a scrap'],
    ['l', 'libherr', false, 'a letter'],
    ['euro', 'eurokave', false, 'a shorter word'],
    ['zoner', 'zonr', false, 'a near miss'],
  ])('%s is %s: %s (%s)', (mark, word, same) => {
    expect(isFormOf(mark, word)).toBe(same);
  });

  it('knows a word some excerpt marks', () => {
    expect(knowsWord(['Vinotemp <mark>WineMate</mark> 1500HZD'], 'winemate')).toBe(true);
    expect(knowsWord(['Pulltex <mark>Pulltap&#39;s</mark> Classic'], 'pulltap')).toBe(true);
    expect(knowsWord(['ingen', 'EuroCave Premiere <mark>L</mark> – 182 flaskor'], 'libherr')).toBe(false);
    expect(knowsWord(['<mark>Vinkyl</mark> – jämför <mark>vinkylar</mark>'], 'vinkylkåp')).toBe(false);
    expect(knowsWord([], 'winemate')).toBe(false);
  });
});

describe('searchCorrected: search as typed, correct only words the index does not know (issue 19 §10)', () => {
  const vocabulary = ['eurocave', 'liebherr', 'vinkyl', 'vinkylar', 'vinkylskåp', 'winecave', 'pulltex', 'vinrum'];
  /** What the index answers: the excerpts of each query's best results, as Pagefind marks them. */
  const INDEX: Readonly<Record<string, readonly string[]>> = {
    winemate: ['Vinotemp <mark>WineMate</mark> 1500HZD splitaggregat.', 'Vinotemp <mark>WineMate</mark> 2500HZD'],
    pulltap: ['Pulltex <mark>Pulltap&#39;s</mark> Classic servitörskorkskruv.'],
    vinum: ['Riedel <mark>Vinum</mark> Riesling/Zinfandel 2-pack.'],
    minikyl: ['Scandomestic SKB 61 <mark>minikyl</mark> för dryck'],
    winecave: ['Cavin <mark>WineCave</mark> 800 – 38 flaskor'],
    libherr: ['EuroCave Premiere <mark>L</mark> – 182 flaskor, 1 zon.'],
    liebherr: ['<mark>Liebherr.</mark> <mark>Liebherr</mark> är välkänt för sina kylskåp'],
    vinkylkåp: ['<mark>Vinkyl</mark> – jämför <mark>vinkylar</mark> för hemmet.'],
    vinkylskåp: ['Vinkyl. <mark>vinkylskåp</mark> vinkylar'],
    vinkylarna: ['<mark>Vinkyl</mark> – jämför <mark>vinkylar</mark> för hemmet.'],
    'winemate liebherr': ['<mark>Liebherr</mark> och <mark>WineMate</mark>'],
    'vinkyl liebherr': ['<mark>Liebherr</mark> <mark>vinkyl</mark>'],
  };

  /** A fake index over INDEX that records every search; `filtered` drops every result of the visitor's search. */
  function fakeIndex(options: { filtered?: boolean; supersededAt?: number } = {}) {
    const calls: string[] = [];
    const answer = (query: string) => (options.supersededAt === calls.length ? null : (INDEX[query] ?? []));
    const index: CorrectingIndex<string> = {
      async search(query) {
        const excerpts = answer(query);
        calls.push(`search ${query}`);
        return excerpts === null ? null : { found: query, excerpts: options.filtered ? [] : excerpts };
      },
      async excerptsOf(word) {
        const excerpts = answer(word);
        calls.push(`alone ${word}`);
        return excerpts;
      },
    };
    return { index, calls };
  }

  it.each(['winemate', 'pulltap', 'vinum', 'minikyl', 'vinkylarna'])(
    'searches %s as typed: the index knows it, though the vocabulary would correct it',
    async (query) => {
      expect(correctQuery(query, vocabulary)).not.toBeNull();
      const { index, calls } = fakeIndex();
      expect(await searchCorrected(query, vocabulary, index, false)).toEqual({
        query,
        correctedFrom: null,
        found: query,
        real: true,
      });
      expect(calls).toEqual([`search ${query}`]);
    },
  );

  it.each([
    ['libherr', 'liebherr'],
    ['vinkylkåp', 'vinkylskåp'],
  ])('corrects %s to %s: the index does not know it (its own results only share a scrap)', async (query, corrected) => {
    const { index, calls } = fakeIndex();
    expect(await searchCorrected(query, vocabulary, index, false)).toEqual({
      query: corrected,
      correctedFrom: query,
      found: corrected,
      real: true,
    });
    expect(calls).toEqual([`search ${query}`, `search ${corrected}`]);
  });

  it('corrects only the words the index does not know, asking for each alone when the query finds nothing', async () => {
    const { index, calls } = fakeIndex();
    expect(await searchCorrected('winemate libherr', vocabulary, index, false)).toEqual({
      query: 'winemate liebherr',
      correctedFrom: 'winemate libherr',
      found: 'winemate liebherr',
      real: true,
    });
    expect(calls).toEqual(['search winemate libherr', 'alone winemate', 'alone libherr', 'search winemate liebherr']);
  });

  it('never corrects a word its search with filters missed: the whole index is asked', async () => {
    const { index, calls } = fakeIndex({ filtered: true });
    expect(await searchCorrected('winemate', vocabulary, index, true)).toEqual({
      query: 'winemate',
      correctedFrom: null,
      found: 'winemate',
      real: false,
    });
    expect(calls).toEqual(['search winemate', 'alone winemate']);
  });

  it('keeps the visitor’s query when the correction finds nothing real either, or nothing needs one', async () => {
    const vocabularyWithout = vocabulary.filter((word) => word !== 'liebherr');
    const { index } = fakeIndex();
    expect(await searchCorrected('libherr', [...vocabularyWithout, 'lieberr'], index, false)).toEqual({
      query: 'libherr',
      correctedFrom: null,
      found: 'libherr',
      real: false,
    });
    const plain = fakeIndex();
    expect(await searchCorrected('vinkyl liebherr', vocabulary, plain.index, false)).toMatchObject({
      query: 'vinkyl liebherr',
      correctedFrom: null,
      real: true,
    });
    expect(plain.calls).toEqual(['search vinkyl liebherr']);
  });

  it.each([0, 1, 2, 3])('gives up when a newer search supersedes it (at search %i)', async (supersededAt) => {
    const { index } = fakeIndex({ supersededAt });
    expect(await searchCorrected('winemate libherr', vocabulary, index, false)).toBeNull();
  });

  it('lists the corrections of a query by word', () => {
    expect([...corrections('Winemate vinkyl libherr 38 öl', vocabulary)]).toEqual([
      ['winemate', 'winecave'],
      ['libherr', 'liebherr'],
    ]);
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

  it('reads malformed markup as the pattern pair did: an unclosed <mark> marks nothing, a lone < is text', () => {
    expect(excerptParts('a <MARK>b</Mark> <mark>c <mark>d</mark> e</mark> f')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' ', marked: false },
      { text: 'c d', marked: true },
      { text: ' e f', marked: false },
    ]);
    expect(excerptParts('a <mark>b <i>c</i> d')).toEqual([{ text: 'a b c d', marked: false }]);
    expect(excerptParts('1 < 2 <mark>x</mark> 3 <b')).toEqual([
      { text: '1 < 2 ', marked: false },
      { text: 'x', marked: true },
      { text: ' 3 <b', marked: false },
    ]);
    expect(excerptParts('&am<b>p; <mark class="x">y</mark>')).toEqual([{ text: '& y', marked: false }]);
  });

  it('reads hostile excerpts in linear time (issue 19 §9)', () => {
    const marks = (n: number) => '<mark>'.repeat(n);
    const opens = (n: number) => '<'.repeat(n);
    const unclosed = (n: number) => `${'<mark>x'.repeat(n)}</mark>`;
    expect(excerptParts(marks(20_000))).toEqual([]);
    expect(excerptParts(opens(100_000))).toEqual([{ text: '<'.repeat(100_000), marked: false }]);
    expect(excerptParts(unclosed(20_000))).toHaveLength(1);
    for (const [make, size] of [
      [marks, 2_500],
      [opens, 12_500],
      [unclosed, 2_500],
    ] as const) {
      expect(growth(make, excerptParts, size)).toBeLessThan(LINEAR_LIMIT);
    }
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
    // Pagefind matches without accents, and marks the page's own spelling (issue 35 §7).
    ['<mark>Ölstilar</mark> och deras serveringstemperatur', 'olstilar', true],
    ['om <mark>ölkyl</mark>', 'olkyl', true],
    ['<mark>Olkyl</mark>', 'ölkyl', true],
    ['en <mark>vinkällare</mark>', 'vinkallare', true],
    ['<mark>Ö</mark>l', 'olstilar', false],
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
    const source = readFileSync(
      path.resolve(import.meta.dirname, '../../src/features/search/pagefind.browser.ts'),
      'utf8',
    );
    expect(source).toContain(`import('${PAGEFIND_MODULE}')`);
  });
});
