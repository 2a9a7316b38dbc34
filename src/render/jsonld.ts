import type { FaqItem } from '../copy/types';
import type { Post } from '../dataset/schemas/post';
import type { Offer, Product } from '../dataset/schemas/product';
import { OFFERS_LISTED } from '../features/offers/offer-views.build';
import { absoluteUrl, postPath } from '../routing/routes';
import { FACTS, type FactRow, factsWith, inSections } from '../shared/fact-registry';
import { htmlToText } from '../shared/text';
import { SITE_NAME } from './seo';

/**
 * JSON-LD builders (spec §2 "Page metadata"). Pure functions: pages pass
 * their data, tests check the objects. Values are plain JSON; fields without
 * a value are left out rather than written as null or "".
 */

type Json = { [key: string]: Json } | Json[] | string | number | boolean;
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & { [key: string]: Json };

/** Drops undefined, null, '' and empty arrays, so no empty field reaches a page. */
function compact<T extends Record<string, unknown>>(value: T): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || field === null || field === '') continue;
    if (Array.isArray(field) && field.length === 0) continue;
    out[key] = field as Json;
  }
  return out;
}

function ld(type: string, fields: Record<string, unknown>): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...compact(fields) };
}

export interface Crumb {
  readonly name: string;
  /** Root-relative path; the last crumb (the page itself) may omit it. */
  readonly path?: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], site: string): JsonLd {
  return ld('BreadcrumbList', {
    itemListElement: crumbs.map((crumb, index) =>
      compact({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: crumb.path ? absoluteUrl(crumb.path, site) : undefined,
      }),
    ),
  });
}

/**
 * Spec §2: a category page is a CollectionPage with an ItemList of up to 20
 * products. Each item is its position and URL only: the summary-page form of
 * an ItemList, whose details live on the product pages. The names were the
 * cards' names once more, about 430 bytes of gzip per listing page.
 */
export function collectionPage(
  page: { name: string; description: string; path: string },
  products: readonly Pick<Product, 'url'>[],
  site: string,
  limit = 20,
): JsonLd {
  const listed = products.slice(0, limit);
  return ld('CollectionPage', {
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path, site),
    inLanguage: 'sv-SE',
    mainEntity: compact({
      '@type': 'ItemList',
      numberOfItems: listed.length,
      itemListElement: listed.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(product.url, site),
      })),
    }),
  });
}

/** FAQPage from question/answer pairs; answers keep their (sanitised) links. */
export function faqPage(items: readonly FaqItem[]): JsonLd | null {
  if (items.length === 0) return null;
  return ld('FAQPage', {
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}

const publisher = (site: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: absoluteUrl('/', site),
  logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg', site) },
});

export function website(site: string, description: string): JsonLd {
  return ld('WebSite', {
    name: SITE_NAME,
    url: absoluteUrl('/', site),
    inLanguage: 'sv-SE',
    description,
    publisher: publisher(site),
  });
}

/** The blog list (spec §2): a Blog with its posts. */
export function blog(
  page: { name: string; description: string; path: string },
  posts: readonly Post[],
  site: string,
): JsonLd {
  return ld('Blog', {
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path, site),
    inLanguage: 'sv-SE',
    publisher: publisher(site),
    blogPost: posts.map((post) =>
      compact({
        '@type': 'BlogPosting',
        headline: post.title,
        url: absoluteUrl(postPath(post.slug), site),
        datePublished: post.published_at,
        dateModified: post.updated_at,
      }),
    ),
  });
}

export function blogPosting(post: Post, site: string): JsonLd {
  const url = absoluteUrl(postPath(post.slug), site);
  return ld('BlogPosting', {
    headline: post.title,
    description: post.meta_description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: post.image_url ? absoluteUrl(post.image_url, site) : undefined,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: SITE_NAME },
    publisher: publisher(site),
    articleSection: post.category ?? undefined,
    inLanguage: 'sv-SE',
    wordCount: htmlToText(post.content).split(/\s+/).filter(Boolean).length,
  });
}

