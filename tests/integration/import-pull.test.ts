/**
 * Issue 36, end to end: rows imported into a copy of data/sample are rows
 * the pull accepts. The fixture shop Hemmakällaren's Google feed replaces
 * that shop's sample rows (written before the `shop` column, found by the
 * host of their links), and `npm run pull -- --sample-dir DIR` builds from
 * the result: every imported row becomes a product or an offer, and the
 * pull skips none of them; the product page's route (the data its offers
 * table is drawn from) names the shop as the table does.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../src/dataset/read';
import { runImport } from '../../src/import/run';
import { productRoute } from '../../src/render/routes/product';
import { createSite } from '../../src/render/site';
import { FEEDS, NOW } from '../support/import-feeds';
import { runScript, type ScriptResult } from '../support/run-script';

const ROOT = path.resolve(import.meta.dirname, '../..');

function runPull(args: readonly string[]): Promise<ScriptResult> {
  return runScript('scripts/pull.ts', args, {
    ...process.env,
    SUPABASE_URL: '',
    SUPABASE_ANON_KEY: '',
    SUPABASE_PUBLISHABLE_KEY: '',
    PULL_BASELINE: '',
  });
}

describe('imported rows through the pull', () => {
  it('builds the data files from a sample folder with a shop imported', async () => {
    const sample = await mkdtemp(path.join(tmpdir(), 'import-pull-sample-'));
    for (const file of ['product_feed_static.json', 'blog_posts.json', 'price_history.json']) {
      await copyFile(path.join(ROOT, 'data/sample', file), path.join(sample, file));
    }
    // The shop's name as only the table has it: the site must name the imported offers by it, not by their host.
    const shops = JSON.parse(await readFile(path.join(FEEDS, 'shops.json'), 'utf8')) as {
      slug: string;
      name: string;
    }[];
    const named = shops.map((shop) =>
      shop.slug === 'hemmakallaren' ? { ...shop, name: 'Hemmakällaren Vinhus' } : shop,
    );
    await writeFile(path.join(sample, 'shops.json'), JSON.stringify(named));
    const summary = await runImport({
      shop: 'hemmakällaren.se',
      file: path.join(FEEDS, 'google.xml'),
      out: sample,
      now: NOW,
    });
    expect(summary.output).toMatchObject({ changed: true, rows_written: 4 });
    expect(summary.output?.rows_replaced).toBeGreaterThan(40);

    const out = await mkdtemp(path.join(tmpdir(), 'import-pull-out-'));
    const pull = await runPull(['--sample-dir', sample, '--out', out, '--allow-drop']);
    expect(pull.stderr.slice(-2000), pull.stdout.slice(-2000)).not.toContain('pull failed');
    expect(pull.code).toBe(0);

    const report = JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')) as { warnings: string[] };
    const products = await readFile(path.join(out, 'products.json'), 'utf8');
    for (const sku of ['HK-3', 'HK-58186-01', 'HK-71701-01', 'HK-8']) {
      expect(report.warnings.filter((warning) => warning.includes(`"${sku}"`) && warning.includes('skipped'))).toEqual(
        [],
      );
      expect(products).toContain(`"sku": "${sku}"`);
    }
    const offers = (
      JSON.parse(products) as { offers: { sku: string; shop_slug: string | null; shop_name: string }[] }[]
    )
      .flatMap((product) => product.offers)
      .filter((offer) => offer.sku.startsWith('HK-'));
    expect(offers.length).toBeGreaterThanOrEqual(4);
    for (const offer of offers)
      expect(offer, offer.sku).toMatchObject({ shop_slug: 'hemmakallaren', shop_name: 'Hemmakällaren Vinhus' });

    // The site built from these files: each product page with an imported offer names the shop, and its button, by the table's name.
    const site = createSite({
      products: readDataFile(out, 'products'),
      categories: readDataFile(out, 'categories'),
      brands: readDataFile(out, 'brands'),
      posts: readDataFile(out, 'posts'),
      shops: readDataFile(out, 'shops'),
      pricesAsOf: readDataFile(out, 'prices').as_of,
      url: 'https://www.vinkylguiden.se/',
      builtAt: new Date(NOW),
    });
    const pages = site.products.filter((product) => product.offers.some((offer) => offer.sku.startsWith('HK-')));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const product of pages) {
      const views = productRoute(site, { slug: product.slug }).offers;
      const named = [...views.shown, ...views.more].filter((view) => view.shop.startsWith('Hemmakällaren'));
      expect(named.length, product.slug).toBeGreaterThanOrEqual(1);
      for (const view of named)
        expect(view).toMatchObject({ shop: 'Hemmakällaren Vinhus', button: 'Till Hemmakällaren Vinhus' });
    }
  });
});
