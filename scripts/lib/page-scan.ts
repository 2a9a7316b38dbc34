/**
 * What a built page makes the browser load, read from its HTML alone (pure):
 * scripts, stylesheets, inline code, Astro islands with the timing of their
 * client directive, and `<img>` without a size.
 */
import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';

/** When the code of an island is loaded. */
export type Timing = 'load' | 'mobile' | 'scroll' | 'interaction';

export interface Island {
  /** The component's name (Astro's `opts.name`, else the module's file name). */
  readonly name: string;
  /** Astro's client directive: load, idle, media, visible, only, interaction, or another custom one. */
  readonly directive: string;
  readonly timing: Timing;
  /** Module URLs (component, renderer, before-hydration) as written in the page. */
  readonly modules: readonly string[];
}

export interface PageScan {
  /** `<script src>` of any type that runs (module or classic), and modulepreload links. */
  readonly scriptSrcs: readonly string[];
  /** Source of every inline script that runs (not JSON-LD or other data blocks). */
  readonly inlineScripts: readonly string[];
  /** Hrefs of `<link rel="stylesheet">`. */
  readonly stylesheets: readonly string[];
  /** Text of every inline `<style>`. */
  readonly inlineStyles: readonly string[];
  readonly islands: readonly Island[];
  /** `<img>` without a positive integer width and height: their src (or a placeholder). */
  readonly imagesWithoutSize: readonly string[];
  readonly imageCount: number;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * When an island's directive loads its code: client:media only where the
 * query matches (counted as mobile), client:visible on scroll, the site's
 * client:interaction and client:form on the visitor's first interaction;
 * everything else (load, idle, only, unknown custom directives) at load.
 */
export function timingOf(directive: string): Timing {
  if (directive === 'media') return 'mobile';
  if (directive === 'visible') return 'scroll';
  // client:form (src/integrations/form-directive.ts) waits for intent too; it hydrates at
  // load only on a URL that carries one of its form's query keys, which no budgeted page has.
  if (directive === 'interaction' || directive === 'form') return 'interaction';
  return 'load';
}

function isPositiveInteger(value: string | undefined): boolean {
  return value !== undefined && /^\d+$/.test(value.trim()) && Number(value) > 0;
}

function islandName(element: Element, componentUrl: string): string {
  const opts = element.attribs.opts;
  if (opts) {
    try {
      const parsed = JSON.parse(opts) as { name?: unknown };
      if (typeof parsed.name === 'string' && parsed.name) return parsed.name;
    } catch {
      // fall back to the file name
    }
  }
  const file = componentUrl.split('/').pop() ?? componentUrl;
  return file.replace(/\.[^.]+$/, '').replace(/\.[\w-]+$/, '') || '(island)';
}

/** What a page loads, read from its HTML (pure). */
export function scanPage(html: string): PageScan {
  const doc = parseDocument(html);
  const elements = findAll(() => true, doc.children);
  const scriptSrcs: string[] = [];
  const inlineScripts: string[] = [];
  const stylesheets: string[] = [];
  const inlineStyles: string[] = [];
  const islands: Island[] = [];
  const imagesWithoutSize: string[] = [];
  let imageCount = 0;

  for (const element of elements) {
    const attribs = element.attribs;
    switch (element.name) {
      case 'script': {
        const type = (attribs.type ?? '').trim().toLowerCase();
        if (!JS_TYPES.has(type)) break;
        if (attribs.src !== undefined) scriptSrcs.push(attribs.src);
        else {
          const code = textContent(element);
          if (code.trim()) inlineScripts.push(code);
        }
        break;
      }
      case 'link': {
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        if (!attribs.href) break;
        if (rel.includes('stylesheet')) stylesheets.push(attribs.href);
        else if (rel.includes('modulepreload')) scriptSrcs.push(attribs.href);
        break;
      }
      case 'style':
        inlineStyles.push(textContent(element));
        break;
      case 'astro-island': {
        const componentUrl = attribs['component-url'] ?? '';
        const directive = attribs.client ?? 'load';
        const modules = [componentUrl, attribs['renderer-url'] ?? '', attribs['before-hydration-url'] ?? ''].filter(
          (url) => url !== '',
        );
        islands.push({ name: islandName(element, componentUrl), directive, timing: timingOf(directive), modules });
        break;
      }
      case 'img':
        imageCount += 1;
        if (!isPositiveInteger(attribs.width) || !isPositiveInteger(attribs.height)) {
          imagesWithoutSize.push(attribs.src ?? '(img without src)');
        }
        break;
      default:
        break;
    }
  }
  return { scriptSrcs, inlineScripts, stylesheets, inlineStyles, islands, imagesWithoutSize, imageCount };
}
