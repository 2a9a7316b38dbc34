import { productTemplateKey, productTemplates } from '../copy/product-templates';
import type { FaqItem } from '../copy/types';
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
