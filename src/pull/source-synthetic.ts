import type { Installation } from '../shared/product-facts';
import { slugify } from '../shared/slug';
import { isExcludedCategory } from '../shared/taxonomy';
import { safeHttpUrl } from '../shared/url';
import { type ProductFacts, readProductFacts } from './attributes';
import { gs1CheckDigit } from './matching/gtin';
import { EXCLUDED_PRODUCT_NAMES } from './normalise';
import { parsePrice } from './price';
import { readSampleRows } from './source-sample';
import type { SourceRows } from './source-types';
import { syntheticHistoryRows } from './synthetic-history';

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

/** A seed from a string (FNV-1a), so one template and variant always give the same text. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const decimal = (value: number): string => String(value).replace('.', ',');
const mm = (cm: number): number => Math.round(cm * 10);

/**
 * The ways real feeds state each fact (issue 12 §1); a synthetic row states
 * the facts its template leaves out in one of them, so filters and the
 * extraction meet every phrasing at any catalogue size.
 */
const SIZE_PHRASINGS: readonly ((w: number, h: number, d: number) => string)[] = [
  (w, h, d) => `<ul><li><strong>Mått (B × H × D):</strong> ${decimal(w)} × ${decimal(h)} × ${decimal(d)} cm</li></ul>`,
  (w, h, d) => `<p>Den är ${decimal(w)} cm bred, ${decimal(h)} cm hög och ${decimal(d)} cm djup.</p>`,
  (w, h, d) => `<p>Mått (HxBxD): ${mm(h)} x ${mm(w)} x ${mm(d)} mm</p>`,
  (w, h, d) => `<p>Bredd: ${decimal(w)} cm<br>Höjd: ${decimal(h)} cm<br>Djup: ${decimal(d)} cm</p>`,
];
const NOISE_PHRASINGS: readonly ((db: number) => string)[] = [
  (db) => `<p>Ljudnivå: ${db} dB(A)</p>`,
  (db) => `<p>Med ${db} dB är den tyst nog för vardagsrummet.</p>`,
  (db) => `<ul><li>Ljudnivå (dB): ${db}</li></ul>`,
];
const ENERGY_PHRASINGS: readonly ((energy: string) => string)[] = [
  (energy) => `<p>Energiklass: ${energy}</p>`,
  (energy) => `<p>Energiklassen är ${energy} på skalan A–G.</p>`,
  (energy) => `<ul><li>Energimärkning: klass ${energy}</li></ul>`,
];
const INSTALLATION_PHRASINGS: ReadonlyMap<Installation, readonly string[]> = new Map([
  ['fristaende', ['<ul><li><strong>Installation:</strong> Fristående</li></ul>', '<p>Placeras fritt i rummet.</p>']],
  ['inbyggbar', ['<p>Frontventilerad för inbyggnad under bänk.</p>', '<ul><li>Installation: Inbyggbar</li></ul>']],
  ['integrerbar', ['<p>Helintegrerad: döljs bakom en köksslucka.</p>', '<ul><li>Installation: Integrerbar</li></ul>']],
]);
const ZONE_PHRASINGS: readonly ((zones: number) => string)[] = [
  (zones) => `<p>Temperaturzoner: ${zones}</p>`,
  (zones) => `<p>${zones === 1 ? 'En temperaturzon' : 'Två separata temperaturzoner'}.</p>`,
];

/** How a template's category installs, for the facts a synthetic row adds (never read back from it). */
function installationOf(category: string): Installation | null {
  if (/integrer/i.test(category)) return 'integrerbar';
  if (/inbyggbar/i.test(category)) return 'inbyggbar';
  if (/fristående|vinlagringsskåp|ölkyl/i.test(category)) return 'fristaende';
  return null;
}

/** Variants per template: few enough that descriptions repeat (and read once), enough for variety. */
const FACT_VARIANTS = 4;

/**
 * The template's description plus, for a cooler or cabinet and variant > 0,
 * the facts the template does not state, in the variant's phrasing. Values
 * come from the template and variant alone, so the same pair gives the same text.
 */
function describeWithFacts(template: Row, facts: ProductFacts, variant: number): string {
  const description = typeof template.Description === 'string' ? template.Description : '';
  const installation = installationOf(String(template.Category));
  if (variant === 0 || installation === null) return description;
  const next = random(hashSeed(`${String(template.SKU)}:${variant}`));
  const pick = <T>(items: readonly T[]): T => items[(variant + Math.floor(next() * items.length)) % items.length] as T;
  const added: string[] = [];
  if (facts.width_cm === null && facts.height_cm === null && facts.depth_cm === null) {
    const width = pick([29.5, 39.5, 49.5, 55.8, 59.5, 59.7, 60]);
    const height = Math.min(190, Math.max(45, Math.round(55 + (facts.capacity ?? 40) * 0.8 + next() * 10)));
    const depth = pick([53.8, 55, 57, 57.5, 58, 68]);
    added.push(pick(SIZE_PHRASINGS)(width, height, depth));
  }
  if (facts.noise_db === null) added.push(pick(NOISE_PHRASINGS)(30 + Math.floor(next() * 14)));
  if (facts.energy_class === null) added.push(pick(ENERGY_PHRASINGS)(pick(['E', 'F', 'F', 'G', 'G', 'D'])));
  if (facts.installation === null) added.push(pick(INSTALLATION_PHRASINGS.get(installation) ?? []));
  if (facts.temperature_zones === null && !/ölkyl/i.test(String(template.Category))) {
    added.push(pick(ZONE_PHRASINGS)(next() < 0.5 ? 1 : 2));
  }
  return description + added.join('');
}

/** A valid EAN-13 for synthetic row `i` (prefix 730, the row number, the GS1 check digit). */
export function syntheticEan(i: number): string {
  const body = `730${String(i).padStart(9, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** N feed rows with ids starting at `firstId`, built from the sample's clean rows. */
export function syntheticFeedRows(templates: readonly Row[], count: number, firstId: number): Row[] {
  const usable = templates.filter(isTemplate);
  if (usable.length === 0) throw new Error('synthetic: the sample data has no usable template rows');
  const next = random(count);
  // A stream of its own, so adding facts left every other synthetic value as it was.
  const nextVariant = random(count ^ 0x5eed);
  const templateFacts = usable.map((row) => readProductFacts(String(row.Name), String(row.Description ?? '')));
  const rows: Row[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = usable[i % usable.length] as Row;
    const facts = templateFacts[i % usable.length] as ProductFacts;
    const description = describeWithFacts(template, facts, Math.floor(nextVariant() * FACT_VARIANTS));
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
      Description: description,
      SKU: `${String(template.SKU)}-S${i + 1}`,
      Price: String(price),
      OriginalPrice: onSale ? String(Math.round((price * 1.2) / 10) * 10) : null,
      Instock: next() < 0.75 ? 'yes' : 'no',
      Color: finish,
      Slug: slugify(name),
      // A valid GTIN and an article number of its own: every synthetic row is a model of its own.
      Ean: syntheticEan(i),
      ManufacturerArticleNumber: `${String(template.ManufacturerArticleNumber ?? template.SKU)}-S${i + 1}`,
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
  const feedRows = syntheticFeedRows(sample.feedRows as Row[], products, 1);
  return {
    feedRows,
    postRows: syntheticPostRows(sample.postRows as Row[], Math.max(1, Math.round(products / 100))),
    historyRows: syntheticHistoryRows(feedRows),
  };
}
