/**
 * The schema of the routing function's lookup table (lookup-table.ts), for
 * reading it at build and test time. The function itself does not import zod
 * (bundle size, cold start); it checks the version and the array lengths.
 */
import { z } from 'astro/zod';
import { LOOKUP_TABLE_VERSION, type LookupTable } from './lookup-table';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A path on this site: rooted, never protocol-relative, no white space. */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s]*$/);

export const lookupTableSchema = z
  .object({
    version: z.literal(LOOKUP_TABLE_VERSION),
    slugs: z.array(slug),
    names: z.array(z.string()),
    skus: z.array(z.string()),
    excluded: z.array(
      z.object({
        slug,
        name: z.string(),
        sku: z.string(),
        to: sitePath,
      }),
    ),
    brands: z.array(slug),
    aliasSlugs: z.array(slug),
    aliasNames: z.array(z.string()),
    aliasSkus: z.array(z.string()),
    aliasOf: z.array(z.number().int().nonnegative()),
  })
  .strict()
  .refine(
    (table) => table.names.length === table.slugs.length && table.skus.length === table.slugs.length,
    'slugs, names and skus must have one entry per product',
  )
  .refine(
    (table) =>
      [table.aliasNames, table.aliasSkus, table.aliasOf].every((list) => list.length === table.aliasSlugs.length) &&
      table.aliasOf.every((index) => index < table.slugs.length),
    'the alias arrays must have one entry per alias, each of a product of the table',
  );

/** Parses a table's text; throws with the schema's message (and the parse error as cause) when it is not one. */
export function parseLookupTable(text: string): LookupTable {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error('lookup table is not JSON', { cause: error });
  }
  const parsed = lookupTableSchema.safeParse(json);
  if (!parsed.success) throw new Error(`invalid lookup table: ${parsed.error.message}`, { cause: parsed.error });
  return parsed.data;
}
