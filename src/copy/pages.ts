/**
 * Texts of the screens other than home and category pages (spec §2, §8).
 * Quoted spec strings are kept word for word.
 */
import { common, showingRange } from './common';

export const brandList = {
  heading: 'Varumärken',
  intro:
    'Här hittar du alla varumärken i vårt sortiment – från specialister på vinlagring till välkända vitvarutillverkare och designmärken för vinställ och tillbehör. Välj ett varumärke för att se och jämföra dess produkter.',
  metaTitle: 'Varumärken – vinkylar och vinförvaring',
  metaDescription:
    'Alla varumärken för vinkylar, vinlagringsskåp, vinhyllor och vintillbehör samlade på ett ställe. Välj ett märke och jämför dess produkter.',
  seeProducts: 'Se produkter',
  /** Completes "Se produkter" for screen readers (starts with a space). */
  seeProductsOf: (brand: string): string => ` från ${brand}`,
} as const;

export const allProducts = {
  heading: 'Alla Produkter',
  listTitle: 'Alla produkter',
  intro:
    'Här ser du hela sortimentet – vinkylar, vinlagringsskåp, vinhyllor, tillbehör och mer. Klicka på en produkt för att läsa mer och se priset hos återförsäljaren.',
  metaTitle: 'Alla produkter – vinkylar, skåp och tillbehör',
  metaDescription:
    'Se alla produkter på Vinkylguiden: vinkylar, vinlagringsskåp, vinhyllor, ölkylar och vintillbehör från flera varumärken och återförsäljare.',
  loading: 'Laddar produkter...',
  errorTitle: 'Ett fel uppstod',
  errorText: 'Det gick inte att hämta produkterna. Försök igen senare.',
  emptyTitle: 'Inga produkter hittades',
  emptyText: 'Det finns inga produkter att visa just nu.',
  /** "Visar 49–96 av 314 produkter"; "Visar 1 av 1 produkt". */
  showing: (first: number, last: number, total: number) => showingRange(first, last, total),
  pageCrumb: (page: number) => `Sida ${page}`,
  metaTitlePage: (page: number, pages: number) => `Alla produkter – sida ${page} av ${pages}`,
  metaDescriptionPage: (page: number, pages: number) =>
    `Alla produkter på Vinkylguiden, sida ${page} av ${pages}: vinkylar, vinlagringsskåp, vinhyllor, ölkylar och vintillbehör.`,
} as const;

export const blog = {
  heading: 'Vinbloggen',
  intro:
    'Guider, tips och inspiration om vin och vinförvaring – från hur du väljer vinkyl och rätt serveringstemperatur till hur du planerar ett eget vinrum.',
  allChip: 'Alla artiklar',
  /** Accessible name of the category chips. */
  chipsLabel: 'Kategorier i Vinbloggen',
  metaTitle: 'Vinbloggen – guider och tips om vin och vinförvaring',
  metaDescription:
    'Läs Vinbloggen: guider om vinkylar och vinlagring, tips om serveringstemperatur och inspiration för dig som vill förvara och njuta av vin.',
} as const;

export const postNotFound = {
  title: 'Inlägget hittades inte',
  text: 'Tyvärr kunde vi inte hitta blogginlägget du letar efter.',
  backLabel: 'Tillbaka till Vinbloggen',
} as const;

export const productNotFound = {
  title: 'Produkten hittades inte',
  subtitle: 'Kunde inte hittas i vårt sortiment',
  text: 'Den efterfrågade produkten kunde inte hittas.',
  backLabel: 'Tillbaka',
  // Issue 35 §8: named for what they are (the site measures no popularity).
  popularCategoriesTitle: 'Kategorier med flest produkter',
  popularProductsTitle: 'Ett urval produkter',
  homeLabel: 'Till startsidan',
  techInfoShow: 'Visa teknisk information',
  techInfoHide: 'Dölj teknisk information',
  pathLabel: 'Sökväg',
  idLabel: 'Produkt-id',
} as const;

export const filter = {
  brandLabel: 'Varumärke',
  allBrands: 'Alla varumärken',
  priceLabel: 'Pris',
  minLabel: 'Lägsta pris',
  maxLabel: 'Högsta pris',
  reset: 'Återställ filter',
  noResults: 'Inga produkter hittades med valda filter.',
  suggestionsTitle: 'Prova någon av dessa kategorier',
} as const;

export const categoryPage = {
  readMore: 'Läs mer',
  showLess: 'Visa mindre',
  otherCategoriesTitle: 'Andra kategorier',
  /** Accessible names of the product and SEO text sections. */
  productsLabel: 'Produkter',
  aboutLabel: 'Om kategorin',
  faqTitle: 'Vanliga frågor',
  productsError: 'Ett fel uppstod vid hämtning av produkter.',
} as const;

