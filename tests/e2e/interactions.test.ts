/**
 * What a visitor does on the built site: the mobile menu, accordions, the
 * SEO text toggle, the category filter bar, blog chips with ?category=, the
 * technical-info toggle of the product not-found view, and the debug panel.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  hydrated,
  islandPending,
  isReact,
  isScript,
  loadData,
  type PageWatch,
  pick,
  plain,
  renderedText,
  settle,
  siteUnderTest,
  slowScripts,
  swedishSorted,
  touchTap,
  type ViewportName,
  visit,
} from './browser';

const data = loadData();
const { open, site: currentSite } = siteUnderTest();

/** Like `open`, then waits for the network to go quiet (for tests about what is requested). */
async function openSettled(pathname: string, viewport: ViewportName = 'desktop') {
  const opened = await open(pathname, viewport);
  await settle(opened.page);
  return opened;
}

/** How long a test waits for an island to load and hydrate after the interaction that starts it (a busy machine). */
const HYDRATION = { timeout: 15_000 } as const;

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

// ---------------------------------------------------------------------------

describe('navigation', () => {
  const expectedLabels = [
    'Hem',
    'Vinkyl',
    ...swedishSorted(data.categories.filter((c) => c.slug !== 'vinkyl').map((c) => c.name)),
    'Vinbloggen',
  ];

  it('mobile: the top bar button opens the menu, focus is trapped, Escape closes it and returns focus', async () => {
    const { page, watch } = await open('/', 'mobile');
    const button = page.locator('header button[aria-controls]');
    const panel = page.locator('[role="dialog"][aria-label="Meny"]');
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.locator('aside').isVisible()).toBe(false);

    await button.click();
    // The first click hydrates the island (client:interaction) and is replayed then.
    await expect.poll(() => button.getAttribute('aria-expanded'), HYDRATION).toBe('true');
    await panel.waitFor({ state: 'visible' });
    const links = panel.locator('nav a');
    await expect.poll(() => links.first().isVisible()).toBe(true);
    const labels = (await links.allTextContents()).map(plain);
    expect(new Set(labels)).toEqual(new Set(expectedLabels));
    expect(labels).toHaveLength(expectedLabels.length);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe('/');
    expect(hrefs[1]).toBe('/vinkyl');
    expect(hrefs.at(-1)).toBe('/vinbloggen');
    for (const link of await links.all()) expect(await link.isVisible()).toBe(true);

    // Focus stays in the panel: Shift+Tab from the first link goes to the last, Tab from the last to the first.
    // (Whether opening moves focus into the panel by itself is the next test.)
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);
    const inPanel = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Meny"]')));
    await links.first().focus();
    expect(await focusedHref()).toBe('/');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedHref()).toBe('/vinbloggen');
    await page.keyboard.press('Tab');
    expect(await focusedHref()).toBe('/');
    for (let i = 0; i < expectedLabels.length + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inPanel(), `focus after ${i + 1} Tab presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);

    // The toggle button closes it too.
    await button.click();
    await panel.waitFor({ state: 'visible' });
    await button.click();
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await panel.waitFor({ state: 'hidden' });
    noErrors(watch);
  });

  it.each(['click', 'tap', 'Enter'] as const)(
    'mobile: the very first %s opens the menu, though React loads only then (slow network)',
    async (how) => {
      const { page, watch } = await openSettled('/', 'mobile');
      await slowScripts(page);
      const button = page.locator('header button[aria-controls]');
      const panel = page.locator('[role="dialog"][aria-label="Meny"]');
      // Nothing but the inline island runtime before the visitor acts: no module, no React.
      expect(watch.requests.filter(isScript)).toEqual([]);
      expect(await islandPending(page, 'MobileMenu')).toBe(true);

      if (how === 'click') await button.click();
      else if (how === 'tap') await touchTap(page, button);
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      // The click landed before hydration (scripts are held back 400 ms): it is replayed once hydrated.
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await panel.waitFor({ state: 'visible' });
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await islandPending(page, 'MobileMenu')).toBe(false);
      expect(watch.requests.some(isReact)).toBe(true);
      // Handled once: the menu stays open (a second handling would close it again).
      await page.waitForTimeout(500);
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      expect(await panel.isVisible()).toBe(true);

      // From now on the island is an ordinary hydrated one: the button closes the menu at once.
      await button.click();
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await panel.waitFor({ state: 'hidden' });
      noErrors(watch);
    },
  );

  it('desktop: the mobile menu never loads (its bar is hidden); pointing at plain content loads nothing', async () => {
    const { page, watch } = await openSettled('/vinkyl');
    await page.locator('h1').hover();
    await page.locator('aside nav a').first().hover();
    await settle(page);
    expect(watch.requests.filter(isScript)).toEqual([]);
    expect(await islandPending(page, 'MobileMenu')).toBe(true);
    noErrors(watch);
  });

  it.each(['click', 'Enter'] as const)(
    'mobile: opening the menu (%s) moves focus into it, where it stays',
    async (how) => {
      const { page, watch } = await open('/', 'mobile');
      const button = page.locator('header button[aria-controls]');
      const panel = page.locator('[role="dialog"][aria-label="Meny"]');
      if (how === 'click') await button.click();
      else {
        await button.focus();
        await page.keyboard.press('Enter');
      }
      await panel.waitFor({ state: 'visible' });
      // After the 200 ms slide-in, focus is on the panel's first link.
      await page.waitForTimeout(300);
      const focused = () =>
        page.evaluate(() => ({
          inPanel: Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Meny"]')),
          href: document.activeElement?.getAttribute('href') ?? null,
        }));
      expect(await focused()).toEqual({ inPanel: true, href: '/' });
      // Going backwards does not leave the open menu.
      await page.keyboard.press('Shift+Tab');
      expect((await focused()).inPanel).toBe(true);
      noErrors(watch);
    },
  );

  it('mobile: a menu link navigates and the menu is closed on the new page', async () => {
    const { page, watch } = await open('/', 'mobile');
    const button = page.locator('header button[aria-controls]');
    const panel = page.locator('[role="dialog"][aria-label="Meny"]');
    await button.click();
    await panel.waitFor({ state: 'visible' });
    const target = pick(
      data.categories.filter((c) => c.slug !== 'vinkyl'),
      'category',
    );
    await panel.locator(`a[href="/${target.slug}"]`).click();
    await page.waitForURL((url) => url.pathname === `/${target.slug}`);
    await page.waitForLoadState('load');
    await hydrated(page);
    expect(plain(await page.locator('nav[aria-label="Brödsmulor"]').textContent())).toContain(target.name);
    expect(await page.locator('header button[aria-controls]').getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('[role="dialog"][aria-label="Meny"]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    // The current page is marked in the menu.
    expect(await page.locator(`#huvudmeny nav a[href="/${target.slug}"]`).getAttribute('aria-current')).toBe('page');
    noErrors(watch);
  });

  it('menu order is Hem, Vinkyl, the categories in Swedish order by name, Vinbloggen (sidebar and mobile menu)', async () => {
    const { page, watch } = await open('/', 'mobile');
    await page.locator('header button[aria-controls]').click();
    await page.locator('[role="dialog"][aria-label="Meny"]').waitFor({ state: 'visible' });
    const mobile = (await page.locator('[role="dialog"][aria-label="Meny"] nav a').allTextContents()).map(plain);
    const sidebar = (await page.locator('aside nav a').allTextContents()).map(plain);
    expect({ mobile, sidebar }).toEqual({ mobile: expectedLabels, sidebar: expectedLabels });
    noErrors(watch);
  });

  it('desktop: the sidebar shows the menu and there is no top bar', async () => {
    const { page, watch } = await open('/vinkyl');
    const sidebar = page.locator('aside');
    expect(await sidebar.isVisible()).toBe(true);
    const box = await sidebar.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(256);
    expect(new Set((await sidebar.locator('nav a').allTextContents()).map(plain))).toEqual(new Set(expectedLabels));
    expect(await sidebar.locator('a[href="/vinkyl"]').getAttribute('aria-current')).toBe('page');
    expect(await page.locator('body > header').isVisible()).toBe(false);
    expect(await page.locator('header button[aria-controls]').isVisible()).toBe(false);
    // Content is offset by the sidebar.
    const main = await page.locator('main').boundingBox();
    expect(main?.x ?? 0).toBeGreaterThanOrEqual(256);
    noErrors(watch);
  });
});

