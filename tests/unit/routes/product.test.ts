import { describe, expect, it } from 'vitest';
import { factRows, highestSince, productPrices, productRoute, unprovenSale } from '../../../src/render/routes/product';
import { LIMITS } from '../../../src/render/select';
import type { SiteInput } from '../../../src/render/site';
import { formatPrice } from '../../../src/shared/format';
import { priceWithShipping } from '../../../src/shared/price-with-shipping';
import { formatKronor, tenYearCost, yearlyElectricityCost } from '../../../src/shared/running-cost';
import { products } from '../../fixtures/products';
import { expectOneTrail, jsonLd, ldOfType, meta, pick, SITE, sample, sampleSite, siteOf } from './sample-site';

type SampleProduct = (typeof sample.products)[number];
const routeOf = (product: SampleProduct) => productRoute(sampleSite, { slug: product.slug });
/** The page of a product in a catalogue of its own (no related products), built on `builtAt`. */
const alone = (product: SampleProduct, more: Partial<SiteInput> = {}) =>
  productRoute(siteOf({ products: [product], ...more }), { slug: product.slug });

describe('product route (spec §2 "Product page")', () => {
  const product = pick(
    sample.products,
    (p) =>
      p.category === 'Fristående Vinkyl' &&
      p.brand_slug !== null &&
      p.capacity !== null &&
      p.temperature_zones !== null &&
      p.color !== null &&
      p.image_url !== null &&
      p.offer_count === 1 &&
      p.shipping_price === 0,
    'fully described free-standing cooler with free shipping, sold by one shop',
  );
  const route = routeOf(product);

  it('has the product head: title with bottles, og:type product, its image and canonical URL', () => {
    expect(route.head.canonical).toBe(`https://www.vinkylguiden.se${product.url}`);
    expect(meta(route.head, 'og:type')).toBe('product');
    expect(meta(route.head, 'og:image')).toBe(new URL(product.image_url ?? '', SITE).href);
    expect(route.head.title.endsWith(' | Vinkylguiden')).toBe(true);
    if (!/\d+\s*flaskor/i.test(product.name)) expect(route.head.title).toContain(`– ${product.capacity} flaskor`);
    expect(meta(route.head, 'keywords')?.endsWith(`, ${product.brand}, Fristående Vinkyl`)).toBe(true);
  });

  it('builds the trail once: Hem › category › product, shown and as BreadcrumbList', () => {
    expect(route.trail).toEqual([
      { label: 'Hem', href: '/' },
      { label: 'Fristående Vinkyl', href: '/fristaende-vinkyl' },
      { label: product.name },
    ]);
    expectOneTrail(route);
  });

  it('describes the product as Product with an offer valid 30 days, and its FAQ', () => {
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList', 'Product', 'FAQPage']);
    const offer = ldOfType(route.head, 'Product').offers as { priceValidUntil: string; price: string };
    expect(offer.priceValidUntil).toBe('2026-04-13');
    expect(offer.price).toBe(product.price.toFixed(2));
    expect(ldOfType(route.head, 'FAQPage').mainEntity).toHaveLength(4);
    expect(route.faq).toHaveLength(4);
  });

  it('lists the facts the feed knows, the brand linked to its page', () => {
    expect(route.facts.map((fact) => fact.label)).toEqual([
      'Varumärke',
      'Färg',
      ...(product.model ? ['Modell'] : []),
      ...(product.ean ? ['EAN'] : []),
      'Antal flaskor',
      'Pris per flaskplats',
      'Temperaturzoner',
      ...(product.installation ? ['Installation'] : []),
      ...(product.width_cm && product.height_cm && product.depth_cm ? ['Mått (B × H × D)'] : []),
      ...(product.noise_db ? ['Ljudnivå'] : []),
      ...(product.energy_class ? ['Energiklass'] : []),
      ...(product.energy_kwh_year ? ['Energiförbrukning', 'Elkostnad', 'Kostnad på 10 år'] : []),
      ...(product.niche_width_cm || product.niche_height_cm || product.niche_depth_cm ? ['Nischmått (B × H × D)'] : []),
      ...(product.clearance_cm !== null ? ['Ventilation'] : []),
      // Issue 38 §1: the yes-or-no features the text states, yes or no alike.
      ...(product.lockable !== null ? ['Lås'] : []),
      ...(product.glass_door !== null ? ['Glasdörr'] : []),
      ...(product.uv_glass !== null ? ['UV-skyddat glas'] : []),
      ...(product.wood !== null ? ['Trä (hyllor eller stomme)'] : []),
      ...(product.reversible_door !== null ? ['Vändbar dörr'] : []),
    ]);
    expect(route.facts[0]).toEqual({
      label: 'Varumärke',
      value: product.brand,
      href: `/varumarken/${product.brand_slug}`,
    });
    expect(route.facts.find((fact) => fact.label === 'Antal flaskor')?.value).toBe(String(product.capacity));
    // Issue 22: one wording for free shipping everywhere.
    expect(route.top.shipping).toBe(' · Fri frakt');
  });

  it('fills the texts and links 6 related products of the same category', () => {
    expect(route.aboutTitle).toBe(`Om ${product.name}`);
    expect(route.compareTitle).toBe('Jämför alla produkter i kategorin Fristående Vinkyl');
    expect(route.about).toContain(product.name.replace(/&/g, '&amp;'));
    expect(route.related).toHaveLength(LIMITS.relatedProducts);
    expect(LIMITS.relatedProducts).toBe(6);
    expect(route.related.every((p) => p.category === product.category && p.sku !== product.sku)).toBe(true);
    expect(route.category).toEqual({ label: 'Fristående Vinkyl', href: '/fristaende-vinkyl' });
    expect(route.backHref).toBe('/fristaende-vinkyl');
    expect(route.allCoolersHref).toBe('/vinkyl');
  });

  it('falls back to Alla produkter and neutral words for a product without a category', () => {
    const loose = routeOf(pick(sample.products, (p) => p.category === null, 'product without a category'));
    expect(loose.trail[1]).toEqual({ label: 'Alla produkter', href: '/produkt' });
    expectOneTrail(loose);
    expect(loose.category).toBeNull();
    expect(loose.related).toEqual([]);
    expect(loose.backHref).toBe('/');
    expect(loose.about).toContain('vinförvaring');
  });

  it('says the shipping price, and that the shop states it when the feed does not; describes a product without text', () => {
    const paid = pick(
      sample.products,
      (p) => p.offer_count === 1 && p.shipping_price !== null && p.shipping_price > 0,
      'paid shipping',
    );
    expect(routeOf(paid).top.shipping).toBe(` · Frakt ${formatPrice(paid.shipping_price ?? 0, paid.currency)}`);
    const [only] = product.offers;
    if (!only) throw new Error('a product without offers');
    const bare = {
      ...product,
      shipping_price: null,
      short_description: '',
      image_url: null,
      offers: [{ ...only, shipping_price: null, total_price: null }],
    };
    const route = alone(bare);
    // Never called free (issue 35).
    expect(route.top.shipping).toBe(' · Frakt enligt butiken');
    expect(route.offers.shown[0]?.shipping).toBe('Frakt enligt butiken');
    expect(route.offers.shown[0]?.total).toBeNull();
    expect(route.head.description).toBe(`${product.name} – jämför pris och läs mer om produkten.`);
    expect(meta(route.head, 'og:image')).toBe('https://www.vinkylguiden.se/og-image.png');
    expect(route.noImage).toBe('Bild saknas');
  });

  it('link the category only when it has a page, and relate six products (fixtures)', () => {
    const catalogue = products([
      ...Array.from({ length: 8 }, (_, i) => ({ name: `F${i}`, category: 'Fristående Vinkyl' })),
      { name: 'K', category: 'Kitchen Accessories' },
    ]);
    const site = siteOf({ products: catalogue });
    const [first, kitchen] = [catalogue[0], catalogue[8]];
    if (!first || !kitchen) throw new Error('fixture missing');
    expect(site.productLinks(first).categoryHref).toBe('/fristaende-vinkyl');
    expect(site.productLinks(first).related).toHaveLength(6);
    expect(site.productLinks(kitchen).categoryHref).toBeNull();
    const route = productRoute(site, { slug: kitchen.slug });
    expect(route.trail.map((crumb) => crumb.label)).toEqual(['Hem', 'Alla produkter', 'K']);
    expect(route.faq).toHaveLength(4);
  });
});

