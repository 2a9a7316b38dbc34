import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import {
  collectInlineSources,
  contentSecurityPolicy,
  knownScriptHashes,
  type PageInlineSources,
  pageInlineSources,
  sha256Source,
  UnknownInlineSourceError,
} from '../../src/integrations/csp';
import { includeInSitemap, lastmodByPath, sitemapOrder } from '../../src/render/sitemap';

describe('Content-Security-Policy from the built pages', () => {
  const page = `<html><head>
    <script>console.log("inline")</script>
    <script type="module">import "/x.js"</script>
    <script type="module" src="/_astro/a.js"></script>
    <script type="application/ld+json">{"@type":"Thing"}</script>
    <style>a{color:red}</style>
  </head></html>`;
  const known = knownScriptHashes(['console.log("inline")', 'import "/x.js"']);
  const empty = () => ({ scripts: new Set<string>(), styles: new Set<string>() });

  it('hashes every executable inline script and inline style, and nothing else', () => {
    const sources = empty();
    collectInlineSources(page, known, sources);
    expect([...sources.scripts].sort()).toEqual(
      [sha256Source('console.log("inline")'), sha256Source('import "/x.js"')].sort(),
    );
    expect([...sources.styles]).toEqual([sha256Source('a{color:red}')]);
  });

  it('hashes the UTF-8 bytes of a page read from disk as it hashes the same page as a string', () => {
    const script = 'document.title="Vinkylguiden – ölkyl & vinkällare"';
    const swedish = `<script>${script}</script><style>p::before{content:"å"}</style>`;
    const fromString = empty();
    const fromBytes = empty();
    collectInlineSources(swedish, knownScriptHashes([script]), fromString);
    collectInlineSources(new TextEncoder().encode(`<p>före</p>${swedish}`), knownScriptHashes([script]), fromBytes);
    expect([...fromBytes.scripts]).toEqual([sha256Source(script)]);
    expect([...fromBytes.styles]).toEqual([sha256Source('p::before{content:"å"}')]);
    expect(fromBytes).toEqual(fromString);
  });

  it('matches the hash browsers compute (sha256, base64)', () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Source('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('refuses inline style attributes, which would need a weaker policy', () => {
    expect(() => collectInlineSources('<p style="color:red">x</p>', known, empty(), 'x.html')).toThrow(
      /x\.html: a style attribute on <p>/,
    );
  });

  it('fails on an inline script the build does not know, naming the page and the script', () => {
    const error = (() => {
      try {
        collectInlineSources(
          `<body><p>Hej</p><script>alert('name1')</script></body>`,
          known,
          empty(),
          'produkt/x.html',
        );
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(UnknownInlineSourceError);
    expect((error as UnknownInlineSourceError).page).toBe('produkt/x.html');
    expect((error as Error).message).toContain(`unknown inline script ${sha256Source("alert('name1')")}`);
    expect((error as Error).message).toContain(`"alert('name1')"`);
  });

  // Feed text lands in attributes: a product name in <meta content>, an
  // image's alt. It is text there, so it must neither become a hash of the
  // policy nor fail the build.
  it.each([
    `<meta name="description" content="<script>alert('pmeta')</script>">`,
    `<meta property="og:title" content="Vinkyl &quot; style=&quot;color:red">`,
    `<meta property="og:title" content='Vinkyl " style="color:red'>`,
    `<img alt="<script>alert('name1')</script>" src="/a.svg">`,
    `<a title="x><script>alert(1)</script>" href="/">x</a>`,
    `<!-- <script>alert('comment')</script> -->`,
    `<p>&lt;script&gt;alert('ptitle')&lt;/script&gt; style="color:red"</p>`,
    `<textarea><script>alert(1)</script></textarea>`,
  ])('ignores script and style text that is not an element: %s', (html) => {
    const sources = empty();
    expect(() => collectInlineSources(`<html><head>${html}</head><body></body></html>`, known, sources)).not.toThrow();
    expect(sources.scripts.size).toBe(0);
  });

  /** The reader before issue 23, on htmlparser2's Parser: what the tokenizer must find too. */
  function parserReading(html: string): PageInlineSources {
    const found: PageInlineSources = { scripts: new Map(), styles: new Set(), styleAttributes: [] };
    let collecting: 'script' | 'style' | null = null;
    let body = '';
    const parser = new Parser(
      {
        onopentag(name, attributes) {
          if (attributes.style !== undefined) found.styleAttributes.push(name);
          if (name === 'script') {
            const type = attributes.type?.trim() ?? '';
            collecting =
              attributes.src === undefined && !/^(application\/(ld\+)?json|text\/template)$/i.test(type)
                ? 'script'
                : null;
          } else if (name === 'style') {
            collecting = 'style';
          } else {
            return;
          }
          body = '';
        },
        ontext(text) {
          if (collecting) body += text;
        },
        onclosetag(name) {
          if (collecting === null || name !== collecting) return;
          if (collecting === 'script') found.scripts.set(sha256Source(body), body.slice(0, 80));
          else found.styles.add(sha256Source(body));
          collecting = null;
        },
      },
      { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
    parser.end(html);
    return found;
  }

  const parts = [
    '<script>a()</script>',
    '<SCRIPT>b()</SCRIPT >',
    '<script type="module">c()</script>',
    '<script type="application/ld+json">{"a":"</scrip"}</script>',
    '<script type=" text/template ">d</script>',
    '<script type="application/json" type="module">e()</script>',
    '<script type="module" type="application/json">f()</script>',
    '<script type>g()</script>',
    '<script src="/x.js"></script>',
    '<script src>h()</script>',
    '<script/>i()</script>',
    '<style>a{b:c}</style>',
    '<style media="print">x{y:z}<p></style>',
    '<p STYLE="x">t</p>',
    '<p data-style="x" styles="y">t</p>',
    '<img style=x>',
    '<svg><style>.a{fill:red}</style><script>j()</script><path/></svg>',
    '<svg/><style>k{}</style>',
    '<math><mi style="a">x</mi></math>',
    '<svg><script/></svg>',
    '<a title="<script>x</script>">l</a>',
    '<!-- <script>m()</script> -->',
    '<textarea><style>n</style></textarea>',
    '<title><script>o()</script></title>',
    '<p>&lt;script&gt;p()&lt;/script&gt;</p>',
    '<script>q("&amp; <p> </div>")</script>',
    '<script>unclosed(',
  ];

  it('finds what htmlparser2’s Parser finds, on every pair of tricky fragments', () => {
    const comparable = (found: PageInlineSources) => ({
      scripts: [...found.scripts],
      styles: [...found.styles],
      styleAttributes: found.styleAttributes,
    });
    let compared = 0;
    for (const first of parts) {
      for (const second of parts) {
        const html = `<!doctype html><html><head>${first}</head><body>${second}<p>x</p></body></html>`;
        expect(comparable(pageInlineSources(html)), html).toEqual(comparable(parserReading(html)));
        compared += 1;
      }
    }
    expect(compared).toBe(parts.length ** 2);
  });

  it('allows exactly what the site uses', () => {
    const policy = contentSecurityPolicy(
      { scripts: new Set(["'sha256-a'"]), styles: new Set(["'sha256-b'"]) },
      { connect: ['https://x.supabase.co'] },
    );
    expect(policy).toContain("script-src 'self' 'sha256-a'");
    expect(policy).toContain("style-src 'self' 'sha256-b'");
    expect(policy).toContain("connect-src 'self' https://x.supabase.co");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);
    // The search index's WebAssembly (Pagefind), and nothing more.
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
  });
});

describe('sitemap', () => {
  it.each([
    ['https://www.vinkylguiden.se/', true],
    ['https://www.vinkylguiden.se/vinkyl', true],
    ['https://www.vinkylguiden.se/produkt/cavin-polar-60', true],
    ['https://www.vinkylguiden.se/404', false],
    ['https://www.vinkylguiden.se/produkt-hittades-inte', false],
    ['https://www.vinkylguiden.se/inlagget-hittades-inte', false],
    ['https://www.vinkylguiden.se/debug/products/0.json', false],
    // The compare page shows the products of its URL: a view, not content (issue 14).
    ['https://www.vinkylguiden.se/jamfor', false],
    // The search page is an empty form without ?q= (noindex).
    ['https://www.vinkylguiden.se/sok', false],
  ])('%s listed: %s', (url, listed) => {
    expect(includeInSitemap(url)).toBe(listed);
  });

  it('dates posts and the blog list only', () => {
    const dates = lastmodByPath([
      { slug: 'a', updated_at: '2026-01-01T00:00:00.000Z' },
      { slug: 'b', updated_at: '2026-03-01T00:00:00.000Z' },
    ]);
    expect(Object.fromEntries(dates)).toEqual({
      '/vinbloggen/a': '2026-01-01T00:00:00.000Z',
      '/vinbloggen/b': '2026-03-01T00:00:00.000Z',
      '/vinbloggen': '2026-03-01T00:00:00.000Z',
    });
  });
});

describe('sitemapOrder', () => {
  it('orders URLs exactly as @astrojs/sitemap sorts them', () => {
    const urls = [
      '/produkt/vinkyl-10',
      '/produkt/vinkyl-9',
      '/produkt/Ölkyl-2',
      '/produkt/olkyl-10',
      '/produkt/a-b',
      '/produkt/ab',
      '/produkt/vinkyl-9-serie-2',
      '/vinkyl',
      '/fristaende-vinkyl',
    ];
    const sitemapSort = [...urls].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    expect([...urls].reverse().sort(sitemapOrder)).toEqual(sitemapSort);
    expect(sitemapSort.indexOf('/produkt/vinkyl-9')).toBeLessThan(sitemapSort.indexOf('/produkt/vinkyl-10'));
  });
});
