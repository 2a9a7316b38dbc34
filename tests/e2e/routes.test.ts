/**
 * Every route type of the built site renders its key texts (spec §2, §8),
 * redirects and not-found views, the footer and the retailer links.
 * Desktop viewport unless a test says otherwise.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allProductsPages, LIMITS } from '../../src/render/select';
import {
  loadData,
  type PageWatch,
  type PostData,
  type ProductData,
  pick,
  plain,
  siteUnderTest,
  swedishPrice,
  swedishSorted,
} from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return (await page.locator(selector).allTextContents()).map(plain);
}

/** Products whose category equals the product's own (the related-products rule of spec §7). */
function sameCategory(product: ProductData): ProductData[] {
  return data.products.filter((p) => p.category === product.category && p.sku !== product.sku);
}

/** Hosts of the retailers' links in the data (tracking and product URLs). */
const retailerHosts = new Set(
  data.products
    .flatMap((p) => [p.tracking_product_url, p.url.startsWith('http') ? p.url : null])
    .flatMap((u) => {
      if (!u) return [];
      try {
        return [new URL(u).host];
      } catch {
        return [];
      }
    }),
);

/** Every link on the page that leaves our host: href, target and rel. */
async function externalLinks(page: Page): Promise<{ href: string; target: string; rel: string; text: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
      .filter((a) => new URL(a.href).host !== location.host)
      .map((a) => ({
        href: a.href,
        target: a.target,
        rel: a.rel,
        text: (a.textContent ?? '').trim(),
      })),
  );
}

async function expectRetailerLinksMarked(page: Page): Promise<number> {
  const links = await externalLinks(page);
  for (const link of links) {
    // Any link leaving the site opens in a new tab without giving the target a handle on us.
    expect(link.target, `target of ${link.href}`).toBe('_blank');
    expect(link.rel.split(/\s+/), `rel of ${link.href}`).toContain('noopener');
    // Links to the retailers of the data are advertising: rel sponsored.
    if (retailerHosts.has(new URL(link.href).host)) {
      expect(link.rel.split(/\s+/), `rel of retailer link ${link.href}`).toContain('sponsored');
    }
  }
  return links.length;
}

describe('home /', () => {
  it('shows the hero, the category grid, the brand showcase, featured products, 6 FAQ items and 6 posts', async () => {
    const { page, watch, status } = await open('/');
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe('Vinkylar och Vinlagring för Vinälskaren');

    const explore = page.getByRole('link', { name: 'Utforska vinkylar', exact: true });
    expect(await explore.getAttribute('href')).toBe('/vinkyl');
    const cabinets = page.getByRole('link', { name: 'Se vinlagringsskåp', exact: true });
    expect(await cabinets.getAttribute('href')).toBe('/vinlagringsskap');

    // Intro text linking to the nine categories of spec §2.
    for (const href of [
      '/vinlagringsskap',
      '/fristaende-vinkyl',
      '/inbyggbar-vinkyl',
      '/integrerad-vinkyl',
      '/vinrum-och-vinkallare',
      '/vinhyllor',
      '/vinstall',
      '/vintillbehor',
      '/olkyl',
    ]) {
      expect(await page.locator(`main a[href="${href}"]`).count(), `link to ${href}`).toBeGreaterThan(0);
    }

    await page.getByRole('heading', { name: 'Jämför vinkylar och vinlagringslösningar' }).waitFor();
    const grid = page.locator('section[aria-labelledby="kategorier"]');
    const categoryCards = grid.locator('a[href^="/"]');
    expect(await categoryCards.count()).toBeGreaterThanOrEqual(data.categories.length);
    for (const category of data.categories) {
      expect(
        plain(await grid.locator(`a[href="/${category.slug}"]`).first().textContent()),
        `category card ${category.slug}`,
      ).toContain(category.name);
    }

    expect(await texts(page, '[data-brand-showcase] h3')).toEqual(['mQuvée', 'Cavin', 'Artevino', 'EuroCave']);
    for (const description of await texts(page, '[data-brand-showcase] h3 + p')) {
      // Cut to two sentences (spec §5).
      expect(description.match(/[.!?](\s|$)/g)?.length ?? 0, description).toBeLessThanOrEqual(2);
      expect(description.length).toBeGreaterThan(0);
    }

    const featured = page.locator('section[aria-labelledby="utvalda-produkter"] [data-product-card]');
    expect(await featured.count()).toBeGreaterThanOrEqual(12);
    for (const href of ['/fristaende-vinkyl', '/integrerad-vinkyl', '/inbyggbar-vinkyl', '/vinlagringsskap']) {
      expect(
        await page.locator(`section[aria-labelledby="utvalda-produkter"] a[href="${href}"]`).count(),
        `featured button to ${href}`,
      ).toBeGreaterThan(0);
    }

    const faq = page.locator('section[aria-labelledby="vanliga-fragor"] details');
    expect(await faq.count()).toBe(6);

    const posts = page.locator('section[aria-labelledby="vinbloggen"] [data-post-card]');
    expect(await posts.count()).toBe(6);
    const titles = new Set(data.posts.map((p) => plain(p.title)));
    for (const title of await texts(page, 'section[aria-labelledby="vinbloggen"] [data-post-card] h3')) {
      expect(titles.has(title), title).toBe(true);
    }
    expect(await page.locator('section[aria-labelledby="vinbloggen"] a[href="/vinbloggen"]').count()).toBe(1);
    noErrors(watch);
  });

  it('the blog teaser shows the latest 6 published posts, newest first', async () => {
    const { page, watch } = await open('/');
    expect(await texts(page, 'section[aria-labelledby="vinbloggen"] [data-post-card] h3')).toEqual(
      newestFirst(data.posts)
        .slice(0, 6)
        .map((p) => plain(p.title)),
    );
    noErrors(watch);
  });
});