export const productPage = {
  back: 'Tillbaka',
  productInfoTitle: 'Produktinformation',
  brandLabel: 'Varumärke',
  colorLabel: 'Färg',
  modelLabel: 'Modell',
  eanLabel: 'EAN',
  deliveryLabel: 'Leveranstid',
  /**
   * After the delivery time, when the feed knows the shipping price (starts
   * with " · "); `price` is formatted, null when shipping is free. "Fri frakt"
   * is the site's one wording for free shipping (issue 22), as in the offer
   * table and on /jamfor.
   */
  shipping: (price: string | null): string => (price === null ? ' · Fri frakt' : ` · Frakt ${price}`),
  /** The feed does not state the shipping (issue 35): never called free. */
  shippingUnknown: ' · Frakt enligt butiken',
  /** Under the price at the top when no shop has the product in stock: the price is one to order at. */
  notInStock: 'Ej i lager just nu. Priset gäller beställning.',
  /** Meta description of a product whose feed row has no description. */
  metaDescriptionFallback: (name: string): string => `${name} – jämför pris och läs mer om produkten.`,
  /** Title of a product whose name does not state its bottle count. */
  titleWithCapacity: (name: string, capacity: number): string => `${name} – ${capacity} flaskor`,
  /** {category} and {brand} of the text templates when the feed row has none. */
  categoryFallback: 'vinförvaring',
  brandFallback: 'tillverkaren',
  aboutTitle: 'Om {name}',
  faqTitle: 'Vanliga frågor',
  relatedTitle: 'Liknande produkter',
  compareCtaTitle: 'Jämför alla produkter i kategorin {category}',
  compareCtaButton: 'Se alla produkter i kategorin',
  allCoolersLink: 'Se alla vinkylar',
  /** Before the price when several shops sell the product and none asks less: "från 13 990 kr". */
  priceFrom: 'från',
  /** After the price at the top: the shop that has it ("hos Vinkylexperten"). */
  atShop: (shop: string): string => `hos ${shop}`,
  /** The button to a shop (issue 20): a shop is named before a visitor leaves for it. */
  toShop: (shop: string): string => `Till ${shop}`,
  /** The link from the price at the top to the table of offers. */
  compareOffersLink: (count: number): string => `Jämför priser i ${count} butiker`,
  /** Heading of the offers table. */
  offersTitle: (count: number): string => (count === 1 ? 'Pris hos 1 butik' : `Jämför priser i ${count} butiker`),
  /** Above the offers: how they are ordered (a ranking disclosure, marknadsföringslagen). */
  offersOrder:
    'Butiker med varan i lager visas först, sedan lägsta totalpris inklusive frakt. Butiker som inte anger frakten visas efter dem med känd frakt. Priset överst är den första butikens.',
  offerShippingFree: 'Fri frakt',
  offerShipping: (price: string): string => `+ ${price} frakt`,
  offerShippingUnknown: 'Frakt enligt butiken',
  offerTotal: (price: string): string => `Totalt ${price}`,
  /** What a buyer should know about the shop (issue 36), from the shops table when it says: "Fri frakt över 500 kr". */
  offerFreeShippingOver: (amount: string): string => `Fri frakt över ${amount}`,
  /** "30 dagars returrätt": days a buyer may return a purchase at the shop. */
  offerReturnDays: (days: number): string => `${days} dagars returrätt`,
  /** The disclosure of the offers after the first ten. */
  moreOffers: (count: number): string => (count === 1 ? 'Visa 1 butik till' : `Visa ${count} butiker till`),
  /** Under the offers when a feed lists more than a page shows (issue 35 §6): the rest rank after them. */
  unlistedOffers: (count: number): string =>
    `${new Intl.NumberFormat('sv-SE').format(count)} ${count === 1 ? 'erbjudande' : 'erbjudanden'} till visas inte här: de kommer efter dem ovan, utan lager eller med högre totalpris.`,
  offerInStock: 'I lager',
  offerBackorder: 'Beställningsvara',
  offerDelivery: (time: string): string => `Leverans ${time}`,
} as const;

export const brandPage = {
  countLabel: common.productCount,
  metaTitle: (brand: string): string => `${brand} – jämför produkter och priser`,
  metaDescription: (teaser: string, count: number, brand: string): string =>
    `${teaser} ${common.productCount(count)} från ${brand} hos flera återförsäljare.`,
  keywords: (brand: string): string[] => [brand, `${brand} vinkyl`, `${brand} pris`],
  gridTitle: (brand: string): string => `${brand} Produkter`,
  errorTitle: 'Ett fel uppstod',
  errorText: (brand: string): string => `Det gick inte att hämta produkterna för ${brand}. Försök igen senare.`,
  emptyTitle: 'Inga produkter hittades',
} as const;

export const footer = {
  blurb: 'Din destination för vinförvaring och vintillbehör.',
  categoriesTitle: 'Kategorier',
  /** Under the categories: the proven price drops (issue 38 §2). */
  deals: 'Prisfall just nu',
  brandsTitle: 'Varumärken',
  allBrands: 'Visa alla varumärken',
  blogTitle: 'Vinbloggen',
  allPosts: 'Se alla artiklar',
  copyright: (year: number): string => `© ${year} Vinkylguiden. Alla rättigheter förbehållna.`,
  disclosure:
    'Vinkylguiden innehåller annonslänkar. När du klickar vidare till en återförsäljare och handlar kan vi få provision. Priser, lagerstatus och leveransvillkor är återförsäljarnas. Länkarna till återförsäljare är reklam enligt marknadsföringslagen.',
} as const;

export const ad = {
  label: 'Annons',
} as const;

export const nav = {
  home: common.home,
  coolers: 'Vinkyl',
  blog: 'Vinbloggen',
  /** The mobile top bar's menu button; whether the menu is open is its aria-expanded, not its name. */
  menu: 'Meny',
  skipToContent: 'Hoppa till innehållet',
} as const;

export const pagination = {
  /** Accessible name of the page links. */
  label: 'Sidor',
  previous: 'Föregående',
  next: 'Nästa',
  page: (n: number): string => `Sida ${n}`,
} as const;

export const blogPost = {
  relatedTitle: 'Relaterade artiklar',
  productsTitle: 'Produkter som passar artikeln',
  seeAllCoolers: 'Se alla vinkylar',
  readingTime: (m: number): string => `${m} min läsning`,
  breadcrumbBlog: 'Vinbloggen',
  byAuthor: (author: string): string => `Av ${author}`,
} as const;