/** priceValidUntil: 30 days after the build (spec §9), as a date. */
export function priceValidUntil(buildDate: Date, days = 30): string {
  return new Date(buildDate.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Product with one Offer (spec §2). This site does not sell: it links to a
 * retailer, which Google's product-snippet rules allow when the page shows
 * the price and the seller. The offer's url is this page (the page that
 * holds the offer), the seller the retailer's host.
 */
/** The EU energy-efficiency class as schema.org's enumeration member (A–G scale). */
const euCategory = (letter: string) => `https://schema.org/EUEnergyEfficiencyCategory${letter}`;

/**
 * The facts read from the feed (issue 12) that the product page shows, as
 * their registry rows say (src/shared/fact-registry.ts `JsonLdPart`): sizes
 * in schema.org's own properties, the energy label's class as its
 * EnergyConsumptionDetails, the rest as PropertyValues named as on the page,
 * in the page's order. Only what the feed states.
 */
function productFactsLd(product: Product): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const additionalProperty: { [key: string]: Json }[] = [];
  for (const key of inSections(factsWith('jsonLd'))) {
    const fact: FactRow = FACTS[key];
    const value = product[key];
    if (fact.jsonLd === null || value === null) continue;
    switch (fact.jsonLd.kind) {
      case 'quantity':
        fields[fact.jsonLd.property] = { '@type': 'QuantitativeValue', value, unitCode: fact.jsonLd.unitCode };
        break;
      case 'euEnergyClass':
        fields.hasEnergyConsumptionDetails = {
          '@type': 'EnergyConsumptionDetails',
          hasEnergyEfficiencyCategory: euCategory(String(value)),
          energyEfficiencyScaleMin: euCategory('G'),
          energyEfficiencyScaleMax: euCategory('A'),
        };
        break;
      case 'property':
        additionalProperty.push(
          compact({
            '@type': 'PropertyValue',
            name: fact.label,
            // A choice by its words as the page writes them, without their source.
            value: typeof value === 'string' ? (fact.labels?.get(value) ?? value) : value,
            unitCode: fact.jsonLd.unitCode,
          }),
        );
        break;
    }
  }
  return { ...fields, additionalProperty };
}

/** One shop's offer as schema.org's Offer: its price, stock and the shop that sells it. */
function offerLd(offer: Offer, currency: string, url: string, validUntil: string): { [key: string]: Json } {
  return compact({
    '@type': 'Offer',
    url,
    price: offer.price.toFixed(2),
    priceCurrency: currency,
    priceValidUntil: validUntil,
    availability: offer.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: offer.shop_name },
  });
}

/**
 * Spec §2 "product offer with availability"; issue 20: a product several
 * shops sell is a Product with an AggregateOffer (lowest and highest price,
 * how many offers) holding every shop's Offer; a product one shop sells has
 * that shop's Offer. Each Offer names its shop as the seller. Issue 35: the
 * lowest price is the product's price, the first offer's (in stock first,
 * then the lowest known total with shipping), as the page shows it: never
 * an out-of-stock shop's lower price, nor one whose shipping makes it dearer.
 */
export function productLd(product: Product, site: string, buildDate: Date): JsonLd {
  const pageUrl = absoluteUrl(product.url, site);
  const gtin = product.ean && /^\d{8}$|^\d{12,14}$/.test(product.ean) ? product.ean : undefined;
  const validUntil = priceValidUntil(buildDate);
  // Every offer is shown on this page, with its shop named: the page is the offers' URL.
  // The offers the page lists (issue 35 §6: not more than OFFERS_LISTED); the aggregate counts and prices them all.
  const offers = product.offers
    .slice(0, OFFERS_LISTED)
    .map((offer) => offerLd(offer, product.currency, pageUrl, validUntil));
  const prices = product.offers.map((offer) => offer.price);
  return ld('Product', {
    name: product.name,
    description: product.short_description || undefined,
    image: product.image_url ? absoluteUrl(product.image_url, site) : undefined,
    sku: product.sku,
    mpn: product.model ?? undefined,
    gtin,
    color: product.color ?? undefined,
    category: product.category ?? undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    ...productFactsLd(product),
    url: pageUrl,
    offers:
      offers.length === 1
        ? offers[0]
        : compact({
            '@type': 'AggregateOffer',
            lowPrice: product.price.toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: product.offers.length,
            priceCurrency: product.currency,
            offers,
          }),
  });
}
