import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkPage, checkSite } from '../../scripts/lib/budget-check';
import { formatBreaches } from '../../scripts/lib/budget-report';
import { type Budgets, BudgetsFileError, parseBudgets, type TemplateBudget } from '../../scripts/lib/budgets-file';
import type { PageMeasure } from '../../scripts/lib/dist-pages';
import { scanPage, timingOf } from '../../scripts/lib/page-scan';
import {
  classifyPageJs,
  moduleImports,
  resolveSpecifier,
  scriptGraphReady,
  walkScripts,
} from '../../scripts/lib/script-graph';
import { gzipSize, type Sizes, sizesOf, sumSizes } from '../../scripts/lib/sizes';
import { templatePages } from '../../scripts/lib/template-pages';
import { kindOf, PAGE_KINDS } from '../../src/routing/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');

beforeAll(async () => {
  await scriptGraphReady;
});

describe('sizes', () => {
  it('counts raw bytes as UTF-8 and gzip at level 9', () => {
    expect(sizesOf('')).toEqual({ raw: 0, gzip: 0 });
    expect(sizesOf('åäö').raw).toBe(6);
    const text = 'vinkyl '.repeat(1000);
    const sizes = sizesOf(text);
    expect(sizes.raw).toBe(7000);
    expect(sizes.gzip).toBeLessThan(200);
    expect(sizes.gzip).toBe(gzipSize(Buffer.from(text)));
  });

  it('gzip output is a real gzip stream of the input', async () => {
    const { gzipSync } = await import('node:zlib');
    const text = '<p>Hej</p>'.repeat(50);
    const compressed = gzipSync(text, { level: 9 });
    expect(compressed.byteLength).toBe(gzipSize(text));
    expect(gunzipSync(compressed).toString()).toBe(text);
  });

  it('sums sizes', () => {
    const list: Sizes[] = [
      { raw: 10, gzip: 5 },
      { raw: 3, gzip: 2 },
    ];
    expect(sumSizes(list)).toEqual({ raw: 13, gzip: 7 });
    expect(sumSizes([])).toEqual({ raw: 0, gzip: 0 });
  });
});

