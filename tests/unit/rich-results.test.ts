/**
 * Issue 20: the product page's structured data passes Google's rich-result
 * rules (a structured-data validator, offline): a Product with one shop's
 * Offer, or with an AggregateOffer of every shop's offer. Run on the JSON-LD
 * the product route gives every sample product.
 */
import { describe, expect, it } from 'vitest';
import { productLd } from '../../src/render/jsonld';
import { describeIssue, richResultIssues } from '../support/structured-data';
import { SITE, sample } from './routes/sample-site';

const built = new Date('2026-11-25T12:00:00Z');

describe('product JSON-LD against Google’s rich-result rules', () => {
  it('has a product with several offers in the sample to check', () => {
    expect(sample.products.filter((p) => p.offer_count > 1).length).toBeGreaterThan(0);
  });

  it('reports no error for any sample product with an image, and only the missing image without one', async () => {
    const errors: string[] = [];
    for (const product of sample.products) {
      const issues = await richResultIssues([productLd(product, SITE, built)]);
      for (const issue of issues) {
        if (issue.severity !== 'ERROR') continue;
        // Google's merchant listings need an image; a feed row without one cannot have it.
        if (product.image_url === null && issue.fieldNames?.includes('image')) continue;
        errors.push(`${product.slug}: ${describeIssue(issue)}`);
      }
    }
    expect(errors).toEqual([]);
    expect(sample.products.filter((p) => p.offer_count > 1 && p.image_url !== null).length).toBeGreaterThan(0);
  });

  it('finds the errors a broken product has (the validator can fail)', async () => {
    const [product] = sample.products.filter((p) => p.offer_count > 1);
    if (!product) throw new Error('no product with several offers');
    const ld = productLd(product, SITE, built);
    const broken = { ...ld, offers: { '@type': 'AggregateOffer', offerCount: 2 } };
    const issues = (await richResultIssues([broken])).filter((issue) => issue.severity === 'ERROR');
    expect(issues.map(describeIssue).join('\n')).toMatch(/lowPrice/);
  });
});
