import type { Guide } from './types';

/**
 * The two long buying guides of spec §2, shown under the product grid on
 * /vinkyl and /fristaende-vinkyl. Prices are rough SEK levels, not offers.
 */
export const guides: { readonly vinkyl: Guide; readonly 'fristaende-vinkyl': Guide } = {
  vinkyl: {
    title: 'Köpguide: så väljer du rätt vinkyl',
    intro:
      'En vinkyl är en investering som ska fungera i många år. Den här guiden går igenom det som verkligen skiljer modellerna åt – från storlek och temperaturzoner till kylteknik, placering, ljud och pris – så att du kan jämföra med rätt frågor i bakhuvudet.',
    sections: [
      {
        heading: 'Börja med storleken – hur många flaskor?',
        html: `<p>Det vanligaste misstaget är att köpa en vinkyl som blir full efter ett halvår. Räkna de flaskor du har i dag, lägg till det du brukar köpa under ett år och välj gärna en modell med plats för ytterligare en tredjedel. Samlingar har en tendens att växa, och en halvtom vinkyl gör ingen skada.</p>
<p>Tänk på att tillverkarna anger kapaciteten i standardflaskor av bordeauxtyp på 75 cl. Bredare flaskor som bourgogne, champagne och många mousserande viner tar mer plats, och i praktiken får du ofta plats med färre flaskor än det angivna antalet. Har du många sådana flaskor är det värt att titta efter modeller med justerbara eller uttagbara hyllor.</p>
<ul>
<li><strong>Upp till ett tjugotal flaskor</strong> – för den som har några flaskor hemma inför helgen.</li>
<li><strong>Omkring 30–60 flaskor</strong> – den vanligaste storleken för den som dricker vin regelbundet.</li>
<li><strong>Över 100 flaskor</strong> – för samlaren som köper in i förväg och lagrar.</li>
</ul>`,
      },
      {
        heading: 'En zon eller flera',
        html: `<p>En vinkyl med <strong>en zon</strong> håller samma temperatur i hela skåpet. Den passar dig som främst dricker en sorts vin, eller som vill hålla alla flaskor vid en jämn lagringstemperatur på 10–14 °C, helst runt 12 °C, och tempererar vinet inför servering.</p>
<p>Med <strong>två eller tre zoner</strong> kan olika viner ligga i sin serveringstemperatur samtidigt. Riktvärden att utgå från:</p>
<ul>
<li>Mousserande och lätta vita viner: 6–8 °C.</li>
<li>Fylligare vita viner och rosé: 8–12 °C.</li>
<li>Lätta röda viner: 12–14 °C.</li>
<li>Fylliga röda viner: 15–18 °C.</li>
</ul>
<p>De flesta vinkylar går att ställa in någonstans mellan 5 och 20 °C. Kontrollera hur stor varje zon är – i vissa modeller är den ena zonen betydligt mindre än den andra, vilket passar om du dricker mer av en sorts vin.</p>`,
      },
      {
        heading: 'Kompressor eller termoelektrisk kyla',
        html: `<p><strong>Kompressorkylda</strong> vinkylar fungerar som ett vanligt kylskåp. De kyler effektivt, håller temperaturen även när rummet är varmt och finns i alla storlekar. En bra kompressor är väl upphängd och vibrationsdämpad, så att vinet får ligga ostört.</p>
<p><strong>Termoelektriska</strong> vinkylar saknar kompressor och kyler med ett så kallat Peltierelement. De har nästan inga rörliga delar, vibrerar knappt alls och är mycket tysta. Nackdelen är att de bara klarar att sänka temperaturen en bit under rummets och blir mindre effektiva i varma rum. De passar därför bäst som mindre modeller i svala, jämntempererade utrymmen. Ska kylen stå i ett varmt kök eller rymma många flaskor är kompressor oftast det säkrare valet.</p>`,
      },
      {
        heading: 'Placering och installation',
        html: `<p>Bestäm var kylen ska stå innan du väljer modell, eftersom placeringen avgör vilken typ du behöver:</p>
<ul>
<li>En <a href="/fristaende-vinkyl">fristående vinkyl</a> vädrar ut värmen bakåt eller åt sidorna och behöver luft runt om. Den kan stå nästan var som helst och flyttas med.</li>
<li>En <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> ventilerar genom fronten och kan byggas in under bänkskivan, ofta i en nisch som är 60 cm bred. Den kan även stå fritt.</li>
<li>En <a href="/integrerad-vinkyl">integrerad vinkyl</a> döljs helt bakom en lucka som matchar köket.</li>
<li>En <a href="/integrerbar-vinkyl">integrerbar vinkyl</a> byggs in i en nisch eller ett skåp men behåller ofta sin glasdörr synlig.</li>
</ul>
<p>Oavsett typ ska kylen stå plant, skyddad från direkt solljus och en bit från spis, ugn och element. Mät noga – både nischen och vägen in, så att kylen går genom dörrar och trappor. Planerar du att renovera köket längre fram är en inbyggbar modell ett flexibelt val, eftersom den kan stå fritt i dag och byggas in senare.</p>`,
      },
      {
        heading: 'Ljudnivå och energiförbrukning',
        html: `<p>En vinkyl går dygnet runt, så både ljud och elförbrukning märks över tid. <strong>Ljudnivån</strong> anges i dB. Runt 35–40 dB brukar upplevas som diskret i ett kök eller vardagsrum, medan en högre nivå kan störa i en tyst miljö eller i en öppen planlösning. Placeringen spelar också in: en kyl som står plant och har luft runt om låter mindre. Kom ihåg att varje steg på dB-skalan betyder mer än det verkar – skillnaden mellan 38 och 44 dB hörs tydligt.</p>
<p>Vinkylar har EU:s energimärkning med <strong>energiklass</strong> och årlig förbrukning i kWh. Jämför gärna kWh-siffran direkt, eftersom den säger mer om kostnaden än bokstaven. En vältätad dörr, god isolering och en placering i ett svalt rum sänker förbrukningen ytterligare.</p>`,
      },
      {
        heading: 'Dörr, hyllor och luftfuktighet',
        html: `<p><strong>Glasdörren</strong> bör vara UV-skyddad, eftersom ljus kan ge vinet bismaker över tid. Dörrar med två eller tre lager glas isolerar bättre, och tonat glas ger extra skydd mot ljus. Kontrollera om dörren går att hänga om åt andra hållet och om den har lås, vilket kan vara bra i hem med barn.</p>
<p><strong>Hyllorna</strong> påverkar hur lätt det är att använda kylen. Utdragbara hyllor på skenor gör att du når flaskorna längst in och kan läsa etiketterna utan att lyfta ut allt. Hyllor i trä är vanliga eftersom de är stabila och tysta.</p>
<p>För lagring i mer än några månader spelar <strong>luftfuktigheten</strong> roll. En relativ luftfuktighet på 60–70 % hindrar korkarna från att torka. En vanlig vinkyl har sällan aktiv fuktreglering, så för långtidslagring är ett <a href="/vinlagringsskap">vinlagringsskåp</a> med fuktreglering det säkraste valet.</p>`,
      },
      {
        heading: 'Vad kostar en vinkyl?',
        html: `<p>Priserna varierar med storlek, kylteknik, installationstyp och varumärke. Som ungefärliga riktmärken:</p>
<ul>
<li><strong>Mindre vinkylar</strong>, ofta termoelektriska och för ett tiotal flaskor: från runt 1 500–3 000 kr.</li>
<li><strong>Fristående kompressorkylar</strong> för några dussin flaskor: ofta runt 3 000–10 000 kr.</li>
<li><strong>Inbyggbara och integrerade modeller</strong> med två zoner: ofta runt 8 000–25 000 kr.</li>
<li><strong>Vinlagringsskåp och stora skåp</strong> för långtidslagring: från runt 15 000 kr och uppåt.</li>
</ul>
<p>Det dyraste är inte alltid bäst, men en stabil temperatur, bra isolering och låg ljudnivå brukar vara värda att betala för. Jämför modellerna här på sidan och klicka vidare till återförsäljaren för aktuellt pris och leveranstid.</p>`,
      },
    ],
    faq: [
      {
        question: 'Kan jag förvara vin i ett vanligt kylskåp?',
        answer:
          'Under några dagar går det bra, till exempel en öppnad flaska. För längre tid är ett kylskåp för kallt och för torrt, och temperaturen svänger varje gång dörren öppnas. En <a href="/vinkyl">vinkyl</a> håller en jämnare temperatur och skyddar vinet mot ljus och vibrationer.',
      },
      {
        question: 'Hur länge kan vinet ligga i en vinkyl?',
        answer:
          'Vid en jämn temperatur på 10–14 °C kan vinet ligga i flera år. Ska det lagras riktigt länge är luftfuktigheten också viktig, 60–70 %, och då är ett <a href="/vinlagringsskap">vinlagringsskåp</a> byggt för uppgiften.',
      },
      {
        question: 'Är en termoelektrisk vinkyl tystare än en med kompressor?',
        answer:
          'Ja, oftast. Termoelektriska vinkylar har nästan inga rörliga delar och är mycket tysta, men de kyler sämre i varma rum. En kompressorkyla med god vibrationsdämpning är också tyst nog för de flesta hem – jämför angivet dB-värde.',
      },
      {
        question: 'Behöver jag en vinkyl med två zoner?',
        answer:
          'Om du vill ha både vitt och rött i serveringstemperatur samtidigt, ja. Dricker du mest en sorts vin, eller vill du främst lagra, räcker en zon – till exempel runt 12 °C – och du tempererar flaskan inför servering.',
      },
      {
        question: 'Hur mycket el drar en vinkyl?',
        answer:
          'Det beror på storlek, isolering och hur varmt rummet är. Jämför den årliga förbrukningen i kWh som anges på energimärkningen. En sval placering och en tät dörr sänker förbrukningen.',
      },
      {
        question: 'Var ska vinkylen stå i hemmet?',
        answer:
          'På ett plant golv, skyddad från direkt solljus och en bit från spis, ugn och element. En <a href="/fristaende-vinkyl">fristående vinkyl</a> behöver luft runt om, medan en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> kan stå inbyggd under bänkskivan.',
      },
    ],
  },

  'fristaende-vinkyl': {
    title: 'Köpguide: så väljer du fristående vinkyl',
    intro:
      'En fristående vinkyl är enkel att komma igång med – den ska bara ställas på plats och kopplas in. Men var och hur den står avgör hur väl den fungerar, hur mycket den låter och hur länge den håller. Här går vi igenom allt från placering och ventilation till design, kapacitet och flytt.',
    sections: [
      {
        heading: 'Välj platsen först',
        html: `<p>Innan du jämför modeller är det klokt att bestämma var vinkylen ska stå. Platsen styr vilken storlek som får plats, hur mycket ljud som är acceptabelt och vilken design som passar. Vanliga placeringar är köket, vardagsrummet, matsalen, hallen eller en sval källare. Står kylen i ett rum där ni sover eller ser på tv är ljudnivån extra viktig, medan den i en hall eller matsal kan bli en snygg blickfångare med belysningen tänd.</p>
<p>Undvik platser med direkt solljus, till exempel framför ett söderfönster, och håll avstånd till spis, ugn, diskmaskin och element. Värme utifrån tvingar kylen att arbeta hårdare, vilket ger mer ljud, högre elförbrukning och större risk för temperaturvariationer. Tänk också på att dörren ska kunna öppnas helt och att du ska kunna dra ut hyllorna utan att de tar i en vägg eller en möbel.</p>`,
      },
      {
        heading: 'Ventilation och avstånd',
        html: `<p>En fristående vinkyl avger värme, oftast bakåt eller åt sidorna. För att kylsystemet ska kunna göra sig av med värmen behöver det finnas luft runt skåpet. Tillverkarna anger ett minsta avstånd – vanligtvis några centimeter åt sidorna och lite mer bakom och ovanför. Följ alltid anvisningarna för just din modell.</p>
<p>Bygg inte in en fristående vinkyl i en nisch eller under en bänkskiva, och ställ inte saker ovanpå den som hindrar luftflödet. Blir värmen kvar runt skåpet går kompressorn oftare, kylen låter mer och temperaturen blir svårare att hålla. Vill du bygga in kylen är en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> med ventilation i fronten rätt val – den kan dessutom stå fritt om du senare ändrar dig.</p>
<p>Kontrollera också att eluttaget sitter så att sladden räcker fram utan skarvsladd, och att kylen inte skjuts så nära väggen att stickkontakten eller kylslingorna på baksidan kläms.</p>`,
      },
      {
        heading: 'Golv och underlag',
        html: `<p>En full vinkyl är tung. En flaska vin väger runt ett och ett halvt kilo, så ett skåp för hundra flaskor kan tillsammans med själva kylen väga betydligt mer än hundra kilo. Golvet ska därför vara stabilt och plant, och det är klokt att välja en plats där kylen kan stå kvar – en fullastad vinkyl är inte gjord för att flyttas runt.</p>
<ul>
<li><strong>Justera benen</strong> så att kylen står i våg. Då stänger dörren tätt av egen kraft och skåpet vibrerar mindre.</li>
<li><strong>Skydda känsliga golv</strong> med en tålig matta eller skyddsplatta om du har trägolv eller mjuka golvmaterial.</li>
<li><strong>Tänk på golvvärme</strong> – värme underifrån gör att kylen får arbeta mer.</li>
<li><strong>Undvik tjocka mattor</strong> som kan hindra luftflödet under skåpet.</li>
</ul>`,
      },
      {
        heading: 'Rummets temperatur och klimatklass',
        html: `<p>Hur varmt eller kallt rummet är påverkar vinkylen mer än många tror. Varje modell är gjord för ett visst temperaturspann i rummet, vilket ofta anges som en <strong>klimatklass</strong> i specifikationen. Ska kylen stå i ett vanligt vardagsrum är det sällan något problem, men i ett garage, ett uterum eller en ouppvärmd källare är det viktigt att kontrollera.</p>
<p>I ett för kallt rum kan kylen ha svårt att hålla temperaturen uppe, eftersom de flesta vinkylar bara kyler och inte värmer. I ett för varmt rum räcker kylan inte till. Kompressorkylda modeller klarar varma rum bäst, medan termoelektriska passar i svala och jämntempererade utrymmen. För vinet gäller samma sak oavsett var kylen står: en jämn temperatur på 10–14 °C för lagring, helst runt 12 °C.</p>`,
      },
      {
        heading: 'Design och dörr',
        html: `<p>En fristående vinkyl syns i rummet, så utseendet är viktigt. Vanliga val är svart, mörkgrå eller rostfri stomme, med hel glasdörr eller glas inramat i metall. Ett par saker att tänka på:</p>
<ul>
<li><strong>UV-skyddat glas</strong> skyddar vinet mot ljus som annars kan ge bismaker.</li>
<li><strong>Omhängningsbar dörr</strong> gör att du kan välja åt vilket håll den öppnas.</li>
<li><strong>LED-belysning</strong> visar upp flaskorna utan att värma vinet. Ett reglage för att släcka är bra om kylen står i ett sovrum eller vardagsrum.</li>
<li><strong>Lås</strong> kan vara praktiskt i hem med barn.</li>
<li><strong>Hyllor i trä</strong> ger ett varmt intryck, medan metall med trälister ger ett modernare uttryck.</li>
</ul>`,
      },
      {
        heading: 'Planera kapaciteten',
        html: `<p>Fristående vinkylar finns från små modeller för ett tiotal flaskor till höga skåp för flera hundra. Välj gärna en storlek med marginal, eftersom samlingen ofta växer när vinet väl har fått en bra plats. Kapaciteten anges i standardflaskor på 75 cl – har du mycket champagne eller bourgogne får du plats med färre. Räkna också med flaskor som bara ska ligga en kortare tid, till exempel inför en fest, så att de inte tränger undan vinerna som ska lagras.</p>
<p>Fundera också på hur du använder kylen. Vill du ha vitt och rött i serveringstemperatur samtidigt behöver du två zoner, till exempel runt 8 °C och 16 °C. Vill du främst lagra räcker en zon runt 12 °C. Ska samlingen ligga i flera år kan ett fristående <a href="/vinlagringsskap">vinlagringsskåp</a> vara ett bättre val än en vanlig vinkyl.</p>`,
      },
      {
        heading: 'Flytt och transport',
        html: `<p>En av fördelarna med en fristående vinkyl är att den följer med vid flytten. Gör så här för att den ska klara resan:</p>
<ul>
<li>Ta ut flaskorna och stäng av kylen i god tid, så att den hinner torka invändigt.</li>
<li>Säkra hyllorna och tejpa eller spänn fast dörren så att den inte kan slå upp.</li>
<li>Transportera kylen stående om det går. Kompressorns olja kan annars rinna ut i rören.</li>
<li>Låt kylen stå upprätt på den nya platsen innan du startar den – gärna ett dygn om den har legat ned – och följ tillverkarens anvisningar.</li>
</ul>
<p>Vänta sedan tills temperaturen har stabiliserat sig innan du lägger in vinet igen.</p>`,
      },
    ],
    faq: [
      {
        question: 'Hur långt från väggen ska en fristående vinkyl stå?',
        answer:
          'Det varierar mellan modeller, så följ tillverkarens anvisningar. Oftast handlar det om några centimeter åt sidorna och lite mer bakom och ovanför, så att värmen kan vädras bort.',
      },
      {
        question: 'Kan en fristående vinkyl stå i ett kallt garage?',
        answer:
          'Bara om garaget håller sig inom det temperaturspann som modellens klimatklass anger. Blir det för kallt kan kylen inte hålla temperaturen uppe, eftersom de flesta vinkylar bara kyler och inte värmer.',
      },
      {
        question: 'Kan jag ställa en fristående vinkyl under bänkskivan?',
        answer:
          'Det avråds, eftersom den behöver luft runt om och blir för varm inbyggd. Välj i stället en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> med ventilation i fronten.',
      },
      {
        question: 'Hur länge ska vinkylen stå innan jag startar den efter en flytt?',
        answer:
          'Låt den stå upprätt några timmar, och gärna ett dygn om den har transporterats liggande, så att oljan i kompressorn hinner rinna tillbaka. Följ alltid tillverkarens anvisningar.',
      },
      {
        question: 'Låter en fristående vinkyl mycket?',
        answer:
          'De flesta moderna modeller är tysta. Jämför ljudnivån i dB – runt 35–40 dB brukar upplevas som diskret. Att kylen står plant och har luft runt om gör också att den låter mindre.',
      },
      {
        question: 'Vilken temperatur ska jag ställa in?',
        answer:
          'För lagring en jämn temperatur på 10–14 °C, helst runt 12 °C. För servering gäller ungefär 6–10 °C för vitt och mousserande och 14–18 °C för rött. Läs mer i vår guide till <a href="/vinkyl">vinkylar</a>.',
      },
    ],
  },
};
