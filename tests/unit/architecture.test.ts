/**
 * The folders of src/ say when code runs and what it may import (README,
 * "Where things live"). This test reads every import of every source file
 * and checks the rules, so a shortcut across phases fails here, not in review.
 *
 * A feature folder (src/features/<feature>/) holds one feature's build-time
 * and browser parts side by side, and a file's suffix says its phase:
 * `.browser.ts(x)` runs in the browser (the rules of client/ and islands/),
 * `.build.ts` while the site builds (the rules of render/ and
 * integrations/), `.pull.ts` in `npm run pull` (the rules of pull/), an
 * `.astro` component renders at build time (the rules of components/). Imports are checked by that phase, across folders.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../support/import-cycles';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SRC = path.join(ROOT, 'src');

/** Top-level folders of src/ and what each may import from the others (itself always). */
const MAY_IMPORT: ReadonlyMap<string, readonly string[]> = new Map([
  // Pure helpers of every phase: nothing but each other, and copy for the
  // documented constants they compute with (the electricity price of the
  // running cost, issue 21). Copy imports nothing, so shared stays a leaf.
  ['shared', ['copy']],
  // The data files: names, schemas, the one reader.
  ['dataset', ['shared']],
  // URL facts: paths, page kinds, reserved slugs, redirect rules.
  ['routing', ['shared', 'dataset']],
  // `npm run pull`: rows → dataset. Never render or browser code. Copy for
  // the few visitor texts the data carries (a shop's name, issue 20).
  ['pull', ['shared', 'dataset', 'routing', 'copy']],
  // `npm run import` (issue 36): one shop's feed → its rows of the table.
  // Import-time code: the dataset's schemas and the pure helpers, never the
  // pull's or the render's code.
  ['import', ['shared', 'dataset']],
  // Page data while pages render. Never pull code.
  ['render', ['shared', 'dataset', 'routing', 'copy', 'client', 'build']],
  // What the browser gets: no Node, no build-time code; data types only.
  ['client', ['shared', 'routing', 'copy', 'dataset']],
  ['islands', ['shared', 'routing', 'copy', 'client', 'dataset']],
  // Visitor text: data only.
  ['copy', []],
  // Astro integrations (build time).
  ['integrations', ['shared', 'dataset', 'routing', 'render', 'client', 'build']],
  // Astro's own folders compose render code.
  ['components', ['shared', 'dataset', 'routing', 'render', 'build', 'client', 'copy', 'islands', 'styles']],
  ['layouts', ['shared', 'dataset', 'routing', 'render', 'build', 'client', 'copy', 'islands', 'components', 'styles']],
  [
    'pages',
    ['shared', 'dataset', 'routing', 'render', 'build', 'client', 'copy', 'islands', 'components', 'layouts', 'styles'],
  ],
  ['styles', []],
  ['data', []],
  // Feature folders: checked by each file's phase suffix (phaseOf), not as a folder.
  ['features', []],
  // A feature's `.build.ts` files: page data and build hooks.
  ['build', ['shared', 'dataset', 'routing', 'render', 'client', 'copy']],
]);

/** The phase suffixes of a feature folder's files, and the folder whose rules each follows. */
const PHASES: readonly (readonly [RegExp, string])[] = [
  [/\.browser\.tsx?$/, 'client'],
  [/\.build\.ts$/, 'build'],
  [/\.pull\.ts$/, 'pull'],
  [/\.astro$/, 'components'],
  [/\.d\.ts$/, 'client'],
];

/** The folder whose rules a file follows: its own, or for a feature file the one its suffix names ('' without one). */
function phaseOf(file: string): string {
  const folder = folderOf(file);
  if (folder !== 'features') return folder;
  return PHASES.find(([suffix]) => suffix.test(file))?.[1] ?? '';
}

/**
 * Files every folder may import, because they import nothing: the route
 * table (every URL is declared there, the dataset's schemas and browser
 * code included).
 */
const LEAVES: ReadonlySet<string> = new Set([path.join(SRC, 'routing/routes.ts')]);

/** Folders whose code runs in the browser: Node built-ins are not there. */
const BROWSER = new Set(['client', 'islands']);
/** Browser code may use the dataset's types, never its schemas (zod would ship to every visitor). */
const TYPES_ONLY_IN_BROWSER = new Set(['dataset']);

