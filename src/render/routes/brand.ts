import { brandTeaser } from '../../copy/brands';
import { brandList, brandPage } from '../../copy/pages';
import type { Product } from '../../dataset/schemas/product';
import type { Brand } from '../../dataset/schemas/taxonomy';
import { brandListPath, brandPath } from '../../routing/paths';
import { collectionPage } from '../jsonld';
import { selectBrandProducts } from '../select';
import { buildHead } from '../seo';
import { type TrailRouteData, trailFromHome, trailJsonLd } from './route';

export interface BrandInput {
  readonly brand: Brand;
  /** Products in feed order. */
  readonly products: readonly Product[];
}

export interface BrandRoute extends TrailRouteData {
  readonly name: string;
  /** "12 produkter". */
  readonly count: string;
  readonly teaser: string;
  readonly gridTitle: string;
  /** The brand's products (spec §7 selection), in feed order. */
  readonly products: readonly Product[];
  readonly text: typeof brandPage;
}

export function brandRoute({ brand, products }: BrandInput, site: string): BrandRoute {
  const selected = selectBrandProducts(products, brand);
  const teaser = brandTeaser(brand.slug, brand.name);
  const path = brandPath(brand.slug);
  const description = brandPage.metaDescription(teaser, selected.length, brand.name);
  const gridTitle = brandPage.gridTitle(brand.name);
  const trail = trailFromHome([{ label: brandList.heading, href: brandListPath() }], brand.name);
  return {
    head: buildHead(
      {
        title: brandPage.metaTitle(brand.name),
        description,
        path,
        keywords: brandPage.keywords(brand.name),
        jsonLd: [
          trailJsonLd(trail, path, site),
          collectionPage({ name: gridTitle, description, path }, selected, site),
        ],
      },
      site,
    ),
    trail,
    name: brand.name,
    count: brandPage.countLabel(selected.length),
    teaser,
    gridTitle,
    products: selected,
    text: brandPage,
  };
}
