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
  /**
   * Issue 22: the integrated type covers both the "Integrerad Vinkyl" and the
   * "Integrerbar Vinkyl" category (a unit mounted in a kitchen cabinet), so
   * its label uses both words and contradicts neither page.
   */
  installation: new Map([
    ['fristaende', 'Fristående'],
    ['inbyggbar', 'Inbyggbar'],
    ['integrerbar', 'Integrerad/integrerbar'],
  ]) as ReadonlyMap<string, string>,
  /** A fact the product's text does not state but its category's name does: "Fristående (enligt kategorin)". */
  fromCategory: (label: string): string => `${label} (enligt kategorin)`,
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
  /** Issue 21: what the maker states about installing and running it. */
  energyUseLabel: 'Energiförbrukning',
  /** "142 kWh/år". */
  kilowattHoursPerYear: (value: string): string => `${value} kWh/år`,
  nicheLabel: 'Nischmått (B × H × D)',
  /** "Nisch bredd", "Nisch höjd" in structured data. */
  nicheWord: 'Nisch',
  /** A niche with some sides unstated: "56 × – × 55 cm". */
  unknownSize: '–',
  clearanceLabel: 'Ventilation',
  /** "Minst 5 cm fritt runt om, enligt tillverkaren": the largest space the maker asks for. */
  clearance: (value: string): string => `Minst ${value} cm fritt, enligt tillverkaren`,
  /** The maker says the unit needs no space around it ("kan byggas in utan avstånd"). */
  noClearance: 'Inget avstånd behövs, enligt tillverkaren',
  /**
   * Features a buyer filters on (issue 38 §1), each yes or no where the text says so: the door locks, is glass,
   * its glass keeps out UV light, the shelves (or a rack's own body) are wood, the door can be hung on the other
   * side.
   */
  lockLabel: 'Lås',
  glassDoorLabel: 'Glasdörr',
  uvGlassLabel: 'UV-skyddat glas',
  woodLabel: 'Trä (hyllor eller stomme)',
  reversibleDoorLabel: 'Vändbar dörr',
  /** A yes-or-no fact as the page shows it. */
  yes: 'Ja',
  no: 'Nej',
  pricePerBottleLabel: 'Pris per flaskplats',
  /** "282 kr per flaskplats", from a price already formatted the Swedish way. */
  pricePerBottle: (formattedPrice: string): string => `${formattedPrice} per flaskplats`,
  /** Under the facts when the bottle count is known. */
  capacityNote:
    'Antalet flaskor gäller bordeauxflaskor (75 cl). Burgundy- och champagneflaskor är bredare och tar mer plats, så det ryms färre av dem.',
} as const;

/**
 * The words a visitor types for a product fact (issue 37 §1, src/shared/fact-registry.ts): a keyword for each,
 * which the query reader to come looks for beside a number ("40 flaskor", "38 dB"), and for installation and
 * zones the words of each value, which a product's search record carries (issue 22).
 */
export const factWords = {
  bottles: 'flaskor',
  zones: 'zoner',
  installation: 'installation',
  width: 'bredd',
  height: 'höjd',
  depth: 'djup',
  noise: 'db',
  energyClass: 'energiklass',
  energyUse: 'kwh',
  nicheWidth: 'nischbredd',
  nicheHeight: 'nischhöjd',
  nicheDepth: 'nischdjup',
  clearance: 'ventilation',
  lock: 'lås',
  glassDoor: 'glasdörr',
  uvGlass: 'uv-skydd',
  wood: 'trä',
  reversibleDoor: 'vändbar',
  /** The words of each installation type. */
  installationWords: new Map<string, readonly string[]>([
    ['fristaende', ['fristående']],
    ['inbyggbar', ['inbyggbar', 'inbyggbara', 'inbyggd', 'inbyggnad']],
    ['integrerbar', ['integrerbar', 'integrerad', 'inbyggd']],
  ]) as ReadonlyMap<string, readonly string[]>,
  /** Swedish words for a number of temperature zones; "zoner" for any other number. */
  zoneWords: new Map<number, readonly string[]>([
    [1, ['en', 'zon', 'enzons']],
    [2, ['två', 'zoner', 'tvåzons', 'dubbelzon', 'dubbla']],
    [3, ['tre', 'zoner', 'trezons']],
  ]) as ReadonlyMap<number, readonly string[]>,
  otherZones: ['zoner'],
} as const;