const FIXTURE_PAGE = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_astro/site.css">
<link rel="modulepreload" href="/_astro/pre.js">
<link rel="icon" href="/favicon.svg">
<style>astro-island{display:contents}</style>
<script type="application/ld+json">{"@type":"Thing","x":"import('/_astro/never.js')"}</script>
<script>document.documentElement.dataset.x = '1';</script>
</head><body>
<astro-island uid="a" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="media" opts='{"name":"MobileMenu","value":"(max-width: 1023px)"}'></astro-island>
<astro-island uid="b" component-url="/_astro/Filter.js" renderer-url="/_astro/client.js" client="idle" opts='{"name":"FilterBar","value":true}'></astro-island>
<astro-island uid="c" component-url="/_astro/Map.js" renderer-url="/_astro/client.js" client="visible"></astro-island>
<astro-island uid="d" component-url="/_astro/DebugTool.js" renderer-url="/_astro/client.js" client="interaction" opts='{"name":"DebugTool","value":true}'></astro-island>
<img src="/a.svg" width="400" height="400" alt="">
<img src="/b.svg" width="400" alt="">
<img src="/c.svg" width="auto" height="10" alt="">
<script type="module" src="/_astro/page.js"></script>
<script src="/legacy.js"></script>
</body></html>`;

describe('scanPage', () => {
  const scan = scanPage(FIXTURE_PAGE);

  it('finds stylesheets, inline styles, script sources and inline scripts (not JSON-LD)', () => {
    expect(scan.stylesheets).toEqual(['/_astro/site.css']);
    expect(scan.inlineStyles).toEqual(['astro-island{display:contents}']);
    expect(scan.scriptSrcs).toEqual(['/_astro/pre.js', '/_astro/page.js', '/legacy.js']);
    expect(scan.inlineScripts).toEqual(["document.documentElement.dataset.x = '1';"]);
  });

  it('reads islands with their directive, timing and modules', () => {
    expect(scan.islands).toEqual([
      {
        name: 'MobileMenu',
        directive: 'media',
        timing: 'mobile',
        modules: ['/_astro/Menu.js', '/_astro/client.js'],
      },
      { name: 'FilterBar', directive: 'idle', timing: 'load', modules: ['/_astro/Filter.js', '/_astro/client.js'] },
      { name: 'Map', directive: 'visible', timing: 'scroll', modules: ['/_astro/Map.js', '/_astro/client.js'] },
      {
        name: 'DebugTool',
        directive: 'interaction',
        timing: 'interaction',
        modules: ['/_astro/DebugTool.js', '/_astro/client.js'],
      },
    ]);
  });

  it('lists images without a positive integer width and height', () => {
    expect(scan.imageCount).toBe(3);
    expect(scan.imagesWithoutSize).toEqual(['/b.svg', '/c.svg']);
  });

  it.each([
    ['load', 'load'],
    ['idle', 'load'],
    ['only', 'load'],
    ['media', 'mobile'],
    ['visible', 'scroll'],
    ['interaction', 'interaction'],
    ['form', 'interaction'],
    ['custom', 'load'],
  ] as const)('client:%s loads at %s', (directive, timing) => {
    expect(timingOf(directive)).toBe(timing);
  });
});

describe('script graph', () => {
  it('reads static and string-literal dynamic imports of minified code', () => {
    const code =
      'import{t as e}from"./a.js";import"./b.js";export*from"./c.js";' +
      'const x=()=>import(`./d.js`);import("./e.js");import(e);const s="import(\'./no.js\')";';
    expect(moduleImports(code)).toEqual({
      static: ['./a.js', './b.js', './c.js'],
      dynamic: ['./d.js', './e.js'],
      unresolvedDynamic: ['e'],
    });
  });

  it.each([
    ['./react.js', '/_astro/Menu.js', '/_astro/react.js'],
    ['../x.js', '/_astro/sub/a.js', '/_astro/x.js'],
    ['/_astro/a.js', '/produkt/x.html', '/_astro/a.js'],
    ['react', '/_astro/a.js', null],
    ['https://cdn.example.com/a.js', '/_astro/a.js', null],
  ])('resolves %s from %s to %s', (specifier, base, expected) => {
    expect(resolveSpecifier(specifier, base)).toBe(expected);
  });

  // entry → a → (b, c); b → a (cycle); entry import()s lazy → d; c is missing.
  const files = new Map<string, string>([
    ['/_astro/entry.js', 'import{x}from"./a.js";document.onclick=()=>import("./lazy.js");'],
    ['/_astro/a.js', 'import"./b.js";import"./c.js";export const x=1;'],
    ['/_astro/b.js', 'import"./a.js";'],
    ['/_astro/lazy.js', 'import"./d.js";import"./a.js";'],
    ['/_astro/d.js', 'export const d=1;'],
  ]);
  const read = (url: string) => files.get(url) ?? null;

  it('follows static imports transitively, once per module, and collects dynamic targets', () => {
    const walk = walkScripts(['/_astro/entry.js'], read);
    expect([...walk.modules].sort()).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/c.js', '/_astro/entry.js']);
    expect([...walk.dynamicTargets]).toEqual(['/_astro/lazy.js']);
    expect(walk.problems).toEqual(['/_astro/c.js: referenced but missing from the build']);
  });

  it('walks inline module code relative to its page, and skips covered computed imports', () => {
    const walk = walkScripts([], read, [
      { code: 'import"/_astro/d.js";', base: '/index.html' },
      {
        code: 'customElements.define("astro-island",class{x(e){return import(e)}})',
        base: '/index.html',
        dynamicCovered: true,
      },
      { code: 'const u="x";import(u);', base: '/index.html' },
    ]);
    expect([...walk.modules]).toEqual(['/_astro/d.js']);
    expect(walk.problems).toEqual([
      'inline script of /index.html: import(u) cannot be followed (not a string literal)',
    ]);
  });

  it('sorts a page’s JavaScript into load, mobile only, on scroll and on interaction', () => {
    const graph = new Map<string, string>([
      ['/_astro/page.js', 'import"./shared.js";document.onclick=()=>import("./panel.js");'],
      ['/_astro/shared.js', ''],
      ['/_astro/client.js', 'import"./react.js";'],
      ['/_astro/react.js', ''],
      ['/_astro/Filter.js', 'import"./react.js";'],
      ['/_astro/Menu.js', 'import"./react.js";import"./menu-only.js";'],
      ['/_astro/menu-only.js', ''],
      ['/_astro/Map.js', 'import"./map-lib.js";'],
      ['/_astro/map-lib.js', ''],
      ['/_astro/panel.js', 'import"./react.js";import"./panel-ui.js";'],
      ['/_astro/panel-ui.js', ''],
      ['/_astro/DebugTool.js', 'import"./react.js";import"./debug-ui.js";'],
      ['/_astro/debug-ui.js', ''],
      ['/_astro/pre.js', ''],
      ['/legacy.js', 'var legacy = 1;'],
    ]);
    const js = classifyPageJs(scanPage(FIXTURE_PAGE), '/index.html', (url) => graph.get(url) ?? null);
    expect([...js.load].sort()).toEqual([
      '/_astro/Filter.js',
      '/_astro/client.js',
      '/_astro/page.js',
      '/_astro/pre.js',
      '/_astro/react.js',
      '/_astro/shared.js',
      '/legacy.js',
    ]);
    // The menu's React is already loaded by the idle filter bar: only its own code is mobile-only.
    expect([...js.mobile].sort()).toEqual(['/_astro/Menu.js', '/_astro/menu-only.js']);
    expect([...js.scroll].sort()).toEqual(['/_astro/Map.js', '/_astro/map-lib.js']);
    // client:interaction islands count on interaction, without what load already fetched (React here).
    expect([...js.interaction].sort()).toEqual([
      '/_astro/DebugTool.js',
      '/_astro/debug-ui.js',
      '/_astro/panel-ui.js',
      '/_astro/panel.js',
    ]);
    expect(js.inline).toHaveLength(1);
    expect(js.problems).toEqual([]);
  });

  it('counts a page whose islands all wait for interaction as loading only its inline scripts', () => {
    const html = `<html><body>
