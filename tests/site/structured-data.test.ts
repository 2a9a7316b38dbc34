/**
 * JSON-LD of the real build (spec §2 "Page metadata", issue 4 "Metadata and
 * structured data"): every block parses, is typed and has no empty field,
 * carries the properties its type needs, and says what the page shows: the
 * visible H1, price, delivery text, breadcrumb, product cards, post cards and
 * FAQ questions are read from the same HTML and compared. Every URL it names
 * on our site is asked of the preview server (Netlify's rules over dist/).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { type Document, type Element, isTag } from 'domhandler';
import { nextElementSibling } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preview } from '../../scripts/lib/preview-server';
import { categoryCopy } from '../../src/copy/categories';
import { productPage } from '../../src/copy/pages';
import type { PageKind } from '../../src/routing/routes';
import { describeIssue, richResultIssues } from '../support/structured-data';
import {
  all,
  attr,
  canonicals,
  DIST,
  hasAttr,
  htmlPages,
  htmlText,
  isObject,
  type Json,
  type JsonObject,
  jsonLd,
  ldOfType,
  main,
  one,
  openPreview,
  type Page,
  page,
  parseSek,
  pool,
  readData,
  SITE,
  statusCache,
  tag,
  text,
} from './site';

interface ProductRow {
  readonly slug: string;
  readonly sku: string;
  readonly image_url: string | null;
  readonly url: string;
  readonly price: number;
  readonly regular_price: number | null;
  readonly price_reduction: { readonly reference: number; readonly percent: number } | null;
  readonly in_stock: boolean;
  readonly brand: string | null;
}
interface PostRow {
  readonly slug: string;
  readonly title: string;
  readonly published_at: string;
  readonly updated_at: string;
  readonly faq: readonly unknown[];
}

const products = readData<ProductRow[]>('products.json');
const posts = readData<PostRow[]>('posts.json');
const brands = readData<{ slug: string; product_count: number }[]>('brands.json');

const DAY = 86_400_000;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const FAQ_HEADING = /^(vanliga frågor|vanliga frågor och svar|frågor och svar|faq)\b/iu;
/** Spec §2: categories with FAQs. */
const FAQ_CATEGORIES = [
  'vinkyl',
  'fristaende-vinkyl',
  'inbyggbar-vinkyl',
  'integrerbar-vinkyl',
  'vinstall',
  'vinlagringsskap',
  'kylaggregat',
  'vinkallare',
  'olkyl',
  'vinrum-och-vinkallare',
  'vintillbehor',
];

/** The @types each kind of page carries; FAQPage is added where the page shows an FAQ. */
const TYPES: Readonly<Record<PageKind, readonly string[]>> = {
  home: ['WebSite'],
  category: ['BreadcrumbList', 'CollectionPage'],
  'category-page': ['BreadcrumbList', 'CollectionPage'],
  products: ['BreadcrumbList', 'CollectionPage'],
  product: ['BreadcrumbList', 'Product'],
  brands: ['BreadcrumbList'],
  brand: ['BreadcrumbList', 'CollectionPage'],
  'brand-page': ['BreadcrumbList', 'CollectionPage'],
  blog: ['BreadcrumbList', 'Blog'],
  post: ['BreadcrumbList', 'BlogPosting'],
  'not-found': [],
  info: ['BreadcrumbList'],
  // A noindex view (issue 14): no canonical URL for a BreadcrumbList to end at.
  compare: [],
  search: [],
  deals: ['BreadcrumbList', 'CollectionPage'],
};

// Representatives of every page type the brief names, picked from the data.
// A reduction the price history proves, and a "sale" whose original price was never charged.
const regularPriced = products.find((p) => p.price_reduction !== null && p.in_stock);
const fakeSale = products.find((p) => p.regular_price !== null && p.price_reduction === null);
const backorder = products.find((p) => !p.in_stock);
const faqPost = posts.find((p) => p.faq.length > 0 && p.slug !== 'vinkyl-ikea-guide');
const brandWithProducts = brands.find((b) => b.product_count > 1);
if (!regularPriced || !fakeSale || !backorder || !faqPost || !brandWithProducts) {
  throw new Error('the data has no product with a regular price, no backorder product or no post with an FAQ');
}
const REPRESENTATIVES: readonly (readonly [string, string])[] = [
  ['home', '/'],
  ['category /vinkyl (guide + FAQ)', '/vinkyl'],
  ['category /fristaende-vinkyl (guide + FAQ)', '/fristaende-vinkyl'],
  ['category /vinstall', '/vinstall'],
  [`product with a proven reduction (${regularPriced.slug})`, regularPriced.url],
  [`product with a fake sale (${fakeSale.slug})`, fakeSale.url],
  [`product out of stock (${backorder.slug})`, backorder.url],
  ['all products /produkt', '/produkt'],
  ['brand list /varumarken', '/varumarken'],
  [`brand page /varumarken/${brandWithProducts.slug}`, `/varumarken/${brandWithProducts.slug}`],
  ['blog list /vinbloggen', '/vinbloggen'],
  [`post with a "Vanliga frågor" FAQ (${faqPost.slug})`, `/vinbloggen/${faqPost.slug}`],
  ['post vinkyl-ikea-guide', '/vinbloggen/vinkyl-ikea-guide'],
];

