/**
 * The price history of the embedded sample (data/sample/price_history.json)
 * and its description in data/sample/README.md, made by
 * scripts/make-price-history.ts. Every SKU the database's recorder would
 * record from data/sample/product_feed_static.json gets a history of about
 * 200 days before the sample's "today" ({@link SAMPLE_TODAY}) that ends in
 * its state in the feed; which story it tells is fixed by its place in the
 * feed, so the sample shows every case the price rule must tell apart.
 */
import {
  claimsSale,
  type HistoryRow,
  hashOf,
  historyRowsOf,
  recordableFeedStates,
  SAMPLE_TODAY,
  type StoryKind,
  tellStory,
} from '../../src/pull/synthetic-history';

type Row = Record<string, unknown>;

/** Stories in turn for the products whose feed claims a sale (OriginalPrice above Price), in feed order. */
const CLAIMED_SALE_TURNS: readonly StoryKind[] = [
  'real-reduction',
  'fake-sale',
  'gradual-reduction',
  'real-reduction',
  'hike-then-sale',
  'late-claim',
  'cut-too-soon',
  'real-reduction',
  'new',
  'fake-sale',
];

/** Stories in turn for the other products, in feed order. */
const PLAIN_TURNS: readonly StoryKind[] = [
  'steady',
  'rising',
  'steady',
  'stock-spell',
  'quiet-reduction',
  'steady',
  'sale-ended',
  'new',
  'steady',
  'gap',
  'steady',
  'rising',
  'stock-spell',
];

/** What each story shows, and what the site's rule may then claim (README). */
export const STORY_TEXT: ReadonlyMap<StoryKind, { readonly shows: string; readonly claim: string }> = new Map([
  ['steady', { shows: 'one price for the whole 200 days', claim: 'no reduction' }],
  [
    'real-reduction',
    {
      shows: "at the feed's OriginalPrice for months, cut 3–22 days ago to today's price",
      claim: 'a true reduction from that price',
    },
  ],
  [
    'quiet-reduction',
    {
      shows: 'at a higher price for months, cut 3–22 days ago; the feed announces no sale',
      claim: 'a true reduction the feed does not announce',
    },
  ],
  [
    'gradual-reduction',
    {
      shows: "down in three steps (70, 45 and 20 days ago) from the feed's OriginalPrice",
      claim:
        "a reduction from the step before today's price (the lowest of the 30 days before the cut), not from the OriginalPrice",
    },
  ],
  [
    'fake-sale',
    {
      shows: "today's price the whole time, with the feed's OriginalPrice beside it, never charged",
      claim: 'no reduction, no strikethrough',
    },
  ],
  [
    'late-claim',
    {
      shows: "today's price the whole time; the OriginalPrice appeared 3–22 days ago",
      claim: 'no reduction, no strikethrough',
    },
  ],
  [
    'hike-then-sale',
    {
      shows: 'raised to the OriginalPrice for 10 days, then "reduced" back to the price it had before',
      claim: "no reduction: the lowest price of the 30 days before is today's",
    },
  ],
  [
    'cut-too-soon',
    {
      shows: 'first seen at the OriginalPrice 8–46 days ago, cut under 30 days after',
      claim: 'no reduction: not observed for 30 days before the cut',
    },
  ],
  [
    'new',
    {
      shows: 'first seen 3–26 days ago (the first of them today, so the newest day of the history is today)',
      claim: 'no reduction: under 30 days of history',
    },
  ],
  ['rising', { shows: 'a lower price until 30–89 days ago', claim: 'no reduction' }],
  [
    'sale-ended',
    {
      shows: "a two-week sale 46–60 days ago, back at today's price since",
      claim: 'no reduction',
    },
  ],
  [
    'stock-spell',
    {
      shows: 'out of stock for 20 days some 50–110 days ago, or (out of stock now) since 5–44 days ago',
      claim: 'stock does not change what the price rule claims',
    },
  ],
  [
    'gap',
    {
      shows: 'not in the feed from 120 to 100 days ago: no rows for those days',
      claim: 'no reduction',
    },
  ],
]);

