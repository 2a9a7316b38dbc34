import { brandTeaser } from '../../copy/brands';
import { brandList } from '../../copy/pages';
import { brandListPath } from '../../routing/routes';
import { buildHead } from '../seo';
import type { Site } from '../site';
import { type TrailRouteData, trailFromHome, trailJsonLd } from './route';

export interface BrandListRoute extends TrailRouteData {
  /** Every brand in the order given (Swedish order), with its teaser. */
  readonly brandCards: readonly { name: string; slug: string; teaser: string }[];
  readonly text: typeof brandList;
}

export function brandListRoute(site: Site): BrandListRoute {
  const { brands, url } = site;
  const path = brandListPath();
  const trail = trailFromHome([], brandList.heading);
  return {
    head: buildHead(
      {
        title: brandList.metaTitle,
        description: brandList.metaDescription,
        path,
        jsonLd: [trailJsonLd(trail, path, url)],
      },
      url,
    ),
    trail,
    brandCards: brands.map((brand) => ({
      name: brand.name,
      slug: brand.slug,
      teaser: brandTeaser(brand.slug, brand.name),
    })),
    text: brandList,
  };
}
