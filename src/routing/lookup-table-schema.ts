/**
 * The schema of the routing function's lookup table (lookup-table.ts), for
 * reading it at build and test time. The function itself does not import zod
 * (bundle size, cold start); it checks the version and the array lengths.
 */
import { z } from 'astro/zod';
import { joinLookupTable, LOOKUP_TABLE_VERSION, type LookupTable, type LookupTablePart } from './lookup-table';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
/** A path on this site: rooted, never protocol-relative, no white space. */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s]*$/);

/** One file of the table (lookup-table.ts `LookupTablePart`). */
export const lookupTablePartSchema = z
  .object({
    version: z.literal(LOOKUP_TABLE_VERSION),
    part: z.number().int().nonnegative(),
    parts: z.number().int().positive(),
    first: z.number().int().nonnegative(),
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
      table.aliasOf.every((index) => index >= table.first && index < table.first + table.slugs.length),
    'the alias arrays must have one entry per alias, each of a product of the part',
  )
  .refine((table) => table.part < table.parts, 'a part number must be below the number of parts');

function parsePart(text: string): LookupTablePart {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error('lookup table is not JSON', { cause: error });
  }
  const parsed = lookupTablePartSchema.safeParse(json);
  if (!parsed.success) throw new Error(`invalid lookup table: ${parsed.error.message}`, { cause: parsed.error });
  return parsed.data;
}

/**
 * The table from the text of all its parts; throws with the schema's message
 * (and the parse error as cause) when one is not a part, or when the parts
 * do not make one table.
 */
export function parseLookupTable(...texts: readonly string[]): LookupTable {
  return joinLookupTable(texts.map(parsePart));
}
