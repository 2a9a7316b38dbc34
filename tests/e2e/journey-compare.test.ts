/**
 * Issue 22, the compare page /jamfor on a phone and at the desk, in a real
 * browser: two products side by side at 390 px with their names and lowest
 * prices in view wherever the table is scrolled; the "≠" marker only on the
 * rows that decide a purchase, and "Visa bara skillnader"; the lowest value
 * marked where lower is plainly better; the total with shipping of each
 * product's cheapest offer. Each test failed on the site before its fix.
 *
 * Expectations come from the build's product data, computed here, not from
 * the page's own row code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/copy/compare';
import { compareValues } from '../../src/features/compare/compare.build';
import { pricePerBottle } from '../../src/shared/price-per-bottle';
import { tenYearCost, yearlyElectricityCost } from '../../src/shared/running-cost';
import { loadData, type PageWatch, type ProductData, plain, settle, siteUnderTest, swedishPrice } from './browser';
import { COMPARED } from './compare-rows';

const data = loadData();
const WAIT = { timeout: 15_000 } as const;
const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

/** Opens /jamfor for these products and waits until the table shows them. */
async function compareOf(products: readonly ProductData[], viewport: 'desktop' | 'mobile' = 'desktop') {
  const opened = await open(`/jamfor?p=${products.map((p) => encodeURIComponent(p.sku)).join(',')}`, viewport);
  await expect
    .poll(() => opened.page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
    .toEqual(products.map((p) => p.name));
  await settle(opened.page);
  return opened;
}

/** Products a table can show in full: a picture, a shop link, and the facts most rows need. */
const complete = data.products.filter(
  (p) =>
    p.image_url !== null &&
    p.tracking_product_url !== null &&
    p.capacity !== null &&
    p.noise_db !== null &&
    p.energy_kwh_year !== null &&
    p.width_cm !== null,
);
const distinctNames = (products: readonly ProductData[]): ProductData[] =>
  products.filter((p, i) => products.findIndex((q) => q.name === p.name) === i);

/** What each row compares (./compare-rows.ts), looked up by a row key read from the page. */
const RAW: Readonly<Record<string, (p: ProductData) => unknown>> = COMPARED;

/** The rows that decide a purchase (issue 22): bottles, zones, size, noise, energy and its cost, price per bottle, total cost. */
const DECISION = [
  'perBottle',
  'capacity',
  'zones',
  'width',
  'height',
  'depth',
  'niche',
  'noise',
  'energy',
  'runningCost',
  'tenYearCost',
];

/** Rows where lower is plainly better, with the number the row shows. */
const LOWER_IS_BETTER: Readonly<Record<string, (p: ProductData) => number | null>> = {
  price: (p) => p.price,
  lowestTotal: (p) => p.lowest_total_price,
  perBottle: (p) => pricePerBottle(p.price, p.capacity),
  noise: (p) => p.noise_db,
  runningCost: (p) => yearlyElectricityCost(p.energy_kwh_year),
  tenYearCost: (p) => tenYearCost(p.price, p.energy_kwh_year),
};

const differs = (values: readonly unknown[]): boolean => new Set(values).size > 1;

/**
 * Per product column of the table: whether its cells lie within the table's
 * visible width, and whether the product's name and lowest price are shown
 * (the price row's text) inside the window, over that column, and uncovered (the element itself
 * answers at its centre, so no fixed header or bar lies over it).
 */
async function columnsInView(page: Page, products: readonly ProductData[]) {
  const names = products.map((p) => p.name);
  // The price row's text as the build writes it ("från 6 590 kr"), so another row's amount does not count.
  const prices = products.map((p) => plain(compareValues(p).price));
  return page.evaluate(
    ([names, prices]) => {
      const flat = (text: string | null): string =>
        (text ?? '')
          .replace(/[\u00a0\u202f]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim();
      const region = document.querySelector('[data-compare-result] section') as HTMLElement;
      const visible = region.getBoundingClientRect();
      const cells = [...(document.querySelector('[data-compare-body] tr')?.querySelectorAll('td') ?? [])];
      const leaves = [...document.querySelectorAll('main *')].filter((element) => element.children.length === 0);
      const shown = (element: Element, from: number, to: number): boolean => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (box.top < 0 || box.bottom > window.innerHeight || box.left < 0 || box.right > window.innerWidth)
          return false;
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < from || x > to) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      };
      return names.map((name, index) => {
        const cell = cells[index]?.getBoundingClientRect();
        if (!cell) return { inView: false, name: false, price: false };
        return {
          inView: cell.left >= visible.left - 1 && cell.right <= visible.right + 1,
          name: leaves.some((leaf) => flat(leaf.textContent) === name && shown(leaf, cell.left, cell.right)),
          price: leaves.some((leaf) => flat(leaf.textContent) === prices[index] && shown(leaf, cell.left, cell.right)),
        };
      });
    },
    [names, prices] as const,
  );
}