// ---------------------------------------------------------------------------

/** Opening one item closes the others; clicking the open one closes it. */
async function expectSingleOpenAccordion(group: Locator): Promise<void> {
  const items = group.locator('details');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const openStates = () => items.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open));
  expect(await openStates()).toEqual(new Array(count).fill(false));
  const answer = (i: number) => items.nth(i).locator('summary + *');

  await items.nth(0).locator('summary').click();
  await expect.poll(openStates).toEqual([true, ...new Array(count - 1).fill(false)]);
  expect(await answer(0).isVisible()).toBe(true);
  expect(plain(await answer(0).textContent()).length).toBeGreaterThan(0);

  await items.nth(1).locator('summary').click();
  await expect.poll(openStates).toEqual([false, true, ...new Array(count - 2).fill(false)]);
  expect(await answer(0).isVisible()).toBe(false);
  expect(await answer(1).isVisible()).toBe(true);

  await items
    .nth(count - 1)
    .locator('summary')
    .click();
  await expect.poll(openStates).toEqual([...new Array(count - 1).fill(false), true]);

  await items
    .nth(count - 1)
    .locator('summary')
    .click();
  await expect.poll(openStates).toEqual(new Array(count).fill(false));
  expect(await answer(count - 1).isVisible()).toBe(false);
}