let preview: Preview;
let status: (target: string) => Promise<number>;

beforeAll(async () => {
  preview = await openPreview();
  status = statusCache(preview);
});

afterAll(async () => {
  await preview?.close();
});

// --- visible data ------------------------------------------------------------

const absolute = (href: string): string => new URL(href, SITE).href;
const ownUrl = (urlPath: string): string => absolute(urlPath);

function h1(doc: Document): string {
  const found = all(doc, tag('h1'));
  return found.length === 1 && found[0] ? text(found[0]) : `<${found.length} h1>`;
}

/** The breadcrumb trail as shown: label and (absolute) link per crumb. */
function visibleCrumbs(doc: Document): { name: string; href: string | null }[] {
  const nav = one(main(doc), (e) => e.name === 'nav' && e.attribs['aria-label'] === 'Brödsmulor');
  if (!nav) return [];
  return all(nav, tag('li')).map((li) => {
    const link = one(li, tag('a'));
    const label = link ?? one(li, hasAttr('aria-current', 'page'));
    return { name: label ? text(label) : text(li), href: link ? absolute(attr(link, 'href') ?? '') : null };
  });
}

/**
 * The products a page lists, in order: absolute URL and name. A listing's are its product cards; a
 * price-drop list's (issue 38 §2) are its rows' products, each once (two shops' drops of one product are
 * one item of the list).
 */
