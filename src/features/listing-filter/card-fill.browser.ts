/**
 * The listing filter's cards in the browser (issue 24): cloned from the
 * templates the build rendered with the server's own card function
 * (./CardTemplates.astro, src/render/card-html.ts) and filled with a
 * product's texts (src/client/card.ts `cardTexts`), so a filtered grid is
 * made of the server's markup. No HTML is written here: text goes in as
 * text, links and image addresses as attributes, and a line a product does
 * not have is removed.
 */
import { type CardData, type CardOptions, cardTexts } from '../../client/card';

/** The templates of one listing page. */
export interface CardTemplates {
  /** A card with every optional line. */
  readonly full: HTMLTemplateElement;
  /** The other form of each line that has two, in order: the no-image box, a price line without reduction, the on-order line. */
  readonly alternatives: HTMLTemplateElement;
  /** The heading before each group of a niche view after the fitting products. */
  readonly fitHeading: HTMLTemplateElement;
}

/** The templates inside `root` (the listing), or null when the page has none. */
export function cardTemplatesIn(root: ParentNode): CardTemplates | null {
  const template = (name: string) => root.querySelector<HTMLTemplateElement>(`template[data-card-template="${name}"]`);
  const [full, alternatives, fitHeading] = [template('full'), template('alternatives'), template('fit-heading')];
  return full && alternatives && fitHeading ? { full, alternatives, fitHeading } : null;
}

/** The card element of a template's copy. */
function cloneCard(template: HTMLTemplateElement): HTMLElement {
  const card = template.content.firstElementChild?.cloneNode(true);
  if (!(card instanceof HTMLElement)) throw new Error('card template: no card in it');
  return card;
}

/** The one element a selector names in a card: a template without it is a broken build. */
function part(card: ParentNode, selector: string): Element {
  const found = card.querySelector(selector);
  if (found === null) throw new Error(`card template: no ${selector}`);
  return found;
}

/** Sets a line's text, or removes the line when the product has none. */
function setLine(element: Element, text: string | null): void {
  if (text === null) element.remove();
  else element.textContent = text;
}

/** A product's card, as the server would have rendered it. */
export function filledCard(templates: CardTemplates, card: CardData, options: CardOptions = {}): HTMLElement {
  const texts = cardTexts(card, options);
  const filled = cloneCard(templates.full);
  const [noImage, plainPrice, onOrder] = [...templates.alternatives.content.children].map((element) =>
    element.cloneNode(true),
  );
  if (!(noImage instanceof Element) || !(plainPrice instanceof Element) || !(onOrder instanceof Element))
    throw new Error('card template: alternatives missing');

  const toggle = part(filled, '[data-compare]');
  toggle.setAttribute('data-compare', card.sku);
  part(toggle, '[data-compare-name]').textContent = ` ${card.name}`;

  const frame = toggle.nextElementSibling;
  const image = frame?.querySelector('img');
  if (!frame || !image) throw new Error('card template: no image frame');
  if (!card.image) {
    // The alternatives' frame holds the "no image" box in place of the image.
    frame.replaceChildren(...noImage.childNodes);
  } else {
    image.setAttribute('src', card.image);
    image.setAttribute('alt', card.name);
    image.setAttribute('loading', options.eager ? 'eager' : 'lazy');
  }
  const brand = frame.nextElementSibling;
  if (brand === null) throw new Error('card template: no brand line');
  setLine(brand, texts.brand);

  const link = part(filled, 'h3 a');
  link.setAttribute('href', texts.href);
  link.textContent = card.name;
  const fit = part(filled, '[data-fit]');
  setLine(fit, texts.fit);
  if (options.fitKind) fit.setAttribute('data-fit-kind', options.fitKind);
  setLine(part(filled, '[data-card-facts]'), texts.facts);

  const from = part(filled, '[data-price-from]');
  const price = from.nextElementSibling;
  if (price === null) throw new Error('card template: no price');
  if (texts.reduction === null) {
    const plain = plainPrice.firstElementChild;
    if (plain === null) throw new Error('card template: no plain price');
    price.replaceWith(plain);
    plain.textContent = texts.price;
    part(filled, '[data-reduction]').remove();
    part(filled, '[data-reference-price]').remove();
  } else {
    price.textContent = texts.price;
    part(filled, '[data-reduction]').textContent = texts.reduction.badge;
    part(filled, '[data-reference-price] s').textContent = texts.reduction.reference;
  }
  if (!texts.from) from.remove();

  setLine(part(filled, '[data-lowest-90]'), texts.lowest90);
  setLine(part(filled, '[data-per-bottle]'), texts.perBottle);
  setLine(part(filled, '[data-running-cost]'), texts.runningCost);
  const shops = part(filled, '[data-shops]');
  shops.textContent = texts.shops;
  const stock = shops.nextElementSibling;
  if (stock === null) throw new Error('card template: no stock line');
  if (!card.inStock) {
    stock.replaceWith(onOrder);
  }
  return filled;
}

/** The heading before a group of a niche view (`kind`: src/shared/fit.ts `FitKind`). */
export function fitHeading(templates: CardTemplates, kind: string, text: string): Element {
  const heading = templates.fitHeading.content.firstElementChild?.cloneNode(true);
  if (!(heading instanceof Element)) throw new Error('card template: no heading');
  heading.textContent = text;
  heading.setAttribute('data-fit-heading', kind);
  return heading;
}
