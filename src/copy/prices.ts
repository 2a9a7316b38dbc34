/**
 * Texts about prices, advertising and how listings are ordered (issue 13):
 * the 30-day low and the price chart, reductions, when prices were updated,
 * the commission statement beside retailer links, and the two pages that
 * explain how the site earns money and how it orders products (the Swedish
 * marketing act requires comparison services to disclose the main parameters
 * of their ranking).
 */

import { ELECTRICITY, ELECTRICITY_COMPONENTS, ELECTRICITY_VAT, runningCostCopy } from './running-cost';

/** "A, B och C". */
const listSwedish = (items: readonly string[]) =>
  new Intl.ListFormat('sv-SE', { style: 'long', type: 'conjunction' }).format(items);

/** "1,43", "42,8": decimal comma, as the section writes its numbers. */
const decimal = (value: number, digits: number) =>
  new Intl.NumberFormat('sv-SE', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

/** The running cost's section (issue 21 §3): the price used, each of its parts with its source, and the sum. */
function runningCostSection(): InfoSection {
  const ore = (value: number) => decimal(value, Number.isInteger(value) ? 0 : 1);
  const excluded = ELECTRICITY_COMPONENTS.reduce((sum, part) => sum + part.orePerKwh, 0);
  return {
    id: runningCostCopy.sectionId,
    heading: runningCostCopy.sectionHeading,
    paragraphs: [
      ...runningCostCopy.sectionParagraphs(decimal(ELECTRICITY.krPerKwh, 2)),
      runningCostCopy.sectionSum(
        ore(excluded),
        String(ELECTRICITY_VAT * 100),
        decimal(excluded * (1 + ELECTRICITY_VAT), 2),
        decimal(ELECTRICITY.krPerKwh, 2),
      ),
    ],
    links: ELECTRICITY_COMPONENTS.map((part) => ({
      text: runningCostCopy.componentLine(part.label, ore(part.orePerKwh)),
      label: part.source,
      href: part.sourceUrl,
    })),
  };
}

export const priceCopy = {
  lowest30: (price: string) => `Lägsta pris senaste 30 dagarna: ${price}`,
  /**
   * The feed calls a higher price the shop's ordinary one, but the price
   * history shows it did not apply in the last 30 days (issue 22): said
   * plainly, since the visitor sees "REA" at the shop.
   */
  unprovenSale: (shop: string, regular: string) =>
    `${shop} anger ${regular} som ordinarie pris, men det priset har inte gällt de senaste 30 dagarna.`,
  /** The same claim where the history does not cover those 30 days. */
  unprovenSaleUnknown: (shop: string, regular: string) =>
    `${shop} anger ${regular} som ordinarie pris. Vi visar bara prissänkningar som vår prishistorik kan styrka.`,
  reducedLabel: 'Sänkt',
  /** "Sänkt 20 % från 1 000 kr, det lägsta priset de 30 dagarna före sänkningen". */
  reducedFrom: (percent: number, reference: string) =>
    `Sänkt ${percent} % från ${reference}, det lägsta priset de 30 dagarna före sänkningen`,
  referencePrefix: 'Lägsta pris 30 dagar före sänkningen: ',
  chartTitle: 'Prishistorik senaste 180 dagarna',
  /** The chart's text alternative: the numbers it shows. */
  chartDescription: (facts: {
    from: string;
    to: string;
    max: string;
    min: string;
    /** The day the price was last at `min`, or null. */
    minOn: string | null;
    current: string;
    lowest30: string;
    /** Shops with a line of their own; empty for one line. */
    shops: readonly string[];
  }) =>
    facts.shops.length === 0
      ? `Priset ${facts.from}–${facts.to}: högst ${facts.max}, lägst ${facts.min}${facts.minOn ? ` (${facts.minOn})` : ''}. Nu ${facts.current}. Lägsta pris senaste 30 dagarna: ${facts.lowest30}.`
      : `Lägsta priset bland butikerna ${facts.from}–${facts.to}: högst ${facts.max}, lägst ${facts.min}${facts.minOn ? ` (${facts.minOn})` : ''}. Nu ${facts.current}. Lägsta pris senaste 30 dagarna: ${facts.lowest30}. Tunna linjer visar priset hos ${listSwedish(facts.shops)}.`,
  chartLowLabel: 'Lägst 30 dagar',
  /**
   * On the chart at its last point (issue 35 §8): "I dag 1 299 kr"; where the
   * line is the lowest of several shops, "Lägst i dag 1 299 kr", since that
   * shop may not be the one the headline names (the first offer, in stock first).
   */
  chartToday: (price: string, amongShops: boolean) => `${amongShops ? 'Lägst i dag' : 'I dag'} ${price}`,
  /** On the chart below its lowest point (issue 35 §8): "Lägst 12 november 2026". */
  chartLowest: (date: string) => `Lägst ${date}`,
  chartLowestLine: 'Lägsta pris bland butikerna',
  chartLinesLeftOut: (count: number) =>
    count === 1
      ? 'En butik till finns i prisjämförelsen nedan.'
      : `${count} butiker till finns i prisjämförelsen nedan.`,
  updated: (when: string) => `Priser uppdaterade ${when}`,
  commission:
    'Vi kan få provision när du köper via länken. Det påverkar inte priset du betalar eller i vilken ordning produkterna visas.',
  commissionLink: 'Så tjänar vi pengar',
  howWeCompareLink: 'Så jämför vi',
} as const;

export interface InfoSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  /** Anchor of the section, for links to it from other pages. */
  readonly id?: string;
  /** Sources after the paragraphs, each a line of text with a link. */
  readonly links?: readonly { readonly text: string; readonly label: string; readonly href: string }[];
}

