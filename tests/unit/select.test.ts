import { describe, expect, it } from 'vitest';
import {
  categoryMatchTerm,
  indexByCategory,
  postCategories,
  selectAllProducts,
  selectBrandProducts,
  selectCategoryProducts,
  selectFeatured,
  selectOtherCategories,
  selectRelatedPosts,
  selectRelatedProducts,
} from '../../src/render/select';
import { posts, products } from '../fixtures/products';

const names = (list: readonly { name: string }[]) => list.map((p) => p.name);
const slugs = (list: readonly { slug: string }[]) => list.map((p) => p.slug);

describe('selectCategoryProducts (spec §7: category contains the display name, case-insensitive)', () => {
  const catalogue = products([
    { name: 'A', category: 'Fristående Vinkyl' },
    { name: 'B', category: 'fristående vinkyl' },
    { name: 'C', category: 'Inbyggbar Vinkyl' },
    { name: 'D', category: 'Vinrum och Vinkällare' },
    { name: 'E', category: 'Vinrum och Vinkallare' },
    { name: 'F', category: 'Vinkällare' },
    { name: 'G', category: 'Vinlagringsskåp' },
    { name: 'H', category: null },
    { name: 'I', category: 'Kitchen Accessories' },
  ]);

  it.each([
    ['fristaende-vinkyl', ['A', 'B']],
    ['vinkyl', ['A', 'B', 'C']],
    ['vinrum-och-vinkallare', ['D', 'E']],
    // E's spelling is canonicalised to "Vinrum och Vinkällare" by the pull.
    ['vinkallare', ['D', 'E', 'F']],
    ['vinlagringsskap', ['G']],
    ['olkyl', []],
  ])('%s → %j', (slug, expected) => {
    expect(names(selectCategoryProducts(catalogue, slug))).toEqual(expected);
  });

  it('lists the products of categories whose names have punctuation or accents (issue 19, defect 6)', () => {
    const odd = products([
      { name: 'Läsk 1', category: 'Öl- och läskkyl' },
      { name: 'Läsk 2', category: 'öl- och läskkyl' },
      { name: 'Bubbel', category: 'Rosé & Champagne' },
      { name: 'Index', category: 'Index' },
      { name: 'Annat', category: 'Vinlagringsskåp' },
    ]);
    expect(odd.map((p) => p.category_slug)).toEqual([
      'ol-och-laskkyl',
      'ol-och-laskkyl',
      'rose-champagne',
      'index-kategori',
      'vinlagringsskap',
    ]);
    // Before the fix the term was rebuilt from the slug ("Ol och laskkyl") and matched nothing.
    expect(names(selectCategoryProducts(odd, 'ol-och-laskkyl'))).toEqual(['Läsk 1', 'Läsk 2']);
    expect(names(selectCategoryProducts(odd, 'rose-champagne'))).toEqual(['Bubbel']);
    expect(names(selectCategoryProducts(odd, 'index-kategori'))).toEqual(['Index']);
    expect(categoryMatchTerm('rose-champagne', odd)).toBe('Rosé & Champagne');
    // A slug no product carries (a category page reached by URL) still gets the spec's fallback name.
    expect(categoryMatchTerm('okand-kategori', odd)).toBe('Okand kategori');
  });

  it('uses "Vinrum och Vink" for vinrum-och-vinkallare', () => {
    expect(categoryMatchTerm('vinrum-och-vinkallare')).toBe('Vinrum och Vink');
    expect(categoryMatchTerm('olkyl')).toBe('Ölkyl');
  });
});

describe('selectFeatured (spec §7: 3 per category over four categories, at least 12)', () => {
  it('takes 3 from each category in feed order', () => {
    const catalogue = products([
      ...['F1', 'F2', 'F3', 'F4'].map((name) => ({ name, category: 'Fristående Vinkyl' })),
      ...['I1', 'I2', 'I3', 'I4'].map((name) => ({ name, category: 'Integrerad Vinkyl' })),
      ...['B1', 'B2', 'B3', 'B4'].map((name) => ({ name, category: 'Inbyggbar Vinkyl' })),
      ...['S1', 'S2', 'S3', 'S4'].map((name) => ({ name, category: 'Vinlagringsskåp' })),
    ]);
    expect(names(selectFeatured(catalogue))).toEqual([
      'F1',
      'F2',
      'F3',
      'I1',
      'I2',
      'I3',
      'B1',
      'B2',
      'B3',
      'S1',
      'S2',
      'S3',
    ]);
  });

  it('tops up to 12 with other rows, without duplicates or excluded categories', () => {
    const catalogue = products([
      { name: 'F1', category: 'Fristående Vinkyl' },
      { name: 'K', category: 'Kitchen Accessories' },
      { name: 'O1', category: 'Ölkyl' },
      { name: 'S1', category: 'Vinlagringsskåp' },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `H${i + 1}`, category: 'Vinhyllor' })),
    ]);
    expect(names(selectFeatured(catalogue))).toEqual([
      'F1',
      'S1',
      'O1',
      'H1',
      'H2',
      'H3',
      'H4',
      'H5',
      'H6',
      'H7',
      'H8',
      'H9',
    ]);
  });

  it('returns what there is when the catalogue is small', () => {
    expect(names(selectFeatured(products([{ name: 'X', category: 'Vinhyllor' }])))).toEqual(['X']);
  });
});

