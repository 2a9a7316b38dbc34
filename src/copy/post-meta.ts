/**
 * Posts whose search title and description are written by hand instead of
 * taken from the database (spec §2: a special case exists for
 * vinkyl-ikea-guide). Keyed by post slug.
 */
/** A Map: post slugs come from data (a post may be called "constructor"). */
export const postMetaOverrides: ReadonlyMap<string, { readonly title: string; readonly description: string }> = new Map(
  Object.entries({
    'vinkyl-ikea-guide': {
      title: 'Vinkyl i IKEA-kök – mått och tips för METOD',
      description:
        'Så får du plats med en vinkyl i IKEA:s METOD-kök: mått för 60 cm-nischer, ventilation i sockeln och valet mellan inbyggbar och integrerad vinkyl.',
    },
  }),
);