describe('accordions (single open, closable)', () => {
  it('home FAQ', async () => {
    const { page, watch } = await open('/');
    const group = page.locator('section[aria-labelledby="vanliga-fragor"]');
    await expectSingleOpenAccordion(group);
    // Answers link to category pages.
    expect(await group.locator('details a[href^="/"]').count()).toBeGreaterThan(0);
    noErrors(watch);
  });

  it('category FAQ and the /vinkyl guide FAQ', async () => {
    const { page, watch } = await open('/vinkyl');
    await expectSingleOpenAccordion(page.locator('section[aria-labelledby="faq"]'));
    await expectSingleOpenAccordion(page.locator('article[aria-labelledby="guide"]'));
    noErrors(watch);
  });

  it('category FAQ on another category (mobile)', async () => {
    const { page, watch } = await open('/vinlagringsskap', 'mobile');
    await expectSingleOpenAccordion(page.locator('section[aria-labelledby="faq"]'));
    noErrors(watch);
  });

  it('product FAQ', async () => {
    const product = pick(data.products, 'product');
    const { page, watch } = await open(product.url);
    await expectSingleOpenAccordion(page.locator('section[aria-labelledby="produkt-faq"]'));
    noErrors(watch);
  });
});

// ---------------------------------------------------------------------------

describe('SEO text on a category page', () => {
  it.each(['desktop', 'mobile'] as const)(
    '"Läs mer" expands to the full text, "Visa mindre" collapses (%s)',
    async (viewport) => {
      const { page, watch } = await open('/vinkyl', viewport);
      const block = page.locator('[data-seo-text]');
      const summary = block.locator('summary');
      const excerpt = block.locator('.seo-excerpt');
      const full = block.locator('.seo-full');
      expect(await renderedText(summary)).toBe('Läs mer');
      expect(await excerpt.isVisible()).toBe(true);
      expect(await full.isVisible()).toBe(false);
      const excerptWords = (await renderedText(excerpt)).split(' ').length;
      expect(excerptWords).toBeLessThanOrEqual(201);

      await summary.click();
      await full.waitFor({ state: 'visible' });
      expect(await renderedText(summary)).toBe('Visa mindre');
      expect(await excerpt.isVisible()).toBe(false);
      const fullWords = (await renderedText(full)).split(' ').length;
      expect(fullWords).toBeGreaterThan(excerptWords);

      await summary.click();
      await full.waitFor({ state: 'hidden' });
      expect(await renderedText(summary)).toBe('Läs mer');
      expect(await excerpt.isVisible()).toBe(true);
      noErrors(watch);
    },
  );
});