describe('product facts in the information list (issue 12 §4)', () => {
  const cooler = pick(sample.products, (p) => p.category === 'Inbyggbar Vinkyl', 'built-in cooler');
  const withFacts = (facts: Partial<(typeof sample.products)[number]>) => ({
    ...cooler,
    capacity: null,
    temperature_zones: null,
    installation: null,
    width_cm: null,
    height_cm: null,
    depth_cm: null,
    noise_db: null,
    energy_class: null,
    niche_width_cm: null,
    niche_height_cm: null,
    niche_depth_cm: null,
    clearance_cm: null,
    energy_kwh_year: null,
    ...facts,
  });
  const rowsOf = (product: (typeof sample.products)[number]) =>
    factRows(product).map((fact) => [fact.label, fact.value.replace(/\u00a0/g, ' ')]);
  const plainKronor = (kr: number | null) => formatKronor(kr ?? Number.NaN).replace(/\u00a0/g, ' ');
  const yearly = (kwh: number) => plainKronor(yearlyElectricityCost(kwh));
  const tenYears = (price: number, kwh: number) => plainKronor(tenYearCost(price, kwh));

  it('shows every known fact in Swedish: bottles, price per bottle slot, zones, installation, size, noise, energy', () => {
    const product = withFacts({
      price: 12_990,
      shipping_price: 0,
      currency: 'SEK',
      capacity: 46,
      temperature_zones: 2,
      installation: 'inbyggbar',
      width_cm: 59.5,
      height_cm: 82,
      depth_cm: 57,
      noise_db: 39,
      energy_class: 'G',
    });
    expect(rowsOf(product)).toEqual([
      ['Antal flaskor', '46'],
      ['Pris per flaskplats', '282 kr per flaskplats'],
      ['Temperaturzoner', '2'],
      ['Installation', 'Inbyggbar'],
      ['Mått (B × H × D)', '59,5 × 82 × 57 cm'],
      ['Ljudnivå', '39 dB'],
      ['Energiklass', 'G'],
    ]);
    // Per bottle slot, what a buyer pays: (12 990 + 499) / 46 = 293,2 (issue 35).
    expect(rowsOf({ ...product, shipping_price: 499 })[1]).toEqual(['Pris per flaskplats', '293 kr per flaskplats']);
    const route = alone(product);
    expect(route.facts.slice(-7).map((fact) => fact.label)).toEqual(rowsOf(product).map(([label]) => label));
    expect(route.capacityNote).toMatch(/bordeauxflaskor.*Burgundy- och champagneflaskor/);
  });

  it('states the yearly energy use, the niche the maker asks for and the ventilation space (issue 21)', () => {
    expect(
      rowsOf(
        withFacts({
          energy_kwh_year: 142,
          niche_width_cm: 56,
          niche_height_cm: 122.5,
          niche_depth_cm: 55,
          clearance_cm: 5,
        }),
      ),
    ).toEqual([
      ['Energiförbrukning', '142 kWh/år'],
      ['Elkostnad', `≈ ${yearly(142)} kr/år i el`],
      ['Kostnad på 10 år', `${tenYears(priceWithShipping(cooler.price, cooler.shipping_price), 142)} kr`],
      ['Nischmått (B × H × D)', '56 × 122,5 × 55 cm'],
      ['Ventilation', 'Minst 5 cm fritt, enligt tillverkaren'],
    ]);
    expect(rowsOf(withFacts({ niche_width_cm: 60, niche_depth_cm: 57 }))).toEqual([
      ['Nischmått (B × H × D)', '60 × – × 57 cm'],
    ]);
    const product = withFacts({ energy_kwh_year: 142, niche_height_cm: 88, clearance_cm: 10 });
    const route = alone(product);
    expect(ldOfType(route.head, 'Product').additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Energiförbrukning', value: 142, unitCode: 'KWH' },
      { '@type': 'PropertyValue', name: 'Nisch höjd', value: 88, unitCode: 'CMT' },
      { '@type': 'PropertyValue', name: 'Ventilation', value: 10, unitCode: 'CMT' },
    ]);
  });

  it('says a maker’s stated none as none, and its FAQ answers from the niche and noise shown (issue 35 §5)', () => {
    expect(rowsOf(withFacts({ clearance_cm: 0 }))).toEqual([
      ['Ventilation', 'Inget avstånd behövs, enligt tillverkaren'],
    ]);
    const route = alone(withFacts({ niche_width_cm: 60, niche_height_cm: 82, niche_depth_cm: 55, noise_db: 38 }));
    const answers = route.faq.map((item) => item.answer).join('\n');
    expect(answers).toContain('en nisch som är 60 cm bred, 82 cm hög och 55 cm djup');
    expect(answers).toContain('en ljudnivå på 38 dB');
    expect(answers).not.toContain('De exakta installationsmåtten');
    // The FAQPage structured data says what the visible FAQ says.
    expect(JSON.stringify(ldOfType(route.head, 'FAQPage'))).toContain('82 cm hög');
  });

  it('shows what the energy use costs: a year at the site price, and the price with shipping plus ten years (issues 21 §3, 35)', () => {
    // 176 kWh × 1,43 kr = 251,68 kr → 250 kr a year; 12 990 kr + 10 × 250 kr.
    const product = withFacts({ energy_kwh_year: 176, price: 12_990, shipping_price: 0, offer_count: 1 });
    expect(rowsOf(product)).toEqual([
      ['Energiförbrukning', '176 kWh/år'],
      ['Elkostnad', '≈ 250 kr/år i el'],
      ['Kostnad på 10 år', '15 490 kr'],
    ]);
    // The shipping is part of it: 12 990 + 395 + 2 500.
    expect(rowsOf({ ...product, shipping_price: 395 })[2]).toEqual(['Kostnad på 10 år', '15 885 kr']);
    const route = alone(product);
    expect(route.runningCostNote?.text).toContain('1,43 kr/kWh inklusive nätavgift, energiskatt och moms');
    expect(route.runningCostNote?.text).toContain('2024');
    expect(route.runningCostNote?.href).toBe('/sa-jamfor-vi#elkostnad');
    expect(route.runningCostNote?.linkLabel).toBe('Så räknar vi');
  });

  it('uses the headline price, the lowest among the shops, for the ten-year cost', () => {
    const several = pick(sample.products, (p) => p.offer_count > 1, 'product sold by several shops');
    const product = { ...several, energy_kwh_year: 200 };
    const lowest = Math.min(...product.offers.map((offer) => offer.price));
    expect(product.price).toBe(lowest);
    // 200 × 1,43 = 286 → 290 kr a year.
    expect(rowsOf(product)).toContainEqual(['Kostnad på 10 år', `${plainKronor(lowest + 2900)} kr`]);
  });

  it('shows no running cost and no note without a stated energy use', () => {
    for (const energy of [null, 0]) {
      const product = withFacts({ energy_kwh_year: energy, energy_class: 'G' });
      const labels = rowsOf(product).map(([label]) => label);
      expect(labels).toContain('Energiklass');
      expect(labels).not.toContain('Elkostnad');
      expect(labels).not.toContain('Kostnad på 10 år');
      const route = alone(product);
      expect(route.runningCostNote).toBeNull();
    }
  });

  it('names each installation type, and gives the sizes it knows one by one', () => {
    expect(rowsOf(withFacts({ installation: 'fristaende', installation_source: 'text' }))).toEqual([
      ['Installation', 'Fristående'],
    ]);
    expect(rowsOf(withFacts({ installation: 'integrerbar', installation_source: 'text' }))).toEqual([
      ['Installation', 'Integrerad/integrerbar'],
    ]);
    // Issue 22: an installation only the category's name states says so.
    expect(rowsOf(withFacts({ installation: 'fristaende', installation_source: 'category' }))).toEqual([
      ['Installation', 'Fristående (enligt kategorin)'],
    ]);
    expect(rowsOf(withFacts({ width_cm: 29.5, depth_cm: 57.5, noise_db: 40.5 }))).toEqual([
      ['Bredd', '29,5 cm'],
      ['Djup', '57,5 cm'],
      ['Ljudnivå', '40,5 dB'],
    ]);
  });

  it('sends the reader to the retailer only for the facts the list does not show (issue 22)', () => {
    const text = (product: (typeof sample.products)[number]) => alone(product).about;
    const freeStanding = { ...withFacts({}), category_slug: 'fristaende-vinkyl' };
    const stated = { ...freeStanding, capacity: 46, temperature_zones: 2, noise_db: 39, energy_class: 'G' as const };
    expect(text(stated)).not.toContain('hos återförsäljaren');
    expect(text({ ...stated, noise_db: null, energy_class: null })).toContain('Ljudnivå och energiklass för ');
    expect(text(freeStanding)).toContain('Antal flaskor, temperaturzoner, ljudnivå och energiklass för ');
  });

  it('has no price per bottle slot and no Bordeaux note without a bottle count, and nothing for unknown facts', () => {
    const product = withFacts({});
    expect(factRows(product)).toEqual([]);
    const route = alone(product);
    expect(route.capacityNote).toBeNull();
    expect(route.facts.map((fact) => fact.label)).not.toContain('Pris per flaskplats');
    expect(ldOfType(route.head, 'Product')).not.toHaveProperty('additionalProperty');
  });

  it('states the facts in the Product JSON-LD the way the page shows them', () => {
    const product = withFacts({
      capacity: 46,
      temperature_zones: 2,
      installation: 'integrerbar',
      width_cm: 55.8,
      noise_db: 37,
      energy_class: 'F',
    });
    const route = alone(product);
    const ld = ldOfType(route.head, 'Product');
    expect(ld.width).toEqual({ '@type': 'QuantitativeValue', value: 55.8, unitCode: 'CMT' });
    expect(ld).not.toHaveProperty('height');
    expect(ld.hasEnergyConsumptionDetails).toMatchObject({
      hasEnergyEfficiencyCategory: 'https://schema.org/EUEnergyEfficiencyCategoryF',
    });
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Antal flaskor', value: 46 },
      { '@type': 'PropertyValue', name: 'Temperaturzoner', value: 2 },
      { '@type': 'PropertyValue', name: 'Installation', value: 'Integrerad/integrerbar' },
      { '@type': 'PropertyValue', name: 'Ljudnivå', value: 37, unitCode: '2N' },
    ]);
  });
});

