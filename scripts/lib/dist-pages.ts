/**
 * Measures every HTML page of a built site (dist/, or a copy of it): per
 * page the HTML, the CSS it links plus its inline `<style>`, and its
 * JavaScript by loading time (./script-graph.ts), raw and gzip; plus every
 * dist/_astro/*.css summed. Reads files only; it never builds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { assetPath, kindOf, type PageKind, urlPathOf } from '../../src/routing/routes';
import { type Island, scanPage } from './page-scan';
import { ROOT } from './repo';
import { classifyPageJs, resolveSpecifier, scriptGraphReady } from './script-graph';
import { type Sizes, sizesOf, sumSizes } from './sizes';

export const DEFAULT_DIST = path.join(ROOT, 'dist');

export interface PageMeasure {
  readonly file: string;
  readonly path: string;
  readonly kind: PageKind;
  readonly html: Sizes;
  readonly css: Sizes;
  readonly jsLoad: Sizes;
  readonly jsMobile: Sizes;
  readonly jsScroll: Sizes;
  readonly jsInteraction: Sizes;
  readonly islands: readonly Island[];
  /** Module URL paths that load at page load (for the report). */
  readonly loadModules: readonly string[];
  /** What the JS at load consists of: each module and the page's inline scripts, gzip. */
  readonly loadParts: readonly { readonly name: string; readonly gzip: number }[];
  readonly imagesWithoutSize: readonly string[];
  readonly imageCount: number;
  readonly problems: readonly string[];
}

/** Reads files of dist/ by URL path, each once. */
class Assets {
  private readonly text = new Map<string, string | null>();
  private readonly sizes = new Map<string, Sizes>();
  constructor(private readonly dir: string) {}

  read = (url: string): string | null => {
    let value = this.text.get(url);
    if (value === undefined) {
      let file: string | null;
      try {
        file = path.resolve(this.dir, `.${decodeURIComponent(url)}`);
      } catch {
        file = null; // malformed percent-encoding: not a file of the build
      }
      value = file?.startsWith(this.dir + path.sep) && existsSync(file) ? readFileSync(file, 'utf8') : null;
      this.text.set(url, value);
    }
    return value;
  };

  /** Sizes of inline code; pages repeat the same inline scripts and styles. */
  inlineSize(code: string): Sizes {
    let value = this.sizes.get(`inline:${code}`);
    if (!value) {
      value = sizesOf(code);
      this.sizes.set(`inline:${code}`, value);
    }
    return value;
  }

  size(url: string): Sizes {
    let value = this.sizes.get(url);
    if (!value) {
      value = sizesOf(this.read(url) ?? '');
      this.sizes.set(url, value);
    }
    return value;
  }
}

export interface SiteMeasure {
  readonly dir: string;
  readonly pages: readonly PageMeasure[];
  /** Every dist/_astro/*.css, summed. */
  readonly siteCss: Sizes;
  readonly cssFiles: readonly string[];
}

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The build output is missing: nothing to measure (a usage error, not a breach). */
export class DistMissingError extends Error {
  override readonly name = 'DistMissingError';
}

/** Throws DistMissingError unless `dir` holds a build; `reader` names the tool in the message. */
export function assertBuilt(dir: string, reader = 'the budget'): void {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new DistMissingError(
      `${path.join(dir, 'index.html')} is missing: run \`npm run build\` first (${reader} reads dist/ and never builds).`,
    );
  }
}

/** Measures every HTML page of a built site. */
export async function measureSite(dirArg: string): Promise<SiteMeasure> {
  const dir = path.resolve(dirArg);
  assertBuilt(dir);
  await scriptGraphReady;
  const assets = new Assets(dir);
  const pages = htmlFiles(dir).map((file): PageMeasure => {
    const urlPath = urlPathOf(file);
    const pageUrl = `/${file}`;
    const html = readFileSync(path.join(dir, file), 'utf8');
    const scan = scanPage(html);
    const js = classifyPageJs(scan, pageUrl, assets.read);
    const moduleSizes = (set: ReadonlySet<string>) => sumSizes([...set].map((url) => assets.size(url)));
    const inline = assets.inlineSize(js.inline.join('\n'));
    const cssUrls = [...new Set(scan.stylesheets.map((href) => resolveSpecifier(href, pageUrl)))];
    const problems = [...js.problems];
    for (const [index, url] of cssUrls.entries()) {
      if (url === null) problems.push(`${urlPath}: stylesheet ${scan.stylesheets[index]} is not a file of this site`);
      else if (assets.read(url) === null) problems.push(`${urlPath}: stylesheet ${url} is missing from the build`);
    }
    const css = sumSizes([
      ...cssUrls.flatMap((url) => (url === null ? [] : [assets.size(url)])),
      assets.inlineSize(scan.inlineStyles.join('\n')),
    ]);
    return {
      file,
      path: urlPath,
      kind: kindOf(urlPath),
      html: sizesOf(html),
      css,
      jsLoad: sumSizes([moduleSizes(js.load), inline]),
      jsMobile: moduleSizes(js.mobile),
      jsScroll: moduleSizes(js.scroll),
      jsInteraction: moduleSizes(js.interaction),
      islands: scan.islands,
      loadModules: [...js.load],
      loadParts: [
        ...(inline.raw > 0 ? [{ name: `${js.inline.length} inline script(s)`, gzip: inline.gzip }] : []),
        ...[...js.load].map((url) => ({ name: url, gzip: assets.size(url).gzip })),
      ],
      imagesWithoutSize: scan.imagesWithoutSize,
      imageCount: scan.imageCount,
      problems,
    };
  });
  const astroDir = path.join(dir, '_astro');
  const cssFiles = existsSync(astroDir)
    ? readdirSync(astroDir)
        .filter((name) => name.endsWith('.css'))
        .sort()
    : [];
  const siteCss = sumSizes(cssFiles.map((name) => assets.size(assetPath(name))));
  return { dir, pages, siteCss, cssFiles };
}
