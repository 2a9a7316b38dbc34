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

/** No shown facts: one shared object, so a call without facts allocates none. */
const NO_FACTS: FactValues = {};

/** Whether a placeholder is one of the product's own values rather than a shown fact. */
const isTemplateKey = (key: string): key is keyof TemplateValues =>
  key === 'name' || key === 'category' || key === 'brand';

/**
 * Fills {name}, {category} and {brand} (and a shown fact's placeholder). The template is our own copy and is
 * passed through the spec's about/FAQ allowlist once (then cached); the
 * values come from the feed and are HTML-escaped, so the filled result needs
 * no second sanitising pass per product (which made 10,000 product pages
 * cost 50,000 sanitiser runs).
 */
export function fillTemplate(template: string, values: TemplateValues, facts: FactValues = NO_FACTS): string {
  let clean = sanitisedTemplates.get(template);
  if (clean === undefined) {
    clean = sanitise(template, aboutPolicy);
    sanitisedTemplates.set(template, clean);
  }
  // Each key looked up where it lives, not in a merged copy of both objects: this runs for every answer of
  // 10,000 product pages, and copying the two objects per call made the product texts twice as slow.
  return clean.replace(PLACEHOLDER, (_, key: keyof TemplateValues | AnswerFact) =>
    escapeHtml(isTemplateKey(key) ? values[key] : (facts[key] ?? '')),
  );
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
  // Set one by one rather than spread from conditional objects: once per product page, so a few object copies
  // per call add up over 10,000 of them.
  const shown: { -readonly [F in AnswerFact]?: string } = {};
  const width = decimalOrNull(facts.niche_width_cm);
  const height = decimalOrNull(facts.niche_height_cm);
  const depth = decimalOrNull(facts.niche_depth_cm);
  if (width !== null || height !== null || depth !== null) shown.niche = nicheInWords(width, height, depth);
  if (facts.noise_db !== null) shown.noise = noiseInWords(formatDecimal(facts.noise_db));
  const clearance = facts.clearance_cm;
  if (clearance !== null && clearance !== undefined) {
    shown.clearance = clearanceInWords(clearance === 0 ? null : formatDecimal(clearance));
  }
  return shown;
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
  // Worded only for a template with an answer that may state them (not every category's has one).
  const shownValues = template.faq.some((item) => item.whenShown) ? shownFactValues(facts) : NO_FACTS;
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