function productCards(doc: Document): { url: string; name: string }[] {
  const rows = all(main(doc), hasAttr('data-deal'));
  if (rows.length > 0) {
    const products = rows.map((row) => {
      const link = one(row, hasAttr('data-deal-product'));
      return { url: link ? absolute(attr(link, 'href') ?? '') : '', name: link ? text(link) : '' };
    });
    return [...new Map(products.map((product) => [product.url, product])).values()];
  }
  // A <template>'s content is not part of the page (the listing filter's card templates).
  const inTemplate = (node: Element): boolean =>
    node.parent !== null && ((node.parent as Element).name === 'template' || inTemplate(node.parent as Element));
  return all(main(doc), (e) => hasAttr('data-product-card')(e) && !inTemplate(e)).map((card) => {
    const link = one(card, (e) => e.name === 'a' && /^\/produkt\//.test(e.attribs.href ?? ''));
    return { url: link ? absolute(attr(link, 'href') ?? '') : '', name: link ? text(link) : '' };
  });
}

interface Faq {
  readonly question: string;
  readonly answer: string;
}

/** FAQ shown as accordions (home, categories, products) or as a post's "Vanliga frågor" section. */
function visibleFaq(p: Page): Faq[] {
  if (p.kind === 'post') return postFaq(p.doc);
  return all(main(p.doc), hasAttr('data-accordion')).flatMap((accordion) =>
    all(accordion, tag('details')).map((details) => {
      const summary = one(details, tag('summary'));
      const question = summary ? one(summary, tag('span')) : null;
      const answer = details.children.filter((child) => isTag(child) && child.name === 'div');
      return { question: question ? text(question) : '', answer: text(answer) };
    }),
  );
}

function postFaq(doc: Document): Faq[] {
  const article = one(main(doc), tag('article'));
  const prose = article
    ? one(article, (e) => e.name === 'div' && (e.attribs.class ?? '').split(/\s+/).includes('prose-copy'))
    : null;
  if (!prose) return [];
  const blocks = prose.children.filter(isTag);
  const start = blocks.findIndex((block) => ['h2', 'h3'].includes(block.name) && FAQ_HEADING.test(text(block)));
  if (start === -1) return [];
  const level = blocks[start]?.name === 'h2' ? 2 : 3;
  const isQuestion = (block: Element) =>
    (level === 2 && ['h3', 'h4'].includes(block.name)) ||
    (level === 3 && block.name === 'h4') ||
    (block.name === 'p' &&
      block.children.filter((c) => text(c) !== '').length === 1 &&
      block.children.some((c) => isTag(c) && ['strong', 'b'].includes(c.name)));
  const stop = level === 2 ? ['h2'] : ['h2', 'h3'];
  const faq: { question: string; answer: Element[] }[] = [];
  for (const block of blocks.slice(start + 1)) {
    if (stop.includes(block.name)) break;
    if (isQuestion(block)) faq.push({ question: text(block), answer: [] });
    else faq.at(-1)?.answer.push(block);
  }
  return faq.map((entry) => ({ question: entry.question, answer: text(entry.answer) }));
}

/** Price, delivery text and brand shown next to the product's H1. */
/** The offers list of a product page: each row's shop, price and stock. */
function visibleOffers(doc: Document): { shop: string; price: number; inStock: boolean }[] {
  return all(main(doc), hasAttr('data-offer')).map((row) => {
    const shop = one(row, hasAttr('data-offer-shop'));
    const price = one(row, (e) => e.name === 'span' && /\bfont-bold\b/.test(e.attribs.class ?? ''));
    const stock = one(row, hasAttr('data-offer-stock'));
    return {
      shop: shop ? text(shop) : '',
      price: price ? parseSek(text(price)) : Number.NaN,
      inStock: stock ? text(stock) === productPage.offerInStock : false,
    };
  });
}

function visibleProduct(doc: Document): { price: number | null; delivery: string; brand: string | null } {
  const heading = one(doc, tag('h1'));
  const column = heading?.parent && isTag(heading.parent) ? heading.parent : null;
  const priceLine = column
    ? one(column, (e) => e.name === 'span' && /\bfont-bold\b/.test(e.attribs.class ?? ''))
    : null;
  const delivery = one(main(doc), hasAttr('data-delivery'));
  const brandTerm = all(main(doc), tag('dt')).find((dt) => text(dt) === productPage.brandLabel);
  const brandValue = brandTerm ? nextElementSibling(brandTerm) : null;
  let price: number | null = null;
  try {
    price = priceLine ? parseSek(text(priceLine)) : null;
  } catch {
    price = null;
  }
  return { price, delivery: delivery ? text(delivery) : '', brand: brandValue ? text(brandValue) : null };
}

// --- checks (each returns problems; [] means the page is right) ----------------

/** Nothing empty anywhere: no null, "", [], and no stringified undefined/null/NaN. */
function emptyFields(value: Json, where = '$'): string[] {
  if (value === null) return [`${where} is null`];
  if (typeof value === 'string') {
    if (value.trim() === '') return [`${where} is an empty string`];
    if (['undefined', 'null', 'NaN', '[object Object]'].includes(value.trim())) return [`${where} is "${value}"`];
    return [];
  }
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${where} is ${value}`];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${where} is an empty array`];
    return value.flatMap((item, index) => emptyFields(item, `${where}[${index}]`));
  }
  if (typeof value === 'object') {
    if (Object.keys(value).length === 0) return [`${where} is an empty object`];
    return Object.entries(value).flatMap(([key, item]) => emptyFields(item, `${where}.${key}`));
  }
  return [];
}

function genericProblems(p: Page): string[] {
  const problems: string[] = [];
  for (const [index, block] of jsonLd(p.doc).entries()) {
    if (block.error) {
      problems.push(`block ${index} is not JSON: ${block.error}`);
      continue;
    }
    const value = block.value;
    if (!isObject(value)) {
      problems.push(`block ${index} is not an object`);
      continue;
    }
    if (value['@context'] !== 'https://schema.org') problems.push(`block ${index} @context is ${value['@context']}`);
    if (typeof value['@type'] !== 'string' || value['@type'] === '') problems.push(`block ${index} has no @type`);
    problems.push(...emptyFields(value, `${value['@type']}`));
  }
  return problems;
}

/**
 * A price-drops list with no drop right now: noindex without a canonical
 * link (src/render/routes/deals.ts), so, like the views, no JSON-LD.
 */
const isEmptyDealsList = (p: Page): boolean => p.kind === 'deals' && one(p.doc, hasAttr('data-deals-empty')) !== null;

function typeProblems(p: Page): string[] {
  const actual = jsonLd(p.doc)
    .map((block) => (isObject(block.value) ? String(block.value['@type']) : '?'))
    .sort();
  const types = isEmptyDealsList(p) ? [] : TYPES[p.kind];
  const expected = [...types, ...(visibleFaq(p).length > 0 ? ['FAQPage'] : [])].sort();
  return JSON.stringify(actual) === JSON.stringify(expected)
    ? []
    : [`@types ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`];
}

