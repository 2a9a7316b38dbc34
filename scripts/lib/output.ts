import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dataset } from '../../src/lib/pipeline';
import { type PullReport, pullReportSchema } from '../../src/lib/schemas/report';
import { EXIT, PullError } from './errors';

/** Files of the output folder; the content collections read the first five. */
export const OUTPUT_FILES = {
  products: 'products.json',
  categories: 'categories.json',
  brands: 'brands.json',
  posts: 'posts.json',
  excludedProducts: 'excluded-products.json',
  report: 'report.json',
} as const;

/** Stable JSON: same data, same bytes (keys keep the schemas' order). */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export async function readPreviousReport(outDir: string): Promise<PullReport | null> {
  try {
    const parsed = pullReportSchema.safeParse(
      JSON.parse(await readFile(path.join(outDir, OUTPUT_FILES.report), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Writes the dataset next to the output folder and swaps it in with renames,
 * so a reader (or a failed pull) sees either the old complete folder or the
 * new complete folder, never a mix.
 */
export async function writeDatasetAtomically(outDir: string, dataset: Dataset): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const staging = path.join(parent, `.${base}.staging-${process.pid}`);
  const retired = path.join(parent, `.${base}.previous-${process.pid}`);
  try {
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await Promise.all(
      Object.entries(OUTPUT_FILES).map(([key, file]) =>
        writeFile(path.join(staging, file), toJson(dataset[key as keyof typeof OUTPUT_FILES])),
      ),
    );
    let hadPrevious = true;
    try {
      await rename(outDir, retired);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      hadPrevious = false;
    }
    try {
      await rename(staging, outDir);
    } catch (error) {
      if (hadPrevious) await rename(retired, outDir);
      throw error;
    }
    if (hadPrevious) await rm(retired, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new PullError(`cannot write ${outDir}: ${(error as Error).message}`, EXIT.output);
  }
}
