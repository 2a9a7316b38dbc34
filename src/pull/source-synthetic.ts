import { slugify } from '../shared/slug';
import { isExcludedCategory } from '../shared/taxonomy';
import { safeHttpUrl } from '../shared/url';
import { EXCLUDED_PRODUCT_NAMES } from './normalise';
import { parsePrice } from './price';
import { readSampleRows } from './source-sample';
import type { SourceRows } from './source-types';

/**
 * A synthetic catalogue of any size for benchmarks and paging tests. Rows are
 * variations of the embedded sample rows (real names, descriptions, prices
 * and categories), so they exercise the pipeline like a real feed: new SKUs,
 * model years and finishes, prices moved by up to ±15 %, stock flipped at
 * random. Deterministic: the same N gives the same rows.
 */

type Row = Record<string, unknown>;

/** mulberry32: a small seeded PRNG, so synthetic data is reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FINISHES = [
  'Svart',
  'Rostfritt stål',
  'Vit',
  'Grafit',
  'Ek',
  'Valnöt',
  'Antracit',
  'Champagne',
  'Mattsvart',
  'Silver',
];
const EDITIONS = ['2026', '2027', 'Edition', 'Plus', 'Pro', 'Select', 'Nordic', 'Classic', 'Signature', 'Compact'];

function isTemplate(row: Row): boolean {
  return (
    typeof row.Name === 'string' &&
    row.Name.trim() !== '' &&
    !EXCLUDED_PRODUCT_NAMES.has(row.Name.trim()) &&
    typeof row.SKU === 'string' &&
    row.SKU.trim() !== '' &&
    typeof row.Category === 'string' &&
    !isExcludedCategory(row.Category) &&
    parsePrice(row.Price as string | null) !== null &&
    // Clean rows only: the sample's deliberate defects are covered by the
    // sample itself and would only repeat as thousands of identical warnings.
    safeHttpUrl(row.ProductUrl as string | null) !== null &&
    (row.TrackingUrl === null || safeHttpUrl(row.TrackingUrl as string) !== null)
  );
}

/** N feed rows with ids starting at `firstId`, built from the sample's clean rows. */
export function syntheticFeedRows(templates: readonly Row[], count: number, firstId: number): Row[] {
  const usable = templates.filter(isTemplate);
  if (usable.length === 0) throw new Error('synthetic: the sample data has no usable template rows');
  const next = random(count);
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = usable[i % usable.length] as Row;
    const edition = EDITIONS[Math.floor(i / usable.length) % EDITIONS.length] ?? 'Edition';
    const finish = FINISHES[Math.floor(next() * FINISHES.length)] ?? 'Svart';
    const serial = Math.floor(i / (usable.length * EDITIONS.length)) + 1;
    const name = `${String(template.Name)} ${edition} ${finish}${serial > 1 ? ` serie ${serial}` : ''}`;
    const base = parsePrice(template.Price as string) ?? 1000;
    const price = Math.max(99, Math.round((base * (0.85 + next() * 0.3)) / 10) * 10 - 10);
    const onSale = next() < 0.2;
    rows.push({
      ...template,
      id: firstId + i,
      Name: name,
      SKU: `${String(template.SKU)}-S${i + 1}`,
      Price: String(price),
      OriginalPrice: onSale ? String(Math.round((price * 1.2) / 10) * 10) : null,
      Instock: next() < 0.75 ? 'yes' : 'no',
      Color: finish,
      Slug: slugify(name),
      Ean: String(7_300_000_000_000 + i),
    });
  }
  return rows;
}

/** Posts in proportion to the catalogue (one per hundred products), varied from the sample's published posts. */
export function syntheticPostRows(templates: readonly Row[], count: number): Row[] {
  const published = templates.filter((row) => row.status === 'published');
  if (published.length === 0) return [];
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = published[i % published.length] as Row;
    const round = Math.floor(i / published.length) + 1;
    const date = new Date(Date.parse(String(template.published_at)) - round * 86_400_000).toISOString();
    rows.push({
      ...template,
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      slug: `${String(template.slug)}-${round}`,
      title: `${String(template.title)} (del ${round})`,
      published_at: date,
      updated_at: date,
    });
  }
  return rows;
}

export async function readSyntheticRows(products: number): Promise<SourceRows> {
  const sample = await readSampleRows();
  return {
    feedRows: syntheticFeedRows(sample.feedRows as Row[], products, 1),
    postRows: syntheticPostRows(sample.postRows as Row[], Math.max(1, Math.round(products / 100))),
  };
}
