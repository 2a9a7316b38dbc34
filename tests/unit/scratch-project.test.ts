import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanScratchProject } from '../../scripts/lib/scratch-project';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scratch-project-'));
  made.push(dir);
  for (const sub of ['dist/produkt', '.astro', 'node_modules/.vite', 'src'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'dist/produkt/a.html'), 'page');
  writeFileSync(path.join(dir, 'src/keep.ts'), 'source');
  return dir;
}

describe('cleanScratchProject', () => {
  it('deletes the output and caches, and nothing else, without a trash folder', () => {
    const dir = project();
    cleanScratchProject(dir);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    expect(existsSync(path.join(dir, '.astro'))).toBe(false);
    expect(existsSync(path.join(dir, 'node_modules/.vite'))).toBe(false);
    expect(readFileSync(path.join(dir, 'src/keep.ts'), 'utf8')).toBe('source');
  });

  it('moves them into the trash folder instead, keeping every earlier run apart', () => {
    const dir = project();
    const trash = path.join(dir, 'trash');
    cleanScratchProject(dir, trash);
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
    expect(existsSync(path.join(dir, 'node_modules/.vite'))).toBe(false);
    // A second run's output does not overwrite the first one's in the trash.
    mkdirSync(path.join(dir, 'dist'));
    writeFileSync(path.join(dir, 'dist/b.html'), 'second');
    cleanScratchProject(dir, trash);
    const moved = readdirSync(trash, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.html'));
    expect(moved.sort()).toEqual([path.join('0', 'produkt', 'a.html'), path.join('3', 'b.html')]);
    expect(readFileSync(path.join(dir, 'src/keep.ts'), 'utf8')).toBe('source');
  });
});
