import type { CategoryCopy } from './types';

/**
 * Fixed Swedish texts of every known category page (spec §2 "Category page").
 * FAQs exist only for the categories the spec lists; integrerad-vinkyl and
 * vinhyllor have none. Temperatures stay within the guide ranges of spec §9.
 */
/** A Map: category slugs come from data, and a plain object would answer "constructor". */
export const categoryCopy: ReadonlyMap<string, CategoryCopy> = new Map(
  Object.entries<CategoryCopy>({
    vinkyl: {
      h1: 'Vinkyl – jämför vinkylar för hemmet',
      h2: 'Hitta rätt vinkyl för din samling, ditt kök och ditt vardagsrum',
      metaTitle: 'Vinkyl – jämför vinkylar och hitta rätt modell',
      metaDescription:
        'Jämför vinkylar: fristående, inbyggbara och integrerade modeller med en eller flera zoner. Tips om storlek, ljudnivå, energi och pris.',
      keywords: ['vinkyl', 'vinkylar', 'köpa vinkyl', 'vinkyl test', 'bästa vinkyl', 'vinkylskåp', 'vinkyl två zoner'],
      cardDescription:
        'Alla vinkylar på ett ställe – fristående, inbyggbara och integrerade modeller med en eller flera temperaturzoner.',
      seoText: `<p>En <strong>vinkyl</strong> ger vinet det som ett vanligt kylskåp inte kan: en jämn temperatur, skydd mot ljus och en lugn miljö utan skakningar. Ett kylskåp för mat är både för kallt och för torrt för vin, och när dörren öppnas flera gånger om dagen svänger temperaturen hela tiden. I en vinkyl ligger flaskorna i stället stilla och redo att serveras, oavsett om det gäller en sval Chablis eller en rund Rioja.</p>
<h3>Vilken typ av vinkyl passar dig?</h3>
<p>Vinkylar delas främst in efter hur de installeras. En <a href="/fristaende-vinkyl">fristående vinkyl</a> kan placeras nästan var som helst men behöver luft runt om för att kunna vädra ut värmen. En <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> har ventilation i fronten och kan därför byggas in under bänkskivan, ofta i en nisch som är 60 cm bred. En <a href="/integrerad-vinkyl">integrerad vinkyl</a> döljs helt bakom en lucka som matchar köket, medan en <a href="/integrerbar-vinkyl">integrerbar vinkyl</a> är gjord för att byggas in i en köksnisch eller ett skåp och ofta behåller sin glasdörr.</p>
<h3>En eller flera temperaturzoner</h3>
<p>En vinkyl med en zon passar dig som främst dricker en sorts vin eller vill hålla alla flaskor vid samma temperatur. Med två eller tre zoner kan vitt och mousserande ligga svalt, runt 7–10 °C, medan rött får det något varmare, runt 15–18 °C. De flesta vinkylar går att ställa in någonstans mellan 5 och 20 °C. Ska vinet ligga i flera år gäller 10–14 °C, helst runt 12 °C – då är ett <a href="/vinlagringsskap">vinlagringsskåp</a> ofta ett bättre val.</p>
<h3>Kompressor eller termoelektrisk kyla</h3>
<p>Kompressorkylda vinkylar kyler effektivt även när rummet är varmt och finns i alla storlekar. Termoelektriska vinkylar saknar kompressor, vibrerar knappt alls och är tysta, men de kan bara sänka temperaturen en bit under rummets. De passar därför bäst som mindre modeller i svala rum.</p>
<h3>Det här är värt att jämföra</h3>
<ul>
<li><strong>Kapacitet</strong> – välj gärna plats för fler flaskor än du har i dag, samlingar brukar växa.</li>
<li><strong>Ljudnivå</strong> – en tyst vinkyl ligger runt 35–40 dB och fungerar bra även i vardagsrummet.</li>
<li><strong>Energiklass</strong> och årlig elförbrukning i kWh.</li>
<li><strong>UV-skyddat glas</strong> i dörren, så att ljuset inte påverkar vinet.</li>
<li><strong>Hyllor</strong> – utdragbara hyllor i trä gör det lätt att nå och läsa etiketterna.</li>
</ul>
<p>Här jämför du vinkylar från flera varumärken och återförsäljare på ett ställe. Filtrera på märke och pris och gå vidare till butiken när du hittat rätt modell.</p>`,
      faq: [
        {
          question: 'Vilken temperatur ska en vinkyl ha?',
          answer:
            'Det beror på vinet. Mousserande och lätta vita viner serveras gärna vid 6–8 °C, fylligare vita och rosé vid 8–12 °C, lätta röda vid 12–14 °C och fylliga röda vid 15–18 °C. Ska vinet lagras i flera år är en jämn temperatur på 10–14 °C, helst runt 12 °C, bäst – läs mer om <a href="/vinlagringsskap">vinlagringsskåp</a>.',
        },
        {
          question: 'Vad är skillnaden mellan en vinkyl och ett vinlagringsskåp?',
          answer:
            'En vinkyl är främst gjord för att hålla vinet i serveringstemperatur och har ofta flera zoner. Ett <a href="/vinlagringsskap">vinlagringsskåp</a> är byggt för långtidslagring med en stabil temperatur runt 12 °C, reglerad luftfuktighet på 60–70 % och extra skydd mot ljus och vibrationer.',
        },
        {
          question: 'Kan jag bygga in en fristående vinkyl?',
          answer:
            'Nej, det avråds. En fristående vinkyl vädrar oftast ut värmen bakåt eller åt sidorna och blir för varm i en trång nisch. Ska kylen byggas in väljer du en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> med ventilation i fronten eller en <a href="/integrerad-vinkyl">integrerad vinkyl</a> som döljs bakom en köksfront.',
        },
        {
          question: 'Hur många flaskor ska vinkylen rymma?',
          answer:
            'Räkna med det du har i dag plus utrymme för att samlingen växer. Tänk på att tillverkarna anger kapaciteten i vanliga bordeauxflaskor på 75 cl – bredare flaskor som bourgogne och champagne tar mer plats, så den verkliga kapaciteten blir ofta lägre. Jämför storlekar bland våra <a href="/fristaende-vinkyl">fristående vinkylar</a>.',
        },
      ],
    },

    'fristaende-vinkyl': {
      h1: 'Fristående vinkyl',
      h2: 'Jämför fristående vinkylar för kök, vardagsrum och källare',
      metaTitle: 'Fristående vinkyl – jämför modeller och priser',
      metaDescription:
        'Jämför fristående vinkylar i alla storlekar, med en eller två zoner. Läs om placering, ventilation, ljudnivå och vad du ska tänka på före köp.',
      keywords: [
        'fristående vinkyl',
        'fristående vinkylar',
        'vinkyl fristående',
        'liten vinkyl',
        'vinkyl två zoner',
        'vinkyl glasdörr',
      ],
      cardDescription:
        'Flexibla vinkylar som kan stå nästan var som helst och flyttas med – från små bänkmodeller till höga skåp.',
      seoText: `<p>En <strong>fristående vinkyl</strong> är den mest flexibla typen av vinkyl. Den står för sig själv, kräver ingen snickeriinstallation och kan flyttas med när du byter bostad eller möblerar om. Därför är den också det vanligaste förstavalet för den som vill börja förvara vin på rätt sätt.</p>
<h3>Placering och ventilation</h3>
<p>De flesta fristående vinkylar vädrar ut värmen bakåt eller åt sidorna. De behöver därför luft runt om – några centimeter åt sidorna och oftast lite mer bakom, enligt tillverkarens anvisningar. Ställ den inte i en trång nisch eller under en bänkskiva; för det finns <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a> med ventilation i fronten. Undvik också direkt solljus och platser nära element, spis eller ugn. Golvet ska vara plant och stabilt så att dörren stänger tätt och kylen står still.</p>
<h3>Rummets temperatur spelar roll</h3>
<p>En vinkyl arbetar hårdare ju varmare rummet är. Ska den stå i ett varmt kök, i ett uterum eller i ett garage som blir kallt på vintern bör du kontrollera vilket temperaturspann i rummet modellen är gjord för. Det anges ofta som en klimatklass i specifikationen. Kompressorkylda modeller klarar varma rum bäst, medan termoelektriska fungerar bäst i svala och jämntempererade utrymmen.</p>
<h3>Storlek, zoner och design</h3>
<p>Fristående vinkylar finns från små modeller för ett tiotal flaskor till höga skåp som rymmer över hundra. Med två zoner kan vitt och rött hålla var sin temperatur, till exempel runt 8 °C och 16 °C. Ska vinet lagras i flera år bör temperaturen i stället ligga stabilt på 10–14 °C, helst runt 12 °C. Eftersom kylen syns i rummet är designen viktig: svart, mörkgrå eller rostfri stomme, glasdörr med UV-skydd, diskret LED-belysning och hyllor i trä eller metall.</p>
<p>Jämför modellerna nedan och läs gärna vår köpguide längre ner på sidan innan du bestämmer dig. Vill du se alla typer samlade hittar du dem under <a href="/vinkyl">vinkylar</a>.</p>`,
      faq: [
        {
          question: 'Hur mycket utrymme behöver en fristående vinkyl runt sig?',
          answer:
            'Följ alltid tillverkarens anvisningar, men räkna med några centimeter luft åt sidorna och oftast lite mer bakom och ovanför. Värmen från kylsystemet måste kunna vädras bort, annars arbetar kylen hårdare, låter mer och drar mer energi. Ska kylen stå inbyggd behöver du en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a>.',
        },
        {
          question: 'Kan en fristående vinkyl stå i garaget eller förrådet?',
          answer:
            'Bara om utrymmet håller sig inom det temperaturspann som modellen är gjord för. Kontrollera klimatklassen i specifikationen: i ett rum som blir för kallt kan kylen inte hålla temperaturen uppe, och i ett för varmt rum räcker kylan inte till. Ett frostfritt, torrt och jämntempererat utrymme fungerar bäst.',
        },
        {
          question: 'Är en fristående vinkyl tyst nog för vardagsrummet?',
          answer:
            'Ofta ja. Jämför ljudnivån i dB – runt 35–40 dB brukar upplevas som diskret. Termoelektriska modeller är mycket tysta men passar främst i svala rum, medan en kompressorkyla med god vibrationsdämpning är tyst nog för de flesta. Se även vår guide för <a href="/vinkyl">vinkylar</a>.',
        },
        {
          question: 'Vad skiljer en fristående vinkyl från en inbyggbar?',
          answer:
            'Skillnaden sitter i ventilationen. En fristående vinkyl vädrar ut värmen bakåt eller åt sidorna och behöver luft runt om. En <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> ventilerar genom fronten och kan därför stå tätt mellan köksskåp – och den kan även stå fritt.',
        },
      ],
    },

    'inbyggbar-vinkyl': {
      h1: 'Inbyggbar vinkyl',
      h2: 'Jämför inbyggbara vinkylar för köket, köksön och baren',
      metaTitle: 'Inbyggbar vinkyl – jämför vinkylar under bänk',
      metaDescription:
        'Jämför inbyggbara vinkylar med frontventilation för köket och köksön. Läs om mått, nisch på 60 cm, zoner, ljudnivå och installation.',
      keywords: [
        'inbyggbar vinkyl',
        'inbyggd vinkyl',
        'vinkyl under bänk',
        'vinkyl 60 cm',
        'vinkyl kök',
        'inbyggbar vinkyl två zoner',
      ],
      cardDescription:
        'Vinkylar med ventilation i fronten som byggs in under bänkskivan i köket, i köksön eller i baren.',
      seoText: `<p>En <strong>inbyggbar vinkyl</strong> är gjord för att stå under bänkskivan i köket, i en köksö eller i en hemmabar. Det som skiljer den från en fristående modell är ventilationen: den tar in och blåser ut luft genom ett galler i fronten, nedtill vid sockeln. Därför kan den stå tätt mellan skåp utan att värmen blir kvar bakom den.</p>
<h3>Mått och nisch</h3>
<p>Den vanligaste bredden är 60 cm, samma som för ett vanligt köksskåp eller en diskmaskin, men det finns också smalare modeller för mindre luckor mellan skåp. Höjden är anpassad efter en normal bänkhöjd, och de flesta modeller har justerbara ben så att den går att finjustera. Mät nischen noga – bredd, höjd och djup – och jämför med tillverkarens installationsmått innan du beställer. Tänk också på att dörren ska kunna öppnas helt och att hyllorna ska kunna dras ut, även om kylen står intill en vägg.</p>
<h3>Kan stå fritt också</h3>
<p>En inbyggbar vinkyl kan även stå fristående, vilket gör den till ett flexibelt val om du planerar en köksrenovering längre fram. Det omvända gäller inte: en <a href="/fristaende-vinkyl">fristående vinkyl</a> ska inte byggas in, eftersom den behöver luft runt om och annars blir för varm.</p>
<h3>Zoner, ljud och utrustning</h3>
<p>Eftersom kylen står där du lagar mat och umgås är ljudnivån viktig, så jämför de angivna dB-värdena. Många inbyggbara vinkylar har två zoner, så att vitt och mousserande kan hålla runt 7–10 °C medan rött ligger runt 15–18 °C. Välj UV-skyddat glas, en dörr som sluter tätt och gärna utdragbara hyllor som gör det lätt att hitta rätt flaska. Vill du att kylen inte ska synas alls passar en <a href="/integrerad-vinkyl">integrerad vinkyl</a> bättre.</p>
<p>Nedan jämför du inbyggbara vinkylar från flera varumärken. Filtrera på märke och pris för att hitta en modell som passar både nischen och budgeten.</p>`,
      faq: [
        {
          question: 'Kan en inbyggbar vinkyl stå fristående?',
          answer:
            'Ja. Eftersom den ventilerar genom fronten fungerar en inbyggbar vinkyl lika bra fristående som inbyggd. Det omvända gäller inte – en <a href="/fristaende-vinkyl">fristående vinkyl</a> ska inte byggas in.',
        },
        {
          question: 'Vilka mått har en inbyggbar vinkyl?',
          answer:
            'Den vanligaste bredden är 60 cm, anpassad för en standardnisch i köket, men det finns även smalare modeller. Höjden är gjord för att passa under en normal bänkskiva, ofta med justerbara ben. Kontrollera alltid tillverkarens installationsmått för nischens bredd, höjd och djup.',
        },
        {
          question: 'Varför har en inbyggbar vinkyl ventilation i fronten?',
          answer:
            'När kylen står inbyggd finns det ingen plats för luft bakom eller vid sidorna. Ventilationsgallret vid sockeln låter kylsystemet ta in sval luft och blåsa ut den varma framåt, så att kylen kan hålla en jämn temperatur utan att överhettas. Gallret får därför inte blockeras av en sockellist.',
        },
        {
          question: 'Vad är skillnaden mellan en inbyggbar och en integrerad vinkyl?',
          answer:
            'En inbyggbar vinkyl har en synlig dörr, oftast i glas, och står under bänkskivan. En <a href="/integrerad-vinkyl">integrerad vinkyl</a> döljs helt bakom en lucka som matchar köket. Vill du bygga in kylen men behålla glasdörren kan även en <a href="/integrerbar-vinkyl">integrerbar vinkyl</a> vara ett alternativ.',
        },
      ],
    },

    'integrerad-vinkyl': {
      h1: 'Integrerad vinkyl',
      h2: 'Jämför integrerade vinkylar som smälter in i köket',
      metaTitle: 'Integrerad vinkyl – helt dold bakom köksluckan',
      metaDescription:
        'Jämför integrerade vinkylar som döljs bakom en köksfront. Läs om installation, ventilation, mått och skillnaden mot integrerbara modeller.',
      keywords: [
        'integrerad vinkyl',
        'integrerade vinkylar',
        'helintegrerad vinkyl',
        'vinkyl bakom lucka',
        'vinkyl i köksskåp',
        'dold vinkyl',
      ],
      cardDescription:
        'Vinkylar som byggs in helt i köket och döljs bakom en lucka som matchar resten av köksfronterna.',
      seoText: `<p>En <strong>integrerad vinkyl</strong> byggs in helt i köksinredningen och döljs bakom en lucka som matchar resten av köket. Utifrån ser den ut som ett vanligt skåp – det är först när du öppnar dörren som flaskorna syns. Det är lösningen för dig som vill ha vinet nära till hands utan att bryta köksfrontens enhetliga linje. Den passar särskilt bra i kök med släta luckor och ett stilrent uttryck, där vitvarorna ska synas så lite som möjligt.</p>
<h3>Så går installationen till</h3>
<p>Vinkylen monteras i en skåpstomme, ofta i ett högskåp eller under bänkskivan, och köksluckan fästs på kylens dörr med beslag så att de öppnas tillsammans. Ventilationen sker genom sockeln eller genom ventilationsöppningar i skåpet, enligt tillverkarens anvisningar. Mät nischen noga och kontrollera vilka mått och vilken vikt på luckan modellen klarar. Installationen görs lämpligen när köket monteras eller byggs om, gärna av en köksmontör.</p>
<h3>Integrerad eller integrerbar?</h3>
<p>Begreppen blandas ofta ihop. En integrerad vinkyl är helt dold bakom en köksfront. En <a href="/integrerbar-vinkyl">integrerbar vinkyl</a> är gjord för att byggas in i en nisch eller ett skåp, men beroende på modell behåller den sin egen glasdörr eller kan förses med en lucka. Vill du hellre att flaskorna syns genom en glasdörr under bänken är en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> ett annat alternativ.</p>
<h3>Det här ska du tänka på</h3>
<p>Eftersom vinet inte syns utifrån blir en bra innerbelysning och en tydlig temperaturdisplay viktigare. När luckan är stängd är vinet dessutom väl skyddat mot ljus. Många integrerade vinkylar har två zoner, så att vitt kan hålla runt 8–10 °C och rött runt 16–18 °C. Ska vinet lagras länge bör det ligga stabilt på 10–14 °C, helst runt 12 °C. Jämför också ljudnivån i dB och energiklassen, eftersom kylen står i köket och går dygnet runt.</p>
<p>Här nedan jämför du integrerade vinkylar från flera varumärken och återförsäljare.</p>`,
      faq: [],
    },

    'integrerbar-vinkyl': {
      h1: 'Integrerbar vinkyl',
      h2: 'Jämför integrerbara vinkylar för köksnisch, högskåp och köksö',
      metaTitle: 'Integrerbar vinkyl – bygg in vinkylen i köket',
      metaDescription:
        'Jämför integrerbara vinkylar som byggs in i en köksnisch eller ett skåp. Läs om nischmått, ventilation, glasdörr och skillnaden mot integrerad.',
      keywords: [
        'integrerbar vinkyl',
        'integrerbara vinkylar',
        'vinkyl inbyggnad',
        'vinkyl i högskåp',
        'vinkyl nisch',
        'vinkyl för köksnisch',
      ],
      cardDescription:
        'Vinkylar som är gjorda för att byggas in i en köksnisch eller ett skåp, ofta med glasdörren synlig.',
      seoText: `<p>En <strong>integrerbar vinkyl</strong> är gjord för att byggas in i inredningen – i en nisch i ett högskåp, i en köksö eller i ett skåp i vardagsrummet. Den har ventilation i fronten och är anpassad efter vanliga köksmått, så att den kan stå omgiven av skåp utan att bli för varm. Det gör den till ett bra val för dig som vill att vinkylen ska bli en naturlig del av köket men ändå vill visa upp flaskorna.</p>
<h3>Skillnaden mot en integrerad vinkyl</h3>
<p>En <a href="/integrerad-vinkyl">integrerad vinkyl</a> döljs helt bakom en köksfront, medan en integrerbar vinkyl <em>kan</em> byggas in men ofta behåller sin egen glasdörr. Flaskorna syns då genom glaset och blir en del av inredningen. Vissa integrerbara modeller kan också förses med en lucka eller en ram som matchar köket. Vilka möjligheter som finns skiljer sig mellan modeller, så läs installationsanvisningen innan du bestämmer dig.</p>
<h3>Mät och planera</h3>
<p>Integrerbara vinkylar finns för olika nischhöjder och passar ofta i en nisch som är 60 cm bred. Mät bredd, höjd och djup och jämför med tillverkarens mått för både nisch och ventilation. Tänk på åt vilket håll dörren öppnas och om hyllorna går att dra ut när kylen står bredvid en vägg. I ett högskåp kan kylen placeras i ögonhöjd, vilket gör det bekvämt att se etiketterna och plocka fram flaskorna.</p>
<h3>Utrustning att jämföra</h3>
<ul>
<li><strong>Zoner</strong> – en zon för lagring runt 12 °C eller två zoner för vitt och rött i serveringstemperatur.</li>
<li><strong>UV-skyddat glas</strong> – viktigt när flaskorna står synligt i rummet.</li>
<li><strong>Ljudnivå</strong> i dB, eftersom kylen ofta står där du umgås.</li>
<li><strong>Energiklass</strong> och årlig elförbrukning.</li>
<li><strong>Belysning</strong> – LED som lyser upp flaskorna utan att värma vinet.</li>
</ul>
<p>Osäker på vilken installation som passar? Jämför också <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a> för placering under bänkskivan, eller se alla <a href="/vinkyl">vinkylar</a> samlade.</p>`,
      faq: [
        {
          question: 'Vad betyder integrerbar vinkyl?',
          answer:
            'Att vinkylen är konstruerad för att byggas in i en nisch eller ett skåp, med ventilation i fronten. Till skillnad från en <a href="/integrerad-vinkyl">integrerad vinkyl</a>, som alltid döljs bakom en köksfront, behåller en integrerbar vinkyl ofta sin glasdörr synlig.',
        },
        {
          question: 'Kan jag sätta en köksfront på en integrerbar vinkyl?',
          answer:
            'Det beror på modellen. Vissa integrerbara vinkylar kan förses med en lucka eller en dekorram, andra är gjorda för att glasdörren ska synas. Kontrollera installationsanvisningen, och vill du vara säker på att kylen döljs helt väljer du en <a href="/integrerad-vinkyl">integrerad vinkyl</a>.',
        },
        {
          question: 'Vilken nisch passar en integrerbar vinkyl i?',
          answer:
            'Många modeller är gjorda för en nisch som är 60 cm bred, och höjden varierar mellan modellerna. Mät nischens bredd, höjd och djup och jämför med tillverkarens installationsmått. För placering under bänkskivan finns också <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a>.',
        },
        {
          question: 'Behöver en integrerbar vinkyl extra ventilation?',
          answer:
            'Den ventilerar genom fronten, men skåpet runt omkring måste ändå utformas enligt tillverkarens anvisningar – till exempel med öppningar i sockeln eller ovanför kylen. Blir värmen kvar i nischen arbetar kylen hårdare, låter mer och har svårare att hålla en jämn temperatur.',
        },
      ],
    },

    vinhyllor: {
      h1: 'Vinhyllor',
      h2: 'Jämför vinhyllor i trä och metall för hemmet och vinrummet',
      metaTitle: 'Vinhyllor – jämför vinhyllor i trä och metall',
      metaDescription:
        'Jämför vinhyllor i trä och metall, modulära system och hyllor för vinrum och källare. Tips om material, kapacitet och liggande förvaring.',
      keywords: ['vinhylla', 'vinhyllor', 'vinhylla trä', 'vinhylla metall', 'modulär vinhylla', 'vinhylla källare'],
      cardDescription: 'Vinhyllor i trä och metall, fristående eller modulära, för källaren, vinrummet och hemmet.',
      seoText: `<p><strong>Vinhyllor</strong> är det enklaste sättet att ge flaskorna en egen plats. En bra vinhylla håller flaskorna liggande, ger överblick över samlingen och kan byggas ut i takt med att den växer. Den passar i vinkällaren och förrådet lika väl som i köket eller vardagsrummet.</p>
<h3>Trä eller metall</h3>
<p>Vinhyllor i trä är klassiska i källare och vinrum. Trä är stabilt och tåligt och klarar den något högre luftfuktighet, 60–70 %, som är bra för korkarna. Välj obehandlat eller oljat trä som inte avger lukt. Vinhyllor i metall är ofta smäckrare och passar i moderna miljöer, där flaskorna kan visas med etiketten eller korken utåt. Ska hyllan stå i ett fuktigt utrymme bör metallen vara lackerad eller rostfri.</p>
<h3>Modulära system</h3>
<p>Många vinhyllor är modulära. Du börjar med en sektion och bygger ut på höjden eller på bredden när samlingen växer. Det finns också moduler för hela trälådor, magnumflaskor och hörn, och en del system kan kompletteras med hyllplan där särskilda flaskor visas upp stående. Mät utrymmet och tänk på att flaskor av olika format – bordeaux, bourgogne och champagne – tar olika mycket plats.</p>
<h3>Liggande förvaring och rätt klimat</h3>
<p>Flaskor med naturkork bör ligga ned så att korken hålls fuktig och inte torkar. En vinhylla ger ingen kyla, så det är placeringen som avgör hur vinet mår. För lagring i flera år bör rummet hålla en jämn temperatur på 10–14 °C, helst runt 12 °C, och vara mörkt och fritt från vibrationer. Saknar du ett sådant utrymme är ett <a href="/vinlagringsskap">vinlagringsskåp</a> ett alternativ, och för större samlingar kan du läsa om <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>. För några få flaskor på köksbänken passar ett <a href="/vinstall">vinställ</a> bättre.</p>
<p>Nedan jämför du vinhyllor från flera varumärken – från enkla hyllor för ett par dussin flaskor till system för hela vinrum.</p>`,
      faq: [],
    },

    vinlagringsskap: {
      h1: 'Vinlagringsskåp',
      h2: 'Jämför vinlagringsskåp för långtidslagring av vin',
      metaTitle: 'Vinlagringsskåp – jämför skåp för långtidslagring',
      metaDescription:
        'Jämför vinlagringsskåp för långtidslagring med stabil temperatur runt 12 °C, rätt luftfuktighet och skydd mot ljus och vibrationer.',
      keywords: ['vinlagringsskåp', 'vinlagring', 'lagra vin', 'klimatskåp för vin', 'vinskåp', 'långtidslagring vin'],
      cardDescription:
        'Skåp för långtidslagring med stabil temperatur, rätt luftfuktighet och skydd mot ljus och vibrationer.',
      seoText: `<p>Ett <strong>vinlagringsskåp</strong> är byggt för att låta vinet utvecklas under lång tid – i flera år eller till och med årtionden. Där en vanlig vinkyl främst håller flaskorna i serveringstemperatur, ska ett vinlagringsskåp efterlikna en god vinkällare: jämn temperatur, lagom luftfuktighet, mörker och ro.</p>
<h3>En temperatur som hålls stabil</h3>
<p>För långtidslagring är det stabiliteten som räknas. Vinet mår bäst vid en jämn temperatur på 10–14 °C, helst runt 12 °C, och det är stora eller snabba svängningar som gör mest skada. Ett vinlagringsskåp har därför ofta en enda zon, god isolering och en termostat som håller temperaturen inom snäva gränser. När det är dags att öppna en flaska kan du låta den tempereras i rummet eller flytta den till en <a href="/vinkyl">vinkyl</a> med serveringszoner. Vissa vinlagringsskåp kan även ställas om till serveringstemperatur eller har en extra zon, men huvuduppgiften är alltid lagring.</p>
<h3>Luftfuktighet, ljus och vibrationer</h3>
<p>En relativ luftfuktighet på 60–70 % hindrar korkarna från att torka och släppa in luft. Bra vinlagringsskåp har därför någon form av fuktreglering eller en konstruktion som behåller fukten i skåpet. En massiv dörr eller en glasdörr med UV-skydd stänger ute ljuset, som annars kan ge vinet bismaker. Vibrationsdämpning, till exempel en väl upphängd kompressor och hyllor i trä, låter vinet vila ostört. Många skåp har också ett kolfilter som hindrar lukter från att tränga in.</p>
<h3>Så väljer du storlek</h3>
<p>Utgå från hur många flaskor du köper in per år och hur länge du vill spara dem. Ett skåp som rymmer några års inköp brukar ge lagom marginal. Kontrollera också om hyllorna passar bredare flaskor som bourgogne och champagne och om skåpet ska stå fritt eller byggas in. För riktigt stora samlingar kan ett <a href="/vinrum-och-vinkallare">vinrum eller en vinkällare</a> vara nästa steg.</p>
<p>Nedan jämför du vinlagringsskåp från flera varumärken, från kompakta modeller till stora skåp för hela samlingen.</p>`,
      faq: [
        {
          question: 'Vilken temperatur ska ett vinlagringsskåp hålla?',
          answer:
            'För långtidslagring rekommenderas en jämn temperatur på 10–14 °C, helst runt 12 °C. Det viktigaste är att temperaturen är stabil – långsamma, små variationer är betydligt bättre än snabba svängningar.',
        },
        {
          question: 'Varför är luftfuktigheten viktig när man lagrar vin?',
          answer:
            'I för torr luft kan korken torka, krympa och släppa in syre som oxiderar vinet. En relativ luftfuktighet på 60–70 % håller korken i gott skick utan att etiketterna tar skada. Vill du mäta fukten själv finns hygrometrar bland våra <a href="/vintillbehor">vintillbehör</a>.',
        },
        {
          question: 'Kan jag servera vin direkt från vinlagringsskåpet?',
          answer:
            'Vitt och mousserande går ofta att servera nästan direkt, gärna efter en stund i kylen eller en ishink. Rött vin behöver oftast tempereras en stund i rummet. Vill du ha flaskor i serveringstemperatur hela tiden kan en <a href="/vinkyl">vinkyl</a> med flera zoner vara ett bra komplement.',
        },
        {
          question: 'Ska jag välja vinlagringsskåp eller bygga en vinkällare?',
          answer:
            'Ett vinlagringsskåp är färdigt att använda, går att flytta och kräver ingen ombyggnad – det räcker långt för de flesta samlingar. Har du många hundra flaskor eller vill visa upp samlingen kan ett eget <a href="/vinrum-och-vinkallare">vinrum eller en vinkällare</a> med <a href="/kylaggregat">kylaggregat</a> vara värt investeringen.',
        },
      ],
    },

    'vinrum-och-vinkallare': {
      h1: 'Vinrum och vinkällare',
      h2: 'Planera, bygg och utrusta ett eget vinrum',
      metaTitle: 'Vinrum och vinkällare – planera och utrusta',
      metaDescription:
        'Planera ett vinrum eller en vinkällare: klimat runt 12 °C, isolering, kylaggregat, vinhyllor och belysning. Jämför produkter för vinrummet.',
      keywords: [
        'vinrum',
        'vinkällare',
        'bygga vinrum',
        'bygga vinkällare',
        'glasat vinrum',
        'vinrum hemma',
        'vinkällare inredning',
      ],
      cardDescription: 'Allt för att planera, bygga och inreda ett eget vinrum eller en vinkällare med rätt klimat.',
      seoText: `<p>Ett <strong>vinrum</strong> eller en <strong>vinkällare</strong> är drömmen för många vinsamlare: ett eget utrymme där flaskorna lagras under rätt förhållanden och samlingen blir en del av hemmet. Det kan vara en klassisk källare, ett ombyggt förråd eller ett glasat vinrum mitt i bostaden. Här hittar du produkter för att planera och utrusta rummet.</p>
<h3>Klimatet är det viktigaste</h3>
<p>Målet är detsamma som i ett vinlagringsskåp, fast i större skala: en jämn temperatur på 10–14 °C, helst runt 12 °C, en relativ luftfuktighet på 60–70 %, mörker och så lite vibrationer som möjligt. Få utrymmen klarar det av egen kraft året runt, så de flesta vinrum behöver ett <a href="/kylaggregat">kylaggregat</a> som håller temperaturen stabil även under sommaren.</p>
<h3>Isolering och byggnation</h3>
<p>Ett vinrum ska isoleras väl i väggar, tak och golv. Ångspärren placeras på den varma sidan av isoleringen – i ett vinrum alltså mot de omgivande, varmare utrymmena – så att fukt inte kondenserar i konstruktionen. Dörren bör vara isolerad och sluta tätt. Glasväggar ger en vacker exponering av samlingen men kräver isolerglas och ett kraftfullare aggregat. Anlita gärna fackfolk för bygg, el och kyla, och planera tidigt var aggregatets varmluft ska ta vägen.</p>
<h3>Inredning och belysning</h3>
<p>Välj <a href="/vinhyllor">vinhyllor</a> i trä eller metall som tål luftfuktigheten och planera för fler flaskor än du har i dag. LED-belysning avger lite värme och kan styras så att ljuset bara är tänt när du är i rummet. En termometer och en hygrometer bland våra <a href="/vintillbehor">vintillbehör</a> hjälper dig att hålla koll på klimatet. Finns det plats är en liten bänk eller ett bord praktiskt när du vill dekantera eller prova vin direkt i rummet.</p>
<p>Är ett helt rum ett för stort projekt just nu? Ett <a href="/vinlagringsskap">vinlagringsskåp</a> ger samma lagringsförhållanden i ett skåp och kan flyttas med.</p>`,
      faq: [
        {
          question: 'Vilket klimat ska ett vinrum ha?',
          answer:
            'En jämn temperatur på 10–14 °C, helst runt 12 °C, och en relativ luftfuktighet på 60–70 %. Rummet ska dessutom vara mörkt, fritt från vibrationer och starka lukter. Samma förhållanden gäller i ett <a href="/vinlagringsskap">vinlagringsskåp</a>.',
        },
        {
          question: 'Behöver ett vinrum ett kylaggregat?',
          answer:
            'Nästan alltid, om rummet inte är en djup källare som håller en jämn, sval temperatur året runt. Ett <a href="/kylaggregat">kylaggregat</a> dimensioneras efter rummets volym i kubikmeter, isoleringen och temperaturen i omgivande utrymmen.',
        },
        {
          question: 'Kan ett vinrum ha glasväggar?',
          answer:
            'Ja, och det är populärt eftersom samlingen blir en del av inredningen. Glaset bör vara isolerglas, och eftersom glas isolerar sämre än en vägg behövs ofta ett kraftfullare <a href="/kylaggregat">kylaggregat</a>. Undvik placering där solen lyser direkt in i rummet.',
        },
        {
          question: 'Hur håller jag koll på klimatet i vinrummet?',
          answer:
            'Med en termometer och en hygrometer, gärna en digital modell som sparar högsta och lägsta värde. Då ser du hur temperatur och luftfuktighet varierar över dygnet och året. Du hittar mätare bland våra <a href="/vintillbehor">vintillbehör</a>.',
        },
      ],
    },

    vinstall: {
      h1: 'Vinställ',
      h2: 'Jämför vinställ för köksbänken, bordet och hyllan',
      metaTitle: 'Vinställ – jämför vinställ för bänk och bord',
      metaDescription:
        'Jämför vinställ i trä och metall för köksbänken, bordet och hyllan. Läs om placering, liggande förvaring och hur länge vinet kan ligga.',
      keywords: ['vinställ', 'vinställ trä', 'vinställ metall', 'vinställ bänk', 'flaskställ', 'vinställ för vägg'],
      cardDescription: 'Små vinställ för köksbänken, bordet eller hyllan – för flaskorna som ska drickas snart.',
      seoText: `<p>Ett <strong>vinställ</strong> är en liten förvaringslösning för de flaskor som ska drickas inom kort. Det står på köksbänken, på en hylla eller i ett skåp och rymmer allt från ett par flaskor till några dussin. Vinställ är både praktiska och dekorativa och gör ofta lika mycket för inredningen som för vinet.</p>
<h3>Material och utformning</h3>
<p>Vinställ finns i trä, metall och kombinationer av båda. Trä ger ett varmt och klassiskt intryck, medan metall ofta är smäckrare och passar i en modern inredning. Det finns stapelbara ställ som kan byggas på, väggmonterade varianter som sparar bänkyta och skulpturala ställ där flaskorna blir en del av dekorationen. Kontrollera att vinstället står stadigt även när det är fullt och att det rymmer de flaskformat du brukar köpa. Ett ställ på en hylla i ögonhöjd gör det lätt att läsa etiketterna, medan ett lågt ställ på bänken håller flaskorna nära när du lagar mat.</p>
<h3>Vinställ eller vinhylla?</h3>
<p>Skillnaden ligger främst i storlek och syfte. Ett vinställ är en mindre möbeldetalj för ett fåtal flaskor som ska finnas nära till hands. En <a href="/vinhyllor">vinhylla</a> är ett större, ofta modulärt system för källaren, förrådet eller vinrummet, där flaskorna kan ligga i flera år.</p>
<h3>Tänk på placeringen</h3>
<p>Ett vinställ ger inte vinet någon kyla eller något skydd mot ljus. Placera det därför svalt och skuggat, en bit från spis, ugn och element och där solen inte lyser direkt på flaskorna. Vid vanlig rumstemperatur klarar sig de flesta viner bra i några veckor eller månader. Ska vinet sparas längre bör det ligga i en jämn temperatur på 10–14 °C, till exempel i en <a href="/vinkyl">vinkyl</a> eller ett <a href="/vinlagringsskap">vinlagringsskåp</a>. Låt flaskor med naturkork ligga ned om de ska ligga mer än några veckor.</p>
<p>Nedan jämför du vinställ från flera varumärken och återförsäljare – för den lilla samlingen på köksbänken eller som present till en vinvän.</p>`,
      faq: [
        {
          question: 'Ska vinflaskorna ligga eller stå i ett vinställ?',
          answer:
            'Flaskor med naturkork bör ligga ned, så att korken hålls fuktig och inte torkar. Flaskor med skruvkork kan stå, men de flesta vinställ är gjorda för liggande förvaring eftersom det fungerar för alla flaskor.',
        },
        {
          question: 'Var ska jag placera mitt vinställ?',
          answer:
            'På en sval och skuggig plats, en bit från spis, ugn, element och fönster med direkt solljus. Undvik också platser där det skakar, till exempel ovanpå kylskåpet eller tvättmaskinen.',
        },
        {
          question: 'Hur länge kan vinet ligga i ett vinställ?',
          answer:
            'I vanlig rumstemperatur klarar sig de flesta viner bra i några veckor eller månader. För längre lagring behöver vinet en jämn temperatur på 10–14 °C, till exempel i en <a href="/vinkyl">vinkyl</a> eller ett <a href="/vinlagringsskap">vinlagringsskåp</a>.',
        },
        {
          question: 'Vad är skillnaden mellan ett vinställ och en vinhylla?',
          answer:
            'Ett vinställ är mindre och gjort för ett fåtal flaskor på bänken eller bordet. En <a href="/vinhyllor">vinhylla</a> är större, ofta modulär, och gjord för källaren eller vinrummet där flaskorna ska ligga länge.',
        },
      ],
    },

    vintillbehor: {
      h1: 'Vintillbehör',
      h2: 'Jämför tillbehör för servering, förvaring och vinprovning',
      metaTitle: 'Vintillbehör – karaffer, glas, korkskruvar med mera',
      metaDescription:
        'Jämför vintillbehör: karaffer, vinglas, korkskruvar, vinpumpar, termometrar och hygrometrar. Rätt tillbehör för servering och förvaring.',
      keywords: ['vintillbehör', 'karaff', 'vinglas', 'korkskruv', 'vinpump', 'vintermometer', 'hygrometer vinkällare'],
      cardDescription: 'Karaffer, vinglas, korkskruvar, vinpumpar och mätare för temperatur och luftfuktighet.',
      seoText: `<p>Rätt <strong>vintillbehör</strong> gör det enklare att servera vinet som det är tänkt och att förvara det på ett bra sätt. Här samlar vi allt från korkskruvar och karaffer till mätare som håller koll på klimatet i vinkylen eller vinkällaren.</p>
<h3>Öppna och servera</h3>
<p>En <strong>servitörskorkskruv</strong> med tvåstegshävarm är liten och pålitlig, och det är den som många sommelierer använder. En korkskruv med hävarmar eller en elektrisk korkskruv gör jobbet lättare om du öppnar många flaskor. För äldre viner med skör kork finns särskilda korkdragare med två blad. En <strong>karaff</strong> ger unga, kraftiga viner syre så att doft och smak öppnar sig, och hjälper dig att hälla av äldre viner från bottensatsen.</p>
<h3>Glas som lyfter vinet</h3>
<p>Glaset påverkar mer än man tror. Ett tunt glas med en kupa som smalnar av uppåt samlar doften, och en fot gör att handen inte värmer vinet. Har du bara plats för en sort räcker ett bra universalglas långt. Vill du gå vidare finns glas anpassade för till exempel bourgogne, bordeaux och mousserande viner.</p>
<h3>Spara öppnade flaskor</h3>
<p>En <strong>vakuumpump</strong> med gummiproppar suger ut en del av luften ur flaskan och bromsar oxidationen, så att vinet håller sig friskt några dagar längre. För mousserande vin finns champagneproppar som håller trycket kvar.</p>
<h3>Mät temperatur och luftfuktighet</h3>
<p>En <strong>termometer</strong> och en <strong>hygrometer</strong> visar om förvaringen håller måttet. För lagring bör temperaturen ligga stabilt på 10–14 °C och luftfuktigheten på 60–70 %. En digital mätare som sparar högsta och lägsta värde är särskilt användbar i en <a href="/vinkallare">vinkällare</a> eller ett <a href="/vinrum-och-vinkallare">vinrum</a>. Vill du kyla flaskan snabbt inför servering är en ishink eller en kylmanschett praktiskt, och för kyla dygnet runt finns våra <a href="/vinkyl">vinkylar</a>.</p>
<p>Många vintillbehör passar också utmärkt som present till en vinvän – en karaff, ett par riktigt bra glas eller en korkskruv som håller i många år.</p>`,
      faq: [
        {
          question: 'Behöver jag dekantera vinet?',
          answer:
            'Inte alltid. Unga, kraftiga röda viner blir ofta mjukare och mer öppna efter en stund i karaff. Äldre viner kan ha bottensats och hälls då försiktigt över för att lämna fällningen kvar i flaskan – men de ska inte stå för länge, eftersom de kan tappa sin doft.',
        },
        {
          question: 'Hur länge håller en öppnad flaska med vakuumpump?',
          answer:
            'Det beror på vinet, men en vakuumpump ger oftast några extra dagar. Förvara den öppnade flaskan svalt – i en <a href="/vinkyl">vinkyl</a> eller i kylskåpet – så går oxidationen långsammare. Fylliga röda viner håller sig ofta längre än lätta vita.',
        },
        {
          question: 'Vilka vinglas behöver jag?',
          answer:
            'Ett bra universalglas med tunn kant och en kupa som smalnar av uppåt räcker för de flesta viner. Vill du bygga vidare är ett större glas för röda viner och ett smalare för mousserande ett bra nästa steg.',
        },
        {
          question: 'Varför ska jag ha termometer och hygrometer i vinförvaringen?',
          answer:
            'De visar om temperaturen ligger stabilt på 10–14 °C och luftfuktigheten på 60–70 % – det klimat som vinet behöver för att lagras väl. Det är särskilt viktigt i en <a href="/vinkallare">vinkällare</a>, där klimatet kan skifta med årstiderna.',
        },
      ],
    },

    olkyl: {
      h1: 'Ölkyl',
      h2: 'Jämför ölkylar och dryckeskylar för hemmet och baren',
      metaTitle: 'Ölkyl – jämför ölkylar och dryckeskylar',
      metaDescription:
        'Jämför ölkylar och dryckeskylar med glasdörr för kök, bar och fritidsrum. Läs om rätt temperatur för öl, kapacitet, ljudnivå och placering.',
      keywords: ['ölkyl', 'ölkylar', 'dryckeskyl', 'ölkyl glasdörr', 'barkyl', 'kyl för öl', 'minibarkyl'],
      cardDescription:
        'Kylar med glasdörr för öl och annan dryck – för köket, hemmabaren, fritidsrummet eller kontoret.',
      seoText: `<p>En <strong>ölkyl</strong> är en dryckeskyl anpassad för öl på flaska och burk. Den står gärna i hemmabaren, fritidsrummet, köket eller på kontoret och gör att drycken alltid är kall och redo att serveras. Med glasdörr och belysning blir den också en snygg del av inredningen, och den rymmer gärna läsk, vatten och annan dryck när det är fest.</p>
<h3>Öl vill ha det kallare än vin</h3>
<p>Öl är inte vin, och temperaturerna skiljer sig åt. Ljus lager och pilsner serveras gärna riktigt kalla, ungefär 2–8 °C, medan mer smakrika öl som ale, porter och stout ofta kommer mer till sin rätt lite varmare, runt 8–12 °C. Många vinkylar går inte att ställa in lägre än runt 5 °C, så för iskall lager är en ölkyl det naturliga valet. Vill du kyla både vin och öl kan en modell med två zoner vara en bra kompromiss.</p>
<h3>Stående förvaring och skydd mot ljus</h3>
<p>Till skillnad från vin med naturkork ska öl stå upp. Då sjunker eventuell jästfällning till botten och drycken får mindre kontakt med kapsylen. Öl är också känslig för ljus, som snabbt kan ge en oönskad bismak. En glasdörr med UV-skydd eller tonat glas skyddar drycken, särskilt om du förvarar öl på ljusa eller gröna flaskor.</p>
<h3>Storlek, placering och ljud</h3>
<p>Ölkylar finns från små bänkmodeller till höga kylar med plats för flera backar. Räkna på hur många flaskor och burkar du vill ha kalla samtidigt och välj hyllor som går att flytta för olika storlekar. En fristående modell behöver luft runt om, medan en modell med frontventilation kan byggas in under bänken. Står kylen där ni umgås är ljudnivån i dB värd att jämföra, liksom energiklassen.</p>
<p>Letar du efter förvaring för vin i stället hittar du alla <a href="/vinkyl">vinkylar</a> samlade, från små bänkmodeller till stora skåp med flera zoner.</p>`,
      faq: [
        {
          question: 'Vilken temperatur ska en ölkyl ha?',
          answer:
            'Ljus lager och pilsner serveras gärna vid ungefär 2–8 °C. Smakrikare öl som ale, porter och stout kommer ofta mer till sin rätt lite varmare, runt 8–12 °C. Ska kylen rymma flera sorters öl är en modell med två zoner praktisk.',
        },
        {
          question: 'Kan jag förvara vin i en ölkyl?',
          answer:
            'För kortare tid går det bra, om du ställer in temperaturen efter vinet. För att lagra vin i längre tid saknar en ölkyl ofta det som vinet behöver, till exempel hyllor för liggande flaskor, stabil luftfuktighet och vibrationsdämpning. Då är en <a href="/vinkyl">vinkyl</a> eller ett <a href="/vinlagringsskap">vinlagringsskåp</a> bättre.',
        },
        {
          question: 'Ska öl förvaras stående eller liggande?',
          answer:
            'Stående. Då samlas eventuell jästfällning i botten och ölet får mindre kontakt med kapsylen. Det är tvärtom mot vin med naturkork, som ska ligga ned – läs mer om <a href="/vinhyllor">vinhyllor</a> för liggande förvaring.',
        },
        {
          question: 'Vad skiljer en ölkyl från ett vanligt kylskåp?',
          answer:
            'En ölkyl har oftast glasdörr, belysning och hyllor anpassade för flaskor och burkar, och den är gjord för att synas i rummet. Den rymmer bara dryck, så dörren öppnas mer sällan för annat och temperaturen blir jämnare. Vill du kyla vin hittar du även <a href="/fristaende-vinkyl">fristående vinkylar</a>.',
        },
      ],
    },

    vinkallare: {
      h1: 'Vinkällare',
      h2: 'Jämför lösningar för att bygga och utrusta en vinkällare',
      metaTitle: 'Vinkällare – bygg, utrusta och lagra vin rätt',
      metaDescription:
        'Allt om vinkällare: rätt temperatur och luftfuktighet, kylaggregat, vinhyllor och mätare. Jämför produkter för en källare där vinet mår bra.',
      keywords: [
        'vinkällare',
        'bygga vinkällare',
        'vinkällare hemma',
        'vinkällare kylaggregat',
        'vinkällare temperatur',
        'vinkällare luftfuktighet',
      ],
      cardDescription:
        'Produkter och råd för en vinkällare med jämn temperatur, rätt luftfuktighet och plats för hela samlingen.',
      seoText: `<p>En <strong>vinkällare</strong> är den klassiska platsen att lagra vin på. Under mark är temperaturen ofta svalare och jämnare än i resten av huset, och det är mörkt och lugnt – precis det som vinet behöver för att utvecklas väl. Men alla källare är inte automatiskt bra vinkällare.</p>
<h3>Vad kännetecknar en bra vinkällare?</h3>
<p>Vinet trivs bäst vid en jämn temperatur på 10–14 °C, helst runt 12 °C, och en relativ luftfuktighet på 60–70 %. Långsamma förändringar mellan årstiderna är inget problem, men snabba svängningar är det. Källaren ska också vara mörk, fri från vibrationer och från starka lukter, till exempel från målarfärg, olja eller förvarad potatis.</p>
<h3>Mät innan du bygger</h3>
<p>Börja med att mäta temperatur och luftfuktighet med en termometer och en hygrometer som sparar högsta och lägsta värde, gärna under ett helt år. Då ser du om källaren klarar sig själv eller blir för varm på sommaren. Många källare i moderna hus blir det, eftersom pannrum och golvvärme värmer upp dem. Mätare hittar du bland våra <a href="/vintillbehor">vintillbehör</a>.</p>
<h3>Utrusta källaren</h3>
<p>Räcker inte källarens naturliga klimat installerar du ett <a href="/kylaggregat">kylaggregat</a> och isolerar utrymmet. Ventilera så att luften inte står still och mögel får fäste, och undvik att förvara vinet i kartonger som drar åt sig fukt. Robusta <a href="/vinhyllor">vinhyllor</a> i trä eller metall håller flaskorna liggande och ger överblick, och en isolerad dörr som sluter tätt håller klimatet stabilt.</p>
<h3>Ingen källare? Inga problem</h3>
<p>Saknar du källare kan ett förråd eller ett rum i bostaden byggas om till vinrum – läs mer om <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>. Ett <a href="/vinlagringsskap">vinlagringsskåp</a> fungerar dessutom som en vinkällare i skåpformat, med samma klimat för långtidslagring. Oavsett lösning gäller samma grundregler: jämn temperatur, lagom luftfuktighet, mörker och ro.</p>`,
      faq: [
        {
          question: 'Vilken temperatur ska en vinkällare ha?',
          answer:
            'En jämn temperatur på 10–14 °C, helst runt 12 °C. Långsamma variationer mellan årstiderna är acceptabla, men snabba svängningar påverkar vinet negativt. Behöver källaren hjälp att hålla temperaturen kan ett <a href="/kylaggregat">kylaggregat</a> lösa det.',
        },
        {
          question: 'Behöver min källare ett kylaggregat?',
          answer:
            'Mät först. Logga temperatur och luftfuktighet under minst en sommar, helst ett helt år. Håller källaren sig stabilt inom 10–14 °C klarar du dig utan, men blir den varmare på sommaren behövs ett <a href="/kylaggregat">kylaggregat</a> och ofta även extra isolering.',
        },
        {
          question: 'Hur undviker jag mögel i vinkällaren?',
          answer:
            'Håll luftfuktigheten inom 60–70 % och se till att luften cirkulerar. Förvara inte vinet i pappkartonger, som drar åt sig fukt, och välj hyllor i material som tål fukt. En hygrometer bland våra <a href="/vintillbehor">vintillbehör</a> varnar dig i tid om fukten stiger.',
        },
        {
          question: 'Kan jag ha en vinkällare utan en riktig källare?',
          answer:
            'Ja. Ett förråd, en garderob eller en del av ett rum kan isoleras och byggas om till ett <a href="/vinrum-och-vinkallare">vinrum</a> med eget kylaggregat. Det enklaste alternativet är ett <a href="/vinlagringsskap">vinlagringsskåp</a>, som ger samma lagringsklimat i ett skåp.',
        },
      ],
    },

    kylaggregat: {
      h1: 'Kylaggregat för vinrum',
      h2: 'Jämför kylaggregat för vinrum och vinkällare',
      metaTitle: 'Kylaggregat för vinrum och vinkällare',
      metaDescription:
        'Jämför kylaggregat för vinrum och vinkällare: genomväggsaggregat, splitaggregat och kanaliserade system. Så dimensionerar du efter rummet.',
      keywords: [
        'kylaggregat',
        'kylaggregat vinrum',
        'kylaggregat vinkällare',
        'splitaggregat vinrum',
        'genomväggsaggregat',
        'kyla vinrum',
      ],
      cardDescription:
        'Kylaggregat som håller vinrummet eller vinkällaren på rätt temperatur året runt – genomväggsaggregat, splitaggregat eller kanaliserade system.',
      seoText: `<p>Ett <strong>kylaggregat</strong> är hjärtat i ett vinrum eller en vinkällare. Det håller temperaturen jämn året runt, oftast runt 12 °C, och många modeller hjälper också till att hålla luftfuktigheten på rätt nivå, 60–70 %. Till skillnad från en vanlig luftkonditionering är ett aggregat för vinrum byggt för att arbeta med låg temperatur och hög luftfuktighet utan att torka ut luften. Valet av aggregat avgör därför i hög grad hur väl hela samlingen lagras.</p>
<h3>Tre vanliga typer</h3>
<ul>
<li><strong>Genomväggsaggregat</strong> monteras i en öppning i väggen. Den kalla sidan kyler vinrummet och den varma sidan blåser ut värmen i rummet bredvid. Det är den enklaste installationen, men det angränsande rummet måste vara tillräckligt stort och välventilerat för att ta emot värmen.</li>
<li><strong>Splitaggregat</strong> har en förångare i vinrummet och en kondensor som placeras utanför, till exempel i ett annat rum eller utomhus. Det blir tystare i vinrummet, men installationen kräver normalt en certifierad kyltekniker.</li>
<li><strong>Kanaliserade aggregat</strong> placeras utanför vinrummet och leder luften genom kanaler. De syns nästan inte och ger ett tyst vinrum, men kräver mer planering.</li>
</ul>
<h3>Så dimensionerar du rätt</h3>
<p>Tillverkarna anger hur stor volym, i kubikmeter, ett aggregat klarar under givna förhållanden. Räkna ut rummets volym – längd gånger bredd gånger höjd – och lägg till marginal för sådant som ökar värmebelastningen: glasväggar, bristfällig isolering, varma angränsande rum, belysning och dörrar som öppnas ofta. Ett underdimensionerat aggregat går konstant, slits snabbare och klarar ändå inte varma sommardagar.</p>
<h3>Ljud, kondens och isolering</h3>
<p>Jämför ljudnivån i dB, särskilt om den varma sidan hamnar i ett rum där ni vistas. Kontrollera också hur kondensvattnet tas om hand och om aggregatet har avfrostning. Tänk på att rummet behöver vara väl isolerat för att aggregatet ska kunna göra sitt jobb – läs mer om att planera <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>.</p>`,
      faq: [
        {
          question: 'Hur stort kylaggregat behöver mitt vinrum?',
          answer:
            'Börja med rummets volym i kubikmeter och jämför med den volym som tillverkaren anger för aggregatet. Välj med marginal om rummet har glasväggar, om isoleringen är bristfällig eller om angränsande rum är varma. Vid osäkerhet är det klokt att låta en kyltekniker räkna på värmebelastningen.',
        },
        {
          question: 'Vad är skillnaden mellan genomväggsaggregat och splitaggregat?',
          answer:
            'Ett genomväggsaggregat är en enda enhet i väggen som blåser ut värmen i rummet bredvid – enkelt att installera men hörbart. Ett splitaggregat delar upp kylsystemet i en del i vinrummet och en del utanför, vilket ger ett tystare vinrum men kräver installation av en certifierad kyltekniker.',
        },
        {
          question: 'Vart tar värmen från kylaggregatet vägen?',
          answer:
            'Värmen som tas ut ur vinrummet måste avges någon annanstans. Med ett genomväggsaggregat hamnar den i rummet bredvid, som därför måste vara tillräckligt stort och ventilerat. Med ett split- eller kanaliserat aggregat kan värmen ledas till ett annat utrymme eller utomhus. Läs mer om planering under <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>.',
        },
        {
          question: 'Kan kylaggregatet också reglera luftfuktigheten?',
          answer:
            'Många aggregat för vinrum är konstruerade för att inte torka ut luften, och vissa har inbyggd fuktreglering. Målet är en relativ luftfuktighet på 60–70 %. Mät gärna själv med en hygrometer från våra <a href="/vintillbehor">vintillbehör</a>.',
        },
      ],
    },
  }),
);

