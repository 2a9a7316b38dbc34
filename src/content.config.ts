import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { postSchema } from './dataset/schemas/post';
import { excludedProductSchema } from './dataset/schemas/product';
import { brandSchema, categorySchema } from './dataset/schemas/taxonomy';

// The collections read the files `npm run pull` writes to src/data/, with the
// same zod schemas the pull validated them against. Pages type their props
// from CollectionEntry<'posts'> etc. Products are the exception: thousands
// of them are read straight from products.json with productSchema
// (src/dataset/read-products.ts explains why) and typed as its z.infer.
const DATA = 'src/data';

export const collections = {
  categories: defineCollection({ loader: file(`${DATA}/categories.json`), schema: categorySchema }),
  brands: defineCollection({ loader: file(`${DATA}/brands.json`), schema: brandSchema }),
  posts: defineCollection({ loader: file(`${DATA}/posts.json`), schema: postSchema }),
  excludedProducts: defineCollection({ loader: file(`${DATA}/excluded-products.json`), schema: excludedProductSchema }),
};
