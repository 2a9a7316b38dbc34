import { productTemplateKey, productTemplates } from '../copy/product-templates';
import type { FaqItem } from '../copy/types';
import { aboutPolicy, sanitise } from './sanitise';

/** Values of a product text template (spec §9). */
export interface TemplateValues {
  readonly name: string;
  readonly category: string;
  readonly brand: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Fills {name}, {category} and {brand}. Values come from the feed, so they
 * are escaped, and the result passes the spec's about/FAQ allowlist.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  const filled = template.replace(/\{(name|category|brand)\}/g, (_, key: keyof TemplateValues) =>
    escapeHtml(values[key]),
  );
  return sanitise(filled, aboutPolicy);
}

/** Plain-text variant for questions (no HTML allowed there). */
export function fillText(template: string, values: TemplateValues): string {
  return template.replace(/\{(name|category|brand)\}/g, (_, key: keyof TemplateValues) => values[key]);
}

/** About section and FAQ of a product page from the category's template. */
export function productTexts(categorySlug: string | null, values: TemplateValues): { about: string; faq: FaqItem[] } {
  const template = productTemplates[productTemplateKey(categorySlug)];
  return {
    about: fillTemplate(template.about, values),
    faq: template.faq.map((item) => ({
      question: fillText(item.question, values),
      answer: fillTemplate(item.answer, values),
    })),
  };
}
