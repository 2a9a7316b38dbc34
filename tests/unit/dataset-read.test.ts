import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILES } from '../../src/dataset/files';
import { DataFileError, readDataFile, readDataFileIfPresent } from '../../src/dataset/read';
import { products } from '../fixtures/products';

describe('readDataFile: the one validated reader of the pulled data', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'dataset-read-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  let n = 0;
  /** A data folder holding products.json with `content`. */
  const folder = (content: string) => {
    n += 1;
    const dir = path.join(root, String(n));
    mkdirSync(dir);
    writeFileSync(path.join(dir, DATA_FILES.products.file), content);
    return dir;
  };
  const catalogue = products([{ name: 'Vinkyl A', category: 'Fristående Vinkyl' }, { name: 'Ölkyl B' }]);

  it('returns the products the pull wrote, validated and unchanged', () => {
    expect(readDataFile(folder(JSON.stringify(catalogue)), 'products')).toEqual(catalogue);
  });

  it('fails with the file and what to run when the pull has not run', () => {
    const error = (() => {
      try {
        readDataFile(path.join(root, 'nowhere'), 'posts');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(DataFileError);
    expect((error as DataFileError).kind).toBe('missing');
    expect((error as Error).message).toMatch(/posts\.json: missing .*npm run pull/);
  });

  it('gives the fallback only for a missing file, never for a broken one', () => {
    expect(readDataFileIfPresent(path.join(root, 'nowhere'), 'posts', [])).toEqual([]);
    expect(() => readDataFileIfPresent(folder('[{"id":'), 'products', [])).toThrow(/not valid JSON/);
  });

  it('names the entry and field of a product that does not match the schema', () => {
    const broken = [catalogue[0], { ...catalogue[1], price: -5 }];
    expect(() => readDataFile(folder(JSON.stringify(broken)), 'products')).toThrow(
      /products\.json does not match its schema: 1\.price: /,
    );
  });

  it('refuses duplicate ids, which would give two pages one URL', () => {
    expect(() => readDataFile(folder(JSON.stringify([catalogue[0], catalogue[0]])), 'products')).toThrow(
      /duplicate id/,
    );
  });

  it('refuses a file that is not a JSON array of products', () => {
    expect(() => readDataFile(folder('{"products":[]}'), 'products')).toThrow(/does not match its schema/);
    expect(() => readDataFile(folder('[{"id":'), 'products')).toThrow(/not valid JSON/);
  });
});
