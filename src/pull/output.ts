import { lstat, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_FILES } from '../dataset/files';
import type { PullBaseline } from '../dataset/schemas/baseline';
import { PullError } from './errors';
import type { Dataset } from './pipeline';

/** Files of the output folder, by the names of src/dataset/files.ts. */
export const OUTPUT_FILES = {
  products: DATA_FILES.products.file,
  categories: DATA_FILES.categories.file,
  brands: DATA_FILES.brands.file,
  posts: DATA_FILES.posts.file,
  excludedProducts: DATA_FILES.excludedProducts.file,
  shops: DATA_FILES.shops.file,
  prices: DATA_FILES.prices.file,
  report: DATA_FILES.report.file,
  baseline: DATA_FILES.baseline.file,
} as const;

/** Everything a pull writes: the pipeline's dataset and the guard's next baseline. */
export type PullOutput = Dataset & { readonly baseline: PullBaseline };

/** Stable JSON: same data, same bytes (keys keep the schemas' order). */
export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Removes a temporary folder; a failure here must not hide the error that led to it. */
async function removeQuietly(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch {
    // Nothing to clean (e.g. ENOTDIR: the parent is a file) or nothing we can do.
  }
}

/**
 * Writes the output next to the output folder and swaps it in with renames,
 * so a reader (or a failed pull) sees either the old complete folder or the
 * new complete folder, never a mix. Any failure is a PullError with
 * EXIT.output and the file system's error as its cause.
 */
export async function writeDatasetAtomically(outDir: string, output: PullOutput): Promise<void> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const staging = path.join(parent, `.${base}.staging-${process.pid}`);
  const retired = path.join(parent, `.${base}.previous-${process.pid}`);
  try {
    // The swap would replace a file at the output path with the folder.
    const existing = await lstat(outDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (existing && !existing.isDirectory()) {
      throw new PullError(`cannot write ${outDir}: it exists and is not a folder`, { kind: 'output' });
    }
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await Promise.all(
      Object.entries(OUTPUT_FILES).map(([key, file]) =>
        writeFile(path.join(staging, file), toJson(output[key as keyof typeof OUTPUT_FILES])),
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
    if (hadPrevious) await removeQuietly(retired);
  } catch (error) {
    await removeQuietly(staging);
    if (error instanceof PullError) throw error;
    throw new PullError(`cannot write ${outDir}: ${(error as Error).message}`, { kind: 'output', cause: error });
  }
}