describe('footer (every page)', () => {
  it('has the blurb, the categories, 10 brands, 6 posts, the disclosure and this year', async () => {
    const { page, watch } = await open('/varumarken');
    const footer = page.locator('footer');
    expect(plain(await footer.textContent())).toContain('Din destination för vinförvaring och vintillbehör.');

    // Every category, then the price drops (issue 38 §2), as the other columns end with their list's page.
    const categoryLinks = await texts(page, 'footer nav[aria-labelledby="footer-categories"] a');
    expect(new Set(categoryLinks.slice(0, -1))).toEqual(new Set(data.categories.map((c) => c.name)));
    expect(categoryLinks).toHaveLength(data.categories.length + 1);
    expect(categoryLinks.at(-1)).toBe('Prisfall just nu');
    expect(await footer.getByRole('link', { name: 'Prisfall just nu' }).getAttribute('href')).toBe('/prisfall');

    const brandLinks = await texts(page, 'footer nav[aria-labelledby="footer-brands"] a');
    expect(brandLinks).toHaveLength(11);
    const brandNames = new Set(data.brands.map((b) => b.name));
    for (const name of brandLinks.slice(0, 10)) expect(brandNames.has(name), name).toBe(true);
    expect(brandLinks[10]).toBe('Visa alla varumärken');
    expect(await footer.getByRole('link', { name: 'Visa alla varumärken' }).getAttribute('href')).toBe('/varumarken');

    const postLinks = await texts(page, 'footer nav[aria-labelledby="footer-blog"] a');
    expect(postLinks).toHaveLength(7);
    const titles = new Set(data.posts.map((p) => plain(p.title)));
    for (const title of postLinks.slice(0, 6)) expect(titles.has(title), title).toBe(true);
    expect(postLinks[6]).toBe('Se alla artiklar');
    expect(await footer.getByRole('link', { name: 'Se alla artiklar' }).getAttribute('href')).toBe('/vinbloggen');

    const year = String(new Date().getFullYear());
    expect(plain(await footer.textContent())).toMatch(new RegExp(`© ${year} Vinkylguiden`));
    const disclosure = footer.locator('[data-affiliate-disclosure]');
    expect(plain(await disclosure.textContent())).toMatch(/annons/i);
    expect(await disclosure.isVisible()).toBe(true);
    noErrors(watch);
  });

  it('lists the categories and the first 10 brands in Swedish order by name', async () => {
    const { page, watch } = await open('/varumarken');
    // Spec §9: Swedish collation, so Ölkyl comes after Vintillbehör.
    expect({
      categories: (await texts(page, 'footer nav[aria-labelledby="footer-categories"] a')).slice(0, -1),
      brands: (await texts(page, 'footer nav[aria-labelledby="footer-brands"] a')).slice(0, 10),
    }).toEqual({
      categories: swedishSorted(data.categories.map((c) => c.name)),
      brands: swedishSorted(data.brands.map((b) => b.name)).slice(0, 10),
    });
    noErrors(watch);
  });

  it('the Vinbloggen column lists the latest 6 published posts, newest first', async () => {
    const { page, watch } = await open('/varumarken');
    expect((await texts(page, 'footer nav[aria-labelledby="footer-blog"] a')).slice(0, 6)).toEqual(
      newestFirst(data.posts)
        .slice(0, 6)
        .map((p) => plain(p.title)),
    );
    noErrors(watch);
  });
});

