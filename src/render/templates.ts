import { productTemplateKey, productTemplates, withMissingFacts } from '../copy/product-templates';
import type { FaqItem, RetailerFact } from '../copy/types';
import type { Product } from '../dataset/schemas/product';
import { aboutPolicy, sanitise } from '../shared/sanitise';

/** Values of a product text template (spec §9). */
export interface TemplateValues {
  readonly name: string;
  readonly category: string;
  readonly brand: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const sanitisedTemplates = new Map<string, string>();

/**
 * Fills {name}, {category} and {brand}. The template is our own copy and is
 * passed through the spec's about/FAQ allowlist once (then cached); the
 * values come from the feed and are HTML-escaped, so the filled result needs
 * no second sanitising pass per product (which made 10,000 product pages
 * cost 50,000 sanitiser runs).
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  let clean = sanitisedTemplates.get(template);
  if (clean === undefined) {
    clean = sanitise(template, aboutPolicy);
    sanitisedTemplates.set(template, clean);
  }
  return clean.replace(/\{(name|category|brand)\}/g, (_, key: keyof TemplateValues) => escapeHtml(values[key]));
}

/** Plain-text variant for questions (no HTML allowed there). */
export function fillText(template: string, values: TemplateValues): string {
  return template.replace(/\{(name|category|brand)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

/** The product's fields that decide which facts its text sends the reader to the retailer for. */
export type StatedFacts = Pick<Product, 'capacity' | 'temperature_zones' | 'noise_db' | 'energy_class'>;

/** Whether the product's facts list shows the fact; the feed states no temperature range, so it never does. */
const shows: Readonly<Record<RetailerFact, (facts: StatedFacts) => boolean>> = {
  capacity: (facts) => facts.capacity !== null,
  zones: (facts) => facts.temperature_zones !== null,
  temperatureRange: () => false,
  noise: (facts) => facts.noise_db !== null,
  energyClass: (facts) => facts.energy_class !== null,
};

/**
 * About section and FAQ of a product page from the category's template. The
 * product's stated facts decide the {missingFacts} sentence (issue 22): it
 * names only what the facts list above it does not show.
 */
export function productTexts(
  categorySlug: string | null,
  values: TemplateValues,
  facts: StatedFacts,
): { about: string; faq: FaqItem[] } {
  const template = productTemplates[productTemplateKey(categorySlug)];
  const missing = template.missingFacts.filter((fact) => !shows[fact](facts));
  return {
    // At most 2^4 sentence variants per template, so fillTemplate's cache of sanitised templates stays small.
    about: fillTemplate(withMissingFacts(template.about, missing), values),
    faq: template.faq.map((item) => ({
      question: fillText(item.question, values),
      answer: fillTemplate(item.answer, values),
    })),
  };
}
