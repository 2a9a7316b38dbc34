import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'astro/zod';
import { normaliseHost } from '../shared/shop-host';
import { ImportError } from './errors';

/**
 * The shop an import is for, from `DIR/shops.json` (the shops table as
 * rows: slug, name, hosts, network, feed_format, active,
 * free_shipping_over, return_days). `--shop` is matched against `hosts`
 * as a person writes a host: any case, with or without `www.`, punycode or
 * Unicode (src/shared/shop-host.ts). Only the columns the import reads are
 * checked here; the rest belong to the shops table's own schema.
 */

export const SHOPS_FILE = 'shops.json';

/** The columns the import reads; the others are left to the shops table's own schema. */
const shopRowSchema = z.object({
  slug: z.string().min(1),
  name: z.string().nullish(),
  hosts: z.array(z.string()),
  feed_format: z.string().nullish(),
  active: z.boolean().nullish(),
});

export interface Shop {
  readonly slug: string;
  readonly name: string;
  /** Normalised hosts. */
  readonly hosts: ReadonlySet<string>;
  readonly feedFormat: string | null;
  readonly active: boolean;
}

function noShop(host: string, why: string): ImportError {
  return new ImportError(
    `${why}: add a row to shops for ${JSON.stringify(host)} (slug, name, hosts: [${JSON.stringify(host)}], network, feed_format, active, free_shipping_over, return_days), then import again`,
    { kind: 'shop' },
  );
}

/** The shop of `dir/shops.json` one of whose hosts is `written`. */
export async function findShop(dir: string, written: string): Promise<Shop> {
  const host = normaliseHost(written);
  const file = path.join(dir, SHOPS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw noShop(host, `${file} is missing`);
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`, { kind: 'shop', cause: error });
  }
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch (error) {
    throw new ImportError(`${file} is not valid JSON: ${(error as Error).message}`, { kind: 'shop', cause: error });
  }
  return shopOfRows(rows, written, file);
}

/**
 * The shop among rows of the shops table (read from shops.json or from
 * public.shops; `where` names the source in messages) one of whose hosts is `written`.
 */
export function shopOfRows(rows: unknown, written: string, where: string): Shop {
  const host = normaliseHost(written);
  const parsed = z.array(shopRowSchema).safeParse(rows);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ImportError(
      `${where} is not a list of shops: ${issue ? `${issue.path.join('.')}: ${issue.message}` : parsed.error.message}`,
      { kind: 'shop' },
    );
  }
  for (const row of parsed.data) {
    const hosts = new Set(row.hosts.map(normaliseHost));
    if (hosts.has(host)) {
      return {
        slug: row.slug,
        name: row.name ?? row.slug,
        hosts,
        feedFormat: row.feed_format ?? null,
        active: row.active ?? true,
      };
    }
  }
  throw noShop(host, `no shop in ${where} has the host ${host}`);
}
