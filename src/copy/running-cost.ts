/**
 * What a wine cooler costs to run (issue 21 §3): the one electricity price
 * every running cost on the site uses, where it comes from, and the texts
 * that show the cost. The price and its arithmetic are in
 * docs/running-cost.md; change both together.
 *
 * This module imports nothing, so any phase (and the listing's bundle) can
 * take it without pulling other copy along.
 */

/** One part of the electricity price, with the public page that states it. */
export interface ElectricityComponent {
  /** Swedish name of the part, as the "Så jämför vi" page lists it. */
  readonly label: string;
  /** öre per kWh, excluding VAT. */
  readonly orePerKwh: number;
  /** Swedish name of the source. */
  readonly source: string;
  readonly sourceUrl: string;
}

/**
 * The parts of the price of one more kWh for a household in 2024. A wine
 * cooler changes none of the fixed fees (grid subscription, the retailer's
 * monthly fee), so only what each kWh costs counts. No official total for
 * 2024–2025 was found, so the price is summed from its parts (see
 * docs/running-cost.md, which also says why each one was chosen).
 */
export const ELECTRICITY_COMPONENTS: readonly ElectricityComponent[] = [
  {
    label: 'Spotpris i elområde 3, medel januari–augusti 2024',
    orePerKwh: 41,
    source: 'Nord Pool, via Sweden Herald',
    sourceUrl: 'https://swedenherald.com/article/electricity-price-lowest-since-2000',
  },
  {
    label: 'Elhandelns påslag (mitt i intervallet 4–8 öre)',
    orePerKwh: 6,
    source: 'Elpriser24',
    sourceUrl: 'https://elpriser24.se/kwh/',
  },
  {
    label: 'Nätavgiftens rörliga del (elöverföring), exempel från 2024',
    orePerKwh: 24.4,
    source: 'Partille Energi',
    sourceUrl: 'https://partilleenergi.se/elnatspriser-2024-worksheet/',
  },
  {
    label: 'Energiskatt 2024',
    orePerKwh: 42.8,
    source: 'Partille Energi',
    sourceUrl: 'https://partilleenergi.se/elnatspriser-2024-worksheet/',
  },
];

/** Swedish VAT on electricity, grid fee and energy tax alike. */
export const ELECTRICITY_VAT = 0.25;

/**
 * The price of one kWh including grid fee, energy tax and VAT:
 * (41 + 6 + 24,4 + 42,8) öre × 1,25 = 142,75 öre ≈ 1,43 kr.
 */
export const ELECTRICITY = {
  krPerKwh: 1.43,
  period: '2024',
  source: 'egen beräkning från spotpris, nätavgift och energiskatt',
  /** Where the parts and their sources are listed for visitors. */
  sourceUrl: '/sa-jamfor-vi#elkostnad',
} as const;

export const runningCostCopy = {
  yearlyLabel: 'Elkostnad',
  /** `kr` formatted by the caller, with Swedish thousands: "1 240". */
  perYear: (kr: string): string => `≈ ${kr} kr/år i el`,
  tenYearsLabel: 'Kostnad på 10 år',
  tenYears: (kr: string): string => `${kr} kr`,
  /** Once on a page that shows a running cost; `price` is the kWh price formatted the Swedish way ("1,43"). */
  note: (price: string): string =>
    `Elkostnaden är en uppskattning från energimärkningens kWh per år, beräknad med ${price} kr/kWh inklusive nätavgift, energiskatt och moms (${ELECTRICITY.source}, ${ELECTRICITY.period}). Kostnad på 10 år är priset plus tio års elkostnad.`,
  noteLink: 'Så räknar vi',
  /** The listing sort by price plus ten years of electricity. */
  sortLabel: 'Lägst totalkostnad 10 år',
  /** The section of "Så jämför vi" (/sa-jamfor-vi#elkostnad). */
  sectionId: 'elkostnad',
  sectionHeading: 'Elkostnad och kostnad på 10 år',
  sectionParagraphs: (price: string): readonly string[] => [
    `Elkostnaden per år är en uppskattning: produktens energiförbrukning i kWh per år enligt energimärkningen gånger ${price} kr/kWh, avrundat till närmaste tiotal kronor. Priset gäller en kWh till för ett hushåll ${ELECTRICITY.period} och räknar in elpris, elhandelns påslag, nätavgiftens rörliga del, energiskatt och 25 % moms. Fasta avgifter räknas inte, eftersom en vinkyl inte ändrar dem. Din egen kostnad beror på elområde, elavtal och elnät.`,
    'Kostnad på 10 år är produktens pris (den första butikens, med frakten när den är känd) plus tio gånger den avrundade elkostnaden per år, så att du kan räkna efter med siffrorna som visas. Ett elpris som stiger eller sjunker ändrar summan.',
    'Sorteringen Lägst totalkostnad 10 år ordnar produkterna efter den summan. Produkter utan uppgift om energiförbrukning hamnar sist.',
  ],
  /** Before the list of parts; the numbers formatted the Swedish way. */
  sectionSum: (excludingVat: string, vatPercent: string, includingVat: string, price: string): string =>
    `Vi har inte hittat något officiellt genomsnittspris för en kWh med alla avgifter, så priset är summan av delarna nedan: ${excludingVat} öre per kWh utan moms, plus ${vatPercent} % moms, blir ${includingVat} öre, avrundat ${price} kr.`,
  /** One source line in the section: "Energiskatt 2024: 42,8 öre/kWh". */
  componentLine: (label: string, ore: string): string => `${label}: ${ore} öre/kWh`,
} as const;