describe('selectAllProducts (spec §5 trimmed comparison)', () => {
  it('drops excluded categories and keeps rows without category', () => {
    const catalogue = products([
      { name: 'A', category: 'Vinhyllor' },
      { name: 'B', category: 'Kitchen Accessories' },
      { name: 'C', category: ' Kitchen - Accessories (stainless steel) ' },
      { name: 'D', category: null },
      { name: 'E', category: '' },
    ]);
    expect(names(selectAllProducts(catalogue))).toEqual(['A', 'D', 'E']);
  });
});

describe('selectRelatedProducts (spec §7: same category, other SKU, limit 6)', () => {
  const catalogue = products([
    ...Array.from({ length: 9 }, (_, i) => ({ name: `F${i + 1}`, category: 'Fristående Vinkyl' })),
    { name: 'O', category: 'Ölkyl' },
    { name: 'N', category: null },
  ]);
  const index = indexByCategory(catalogue);
  const get = (name: string) => {
    const found = catalogue.find((p) => p.name === name);
    if (!found) throw new Error(`no product ${name}`);
    return found;
  };

  it('takes six others of the same category', () => {
    expect(names(selectRelatedProducts(get('F2'), index))).toEqual(['F1', 'F3', 'F4', 'F5', 'F6', 'F7']);
  });

  it('is empty when alone in its category or without a category', () => {
    expect(selectRelatedProducts(get('O'), index)).toEqual([]);
    expect(selectRelatedProducts(get('N'), index)).toEqual([]);
  });
});

describe('selectBrandProducts (spec §5, §7)', () => {
  const catalogue = products([
    { name: 'A', brand: 'mQuvée' },
    { name: 'B', brand: 'Mquvee' },
    { name: 'C', brand: 'mQuvé Pro' },
    { name: 'D', brand: 'mQuvée', image: null },
    { name: 'E', brand: 'Cavin' },
    { name: 'F', brand: ' cavin ' },
  ]);

  it('matches every spelling and the shortened mQuvée terms, only rows with an image', () => {
    expect(names(selectBrandProducts(catalogue, { name: 'mQuvée', slug: 'mquvee' }))).toEqual(['A', 'B', 'C']);
  });

  it('matches by normalised brand', () => {
    expect(names(selectBrandProducts(catalogue, { name: 'Cavin', slug: 'cavin' }))).toEqual(['E', 'F']);
  });
});

describe('selectOtherCategories', () => {
  it('gives up to 5 categories other than the current one', () => {
    const categories = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug) => ({ slug }));
    expect(slugs(selectOtherCategories(categories, 'b'))).toEqual(['a', 'c', 'd', 'e', 'f']);
  });
});

describe('selectRelatedPosts (spec §7: same category first, fallback below 3)', () => {
  const blog = posts([
    { slug: 'a1', category: 'Vinförvaring', day: 10 },
    { slug: 'a2', category: 'Vinförvaring', day: 9 },
    { slug: 'a3', category: 'Vinförvaring', day: 8 },
    { slug: 'a4', category: 'Vinförvaring', day: 7 },
    { slug: 'a5', category: 'Vinförvaring', day: 6 },
    { slug: 'b1', category: 'Köpguider', day: 12 },
    { slug: 'b2', category: 'Köpguider', day: 5 },
    { slug: 'c1', category: 'Vin & mat', day: 11 },
  ]);
  const post = (slug: string) => {
    const found = blog.find((p) => p.slug === slug);
    if (!found) throw new Error(`no post ${slug}`);
    return found;
  };

  it('takes up to 4 newest of the same category, never the post itself', () => {
    expect(slugs(selectRelatedPosts(blog, post('a2')))).toEqual(['a1', 'a3', 'a4', 'a5']);
  });

  it('falls back to the newest posts of any category when fewer than 3 match', () => {
    expect(slugs(selectRelatedPosts(blog, post('b2')))).toEqual(['b1', 'c1', 'a1', 'a2']);
    expect(slugs(selectRelatedPosts(blog, post('c1')))).toEqual(['b1', 'a1', 'a2', 'a3']);
  });

  it('gives the chips one entry per category, in Swedish order', () => {
    expect(postCategories(blog)).toEqual([
      { slug: 'kopguider', name: 'Köpguider' },
      { slug: 'vin-mat', name: 'Vin & mat' },
      { slug: 'vinforvaring', name: 'Vinförvaring' },
    ]);
  });
});
