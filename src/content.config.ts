import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { postSchema } from './lib/schemas/post';
import { excludedProductSchema, productSchema } from './lib/schemas/product';
import { brandSchema, categorySchema } from './lib/schemas/taxonomy';

// The collections read the files `npm run pull` writes to src/data/, with the
// same zod schemas the pull validated them against. Pages type their props
// from CollectionEntry<'products'> etc.
const DATA = 'src/data';

export const collections = {
  products: defineCollection({ loader: file(`${DATA}/products.json`), schema: productSchema }),
  categories: defineCollection({ loader: file(`${DATA}/categories.json`), schema: categorySchema }),
  brands: defineCollection({ loader: file(`${DATA}/brands.json`), schema: brandSchema }),
  posts: defineCollection({ loader: file(`${DATA}/posts.json`), schema: postSchema }),
  excludedProducts: defineCollection({ loader: file(`${DATA}/excluded-products.json`), schema: excludedProductSchema }),
};
