import { gs1CheckDigit } from '../features/offers/gtin.pull';
import { matchOffers } from '../features/offers/offer-matching.pull';
import { shopOf } from '../features/offers/shop.pull';
import type { Installation } from '../shared/product-facts';
import { slugify } from '../shared/slug';
import { isExcludedCategory } from '../shared/taxonomy';
import { safeHttpUrl } from '../shared/url';
import { type ProductFacts, readProductFacts } from './facts';
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
 * random. About a third of the products are also sold by one to three other
 * shops (issue 20), each writing the product its own way. Deterministic: the
 * same N gives the same rows.
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
/** Issue 21: yearly energy use, the niche a built-in unit asks for, a free-standing unit's clearance. */
const ENERGY_USE_PHRASINGS: readonly ((kwh: number) => string)[] = [
  (kwh) => `<p>Energiförbrukning: ${kwh} kWh/år</p>`,
  (kwh) => `<ul><li>Årlig energiförbrukning: ${kwh} kWh</li></ul>`,
  (kwh) => `<p>Den drar ${decimal(Math.round((kwh / 365) * 100) / 100)} kWh per dygn.</p>`,
  (kwh) => `<ul><li>Energy consumption: ${kwh} kWh/annum</li></ul>`,
];
const NICHE_PHRASINGS: readonly ((w: number, h: number, d: number) => string)[] = [
  (w, h, d) => `<p>Nischmått (B × H × D): ${w} × ${h}–${h + 5} × ${d} cm</p>`,
  (w, h, d) =>
    `<ul><li>Nischhöjd: ${mm(h)} mm</li><li>Nischbredd: ${mm(w)} mm</li><li>Nischdjup: min. ${mm(d)} mm</li></ul>`,
  (w, h, d) => `<p>Inbyggnadsmått (H×B×D): ${mm(h)} × ${mm(w)} × ${mm(d)} mm</p>`,
];
const CLEARANCE_PHRASINGS: readonly ((cm: number) => string)[] = [
  (cm) => `<p>Lämna minst ${cm} cm fritt bakom kylen.</p>`,
  (cm) => `<ul><li>Avstånd till vägg: ${cm * 10} mm</li></ul>`,
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
  let size = { width: facts.width_cm, height: facts.height_cm, depth: facts.depth_cm };
  if (facts.width_cm === null && facts.height_cm === null && facts.depth_cm === null) {
    const width = pick([29.5, 39.5, 49.5, 55.8, 59.5, 59.7, 60]);
    const height = Math.min(190, Math.max(45, Math.round(55 + (facts.capacity ?? 40) * 0.8 + next() * 10)));
    const depth = pick([53.8, 55, 57, 57.5, 58, 68]);
    added.push(pick(SIZE_PHRASINGS)(width, height, depth));
    size = { width, height, depth };
  }
  if (facts.energy_kwh_year === null && next() < 0.9) {
    added.push(pick(ENERGY_USE_PHRASINGS)(Math.round(90 + Math.min(facts.capacity ?? 40, 200) * 1.1 + next() * 40)));
  }
  const builtIn = installation === 'inbyggbar' || installation === 'integrerbar';
  if (builtIn && facts.niche_width_cm === null && facts.niche_height_cm === null && facts.niche_depth_cm === null) {
    // The niche a unit of this size asks for: its size rounded up to whole centimetres, with room to spare.
    const above = (cm: number | null, fallback: number) => Math.ceil((cm ?? fallback) + 0.5);
    added.push(pick(NICHE_PHRASINGS)(above(size.width, 59.5), above(size.height, 82), above(size.depth, 55)));
  }
  if (installation === 'fristaende' && facts.clearance_cm === null && next() < 0.5) {
    added.push(pick(CLEARANCE_PHRASINGS)(pick([5, 5, 8, 10])));
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

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The rows that start a product: the first row of each model the matcher
 * finds (src/features/offers/offer-matching.pull.ts), so another shop's listing of a sample product
 * never becomes a template of its own, with its shop's category wording.
 */
function firstOffers(rows: readonly Row[]): Set<Row> {
  const named = rows.filter((row) => text(row.Name)?.trim() && text(row.SKU)?.trim());
  const { products } = matchOffers(
    named.map((row) => ({
      row: Number(row.id),
      shop: shopOf(text(row.ProductUrl), text(row.TrackingUrl)) ?? `row-${String(row.id)}`,
      sku: String(row.SKU),
      name: String(row.Name),
      brand: text(row.Brand),
      ean: text(row.Ean),
      article: text(row.ManufacturerArticleNumber),
      color: text(row.Color),
      price: parsePrice(text(row.Price)) ?? 0,
    })),
  );
  return new Set(products.flatMap((indexes) => (indexes[0] === undefined ? [] : [named[indexes[0]] as Row])));
}

/**
 * N feed rows with ids starting at `firstId`, one per product, built from the
 * sample's clean rows (the first row of each sample product). Other shops'
 * offers of these products: {@link syntheticOfferRows}.
 */
export function syntheticFeedRows(templates: readonly Row[], count: number, firstId: number): Row[] {
  const first = firstOffers(templates);
  const usable = templates.filter((row) => isTemplate(row) && first.has(row));
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

/**
 * The shops of the synthetic catalogue's offers: the sample's four and two
 * more, each with its own URLs, SKUs, affiliate id, shipping prices and way
 * of writing a product's name.
 */
interface ShopStyle {
  /** Its row of the shops table (issue 36), and what its rows' `shop` column names it by. */
  readonly slug: string;
  /** Its name as visitors read it. */
  readonly displayName: string;
  readonly host: string;
  /** Affiliate id in the network's tracking link. */
  readonly aid: number;
  readonly url: (slug: string, category: string, number: number) => string;
  readonly sku: (number: number) => string;
  readonly shipping: readonly string[];
  /** The name from the brand as the shop spells it and the rest of the product's name. */
  readonly name: (brand: string, rest: string) => string;
}

export const SYNTHETIC_SHOPS: readonly ShopStyle[] = [
  {
    slug: 'kylmagasinet',
    displayName: 'Kylmagasinet',
    host: 'kylmagasinet.se',
    aid: 5230,
    url: (slug, category) => `https://www.kylmagasinet.se/${slugify(category) || 'produkter'}/${slug}`,
    sku: (n) => `KM-${n}`,
    shipping: ['0', '395', '49'],
    name: (brand, rest) => `${rest} | ${brand}`,
  },
  {
    slug: 'vinforvaringshuset',
    displayName: 'Vinförvaringshuset',
    host: 'vinforvaringshuset.se',
    aid: 6018,
    url: (slug, _category, n) => `https://vinforvaringshuset.se/p/${slug}-${n}`,
    sku: (n) => `VFH${n}`,
    shipping: ['0', '499,00', '395'],
    name: (brand, rest) => `${brand.toUpperCase()}: ${rest}`,
  },
  {
    slug: 'hemmakallaren',
    displayName: 'Hemmakällaren',
    host: 'hemmakallaren.com',
    aid: 7342,
    url: (slug) => `https://www.hemmakallaren.com/products/${slug}`,
    sku: (n) => `HK-${n}-01`,
    shipping: ['0', '199', '395'],
    name: (brand, rest) => `${rest} från ${brand}`,
  },
  {
    slug: 'vinkylexperten',
    displayName: 'Vinkylexperten',
    host: 'vinkylexperten.se',
    aid: 4711,
    url: (slug) => `https://www.vinkylexperten.se/produkter/${slug}`,
    sku: (n) => `VKE-${n}`,
    shipping: ['0', '395', '499,00'],
    name: (brand, rest) => `${brand} | ${rest}`,
  },
  {
    slug: 'vin-och-kyl',
    displayName: 'Vin och Kyl',
    host: 'vinochkyl.se',
    aid: 8125,
    url: (slug, _category, n) => `https://www.vinochkyl.se/artikel/${n}/${slug}`,
    sku: (n) => `VOK${n}`,
    shipping: ['0', '295'],
    name: (brand, rest) => `${rest} – ${brand}`,
  },
  {
    slug: 'kallarbutiken',
    displayName: 'Källarbutiken',
    host: 'kallarbutiken.se',
    aid: 3390,
    url: (slug) => `https://kallarbutiken.se/shop/${slug}.html`,
    sku: (n) => `KB-${n}`,
    shipping: ['0', '149', '349'],
    name: (brand, rest) => `${brand.toLowerCase()} – ${rest}`,
  },
];

/** Words a shop adds to a brand ("Cavin Design"); the matcher drops them (src/features/offers/offer-keys.pull.ts). */
const BRAND_SUFFIXES = ['Design', 'Home', 'Sverige', 'Nordic'];

/** A brand as another shop spells it: as written, in capitals, in lower case, or with a suffix word. */
function brandAsWritten(brand: string, r: number): string {
  if (r < 0.5) return brand;
  if (r < 0.65) return brand.toUpperCase();
  if (r < 0.8) return brand.toLowerCase();
  return `${brand} ${BRAND_SUFFIXES[Math.floor((r - 0.8) * 5 * BRAND_SUFFIXES.length)] ?? 'Design'}`;
}

/** An article number as another shop writes it: in lower case, run together, with spaces or dots. */
function articleAsWritten(article: string, r: number): string {
  if (r < 0.25) return article.toLowerCase();
  if (r < 0.5) return article.replace(/[\s.-]/gu, '');
  if (r < 0.75) return article.replace(/-/gu, ' ');
  return article.replace(/-/gu, '.');
}

/** Shares of products sold by other shops too, and how many extra offers they get (one to three). */
const OFFERED_SHARE = 1 / 3;
const EXTRA_OFFERS = [1, 1, 2, 2, 3] as const;

/**
 * Other shops' offers of synthetic products (issue 20), ids from `firstId`:
 * about a third of the products get one to three, each from a shop other
 * than the product's own and each other's, written that shop's way (name
 * order, brand case, article number format, the EAN as GTIN-14 or left out,
 * never both identifiers), with its own price within ±12 %, shipping, stock
 * and SKU (so each offer gets a price history of its own). They reuse the
 * product's unique GTIN and article number, so they match their product and
 * no other. Deterministic: the same products give the same offers.
 */
export function syntheticOfferRows(products: readonly Row[], firstId: number): Row[] {
  const next = random(products.length ^ 0x0ff3125);
  const rows: Row[] = [];
  products.forEach((product, i) => {
    if (next() >= OFFERED_SHARE) return;
    const extra = EXTRA_OFFERS[Math.floor(next() * EXTRA_OFFERS.length)] ?? 1;
    const own = shopOf(text(product.ProductUrl), text(product.TrackingUrl));
    const others = SYNTHETIC_SHOPS.filter((shop) => shop.host !== own);
    const start = Math.floor(next() * others.length);
    const brand = String(product.Brand ?? '').trim();
    const name = String(product.Name);
    const rest = brand && name.toLowerCase().startsWith(brand.toLowerCase()) ? name.slice(brand.length).trim() : name;
    const base = parsePrice(text(product.Price)) ?? 1000;
    const ean = text(product.Ean);
    const article = text(product.ManufacturerArticleNumber);
    for (let k = 0; k < extra; k += 1) {
      const shop = others[(start + k) % others.length] as ShopStyle;
      const number = 100_000 + i * 4 + k;
      const written = brand ? brandAsWritten(brand, next()) : '';
      const title = written ? shop.name(written, rest) : `${rest} (${shop.host})`;
      const slug = slugify(title);
      const url = shop.url(slug, String(product.Category ?? ''), number);
      const sku = shop.sku(number);
      // Within ±12 % of the product's price, in whole tens from 1 000 kr.
      const near = base * (0.89 + next() * 0.22);
      const price = Math.min(
        Math.floor(base * 1.12),
        Math.max(Math.ceil(base * 0.88), base >= 1000 ? Math.round(near / 10) * 10 : Math.round(near)),
      );
      // Which identifier the shop gives: both, the EAN as GTIN-14, no EAN, or no article number.
      const ids = next();
      const gtin = ean && ids < 0.25 ? `0${ean}` : ean && ids < 0.45 ? null : ean;
      const code = article && ids >= 0.85 && gtin ? null : article && articleAsWritten(article, next());
      rows.push({
        ...product,
        id: firstId + rows.length,
        Name: title,
        SKU: sku,
        Price: String(price),
        OriginalPrice: next() < 0.15 ? String(Math.round((price * 1.2) / 10) * 10) : null,
        Description:
          next() < 0.5
            ? null
            : `<p>Färg: ${String(product.Color ?? 'se bild')}. Säljs och levereras av ${shop.host}.</p>`,
        Brand: written || product.Brand,
        Ean: gtin,
        ManufacturerArticleNumber: code,
        Instock: next() < 0.8 ? 'yes' : 'no',
        Shipping: shop.shipping[Math.floor(next() * shop.shipping.length)] ?? '0',
        ProductUrl: url,
        TrackingUrl: `https://track.affiliatenatverket.se/click?aid=${shop.aid}&pid=${shop.aid}-${sku.toLowerCase()}&url=${encodeURIComponent(url)}`,
        Slug: slug,
        shop: shop.slug,
      });
    }
  });
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

/**
 * The shops table of the synthetic catalogue (issue 36): the sample's rows,
 * then a row for each synthetic shop the sample does not have, as the
 * table holds it. Facts a buyer should know are left unknown.
 */
export function syntheticShopRows(sampleShops: readonly unknown[] | null): Row[] {
  const rows = (sampleShops ?? []) as Row[];
  const slugs = new Set(rows.map((row) => row.slug));
  const added = SYNTHETIC_SHOPS.filter((shop) => !slugs.has(shop.slug)).map(
    (shop): Row => ({
      slug: shop.slug,
      name: shop.displayName,
      hosts: [shop.host],
      network: 'adtraction',
      feed_format: 'adtraction-xml',
      active: true,
      free_shipping_over: null,
      return_days: null,
    }),
  );
  return [...rows, ...added];
}

/** N synthetic products (about 1.6 N feed rows with other shops' offers), posts, price histories and shops. */
export async function readSyntheticRows(products: number): Promise<SourceRows> {
  const sample = await readSampleRows();
  const productRows = syntheticFeedRows(sample.feedRows as Row[], products, 1);
  const feedRows = [...productRows, ...syntheticOfferRows(productRows, products + 1)];
  return {
    feedRows,
    postRows: syntheticPostRows(sample.postRows as Row[], Math.max(1, Math.round(products / 100))),
    historyRows: syntheticHistoryRows(feedRows),
    shopRows: syntheticShopRows(sample.shopRows),
  };
}