// ---------------------------------------------------------------------------

describe('filter bar', () => {
  // A category page of the data with several brands and several prices.
  const category = pick(
    data.categories.filter((c) => {
      const own = data.products.filter((p) => p.category_slug === c.slug);
      return (
        c.slug !== 'vinkyl' &&
        new Set(own.map((p) => p.brand_slug)).size >= 3 &&
        new Set(own.map((p) => p.price)).size >= 3
      );
    }),
    'category with ≥ 3 brands and prices',
  );

  interface Card {
    readonly brand: string;
    readonly price: number;
    readonly visible: boolean;
  }

  async function cards(page: Page): Promise<Card[]> {
    return page.locator('#produkter [data-product-card]').evaluateAll((all) =>
      all.map((card) => ({
        brand: (card as HTMLElement).dataset.brand ?? '',
        price: Number((card as HTMLElement).dataset.price),
        visible: (card as HTMLElement).offsetParent !== null,
      })),
    );
  }

  /**
   * The category page with its filter bar. `warm` (the default) points at the
   * bar first and waits until it has hydrated, as the rule tests did when it
   * hydrated by itself; `cold` leaves it server-rendered with no script loaded.
   */
  async function setup(viewport: ViewportName = 'desktop', mode: 'warm' | 'cold' = 'warm') {
    const { page, watch } = await openSettled(`/${category.slug}`, viewport);
    const bar = page.locator('[data-filter-bar]');
    expect(watch.requests.filter(isScript)).toEqual([]);
    expect(await islandPending(page, 'FilterBar')).toBe(true);
    if (mode === 'warm') {
      await bar.hover();
      await expect.poll(() => islandPending(page, 'FilterBar'), HYDRATION).toBe(false);
    }
    const brand = bar.getByLabel('Varumärke', { exact: true });
    const min = bar.getByLabel('Lägsta pris (kr)');
    const max = bar.getByLabel('Högsta pris (kr)');
    const reset = bar.getByRole('button', { name: 'Återställ filter' });
    const count = bar.locator('[data-filter-count]');
    const all = await cards(page);
    expect(all.length).toBeGreaterThan(2);
    const prices = all.map((c) => c.price);
    const bounds = { min: Math.floor(Math.min(...prices)), max: Math.ceil(Math.max(...prices)) };
    const visibleCount = async () => (await cards(page)).filter((c) => c.visible).length;
    const countText = async () => plain(await count.textContent());
    return { page, watch, bar, brand, min, max, reset, count, all, bounds, visibleCount, countText };
  }

  it('starts with all brands, the full price range and every card', async () => {
    const f = await setup();
    expect(await f.brand.inputValue()).toBe('');
    expect(plain(await f.brand.locator('option').first().textContent())).toBe('Alla varumärken');
    const options = await f.brand.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(new Set(options.slice(1))).toEqual(new Set(f.all.map((c) => c.brand).filter(Boolean)));
    expect(Number(await f.min.inputValue())).toBe(f.bounds.min);
    expect(Number(await f.max.inputValue())).toBe(f.bounds.max);
    expect(await f.visibleCount()).toBe(f.all.length);
    expect(await f.countText()).toBe(`Visar ${f.all.length} av ${f.all.length} produkter`);
    expect(await f.reset.isDisabled()).toBe(true);
    noErrors(f.watch);
  });

  it('the first brand choice filters the grid, though the bar loads only then (slow network)', async () => {
    const f = await setup('desktop', 'cold');
    await slowScripts(f.page);
    const brand = pick(f.all.map((c) => c.brand).filter(Boolean), 'card with a brand');
    // A choice without pointer or focus first (as assistive tools may make it) starts hydration too.
    await f.brand.selectOption(brand);
    const expected = f.all.filter((c) => c.brand === brand).length;
    // Scripts arrive after 400 ms per step of the module graph.
    await expect.poll(f.visibleCount, HYDRATION).toBe(expected);
    expect(await f.brand.inputValue()).toBe(brand);
    expect(await f.countText()).toBe(`Visar ${expected} av ${f.all.length} produkter`);
    expect(await f.reset.isEnabled()).toBe(true);
    expect(await islandPending(f.page, 'FilterBar')).toBe(false);
    expect(f.watch.requests.some(isReact)).toBe(true);
    noErrors(f.watch);
  });

  it('a brand chosen by keyboard and a max price typed while the bar loads both apply (slow network)', async () => {
    const f = await setup('mobile', 'cold');
    await slowScripts(f.page);
    const options = await f.brand.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const brand = options[1] ?? '';
    const own = f.all.filter((c) => c.brand === brand).map((c) => c.price);
    const price = Math.max(...own);
    // Focus starts hydration; the arrow key changes the native select before React is there.
    await f.brand.focus();
    await f.page.keyboard.press('ArrowDown');
    expect(await f.brand.inputValue()).toBe(brand);
    await f.max.fill(String(price));
    await f.max.blur();
    const expected = f.all.filter((c) => c.brand === brand && c.price <= price).length;
    await expect.poll(() => islandPending(f.page, 'FilterBar'), HYDRATION).toBe(false);
    await expect.poll(f.visibleCount).toBe(expected);
    expect(await f.brand.inputValue()).toBe(brand);
    expect(Number(await f.max.inputValue())).toBe(price);
    expect(await f.countText()).toBe(`Visar ${expected} av ${f.all.length} produkter`);
    // The bar works on from there: reset restores everything.
    await f.reset.click();
    await expect.poll(f.visibleCount).toBe(f.all.length);
    expect(await f.brand.inputValue()).toBe('');
    noErrors(f.watch);
  });

  it('the brand select shows only that brand’s cards', async () => {
    const f = await setup();
    const brands = [...new Set(f.all.map((c) => c.brand).filter(Boolean))];
    for (const brand of brands.slice(0, 3)) {
      await f.brand.selectOption(brand);
      const expected = f.all.filter((c) => c.brand === brand).length;
      await expect.poll(f.visibleCount).toBe(expected);
      const visible = (await cards(f.page)).filter((c) => c.visible);
      for (const card of visible) expect(card.brand).toBe(brand);
      expect(await f.countText()).toBe(`Visar ${expected} av ${f.all.length} produkter`);
    }
    noErrors(f.watch);
  });

  it('min = max = an existing price shows exactly the cards with that price (inclusive)', async () => {
    const f = await setup();
    const prices = [...new Set(f.all.map((c) => c.price))].sort((a, b) => a - b);
    const price = prices[Math.floor(prices.length / 2)] ?? f.bounds.min;
    await f.max.fill(String(price));
    await f.max.blur();
    await f.min.fill(String(price));
    await f.min.blur();
    expect(Number(await f.min.inputValue())).toBe(price);
    expect(Number(await f.max.inputValue())).toBe(price);
    const expected = f.all.filter((c) => c.price === price).length;
    await expect.poll(f.visibleCount).toBe(expected);
    for (const card of (await cards(f.page)).filter((c) => c.visible)) expect(card.price).toBe(price);
    expect(await f.countText()).toBe(`Visar ${expected} av ${f.all.length} produkter`);

    // A range: inclusive at both ends.
    const low = prices[1] ?? f.bounds.min;
    const high = prices[prices.length - 2] ?? f.bounds.max;
    await f.reset.click();
    await f.min.fill(String(low));
    await f.min.press('Enter');
    await f.max.fill(String(high));
    await f.max.press('Enter');
    const inRange = f.all.filter((c) => c.price >= low && c.price <= high).length;
    await expect.poll(f.visibleCount).toBe(inRange);
    noErrors(f.watch);
  });

  it('a min above the max is capped at the max; a max below the min is floored at the min', async () => {
    const f = await setup();
    const prices = [...new Set(f.all.map((c) => c.price))].sort((a, b) => a - b);
    const cap = prices[Math.floor(prices.length / 2)] ?? f.bounds.max;
    await f.max.fill(String(cap));
    await f.max.blur();
    expect(Number(await f.max.inputValue())).toBe(cap);

    await f.min.fill(String(cap + 1000));
    await f.min.blur();
    await expect.poll(async () => Number(await f.min.inputValue())).toBe(cap);
    await expect.poll(f.visibleCount).toBe(f.all.filter((c) => c.price === cap).length);

    await f.reset.click();
    const floor = prices[1] ?? f.bounds.min;
    await f.min.fill(String(floor));
    await f.min.blur();
    await f.max.fill(String(Math.max(0, floor - 100)));
    await f.max.blur();
    await expect.poll(async () => Number(await f.max.inputValue())).toBe(floor);
    expect(Number(await f.min.inputValue())).toBe(floor);

    // The overall bounds hold too: below the lowest and above the highest price.
    await f.reset.click();
    await f.min.fill(String(Math.max(0, f.bounds.min - 500)));
    await f.min.blur();
    await expect.poll(async () => Number(await f.min.inputValue())).toBe(f.bounds.min);
    await f.max.fill(String(f.bounds.max + 500));
    await f.max.blur();
    await expect.poll(async () => Number(await f.max.inputValue())).toBe(f.bounds.max);
    noErrors(f.watch);
  });

  it('nothing matching shows the empty text with category suggestions; reset restores everything', async () => {
    const f = await setup();
    // A brand and a price none of its cards has.
    const brands = [...new Set(f.all.map((c) => c.brand).filter(Boolean))];
    let chosen: { brand: string; price: number } | null = null;
    for (const brand of brands) {
      const own = new Set(f.all.filter((c) => c.brand === brand).map((c) => c.price));
      const other = f.all.find((c) => c.brand !== brand && !own.has(c.price));
      if (other) {
        chosen = { brand, price: other.price };
        break;
      }
    }
    if (chosen === null) throw new Error(`no brand/price pair without a match on /${category.slug}`);
    await f.brand.selectOption(chosen.brand);
    await f.max.fill(String(chosen.price));
    await f.max.blur();
    await f.min.fill(String(chosen.price));
    await f.min.blur();
    await expect.poll(f.visibleCount).toBe(0);
    expect(await f.countText()).toBe(`Visar 0 av ${f.all.length} produkter`);
    const empty = f.bar.locator('[data-filter-empty]');
    await empty.waitFor({ state: 'visible' });
    expect(plain(await empty.textContent())).toContain('Inga produkter hittades med valda filter.');
    const suggestions = await empty.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(suggestions).not.toContain(`/${category.slug}`);
    for (const href of suggestions) expect(href).toMatch(/^\/[a-z-]+$/);

    expect(await f.reset.isEnabled()).toBe(true);
    await f.reset.click();
    expect(await f.brand.inputValue()).toBe('');
    expect(Number(await f.min.inputValue())).toBe(f.bounds.min);
    expect(Number(await f.max.inputValue())).toBe(f.bounds.max);
    await expect.poll(f.visibleCount).toBe(f.all.length);
    expect(await f.countText()).toBe(`Visar ${f.all.length} av ${f.all.length} produkter`);
    expect(await empty.count()).toBe(0);
    expect(await f.reset.isDisabled()).toBe(true);
    noErrors(f.watch);
  });

  it('works on mobile', async () => {
    const f = await setup('mobile');
    const brand = f.all.find((c) => c.brand)?.brand ?? '';
    await f.brand.selectOption(brand);
    const expected = f.all.filter((c) => c.brand === brand).length;
    await expect.poll(f.visibleCount).toBe(expected);
    await f.reset.click();
    await expect.poll(f.visibleCount).toBe(f.all.length);
    noErrors(f.watch);
  });
});

