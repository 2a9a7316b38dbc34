import { describe, expect, it } from 'vitest';
import { HOW_WE_COMPARE_PATH, HOW_WE_EARN_PATH, infoPageRoute } from '../../../src/render/routes/info-page';
import { expectOneTrail, jsonLd, SITE } from './sample-site';

describe('the explanation pages (issue 13: ranking disclosure, how the site earns money)', () => {
  it('/sa-jamfor-vi states the main parameters of the order of listings', () => {
    const route = infoPageRoute(HOW_WE_COMPARE_PATH, SITE);
    expect(route.head.title).toBe('Så jämför vi | Vinkylguiden');
    expect(route.head.canonical).toBe('https://www.vinkylguiden.se/sa-jamfor-vi');
    expect(route.trail).toEqual([{ label: 'Hem', href: '/' }, { label: 'Så jämför vi' }]);
    expectOneTrail(route);
    expect(jsonLd(route.head).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
    const headings = route.page.sections.map((section) => section.heading);
    expect(headings).toEqual([
      'Standardordningen (Rekommenderat)',
      'En produkt, alla butiker',
      'Sorteringar du kan välja',
      'Filter',
      'Priser och prishistorik',
    ]);
    const text = route.page.sections.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('30 dagarna');
    // Issue 20: how offers are matched into one product and ordered.
    expect(text).toContain('streckkoden (EAN/GTIN)');
    expect(text).toContain('i lager först, sedan i ordning efter lägsta totalpris inklusive frakt');
  });

  it('/sa-tjanar-vi-pengar explains the commission and the "Annons" marks', () => {
    const route = infoPageRoute(HOW_WE_EARN_PATH, SITE);
    expect(route.page.title).toBe('Så tjänar vi pengar');
    expect(route.page.sections.flatMap((s) => s.paragraphs).join(' ')).toContain('”Annons”');
  });

  it('has no page elsewhere', () => {
    expect(() => infoPageRoute('/nagot-annat', SITE)).toThrow('no info page at /nagot-annat');
  });
});