/** One shop's offer of a SKU: what a history belongs to (issue 20). */
export interface SampleOffer {
  readonly shop: string;
  readonly sku: string;
}

export interface SampleHistory {
  /** The rows of data/sample/price_history.json, ids from 1. */
  readonly rows: HistoryRow[];
  /** The offers (shop and SKU) of each story, in feed order. */
  readonly cases: Map<StoryKind, SampleOffer[]>;
}

/** The sample's history for the rows of data/sample/product_feed_static.json. */
export function sampleHistory(feedRows: readonly Row[], today = SAMPLE_TODAY): SampleHistory {
  const rows: HistoryRow[] = [];
  const cases = new Map<StoryKind, SampleOffer[]>();
  const turns = { claimed: 0, plain: 0 };
  let newToday = false;
  const skus = new Set<string>();
  for (const { shop, sku, state } of recordableFeedStates(feedRows).values()) {
    const claimed = claimsSale(state);
    const list = claimed ? CLAIMED_SALE_TURNS : PLAIN_TURNS;
    // A second shop's offer of a SKU already told gets a story by its hash
    // and takes no turn, so adding an offer changes no other SKU's story.
    const again = skus.has(sku.toLowerCase());
    skus.add(sku.toLowerCase());
    const kind = again
      ? (list[hashOf(`${shop} ${sku}`) % list.length] as StoryKind)
      : (list[(claimed ? turns.claimed++ : turns.plain++) % list.length] as StoryKind);
    const story = tellStory(kind, state, hashOf(again ? `${shop} ${sku}` : sku));
    // The first new product was first seen today, so that the history's
    // newest day is the sample's today, as after a nightly run.
    const steps = story.kind === 'new' && !newToday ? [{ daysAgo: 0, state }] : story.steps;
    if (story.kind === 'new') newToday = true;
    rows.push(...historyRowsOf(sku, steps, today, rows.length + 1, shop));
    const listed = cases.get(story.kind);
    if (listed) listed.push({ shop, sku });
    else cases.set(story.kind, [{ shop, sku }]);
  }
  return { rows, cases };
}

/** Marks the generated part of data/sample/README.md. */
export const README_START = '<!-- price-history:start (generated by scripts/make-price-history.ts) -->';
export const README_END = '<!-- price-history:end -->';

/** The README's table of stories: what each shows, what the site may claim, which offers. */
export function readmeBlock(history: SampleHistory, today = SAMPLE_TODAY): string {
  const offers = [...history.cases.values()].flat();
  const shops = new Map<string, number>();
  for (const { sku } of offers) shops.set(sku.toLowerCase(), (shops.get(sku.toLowerCase()) ?? 0) + 1);
  const name = ({ shop, sku }: SampleOffer) =>
    (shops.get(sku.toLowerCase()) ?? 0) > 1 ? `\`${sku}\` (${shop || 'no shop'})` : `\`${sku}\``;
  const lines = [
    README_START,
    '',
    `"Today" is ${today}. ${history.rows.length} rows for ${offers.length} offers (a shop's SKU; a SKU sold by two shops is named with its shop).`,
    '',
    '| case | the history shows | the price rule may claim | offers |',
    '| --- | --- | --- | --- |',
  ];
  for (const [kind, text] of STORY_TEXT) {
    const listed = history.cases.get(kind) ?? [];
    if (listed.length === 0) continue;
    lines.push(`| \`${kind}\` (${listed.length}) | ${text.shows} | ${text.claim} | ${listed.map(name).join(', ')} |`);
  }
  lines.push('', README_END);
  return lines.join('\n');
}

/** The README with its generated block replaced; throws when the markers are missing. */
export function withReadmeBlock(readme: string, block: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`data/sample/README.md needs the markers ${README_START} and ${README_END}`);
  }
  return readme.slice(0, start) + block + readme.slice(end + README_END.length);
}
