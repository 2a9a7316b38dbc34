/**
 * The sitemap's filter (spec §2: the sitemap lists exactly the canonical
 * pages). A page is listed when its route is one the route table marks
 * `indexed` (src/render/sitemap.ts) and its own head says `index`: a page
 * of an indexed route can still be thin content, such as a price-drops list
 * with no proven drop right now (src/render/routes/deals.ts), which stays
 * reachable but says `noindex, follow`. The route function decides once;
 * the head carries it, and the sitemap follows the head, so the two cannot
 * disagree.
 *
 * Each page's robots meta is read as it renders (renderedPages'
 * inspectPages, before @astrojs/sitemap runs in `astro:build:done`): a
 * search for one short byte sequence near the top of the page, no parse. A
 * page without a robots meta in its head fails the build, so a change to
 * how src/components/Head.astro writes it cannot silently put noindex pages
 * in the sitemap.
 */
import { ROBOTS } from '../render/seo';
import { includeInSitemap } from '../render/sitemap';
import { urlPathOf } from '../routing/routes';
import type { PageInspector } from './rendered-pages/index';

/** How src/components/Head.astro writes the robots meta, up to its content. */
const ROBOTS_META = Buffer.from('<meta name="robots" content="', 'utf8');
const HEAD_END = Buffer.from('</head>', 'utf8');
const QUOTE = 0x22;

/** The content of a page's robots meta, or null when its head has none. */
export function robotsOf(page: Uint8Array): string | null {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const at = bytes.indexOf(ROBOTS_META);
  if (at === -1 || bytes.subarray(0, at).indexOf(HEAD_END) !== -1) return null;
  const start = at + ROBOTS_META.length;
  const end = bytes.indexOf(QUOTE, start);
  return end === -1 ? null : bytes.toString('utf8', start, end);
}

/** A URL path as one key whether it came percent-encoded or not: `/prisfall/vinkyl`, `/`. */
function pathKey(pathname: string): string {
  const bare = urlPathOf(pathname.replace(/^\//, '')).replace(/(.)\/$/, '$1');
  try {
    return decodeURIComponent(bare);
  } catch {
    return bare;
  }
}

export interface SitemapPages {
  /** Pass to renderedPages({ inspectPages }): reads each page's robots meta as it renders. */
  readonly inspectPages: PageInspector;
  /** @astrojs/sitemap's `filter`: an indexed route's page that did not say noindex. */
  readonly filter: (url: string) => boolean;
}

export default function sitemapPages(): SitemapPages {
  let seen = 0;
  // Only the noindex pages are kept: a handful, never the catalogue.
  const noindex = new Set<string>();
  return {
    inspectPages: {
      onPage(pathname, page) {
        const robots = robotsOf(page);
        if (robots !== ROBOTS.index && robots !== ROBOTS.noindex) {
          throw new Error(
            `${pathname}: ${robots === null ? 'no robots meta in its head' : `robots meta ${JSON.stringify(robots)}`}; ` +
              `the sitemap reads "${ROBOTS.index}" or "${ROBOTS.noindex}" as src/components/Head.astro writes it`,
          );
        }
        seen += 1;
        if (robots === ROBOTS.noindex) noindex.add(pathKey(pathname));
      },
    },
    filter(url) {
      if (seen === 0) {
        throw new Error(
          'sitemap: no page was read as it rendered; wire renderedPages({ inspectPages: [sitemapPages.inspectPages] }) in astro.config.ts',
        );
      }
      return includeInSitemap(url) && !noindex.has(pathKey(new URL(url).pathname));
    },
  };
}
