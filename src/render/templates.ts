import {
  clearanceInWords,
  nicheInWords,
  noiseInWords,
  productTemplateKey,
  productTemplates,
  withMissingFacts,
} from '../copy/product-templates';
import type { AnswerFact, FaqItem, RetailerFact } from '../copy/types';
import type { Product } from '../dataset/schemas/product';
import { formatDecimal } from '../shared/format';
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

/** A shown fact as a FAQ answer states it: {niche}, {noise}, {clearance}; absent where the page does not show it. */
export type FactValues = Partial<Readonly<Record<AnswerFact, string>>>;

const PLACEHOLDER = /\{(name|category|brand|niche|noise|clearance)\}/g;

/**
 * Fills {name}, {category} and {brand} (and a shown fact's placeholder). The template is our own copy and is
 * passed through the spec's about/FAQ allowlist once (then cached); the
 * values come from the feed and are HTML-escaped, so the filled result needs
 * no second sanitising pass per product (which made 10,000 product pages
 * cost 50,000 sanitiser runs).
 */
export function fillTemplate(template: string, values: TemplateValues, facts: FactValues = {}): string {
  let clean = sanitisedTemplates.get(template);
  if (clean === undefined) {
    clean = sanitise(template, aboutPolicy);
    sanitisedTemplates.set(template, clean);
  }
  const all: TemplateValues & FactValues = { ...facts, ...values };
  return clean.replace(PLACEHOLDER, (_, key: keyof (TemplateValues & FactValues)) => escapeHtml(all[key] ?? ''));
}

/** Plain-text variant for questions (no HTML allowed there). */
export function fillText(template: string, values: TemplateValues): string {
  return template.replace(/\{(name|category|brand)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

/**
 * The product's fields that decide which facts its text sends the reader to the retailer for,
 * and (where given) those a FAQ answer states when the page shows them.
 */
export type StatedFacts = Pick<Product, 'capacity' | 'temperature_zones' | 'noise_db' | 'energy_class'> &
  Partial<Pick<Product, 'niche_width_cm' | 'niche_height_cm' | 'niche_depth_cm' | 'clearance_cm'>>;

const decimalOrNull = (value: number | null | undefined): string | null =>
  value === null || value === undefined ? null : formatDecimal(value);

/** The facts the page shows (src/render/routes/product.ts factRows), worded for a FAQ answer. */
export function shownFactValues(facts: StatedFacts): FactValues {
  const niche = [facts.niche_width_cm, facts.niche_height_cm, facts.niche_depth_cm].map(decimalOrNull);
  const clearance = facts.clearance_cm;
  return {
    ...(niche.some((side) => side !== null)
      ? { niche: nicheInWords(niche[0] ?? null, niche[1] ?? null, niche[2] ?? null) }
      : {}),
    ...(facts.noise_db === null ? {} : { noise: noiseInWords(formatDecimal(facts.noise_db)) }),
    ...(clearance === null || clearance === undefined
      ? {}
      : { clearance: clearanceInWords(clearance === 0 ? null : formatDecimal(clearance)) }),
  };
}

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
  const shownValues = shownFactValues(facts);
  return {
    // At most 2^4 sentence variants per template, so fillTemplate's cache of sanitised templates stays small.
    about: fillTemplate(withMissingFacts(template.about, missing), values),
    // Where the page shows the fact an answer is about, the answer states it (issue 35 §5).
    faq: template.faq.map((item) => {
      const shown = item.whenShown && shownValues[item.whenShown.fact] !== undefined ? item.whenShown : null;
      return {
        question: fillText(item.question, values),
        answer: shown ? fillTemplate(shown.answer, values, shownValues) : fillTemplate(item.answer, values),
      };
    }),
  };
}
