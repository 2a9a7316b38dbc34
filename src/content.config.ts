import { defineCollection } from 'astro:content';
import type { Loader } from 'astro/loaders';
import type { DataFileName } from './dataset/files';
import { readDataFile } from './dataset/read';
import { postSchema } from './dataset/schemas/post';
import { excludedProductSchema } from './dataset/schemas/product';
import { brandSchema, categorySchema } from './dataset/schemas/taxonomy';

// The collections hold the files `npm run pull` writes to src/data/, read
// and validated by the dataset's one reader (src/dataset/read.ts). Pages type
// their props from CollectionEntry<'posts'> etc. Products are the exception:
// thousands of them are read straight from products.json by the same reader
// (src/render/collections.ts) and typed by the product schema.
function dataFile(name: Exclude<DataFileName, 'products' | 'report' | 'baseline' | 'prices'>): Loader {
  return {
    name: `vinkylguiden:${name}`,
    load: async ({ store, parseData }) => {
      store.clear();
      for (const entry of readDataFile(import.meta.env.DATA_DIR, name)) {
        store.set({ id: entry.id, data: await parseData({ id: entry.id, data: entry }) });
      }
    },
  };
}

export const collections = {
  categories: defineCollection({ loader: dataFile('categories'), schema: categorySchema }),
  brands: defineCollection({ loader: dataFile('brands'), schema: brandSchema }),
  posts: defineCollection({ loader: dataFile('posts'), schema: postSchema }),
  excludedProducts: defineCollection({ loader: dataFile('excludedProducts'), schema: excludedProductSchema }),
};
