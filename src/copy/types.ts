/**
 * Shapes of the hand-written Swedish copy. Copy lives in src/copy/, never
 * inside components, so editors and translators find it in one place.
 *
 * HTML strings in copy may use only the tags of the spec's about/FAQ
 * allowlist (a, p, strong, em, br) unless a field says otherwise; links are
 * root-relative paths to our own pages (e.g. /fristaende-vinkyl).
 */

/** One question and answer of an FAQ accordion. */
export interface FaqItem {
  /** The question, plain text, ends with "?". */
  readonly question: string;
  /** The answer, HTML (a, p, strong, em, br). */
  readonly answer: string;
}

/** Fixed texts of one category page (spec §2 "Category page"). */
export interface CategoryCopy {
  /** H1 of the page. */
  readonly h1: string;
  /** H2 under the H1, above the product grid. */
  readonly h2: string;
  /** <title> text without the site suffix, ≤ 60 characters. */
  readonly metaTitle: string;
  /** Meta description, 120–155 characters. */
  readonly metaDescription: string;
  /** Meta keywords, 4–8 Swedish search phrases. */
  readonly keywords: readonly string[];
  /** One or two sentences for the category card on the home page. */
  readonly cardDescription: string;
  /** SEO text block, HTML (p, strong, em, a, h3, ul, li), 250–450 words: cut at 200 words behind "Läs mer". */
  readonly seoText: string;
  /** Exactly 4 items for the categories whose FAQ the spec lists, otherwise empty. */
  readonly faq: readonly FaqItem[];
}

/** A long buying guide shown on /vinkyl and /fristaende-vinkyl. */
export interface Guide {
  /** Guide heading (H2 on the category page). */
  readonly title: string;
  /** Lead paragraph, plain text. */
  readonly intro: string;
  /** Sections with an H3 heading and an HTML body (p, strong, em, a, ul, li). */
  readonly sections: readonly { readonly heading: string; readonly html: string }[];
  /** The guide's own FAQ accordion, 5–7 items. */
  readonly faq: readonly FaqItem[];
}

/**
 * A fact a product text may send the reader to the retailer for. Each but
 * the temperature range has a row in the product's facts list when the
 * product states it; the feed states no temperature range.
 */
export type RetailerFact = 'capacity' | 'zones' | 'temperatureRange' | 'noise' | 'energyClass';

/**
 * A fact the product page shows that a FAQ answer states where the page
 * shows it (issue 35 §5): the niche, the noise level, the ventilation space.
 */
export type AnswerFact = 'niche' | 'noise' | 'clearance';

/** A product FAQ item; where the page shows `fact`, `answer` gives way to `whenShown`. */
export interface ProductFaqItem extends FaqItem {
  /** The answer naming the shown value: {niche}, {noise} or {clearance} stands for it. */
  readonly whenShown?: { readonly fact: AnswerFact; readonly answer: string };
}

/**
 * Product text template (spec §9). Placeholders {name}, {category} and
 * {brand} are filled per product; {missingFacts} in `about` becomes the
 * sentence naming which of `missingFacts` the product lacks (issue 22).
 */
export interface ProductTemplate {
  /** About section, HTML (a, p, strong, em, br), 2–3 paragraphs. */
  readonly about: string;
  /** The facts {missingFacts} may name, in the order it names them; empty without the placeholder. */
  readonly missingFacts: readonly RetailerFact[];
  /** FAQ accordion of the product page, 4 items; an item may answer from a fact the page shows. */
  readonly faq: readonly ProductFaqItem[];
}
