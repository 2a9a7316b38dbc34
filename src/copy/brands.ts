/**
 * Brand teasers for the brand cards (spec §3: "brand card adds teaser"),
 * keyed by brand slug (spec §3 slug rule). Claims are deliberately general:
 * origin only where it is well known, otherwise what the brand offers here.
 */
/** A Map: brand slugs come from data. */
export const brandTeasers: ReadonlyMap<string, string> = new Map(
  Object.entries({
    artevino:
      'Artevino är ett franskt varumärke med vinlagringsskåp för dig som vill ge vinet en jämn temperatur och ett skyddat klimat under lång tid.',
    avintage:
      'Avintage har vinkylar och vinlagringsskåp för både servering och lagring. Här jämför du fristående modeller och modeller för inbyggnad.',
    bloomingville:
      'Bloomingville är ett danskt inredningsmärke med personlig design. Här hittar du deras vinställ för köket och matbordet.',
    bosch:
      'Tyska Bosch är ett av de mest kända namnen inom vitvaror. Här jämför du deras vinkylar för inbyggnad i köket.',
    caso: 'Caso är ett tyskt varumärke för köksapparater. Här jämför du deras vinkylar och dryckeskylar i flera storlekar.',
    cavin:
      'Cavin är ett skandinaviskt varumärke med vinkylar i nordisk design. Här finns både fristående och inbyggbara modeller där form och funktion går hand i hand.',
    climadiff:
      'Climadiff är ett franskt varumärke med vinkylar och vinlagringsskåp i många storlekar – från små vinkylar till skåp för långtidslagring.',
    coravin:
      'Coravin gör system som låter dig hälla upp vin utan att dra ur korken, så att resten av flaskan kan sparas till ett annat tillfälle.',
    dometic:
      'Dometic är ett svenskt företag med lång erfarenhet av kylning, känt bland annat från husvagnar och båtar. Här jämför du deras vinkylar och dryckeskylar.',
    electrolux:
      'Electrolux är en svensk vitvarutillverkare med över hundra års historia. Här jämför du deras vinkylar för inbyggnad i köket.',
    eurocave:
      'EuroCave är en fransk pionjär inom vinskåp, grundad 1976, med fokus på vinlagringsskåp för långtidslagring. Sortimentet omfattar även lösningar för servering och vinrum.',
    fondis: 'Fondis finns här med kylaggregat och andra lösningar för dig som bygger vinrum eller vinkällare.',
    husqvarna:
      'Husqvarna är ett klassiskt svenskt namn inom vitvaror. Här jämför du deras vinkylar och ölkylar för köket.',
    'la-sommeliere':
      'La Sommelière är ett franskt varumärke med vinkylar och vinlagringsskåp för både servering och lagring.',
    'le-cache':
      'Le Cache har vinlagringsskåp för dig som vill lagra vinet väl och samtidigt ha ett skåp som passar in i hemmet.',
    'le-creuset':
      'Franska Le Creuset är mest känt för sina gjutjärnsgrytor men gör även vintillbehör, till exempel korkskruvar.',
    liebherr:
      'Liebherr är välkänt för sina kyl- och frysskåp och gör även vinkylar och vinlagringsskåp. Här jämför du modeller för både servering och lagring.',
    mquvee:
      'mQuvée är ett svenskt varumärke med vinkylar och vinlagringsskåp för hemmet – från fristående vinkylar till modeller för inbyggnad i köket.',
    'nordiska-vinhyllor':
      'Nordiska Vinhyllor har vinhyllor och vinställ för allt från köksbänken till vinkällaren. Här jämför du hyllor för liggande förvaring av samlingen.',
    orrefors:
      'Orrefors är ett svenskt glasbruk i Småland med anor från 1800-talet. Här hittar du vinglas och karaffer med skandinavisk formkänsla.',
    'private-wine':
      'Private Wine finns här med produkter för vinrum, vinkällare och vinlagring – för dig som vill ge samlingen ett eget rum.',
    pulltex: 'Pulltex gör vintillbehör som korkskruvar och andra praktiska redskap för servering av vin.',
    riedel:
      'Österrikiska Riedel är känt för vinglas som är formade efter druvsort och vinstil. Här hittar du glas och karaffer som lyfter fram vinets doft och smak.',
    samsung: 'Samsung är ett sydkoreanskt teknikföretag med ett brett sortiment av vitvaror, bland annat vinkylar.',
    scandomestic:
      'Scandomestic är ett skandinaviskt vitvarumärke. Här jämför du deras ölkylar och vinkylar för kök, bar och fritidsrum.',
    siemens: 'Siemens är ett välkänt tyskt namn inom vitvaror. Här jämför du deras vinkylar för inbyggnad i köket.',
    'spiral-cellars':
      'Spiral Cellars är känt för spiralformade vinkällare som byggs in under golvet, med flaskorna samlade runt en trappa – en smart lösning när det saknas plats för ett helt vinrum.',
    temptech:
      'Temptech är ett danskt varumärke med vinkylar i skandinavisk design. Här jämför du fristående modeller och modeller för inbyggnad.',
    'traditional-wine-racks':
      'Traditional Wine Racks har vinhyllor i klassisk stil för källaren, vinrummet och hemmet.',
    umbra:
      'Umbra är ett kanadensiskt designmärke med smarta och lekfulla produkter för hemmet. Här hittar du deras vinställ och vinhyllor.',
    'vacu-vin':
      'Vacu Vin är ett nederländskt varumärke, mest känt för sin vakuumpump som håller öppnade flaskor fräscha längre.',
    vinata:
      'Vinata finns här med vinkylar och vinlagringsskåp för servering och lagring, både fristående och för inbyggnad.',
    vinotemp:
      'Vinotemp finns här med produkter för vinrum och vinkällare, bland annat kylaggregat för dig som bygger ett eget vinrum.',
    'vintage-view':
      'Vintage View är känt för väggmonterade vinhyllor i metall där flaskorna ligger med etiketten synlig – ett snyggt sätt att visa upp samlingen.',
    vintec:
      'Vintec har vinkylar och vinlagringsskåp för både servering och långtidslagring. Här jämför du fristående och inbyggbara modeller.',
    winecave:
      'WineCave finns här med vinkylar och vinlagringsskåp i flera storlekar, både fristående och för inbyggnad.',
    'wine-guardian': 'Wine Guardian är inriktat på kylaggregat för vinrum och vinkällare.',
    winemaster:
      'WineMaster är inriktat på kylaggregat för vinkällare och vinrum – för dig som vill hålla ett stabilt klimat runt samlingen året runt.',
    'zone-denmark': 'Zone Denmark är ett danskt designmärke med stilrena produkter för hemmet, bland annat vinställ.',
    zwiesel:
      'Zwiesel är ett tyskt glasbruk med lång tradition, känt för tåliga och eleganta vinglas. Här hittar du glas och karaffer för både vardag och fest.',
  }),
);

