/**
 * Issue 22, "Trust and words" and the compare point about installation: what
 * the site says must match what it shows. The home page's product section
 * may not claim a measurement the site does not make; a product's template
 * text may not send the reader to the retailer for a fact the facts list
 * above it shows; the installation a product page, the compare table and a
 * category's filter name may not contradict the category the visitor is on.
 *
 * Expectations come from the build's product data, not from the page's code.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadData, type ProductData, pick, plain, siteUnderTest } from './browser';

const data = loadData();
const { open } = siteUnderTest();
const WAIT = { timeout: 15_000 } as const;

/** The product information list as label → value. */
async function facts(page: Page): Promise<Map<string, string>> {
  const pairs = await page
    .locator('dl dt')
    .evaluateAll((dts) => dts.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? ''] as const));
  return new Map(pairs.map(([label, value]) => [plain(label), plain(value)]));
}

describe('issue 22: the home page names its product selection for what it is', () => {
  it('does not call the first products of four categories "most compared", and says how they are chosen', async () => {
    const { page } = await open('/');
    // The one section of the home page with product cards.
    const section = page.locator('section:has([data-product-card])');
    expect(await section.count()).toBe(1);
    const heading = plain(await section.locator('h2').textContent());
    // The site measures no comparisons, clicks or sales at build time.
    expect(heading).not.toMatch(/mest|populär|bäst|topp/i);
    const text = plain(await section.locator('h2 + p').textContent()).toLocaleLowerCase('sv-SE');
    for (const word of ['fristående', 'integrerade', 'inbyggbara', 'vinlagringsskåp', 'tre']) {
      expect(text, `the text says the selection takes ${word}`).toContain(word);
    }
    // What the spec fixes stays: at least 12 products and a button to each of the four categories.
    expect(await section.locator('[data-product-card]').count()).toBeGreaterThanOrEqual(12);
    for (const href of ['/fristaende-vinkyl', '/integrerad-vinkyl', '/inbyggbar-vinkyl', '/vinlagringsskap']) {
      expect(await section.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
  });
});

/** The words the template text uses for each fact, and the facts-list label that shows it. */
const FACT_WORDS = [
  { word: /antal flaskor|kapacitet/i, label: 'Antal flaskor', has: (p: ProductData) => p.capacity !== null },
  { word: /zoner/i, label: 'Temperaturzoner', has: (p: ProductData) => p.temperature_zones !== null },
  { word: /ljudnivå/i, label: 'Ljudnivå', has: (p: ProductData) => p.noise_db !== null },
  { word: /energiklass/i, label: 'Energiklass', has: (p: ProductData) => p.energy_class !== null },
] as const;

/**
 * Sentences of the about section that send the reader to the retailer,
 * without the product's name (a name such as "… 2 zoner" names no missing fact).
 */
async function retailerSentences(page: Page, product: ProductData): Promise<string[]> {
  const about = plain(await page.locator('section[aria-labelledby="om-produkten"] > div').first().textContent());
  return about
    .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((sentence) => sentence.includes('hos återförsäljaren'))
    .map((sentence) => sentence.replaceAll(plain(product.name), '{name}'));
}

describe('issue 22: product template text does not contradict the facts on the page', () => {
  const freeStanding = data.products.filter((p) => p.category_slug === 'fristaende-vinkyl');

  it('does not send the reader to the retailer for facts the facts list shows', async () => {
    const product = pick(
      freeStanding.filter((p) => FACT_WORDS.every((fact) => fact.has(p))),
      'a free-standing cooler stating bottles, zones, noise and energy class',
    );
    const { page } = await open(product.url);
    const shown = await facts(page);
    for (const fact of FACT_WORDS) expect(shown.has(fact.label), fact.label).toBe(true);
    for (const sentence of await retailerSentences(page, product)) {
      for (const fact of FACT_WORDS) expect(sentence, `${product.slug}: ${fact.label}`).not.toMatch(fact.word);
    }
  });

  it('names exactly the facts the product lacks', async () => {
    const product = pick(
      freeStanding.filter((p) => FACT_WORDS.some((fact) => fact.has(p)) && FACT_WORDS.some((fact) => !fact.has(p))),
      'a free-standing cooler stating some of bottles, zones, noise and energy class',
    );
    const { page } = await open(product.url);
    const sentences = (await retailerSentences(page, product)).join(' ');
    for (const fact of FACT_WORDS) {
      if (fact.has(product)) expect(sentences, `${product.slug}: ${fact.label} shown`).not.toMatch(fact.word);
      else expect(sentences, `${product.slug}: ${fact.label} missing`).toMatch(fact.word);
    }
  });
});

describe('issue 22: installation facts and labels agree with the category', () => {
  it('labels the integrated type with the word of the "Integrerad Vinkyl" page it filters', async () => {
    const { page } = await open('/integrerad-vinkyl');
    const options = await page
      .locator('input[name="installation"]:not([value=""])')
      .evaluateAll((inputs) => inputs.map((input) => [input.getAttribute('value'), input.parentElement?.textContent]));
    const integrated = options.find(([value]) => value === 'integrerbar');
    expect(integrated, 'an installation option for the integrated type').toBeDefined();
    expect(plain(integrated?.[1])).toMatch(/^Integrerad\b/);
  });

  /** A free-standing cooler whose name and description do not say how it is installed. */
  const unstated = (): ProductData =>
    pick(
      data.products.filter(
        (p) =>
          p.category_slug === 'fristaende-vinkyl' &&
          // Before issue 22 such a product had no installation at all.
          (p.installation === null || p.installation_source === 'category') &&
          p.tracking_product_url,
      ),
      'a cooler in "Fristående Vinkyl" whose text does not state its installation',
    );

  it("gives a product without a stated installation its category's, and says so, on the product page", async () => {
    const product = unstated();
    const { page } = await open(product.url);
    expect((await facts(page)).get('Installation')).toBe('Fristående (enligt kategorin)');
  });

  it('shows the category\'s installation in the compare table instead of "–", and says so', async () => {
    const product = unstated();
    const other = pick(
      data.products.filter((p) => p.installation === 'inbyggbar' && p.installation_source !== 'category'),
      'a built-in cooler stating it',
    );
    const { page } = await open(`/jamfor?p=${product.sku},${other.sku}`);
    const cells = page.locator('[data-compare-body] tr[data-row="installation"] td');
    await expect.poll(() => cells.allTextContents(), WAIT).toHaveLength(2);
    expect((await cells.allTextContents()).map(plain)).toEqual(['Fristående (enligt kategorin)', 'Inbyggbar']);
  });
});
