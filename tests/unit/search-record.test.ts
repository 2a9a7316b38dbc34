import { describe, expect, it } from 'vitest';
import {
  DirectoryLimitError,
  MAX_FRAGMENT_FILES,
  NETLIFY_FILES_PER_DIRECTORY,
  summariseIndex,
} from '../../src/features/search/search-index.build';
import {
  brandSearchRecord,
  categorySearchRecord,
  compoundHeads,
  headWords,
  infoSearchRecord,
  nameVariants,
  postSearchRecord,
  productSearchRecord,
  searchVocabulary,
} from '../../src/features/search/search-record.build';
import { withoutAccents } from '../../src/features/search/search-results.browser';
import { formatPrice } from '../../src/shared/format';

const product = {
  name: 'La Sommelière WPQ 38-DCB vinkyl',
  price: 9990,
  lowest_price: 9990,
  currency: 'SEK',
  image_url: 'https://cdn.example/wpq38.jpg',
  brand: 'La Sommelière',
  category: 'Fristående Vinkyl',
  category_slug: 'fristaende-vinkyl',
  model: 'WPQ 38-DCB',
  sku: 'TT-WPQ38DCB',
  temperature_zones: 2,
  installation: 'fristaende' as const,
  offer_count: 1,
  offers: [{ sku: 'TT-WPQ38DCB' }],
};

describe('search records', () => {
  it('a product: kind, category and brand filters, price and image, model words strong, brand and facts related', () => {
    const record = productSearchRecord(product);
    expect(record).toMatchObject({
      kind: 'Produkt',
      category: 'Fristående Vinkyl',
      brand: 'La Sommelière',
      price: `${formatPrice(9990)} · 1 butik`,
      image: 'https://cdn.example/wpq38.jpg',
    });
    expect(record.words).toEqual(['wpq 38-dcb', 'wpq38dcb', 'tt-wpq38dcb']);
    expect(record.related).toEqual(
      expect.arrayContaining(['la sommelière', 'lasommelière', 'vinkylskåp', 'fristående', 'två', 'zoner']),
    );
    // A brand's name is not a strong word of its products: the brand's own page ranks first.
    expect(record.words).not.toContain('la sommelière');
  });

  it('a product several shops sell: "från" the lowest price, the number of shops, every shop’s SKU a word (issue 20)', () => {
    const record = productSearchRecord({
      ...product,
      offer_count: 3,
      offers: [{ sku: 'TT-WPQ38DCB' }, { sku: 'KM-4411' }, { sku: 'tt-wpq38dcb' }],
    });
    expect(record.price).toBe(`från ${formatPrice(9990)} · 3 butiker`);
    expect(record.words).toEqual(['wpq 38-dcb', 'wpq38dcb', 'tt-wpq38dcb', 'km-4411']);
    // Another shop asks less (out of stock, or more with its shipping): the price is not "från" (issue 35).
    const notLowest = productSearchRecord({ ...product, lowest_price: 8990, offer_count: 3 });
    expect(notLowest.price).toBe(`${formatPrice(9990)} · 3 butiker`);
  });

  it('only http(s) or root-relative images reach a result', () => {
    expect(productSearchRecord({ ...product, image_url: 'javascript:alert(1)' }).image).toBeNull();
    expect(productSearchRecord({ ...product, image_url: '//evil.example/a.png' }).image).toBeNull();
    expect(productSearchRecord({ ...product, image_url: '/images/a.svg' }).image).toBe('/images/a.svg');
  });

  it('a product without facts has no fact words', () => {
    const record = productSearchRecord({
      ...product,
      temperature_zones: null,
      installation: null,
      brand: null,
      category: null,
      category_slug: null,
    });
    expect(record.related).toEqual([]);
    expect(record.related).not.toContain('zoner');
    expect(record.related).not.toContain('fristående');
    expect(record.brand).toBeNull();
  });

  it('a category: its name, compounds and synonyms as strong words', () => {
    const record = categorySearchRecord({ slug: 'olkyl', name: 'Ölkyl' });
    expect(record).toMatchObject({ kind: 'Kategori', category: 'Ölkyl', brand: null, price: null });
    expect(record.words).toEqual(expect.arrayContaining(['ölkyl', 'ölkylskåp', 'dryckeskyl']));
    expect(categorySearchRecord({ slug: 'ny-kategori', name: 'Ny Kategori' }).words).toEqual([
      'ny kategori',
      'nykategori',
    ]);
  });

  it('a brand: every spelling, as written and run together', () => {
    const record = brandSearchRecord({ name: 'mQuvée', spellings: ['mQuvee', 'MQUVÉE'] });
    expect(record).toMatchObject({ kind: 'Varumärke', brand: 'mQuvée', category: null });
    expect(record.words).toEqual(['mquvée', 'mquvee']);
  });

  it('posts need no extra words; info pages have their title words', () => {
    expect(postSearchRecord({ title: 'Rätt serveringstemperatur', image_url: null }).words).toEqual([]);
    expect(infoSearchRecord('Så jämför vi')).toMatchObject({ kind: 'Sida', words: ['så', 'jämför', 'vi'] });
  });

  it('name variants: as written and run together, never a copy without accents (the index folds them; issue 35 §7)', () => {
    expect(nameVariants('La Sommelière')).toEqual(['la sommelière', 'lasommelière']);
    expect(nameVariants('Liebherr')).toEqual(['liebherr']);
  });

  it('no record holds a word twice, with and without accents', () => {
    const records = [
      productSearchRecord(product),
      ...[
        { slug: 'olkyl', name: 'Ölkyl' },
        { slug: 'vinkallare', name: 'Vinkällare' },
        { slug: 'vinrum-och-vinkallare', name: 'Vinrum och Vinkällare' },
        { slug: 'fristaende-vinkyl', name: 'Fristående Vinkyl' },
        { slug: 'vinlagringsskap', name: 'Vinlagringsskåp' },
      ].map(categorySearchRecord),
      brandSearchRecord({ name: 'La Sommelière', spellings: [] }),
      infoSearchRecord('Så jämför vi'),
    ];
    for (const record of records) {
      for (const words of [record.words, record.related]) {
        const accented = words.filter((word) => withoutAccents(word) !== word);
        expect(words.filter((word) => accented.some((other) => withoutAccents(other) === word))).toEqual([]);
      }
    }
  });
});

