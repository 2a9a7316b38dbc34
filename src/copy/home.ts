import type { FaqItem } from './types';

/** A button or link with a visible label and a root-relative target. */
interface LinkCopy {
  readonly label: string;
  readonly href: string;
}

/** Shape of the home page texts (spec §2 "Home"). */
interface HomeCopy {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly keywords: readonly string[];
  readonly heroHeadline: string;
  readonly heroText: string;
  readonly heroPrimary: LinkCopy;
  readonly heroSecondary: LinkCopy;
  /** HTML (p, strong, em, a). */
  readonly introHtml: string;
  readonly categoryGridTitle: string;
  readonly categoryGridText: string;
  readonly categoryGridLoading: string;
  readonly brandShowcaseTitle: string;
  readonly brandShowcaseText: string;
  readonly brandsTitle: string;
  readonly brandsText: string;
  readonly featuredTitle: string;
  readonly featuredText: string;
  readonly featuredButtons: readonly LinkCopy[];
  readonly faqTitle: string;
  readonly faq: readonly FaqItem[];
  readonly blogTitle: string;
  readonly blogText: string;
  readonly blogLinkLabel: string;
}

export const homeCopy = {
  metaTitle: 'Vinkylguiden – jämför vinkylar och vinlagringsskåp',
  metaDescription:
    'Jämför vinkylar, vinlagringsskåp, vinhyllor och vintillbehör från flera varumärken. Köpguider och tips som hjälper dig att förvara vinet rätt.',
  keywords: [
    'vinkyl',
    'vinkylar',
    'vinlagringsskåp',
    'jämför vinkylar',
    'vinförvaring',
    'vinkällare',
    'vinhyllor',
    'vintillbehör',
  ],
  heroHeadline: 'Vinkylar och Vinlagring för Vinälskaren',
  heroText:
    'Jämför vinkylar, vinlagringsskåp och allt för vinförvaring från flera varumärken och återförsäljare. Hitta rätt lösning för din samling – från några flaskor på köksbänken till ett eget vinrum.',
  heroPrimary: { label: 'Utforska vinkylar', href: '/vinkyl' },
  heroSecondary: { label: 'Se vinlagringsskåp', href: '/vinlagringsskap' },
  introHtml: `<p>Vinkylguiden hjälper dig att hitta rätt förvaring för ditt vin. Vi samlar vinkylar och vinförvaring från flera varumärken och återförsäljare, så att du kan jämföra modeller, funktioner och priser på ett ställe. Ska vinet lagras i flera år är ett <a href="/vinlagringsskap">vinlagringsskåp</a> med en stabil temperatur runt 12 °C det säkra valet. För flaskor i serveringstemperatur finns <a href="/fristaende-vinkyl">fristående vinkylar</a> som kan stå nästan var som helst, <a href="/inbyggbar-vinkyl">inbyggbara vinkylar</a> för placering under bänkskivan och <a href="/integrerad-vinkyl">integrerade vinkylar</a> som döljs bakom köksluckan.</p>
<p>Drömmer du om mer plats? Läs om hur du planerar <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>, bygg upp samlingen med <a href="/vinhyllor">vinhyllor</a> eller ge flaskorna som ska drickas snart en plats i ett <a href="/vinstall">vinställ</a>. Bland våra <a href="/vintillbehor">vintillbehör</a> hittar du karaffer, glas och korkskruvar, och den som hellre dricker öl hittar en <a href="/olkyl">ölkyl</a> som håller drycken riktigt kall.</p>`,
  categoryGridTitle: 'Jämför vinkylar och vinlagringslösningar',
  categoryGridText:
    'Välj en kategori och jämför produkter, priser och varumärken. Varje kategori har en egen guide med råd om vad du ska tänka på innan du köper.',
  categoryGridLoading: 'Laddar kategorier...',
  brandShowcaseTitle: 'Utvalda varumärken inom vinförvaring',
  brandShowcaseText:
    'Några av de varumärken som vinälskare ofta jämför – från svensk och skandinavisk design till franska specialister på vinlagring.',
  // Issue 35 §8: the first brands in Swedish order, named for what they are (no popularity is measured).
  brandsTitle: 'Varumärken A–Ö',
  brandsText:
    'Utforska varumärkena i vårt sortiment och se alla deras vinkylar, skåp och tillbehör samlade på ett ställe.',
  // Issue 22: the site measures no comparisons, clicks or sales, so the
  // section says how its products are picked (spec §7: the first three of
  // four categories, topped up to twelve) instead of claiming "most compared".
  featuredTitle: 'Ett urval ur fyra kategorier',
  featuredText:
    'Här visar vi de tre första produkterna i var och en av kategorierna fristående, integrerade och inbyggbara vinkylar samt vinlagringsskåp. Har en kategori färre än tre produkter fyller vi på med andra produkter ur sortimentet. Urvalet är alltså ingen topplista. Klicka på en produkt för mer information eller gå direkt till kategorin.',
  featuredButtons: [
    { label: 'Fristående vinkylar', href: '/fristaende-vinkyl' },
    { label: 'Integrerade vinkylar', href: '/integrerad-vinkyl' },
    { label: 'Inbyggbara vinkylar', href: '/inbyggbar-vinkyl' },
    { label: 'Vinlagringsskåp', href: '/vinlagringsskap' },
  ],
  faqTitle: 'Vanliga frågor om vinkylar och vinförvaring',
  faq: [
    {
      question: 'Vad är skillnaden mellan en vinkyl och ett vinlagringsskåp?',
      answer:
        'En <a href="/vinkyl">vinkyl</a> håller främst vinet i serveringstemperatur och har ofta flera zoner, till exempel en för vitt och en för rött. Ett <a href="/vinlagringsskap">vinlagringsskåp</a> är byggt för långtidslagring, med en stabil temperatur runt 12 °C, reglerad luftfuktighet och extra skydd mot ljus och vibrationer.',
    },
    {
      question: 'Vilken vinkyl passar i köket?',
      answer:
        'Ska kylen stå under bänkskivan väljer du en <a href="/inbyggbar-vinkyl">inbyggbar vinkyl</a> med ventilation i fronten. Vill du att den ska döljas bakom en lucka som matchar köket passar en <a href="/integrerad-vinkyl">integrerad vinkyl</a>, och för en nisch i ett högskåp finns <a href="/integrerbar-vinkyl">integrerbara vinkylar</a>.',
    },
    {
      question: 'Vilken temperatur ska vinet förvaras i?',
      answer:
        'För lagring i flera år är en jämn temperatur på 10–14 °C, helst runt 12 °C, och en luftfuktighet på 60–70 % bäst. Inför servering passar ungefär 6–10 °C för vitt och mousserande och 14–18 °C för rött. Läs mer om <a href="/vinlagringsskap">vinlagringsskåp</a>.',
    },
    {
      question: 'Hur bygger jag ett eget vinrum?',
      answer:
        'Rummet ska isoleras väl och få en tät, isolerad dörr. De flesta vinrum behöver också ett <a href="/kylaggregat">kylaggregat</a> som håller temperaturen stabil året runt. Läs mer om hur du planerar <a href="/vinrum-och-vinkallare">vinrum och vinkällare</a>.',
    },
    {
      question: 'Kan jag förvara öl i en vinkyl?',
      answer:
        'Det går, men öl serveras ofta kallare än vad många vinkylar klarar, och öl ska stå upp i stället för att ligga. För öl och annan dryck är en <a href="/olkyl">ölkyl</a> därför ett bättre val.',
    },
    {
      question: 'Hur fungerar Vinkylguiden?',
      answer:
        'Vi samlar produkter från flera återförsäljare så att du kan jämföra dem på ett ställe. När du hittat rätt klickar du vidare till återförsäljaren, där du ser aktuellt pris och handlar. Det kostar ingenting att använda sidan, men vi kan få provision från återförsäljaren när du handlar via våra länkar. Börja gärna med att jämföra <a href="/vinkyl">vinkylar</a>.',
    },
  ],
  blogTitle: 'Från Vinbloggen',
  blogText: 'Guider, tips och inspiration om vin, vinförvaring och servering.',
  blogLinkLabel: 'Till Vinbloggen',
} as const satisfies HomeCopy;