// ---------------------------------------------------------------------------

describe('blog chips and ?category=', () => {
  const chipSlugs = [...new Set(data.posts.flatMap((p) => (p.category_slug ? [p.category_slug] : [])))];
  const slug = pick(chipSlugs, 'post category');
  const inCategory = data.posts.filter((p) => p.category_slug === slug).map((p) => `/vinbloggen/${p.slug}`);

  async function visiblePosts(page: Page): Promise<string[]> {
    return page
      .locator('[data-post-card]')
      .evaluateAll((cards) =>
        cards
          .filter((card) => (card as HTMLElement).offsetParent !== null)
          .map((card) => card.querySelector('h2 a')?.getAttribute('href') ?? ''),
      );
  }

  async function activeChip(page: Page): Promise<string[]> {
    // The active chip is drawn white on wine red; the others are not.
    return page
      .locator('[data-chip]')
      .evaluateAll((chips) =>
        chips
          .filter((chip) => getComputedStyle(chip).color === 'rgb(255, 255, 255)')
          .map((chip) => (chip as HTMLElement).dataset.chip ?? ''),
      );
  }

  it('a chip shows only its category and sets ?category=; "Alla artiklar" and Back restore all', async () => {
    const { page, watch } = await open('/vinbloggen');
    expect(new Set(await visiblePosts(page)).size).toBe(data.posts.length);
    expect(await activeChip(page)).toEqual(['']);

    await page.locator(`[data-chip="${slug}"]`).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(slug);
    expect(new URL(page.url()).pathname).toBe('/vinbloggen');
    await expect.poll(() => visiblePosts(page)).toEqual(expect.arrayContaining(inCategory));
    expect((await visiblePosts(page)).sort()).toEqual([...inCategory].sort());
    expect(await activeChip(page)).toEqual([slug]);

    await page.getByRole('link', { name: 'Alla artiklar', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await visiblePosts(page)).length).toBe(data.posts.length);
    expect(await activeChip(page)).toEqual(['']);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe(slug);
    await expect.poll(async () => (await visiblePosts(page)).sort()).toEqual([...inCategory].sort());
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(async () => (await visiblePosts(page)).length).toBe(data.posts.length);
    noErrors(watch);
  });

  it('/vinbloggen?category=… opened directly shows only that category with its chip active', async () => {
    const { page, watch } = await open(`/vinbloggen?category=${encodeURIComponent(slug)}`, 'mobile');
    expect((await visiblePosts(page)).sort()).toEqual([...inCategory].sort());
    expect(await activeChip(page)).toEqual([slug]);
    // An unknown category shows everything.
    await visit(page, currentSite(), '/vinbloggen?category=finns-inte');
    expect((await visiblePosts(page)).length).toBe(data.posts.length);
    noErrors(watch);
  });

  it('a post’s breadcrumb category leads to the filtered blog list', async () => {
    const post = pick(
      data.posts.filter((p) => p.category_slug === slug),
      'post in category',
    );
    const { page, watch } = await open(`/vinbloggen/${post.slug}`);
    await page
      .locator('nav[aria-label="Brödsmulor"]')
      .getByRole('link', { name: post.category ?? '' })
      .click();
    await page.waitForURL((url) => url.pathname === '/vinbloggen');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).searchParams.get('category')).toBe(slug);
    expect((await visiblePosts(page)).sort()).toEqual([...inCategory].sort());
    noErrors(watch);
  });
});

