import { readFileSync } from 'node:fs';
import { type Product, productSchema } from './schemas/product';

/**
 * Reads and validates `products.json`, the file `npm run pull` writes, with
 * the same zod schema the pull validated it against.
 *
 * Products are the one data set that is not an Astro content collection.
 * A collection serialises every entry into Astro's data store, bundles the
 * store into the build as string chunks and parses it back; the strings stay
 * in memory for the whole build. At 50,000 products that was about a
 * quarter of a million-entry store in memory twice over and 15-20 s of
 * serialising and bundling, and it put the 2 GiB memory goal out of reach
 * (issue 5; numbers in the README). Reading the JSON here costs one parse.
 */
export function readProducts(file: string): Product[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot read the products (run \`npm run pull\` first): ${(error as Error).message}`);
  }
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(rows)) throw new Error(`${file}: expected an array of products`);
  const seen = new Set<string>();
  return rows.map((row: unknown, index) => {
    const parsed = productSchema.safeParse(row);
    if (!parsed.success) {
      const id = (row as { id?: unknown } | null)?.id;
      const problem = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`)
        .join('; ');
      throw new Error(`${file}: product ${index} (id ${String(id)}) does not match the product schema: ${problem}`);
    }
    if (seen.has(parsed.data.id)) throw new Error(`${file}: product ${index}: duplicate id ${parsed.data.id}`);
    seen.add(parsed.data.id);
    return parsed.data;
  });
}
