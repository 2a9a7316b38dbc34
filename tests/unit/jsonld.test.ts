/**
 * The JSON-LD builders as objects. tests/site/structured-data.test.ts checks
 * what the built pages carry; these check the rules of each builder on
 * their own: absolute URLs, no empty fields, the offer and its seller.
 */
import { describe, expect, it } from 'vitest';
import {
  blog,
  blogPosting,
  breadcrumbList,
  collectionPage,
  faqPage,
  priceValidUntil,
  productLd,
  website,
} from '../../src/render/jsonld';
import { SITE_NAME } from '../../src/render/seo';
import { posts, products } from '../fixtures/products';
import { eanFor } from '../fixtures/rows';

const SITE = 'https://www.vinkylguiden.se';
const [product] = products([{ name: 'Vinkyl A', sku: 'CAV-1' }]);
const [post] = posts([{ slug: 'forvaring', day: 3, category: 'Vinförvaring' }]);
if (!product || !post) throw new Error('fixtures');

describe('breadcrumbList', () => {
  it('numbers the crumbs from 1, with absolute URLs, and leaves the page itself without one', () => {
    expect(
      breadcrumbList([{ name: 'Hem', path: '/' }, { name: 'Vinkyl', path: '/vinkyl' }, { name: 'A' }], SITE),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Hem', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Vinkyl', item: `${SITE}/vinkyl` },
        { '@type': 'ListItem', position: 3, name: 'A' },
      ],
    });
  });
});

describe('collectionPage', () => {
  it('lists at most `limit` products and counts those listed', () => {
    const many = products(Array.from({ length: 5 }, (_, i) => ({ name: `Vinkyl ${i}`, sku: `S-${i}` })));
    const ld = collectionPage({ name: 'Vinkyl', description: 'Alla', path: '/vinkyl' }, many, SITE, 3);
    expect(ld.url).toBe(`${SITE}/vinkyl`);
    expect(ld.mainEntity).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    const items = (ld.mainEntity as { itemListElement: { position: number; url: string }[] }).itemListElement;
    expect(items.map((item) => [item.position, item.url])).toEqual([
      [1, `${SITE}/produkt/vinkyl-0`],
      [2, `${SITE}/produkt/vinkyl-1`],
      [3, `${SITE}/produkt/vinkyl-2`],
    ]);
  });

  it('leaves out an empty description instead of writing ""', () => {
    const ld = collectionPage({ name: 'Vinkyl', description: '', path: '/vinkyl' }, [], SITE);
    expect(ld).not.toHaveProperty('description');
    expect(ld.mainEntity).toEqual({ '@type': 'ItemList', numberOfItems: 0 });
  });
});

describe('faqPage', () => {
  it('is null without questions, and a Question with its Answer per item', () => {
    expect(faqPage([])).toBeNull();
    expect(faqPage([{ question: 'Hur kallt?', answer: '<p>10–14 °C</p>' }])?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Hur kallt?', acceptedAnswer: { '@type': 'Answer', text: '<p>10–14 °C</p>' } },
    ]);
  });
});

describe('website and blog', () => {
  it('name the site as publisher with an absolute logo', () => {
    const ld = website(SITE, 'Jämför vinkylar');
    expect(ld).toMatchObject({ '@type': 'WebSite', name: SITE_NAME, url: `${SITE}/`, description: 'Jämför vinkylar' });
    expect(ld.publisher).toMatchObject({ logo: { '@type': 'ImageObject', url: `${SITE}/favicon.svg` } });
  });

  it('a Blog lists each post with its dates and absolute URL', () => {
    const ld = blog({ name: 'Vinbloggen', description: 'Om vin', path: '/vinbloggen' }, [post], SITE);
    expect(ld.blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        headline: post.title,
        url: `${SITE}/vinbloggen/forvaring`,
        datePublished: post.published_at,
        dateModified: post.updated_at,
      },
    ]);
  });
});

describe('blogPosting', () => {
  it('names the author, counts the words of the body and makes the image absolute', () => {
    const ld = blogPosting(post, SITE);
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      author: { '@type': 'Person', name: 'Anna Lindqvist' },
      image: `${SITE}/images/blog/vinkallare-valv.svg`,
      articleSection: 'Vinförvaring',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${SITE}/vinbloggen/forvaring` },
    });
    expect(ld.wordCount).toBe(
      post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length,
    );
  });

  it('falls back to the site as author and leaves out what the post lacks', () => {
    const ld = blogPosting({ ...post, author: null, image_url: null, category: null }, SITE);
    expect(ld.author).toEqual({ '@type': 'Organization', name: SITE_NAME });
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('articleSection');
  });
});

describe('productLd', () => {
  const built = new Date('2026-05-01T12:00:00Z');

  it('gives one offer on this page, valid 30 days, sold by the retailer', () => {
    const ld = productLd(product, SITE, built);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Vinkyl A',
      sku: 'CAV-1',
      gtin: eanFor(1),
      mpn: 'C-60BG-1',
      brand: { '@type': 'Brand', name: 'Cavin' },
      url: `${SITE}/produkt/vinkyl-a`,
      offers: {
        '@type': 'Offer',
        url: `${SITE}/produkt/vinkyl-a`,
        price: '8990.00',
        priceCurrency: 'SEK',
        priceValidUntil: '2026-05-31',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'Vinkylexperten' },
      },
    });
  });

  it('drops a GTIN of the wrong length and the brand when unknown; an offer out of stock is a back order', () => {
    const offers = product.offers.map((offer) => ({ ...offer, in_stock: false }));
    const ld = productLd({ ...product, ean: '12345', brand: null, offers, image_url: null }, SITE, built);
    expect(ld).not.toHaveProperty('gtin');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('image');
    expect(ld.offers).toMatchObject({ availability: 'https://schema.org/BackOrder' });
  });

  it('gives a product several shops sell an AggregateOffer with every shop’s offer (issue 20)', () => {
    const [one] = product.offers;
    if (!one) throw new Error('no offer');
    const offers = [
      { ...one, price: 7990, shop_name: 'Kylmagasinet', shop: 'kylmagasinet.se' },
      { ...one, price: 8990, shop_name: 'Vinkylexperten', in_stock: false },
    ];
    const ld = productLd({ ...product, price: 7990, offers, offer_count: 2 }, SITE, built);
    expect(ld.offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '7990.00',
      highPrice: '8990.00',
      offerCount: 2,
      priceCurrency: 'SEK',
      offers: [
        expect.objectContaining({ price: '7990.00', seller: { '@type': 'Organization', name: 'Kylmagasinet' } }),
        expect.objectContaining({
          price: '8990.00',
          availability: 'https://schema.org/BackOrder',
          seller: { '@type': 'Organization', name: 'Vinkylexperten' },
        }),
      ],
    });
  });

  it('priceValidUntil counts whole days from the build in UTC', () => {
    expect(priceValidUntil(new Date('2026-12-15T23:30:00Z'))).toBe('2027-01-14');
    expect(priceValidUntil(new Date('2026-01-01T00:00:00Z'), 1)).toBe('2026-01-02');
  });
});