const list = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const obj = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const str = (value: Json | undefined): string => (typeof value === 'string' ? value : '');

/** Absolute URL on our site, or a problem. */
function onSite(url: string, what: string): string[] {
  if (!url.startsWith(`${SITE}/`)) return [`${what} ${JSON.stringify(url)} is not an absolute URL on ${SITE}`];
  return [];
}

async function answers200(url: string, what: string): Promise<string[]> {
  const code = await status(url);
  return code === 200 ? [] : [`${what} ${url} answers ${code}, not 200`];
}

async function breadcrumbProblems(p: Page): Promise<string[]> {
  const lists = ldOfType(p.doc, 'BreadcrumbList');
  // Noindex views (not-found, the compare page, the search page, an empty price-drops list) carry no BreadcrumbList.
  if (lists.length !== 1)
    return p.kind === 'home' ||
      p.kind === 'not-found' ||
      p.kind === 'compare' ||
      p.kind === 'search' ||
      isEmptyDealsList(p)
      ? []
      : [`${lists.length} BreadcrumbList`];
  const problems: string[] = [];
  const items = list(lists[0]?.itemListElement).map(obj);
  if (items.length < 2) problems.push(`BreadcrumbList has ${items.length} items`);
  const shown = visibleCrumbs(p.doc);
  for (const [index, item] of items.entries()) {
    const where = `BreadcrumbList[${index}]`;
    if (item['@type'] !== 'ListItem') problems.push(`${where} @type ${item['@type']}`);
    if (item.position !== index + 1) problems.push(`${where} position ${item.position}, expected ${index + 1}`);
    if (!str(item.name)) problems.push(`${where} has no name`);
    const url = str(item.item);
    problems.push(...onSite(url, `${where}.item`));
    if (url.startsWith(`${SITE}/`)) problems.push(...(await answers200(url, `${where}.item`)));
    const crumb = shown[index];
    if (crumb && crumb.name !== item.name)
      problems.push(`${where} name ${JSON.stringify(item.name)}, shown "${crumb.name}"`);
    if (crumb?.href && crumb.href !== url) problems.push(`${where} item ${url}, the visible crumb links ${crumb.href}`);
  }
  if (shown.length !== items.length)
    problems.push(`BreadcrumbList has ${items.length} items, the page shows ${shown.length}`);
  const last = items.at(-1);
  if (last && last.item !== canonicals(p.doc)[0]) problems.push(`last crumb ${last.item} is not the canonical URL`);
  if (items[0] && items[0].item !== `${SITE}/`) problems.push(`first crumb ${items[0].item} is not the home page`);
  return problems;
}

async function collectionProblems(p: Page): Promise<string[]> {
  const pages = ldOfType(p.doc, 'CollectionPage');
  if (pages.length === 0) return [];
  if (pages.length > 1) return [`${pages.length} CollectionPage blocks`];
  const collection = obj(pages[0]);
  const problems: string[] = [];
  if (!str(collection.name)) problems.push('CollectionPage has no name');
  if (collection.url !== canonicals(p.doc)[0]) problems.push(`CollectionPage url ${collection.url} is not canonical`);
  const itemList = obj(collection.mainEntity);
  if (itemList['@type'] !== 'ItemList') return [...problems, `CollectionPage.mainEntity is ${itemList['@type']}`];
  const items = list(itemList.itemListElement).map(obj);
  const cards = productCards(p.doc);
  if (items.length > 20) problems.push(`ItemList has ${items.length} items (max 20)`);
  if (itemList.numberOfItems !== items.length) {
    problems.push(`numberOfItems ${itemList.numberOfItems}, the list has ${items.length}`);
  }
  if (items.length !== Math.min(20, cards.length)) {
    problems.push(`ItemList has ${items.length} items, the page shows ${cards.length} product cards`);
  }
  for (const [index, item] of items.entries()) {
    const where = `ItemList[${index}]`;
    const url = str(item.url);
    if (item['@type'] !== 'ListItem') problems.push(`${where} @type ${item['@type']}`);
    if (item.position !== index + 1) problems.push(`${where} position ${item.position}`);
    problems.push(...onSite(url, `${where}.url`));
    if (!/^\/produkt\/[^/]+$/.test(new URL(url || 'x:', SITE).pathname))
      problems.push(`${where} ${url} is no product page`);
    else {
      problems.push(...(await answers200(url, `${where}.url`)));
      const target = htmlPages().find((candidate) => ownUrl(candidate.path) === url);
      if (!target) problems.push(`${where} ${url} has no page in dist/`);
      else if (item.name !== undefined && item.name !== h1(target.doc)) {
        problems.push(`${where} name ${JSON.stringify(item.name)}, the product page's H1 is "${h1(target.doc)}"`);
      }
    }
    const card = cards[index];
    if (card && card.url !== url) problems.push(`${where} ${url}, but product card ${index + 1} links ${card.url}`);
  }
  return problems;
}