describe('category pages', () => {
  // A category of the data other than the umbrella /vinkyl, with a product and at least two brands.
  const category = pick(
    data.categories.filter(
      (c) =>
        c.slug !== 'vinkyl' &&
        new Set(data.products.filter((p) => p.category_slug === c.slug).map((p) => p.brand_slug)).size >= 2,
    ),
    'category with two brands',
  );

  it(`/${category.slug}: breadcrumb Hem > name, H1, filter bar, product cards, ≤ 5 other categories`, async () => {
    const { page, watch, status } = await open(`/${category.slug}`);
    expect(status).toBe(200);
    const crumbs = await texts(page, 'nav[aria-label="Brödsmulor"] li');
    expect(crumbs.map((c) => c.replace(/^›\s*/, ''))).toEqual(['Hem', category.name]);
    expect(await page.locator('nav[aria-label="Brödsmulor"] a').first().getAttribute('href')).toBe('/');
    expect(plain(await page.locator('h1').textContent()).length).toBeGreaterThan(0);
    expect(await page.locator('h1 + h2').count()).toBe(1);
    await page.locator('[data-filter-bar]').waitFor();
    // The first page of the listing (issue 12); the later pages are tested in ./listing.test.ts.
    const cards = page.locator('[data-part="grid"] [data-product-card]');
    const own = data.products.filter((p) => p.category_slug === category.slug).length;
    expect(await cards.count()).toBeGreaterThanOrEqual(Math.min(own, LIMITS.listingPerPage));
    expect(await cards.count()).toBeLessThanOrEqual(LIMITS.listingPerPage);
    const others = await page
      .locator('nav[aria-labelledby="andra-kategorier"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(others.length).toBeGreaterThan(0);
    expect(others.length).toBeLessThanOrEqual(5);
    expect(others).not.toContain(`/${category.slug}`);
    expect(new Set(others).size).toBe(others.length);
    noErrors(watch);
  });

  it.each(['vinkyl', 'fristaende-vinkyl'])('/%s shows the long guide with its FAQ accordion', async (slug) => {
    const { page, watch, status } = await open(`/${slug}`);
    expect(status).toBe(200);
    const guide = page.locator('article[aria-labelledby="guide"]');
    expect(plain(await guide.locator('h2').textContent()).length).toBeGreaterThan(0);
    expect(await guide.locator('section h3').count()).toBeGreaterThan(1);
    expect(plain(await guide.textContent())).toContain('Vanliga frågor');
    expect(await guide.locator('details').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-part="grid"] [data-product-card]').count()).toBeGreaterThan(0);
    noErrors(watch);
  });
});

describe('product page', () => {
  // First product with an original price, a retailer link, and a category of at least 7 products.
  const product = pick(
    data.products.filter(
      (p) =>
        p.regular_price !== null &&
        p.regular_price > p.price &&
        p.tracking_product_url &&
        p.brand_slug &&
        sameCategory(p).length >= 6,
    ),
    'product with regular_price in a category of ≥ 7 products',
  );

  it('shows name, sv-SE price, struck original price, retailer link with Annons, product info, delivery, 6 related', async () => {
    const { page, watch, status } = await open(product.url);
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe(plain(product.name));
    const priceBlock = page.locator('h1 ~ div').first();
    const priceText = plain(await priceBlock.textContent());
    expect(priceText).toContain(swedishPrice(product.price));
    expect(swedishPrice(12990)).toBe('12 990 kr');
    const struck = plain(await priceBlock.locator('s').textContent());
    expect(struck).toContain(swedishPrice(product.regular_price ?? 0));

    // The button names the shop of the price at the top (issue 20): the lowest price's offer.
    const lowest = product.offers.find((offer) => offer.price === product.price);
    const readMore = page.getByRole('link', { name: `Till ${lowest?.shop_name}` }).first();
    expect(await readMore.getAttribute('href')).toBe(lowest?.tracking_url ?? lowest?.product_url);
    expect(await readMore.getAttribute('target')).toBe('_blank');
    expect(await readMore.getAttribute('rel')).toBe('sponsored noopener');
    expect(plain(await readMore.locator('xpath=..').textContent())).toContain('Annons');
    expect(await readMore.locator('xpath=..').getByText('Annons', { exact: true }).isVisible()).toBe(true);

    const info = page.locator('details', { hasText: 'Produktinformation' });
    const facts = await info
      .locator('dt')
      .evaluateAll((dts) =>
        dts.map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? '']),
      );
    const factMap = new Map(facts as [string, string][]);
    // Touch targets (WCAG 2.2 target size): every fact link is at least 24 px high.
    const heights = await info.locator('dd a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(24);
    expect(factMap.get('Varumärke')).toBe(product.brand);
    expect(await info.getByRole('link', { name: product.brand ?? '' }).getAttribute('href')).toBe(
      `/varumarken/${product.brand_slug}`,
    );
    if (product.color) expect(factMap.get('Färg')).toBe(product.color);
    if (product.model) expect(factMap.get('Modell')).toBe(product.model);
    if (product.ean) expect(factMap.get('EAN')).toBe(product.ean);

    expect(plain(await page.locator('[data-delivery]').textContent())).toBe(lowest?.delivery_time);

    const related = page.locator('section[aria-labelledby="liknande"] [data-product-card]');
    expect(await related.count()).toBe(6);
    const relatedHrefs = await related.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(relatedHrefs).not.toContain(product.url);
    const sameCategoryUrls = new Set(sameCategory(product).map((p) => p.url));
    for (const href of relatedHrefs) expect(sameCategoryUrls.has(href ?? ''), `${href} in same category`).toBe(true);

    expect(await page.getByRole('link', { name: 'Se alla vinkylar' }).first().getAttribute('href')).toBe('/vinkyl');
    expect(await page.locator('section[aria-labelledby="produkt-faq"] details').count()).toBeGreaterThan(0);
    expect(await expectRetailerLinksMarked(page)).toBeGreaterThan(0);
    noErrors(watch);
  });

  it('a product in the other stock state shows its delivery text', async () => {
    const other = data.products.find((p) => p.offer_count === 1 && p.in_stock !== product.in_stock) ?? product;
    const { page, watch } = await open(other.url);
    expect(plain(await page.locator('[data-delivery]').textContent())).toBe(
      other.in_stock ? '3-5 dagar' : 'Beställningsvara',
    );
    noErrors(watch);
  });

  it('the back button returns to the previous page through history', async () => {
    const category = pick(
      data.categories.filter((c) => c.slug === product.category_slug),
      `category ${product.category_slug}`,
    );
    const { page, watch } = await open(`/${category.slug}`);
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.locator(`[data-part="grid"] a[href="${product.url}"]`).click();
    await page.waitForURL(`**${product.url}`);
    expect(plain(await page.locator('h1').textContent())).toBe(plain(product.name));
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('link', { name: 'Tillbaka' }).click();
    await page.waitForURL((url) => url.pathname === `/${category.slug}`);
    // History back, not a new navigation: the history did not grow.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    noErrors(watch);
  });
});

