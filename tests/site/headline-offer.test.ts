/**
 * Issue 35 §1, over every product the sample sells in several shops: the
 * price at the top of a product page is one a buyer can buy at. Its shop,
 * price, shipping and button are the offers table's first row (in stock
 * first, then the lowest known total with shipping), a product no shop has
 * in stock says so, and JSON-LD's lowPrice is that row's price. Read from the built pages, as a visitor's browser gets them.
 */
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/dataset/schemas/product';
import { all, attr, hasAttr, isObject, ldOfType, one, page, readData, text } from './site';

const products = readData<Product[]>('products.json');
const several = products.filter((product) => product.offer_count > 1);

const squeeze = (value: string) => value.replace(/\s+/g, ' ').trim();
/** The shown price of a price line: its bold amount. */
const amountIn = (element: Element): string => {
  const bold = one(element, (node) => (attr(node, 'class') ?? '').split(' ').includes('font-bold'));
  return bold ? squeeze(text(bold)) : '';
};
const sponsoredLink = (element: Element) =>
  one(element, (node) => node.name === 'a' && (attr(node, 'rel') ?? '').split(' ').includes('sponsored'));

describe('the price at the top is the first row of the offers table (issue 35)', () => {
  it('covers every product several shops sell, at least 100 of them', () => {
    expect(several.length).toBeGreaterThanOrEqual(100);
  });

  it.each(several.map((product) => [product.url, product] as const))('%s', (url, product) => {
    const { doc } = page(url);
    const top = one(doc, hasAttr('data-top-price'));
    const topOffer = one(doc, hasAttr('data-top-offer'));
    const rows = all(doc, hasAttr('data-offer'));
    const [first] = rows;
    if (!top || !topOffer || !first) throw new Error(`${url}: no price at the top, button or offers`);
    expect(rows).toHaveLength(product.offer_count);
    const firstShop = squeeze(text(one(first, hasAttr('data-offer-shop')) ?? []));
    // Shop, price, shipping and button: the first row's.
    expect(squeeze(text(one(top, hasAttr('data-top-shop')) ?? []))).toBe(`hos ${firstShop}`);
    expect(amountIn(top)).toBe(amountIn(first));
    expect(attr(sponsoredLink(topOffer) ?? first, 'href')).toBe(attr(sponsoredLink(first) ?? top, 'href'));
    expect(squeeze(text(sponsoredLink(topOffer) ?? []))).toBe(`Till ${firstShop}`);
    const rowShipping = squeeze(text(one(first, hasAttr('data-offer-shipping')) ?? []));
    const topShipping = squeeze(text(one(doc, hasAttr('data-top-shipping')) ?? []));
    if (rowShipping === 'Fri frakt') expect(topShipping).toBe('· Fri frakt');
    else if (rowShipping === 'Frakt enligt butiken') expect(topShipping).toBe('· Frakt enligt butiken');
    else expect(topShipping).toBe(`· Frakt ${rowShipping.replace(/^\+ | frakt$/g, '')}`);
    // A product no shop has in stock says so at the top.
    const inStock = squeeze(text(one(first, hasAttr('data-offer-stock')) ?? [])) === 'I lager';
    expect(inStock).toBe(product.in_stock);
    expect(one(doc, hasAttr('data-not-in-stock')) === null).toBe(inStock);
    // JSON-LD: the lowest price is the first row's, never an out-of-stock shop's lower one.
    const [ld] = ldOfType(doc, 'Product');
    const offers = isObject(ld) ? ld.offers : null;
    if (!isObject(offers)) throw new Error(`${url}: no AggregateOffer`);
    expect(Number(offers.lowPrice)).toBe(product.offers[0]?.price);
  });
});
