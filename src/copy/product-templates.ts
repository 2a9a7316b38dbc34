import type { ProductTemplate, RetailerFact } from './types';

/**
 * Product page texts (spec §9). {name}, {category} and {brand} are filled
 * per product; {category} is the category's display name (e.g. "Fristående
 * Vinkyl"), so it is only used where a name reads naturally ("kategorin …").
 * The texts never assume capacity, zones or measurements: the facts list
 * above the text shows those the feed states, and {missingFacts} sends the
 * reader to the retailer only for the ones it lacks (issue 22: a text that
 * says "see the retailer" under a table showing the value contradicts it).
 * For the same reason a FAQ answer about the niche, the noise level or the
 * ventilation space states the value where the page shows it (`whenShown`,
 * issue 35 §5), instead of sending the buyer to the maker's instructions.
 */
export const productTemplates: Readonly<
  Record<
    'vinkyl' | 'fristaende-vinkyl' | 'inbyggbar-vinkyl' | 'integrerad-vinkyl' | 'vinlagringsskap' | 'olkyl' | 'default',
    ProductTemplate
  >
> = {
  vinkyl: {
    about: `<p><strong>{name}</strong> är en vinkyl från {brand} för dig som vill ha vinet i rätt temperatur och nära till hands. Här ser du pris och leveranstid och kan jämföra modellen med andra produkter i kategorin {category}.</p>
<p>En bra vinkyl håller en jämn temperatur, skyddar flaskorna mot ljus och låter dem ligga stilla. Innan du bestämmer dig är det klokt att kontrollera hur många flaskor modellen rymmer, om den har en eller flera temperaturzoner, vilken ljudnivå och energiklass den har och hur den ska placeras. {missingFacts}</p>
<p>Vill du jämföra fler modeller? Se alla <a href="/vinkyl">vinkylar</a> eller läs mer om vinförvaring i <a href="/vinbloggen">Vinbloggen</a>.</p>`,
    missingFacts: ['capacity', 'zones', 'noise', 'energyClass'],
    faq: [
      {
        question: 'Vilken temperatur kan jag ställa in i {name}?',
        answer:
          'Det exakta temperaturspannet för {name} står i produktbeskrivningen hos återförsäljaren. De flesta vinkylar går att ställa in någonstans mellan 5 och 20 °C. Vitt och mousserande serveras svalt, runt 6–10 °C, och rött något varmare, runt 14–18 °C. För lagring i flera år är 10–14 °C bäst.',
      },
      {
        question: 'Var kan {name} stå?',
        answer:
          'Det beror på hur {brand} har konstruerat modellen. En <a href="/fristaende-vinkyl">fristående vinkyl</a> behöver luft runt om, medan en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> har ventilation i fronten och kan stå under bänkskivan. Läs installationsanvisningen och ställ kylen skyddad från direkt solljus och värmekällor.',
      },
      {
        question: 'Hur tyst är {name}?',
        answer:
          'Ljudnivån anges i dB i specifikationen för {name}. Runt 35–40 dB brukar upplevas som diskret i ett kök eller vardagsrum. Jämför gärna med andra modeller i kategorin {category}.',
        whenShown: {
          fact: 'noise',
          answer:
            'Enligt produktuppgifterna har {name} en ljudnivå på {noise}. Runt 35–40 dB brukar upplevas som diskret i ett kök eller vardagsrum. Jämför gärna med andra modeller i kategorin {category}.',
        },
      },
      {
        question: 'Var kan jag köpa {name} från {brand}?',
        answer:
          'Klicka på knappen med butikens namn för att komma till butiken som säljer {name}. Där ser du aktuellt pris, lagerstatus och leveransvillkor. Vill du jämföra först hittar du fler modeller under <a href="/vinkyl">vinkylar</a>.',
      },
    ],
  },

  'fristaende-vinkyl': {
    about: `<p><strong>{name}</strong> är en fristående vinkyl från {brand}. En fristående modell kan placeras nästan var som helst – i köket, vardagsrummet eller matsalen – och följer med om du flyttar. Här jämför du den med andra produkter i kategorin {category}.</p>
<p>Eftersom en fristående vinkyl vädrar ut värmen bakåt eller åt sidorna behöver den luft runt om. Följ tillverkarens anvisningar om avstånd till vägg och möbler, ställ den på ett plant golv och undvik direkt solljus och värmekällor. {missingFacts}</p>
<p>Läs gärna vår köpguide under <a href="/fristaende-vinkyl">fristående vinkylar</a> innan du bestämmer dig.</p>`,
    missingFacts: ['capacity', 'zones', 'noise', 'energyClass'],
    faq: [
      {
        question: 'Kan {name} byggas in?',
        answer:
          '{name} är en fristående vinkyl och behöver luft runt om för att vädra ut värmen, så den ska inte byggas in i en nisch eller under en bänkskiva. Vill du bygga in kylen är en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> med ventilation i fronten rätt val.',
      },
      {
        question: 'Hur mycket utrymme behöver {name} runt sig?',
        answer:
          'Det minsta avståndet till vägg och möbler för {name} anges i installationsanvisningen från {brand}. Oftast handlar det om några centimeter åt sidorna och lite mer bakom och ovanför.',
        whenShown: {
          fact: 'clearance',
          answer:
            'Enligt produktuppgifterna behöver {name} {clearance}. Ställ den på ett plant golv och undvik direkt solljus och värmekällor.',
        },
      },
      {
        question: 'Vilken temperatur ska jag ställa in i {name}?',
        answer:
          'För servering passar ungefär 6–10 °C för vitt och mousserande och 14–18 °C för rött. Ska vinet lagras längre är en jämn temperatur på 10–14 °C, helst runt 12 °C, bäst. Inställningsmöjligheterna för {name} står i produktbeskrivningen.',
      },
      {
        question: 'Var köper jag {name}?',
        answer:
          'Klicka på knappen med butikens namn för att se aktuellt pris, lagerstatus och leverans. Vill du jämföra först hittar du fler modeller i kategorin {category} under <a href="/fristaende-vinkyl">fristående vinkylar</a>.',
      },
    ],
  },

  'inbyggbar-vinkyl': {
    about: `<p><strong>{name}</strong> är en inbyggbar vinkyl från {brand}, gjord för att stå under bänkskivan i köket, i en köksö eller i en bar. Här ser du pris och leveranstid och kan jämföra den med andra produkter i kategorin {category}.</p>
<p>En inbyggbar vinkyl ventilerar genom fronten, vanligtvis via ett galler nedtill vid sockeln, och kan därför stå tätt mellan skåp. Den kan också stå fristående. Innan du beställer är det viktigt att jämföra nischens bredd, höjd och djup med installationsmåtten för {name}, och att se till att ventilationsgallret inte täcks av en sockellist.</p>
<p>Jämför fler modeller under <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a>.</p>`,
    missingFacts: [],
    faq: [
      {
        question: 'Vilken nisch passar {name} i?',
        answer:
          'De exakta installationsmåtten för {name} finns i anvisningarna från {brand} och i produktbeskrivningen hos återförsäljaren. Den vanligaste bredden för inbyggbara vinkylar är 60 cm, men det finns även smalare modeller – mät alltid nischen innan du beställer.',
        whenShown: {
          fact: 'niche',
          answer:
            'Enligt produktuppgifterna behöver {name} en nisch som är {niche}. Mät alltid nischen innan du beställer och se till att ventilationsgallret vid sockeln inte täcks.',
        },
      },
      {
        question: 'Kan {name} stå fristående?',
        answer:
          'En inbyggbar vinkyl med ventilation i fronten kan som regel även stå fristående. Kontrollera tillverkarens anvisningar för {name}.',
      },
      {
        question: 'Hur låter {name} i köket?',
        answer:
          'Ljudnivån för {name} anges i dB i specifikationen. Eftersom en inbyggbar vinkyl står där du lagar mat och umgås är det ett värde som är bra att jämföra med andra modeller i kategorin {category}.',
        whenShown: {
          fact: 'noise',
          answer:
            'Enligt produktuppgifterna har {name} en ljudnivå på {noise}. Eftersom en inbyggbar vinkyl står där du lagar mat och umgås är det ett värde som är bra att jämföra med andra modeller i kategorin {category}.',
        },
      },
      {
        question: 'Var köper jag {name} från {brand}?',
        answer:
          'Klicka på knappen med butikens namn för att komma till butiken. Där ser du aktuellt pris, lagerstatus och leveransvillkor. Fler modeller hittar du under <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a>.',
      },
    ],
  },

  'integrerad-vinkyl': {
    about: `<p><strong>{name}</strong> från {brand} är gjord för att byggas in i köksinredningen. Här ser du pris och leveranstid och kan jämföra den med andra produkter i kategorin {category}.</p>
<p>En integrerad vinkyl monteras i en skåpstomme i köket, ofta i ett högskåp eller under bänkskivan. Helintegrerade modeller döljs bakom en lucka som matchar köket, medan vissa modeller i stället visar upp flaskorna genom en glasdörr. Ventilationen sker genom sockeln eller genom öppningar i skåpet enligt tillverkarens anvisningar. Kontrollera nischmått, ventilationskrav och eventuell vikt på köksluckan för {name} innan du beställer – uppgifterna finns i produktbeskrivningen hos återförsäljaren.</p>
<p>Jämför fler modeller under <a href="/integrerad-vinkyl">integrerade vinkylar</a> och <a href="/integrerbar-vinkyl">integrerbara vinkylar</a>.</p>`,
    missingFacts: [],
    faq: [
      {
        question: 'Hur installeras {name}?',
        answer:
          '{name} monteras i en skåpstomme enligt installationsanvisningen från {brand}. Ska kylen döljas fästs köksluckan på kylens dörr med beslag. Installationen görs lämpligen i samband med köksmonteringen, gärna av en köksmontör.',
      },
      {
        question: 'Vilka mått behöver nischen för {name}?',
        answer:
          'Nischens bredd, höjd och djup för {name} anges i installationsanvisningen och i produktbeskrivningen. Mät noga och räkna med utrymme för ventilation enligt tillverkarens krav.',
        whenShown: {
          fact: 'niche',
          answer:
            'Enligt produktuppgifterna ska nischen för {name} vara {niche}. Mät noga och räkna med utrymme för ventilation enligt tillverkarens krav.',
        },
      },
      {
        question: 'Kan jag sätta min egen köksfront på {name}?',
        answer:
          'Det beror på modellen. En helintegrerad vinkyl är gjord för att få en köksfront, medan vissa modeller i kategorin {category} behåller sin glasdörr synlig. Kontrollera vad som gäller för {name} innan du beställer.',
      },
      {
        question: 'Var köper jag {name} från {brand}?',
        answer:
          'Klicka på knappen med butikens namn för att se aktuellt pris, lagerstatus och leverans. Fler modeller hittar du under <a href="/integrerad-vinkyl">integrerade vinkylar</a>.',
      },
    ],
  },

  vinlagringsskap: {
    about: `<p><strong>{name}</strong> är ett vinlagringsskåp från {brand}, gjort för att låta vinet ligga och utvecklas under lång tid. Här ser du pris och leveranstid och kan jämföra det med andra produkter i kategorin {category}.</p>
<p>För långtidslagring behöver vinet en jämn temperatur på 10–14 °C, helst runt 12 °C, en relativ luftfuktighet på 60–70 % och skydd mot ljus och vibrationer. När du jämför vinlagringsskåp är det därför värt att titta på temperaturstabilitet, fuktreglering, dörrens UV-skydd, vibrationsdämpning och hur hyllorna är utformade. De exakta uppgifterna för {name} finns i produktbeskrivningen hos återförsäljaren.</p>
<p>Jämför fler skåp under <a href="/vinlagringsskap">vinlagringsskåp</a>.</p>`,
    missingFacts: [],
    faq: [
      {
        question: 'Vilken temperatur ska {name} hålla?',
        answer:
          'För långtidslagring rekommenderas en jämn temperatur på 10–14 °C, helst runt 12 °C. Inställningsmöjligheterna för {name} står i produktbeskrivningen hos återförsäljaren.',
      },
      {
        question: 'Hur håller {name} rätt luftfuktighet?',
        answer:
          'Hur fukten regleras varierar mellan modeller, så läs beskrivningen av {name} från {brand}. Målet är en relativ luftfuktighet på 60–70 %, så att korkarna inte torkar. Vill du kontrollera själv finns hygrometrar bland våra <a href="/vintillbehor">vintillbehör</a>.',
      },
      {
        question: 'Kan jag servera vin direkt ur {name}?',
        answer:
          'Vitt och mousserande kan ofta serveras efter en kort stund i kyl eller ishink, medan rött vanligtvis behöver tempereras i rummet. Vill du ha flaskor i serveringstemperatur hela tiden är en <a href="/vinkyl">vinkyl</a> med flera zoner ett bra komplement.',
      },
      {
        question: 'Var köper jag {name} från {brand}?',
        answer:
          'Klicka på knappen med butikens namn för att se aktuellt pris, lagerstatus och leverans. Fler skåp hittar du i kategorin {category} under <a href="/vinlagringsskap">vinlagringsskåp</a>.',
      },
    ],
  },

  olkyl: {
    about: `<p><strong>{name}</strong> är en kyl från {brand} för öl och annan dryck – för köket, hemmabaren, fritidsrummet eller kontoret. Här ser du pris och leveranstid och kan jämföra den med andra produkter i kategorin {category}.</p>
<p>Öl vill ofta ha det kallare än vin: ljus lager och pilsner serveras gärna vid ungefär 2–8 °C, medan ale, porter och stout ofta kommer mer till sin rätt lite varmare. Öl ska stå upp och skyddas mot ljus, så en glasdörr med UV-skydd eller tonat glas är en fördel. {missingFacts}</p>
<p>Jämför fler modeller under <a href="/olkyl">ölkylar</a>.</p>`,
    missingFacts: ['capacity', 'temperatureRange', 'noise', 'energyClass'],
    faq: [
      {
        question: 'Vilken temperatur kan jag ställa in i {name}?',
        answer:
          'Det exakta temperaturspannet för {name} står i produktbeskrivningen. Ljus lager serveras gärna vid ungefär 2–8 °C, medan smakrikare öl som ale och stout ofta passar lite varmare.',
      },
      {
        question: 'Kan jag förvara vin i {name}?',
        answer:
          'För kortare tid går det bra om temperaturen ställs in efter vinet. För att lagra vin längre är en <a href="/vinkyl">vinkyl</a> bättre, eftersom den är gjord för liggande flaskor, jämn temperatur och vibrationsdämpning.',
      },
      {
        question: 'Kan {name} byggas in?',
        answer:
          'Det beror på hur {brand} har konstruerat modellen. En fristående kyl behöver luft runt om, medan en modell med ventilation i fronten kan byggas in under bänken. Läs installationsanvisningen för {name}.',
      },
      {
        question: 'Var köper jag {name}?',
        answer:
          'Klicka på knappen med butikens namn för att se aktuellt pris, lagerstatus och leverans. Fler modeller i kategorin {category} hittar du under <a href="/olkyl">ölkylar</a>.',
      },
    ],
  },

  default: {
    about: `<p><strong>{name}</strong> från {brand} finns i kategorin {category}. Här ser du pris och leveranstid och kan jämföra produkten med liknande alternativ från andra varumärken och återförsäljare.</p>
<p>Mått, material och övriga uppgifter för {name} hittar du i produktbeskrivningen hos återförsäljaren. Där ser du också aktuellt pris, lagerstatus och leveransvillkor innan du bestämmer dig.</p>
<p>Letar du efter förvaring för vinet hittar du alla <a href="/vinkyl">vinkylar</a> och <a href="/vinlagringsskap">vinlagringsskåp</a> samlade, och i <a href="/vinbloggen">Vinbloggen</a> finns guider och tips om vin och vinförvaring.</p>`,
    missingFacts: [],
    faq: [
      {
        question: 'Vem tillverkar {name}?',
        answer:
          '{name} säljs under varumärket {brand}. Fler produkter från samma märke hittar du via <a href="/varumarken">Varumärken</a>.',
      },
      {
        question: 'Var kan jag köpa {name}?',
        answer:
          'Klicka på knappen med butikens namn för att komma till butiken som säljer {name}. Där ser du aktuellt pris, lagerstatus och leveransvillkor.',
      },
      {
        question: 'Vad kostar {name}?',
        answer:
          'Priset som visas här är återförsäljarens. Priser och erbjudanden kan ändras, så kontrollera det aktuella priset hos återförsäljaren innan du handlar.',
      },
      {
        question: 'Finns det liknande produkter som {name}?',
        answer:
          'Ja, längre ner på sidan visas fler produkter från kategorin {category}. Där kan du jämföra pris och varumärke, till exempel med andra produkter från {brand}.',
      },
    ],
  },
};

