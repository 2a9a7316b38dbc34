/**
 * The product facts read from the feed (issue 12): their labels and values on
 * the product page, in its structured data, and for anything else that names
 * them (filters, cards). Keys of `installation` are the values of
 * INSTALLATION_TYPES (src/shared/product-facts.ts).
 */
export const productFacts = {
  capacityLabel: 'Antal flaskor',
  zonesLabel: 'Temperaturzoner',
  installationLabel: 'Installation',
  installation: new Map([
    ['fristaende', 'Fristående'],
    ['inbyggbar', 'Inbyggbar'],
    ['integrerbar', 'Integrerbar'],
  ]) as ReadonlyMap<string, string>,
  /** All three sizes known: one row. */
  sizeLabel: 'Mått (B × H × D)',
  size: (width: string, height: string, depth: string): string => `${width} × ${height} × ${depth} cm`,
  /** Only some sizes known: a row for each. */
  widthLabel: 'Bredd',
  heightLabel: 'Höjd',
  depthLabel: 'Djup',
  centimetres: (value: string): string => `${value} cm`,
  noiseLabel: 'Ljudnivå',
  decibels: (value: string): string => `${value} dB`,
  energyClassLabel: 'Energiklass',
  pricePerBottleLabel: 'Pris per flaskplats',
  /** "282 kr per flaskplats", from a price already formatted the Swedish way. */
  pricePerBottle: (formattedPrice: string): string => `${formattedPrice} per flaskplats`,
  /** Under the facts when the bottle count is known. */
  capacityNote:
    'Antalet flaskor gäller bordeauxflaskor (75 cl). Burgundy- och champagneflaskor är bredare och tar mer plats, så det ryms färre av dem.',
} as const;