describe('the price block of a product page (issue 13)', () => {
  const reduced = pick(sample.products, (p) => p.price_reduction !== null, 'a product with a proven reduction');

  it('states the 30-day low, the update day and a chart whose text alternative gives the numbers', () => {
    const prices = productPrices(reduced, '2026-11-23');
    expect(prices.lowest30).toBe(`Lägsta pris senaste 30 dagarna: ${formatPrice(reduced.lowest_price_30d ?? 0)}`);
    expect(prices.updated).toBe('Priser uppdaterade 23 november 2026');
    expect(prices.chart?.title).toBe('Prishistorik senaste 180 dagarna');
    expect(prices.chart?.description).toContain(`Nu ${formatPrice(reduced.price)}.`);
    expect(prices.chart?.description).toContain(
      `Lägsta pris senaste 30 dagarna: ${formatPrice(reduced.lowest_price_30d ?? 0)}.`,
    );
    expect(prices.chart?.path).toMatch(/^M[\d.]+,[\d.]+(H[\d.]+V[\d.]+)*H[\d.]+$/);
  });

  it('labels today’s price on the chart and the date of its lowest point, in Swedish (issue 35 §8)', () => {
    const history: [string, number][] = [
      ['2026-05-01', 9990],
      ['2026-08-10', 7990],
      ['2026-08-20', 9990],
      ['2026-11-01', 8990],
    ];
    const product = {
      ...reduced,
      offers: reduced.offers.slice(0, 1),
      offer_count: 1,
      price: 8990,
      lowest_price_30d: 8990,
      price_history: history,
    };
    const chart = productPrices(product, '2026-11-23').chart;
    expect(chart?.todayLabel.replace(/\s/g, ' ')).toBe('I dag 8 990 kr');
    // 7 990 kr held from 10 to 19 August: the lowest point is its last day.
    expect(chart?.lowestLabel).toBe('Lägst 19 augusti 2026');
    expect(chart?.description.replace(/\s/g, ' ')).toContain('lägst 7 990 kr (19 augusti 2026).');
    // A price that never changed has no lowest point to name.
    const steady = productPrices({ ...product, price_history: [['2026-05-01', 8990]] }, '2026-11-23').chart;
    expect(steady?.lowestLabel).toBeNull();
    expect(steady?.description).not.toMatch(/\(\d/);
    // Where the line is the lowest of several shops' lines, today's mark says so: that shop may not be the
    // headline's (issue 35 §1: the first offer, in stock first).
    const [offer] = reduced.offers;
    if (!offer) throw new Error('the fixture has no offer');
    const shops = [
      { ...offer, shop_name: 'Kylmagasinet', price_history: history },
      { ...offer, sku: `${offer.sku}-2`, shop_name: 'Vinkylexperten', price_history: history },
    ];
    const several = productPrices({ ...product, offers: shops, offer_count: 2 }, '2026-11-23').chart;
    expect(several?.todayLabel.replace(/\s/g, ' ')).toBe('Lägst i dag 8 990 kr');
  });

  it('says nothing about history it does not have, but still when prices were updated', () => {
    const bare = { ...reduced, lowest_price_30d: null, price_reduction: null, price_history: [] };
    expect(productPrices(bare, '2026-11-23')).toEqual({
      lowest30: null,
      chart: null,
      updated: 'Priser uppdaterade 23 november 2026',
    });
    expect(productPrices(bare, null)).toEqual({ lowest30: null, chart: null, updated: null });
  });

  it('marks the retailer links of the description as advertising and states the commission', () => {
    const route = alone(
      {
        ...reduced,
        description: '<p><a href="https://shop.example.se/x" target="_blank" rel="sponsored noopener">Butiken</a></p>',
      },
      { builtAt: new Date('2026-11-23T00:00:00Z'), pricesAsOf: '2026-11-23' },
    );
    expect(route.description).toContain('</a> <span class="ad-mark">Annons</span>');
    expect(route.commission).toEqual({
      text: expect.stringContaining('provision') as string,
      linkLabel: 'Så tjänar vi pengar',
      href: '/sa-tjanar-vi-pengar',
    });
  });
});

describe('a product several shops sell (issue 20)', () => {
  const product = pick(sample.products, (p) => p.offer_count > 1, 'product with several offers');
  const route = routeOf(product);

  it('names the shop of the first offer at the top, says "från" only when no shop asks less, and links to the offers', () => {
    const [first] = product.offers;
    expect(route.top.from).toBe(product.offers.every((offer) => offer.price >= product.price));
    expect(route.top.atShop).toBe(`hos ${first?.shop_name}`);
    expect(route.top.button).toBe(`Till ${first?.shop_name}`);
    expect(route.top.href).toBe(first?.tracking_url);
    expect(route.offersLink).toBe(`Jämför priser i ${product.offer_count} butiker`);
    expect(route.offersTitle).toBe(`Jämför priser i ${product.offer_count} butiker`);
  });

  it('lists every offer in the pull’s order with shop, price, shipping, total, stock, delivery and a named button', () => {
    expect(route.offers.shown.map((offer) => offer.shop)).toEqual(product.offers.map((offer) => offer.shop_name));
    expect([route.offers.more, route.offers.unlisted]).toEqual([[], 0]);
    for (const [i, view] of route.offers.shown.entries()) {
      const offer = product.offers[i];
      if (!offer) throw new Error('offer missing');
      expect(view.button).toBe(`Till ${offer.shop_name}`);
      expect(view.href).toBe(offer.tracking_url);
      expect(view.priceHtml).toContain(formatPrice(offer.price, product.currency));
      expect(view.stock).toBe(offer.in_stock ? 'I lager' : 'Beställningsvara');
      // An offer to order says so once (issue 35 §8): no "Leverans Beställningsvara" beside it.
      expect(view.delivery).toBe(offer.in_stock ? `Leverans ${offer.delivery_time}` : null);
      if (offer.total_price !== null)
        expect(view.total).toBe(`Totalt ${formatPrice(offer.total_price, product.currency)}`);
      expect(view.shipping).toBe(
        offer.shipping_price === 0
          ? 'Fri frakt'
          : offer.shipping_price === null
            ? 'Frakt enligt butiken'
            : `+ ${formatPrice(offer.shipping_price, product.currency)} frakt`,
      );
      // A reduction only from the offer's own history.
      expect(view.priceHtml.includes('data-reduction')).toBe(offer.price_reduction !== null);
    }
  });

  it('charts the lowest price across shops with a line per shop that has a history, named in the legend and text', () => {
    const charted = pick(
      sample.products,
      (p) => p.offers.filter((offer) => offer.price_history.length > 0).length > 1 && p.lowest_price_30d !== null,
      'product with two shops’ histories',
    );
    const chart = productPrices(charted, '2026-11-23').chart;
    const shops = charted.offers.filter((offer) => offer.price_history.length > 0).map((offer) => offer.shop_name);
    expect(chart?.lines.map((line) => line.label)).toEqual(shops);
    expect(chart?.legend).toEqual({
      lowest: 'Lägsta pris bland butikerna',
      shops: shops.map((label, style) => ({ label, style })),
      leftOut: null,
    });
    expect(chart?.description).toMatch(/^Lägsta priset bland butikerna /);
    expect(chart?.description).toContain(
      `Tunna linjer visar priset hos ${shops.slice(0, -1).join(', ')} och ${shops.at(-1)}.`,
    );
    // One shop: one line, no legend, the plain text.
    const single = pick(sample.products, (p) => p.offer_count === 1 && p.lowest_price_30d !== null, 'single');
    expect(productPrices(single, '2026-11-23').chart).toMatchObject({ lines: [], legend: null });
  });

  it('gives the product an AggregateOffer of every shop’s offer', () => {
    expect(ldOfType(route.head, 'Product').offers).toMatchObject({
      '@type': 'AggregateOffer',
      offerCount: product.offer_count,
      priceCurrency: product.currency,
      lowPrice: product.price.toFixed(2),
    });
  });

  it('shows one shop without "från" and without the link to a table of one', () => {
    const single = routeOf(
      pick(sample.products, (p) => p.offer_count === 1 && p.tracking_product_url !== null, 'single'),
    );
    expect(single.top.from).toBe(false);
    expect(single.offersLink).toBeNull();
    expect(single.offersTitle).toBe('Pris hos 1 butik');
    expect(single.offers.shown).toHaveLength(1);
  });
});

describe('a sale the feed claims and the history does not prove (issue 22)', () => {
  const base = pick(sample.products, (p) => p.offers.length === 1 && p.price_reduction === null, 'a one-shop product');
  const shop = (base.offers[0] as (typeof base.offers)[number]).shop_name;
  const claim = (overrides: Partial<typeof base>) => unprovenSale({ ...base, price: 5990, ...overrides }, '2026-11-23');

  it('reads the highest price since a day, or nothing when the history starts later', () => {
    const history = [
      ['2026-09-01', 7990],
      ['2026-10-30', 6990],
      ['2026-11-10', 5990],
    ] as const;
    expect(highestSince(history, '2026-10-24')).toBe(7990);
    expect(highestSince(history, '2026-11-01')).toBe(6990);
    expect(highestSince(history, '2026-11-20')).toBe(5990);
    expect(highestSince(history, '2026-08-01')).toBeNull();
    expect(highestSince([], '2026-11-01')).toBeNull();
  });

  it('says the ordinary price did not apply in the 30 days when the history shows it, naming the shop', () => {
    const text = claim({
      regular_price: 7990,
      price_history: [
        ['2026-09-01', 6490],
        ['2026-11-01', 5990],
      ],
      offers: base.offers.map((offer) => ({ ...offer, price: 5990 })),
    });
    expect(text).toBe(
      `${shop} anger ${formatPrice(7990)} som ordinarie pris, men det priset har inte gällt de senaste 30 dagarna.`,
    );
  });

  it('says only what it can prove when the ordinary price did apply, or the history is too short', () => {
    const offers = base.offers.map((offer) => ({ ...offer, price: 5990 }));
    const applied = claim({
      regular_price: 7990,
      offers,
      price_history: [
        ['2026-10-01', 7990],
        ['2026-11-20', 5990],
      ],
    });
    const short = claim({ regular_price: 7990, offers, price_history: [['2026-11-20', 5990]] });
    const expected = `${shop} anger ${formatPrice(7990)} som ordinarie pris. Vi visar bara prissänkningar som vår prishistorik kan styrka.`;
    expect(applied).toBe(expected);
    expect(short).toBe(expected);
    expect(unprovenSale({ ...base, price: 5990, regular_price: 7990, offers }, null)).toBe(expected);
  });

  it('says nothing without a claim, or for a proven reduction', () => {
    expect(claim({ regular_price: null })).toBeNull();
    expect(
      claim({ regular_price: 7990, price_reduction: { reference: 7990, percent: 25, since: '2026-11-10' } }),
    ).toBeNull();
  });

  it('reads a shop’s own history where several shops sell the product', () => {
    const several = pick(sample.products, (p) => p.offers.length > 1 && p.price_reduction === null, 'several shops');
    const [cheapest, other] = several.offers as [(typeof several.offers)[number], (typeof several.offers)[number]];
    const text = unprovenSale(
      {
        ...several,
        price: 5990,
        regular_price: 7990,
        offers: [
          { ...cheapest, price: 5990, price_history: [['2026-09-01', 5990]] },
          { ...other, price: 6990 },
        ],
        price_history: [],
      },
      '2026-11-23',
    );
    expect(text).toContain(`${cheapest.shop_name} anger`);
    expect(text).toContain('har inte gällt de senaste 30 dagarna');
  });
});

describe('"Lägsta priset på 90 dagar" on the product page (issue 38 §2)', () => {
  it('is said exactly where the pull found the headline offer at its 90-day low, and nowhere else', () => {
    const said = sample.products.filter((p) => routeOf(p).lowest90 !== null);
    expect(said.length).toBeGreaterThan(0);
    expect(said.length).toBeLessThan(sample.products.length);
    for (const product of sample.products) {
      expect(routeOf(product).lowest90, product.slug).toBe(
        product.lowest_in_90_days ? 'Lägsta priset på 90 dagar' : null,
      );
    }
    // Never for a headline offer whose shipping the feed does not state.
    expect(said.filter((p) => p.shipping_price === null)).toEqual([]);
  });
});