// ---------------------------------------------------------------------------

describe('product not-found technical info', () => {
  it('the toggle shows the path and the product id and hides them again', async () => {
    const { page, watch } = await open('/produkt/cavin-polar-xyz');
    const info = page.locator('[data-tech-info]');
    const summary = info.locator('summary');
    const path = info.locator('[data-tech-path]');
    const id = info.locator('[data-tech-id]');
    expect(await renderedText(summary)).toBe('Visa teknisk information');
    expect(await path.isVisible()).toBe(false);

    await summary.click();
    await path.waitFor({ state: 'visible' });
    expect(plain(await path.textContent())).toBe('/produkt/cavin-polar-xyz');
    expect(plain(await id.textContent())).toBe('cavin-polar-xyz');
    expect(await id.isVisible()).toBe(true);
    expect(await renderedText(summary)).toBe('Dölj teknisk information');

    await summary.click();
    await path.waitFor({ state: 'hidden' });
    expect(await id.isVisible()).toBe(false);
    expect(await renderedText(summary)).toBe('Visa teknisk information');
    noErrors(watch);
  });
});

// ---------------------------------------------------------------------------

describe('debug panel', () => {
  const lazy = (url: string) => url.endsWith('/debug/products.json') || isScript(url);

  it('loads nothing before it is opened; shows the count, a search (≤ 5) and 10 sample products; closes', async () => {
    const { page, watch } = await openSettled('/');
    const toggle = page.locator('[data-debug-toggle]');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // Every island waits for an interaction: nothing of the panel, React or any other script is loaded.
    expect(watch.requests.filter(lazy)).toEqual([]);
    expect(await islandPending(page, 'DebugTool')).toBe(true);
    expect(await page.locator('[data-debug-panel]').count()).toBe(0);

    await toggle.click();
    const panel = page.locator('[data-debug-panel]');
    await panel.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => watch.requests.some((u) => u.endsWith('/debug/products.json'))).toBe(true);
    expect(watch.requests.some((u) => /\/_astro\/DebugTool\.[^/]*\.js$/.test(u))).toBe(true);
    expect(watch.requests.some(isReact)).toBe(true);
    expect(plain(await panel.locator('[data-debug-count]').textContent())).toBe(
      `Produkter i denna version: ${data.products.length}`,
    );

    // Search for part of a real product name.
    const product = pick(
      data.products.filter((p) => p.name.split(' ').length >= 3),
      'product with a long name',
    );
    const query = product.name.split(' ').slice(1, 3).join(' ');
    const search = panel.getByLabel('Sök produkt');
    const submit = panel.getByRole('button', { name: 'Sök', exact: true });
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await search.fill(query);
    await submit.click();
    const results = panel.locator('ul[aria-label="Sökresultat"] li');
    await results.first().waitFor();
    const found = (await results.locator('a').allTextContents()).map(plain);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(5);
    for (const name of found) expect(name.toLocaleLowerCase('sv-SE')).toContain(query.toLocaleLowerCase('sv-SE'));
    const expectedMatches = data.products.filter((p) =>
      p.name.toLocaleLowerCase('sv-SE').includes(query.toLocaleLowerCase('sv-SE')),
    ).length;
    expect(found.length).toBe(Math.min(5, expectedMatches));

    await panel.getByRole('button', { name: 'Visa exempelprodukter' }).click();
    const sample = panel.locator('ul[aria-label="Exempelprodukter"] li');
    await sample.first().waitFor();
    expect(await sample.count()).toBe(Math.min(10, data.products.length));

    await panel.getByRole('button', { name: 'Stäng felsökning' }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);

    // The floating toggle opens and closes it again; the index is fetched once.
    await toggle.click();
    await panel.waitFor({ state: 'visible' });
    await toggle.click();
    await panel.waitFor({ state: 'hidden' });
    expect(watch.requests.filter((u) => u.endsWith('/debug/products.json'))).toHaveLength(1);
    noErrors(watch);
  });

  it('works on mobile: the first tap opens it, though its code loads only then (slow network)', async () => {
    const { page, watch } = await openSettled('/vinkyl', 'mobile');
    await slowScripts(page);
    const toggle = page.locator('[data-debug-toggle]');
    expect(watch.requests.filter(lazy)).toEqual([]);
    await touchTap(page, toggle);
    // The tap landed before hydration (scripts are held back): it is replayed once hydrated.
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator('[data-debug-panel]');
    await panel.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    // Handled once: it stays open.
    await page.waitForTimeout(500);
    expect(await panel.isVisible()).toBe(true);
    // Only the tool hydrated: the menu and the filter bar still wait for their own interaction.
    expect(await islandPending(page, 'MobileMenu')).toBe(true);
    expect(await islandPending(page, 'FilterBar')).toBe(true);
    expect(plain(await panel.locator('[data-debug-count]').textContent())).toBe(
      `Produkter i denna version: ${data.products.length}`,
    );
    const box = await panel.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    await panel.getByRole('button', { name: 'Stäng felsökning' }).click();
    await panel.waitFor({ state: 'hidden' });
    noErrors(watch);
  });
});