/** The teaser of a brand, or a neutral one built from its display name. */
export function brandTeaser(slug: string, name: string): string {
  return (
    brandTeasers.get(slug) ??
    `Jämför produkter från ${name} – se modeller, priser och återförsäljare samlade på ett ställe.`
  );
}

/**
 * Descriptions for the home page brand showcase (spec §2). The page keeps
 * only the first two sentences, so those two stand on their own.
 */
export const brandShowcase: Readonly<Record<'mquvee' | 'cavin' | 'artevino' | 'eurocave', string>> = {
  mquvee:
    'mQuvée är ett svenskt varumärke med vinkylar och vinlagringsskåp för hemmet. Sortimentet spänner från fristående vinkylar till modeller för inbyggnad och integrering i köket. Här jämför du modellerna sida vid sida och ser priserna hos återförsäljarna.',
  cavin:
    'Cavin är ett skandinaviskt varumärke med vinkylar i nordisk design. Modellerna är gjorda för att synas i hemmet, där form och funktion får lika stor plats. Sortimentet rymmer både fristående och inbyggbara vinkylar. Här jämför du modellerna och ser priserna hos återförsäljarna.',
  artevino:
    'Artevino är ett franskt varumärke med vinlagringsskåp. Skåpen är gjorda för att ge vinet en jämn temperatur och ett skyddat klimat under lång tid. De passar dig som vill börja lagra vin på rätt sätt, oavsett hur stor samlingen är. Här jämför du skåpen och ser priserna hos återförsäljarna.',
  eurocave:
    'EuroCave är en fransk tillverkare av vinskåp som grundades 1976. Varumärket räknas till pionjärerna inom vinlagringsskåp, med fokus på stabil temperatur, rätt luftfuktighet och skydd mot ljus och vibrationer. Sortimentet omfattar skåp för både långtidslagring och servering. Här jämför du modellerna och ser priserna hos återförsäljarna.',
};
