/**
 * The inline-script bundler (src/render/inline-bundle.ts) fails the build
 * with the entry named, rather than shipping a page whose script is missing,
 * broken or empty. Its happy path runs in every build and in
 * inline-scripts.test.ts, on the scripts the pages carry.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleInlineScript, InlineScriptError } from '../../src/render/inline-bundle';

const dir = mkdtempSync(path.join(tmpdir(), 'inline-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes `source` as a module in the scratch folder; returns its absolute path. */
function entry(name: string, source: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, source);
  return file;
}

/** The error bundling `file` throws (the test fails if none is thrown). */
function failure(file: string): InlineScriptError {
  try {
    bundleInlineScript(file);
  } catch (error) {
    if (error instanceof InlineScriptError) return error;
    throw error;
  }
  throw new Error(`${file} bundled without an error`);
}

describe('bundleInlineScript', () => {
  it('bundles a module with its imports into one minified expression, å/ä/ö kept as they are', () => {
    entry('helper.ts', "export const word = (n: number): string => (n === 1 ? 'flaska' : 'flaskor på hyllan');\n");
    const code = bundleInlineScript(entry('main.ts', "import { word } from './helper';\ndocument.title = word(2);\n"));
    expect(code.startsWith('(()=>{')).toBe(true);
    expect(code).toContain('flaskor på hyllan');
    expect(code).not.toContain('import');
    expect(code).not.toContain('\n');
    // The same source gives the same bytes, so the page's CSP hash is stable.
    expect(bundleInlineScript(path.join(dir, 'main.ts'))).toBe(code);
  });

  it('names an entry that does not exist, and where it was looked for', () => {
    const error = failure(path.join(dir, 'missing.ts'));
    expect(error.entry).toBe(path.join(dir, 'missing.ts'));
    expect(error.message).toMatch(/missing\.ts: not found from /);
  });

  it("keeps esbuild's own error as the cause of a module that cannot be bundled", () => {
    const error = failure(entry('broken.ts', 'const = ;\n'));
    expect(error.message).toMatch(/broken\.ts: could not be bundled/);
    expect(String(error.cause)).toMatch(/Expected identifier/);
  });

  it('refuses a module with nothing to run (types only), which would ship an empty script', () => {
    expect(failure(entry('types-only.ts', 'export type Bottles = number;\n')).message).toMatch(/bundled to nothing/);
    expect(failure(entry('blank.ts', '')).message).toMatch(/bundled to nothing/);
  });
});
