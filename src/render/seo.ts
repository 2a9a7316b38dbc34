import { common } from '../copy/common';
import { productPage } from '../copy/pages';
import { absoluteUrl } from '../routing/routes';

/**
 * The head of a page as data: a pure function builds it, one small
 * component (src/components/Head.astro) renders it, and unit tests check it.
 */

export const SITE_NAME = common.siteName;

export interface HeadInput {
  /** Page title without the site name. */
  readonly title: string;
  readonly description: string;
  /** Root-relative path of the canonical page, without .html or trailing slash. */
  readonly path: string;
  readonly keywords?: readonly string[];
  /** Absolute or root-relative image for Open Graph / Twitter cards. */
  readonly image?: string | null;
  /** og:type; "website" unless a post ("article") or product. */
  readonly type?: 'website' | 'article' | 'product';
  /**
   * Not-found views, tools and lists with nothing in them stay out of search
   * engines (and so out of the sitemap): robots noindex, no canonical link.
   */
  readonly noindex?: boolean;
  /** JSON-LD objects for this page. */
  readonly jsonLd?: readonly object[];
  /** Other forms of this page, e.g. its Atom feed (issue 38 §2): `<link rel="alternate">` in the head. */
  readonly alternates?: readonly AlternateInput[];
}

export interface AlternateInput {
  /** Media type, e.g. application/atom+xml. */
  readonly type: string;
  readonly title: string;
  /** Root-relative path of the file. */
  readonly path: string;
}

/** A `<link rel="alternate">`: its href is absolute, as a feed reader that finds it elsewhere needs it. */
export interface Alternate {
  readonly type: string;
  readonly title: string;
  readonly href: string;
}

export interface HeadData {
  readonly title: string;
  readonly description: string;
  readonly canonical: string | null;
  readonly meta: readonly { readonly name?: string; readonly property?: string; readonly content: string }[];
  readonly jsonLd: readonly string[];
  readonly alternates: readonly Alternate[];
}

/**
 * The robots meta's content. Every page states one; the sitemap lists only
 * pages whose own head says `index` (src/integrations/sitemap-pages.ts reads
 * it from each rendered page).
 */
export const ROBOTS = { index: 'index, follow', noindex: 'noindex, follow' } as const;

const DEFAULT_IMAGE = '/og-image.png';
const MAX_DESCRIPTION = 160;

/**
 * Trailing spaces and punctuation before an ellipsis. The lookbehind lets a
 * match start only where a run starts: a bare `[…]+$` retries from every
 * character of a long run and is quadratic (tests/unit/redos.test.ts).
 */
const TRAILING_PUNCTUATION = /(?<![\s,;:–-])[\s,;:–-]+$/u;

/** Meta descriptions are cut at a word boundary near 160 characters. */
export function clampDescription(text: string, max = MAX_DESCRIPTION): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(TRAILING_PUNCTUATION, '')}…`;
}

/**
 * A bottle count in a name ("52 flaskor"). One digit before the word is the
 * same test as `\d+`, without retrying a long run of digits from each of them.
 */
const STATES_CAPACITY = /\d\s*(?:flaskor|buteljer)/i;

/**
 * A product page's title: the name, plus the bottle count when the feed
 * knows it and the name does not already say it ("… – 52 flaskor").
 */
export function productTitle(product: { name: string; capacity: number | null }): string {
  if (product.capacity === null || STATES_CAPACITY.test(product.name)) return product.name;
  return productPage.titleWithCapacity(product.name, product.capacity);
}

/** "Titel | Vinkylguiden", unless the title already names the site. */
export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no string can close the script. */
export function serialiseJsonLd(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function buildHead(input: HeadInput, site: string | URL): HeadData {
  const title = pageTitle(input.title);
  const description = clampDescription(input.description);
  const canonical = input.noindex ? null : absoluteUrl(input.path, site);
  const image = absoluteUrl(input.image ?? DEFAULT_IMAGE, site);
  const meta: { name?: string; property?: string; content: string }[] = [{ name: 'description', content: description }];
  // Commas separate keywords, so a keyword may not contain one (product names do).
  const keywords = (input.keywords ?? []).map((k) => k.replace(/,/g, ' ').replace(/\s+/g, ' ').trim()).filter(Boolean);
  if (keywords.length > 0) meta.push({ name: 'keywords', content: keywords.join(', ') });
  meta.push({ name: 'robots', content: input.noindex ? ROBOTS.noindex : ROBOTS.index });
  meta.push(
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: 'sv_SE' },
    {
      property: 'og:type',
      content: input.type === 'article' ? 'article' : input.type === 'product' ? 'product' : 'website',
    },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
  );
  if (canonical) meta.push({ property: 'og:url', content: canonical });
  meta.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  );
  const alternates = (input.alternates ?? []).map(({ type, title: name, path }) => ({
    type,
    title: name,
    href: absoluteUrl(path, site),
  }));
  return { title, description, canonical, meta, jsonLd: (input.jsonLd ?? []).map(serialiseJsonLd), alternates };
}