/** Scrolls the page until the table's last rows are in view, far below its heads and its price row. */
async function scrollToTableEnd(page: Page): Promise<void> {
  await page
    .locator('[data-compare-body] tr')
    .last()
    .evaluate((row) => row.scrollIntoView({ block: 'end' }));
  const rows = await page.evaluate(() => ({
    heads: (document.querySelector('[data-compare-heads]') as Element).getBoundingClientRect().bottom,
    price: (document.querySelector('[data-compare-body] tr[data-row="price"]') as Element).getBoundingClientRect()
      .bottom,
  }));
  // The table's own heads and price row have left the window: only something that stays can show them now.
  expect(rows.heads).toBeLessThan(0);
  expect(rows.price).toBeLessThan(0);
}

describe('issue 22: the compare page', () => {
  it('issue 22: at 390 px two products fit side by side, and their names and lowest prices stay in view while the table scrolls (also at 1366 px)', async () => {
    const four = distinctNames(complete).slice(0, 4);
    expect(four.length).toBe(4);
    const { page, watch } = await compareOf(four, 'mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    // The first two product columns, heads included, fit in the visible width, side by side.
    const heads = await page.locator('[data-compare-heads] [data-name]').evaluateAll((names) =>
      names.map((name) => {
        const box = (name.closest('th') as Element).getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top };
      }),
    );
    const [first, second] = heads;
    expect(first && second && second.left >= first.right - 1 && first.top === second.top).toBe(true);
    expect(second?.right ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(390);
    expect((await columnsInView(page, four)).map((column) => column.inView)).toEqual([true, true, false, false]);

    await scrollToTableEnd(page);
    await expect
      .poll(() => columnsInView(page, four), WAIT)
      .toEqual([
        { inView: true, name: true, price: true },
        { inView: true, name: true, price: true },
        { inView: false, name: false, price: false },
        { inView: false, name: false, price: false },
      ]);
    // Swiped to the last two products: the names and prices that stay follow the columns.
    await page
      .locator('[data-compare-result] section')
      .evaluate((region) => region.scrollTo({ left: region.scrollWidth, behavior: 'instant' }));
    await expect
      .poll(() => columnsInView(page, four), WAIT)
      .toEqual([
        { inView: false, name: false, price: false },
        { inView: false, name: false, price: false },
        { inView: true, name: true, price: true },
        { inView: true, name: true, price: true },
      ]);
    noErrors(watch);

    // A laptop screen: all four side by side, and the same heads stay in view.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(4);
    expect((await columnsInView(page, four)).map((column) => column.inView)).toEqual([true, true, true, true]);
    await scrollToTableEnd(page);
    await expect
      .poll(() => columnsInView(page, four), WAIT)
      .toEqual(four.map(() => ({ inView: true, name: true, price: true })));
    noErrors(watch);
  });

  it('issue 22: "≠" marks only differing rows that decide a purchase, and "Visa bara skillnader" hides the rows where all agree', async () => {
    // Two products that differ in a deciding row and in another row, and agree in some row.
    const pair = (() => {
      for (const a of complete) {
        for (const b of complete) {
          if (a === b || a.name === b.name) continue;
          const keys = Object.keys(RAW);
          const differing = keys.filter((key) => differs([RAW[key]?.(a), RAW[key]?.(b)]));
          const agreeing = keys.filter((key) => RAW[key]?.(a) !== null && RAW[key]?.(a) === RAW[key]?.(b));
          if (
            differing.some((key) => DECISION.includes(key)) &&
            differing.some((key) => !DECISION.includes(key)) &&
            agreeing.length > 0
          )
            return [a, b] as const;
        }
      }
      throw new Error('the built data has no two products that differ in a deciding row, another row, and agree');
    })();
    const { page, watch } = await compareOf(pair);
    const shownRows = () =>
      page.locator('[data-compare-body] tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          key: tr.getAttribute('data-row') ?? '',
          visible: tr.getClientRects().length > 0,
          // biome-ignore lint/performance/useDomNodeTextContent: the marker as the visitor sees it; display: none leaves it out.
          marked: (tr.querySelector('th') as HTMLElement).innerText.includes('≠'),
        })),
      );
    const rows = await shownRows();
    const keys = rows.map((row) => row.key).filter((key) => key in RAW);
    expect(keys.length).toBeGreaterThan(5);
    const differing = (key: string): boolean => differs(pair.map((p) => RAW[key]?.(p)));
    // Marked: exactly the deciding rows whose values differ.
    expect(rows.filter((row) => row.marked).map((row) => row.key)).toEqual(
      keys.filter((key) => DECISION.includes(key) && differing(key)),
    );
    // The marker is words too, for a screen reader.
    const marked = page.locator('[data-compare-body] tr[data-row] th', { hasText: '≠' }).first();
    expect(plain(await marked.textContent())).toContain(`(${compare.differs})`);

    // The control is native, works at the first tap, and says its state.
    const only = page.getByRole('checkbox', { name: 'Visa bara skillnader' });
    expect(await only.isChecked()).toBe(false);
    await only.click();
    expect(await only.isChecked()).toBe(true);
    const filtered = await shownRows();
    expect(filtered.filter((row) => row.visible && row.key in RAW).map((row) => row.key)).toEqual(
      keys.filter(differing),
    );
    // The product heads and the shop links stay.
    expect(await page.locator('[data-compare-heads] [data-name]').first().isVisible()).toBe(true);
    expect(filtered.find((row) => row.key === 'retailer')?.visible).toBe(true);
    await only.click();
    expect(await only.isChecked()).toBe(false);
    expect((await shownRows()).every((row) => row.visible)).toBe(true);
    // The legend explains the marker and the control in Swedish.
    expect(plain(await page.locator('[data-compare-result]').textContent())).toContain(compare.legend);
    noErrors(watch);
  });

  it('issue 22: the lowest price, price per bottle, noise, total and running cost are marked "Lägst", in words, ties all marked', async () => {
    // Three products, two of them sharing the lowest noise level.
    const trio = (() => {
      const candidates = distinctNames(complete);
      for (const a of candidates) {
        for (const b of candidates) {
          if (a === b || a.noise_db !== b.noise_db) continue;
          const c = candidates.find((p) => p.noise_db !== null && a.noise_db !== null && p.noise_db > a.noise_db);
          if (c && c.name !== a.name && c.name !== b.name) return [a, b, c] as const;
        }
      }
      throw new Error('the built data has no two products with the same noise level and a louder third');
    })();
    const { page, watch } = await compareOf(trio);
    for (const [key, number] of Object.entries(LOWER_IS_BETTER)) {
      const values = trio.map(number);
      const known = values.filter((value): value is number => value !== null);
      const lowest = Math.min(...known);
      const expected = values.map(
        (value) => known.length >= 2 && lowest < Math.max(...known) && value !== null && value === lowest,
      );
      const cells = page.locator(`[data-compare-body] tr[data-row="${key}"] td`);
      if (known.length === 0) continue;
      const marks = await cells.evaluateAll((tds) =>
        tds.map((td) => ({
          // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees; textContent includes hidden text.
          seen: (td as HTMLElement).innerText.includes('Lägst'),
          // Read by a screen reader: in the cell's text, not hidden from it.
          heard: [...td.querySelectorAll('*')].some(
            (element) =>
              element.children.length === 0 &&
              (element.textContent ?? '').includes('Lägst') &&
              element.closest('[aria-hidden="true"]') === null,
          ),
        })),
      );
      expect(
        marks.map((mark) => mark.seen),
        key,
      ).toEqual(expected);
      expect(
        marks.map((mark) => mark.heard),
        key,
      ).toEqual(expected);
    }
    // The tie: both quietest products are marked.
    const noise = await page
      .locator('[data-compare-body] tr[data-row="noise"] td')
      // biome-ignore lint/performance/useDomNodeTextContent: what the visitor sees; textContent includes hidden text.
      .evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.includes('Lägst')));
    expect(noise).toEqual([true, true, false]);
    noErrors(watch);
  });

  it('issue 22: each product shows its total with shipping, from its cheapest offer, naming the shop and the shipping', async () => {
    // Products whose cheapest total is not simply the lowest price: several shops, or shipping to pay.
    const chosen = distinctNames(
      complete.filter((p) => p.offer_count > 1 || (p.shipping_price !== null && p.shipping_price > 0)),
    ).slice(0, 3);
    expect(chosen.length).toBe(3);
    const { page, watch } = await compareOf(chosen);
    const row = page.locator('[data-compare-body] tr', { hasText: compare.rows.lowestTotal });
    expect(await row.count()).toBe(1);
    expect(plain(await row.locator('th').textContent())).toContain('Totalt inkl. frakt');
    const cells = (await row.locator('td').allTextContents()).map(plain);
    chosen.forEach((product, index) => {
      // The offer with the lowest known total, the first in the data's order among equals.
      let best: ProductData['offers'][number] | null = null;
      for (const offer of product.offers) {
        if (offer.total_price !== null && (best === null || offer.total_price < (best.total_price ?? 0))) best = offer;
      }
      const cell = cells[index] ?? '';
      if (best === null || best.total_price === null || best.shipping_price === null) {
        expect(cell, product.sku).toContain('frakt enligt butiken');
        return;
      }
      expect(cell, product.sku).toContain(swedishPrice(best.total_price));
      expect(cell, product.sku).toContain(best.shop_name);
      // The shipping in it is named: free, or its price.
      expect(cell.toLocaleLowerCase('sv-SE'), product.sku).toContain(
        best.shipping_price === 0 ? 'fri frakt' : `frakt ${swedishPrice(best.shipping_price)}`,
      );
    });
    noErrors(watch);
  });
  it('issue 22: with products in its URL the table appears without moving what is on screen; a URL naming none shows the how-to', async () => {
    const chosen = distinctNames(complete).slice(0, 3);
    expect(chosen.length).toBe(3);
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page, watch } = await compareOf(chosen, viewport);
      // Every layout shift since the page started loading (Chromium buffers them), as Lighthouse sums them.
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[]) {
                if (!entry.hadRecentInput) sum += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(sum), 300);
          }),
      );
      expect(shifted, viewport).toBeLessThan(0.01);
      expect(await page.locator('[data-compare-empty]').isVisible(), viewport).toBe(false);
      noErrors(watch);
    }
    // The inline mark is loose ("p=" with anything): the page script takes it back when no product is named.
    const { page } = await open('/jamfor?p=,,');
    await expect.poll(() => page.locator('[data-compare-empty]').isVisible(), WAIT).toBe(true);
    expect(await page.locator('[data-compare-page]').getAttribute('data-compare-named')).toBeNull();
  });
  it('issue 22: a value too wide for a phone column breaks after its "/", never inside a word', async () => {
    const integrated = distinctNames(complete.filter((p) => p.installation === 'integrerbar')).slice(0, 1);
    const others = distinctNames(complete.filter((p) => p.installation !== 'integrerbar')).slice(0, 1);
    const { page } = await compareOf([...integrated, ...others], 'mobile');
    const cell = page.locator('[data-compare-body] tr[data-row="installation"] td').first();
    expect(plain(await cell.textContent())).toMatch(/^Integrerad\/integrerbar/);
    // The text as the lines it is drawn on: each character's top, in order, split where it grows.
    const lines = await cell.evaluate((td) => {
      const drawn: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width === 0) continue;
          if (top === null || rect.top > top + 2) drawn.push(text.charAt(i));
          else drawn.push(`${drawn.pop() ?? ''}${text.charAt(i)}`);
          top = rect.top;
        }
      }
      return drawn;
    });
    expect(lines.length, lines.join(' | ')).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line, lines.join(' | ')).toMatch(/[/\s]$/);
  });
});
