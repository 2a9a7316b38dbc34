/**
 * The data files `npm run pull` writes and everything else reads: their
 * names, their schemas, and where they live. The writer (src/pull/output.ts)
 * and every reader (src/dataset/read.ts: content config, Astro config, pages,
 * integrations, scripts, tests) take the names from here.
 */
import path from 'node:path';
import type { z } from 'astro/zod';
import { pullBaselineSchema } from './schemas/baseline';
import { postSchema } from './schemas/post';
import { pricesSchema } from './schemas/prices';
import { excludedProductSchema, productSchema } from './schemas/product';
import { pullReportSchema } from './schemas/report';
import { shopSchema } from './schemas/shop';
import { brandSchema, categorySchema } from './schemas/taxonomy';

/** Each data file: its name in the data folder and the schema its content must pass. */
export const DATA_FILES = {
  /** Products in feed order, one page each (not a content collection: src/dataset/read.ts says why). */
  products: { file: 'products.json', schema: productSchema.array() },
  /** Categories derived from the products, Swedish order. */
  categories: { file: 'categories.json', schema: categorySchema.array() },
  /** Brands derived from the products, Swedish order. */
  brands: { file: 'brands.json', schema: brandSchema.array() },
  /** Published, repaired and sanitised posts, newest first. */
  posts: { file: 'posts.json', schema: postSchema.array() },
  /** Products that never get a page; their URLs redirect (spec §2). */
  excludedProducts: { file: 'excluded-products.json', schema: excludedProductSchema.array() },
  /** The shops the offers name, from the `shops` table: name, hosts, what a buyer should know (issue 36). */
  shops: { file: 'shops.json', schema: shopSchema.array() },
  /** The day the prices are as of (the newest price history day). */
  prices: { file: 'prices.json', schema: pricesSchema },
  /** The pull's build report: rows read, kept, skipped, warnings. */
  report: { file: 'report.json', schema: pullReportSchema },
  /** The pull guard's baseline, published at /pull-baseline.json (docs/pull-guard.md). */
  baseline: { file: 'pull-baseline.json', schema: pullBaselineSchema },
} as const;

export type DataFileName = keyof typeof DATA_FILES;
export type DataFileContent<N extends DataFileName> = z.infer<(typeof DATA_FILES)[N]['schema']>;

/** The data folder of a project: `<root>/src/data` (generated, gitignored). */
export function dataDir(root: string): string {
  return path.join(root, 'src', 'data');
}
