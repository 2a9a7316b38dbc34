/**
 * src/integrations/rendered-pages: Astro's prerenderer wrapped so each page
 * is edited and read as it renders, over a stand-in for Astro's own.
 */
import { describe, expect, it } from 'vitest';
import { removeAll } from '../../src/integrations/rendered-pages/bytes';
import renderedPages, {
  createPagePrerenderer,
  type PrerenderApp,
  type Prerenderer,
} from '../../src/integrations/rendered-pages/index';

const app: PrerenderApp = { manifest: { inlinedScripts: new Map([['a', 'x()']]), clientDirectives: new Map() } };

function astros(): Prerenderer & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    name: 'astro',
    app,
    async setup() {
      calls.push('setup');
    },
    getStaticPaths: async () => [],
    async render(request) {
      const { pathname } = new URL(request.url);
      if (pathname === '/empty') return new Response(null, { status: 204 });
      if (pathname === '/meta') {
        return { response: new Response('<p>meta<style>x</style></p>'), metadata: { contentEntryKeys: [] } } as never;
      }
      return new Response(`<p>${pathname}<style>x</style></p>`, { status: 201, headers: { 'x-page': pathname } });
    },
    async teardown() {
      calls.push('teardown');
    },
  } as Prerenderer & { readonly calls: string[] };
}

const render = (prerenderer: Prerenderer, pathname: string, type: 'page' | 'endpoint' = 'page') =>
  prerenderer.render(new Request(`https://example.test${pathname}`), { routeData: { type } as never });

async function text(rendered: Awaited<ReturnType<Prerenderer['render']>>): Promise<string> {
  return (rendered instanceof Response ? rendered : rendered.response).text();
}

describe('createPagePrerenderer', () => {
  it('removes the texts from every page and endpoint, keeping status, headers and metadata', async () => {
    const prerenderer = createPagePrerenderer(astros(), { removeFromPages: ['<style>x</style>'] });
    const page = await render(prerenderer, '/a');
    expect(await text(page)).toBe('<p>/a</p>');
    expect(page instanceof Response && page.status).toBe(201);
    expect(page instanceof Response && page.headers.get('x-page')).toBe('/a');
    expect(await text(await render(prerenderer, '/data.json', 'endpoint'))).toBe('<p>/data.json</p>');
    const withMeta = await render(prerenderer, '/meta');
    expect(withMeta instanceof Response ? null : withMeta.metadata).toEqual({ contentEntryKeys: [] });
    expect(await text(withMeta)).toBe('<p>meta</p>');
  });

  it('hands every page, not endpoints, to each page inspector in turn after the removals', async () => {
    const seen: [string, string][] = [];
    const inspector = (name: string) => ({
      onPage: (pathname: string, page: Uint8Array) =>
        seen.push([`${name} ${pathname}`, new TextDecoder().decode(page)]),
    });
    const prerenderer = createPagePrerenderer(astros(), {
      removeFromPages: ['<style>x</style>'],
      inspectPages: [inspector('csp'), inspector('sitemap')],
    });
    await render(prerenderer, '/a.html');
    await render(prerenderer, '/data.json', 'endpoint');
    await render(prerenderer, '/empty');
    expect(seen).toEqual([
      ['csp /a.html', '<p>/a.html</p>'],
      ['sitemap /a.html', '<p>/a.html</p>'],
    ]);
  });

  it('tells each endpoint inspector an endpoint’s path and response headers, not pages’, leaving the body to Astro', async () => {
    const seen: [string, string | null][] = [];
    const prerenderer = createPagePrerenderer(astros(), {
      inspectEndpoints: [{ onEndpoint: (pathname, headers) => seen.push([pathname, headers.get('x-page')]) }],
    });
    const feed = await render(prerenderer, '/feed.xml', 'endpoint');
    await render(prerenderer, '/a.html');
    await render(prerenderer, '/meta', 'endpoint');
    expect(seen).toEqual([
      ['/feed.xml', '/feed.xml'],
      ['/meta', null],
    ]);
    // Nothing to remove: the endpoint's answer passes through untouched, its body unread.
    expect(feed instanceof Response && feed.bodyUsed).toBe(false);
    expect(await text(feed)).toBe('<p>/feed.xml<style>x</style></p>');
  });

  it("gives Astro's app to onApp once set up, and sets up and tears down Astro's prerenderer", async () => {
    const astro = astros();
    const apps: PrerenderApp[] = [];
    const prerenderer = createPagePrerenderer(astro, { onApp: (given) => apps.push(given) });
    await prerenderer.setup?.();
    await prerenderer.teardown?.();
    expect(apps).toEqual([app]);
    expect(astro.calls).toEqual(['setup', 'teardown']);
    // Nothing to remove and no inspector: Astro's answer passes through untouched.
    const response = await render(prerenderer, '/a');
    expect(await text(response)).toBe('<p>/a<style>x</style></p>');
  });

  it('fails loudly when this Astro version exposes no app', async () => {
    const { app: _app, ...withoutApp } = astros() as Prerenderer & { app?: unknown };
    const prerenderer = createPagePrerenderer(withoutApp as Prerenderer, { onApp: () => undefined });
    await expect(prerenderer.setup?.()).rejects.toThrow("Astro's prerenderer exposes no app");
  });
});

describe('renderedPages', () => {
  it("leaves Astro's prerenderer alone when it has nothing to do", () => {
    const set: unknown[] = [];
    const start = (integration: ReturnType<typeof renderedPages>) =>
      integration.hooks['astro:build:start']?.({ setPrerenderer: (p: unknown) => set.push(p) } as never);
    start(renderedPages());
    expect(set).toHaveLength(0);
    start(renderedPages({ inspectPages: [], inspectEndpoints: [] }));
    expect(set).toHaveLength(0);
    start(renderedPages({ removeFromPages: ['x'] }));
    expect(set).toHaveLength(1);
    start(renderedPages({ inspectEndpoints: [{ onEndpoint: () => undefined }] }));
    expect(set).toHaveLength(2);
  });
});

describe('removeAll (page bytes)', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
  const decoded = (page: Uint8Array) => Buffer.from(page).toString('utf8');

  it('removes every occurrence of each text and keeps the rest byte for byte', () => {
    const page = bytes('<body><style>x</style><p>å</p><style>x</style></body>');
    expect(decoded(removeAll(page, [bytes('<style>x</style>')]))).toBe('<body><p>å</p></body>');
  });

  it('returns the page itself when nothing matches (no copy)', () => {
    const page = bytes('<p>a</p>');
    expect(removeAll(page, [bytes('<style>')])).toBe(page);
  });

  it('gives a result that owns its whole buffer', () => {
    const out = removeAll(bytes('aXbXc'), [bytes('X')]);
    expect(decoded(out)).toBe('abc');
    expect(out.byteOffset).toBe(0);
    expect(out.buffer.byteLength).toBe(out.byteLength);
  });
});
