/**
 * The one reader of the data files: every consumer (the site model, Astro
 * config, integrations, scripts, tests) reads them through
 * {@link readDataFile}, with the same schema the pull validated them against.
 *
 * Products are read here directly, not through an Astro content collection:
 * a collection serialises every entry into Astro's data store, bundles the
 * store into the build as string chunks and parses it back, and the strings
 * stay in memory for the whole build. At 50,000 products that was 15-20 s of
 * serialising and bundling and put the 2 GiB memory goal out of reach
 * (docs/performance.md). Reading the JSON costs one parse.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { formatSchemaError } from '../shared/schema-errors';
import { DATA_FILES, type DataFileContent, type DataFileName } from './files';

/** A data file that is missing, unreadable or does not match its schema. */
export class DataFileError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly kind: 'missing' | 'unreadable' | 'invalid',
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DataFileError';
  }
}

/** Reads and validates one data file of `dir` (a project's src/data, or a pull's --out folder). */
export function readDataFile<N extends DataFileName>(dir: string, name: N): DataFileContent<N> {
  const { file, schema } = DATA_FILES[name];
  const filePath = path.join(dir, file);
  let text: string;
  try {
    text = readFileSync(filePath, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new DataFileError(
      `${filePath}: ${missing ? 'missing' : 'cannot be read'} (run \`npm run pull\` first)`,
      filePath,
      missing ? 'missing' : 'unreadable',
      { cause: error },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new DataFileError(`${filePath}: not valid JSON`, filePath, 'invalid', { cause: error });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new DataFileError(
      formatSchemaError(parsed.error, { source: filePath, root: '(file)', input: json }),
      filePath,
      'invalid',
      { cause: parsed.error },
    );
  }
  const content = parsed.data as DataFileContent<N>;
  if (Array.isArray(content)) assertUniqueIds(content, filePath);
  return content;
}

/** Entries keyed by id (products, posts, categories…) must be unique: a page each. */
function assertUniqueIds(entries: readonly unknown[], filePath: string): void {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const id = (entry as { id?: unknown }).id;
    if (typeof id !== 'string') continue;
    if (seen.has(id)) throw new DataFileError(`${filePath}: entry ${index}: duplicate id ${id}`, filePath, 'invalid');
    seen.add(id);
  }
}

/**
 * Like {@link readDataFile}, but a missing file gives `fallback` (a bare
 * `astro check` before any pull); an unreadable or invalid file still throws.
 */
export function readDataFileIfPresent<N extends DataFileName, F>(
  dir: string,
  name: N,
  fallback: F,
): DataFileContent<N> | F {
  try {
    return readDataFile(dir, name);
  } catch (error) {
    if (error instanceof DataFileError && error.kind === 'missing') return fallback;
    throw error;
  }
}