/** An import or re-export: whether it is type-only, and its specifier. */
const IMPORT = /(?:\b(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?|\bimport\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|astro|mjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function folderOf(file: string): string {
  return path.relative(SRC, file).split(path.sep)[0] ?? '';
}

interface Import {
  readonly specifier: string;
  readonly typeOnly: boolean;
  /** Inside an .astro file's processed <script>: browser code Astro bundles, under the browser's rules. */
  readonly browser: boolean;
}

/** An .astro file's processed <script> blocks (not `is:inline`): Astro bundles them for the browser. */
const SCRIPT_BLOCK = /<script\b(?![^>]*\bis:inline)[^>]*>([\s\S]*?)<\/script>/g;

function importsIn(text: string, browser: boolean): Import[] {
  return [...text.matchAll(IMPORT)].map((match) => ({
    specifier: match[3] ?? '',
    typeOnly: Boolean(match[2]),
    browser,
  }));
}

/** An .astro file's imports: its frontmatter's and inline scripts' as the file's own, its processed scripts' as browser code. */
function importsOfAstro(text: string): Import[] {
  const scripts = [...text.matchAll(SCRIPT_BLOCK)].map((match) => match[1] ?? '');
  const rest = text.replace(SCRIPT_BLOCK, '');
  return [...importsIn(rest, false), ...scripts.flatMap((script) => importsIn(script, true))];
}

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  return file.endsWith('.astro') ? importsOfAstro(text) : importsIn(text, false);
}

const files = sourceFiles(SRC).filter((file) => !file.startsWith(path.join(SRC, 'data') + path.sep));

/**
 * What a feature's build code may take from src/render (issue 37 §3): this
 * stated interface, module by module, and nothing else of the render. A
 * list rather than one re-exporting module: a barrel would tie every
 * feature to every module behind it (offers → the barrel → routes/route →
 * jsonld → offers is a cycle).
 */
const RENDER_FOR_FEATURES: ReadonlyMap<string, string> = new Map([
  ['render/card-html', 'the price line an offer row shows, as the card and the product page draw it'],
  ['render/nav', 'the menu item type a route hands its page (type)'],
  ['render/pagination', 'paging a list like every listing'],
  ['render/routes/route', 'the breadcrumb trail every route has'],
  ['render/select', 'the page sizes (LIMITS) every list shares'],
  ['render/seo', "the head every route's page carries"],
]);
/** The site model, which builds on the features' data: its type only. */
const SITE_MODEL = 'render/site';
function renderForFeatures(target: string, typeOnly: boolean): boolean {
  const module = path.relative(SRC, target).replace(/\.ts$/, '').split(path.sep).join('/');
  return RENDER_FOR_FEATURES.has(module) || (module === SITE_MODEL && typeOnly);
}

describe('import rules between the folders of src/', () => {
  it('knows every folder of src/', () => {
    const folders = new Set(files.map(folderOf).filter((name) => !/\.\w+$/.test(name)));
    expect([...folders].filter((name) => !MAY_IMPORT.has(name))).toEqual([]);
  });

  it('has no import across phases that the rules forbid', () => {
    const problems: string[] = [];
    for (const file of files) {
      for (const { specifier, typeOnly, browser } of importsOf(file)) {
        const from = browser ? 'client' : phaseOf(file);
        const allowed = MAY_IMPORT.get(from);
        if (!allowed) continue;
        if (BROWSER.has(from) && specifier.startsWith('node:')) {
          problems.push(`${path.relative(ROOT, file)} (browser code) imports ${specifier}`);
        }
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (!target.startsWith(SRC + path.sep)) continue;
        if (LEAVES.has(`${target}.ts`) || LEAVES.has(target)) continue;
        const to = phaseOf(
          [target, `${target}.ts`, `${target}.tsx`].find((candidate) =>
            PHASES.some(([suffix]) => suffix.test(candidate)),
          ) ?? target,
        );
        if (BROWSER.has(from) && TYPES_ONLY_IN_BROWSER.has(to) && !typeOnly) {
          problems.push(`${path.relative(ROOT, file)} (browser code) imports values from ${specifier}`);
          continue;
        }
        if (from === 'build' && to === 'render' && !renderForFeatures(target, typeOnly)) {
          problems.push(
            `${path.relative(ROOT, file)} (a feature's build code) imports ${specifier}, which is not in RENDER_FOR_FEATURES`,
          );
          continue;
        }
        if (to === from || /\.\w+$/.test(to) || allowed.includes(to)) continue;
        problems.push(
          `${path.relative(ROOT, file)} (${browser ? "a <script>'s browser code" : from}) imports ${specifier} (${to})`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives every file of a feature folder a phase suffix', () => {
    const features = files.filter((file) => folderOf(file) === 'features');
    expect(features.length).toBeGreaterThan(10);
    expect(features.filter((file) => phaseOf(file) === '').map((file) => path.relative(ROOT, file))).toEqual([]);
  });

  it('checks a feature file by its suffix: browser code may not import build code', () => {
    const browser = path.join(SRC, 'features/x/a.browser.ts');
    const build = path.join(SRC, 'features/x/b.build.ts');
    expect([phaseOf(browser), phaseOf(build), phaseOf(path.join(SRC, 'features/x/C.astro'))]).toEqual([
      'client',
      'build',
      'components',
    ]);
    expect(MAY_IMPORT.get(phaseOf(browser))).not.toContain(phaseOf(build));
    expect(MAY_IMPORT.get(phaseOf(build))).toContain(phaseOf(browser));
    const pull = path.join(SRC, 'features/x/d.pull.ts');
    expect(phaseOf(pull)).toBe('pull');
    expect(MAY_IMPORT.get(phaseOf(build))).not.toContain('pull');
    expect(MAY_IMPORT.get('pull')).not.toContain(phaseOf(build));
  });

  it("checks an .astro page's <script> as browser code (issue 37 §4), its frontmatter as build code", () => {
    const page = importsOf(path.join(SRC, 'pages/produkt-hittades-inte.astro'));
    expect(page.filter((entry) => entry.browser).map((entry) => entry.specifier)).toEqual(['../client/prettify']);
    expect(page.some((entry) => !entry.browser && entry.specifier.includes('layouts/'))).toBe(true);
    const component = importsOfAstro(
      '---\nimport Layout from "../layouts/L.astro";\n---\n<script is:inline>import a from "../render/a";</script>\n<script type="module">import b from "../client/b";</script>',
    );
    expect(component.map((entry) => [entry.specifier, entry.browser])).toEqual([
      ['../layouts/L.astro', false],
      ['../render/a', false],
      ['../client/b', true],
    ]);
    expect(MAY_IMPORT.get('client')).not.toContain('render');
  });

  it("lets a feature's build code use the render only through its stated interface, every entry of it in use", () => {
    const used = new Set(
      files
        .filter((file) => phaseOf(file) === 'build')
        .flatMap((file) =>
          importsOf(file)
            .filter((entry) => entry.specifier.startsWith('.'))
            .map((entry) =>
              path
                .relative(SRC, path.resolve(path.dirname(file), entry.specifier))
                .split(path.sep)
                .join('/'),
            ),
        ),
    );
    expect([...RENDER_FOR_FEATURES.keys()].filter((module) => !used.has(module))).toEqual([]);
    expect(renderForFeatures(path.join(SRC, 'render/seo.ts'), false)).toBe(true);
    expect(renderForFeatures(path.join(SRC, 'render/site'), true)).toBe(true);
    expect(renderForFeatures(path.join(SRC, 'render/site'), false)).toBe(false);
    expect(renderForFeatures(path.join(SRC, 'render/jsonld'), false)).toBe(false);
    expect(renderForFeatures(path.join(SRC, 'render/routes/product'), true)).toBe(false);
  });

  it('keeps the leaves free of imports', () => {
    for (const leaf of LEAVES) expect(importsOf(leaf), path.relative(ROOT, leaf)).toEqual([]);
  });

  it('catches a forbidden import (the rule table is not empty)', () => {
    const render = files.filter((file) => folderOf(file) === 'render');
    const pull = files.filter((file) => folderOf(file) === 'pull');
    expect(render.length).toBeGreaterThan(5);
    expect(pull.length).toBeGreaterThan(5);
    expect(MAY_IMPORT.get('render')).not.toContain('pull');
    expect(MAY_IMPORT.get('pull')).not.toContain('render');
  });

  it('keeps the import apart from the pull and the render', () => {
    const importFiles = files.filter((file) => folderOf(file) === 'import');
    expect(importFiles.length).toBeGreaterThan(5);
    for (const phase of ['pull', 'render', 'build', 'client', 'islands']) {
      expect(MAY_IMPORT.get('import')).not.toContain(phase);
      expect(MAY_IMPORT.get(phase)).not.toContain('import');
    }
  });
});

describe('no import cycle (issue 37 §3)', () => {
  it('has none among the modules of src/, type-only imports included', async () => {
    const cycles = await importCycles(['src'], { cwd: ROOT, tsConfig: 'tsconfig.json' });
    expect(cycles.map((cycle) => cycle.join(' → '))).toEqual([]);
  }, 60_000);

  it('finds one when there is one, through a type-only import too', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
    try {
      writeFileSync(
        path.join(dir, 'site.ts'),
        "import { pages } from './route';\nexport interface Site { n: number }\nexport const all = pages([]);\n",
      );
      writeFileSync(
        path.join(dir, 'route.ts'),
        "import type { Site } from './site';\nexport const pages = (sites: Site[]) => sites.length;\n",
      );
      writeFileSync(path.join(dir, 'leaf.ts'), 'export const leaf = 1;\n');
      const cycles = await importCycles(['.'], { cwd: dir });
      expect(cycles.length).toBeGreaterThan(0);
      expect(
        cycles.every(
          (cycle) => cycle.some((file) => file.endsWith('site.ts')) && cycle.some((file) => file.endsWith('route.ts')),
        ),
      ).toBe(true);
      expect(cycles.flat().some((file) => file.endsWith('leaf.ts'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