describe('product lookup and redirects', () => {
  it('/produkt/{SKU} redirects to the product page', async () => {
    const product = pick(
      data.products.filter((p) => p.sku && p.slug !== p.sku && /^[\w-]+$/.test(p.sku)),
      'product with a SKU',
    );
    const { page, watch, status } = await open(`/produkt/${encodeURIComponent(product.sku)}`);
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe(product.url);
    expect(plain(await page.locator('h1').textContent())).toBe(plain(product.name));
    noErrors(watch);
  });

  it('the excluded WineCave product redirects to /vinkyl', async () => {
    const excluded = pick(data.excluded, 'excluded product');
    expect(data.products.some((p) => p.slug === excluded.slug)).toBe(false);
    const { page, watch, status } = await open(`/produkt/${excluded.slug}`);
    expect(status).toBe(200);
    expect(new URL(page.url()).pathname).toBe(excluded.redirect_to);
    expect(new URL(page.url()).pathname).toBe('/vinkyl');
    const bySku = await open(`/produkt/${encodeURIComponent(excluded.id)}`);
    expect(new URL(bySku.page.url()).pathname).toBe('/vinkyl');
    noErrors(watch);
    noErrors(bySku.watch);
  });
});

describe('unknown product /produkt/cavin-polar-xyz', () => {
  it('is a 404 with the not-found texts, the prettified name, popular categories and products, a home link', async () => {
    const { page, watch, status } = await open('/produkt/cavin-polar-xyz');
    expect(status).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/produkt/cavin-polar-xyz');
    expect(plain(await page.locator('h1').textContent())).toBe('Produkten hittades inte');
    const body = plain(await page.locator('main').textContent());
    expect(body).toContain('Kunde inte hittas i vårt sortiment');
    expect(body).toContain('Den efterfrågade produkten kunde inte hittas.');
    const name = page.locator('[data-product-name]');
    await name.waitFor({ state: 'visible' });
    expect(plain(await name.textContent())).toContain('Cavin polar xyz');
    expect(await page.locator('section[aria-labelledby="populara-kategorier"] a').count()).toBeGreaterThan(0);
    expect(
      await page.locator('section[aria-labelledby="populara-produkter"] [data-product-card]').count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Tillbaka' }).count()).toBe(1);
    noErrors(watch);
  });
});

describe('all products /produkt', () => {
  it('shows "Alla Produkter", the list "Alla produkter" and the first page of cards', async () => {
    const { page, watch, status } = await open('/produkt');
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe('Alla Produkter');
    expect(plain(await page.locator('#alla-produkter').textContent())).toBe('Alla produkter');
    const cards = page.locator('section[aria-labelledby="alla-produkter"] [data-product-card]');
    const count = await cards.count();
    const total = allProductsPages(data.products)[0]?.total ?? 0;
    expect(count).toBe(Math.min(total, LIMITS.allProductsPerPage));
    expect(plain(await page.locator('section[aria-labelledby="alla-produkter"]').textContent())).toContain(
      `Visar 1–${count} av ${total} produkter`,
    );
    noErrors(watch);
  });

  it('pages through every listed product with plain links, page 1 being /produkt', async () => {
    const pages = allProductsPages(data.products);
    expect(pages.length).toBeGreaterThan(1); // the sample catalogue is longer than one page
    const seen: string[] = [];
    let path: string | null = '/produkt';
    while (path) {
      const { page, watch, status } = await open(path);
      expect(status).toBe(200);
      const nav = page.getByRole('navigation', { name: 'Sidor' });
      expect(await nav.locator('[aria-current="page"]').textContent()).toBe(
        String(seen.length / LIMITS.allProductsPerPage + 1),
      );
      seen.push(
        ...(await page
          .locator('section[aria-labelledby="alla-produkter"] [data-product-card] h3 a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))),
      );
      noErrors(watch);
      const next = nav.getByRole('link', { name: 'Nästa' });
      path = (await next.count()) > 0 ? await next.getAttribute('href') : null;
    }
    expect(seen).toEqual(pages.flatMap((p) => p.items.map((product) => product.url)));
  });
});

describe('brands', () => {
  it('/varumarken shows "Varumärken" and a card with "Se produkter" per brand', async () => {
    const { page, watch, status } = await open('/varumarken');
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe('Varumärken');
    const links = page.locator('main a', { hasText: 'Se produkter' });
    expect(await links.count()).toBe(data.brands.length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(data.brands.map((b) => `/varumarken/${b.slug}`));
    expect(await texts(page, 'main article h2')).toEqual(data.brands.map((b) => b.name));
    noErrors(watch);
  });

  it('/varumarken/mquvee shows "mQuvée", "N produkter" of the whole brand, its first cards and "mQuvée Produkter"', async () => {
    const brand = pick(
      data.brands.filter((b) => b.slug === 'mquvee'),
      'brand mquvee',
    );
    const { page, watch, status } = await open(`/varumarken/${brand.slug}`);
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe('mQuvée');
    const cards = page.locator('[data-part="grid"] [data-product-card]');
    // Spec §5: rows with name, price, image and SKU, deduplicated by SKU; "N produkter" counts them all.
    const skus = new Set(
      data.products
        .filter((p) => (p.brand_slug === 'mquvee' || /mquv/i.test(p.brand ?? '')) && p.image_url)
        .map((p) => p.sku),
    );
    expect(await cards.count()).toBe(Math.min(skus.size, LIMITS.listingPerPage));
    expect(plain(await page.locator('[data-brand-count]').textContent())).toBe(
      skus.size === 1 ? '1 produkt' : `${skus.size} produkter`,
    );
    expect(plain(await page.locator('#varumarkets-produkter').textContent())).toBe('mQuvée Produkter');
    for (const brandText of await texts(page, '[data-product-card] > p:first-of-type')) {
      expect(brandText.toLowerCase()).toMatch(/^mquv/);
    }
    noErrors(watch);
  });
});

describe('blog', () => {
  it('/vinbloggen shows every published post with category and Swedish date, and the chips', async () => {
    const { page, watch, status } = await open('/vinbloggen');
    expect(status).toBe(200);
    expect(plain(await page.locator('h1').textContent())).toBe('Vinbloggen');
    expect(await page.locator('[data-post-card]').count()).toBe(data.posts.length);
    const chips = await texts(page, '[data-chip]');
    expect(chips[0]).toBe('Alla artiklar');
    const categories = [...new Set(data.posts.flatMap((p) => (p.category ? [p.category] : [])))];
    expect(new Set(chips.slice(1))).toEqual(new Set(categories));
    const first = pick(data.posts, 'post');
    const card = page.locator('[data-post-card]', { has: page.locator(`a[href="/vinbloggen/${first.slug}"]`) });
    expect(plain(await card.locator('time').textContent())).toBe(swedishDate(first.published_at));
    noErrors(watch);
  });

  it('/vinbloggen lists the posts newest first', async () => {
    const { page, watch } = await open('/vinbloggen');
    // Spec §7: published_at descending. The cards follow the h1, so their titles are h2 (heading order).
    expect(
      await page.locator('[data-post-card] h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(newestFirst(data.posts).map((p) => `/vinbloggen/${p.slug}`));
    expect(await page.locator('[data-post-card] h3').count()).toBe(0);
    noErrors(watch);
  });

  it('the largest image above the fold loads at once with high priority: the first blog card, a post’s hero', async () => {
    const list = await open('/vinbloggen', 'mobile');
    const cards = await list.page
      .locator('[data-post-card] img')
      .evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('fetchpriority'), img.getAttribute('loading')]));
    expect(cards.length).toBeGreaterThan(3);
    expect(cards[0]).toEqual(['high', 'eager']);
    expect(cards.slice(1).filter(([priority]) => priority === 'high')).toEqual([]);
    expect(cards.at(-1)?.[1]).toBe('lazy');
    noErrors(list.watch);

    const withImage = pick(
      data.posts.filter((p) => p.image_url),
      'post with an image',
    );
    const { page, watch } = await open(`/vinbloggen/${withImage.slug}`);
    const hero = page.locator('main > article img').first();
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).toBe('eager');
    noErrors(watch);
  });

  const post = pick(
    data.posts.filter((p) => p.category),
    'post with a category',
  );

  it('a post shows breadcrumb, category, Swedish date, reading time, products block and ≤ 4 related', async () => {
    const { page, watch, status } = await open(`/vinbloggen/${post.slug}`);
    expect(status).toBe(200);
    const crumbs = (await texts(page, 'nav[aria-label="Brödsmulor"] li')).map((c) => c.replace(/^›\s*/, ''));
    expect(crumbs).toEqual(['Hem', 'Vinbloggen', post.category, plain(post.title)]);
    expect(await page.locator('nav[aria-label="Brödsmulor"] ol').evaluate((ol) => ol.textContent)).toContain('›');
    expect(plain(await page.locator('h1').textContent())).toBe(plain(post.title));
    const meta = page.locator('article > p').first();
    expect(plain(await meta.locator('a').first().textContent())).toBe(post.category);
    const date = plain(await meta.locator('time').textContent());
    expect(date).toBe(swedishDate(post.published_at));
    expect(date).toMatch(SWEDISH_DATE);
    expect(await texts(page, 'article > p:first-of-type > span')).toContain(`${post.reading_time_minutes} min läsning`);
    const block = page.locator('section[aria-labelledby="produkter-till-artikeln"]');
    expect(await block.getByRole('link', { name: 'Se alla vinkylar' }).getAttribute('href')).toBe('/vinkyl');
    const related = page.locator('section[aria-labelledby="relaterade"] [data-post-card]');
    const count = await related.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    const relatedHrefs = await related.locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(relatedHrefs).not.toContain(`/vinbloggen/${post.slug}`);
    await expectRetailerLinksMarked(page);
    noErrors(watch);
  });

  it.each(
    // One post whose category has ≥ 3 others and one that needs the fallback, when the data has them.
    [
      data.posts.find((p) => data.posts.filter((o) => o.slug !== p.slug && o.category === p.category).length >= 3),
      data.posts.find((p) => data.posts.filter((o) => o.slug !== p.slug && o.category === p.category).length < 3),
    ]
      .filter((p): p is PostData => p !== undefined)
      .map((p) => ({ slug: p.slug, post: p })),
  )(
    'related articles of $slug: same category newest first, up to 4, else the newest of all',
    async ({ post: current }) => {
      const { page, watch } = await open(`/vinbloggen/${current.slug}`);
      const relatedHrefs = await page
        .locator('section[aria-labelledby="relaterade"] [data-post-card] h3 a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const others = newestFirst(data.posts).filter((p) => p.slug !== current.slug);
      const same = others.filter((p) => p.category === current.category).slice(0, 4);
      const expected = (same.length >= 3 ? same : others.slice(0, 4)).map((p) => `/vinbloggen/${p.slug}`);
      expect(relatedHrefs).toEqual(expected);
      noErrors(watch);
    },
  );

  it('an unknown post is a 404 "Inlägget hittades inte" with a link back to the blog', async () => {
    const { page, watch, status } = await open('/vinbloggen/finns-inte-alls');
    expect(status).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/vinbloggen/finns-inte-alls');
    expect(plain(await page.locator('h1').textContent())).toBe('Inlägget hittades inte');
    expect(plain(await page.locator('main').textContent())).toContain(
      'Tyvärr kunde vi inte hitta blogginlägget du letar efter.',
    );
    expect(await page.locator('main a[href="/vinbloggen"]').count()).toBeGreaterThan(0);
    noErrors(watch);
  });
});

describe('retailer links', () => {
  it('every link leaving the site opens in a new tab; retailer links are rel="sponsored noopener"', async () => {
    // Pages that print external links: product pages and every post.
    let checked = 0;
    const product = pick(
      data.products.filter((p) => p.tracking_product_url),
      'product with retailer link',
    );
    const paths = [product.url, '/', ...data.posts.map((p) => `/vinbloggen/${p.slug}`)];
    // Four pages at a time: the pages mostly wait on each other's loading.
    for (let i = 0; i < paths.length; i += 4) {
      const opened = await Promise.all(paths.slice(i, i + 4).map((pathname) => open(pathname)));
      for (const { page, watch } of opened) {
        checked += await expectRetailerLinksMarked(page);
        noErrors(watch);
        await page.close();
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

const SWEDISH_DATE =
  /^\d{1,2} (januari|februari|mars|april|maj|juni|juli|augusti|september|oktober|november|december) \d{4}$/;

function newestFirst<T extends { published_at: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at));
}

function swedishDate(iso: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}
