import { common } from '../../copy/common';
import { allProducts, productPage } from '../../copy/pages';
import type { FaqItem } from '../../copy/types';
import type { Product } from '../../dataset/schemas/product';
import { allProductsPath, brandPath, categoryPath, homePath } from '../../routing/paths';
import { faqPage, productLd } from '../jsonld';
import { indexByCategory, selectRelatedProducts } from '../select';
import { buildHead, productTitle } from '../seo';
import { fillText, productTexts, type TemplateValues } from '../templates';
import { present, type TrailRouteData, trailFromHome, trailJsonLd } from './route';

/** What a product page links to besides the product itself. */
export interface ProductLinks {
  readonly related: Product[];
  readonly categoryHref: string | null;
}

/**
 * Builds the links of every product page in one pass: the category index is
 * made once, so the whole build stays linear in the number of products.
 * Texts are not part of it (see productRoute): Astro keeps every page's
 * props until the build ends, and a few KB of copy per product is most of
 * the memory of a 50,000-product build.
 */
export function productLinks(
  products: readonly Product[],
  categoryPageSlugs: ReadonlySet<string>,
): Map<string, ProductLinks> {
  const byCategory = indexByCategory(products);
  const links = new Map<string, ProductLinks>();
  for (const product of products) {
    links.set(product.id, {
      related: selectRelatedProducts(product, byCategory),
      categoryHref:
        product.category_slug && categoryPageSlugs.has(product.category_slug)
          ? categoryPath(product.category_slug)
          : null,
    });
  }
  return links;
}

/** The values of the product text templates: the feed's, or neutral words where it has none. */
export function templateValues(product: Product): TemplateValues {
  return {
    name: product.name,
    category: product.category ?? productPage.categoryFallback,
    brand: product.brand ?? productPage.brandFallback,
  };
}

/** One row of the product information list; a brand row links to its brand page. */
export interface ProductFact {
  readonly label: string;
  readonly value: string;
  readonly href?: string;
}

export interface ProductInput {
  readonly product: Product;
  readonly links: ProductLinks;
}

export interface ProductRoute extends TrailRouteData {
  readonly product: Product;
  readonly related: readonly Product[];
  /** The category page, when the product's category has one. */
  readonly category: { readonly label: string; readonly href: string } | null;
  /** The back button goes here when the visitor did not come from this site. */
  readonly backHref: string;
  readonly allCoolersHref: string;
  readonly facts: readonly ProductFact[];
  /** " · Frakt …" after the delivery time, or null when the feed has no shipping price. */
  readonly shipping: string | null;
  /** The template texts: about section (HTML) and FAQ. */
  readonly about: string;
  readonly faq: readonly FaqItem[];
  readonly aboutTitle: string;
  readonly compareTitle: string;
  /** Shown in place of a missing product image. */
  readonly noImage: string;
  readonly text: typeof productPage;
}

export function productRoute(
  { product, links }: ProductInput,
  { site, buildDate }: { site: string; buildDate: Date },
): ProductRoute {
  const values = templateValues(product);
  const texts = productTexts(product.category_slug, values);
  const category =
    links.categoryHref && product.category ? { label: product.category, href: links.categoryHref } : null;
  const trail = trailFromHome([category ?? { label: allProducts.listTitle, href: allProductsPath() }], product.name);
  const facts: (ProductFact | null)[] = [
    product.brand && product.brand_slug
      ? { label: productPage.brandLabel, value: product.brand, href: brandPath(product.brand_slug) }
      : null,
    product.color ? { label: productPage.colorLabel, value: product.color } : null,
    product.model ? { label: productPage.modelLabel, value: product.model } : null,
    product.ean ? { label: productPage.eanLabel, value: product.ean } : null,
    product.capacity ? { label: productPage.capacityLabel, value: `${product.capacity}` } : null,
    product.temperature_zones ? { label: productPage.zonesLabel, value: `${product.temperature_zones}` } : null,
  ];
  return {
    head: buildHead(
      {
        title: productTitle(product),
        description: product.short_description || productPage.metaDescriptionFallback(product.name),
        path: product.url,
        image: product.image_url,
        type: 'product',
        keywords: [product.name, product.brand, product.category].filter((k): k is string => Boolean(k)),
        // Offers are valid 30 days from the build (spec §9).
        jsonLd: present([
          trailJsonLd(trail, product.url, site),
          productLd(product, site, buildDate),
          faqPage(texts.faq),
        ]),
      },
      site,
    ),
    trail,
    product,
    related: links.related,
    category,
    backHref: links.categoryHref ?? homePath(),
    allCoolersHref: categoryPath('vinkyl'),
    facts: present(facts),
    shipping: product.shipping_price === null ? null : productPage.shipping(product.shipping_price),
    about: texts.about,
    faq: texts.faq,
    aboutTitle: fillText(productPage.aboutTitle, values),
    compareTitle: fillText(productPage.compareCtaTitle, values),
    noImage: common.imageMissing,
    text: productPage,
  };
}