/**
 * Which template a product gets: the five categories with their own texts map
 * to themselves, integrerbar and the umbrella vinkyl use the general wine
 * cooler text, everything else (and no category) the neutral default.
 */
export function productTemplateKey(categorySlug: string | null): keyof typeof productTemplates {
  switch (categorySlug) {
    case 'fristaende-vinkyl':
    case 'inbyggbar-vinkyl':
    case 'integrerad-vinkyl':
    case 'vinlagringsskap':
    case 'olkyl':
      return categorySlug;
    case 'vinkyl':
    case 'integrerbar-vinkyl':
      return 'vinkyl';
    default:
      return 'default';
  }
}

/** Each fact as the sentence names it: the words of its row in the facts list (src/copy/facts.ts). */
const retailerFactNames: Readonly<Record<RetailerFact, string>> = {
  capacity: 'antal flaskor',
  zones: 'temperaturzoner',
  temperatureRange: 'temperaturspann',
  noise: 'ljudnivå',
  energyClass: 'energiklass',
};

/** "A", "A och B", "A, B och C": Swedish lists join the last item with "och" and no comma. */
export function swedishList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;
}

/**
 * The sentence sending the reader to the retailer for the facts a product
 * lacks, with {name} left for the template filler; empty when it lacks
 * none (the facts list above the text then shows them all).
 */