/**
 * Neutral texts for a category that appears in the data without its own copy.
 * The name is used as written in running text ("kategorin …") so that no
 * Swedish inflection has to be guessed.
 */
export const genericCategoryCopy = (rawName: string): CategoryCopy => {
  // The name comes from the feed: escape it before it goes into HTML fields.
  const html = rawName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const name = rawName;
  const lower = rawName.toLocaleLowerCase('sv-SE');
  return {
    h1: name,
    h2: `Jämför produkter i kategorin ${name}`,
    metaTitle: `${name} – jämför produkter och priser`,
    metaDescription: `${name} – jämför produkter från flera varumärken och återförsäljare. Se priser, filtrera på märke och hitta rätt för din vinförvaring.`,
    keywords: [lower, `${lower} pris`, `köpa ${lower}`, 'vinförvaring', 'vintillbehör'],
    cardDescription: `Jämför produkter i kategorin ${name} från flera varumärken och återförsäljare.`,
    seoText: `<p>Här jämför du produkter i kategorin <strong>${html}</strong> från flera varumärken och återförsäljare. Vi samlar sortimentet på ett ställe så att du snabbt får en överblick över vad som finns och vad det kostar. Produkterna visas med bild, pris och varumärke, vilket gör det lätt att jämföra dem sida vid sida. Filtrera på varumärke och pris, och klicka vidare till återförsäljaren när du har hittat en produkt som passar. Priser, lagerstatus och leveransvillkor sätts alltid av återförsäljaren, så kontrollera dem i butiken innan du handlar.</p>
<h3>Så jämför du produkterna</h3>
<p>Börja med att bestämma hur du ska använda produkten och var den ska stå. Jämför sedan mått, material och utrustning mellan olika modeller, och läs produktbeskrivningen hos återförsäljaren för de exakta uppgifterna. Finns det flera liknande produkter i samma prisklass är det ofta detaljerna som avgör – hur enkel produkten är att använda och sköta, hur väl den passar ihop med det du redan har och om den går att komplettera längre fram.</p>
<h3>Rätt förvaring för vinet</h3>
<p>Oavsett vad du letar efter mår vinet bäst när det förvaras mörkt, stilla och svalt. För lagring i flera år bör temperaturen ligga stabilt på 10–14 °C, helst runt 12 °C, med en luftfuktighet på 60–70 %. För flaskor som ska drickas inom kort räcker det ofta med en <a href="/vinkyl">vinkyl</a> där temperaturen går att ställa in efter vinet, och för långtidslagring är ett <a href="/vinlagringsskap">vinlagringsskåp</a> byggt för uppgiften. Till serveringen hittar du karaffer, glas och korkskruvar bland våra <a href="/vintillbehor">vintillbehör</a>.</p>
<p>Vill du läsa mer om hur du väljer och använder produkterna hittar du guider, tips och inspiration i <a href="/vinbloggen">Vinbloggen</a>.</p>`,
    faq: [],
  };
};