export interface InfoPage {
  readonly title: string;
  readonly metaDescription: string;
  readonly intro: string;
  readonly sections: readonly InfoSection[];
}

/** /sa-jamfor-vi: the main parameters that decide the order of listings. */
export const howWeCompare: InfoPage = {
  title: 'Så jämför vi',
  metaDescription:
    'Så ordnar Vinkylguiden produkterna och butikernas erbjudanden: hur samma produkt från flera butiker känns igen, standardordningen, sorteringarna, filtren och hur priser och prissänkningar räknas fram.',
  intro:
    'Här beskriver vi vad som avgör i vilken ordning produkterna visas på Vinkylguiden. Ingen återförsäljare eller tillverkare kan betala för en bättre placering, och provisionen vi kan få påverkar inte ordningen.',
  sections: [
    {
      heading: 'Standardordningen',
      paragraphs: [
        'Utan vald sortering visas produkterna i samma ordning som i återförsäljarnas produktflöde, som vi hämtar varje natt. Ordningen är densamma för alla besökare och beror inte på provision, lagerstatus eller pris.',
        'På startsidan visas de första produkterna i fyra kategorier: fristående, integrerade och inbyggbara vinkylar samt vinlagringsskåp. Relaterade produkter på en produktsida är andra produkter i samma kategori, i flödets ordning.',
      ],
    },
    {
      heading: 'En produkt, alla butiker',
      paragraphs: [
        'Samma produkt säljs ofta av flera butiker, som skriver namnet på olika sätt. Vi samlar butikernas erbjudanden på en produktsida när de gäller samma modell: i första hand när streckkoden (EAN/GTIN) är densamma och giltig, annars när märke och tillverkarens artikelnummer stämmer, och sist när märke och modellkod i namnet stämmer och modellkoden bara kan betyda en produkt.',
        'Vi slår aldrig ihop olika färger, utföranden, modellår eller förpackningsstorlekar, och inte heller erbjudanden vars priser skiljer sig orimligt mycket. Hellre två produktsidor för samma modell än en sida som blandar ihop två produkter.',
        'På produktsidan visas butikerna som har varan i lager först, sedan i ordning efter lägsta totalpris inklusive frakt. Butiker som inte anger sin frakt visas efter dem med känd frakt, i prisordning: en okänd frakt räknas aldrig som gratis. Ingen butik kan betala för en bättre placering.',
        'Produktens pris är den första butikens: överst på produktsidan, på produktkortet, i sökresultaten och i jämförelsen, alltid med butiken namngiven. ”Från” står bara framför priset när ingen annan butik tar mindre. Har ingen butik varan i lager står det ”Ej i lager just nu”, och priset gäller beställning.',
        'I listor, filter och sorteringar gäller den första butikens pris med frakten inräknad när den är känd, och kortet visar hur många butiker som säljer produkten och vad frakten är. Ett erbjudande utan fungerande länk till butiken visar vi inte alls, eftersom det inte går att köpa där via oss.',
      ],
    },
    {
      heading: 'Sorteringar du kan välja',
      paragraphs: [
        'Pris (lägst först eller högst först) utgår från produktens pris, den första butikens, med frakten inräknad när den är känd. Flest flaskor och lägst pris per flaskplats utgår från den kapacitet som produkten anges ha; produkter utan uppgift hamnar sist.',
        'Störst prissänkning visar bara sänkningar som prishistoriken bevisar: priset ska vara lägre än det lägsta priset under de 30 dagarna före sänkningen, och vi ska ha följt produkten i minst 30 dagar innan dess. Procenten räknas från det lägsta priset.',
        'Tystast först ordnar produkterna efter den ljudnivå i dB som produkten anges ha, lägst först; produkter utan uppgift hamnar sist, och lika ljudnivåer behåller standardordningen.',
      ],
    },
    {
      heading: 'Filter',
      paragraphs: [
        'Filtren visar eller döljer produkter men ändrar inte ordningen. Uppgifter som antal flaskor, temperaturzoner, installation, mått, ljudnivå, energiklass, lås, glasdörr, UV-skyddat glas, trä och vändbar dörr läser vi ur produktnamn och produktbeskrivningar. Saknas en uppgift visas produkten inte när du filtrerar på den.',
      ],
    },
    {
      heading: 'Priser och prishistorik',
      paragraphs: [
        'Priserna kommer från återförsäljarnas produktflöden och uppdateras en gång per dygn. Varje dag sparar vi varje butiks pris när det har ändrats. Därför kan vi visa det lägsta priset de senaste 30 dagarna och en prisgraf för det senaste halvåret, med det lägsta priset bland butikerna varje dag.',
        'Ett överstruket pris visas bara när sänkningen går att bevisa med den butikens egen prishistorik. Det ordinarie pris som en återförsäljare anger i sitt flöde använder vi inte som jämförelsepris.',
      ],
    },
    runningCostSection(),
  ],
};

