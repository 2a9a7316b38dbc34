import { describe, expect, it } from 'vitest';
import { infoPageRoute } from '../../../src/render/routes/info-page';
import { howWeComparePath, howWeEarnPath } from '../../../src/routing/routes';
import { expectOneTrail, jsonLd, sampleSite } from './sample-site';

describe('the explanation pages (issue 13: ranking disclosure, how the site earns money)', () => {
  it('/sa-jamfor-vi states the main parameters of the order of listings', () => {
    const route = infoPageRoute(sampleSite, { path: howWeComparePath() });
    expect(route.head.title).toBe('Så jämför vi | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/sa-jamfor-vi');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Så jämför vi' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
    const headings = route.page.sections.map((section) => section.heading);
    expect(headings).toEqual([
      'Standardordningen',
      'En produkt, alla butiker',
      'Sorteringar du kan välja',
      'Filter',
      'Priser och prishistorik',
      'Elkostnad och kostnad på 10 år',
    ]);
    const text = route.page.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('30 dagarna');
    // Issue 20: how offers are matched into one product and ordered.
    expect(text).toContain('streckkoden (EAN/GTIN)');
    expect(text).toContain('i lager först, sedan i ordning efter lägsta totalpris inklusive frakt');
  });

  it('/sa-jamfor-vi explains the running cost: the price, its parts with their sources, the ten-year sum and the sort (issue 21 §3)', () => {
    const section = infoPageRoute(sampleSite, { path: howWeComparePath() }).page.sections.find(
      (s) => s.id === 'elkostnad',
    );
    const text = section?.paragraphs.join(' ') ?? '';
    expect(text).toContain('1,43 kr/kWh');
    expect(text).toContain('energimärkningen');
    expect(text).toContain('nätavgiftens rörliga del, energiskatt och 25 % moms');
    expect(text).toContain(
      'den första butikens, med frakten när den är känd) plus tio gånger den avrundade elkostnaden per år',
    );
    expect(text).toContain('Produkter utan uppgift om energiförbrukning hamnar sist');
    expect(text).toContain('114,2 öre per kWh utan moms, plus 25 % moms, blir 142,75 öre, avrundat 1,43 kr');
    expect(section?.links?.map((link) => link.text)).toEqual([
      'Spotpris i elområde 3, medel januari–augusti 2024: 41 öre/kWh',
      'Elhandelns påslag (mitt i intervallet 4–8 öre): 6 öre/kWh',
      'Nätavgiftens rörliga del (elöverföring), exempel från 2024: 24,4 öre/kWh',
      'Energiskatt 2024: 42,8 öre/kWh',
    ]);
    for (const link of section?.links ?? []) expect(link.href).toMatch(/^https:\/\//);
  });

  it('/sa-tjanar-vi-pengar explains the commission and the "Annons" marks', () => {
    const route = infoPageRoute(sampleSite, { path: howWeEarnPath() });
    expect(route.page.title).toBe('Så tjänar vi pengar');
    expect(route.page.sections.flatMap((s) => s.paragraphs).join(' ')).toContain('”Annons”');
  });

  it('has no page elsewhere', () => {
    expect(() => infoPageRoute(sampleSite, { path: '/nagot-annat' })).toThrow('no info page at /nagot-annat');
  });
});
