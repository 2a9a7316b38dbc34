/**
 * Regenerates data/sample/price_history.json, the embedded sample's price
 * history, from data/sample/product_feed_static.json, and the table of its
 * cases in data/sample/README.md (scripts/lib/sample-history.ts). Run it
 * after changing the sample feed's SKUs, prices or stock, then `npm run seed`:
 *   npx tsx scripts/make-price-history.ts
 * Deterministic: the same feed gives the same bytes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_SAMPLE_DIR } from '../src/pull/source-sample';
import { readmeBlock, sampleHistory, withReadmeBlock } from './lib/sample-history';

const feedFile = path.join(DEFAULT_SAMPLE_DIR, 'product_feed_static.json');
const historyFile = path.join(DEFAULT_SAMPLE_DIR, 'price_history.json');
const readmeFile = path.join(DEFAULT_SAMPLE_DIR, 'README.md');

try {
  const feedRows: unknown = JSON.parse(await readFile(feedFile, 'utf8'));
  if (!Array.isArray(feedRows)) throw new Error(`${feedFile} must hold a JSON array of rows`);
  const history = sampleHistory(feedRows);
  await writeFile(historyFile, `${JSON.stringify(history.rows, null, 2)}\n`);
  await writeFile(readmeFile, withReadmeBlock(await readFile(readmeFile, 'utf8'), readmeBlock(history)));
  console.log(`price history: wrote ${history.rows.length} rows to ${path.relative(process.cwd(), historyFile)}`);
} catch (error) {
  console.error(`price history failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