<script>(()=>{customElements.define("astro-island",class{x(e){return import(e)}})})()</script>
<astro-island uid="m" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" client="interaction" opts='{"name":"MobileMenu","value":true}'></astro-island>
<astro-island uid="d" component-url="/_astro/Debug.js" renderer-url="/_astro/client.js" client="interaction" opts='{"name":"DebugTool","value":true}'></astro-island>
</body></html>`;
    const graph = new Map<string, string>([
      ['/_astro/Menu.js', 'import"./jsx.js";import"./react.js";'],
      ['/_astro/Debug.js', 'import"./jsx.js";import"./react.js";document.onclick=()=>import("./Panel.js");'],
      ['/_astro/Panel.js', 'import"./react.js";import"./search.js";'],
      ['/_astro/search.js', 'document.onkeydown=()=>import("./more.js");'],
      ['/_astro/more.js', ''],
      ['/_astro/client.js', 'import"./react.js";'],
      ['/_astro/react.js', ''],
      ['/_astro/jsx.js', ''],
    ]);
    const js = classifyPageJs(scanPage(html), '/index.html', (url) => graph.get(url) ?? null);
    expect([...js.load]).toEqual([]);
    expect([...js.mobile]).toEqual([]);
    expect([...js.scroll]).toEqual([]);
    // The islands with their static imports, and dynamic imports followed transitively.
    expect([...js.interaction].sort()).toEqual([
      '/_astro/Debug.js',
      '/_astro/Menu.js',
      '/_astro/Panel.js',
      '/_astro/client.js',
      '/_astro/jsx.js',
      '/_astro/more.js',
      '/_astro/react.js',
      '/_astro/search.js',
    ]);
    expect(js.inline).toHaveLength(1);
    expect(js.problems).toEqual([]);
  });
});

describe('pages and templates', () => {
  const page = (urlPath: string, htmlGzip: number, extra: Partial<PageMeasure> = {}): PageMeasure => ({
    file: `${urlPath.slice(1) || 'index'}.html`,
    path: urlPath,
    kind: kindOf(urlPath),
    html: { raw: htmlGzip * 5, gzip: htmlGzip },
    css: { raw: 0, gzip: 0 },
    jsLoad: { raw: 0, gzip: 0 },
    jsMobile: { raw: 0, gzip: 0 },
    jsScroll: { raw: 0, gzip: 0 },
    jsInteraction: { raw: 0, gzip: 0 },
    islands: [{ name: 'MobileMenu', directive: 'media', timing: 'mobile', modules: [] }],
    loadModules: [],
    loadParts: [],
    imagesWithoutSize: [],
    imageCount: 0,
    problems: [],
    ...extra,
  });

  it('picks fixed routes and the largest page by gzip HTML per template', () => {
    const pages = [
      page('/', 10),
      page('/vinkyl', 20),
      page('/olkyl', 25),
      page('/produkt', 30),
      page('/produkt/a', 8),
      page('/produkt/b', 9),
      page('/varumarken/x', 3),
      page('/varumarken/y', 4),
      page('/vinbloggen', 5),
      page('/vinbloggen/p', 6),
      page('/vinkyl/sida/2', 7),
      page('/olkyl/sida/2', 8),
      page('/varumarken', 2),
      page('/404', 1),
      page('/produkt-hittades-inte', 2),
      page('/sa-jamfor-vi', 3),
      page('/sok', 1),
    ];
    expect(templatePages(pages).map((template) => [template.id, template.path])).toEqual([
      ['home', '/'],
      ['category', '/vinkyl'],
      ['category-largest', '/olkyl'],
      ['product', '/produkt/b'],
      ['products', '/produkt'],
      ['brand', '/varumarken/y'],
      ['blog', '/vinbloggen'],
      ['post', '/vinbloggen/p'],
      // Then the largest page of every other kind, in the order of PAGE_KINDS.
      ['category-page', '/olkyl/sida/2'],
      ['brands', '/varumarken'],
      ['not-found', '/produkt-hittades-inte'],
      ['info', '/sa-jamfor-vi'],
      ['search', '/sok'],
    ]);
  });

  it('lists /vinkyl once when it is also the largest category page', () => {
    const pages = [
      page('/', 1),
      page('/vinkyl', 30),
      page('/olkyl', 2),
      page('/produkt', 1),
      page('/produkt/a', 1),
      page('/varumarken/x', 1),
      page('/vinbloggen', 1),
      page('/vinbloggen/p', 1),
    ];
    const ids = templatePages(pages).map((template) => template.id);
    expect(ids).toEqual(['home', 'category', 'product', 'products', 'brand', 'blog', 'post']);
    // The compare page is measured when the site has it.
    expect(templatePages([...pages, page('/jamfor', 1)]).map((template) => template.id)).toEqual([...ids, 'compare']);
  });

  it('measures and audits /prisfall itself as the deals template (issue 38 §2), not its largest page', () => {
    const pages = [
      page('/', 1),
      page('/vinkyl', 30),
      page('/produkt', 1),
      page('/produkt/a', 1),
      page('/varumarken/x', 1),
      page('/vinbloggen', 1),
      page('/vinbloggen/p', 1),
      page('/prisfall', 5),
      page('/prisfall/vinkyl', 9),
      page('/prisfall/sida/2', 7),
    ];
    expect(
      templatePages(pages)
        .map((template) => [template.id, template.path])
        .at(-1),
    ).toEqual(['deals', '/prisfall']);
  });

  const budget: TemplateBudget = {
    htmlGzipBytes: 100,
    cssGzipBytes: 50,
    jsLoadGzipBytes: 30,
    jsMobileGzipBytes: 70,
    jsScrollGzipBytes: 0,
    jsInteractionGzipBytes: 80,
  };

  it('passes a page exactly at its limits and fails one byte over, naming template, page and budget', () => {
    const atLimit = page('/produkt/a', 100, {
      css: { raw: 200, gzip: 50 },
      jsLoad: { raw: 90, gzip: 30 },
      jsMobile: { raw: 300, gzip: 70 },
      jsInteraction: { raw: 300, gzip: 80 },
    });
    expect(checkPage(atLimit, budget)).toEqual([]);
    const over = page('/produkt/a', 101, {
      jsLoad: { raw: 90, gzip: 31 },
      jsScroll: { raw: 10, gzip: 1 },
      loadParts: [{ name: '/_astro/page.js', gzip: 31 }],
    });
    const breaches = checkPage(over, budget);
    expect(
      breaches.map((breach) => [breach.template, breach.where, breach.budget, breach.actual, breach.limit]),
    ).toEqual([
      ['product', '/produkt/a', 'templates.product.htmlGzipBytes', 101, 100],
      ['product', '/produkt/a', 'templates.product.jsLoadGzipBytes', 31, 30],
      ['product', '/produkt/a', 'templates.product.jsScrollGzipBytes', 1, 0],
    ]);
    expect(breaches[1]?.message).toContain('/_astro/page.js 31 B');
  });

  it('fails pages without islands that ship JavaScript, and images without size', () => {
    const breaches = checkPage(
      page('/vinbloggen/p', 1, {
        islands: [],
        jsLoad: { raw: 10, gzip: 5 },
        loadModules: ['/_astro/x.js'],
        imagesWithoutSize: ['/a.svg'],
      }),
      { ...budget, jsLoadGzipBytes: 1000 },
    );
    expect(breaches.map((breach) => breach.budget)).toEqual([
      'site.jsWithoutIslandsGzipBytes',
      'every <img> has width and height',
    ]);
    expect(breaches[1]?.message).toContain('/a.svg');
    const allowedSome = checkPage(
      page('/vinbloggen/p', 1, { islands: [], jsLoad: { raw: 10, gzip: 5 } }),
      { ...budget, jsLoadGzipBytes: 1000 },
      5,
    );
    expect(allowedSome).toEqual([]);
  });

  it('checks the whole site’s CSS against its budget and groups breaches per template and budget', () => {
    const budgets = parseBudgets(readFileSync(path.join(ROOT, 'budgets.json'), 'utf8'));
    const heavy = (urlPath: string, gzip: number) => page(urlPath, gzip, { html: { raw: gzip, gzip } });
    const limit = budgets.templates.product.htmlGzipBytes;
    const site = {
      pages: [heavy('/produkt/a', limit + 1), heavy('/produkt/b', limit + 9), heavy('/produkt/c', limit)],
      siteCss: { raw: 1, gzip: budgets.site.cssGzipBytes + 1 },
    };
    const breaches = checkSite(site, budgets);
    expect(breaches.map((breach) => `${breach.template} ${breach.where} ${breach.budget}`)).toEqual([
      'product /produkt/a templates.product.htmlGzipBytes',
      'product /produkt/b templates.product.htmlGzipBytes',
      'site dist/_astro/*.css site.cssGzipBytes',
    ]);
    const report = formatBreaches(breaches);
    expect(report).toContain('[product] templates.product.htmlGzipBytes: /produkt/b');
    expect(report).toContain('and 1 more (2 page(s) in all)');
    expect(report).toContain('[site] site.cssGzipBytes');
  });
});

describe('budgets.json', () => {
  const json = readFileSync(path.join(ROOT, 'budgets.json'), 'utf8');

  it('matches the schema, has a budget for every page kind and the issue’s limits', () => {
    const budgets = parseBudgets(json);
    expect(Object.keys(budgets.templates).sort()).toEqual([...PAGE_KINDS].sort());
    expect(budgets.templates.product.htmlGzipBytes).toBeLessThanOrEqual(30 * 1024);
    expect(budgets.site.cssGzipBytes).toBeLessThanOrEqual(15 * 1024);
    expect(budgets.site.jsWithoutIslandsGzipBytes).toBe(0);
    expect(budgets.lighthouse).toMatchObject({ minScore: 100, maxCls: 0, maxTbtMs: 0, maxLcpMs: 1200 });
    for (const entry of budgets.lighthouse.allow) expect(entry.reason.length).toBeGreaterThanOrEqual(20);
  });

  it('rejects unknown keys, missing budgets and allowlist entries without a reason', () => {
    const valid = JSON.parse(json) as Budgets;
    const variants: unknown[] = [
      { ...valid, extra: 1 },
      { ...valid, templates: { ...valid.templates, product: { ...valid.templates.product, htmlGzipBytes: -1 } } },
      { ...valid, templates: Object.fromEntries(Object.entries(valid.templates).filter(([kind]) => kind !== 'post')) },
      { ...valid, lighthouse: { ...valid.lighthouse, allow: [{ audit: 'uses-http2' }] } },
    ];
    for (const variant of variants) expect(() => parseBudgets(JSON.stringify(variant))).toThrow(/budget schema/);
    expect(() => parseBudgets('{ // comment\n}')).toThrow(/not valid JSON/);
  });

  it('names every wrong field on a line of its own, with the value found, and keeps the cause', () => {
    const valid = JSON.parse(json) as Budgets;
    const broken = {
      ...valid,
      site: { cssGzipBytes: 1.5, jsWithoutIslandsGzipBytes: -1 },
      templates: { ...valid.templates, product: { ...valid.templates.product, htmlGzipBytes: 'big' } },
      lighthouse: { ...valid.lighthouse, minScore: 101 },
    };
    let caught: unknown;
    try {
      parseBudgets(JSON.stringify(broken), 'my-budgets.json');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BudgetsFileError);
    const lines = (caught as Error).message.split('\n');
    expect(lines[0]).toBe('my-budgets.json does not match the budget schema:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'site.cssGzipBytes',
      'site.jsWithoutIslandsGzipBytes',
      'templates.product.htmlGzipBytes',
      'lighthouse.minScore',
    ]);
    expect((caught as Error).message).toContain('(received -1)');
    expect((caught as Error).cause).toBeDefined();
    expect(() => parseBudgets('[', 'x.json')).toThrow(expect.objectContaining({ cause: expect.any(SyntaxError) }));
  });
});