export function missingFactsSentence(missing: readonly RetailerFact[]): string {
  const list = swedishList(missing.map((fact) => retailerFactNames[fact]));
  if (list === '') return '';
  return `${list.charAt(0).toLocaleUpperCase('sv-SE')}${list.slice(1)} för {name} hittar du i produktbeskrivningen hos återförsäljaren.`;
}

/** "56 cm bred, 45 cm hög och 55 cm djup": the niche's known sides, for a FAQ answer's {niche}. */
export function nicheInWords(width: string | null, height: string | null, depth: string | null): string {
  const sides = [
    width === null ? null : `${width} cm bred`,
    height === null ? null : `${height} cm hög`,
    depth === null ? null : `${depth} cm djup`,
  ];
  return swedishList(sides.filter((side): side is string => side !== null));
}

/** "minst 5 cm fritt utrymme till vägg och möbler", or none at all: a FAQ answer's {clearance}. */
export const clearanceInWords = (centimetres: string | null): string =>
  centimetres === null
    ? 'inget avstånd till vägg och möbler'
    : `minst ${centimetres} cm fritt utrymme till vägg och möbler`;

/** "38 dB": a FAQ answer's {noise}. */
export const noiseInWords = (decibels: string): string => `${decibels} dB`;

/** A template text with {missingFacts} (and the space before it) replaced by {@link missingFactsSentence}. */
export function withMissingFacts(text: string, missing: readonly RetailerFact[]): string {
  const sentence = missingFactsSentence(missing);
  return text.replace(/ ?\{missingFacts\}/g, sentence === '' ? '' : ` ${sentence}`);
}
