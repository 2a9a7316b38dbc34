import { describe, expect, it } from 'vitest';
import { readProductFacts } from '../../src/pull/facts';
import { runPipeline } from '../../src/pull/pipeline';
import { readSampleRows } from '../../src/pull/source-sample';
import { syntheticFeedRows } from '../../src/pull/source-synthetic';
import { INSTALLATION_TYPES } from '../../src/shared/product-facts';

/**
 * Issue 12 §1: synthetic catalogues state product facts the ways real feeds
 * do, so every filter has data at any size, and the extraction reads them.
 */
const sample = await readSampleRows();
const templates = sample.feedRows as Record<string, unknown>[];
const rows = syntheticFeedRows(templates, 2400, 1);
const products = runPipeline({
  feedRows: rows,
  postRows: [],
  ownHosts: new Set(),
  source: { kind: 'synthetic', detail: '2400 products' },
}).products;
const coolers = products.filter((p) => /vinkyl|vinlagringsskåp|ölkyl/i.test(p.category ?? ''));

describe('synthetic rows state product facts in varied phrasings', () => {
  it('adds the facts a template leaves out, and the pull reads them back', () => {
    const templateBySku = new Map(templates.map((row) => [String(row.SKU), row]));
    const templateOf = (sku: string) => templateBySku.get(sku.replace(/-S\d+$/, ''));
    for (const field of ['noise_db', 'energy_class', 'installation', 'width_cm'] as const) {
      const added = coolers.filter((product) => {
        const template = templateOf(product.sku);
        if (template === undefined) throw new Error(`no template for ${product.sku}`);
        return (
          readProductFacts(String(template.Name), String(template.Description ?? ''))[field] === null &&
          product[field] !== null
        );
      });
      expect(added.length, field).toBeGreaterThan(10);
    }
    // Some coolers still state nothing of a fact: filters must cope with unknowns.
    expect(coolers.some((p) => p.width_cm === null)).toBe(true);
    expect(new Set(coolers.map((p) => p.installation))).toEqual(new Set([...INSTALLATION_TYPES, null]));
    expect(new Set(coolers.map((p) => p.energy_class).filter((c) => c !== null)).size).toBeGreaterThanOrEqual(4);
  });

  it('uses every phrasing, and only a few descriptions per template (so each is read once)', () => {
    const descriptions = rows.map((row) => String(row.Description));
    for (const marker of [
      /<strong>Mått \(B × H × D\):<\/strong>/,
      / cm bred, /,
      /Mått \(HxBxD\): \d+ x \d+ x \d+ mm/,
      /Bredd: [\d,]+ cm<br>/,
      /Ljudnivå: \d+ dB\(A\)/,
      /Med \d+ dB är den tyst/,
      /Ljudnivå \(dB\): \d+/,
      /Energimärkning: klass [A-G]/,
      /Helintegrerad: döljs bakom en köksslucka/,
    ]) {
      expect(
        descriptions.some((text) => marker.test(text)),
        String(marker),
      ).toBe(true);
    }
    expect(new Set(descriptions).size).toBeLessThanOrEqual(templates.length * 4);
  });

  it('gives the same rows, descriptions included, for the same N', () => {
    expect(syntheticFeedRows(templates, 300, 1)).toEqual(syntheticFeedRows(templates, 300, 1));
  });
});
