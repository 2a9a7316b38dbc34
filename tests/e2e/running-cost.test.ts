/**
 * Issue 21 §3 in the browser: what a cooler costs to run. A product page
 * with a stated energy use shows its electricity a year and its price plus
 * ten years of it, with one note on the price used; a product without one
 * shows neither; the compare page has both rows, "–" where the energy use
 * is unknown, and the note once under the table.
 *
 * Expected values come from the built products through the project's own
 * functions (src/shared/running-cost.ts), not from numbers written here.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { compare } from '../../src/copy/compare';
import { runningCostCopy } from '../../src/copy/running-cost';
import { priceWithShipping } from '../../src/shared/price-with-shipping';
import { formatKronor, tenYearCost, yearlyElectricityCost } from '../../src/shared/running-cost';
import { loadData, type PageWatch, pick, plain, settle, siteUnderTest } from './browser';

const data = loadData();
const WAIT = { timeout: 15_000 } as const;
const { open, site: currentSite } = siteUnderTest();

function noErrors(watch: PageWatch): void {
  expect(watch.errors).toEqual([]);
  expect(currentSite().external).toEqual([]);
}

const known = data.products.filter((p) => yearlyElectricityCost(p.energy_kwh_year) !== null);
const unknown = data.products.filter((p) => p.energy_kwh_year === null);
// Several shops: the ten-year cost must start from the lowest of their prices.
const product = pick(
  [...known].sort((a, b) => b.offer_count - a.offer_count),
  'product with a stated energy use',
);
const without = pick(unknown, 'product without a stated energy use');

const yearlyText = (kwh: number | null) =>
  plain(runningCostCopy.perYear(formatKronor(yearlyElectricityCost(kwh) ?? 0)));
const tenYearsText = (price: number, kwh: number | null) =>
  plain(runningCostCopy.tenYears(formatKronor(tenYearCost(price, kwh) ?? 0)));

/** The facts list as label → value, the way a visitor reads it. */
async function facts(page: Page): Promise<Map<string, string>> {
  const pairs = await page
    .locator('dl dt')
    .evaluateAll((terms) =>
      terms.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''] as const),
    );
  return new Map(pairs.map(([label, value]) => [plain(label), plain(value)]));
}

describe('the running cost on a product page', () => {
  it('shows the electricity a year for its kWh and the price with shipping plus ten times that, with one note', async () => {
    const { page, watch } = await open(product.url);
    // What a buyer pays at the first offer (issue 35): its price, its shipping added when known.
    const lowest = priceWithShipping(product.price, product.shipping_price);
    expect(product.price).toBe(product.offers[0]?.price);
    const shown = await facts(page);
    expect(shown.get(runningCostCopy.yearlyLabel)).toBe(yearlyText(product.energy_kwh_year));
    expect(shown.get(runningCostCopy.tenYearsLabel)).toBe(tenYearsText(lowest, product.energy_kwh_year));
    // The sum is redone from the shown numbers: the ten-year cost is the price plus ten shown yearly costs.
    const digits = (text: string | undefined) => Number((text ?? '').replace(/\D/g, ''));
    expect(digits(shown.get(runningCostCopy.tenYearsLabel))).toBe(
      Math.round(lowest) + 10 * digits(shown.get(runningCostCopy.yearlyLabel)),
    );
    const labels = [...shown.keys()];
    // Beside the energy use it prices.
    expect(labels.indexOf(runningCostCopy.yearlyLabel)).toBe(labels.indexOf('Energiförbrukning') + 1);
    const note = page.locator('[data-running-cost-note]');
    expect(await note.count()).toBe(1);
    expect(await note.isVisible()).toBe(true);
    expect(plain(await note.textContent())).toContain('1,43 kr/kWh inklusive nätavgift, energiskatt och moms');
    expect(await note.getByRole('link').getAttribute('href')).toBe('/sa-jamfor-vi#elkostnad');
    noErrors(watch);
  });

  it('shows neither, and no note, without a stated energy use', async () => {
    const { page, watch } = await open(without.url);
    const labels = [...(await facts(page)).keys()];
    expect(labels).not.toContain(runningCostCopy.yearlyLabel);
    expect(labels).not.toContain(runningCostCopy.tenYearsLabel);
    expect(await page.getByText('kr/år i el').count()).toBe(0);
    expect(await page.locator('[data-running-cost-note]').count()).toBe(0);
    noErrors(watch);
  });

  it('links the note to the section of "Så jämför vi" that lists the price and its sources', async () => {
    const { page, watch } = await open('/sa-jamfor-vi#elkostnad');
    const section = page.locator('section#elkostnad');
    expect(plain(await section.locator('h2').textContent())).toBe('Elkostnad och kostnad på 10 år');
    expect(plain(await section.textContent())).toContain(runningCostCopy.sortLabel);
    const sources = await section.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(sources.length).toBeGreaterThan(0);
    for (const href of sources) expect(href).toMatch(/^https:\/\//);
    noErrors(watch);
  });
});

describe('the running cost on the compare page', () => {
  it('has both rows, "–" where the energy use is unknown, and the note once under the table', async () => {
    const { page, watch } = await open(
      `/jamfor?p=${encodeURIComponent(product.sku)},${encodeURIComponent(without.sku)}`,
    );
    await settle(page);
    await expect
      .poll(() => page.locator('[data-compare-heads] [data-name]').allTextContents(), WAIT)
      .toEqual([product.name, without.name]);
    const cells = (key: string) =>
      page
        .locator(`[data-compare-body] tr[data-row="${key}"] td`)
        .evaluateAll((tds) => tds.map((td) => td.textContent ?? ''));
    const yearly = (await cells('runningCost')).map(plain);
    const tenYears = (await cells('tenYearCost')).map(plain);
    const missing = plain(`${compare.missing}${compare.missingText}`);
    expect(yearly).toEqual([yearlyText(product.energy_kwh_year), missing]);
    expect(tenYears).toEqual([
      tenYearsText(priceWithShipping(product.price, product.shipping_price), product.energy_kwh_year),
      missing,
    ]);
    expect(plain(await page.locator('[data-compare-body] tr[data-row="runningCost"] th').textContent())).toContain(
      runningCostCopy.yearlyLabel,
    );
    const note = page.locator('[data-compare-cost-note]');
    expect(await note.count()).toBe(1);
    expect(await note.isVisible()).toBe(true);
    expect(plain(await note.textContent())).toContain('1,43 kr/kWh');
    noErrors(watch);
  });

  it('leaves both rows and the note out when no product states its energy use', async () => {
    const other = pick(
      unknown.filter((p) => p.sku !== without.sku),
      'second product without a stated energy use',
    );
    const { page, watch } = await open(`/jamfor?p=${encodeURIComponent(without.sku)},${encodeURIComponent(other.sku)}`);
    await expect.poll(() => page.locator('[data-compare-heads] [data-name]').count(), WAIT).toBe(2);
    expect(await page.locator('[data-compare-body] tr[data-row="runningCost"]').count()).toBe(0);
    expect(await page.locator('[data-compare-body] tr[data-row="tenYearCost"]').count()).toBe(0);
    expect(await page.locator('[data-compare-cost-note]').isVisible()).toBe(false);
    noErrors(watch);
  });
});