/** /sa-tjanar-vi-pengar: how the site earns money. */
export const howWeEarn: InfoPage = {
  title: 'Så tjänar vi pengar',
  metaDescription:
    'Vinkylguiden får provision från återförsäljare när du handlar via våra länkar. Så fungerar det och så märker vi annonslänkar.',
  intro:
    'Vinkylguiden är gratis att använda. Vi finansieras av provision: när du klickar på en länk till en återförsäljare och handlar där kan vi få en del av köpesumman.',
  sections: [
    {
      heading: 'Annonslänkar',
      paragraphs: [
        'Alla länkar till återförsäljare är reklam enligt marknadsföringslagen och märks med ”Annons”. Länkarna öppnas i en ny flik hos återförsäljaren, där köpet sker. Vi säljer inget själva och hanterar inga betalningar.',
      ],
    },
    {
      heading: 'Det du betalar',
      paragraphs: [
        'Provisionen betalas av återförsäljaren. Priset du betalar är detsamma som när du går direkt till butiken.',
      ],
    },
    {
      heading: 'Ordning och innehåll',
      paragraphs: [
        'Provisionen påverkar inte i vilken ordning produkterna visas, vilka produkter vi tar med eller vad vi skriver i guiderna. Hur ordningen bestäms beskriver vi på sidan Så jämför vi.',
      ],
    },
  ],
};
