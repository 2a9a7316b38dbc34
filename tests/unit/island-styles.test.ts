import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe("Astro's island style", () => {
  it("is in the site stylesheet exactly as Astro writes it, since the build removes Astro's <style> from <body>", () => {
    const css = readFileSync(path.join(ROOT, 'src/styles/global.css'), 'utf8');
    // Compared without white space: the formatter lays the selector list out over lines.
    const compact = (text: string) => text.replace(/\s+/g, '').replace(/;}/g, '}');
    expect(compact(css)).toContain(compact(ISLAND_STYLES));
  });
});