describe('the correction vocabulary', () => {
  it('holds single words of categories, brands, facts and post titles, sorted, without short words', () => {
    const words = searchVocabulary(
      [{ slug: 'olkyl', name: 'Ölkyl' }],
      [{ name: 'EuroCave', spellings: ['Euro Cave'] }],
      ['Vin och ost'],
    );
    expect(words).toEqual([...words].sort());
    expect(words).toEqual(expect.arrayContaining(['eurocave', 'euro', 'cave', 'ölkyl', 'vinkylskåp', 'zoner', 'ost']));
    expect(words.every((word) => word.length >= 3 && !/\s/.test(word))).toBe(true);
  });

  it('does not grow with the number of products (it never sees them)', () => {
    expect(searchVocabulary.length).toBe(3);
  });
});

describe('the index against the deploy limit', () => {
  const folders = [
    { folder: '', files: 8, bytes: 300_000 },
    { folder: 'fragment', files: 50_000, bytes: 40_000_000 },
    { folder: 'index', files: 900, bytes: 9_000_000 },
  ];

  it('summarises files, bytes and the largest folder', () => {
    expect(summariseIndex(folders, 50_020)).toEqual({
      pages: 50_020,
      files: 50_908,
      bytes: 49_300_000,
      fragmentFiles: 50_000,
      largest: folders[1],
    });
  });

  it('fails naming the folder, the count and the limit when a folder passes it', () => {
    const over = [{ folder: 'fragment', files: NETLIFY_FILES_PER_DIRECTORY + 1, bytes: 1 }];
    expect(() => summariseIndex(over, 1)).toThrow(DirectoryLimitError);
    expect(() => summariseIndex(over, 1)).toThrow(
      /pagefind\/fragment holds 54,001 files.*more than 54,000 files in one directory/,
    );
    expect(() =>
      summariseIndex([{ folder: 'fragment', files: NETLIFY_FILES_PER_DIRECTORY, bytes: 1 }], 1),
    ).not.toThrow();
  });

  it('groups fragments below the limit, with room for the folder itself', () => {
    expect(MAX_FRAGMENT_FILES).toBeLessThan(NETLIFY_FILES_PER_DIRECTORY);
  });
});

describe('compounds found by their head (issue 22)', () => {
  const heads = headWords([
    'Pulltex Pulltap’s Classic servitörskorkskruv',
    'Korkskruv Metrokane Rabbit',
    'Vinkyl Cavin Polar',
    'Vinhylla i ek',
    'Ölkyl med glasdörr',
  ]);

  it('collects every word of the texts of at least four letters, and the categories’ words', () => {
    expect(heads.has('korkskruv')).toBe(true);
    expect(heads.has('glasdörr')).toBe(true);
    expect(heads.has('med')).toBe(false);
    expect(heads.has('vinkylskåp')).toBe(true);
  });

  it.each([
    ['servitörskorkskruv', ['korkskruv']],
    ['Le Creuset hävstångskorkskruv', ['korkskruv']],
    ['Barvinkyl', ['vinkyl']],
    ['Väggvinhylla i valnöt', ['vinhylla']],
    ['Dryckesölkyl', ['ölkyl']],
    ['Vinkyl', []],
    ['Korkskruv', []],
    ['Skruv', []],
  ])('finds the heads of "%s"', (text, expected) => {
    expect(compoundHeads(text, heads)).toEqual(expected);
  });

  it('makes a product found by the heads of the compounds in its name, as words that name it', () => {
    const record = productSearchRecord({ ...product, name: 'Pulltex servitörskorkskruv' }, heads);
    expect(record.words).toContain('korkskruv');
    expect(productSearchRecord(product, heads).words).not.toContain('korkskruv');
  });

  it('gives the things an accessory category holds to its own page, not to every product in it', () => {
    expect(categorySearchRecord({ slug: 'vintillbehor', name: 'Vintillbehör' }).words).toContain('korkskruv');
    const karaff = productSearchRecord({
      ...product,
      name: 'Riedel karaff',
      category: 'Vintillbehör',
      category_slug: 'vintillbehor',
    });
    expect(karaff.related).toContain('vintillbehör');
    expect(karaff.related).not.toContain('korkskruv');
  });
});