function faqProblems(p: Page): string[] {
  const blocks = ldOfType(p.doc, 'FAQPage');
  const shown = visibleFaq(p);
  if (blocks.length === 0)
    return shown.length > 0 ? [`the page shows ${shown.length} FAQ items but has no FAQPage`] : [];
  if (blocks.length > 1) return [`${blocks.length} FAQPage blocks`];
  const questions = list(obj(blocks[0]).mainEntity).map(obj);
  const problems: string[] = [];
  const asData = questions.map((q) => ({
    type: q['@type'],
    question: str(q.name),
    answerType: obj(q.acceptedAnswer)['@type'],
    answer: htmlText(str(obj(q.acceptedAnswer).text)),
  }));
  for (const [index, q] of asData.entries()) {
    if (q.type !== 'Question' || q.answerType !== 'Answer')
      problems.push(`FAQPage[${index}] is ${q.type}/${q.answerType}`);
  }
  const a = JSON.stringify(asData.map(({ question, answer }) => ({ question, answer })));
  const b = JSON.stringify(shown);
  if (a !== b) problems.push(`FAQPage does not match the visible FAQ:\n  json-ld: ${a}\n  visible: ${b}`);
  return problems;
}

async function blogProblems(p: Page): Promise<string[]> {
  const blogs = ldOfType(p.doc, 'Blog');
  if (blogs.length === 0) return [];
  const blog = obj(blogs[0]);
  const problems: string[] = [];
  if (blog.url !== canonicals(p.doc)[0]) problems.push(`Blog url ${blog.url} is not canonical`);
  if (obj(blog.publisher)['@type'] !== 'Organization') problems.push('Blog has no Organization publisher');
  const listed = list(blog.blogPost).map(obj);
  const cards = all(main(p.doc), hasAttr('data-post-card')).map((card) => {
    const link = one(card, (e) => e.name === 'a' && /^\/vinbloggen\//.test(e.attribs.href ?? ''));
    return { headline: link ? text(link) : '', url: link ? absolute(attr(link, 'href') ?? '') : '' };
  });
  const fromLd = listed.map((post) => ({ headline: str(post.headline), url: str(post.url) }));
  if (JSON.stringify(fromLd) !== JSON.stringify(cards)) {
    problems.push(
      `Blog.blogPost ≠ the post cards shown:\n  json-ld: ${JSON.stringify(fromLd)}\n  shown: ${JSON.stringify(cards)}`,
    );
  }
  for (const [index, post] of listed.entries()) {
    if (post['@type'] !== 'BlogPosting') problems.push(`blogPost[${index}] @type ${post['@type']}`);
    if (!ISO_DATETIME.test(str(post.datePublished)))
      problems.push(`blogPost[${index}] datePublished ${post.datePublished}`);
    problems.push(...(await answers200(str(post.url), `blogPost[${index}].url`)));
  }
  return problems;
}

/** The day of an instant in Swedish time, as the page's <time datetime> shows it. */
const stockholmDay = (iso: string): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(new Date(iso));

async function blogPostingProblems(p: Page): Promise<string[]> {
  const postings = ldOfType(p.doc, 'BlogPosting');
  if (postings.length === 0) return [];
  const posting = obj(postings[0]);
  const problems: string[] = [];
  const canonical = canonicals(p.doc)[0];
  const row = posts.find((post) => `/vinbloggen/${post.slug}` === p.path);
  if (posting.headline !== h1(p.doc)) problems.push(`headline ${JSON.stringify(posting.headline)} ≠ H1 "${h1(p.doc)}"`);
  const published = str(posting.datePublished);
  if (!ISO_DATETIME.test(published))
    problems.push(`datePublished ${JSON.stringify(published)} is not an ISO date-time`);
  if (posting.dateModified !== undefined && !ISO_DATETIME.test(str(posting.dateModified))) {
    problems.push(`dateModified ${JSON.stringify(posting.dateModified)} is not an ISO date-time`);
  }
  if (row && published !== row.published_at)
    problems.push(`datePublished ${published} ≠ published_at ${row.published_at}`);
  const time = one(one(main(p.doc), tag('article')) ?? main(p.doc), tag('time'));
  if (!time || (ISO_DATETIME.test(published) && attr(time, 'datetime') !== stockholmDay(published))) {
    problems.push(`datePublished ${published}, the page shows <time datetime="${time ? attr(time, 'datetime') : ''}">`);
  }
  const author = obj(posting.author);
  if (!['Person', 'Organization'].includes(str(author['@type'])) || !str(author.name)) {
    problems.push(`author ${JSON.stringify(posting.author)}`);
  }
  const byline = all(main(p.doc), tag('span'))
    .map((span) => text(span))
    .find((line) => line.startsWith('Av '));
  if (byline && byline !== `Av ${author.name}`) problems.push(`author ${author.name}, the page shows "${byline}"`);
  const publisher = obj(posting.publisher);
  if (publisher['@type'] !== 'Organization' || !str(publisher.name))
    problems.push('publisher is no named Organization');
  const logo = str(obj(publisher.logo).url);
  problems.push(...onSite(logo, 'publisher.logo.url'), ...(logo ? await answers200(logo, 'publisher.logo.url') : []));
  const image = str(posting.image);
  if (!/^https?:\/\/[^/]+\//.test(image)) problems.push(`image ${JSON.stringify(image)} is not absolute`);
  else if (image.startsWith(`${SITE}/`)) problems.push(...(await answers200(image, 'image')));
  const shownImage = one(one(main(p.doc), tag('article')) ?? main(p.doc), tag('img'));
  if (shownImage && absolute(attr(shownImage, 'src') ?? '') !== image) {
    problems.push(`image ${image}, the article shows ${attr(shownImage, 'src')}`);
  }
  if (posting.url !== canonical) problems.push(`url ${posting.url} is not canonical ${canonical}`);
  if (obj(posting.mainEntityOfPage)['@id'] !== canonical) problems.push('mainEntityOfPage.@id is not canonical');
  return problems;
}

/** When the build ran: the page file's modification time. */
const builtAt = (p: Page): Date => statSync(path.join(DIST, p.file)).mtime;

async function productProblems(p: Page): Promise<string[]> {
  const found = ldOfType(p.doc, 'Product');
  if (found.length === 0) return [];
  if (found.length > 1) return [`${found.length} Product blocks`];
  const product = obj(found[0]);
  const problems: string[] = [];
  const canonical = canonicals(p.doc)[0];
  const shown = visibleProduct(p.doc);
  const row = products.find((candidate) => candidate.url === p.path);
  if (product.name !== h1(p.doc)) problems.push(`name ${JSON.stringify(product.name)} ≠ H1 "${h1(p.doc)}"`);
  if (!str(product.sku)) problems.push('no sku');
  else if (row && product.sku !== row.sku) problems.push(`sku ${product.sku} ≠ data ${row.sku}`);
  if (product.url !== canonical) problems.push(`url ${product.url} is not canonical`);
  const brand = obj(product.brand);
  if (shown.brand !== null && (brand['@type'] !== 'Brand' || brand.name !== shown.brand)) {
    problems.push(`brand ${JSON.stringify(product.brand)}, the page shows "${shown.brand}"`);
  }
  if (shown.brand === null && product.brand !== undefined) problems.push('brand in JSON-LD but none shown');
  const image = str(product.image);
  if (image && !/^https?:\/\/[^/]+\//.test(image)) problems.push(`image ${image} is not absolute`);
  if (image.startsWith(`${SITE}/`)) problems.push(...(await answers200(image, 'image')));

  if (Array.isArray(product.offers)) return [...problems, 'offers is an array; an Offer or AggregateOffer expected'];
  const shownOffers = visibleOffers(p.doc);
  const offers = obj(product.offers);
  const validUntilProblems = (offer: JsonObject, where: string): string[] => {
    const validUntil = str(offer.priceValidUntil);
    const expected = builtAt(p).getTime() + 30 * DAY;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil))
      return [`${where}priceValidUntil ${JSON.stringify(validUntil)} is no date`];
    if (Math.abs(Date.parse(`${validUntil}T12:00:00Z`) - expected) > DAY + 12 * 3_600_000) {
      return [
        `${where}priceValidUntil ${validUntil} is not 30 days after the build (${new Date(expected).toISOString()})`,
      ];
    }
    return [];
  };
  const priceOf = (value: Json | undefined): number =>
    typeof value === 'number' ? value : Number(typeof value === 'string' ? value : Number.NaN);
  /** One shop's Offer against the row of the offers list that names the same shop. */
  const offerProblems = (offer: JsonObject, where: string): string[] => {
    const found: string[] = [];
    if (offer['@type'] !== 'Offer') found.push(`${where}@type ${offer['@type']}`);
    if (!/^\d+(\.\d{1,2})?$/.test(String(offer.price)))
      found.push(`${where}price ${JSON.stringify(offer.price)} is not a plain number`);
    if (offer.priceCurrency !== 'SEK') found.push(`${where}priceCurrency ${offer.priceCurrency}`);
    const seller = str(obj(offer.seller).name);
    const row = shownOffers.find((candidate) => candidate.shop === seller);
    if (!row) found.push(`${where}seller ${JSON.stringify(seller)} is not a shop the page lists`);
    else {
      if (priceOf(offer.price) !== row.price)
        found.push(`${where}price ${offer.price}, the page shows ${row.price} kr at ${seller}`);
      const availability = row.inStock ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder';
      if (offer.availability !== availability) found.push(`${where}availability ${offer.availability} at ${seller}`);
    }
    if (offer.url !== canonical) found.push(`${where}url ${offer.url} is not the canonical URL ${canonical}`);
    return [...found, ...validUntilProblems(offer, where)];
  };

  if (shown.price === null) problems.push('no visible price next to the H1');
  if (shownOffers.length === 0) problems.push('no offers listed');
  if (offers['@type'] === 'AggregateOffer') {
    if (shownOffers.length < 2) problems.push(`AggregateOffer on a page listing ${shownOffers.length} offer`);
    if (priceOf(offers.lowPrice) !== shown.price)
      problems.push(`lowPrice ${offers.lowPrice}, the page shows ${shown.price} kr`);
    const highest = Math.max(...shownOffers.map((o) => o.price));
    if (priceOf(offers.highPrice) !== highest)
      problems.push(`highPrice ${offers.highPrice}, the highest listed is ${highest} kr`);
    if (offers.offerCount !== shownOffers.length)
      problems.push(`offerCount ${offers.offerCount}, the page lists ${shownOffers.length}`);
    if (offers.priceCurrency !== 'SEK') problems.push(`priceCurrency ${offers.priceCurrency}`);
    const nested = Array.isArray(offers.offers) ? offers.offers : [];
    if (nested.length !== shownOffers.length)
      problems.push(`${nested.length} Offers, the page lists ${shownOffers.length}`);
    for (const [i, offer] of nested.entries()) problems.push(...offerProblems(obj(offer), `offers.offers[${i}].`));
  } else {
    if (shownOffers.length !== 1) problems.push(`one Offer on a page listing ${shownOffers.length} offers`);
    problems.push(...offerProblems(offers, 'offers.'));
    if (shown.price !== null && priceOf(offers.price) !== shown.price)
      problems.push(`offers.price ${offers.price}, the page shows ${shown.price} kr`);
    const availability = {
      '3-5 dagar': 'https://schema.org/InStock',
      Beställningsvara: 'https://schema.org/BackOrder',
    }[shown.delivery];
    if (!availability) problems.push(`unexpected delivery text "${shown.delivery}"`);
    else if (offers.availability !== availability)
      problems.push(`availability ${offers.availability}, the page says "${shown.delivery}"`);
  }
  const richErrors = (await richResultIssues([product as Record<string, unknown>])).filter(
    (issue) => issue.severity === 'ERROR' && !(row?.image_url === null && issue.fieldNames?.includes('image')),
  );
  problems.push(...richErrors.map((issue) => `rich results: ${describeIssue(issue)}`));
  return problems;
}

function homeProblems(p: Page): string[] {
  if (p.kind !== 'home') return [];
  const [site] = ldOfType(p.doc, 'WebSite');
  if (!site) return ['no WebSite'];
  const problems: string[] = [];
  if (site.url !== `${SITE}/`) problems.push(`WebSite url ${site.url}`);
  if (site.name !== 'Vinkylguiden') problems.push(`WebSite name ${site.name}`);
  return problems;
}

/** Every check of one page. */
async function checkPage(p: Page): Promise<string[]> {
  return [
    ...genericProblems(p),
    ...typeProblems(p),
    ...(await breadcrumbProblems(p)),
    ...(await collectionProblems(p)),
    ...faqProblems(p),
    ...(await blogProblems(p)),
    ...(await blogPostingProblems(p)),
    ...(await productProblems(p)),
    ...homeProblems(p),
  ];
}

describe('JSON-LD per page type', () => {
  it.each(REPRESENTATIVES)('%s (%s): parses, is complete and matches the page', async (_label, urlPath) => {
    const p = page(urlPath);
    expect(jsonLd(p.doc).length, 'JSON-LD blocks').toBeGreaterThan(0);
    expect(await checkPage(p)).toEqual([]);
  });

  it('every other page of the build passes the same checks', async () => {
    const problems: string[] = [];
    const pages = htmlPages();
    await pool(pages, 8, async (p) => {
      for (const problem of await checkPage(p)) problems.push(`${p.path}: ${problem}`);
    });
    console.log(`structured data: ${pages.length} pages, ${problems.length} problems`);
    expect(problems).toEqual([]);
  });
});

describe('what the representatives prove', () => {
  it('a product with a proven reduction offers the current (lower) price; the struck one is the 30-day reference', () => {
    const p = page(regularPriced.url);
    const [product] = ldOfType(p.doc, 'Product');
    expect(Number(obj(product?.offers).price)).toBe(regularPriced.price);
    expect(regularPriced.price_reduction?.reference).toBeGreaterThan(regularPriced.price);
    // The struck price is the reference, and the words before it say so visibly (issue 22).
    const reference = String(regularPriced.price_reduction?.reference.toLocaleString('sv-SE'));
    expect(all(main(p.doc), hasAttr('data-reference-price')).map((s) => text(s))).toContainEqual(
      expect.stringMatching(/^Lägsta pris 30 dagar före sänkningen: /),
    );
    expect(all(main(p.doc), tag('s')).map((s) => text(s).replace(/\s/g, ''))).toContainEqual(
      expect.stringContaining(reference.replace(/\s/g, '')),
    );
    expect(JSON.stringify(product)).not.toContain(String(regularPriced.price_reduction?.reference));
    expect(obj(product?.offers).availability).toBe('https://schema.org/InStock');
  });

  it('a fake sale (the feed claims a higher price nobody charged) shows no struck price and claims none', () => {
    const p = page(fakeSale.url);
    const [product] = ldOfType(p.doc, 'Product');
    // The product's own price line (related products below may have real reductions).
    const priceLine = one(main(p.doc), (e) => e.name === 'p' && (e.attribs.class ?? '').includes('text-3xl'));
    expect(priceLine).not.toBeNull();
    expect(all(priceLine?.children ?? [], tag('s'))).toEqual([]);
    const offers = obj(product?.offers);
    expect(Number(offers.price ?? offers.lowPrice)).toBe(fakeSale.price);
    expect(JSON.stringify(product)).not.toContain(String(fakeSale.regular_price));
  });

  it('a product out of stock says "Beställningsvara" and offers BackOrder', () => {
    const p = page(backorder.url);
    expect(visibleProduct(p.doc).delivery).toBe('Beställningsvara');
    expect(obj(ldOfType(p.doc, 'Product')[0]?.offers).availability).toBe('https://schema.org/BackOrder');
  });

  it('the FAQ of a post comes from its "Vanliga frågor" section', () => {
    const p = page(`/vinbloggen/${faqPost.slug}`);
    expect(postFaq(p.doc)).toHaveLength(faqPost.faq.length);
    expect(ldOfType(p.doc, 'FAQPage')).toHaveLength(1);
  });

  it('categories with FAQs (spec §2) have an FAQPage, with 4 items per product category', () => {
    for (const slug of FAQ_CATEGORIES) {
      const p = page(`/${slug}`);
      const [faq] = ldOfType(p.doc, 'FAQPage');
      expect(faq, slug).toBeDefined();
      expect(list(faq?.mainEntity).length, slug).toBeGreaterThanOrEqual(categoryCopy.get(slug)?.faq.length ?? 4);
    }
  });

  it('category ItemLists hold min(20, product cards) products', () => {
    for (const p of htmlPages().filter((candidate) => candidate.kind === 'category')) {
      const itemList = obj(obj(ldOfType(p.doc, 'CollectionPage')[0]).mainEntity);
      expect(itemList.numberOfItems, p.path).toBe(Math.min(20, productCards(p.doc).length));
    }
  });

  it('the blog list (and its Blog JSON-LD) shows the posts newest first (spec §6: published_at descending)', () => {
    const [blog] = ldOfType(page('/vinbloggen').doc, 'Blog');
    const dates = list(blog?.blogPost).map((post) => str(obj(post).datePublished));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
