import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readProducts } from '../../src/dataset/read-products';
import { products } from '../fixtures/products';

describe('readProducts (products.json at build time)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'product-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, content: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    return file;
  };
  const catalogue = products([{ name: 'Vinkyl A', category: 'Fristående Vinkyl' }, { name: 'Ölkyl B' }]);

  it('returns the products the pull wrote, validated and unchanged', () => {
    expect(readProducts(write('ok.json', JSON.stringify(catalogue)))).toEqual(catalogue);
  });

  it('fails with the file and what to run when the pull has not run', () => {
    expect(() => readProducts(path.join(dir, 'missing.json'))).toThrow(/missing\.json: cannot read .*npm run pull/);
  });

  it('names the row and id of a product that does not match the schema', () => {
    const broken = [catalogue[0], { ...catalogue[1], price: -5 }];
    expect(() => readProducts(write('bad.json', JSON.stringify(broken)))).toThrow(
      new RegExp(`bad\\.json: product 1 \\(id ${catalogue[1]?.id}\\) does not match the product schema: price`),
    );
  });

  it('refuses duplicate ids, which would give two pages one URL', () => {
    expect(() => readProducts(write('dup.json', JSON.stringify([catalogue[0], catalogue[0]])))).toThrow(/duplicate id/);
  });

  it('refuses a file that is not a JSON array', () => {
    expect(() => readProducts(write('obj.json', '{"products":[]}'))).toThrow(/expected an array/);
    expect(() => readProducts(write('trunc.json', '[{"id":'))).toThrow(/not valid JSON/);
  });
});
