/**
 * Issue 22: a product's template text names only the facts its facts list
 * does not show, in a Swedish list ("A, B och C"), and says nothing of the
 * retailer's description when the product lacks none.
 */
import { describe, expect, it } from 'vitest';
import {
  missingFactsSentence,
  productTemplates,
  swedishList,
  withMissingFacts,
} from '../../src/copy/product-templates';
import { productTexts, type StatedFacts } from '../../src/render/templates';

const NONE: StatedFacts = { capacity: null, temperature_zones: null, noise_db: null, energy_class: null };
const ALL: StatedFacts = { capacity: 46, temperature_zones: 2, noise_db: 39, energy_class: 'G' };
const VALUES = { name: 'Testkyl 60', category: 'Fristående Vinkyl', brand: 'Märke' };

describe('swedishList', () => {
  it('joins the last item with "och" and no comma before it', () => {
    expect(swedishList([])).toBe('');
    expect(swedishList(['A'])).toBe('A');
    expect(swedishList(['A', 'B'])).toBe('A och B');
    expect(swedishList(['A', 'B', 'C', 'D'])).toBe('A, B, C och D');
  });
});

describe('missingFactsSentence', () => {
  it('is empty when the product lacks none of the facts', () => {
    expect(missingFactsSentence([])).toBe('');
  });

  it('names one, two or four missing facts with a capital first letter', () => {
    expect(missingFactsSentence(['noise'])).toBe(
      'Ljudnivå för {name} hittar du i produktbeskrivningen hos återförsäljaren.',
    );
    expect(missingFactsSentence(['zones', 'energyClass'])).toBe(
      'Temperaturzoner och energiklass för {name} hittar du i produktbeskrivningen hos återförsäljaren.',
    );
    expect(missingFactsSentence(['capacity', 'zones', 'noise', 'energyClass'])).toBe(
      'Antal flaskor, temperaturzoner, ljudnivå och energiklass för {name} hittar du i produktbeskrivningen hos återförsäljaren.',
    );
  });

  it('replaces the placeholder with its space, or drops both', () => {
    expect(withMissingFacts('<p>Text. {missingFacts}</p>', [])).toBe('<p>Text.</p>');
    expect(withMissingFacts('<p>Text. {missingFacts}</p>', ['temperatureRange'])).toBe(
      '<p>Text. Temperaturspann för {name} hittar du i produktbeskrivningen hos återförsäljaren.</p>',
    );
  });
});

describe('product texts name only the facts the product lacks', () => {
  it('leaves no placeholder in any template and lists only facts a template names', () => {
    for (const template of Object.values(productTemplates)) {
      expect(template.about.includes('{missingFacts}')).toBe(template.missingFacts.length > 0);
    }
  });

  it('drops the sentence when the facts list shows every fact', () => {
    const { about } = productTexts('fristaende-vinkyl', VALUES, ALL);
    expect(about).not.toContain('hos återförsäljaren');
    expect(about).not.toContain('{missingFacts}');
    expect(about).toContain('värmekällor.</p>');
  });

  it('names the one, two or four facts the product lacks, with its name filled in', () => {
    expect(productTexts('fristaende-vinkyl', VALUES, { ...ALL, noise_db: null }).about).toContain(
      'Ljudnivå för Testkyl 60 hittar du i produktbeskrivningen hos återförsäljaren.',
    );
    expect(productTexts('vinkyl', VALUES, { ...ALL, capacity: null, energy_class: null }).about).toContain(
      'Antal flaskor och energiklass för Testkyl 60 hittar du',
    );
    expect(productTexts('fristaende-vinkyl', VALUES, NONE).about).toContain(
      'Antal flaskor, temperaturzoner, ljudnivå och energiklass för Testkyl 60 hittar du',
    );
  });

  it('always names the temperature range for a beer cooler: the feed never states it', () => {
    expect(productTexts('olkyl', VALUES, ALL).about).toContain(
      'Temperaturspann för Testkyl 60 hittar du i produktbeskrivningen hos återförsäljaren.',
    );
  });
});

describe('the product FAQ answers from the facts the page shows (issue 35 §5)', () => {
  const answer = (slug: string, question: RegExp, facts: StatedFacts): string => {
    const item = productTexts(slug, VALUES, facts).faq.find((faq) => question.test(faq.question));
    if (item === undefined) throw new Error(`no FAQ item ${question} for ${slug}`);
    return item.answer;
  };
  const NICHE = { niche_width_cm: 60, niche_height_cm: 82, niche_depth_cm: 55.5 };

  it('states the niche size where the page shows one, instead of sending the buyer to the maker', () => {
    const builtIn = answer('inbyggbar-vinkyl', /nisch/u, { ...ALL, ...NICHE });
    expect(builtIn).toContain('Testkyl 60 en nisch som är 60 cm bred, 82 cm hög och 55,5 cm djup');
    expect(builtIn).not.toContain('anvisningarna från');
    const integrated = answer('integrerad-vinkyl', /nischen/u, {
      ...ALL,
      niche_width_cm: null,
      niche_height_cm: 88,
      niche_depth_cm: null,
    });
    expect(integrated).toContain('nischen för Testkyl 60 vara 88 cm hög.');
    expect(integrated).not.toContain('installationsanvisningen och i produktbeskrivningen');
  });

  it('states the noise level where the page shows one', () => {
    expect(answer('vinkyl', /tyst/u, { ...ALL, noise_db: 38.5 })).toContain('har Testkyl 60 en ljudnivå på 38,5 dB.');
    expect(answer('inbyggbar-vinkyl', /låter/u, ALL)).toContain('en ljudnivå på 39 dB.');
  });

  it('states the ventilation space where the page shows one, and a stated none as none', () => {
    const room = /utrymme/u;
    expect(answer('fristaende-vinkyl', room, { ...ALL, clearance_cm: 5 })).toContain(
      'behöver Testkyl 60 minst 5 cm fritt utrymme till vägg och möbler.',
    );
    expect(answer('fristaende-vinkyl', room, { ...ALL, clearance_cm: 0 })).toContain(
      'behöver Testkyl 60 inget avstånd till vägg och möbler.',
    );
  });

  it('keeps the general answer where the page shows no such fact', () => {
    expect(answer('inbyggbar-vinkyl', /nisch/u, NONE)).toContain('anvisningarna från Märke');
    expect(answer('vinkyl', /tyst/u, NONE)).toContain('anges i dB i specifikationen');
    expect(answer('fristaende-vinkyl', /utrymme/u, { ...NONE, clearance_cm: null })).toContain(
      'installationsanvisningen från Märke',
    );
  });

  it('leaves no placeholder in any answer, shown fact or not', () => {
    for (const slug of Object.keys(productTemplates)) {
      for (const facts of [NONE, { ...ALL, ...NICHE, clearance_cm: 0 }]) {
        const all = productTexts(slug, VALUES, facts)
          .faq.map((item) => item.question + item.answer)
          .join('');
        expect(all, slug).not.toMatch(/\{\w+\}/u);
      }
    }
  });
});
