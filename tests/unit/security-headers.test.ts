/**
 * The CSP step of src/integrations/security-headers.ts: pages read where they
 * rendered (renderedPages' inspectPages) count as read, every other HTML
 * file of dist/ is read from disk, and an unknown inline script fails the
 * build either way. tests/site/headers.test.ts checks the real build's policy
 * against every page read back from dist/.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sha256Source } from '../../src/integrations/csp';
import securityHeaders, { htmlFileOf } from '../../src/integrations/security-headers';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A dist/ with these files (relative path → HTML). */
function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vinkylguiden-headers-'));
  dirs.push(dir);
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), html);
  }
  return dir;
}

const KNOWN = 'known()';
const page = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;

async function run(dir: string, rendered: ReadonlyArray<readonly [string, string]>) {
  const headers = securityHeaders();
  headers.onPrerenderApp({ manifest: { inlinedScripts: new Map([['a', KNOWN]]), clientDirectives: new Map() } });
  for (const [pathname, html] of rendered) {
    headers.inspectPages.onPage(pathname, new TextEncoder().encode(html));
  }
  const lines: string[] = [];
  const hook = headers.hooks['astro:build:done'];
  if (!hook) throw new Error('no astro:build:done hook');
  await hook({ dir: pathToFileURL(`${dir}/`), logger: { info: (line: string) => lines.push(line) } } as never);
  return { lines, policy: readFileSync(path.join(dir, '_headers'), 'utf8') };
}

describe('htmlFileOf', () => {
  it('names the file Astro writes for the page it requested', () => {
    expect(htmlFileOf('/')).toBe('index.html');
    expect(htmlFileOf('/index.html')).toBe('index.html');
    expect(htmlFileOf('/404.html')).toBe('404.html');
    expect(htmlFileOf('/produkt/x.html')).toBe(path.join('produkt', 'x.html'));
    expect(htmlFileOf('/vinkyl/sida/2')).toBe(path.join('vinkyl', 'sida', '2.html'));
    expect(htmlFileOf('/varumarken/m%C3%A4rke.html')).toBe(path.join('varumarken', 'märke.html'));
  });
});

describe('the CSP step', () => {
  it('counts pages read while they rendered, reads every other page from disk, and allows what both hold', async () => {
    const dir = dist({ 'index.html': page(KNOWN), 'produkt/a.html': page(KNOWN), 'extra.html': '<style>b{}</style>' });
    const { lines, policy } = await run(dir, [
      ['/index.html', page(KNOWN)],
      ['/produkt/a.html', page(KNOWN)],
    ]);
    expect(lines).toEqual([
      '_headers: CSP with 1 script and 1 style hashes; 2 of 3 pages read while they rendered, 1 from dist/',
    ]);
    expect(policy).toContain(`script-src 'self' ${sha256Source(KNOWN)}`);
    expect(policy).toContain(`style-src 'self' ${sha256Source('b{}')}`);
  });

  it('reads a rendered page once: what it held when it rendered counts (the site test reads the files back)', async () => {
    // The file on disk differs from what was inspected: the inspected page is what counted.
    const dir = dist({ 'index.html': page('other()') });
    const { lines, policy } = await run(dir, [['/index.html', page(KNOWN)]]);
    expect(lines[0]).toContain('1 of 1 pages read while they rendered, 0 from dist/');
    expect(policy).toContain(sha256Source(KNOWN));
    expect(policy).not.toContain(sha256Source('other()'));
  });

  it('fails the build on an unknown inline script, naming the page, whether read while rendering or from disk', async () => {
    await expect(run(dist({ 'index.html': page(KNOWN) }), [['/index.html', page('alert(1)')]])).rejects.toThrow(
      /^index\.html: unknown inline script/,
    );
    await expect(run(dist({ 'produkt/b.html': page('alert(2)') }), [])).rejects.toThrow(
      /^produkt\/b\.html: unknown inline script/,
    );
  });
});
