/**
 * A product's price over the last 180 days as an SVG step chart, computed at
 * build time (no JavaScript): prices change in steps, so the line holds each
 * price until the next change. The 30-day low is marked, and the chart comes
 * with a text alternative that states the numbers. Where several shops sell
 * the product (issue 20), the thick line is the lowest price across them and
 * each shop has a thin line of its own on the same scale.
 */

/** One change of the price: from `date` (YYYY-MM-DD) on, `price` SEK. */
export interface ChartChange {
  readonly date: string;
  readonly price: number;
}

/** One shop's own prices, drawn as a thin line beside the lowest. */
export interface ChartLineInput {
  readonly label: string;
  readonly changes: readonly ChartChange[];
}

/** A shop's line as drawn: its label, path data and its place in the line styles. */
export interface ChartLine {
  readonly label: string;
  readonly path: string;
  /** 0-based: which of {@link MAX_SHOP_LINES} styles (colour and dash) it has. */
  readonly style: number;
}

/** At most this many shop lines: more would be unreadable (the offers table lists every shop). */
export const MAX_SHOP_LINES = 5;

export interface PriceChart {
  /** SVG viewBox: "0 0 width height". */
  readonly viewBox: string;
  readonly width: number;
  readonly height: number;
  /** The step line's path data (the lowest price across shops). */
  readonly path: string;
  /** One thin line per shop, in the order given, at most {@link MAX_SHOP_LINES}; empty for one shop. */
  readonly lines: readonly ChartLine[];
  /** Shops with a line of their own left out by {@link MAX_SHOP_LINES}. */
  readonly linesLeftOut: number;
  /** Where the 30-day low sits on the chart (the latest point at that price within the 30 days). */
  readonly low: { readonly x: number; readonly y: number; readonly price: number };
  /** Today's price on the thick line, its last point, labelled with its value (issue 35 §8). */
  readonly today: ChartMark;
  /**
   * The lowest point of the thick line in the period, the last day it was at that price,
   * labelled with its date (issue 35 §8); null when the price never changed (no point is lower).
   */
  readonly lowest: (ChartMark & { readonly onLowDot: boolean }) | null;
  /** The 30-day window's left edge, for a shaded band. */
  readonly windowX: number;
  /** Axis labels: highest and lowest price of the period, with their y. */
  readonly yLabels: readonly { readonly y: number; readonly price: number }[];
  /** First and last day shown. */
  readonly from: string;
  readonly to: string;
  /** Highest and lowest price of the period. */
  readonly max: number;
  readonly min: number;
}

/**
 * A labelled point, drawn over the chart in a layer that does not scale
 * (so its text keeps its size on a phone, where the drawing is a third of
 * its width): `x` along the width in %, `y` in px from the top (the chart
 * is drawn `height` px tall, so the drawing's units are px upright), the
 * label's baseline and which end of it sits at `x`.
 */
export interface ChartMark {
  readonly x: number;
  readonly y: number;
  readonly price: number;
  /** The day of the point (YYYY-MM-DD). */
  readonly date: string;
  readonly labelY: number;
  readonly anchor: 'start' | 'middle' | 'end';
}

export const CHART_DAYS = 180;
const WIDTH = 600;
const HEIGHT = 160;
/** Room below the lowest price for its date, room above it for the highest (issue 35 §8). */
const PAD = { left: 8, right: 8, top: 12, bottom: 24 };
/** A label's baseline this far above its point, or below it (12 px text). */
const LABEL_ABOVE = 7;
const LABEL_BELOW = 17;
const DAY_MS = 86_400_000;

const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const round = (value: number) => Math.round(value * 10) / 10;

interface Step {
  day: number;
  price: number;
}

/** The steps of `changes` inside the period [start, end]; the price in effect when it starts begins them. */
function stepsOf(changes: readonly ChartChange[], start: number, end: number): Step[] {
  const sorted = [...changes].filter((c) => dayOf(c.date) <= end).sort((a, b) => (a.date < b.date ? -1 : 1));
  const steps: Step[] = [];
  for (const change of sorted) {
    const day = Math.max(dayOf(change.date), start);
    const previous = steps.at(-1);
    if (previous && previous.day === day) previous.price = change.price;
    else steps.push({ day, price: change.price });
  }
  return steps.filter((step, i) => step.day >= start || (steps[i + 1]?.day ?? end + 1) > start);
}

/** Path data of steps: horizontal to each change's day, then vertical to its price, on to `end`. */
function pathOf(steps: readonly Step[], end: number, x: (day: number) => number, y: (price: number) => number) {
  const [first, ...rest] = steps as [Step, ...Step[]];
  const segments = [`M${x(first.day)},${y(first.price)}`];
  for (const step of rest) segments.push(`H${x(step.day)}`, `V${y(step.price)}`);
  segments.push(`H${x(end)}`);
  return segments.join('');
}

/**
 * The thick line's lowest point: the last day it was at its lowest price,
 * its date below it (the room PAD.bottom keeps), the label's end kept
 * inside the chart near its edges. Null for a price that never changed.
 */
function lowestPoint(
  steps: readonly Step[],
  end: number,
  x: (day: number) => number,
  y: (price: number) => number,
  percent: (viewX: number) => number,
): ChartMark | null {
  const prices = steps.map((step) => step.price);
  const least = Math.min(...prices);
  if (least === Math.max(...prices)) return null;
  const index = prices.lastIndexOf(least);
  const day = Math.min((steps[index + 1]?.day ?? end + 1) - 1, end);
  const at = percent(x(day));
  return {
    x: at,
    y: y(least),
    price: least,
    date: dateOf(day),
    labelY: y(least) + LABEL_BELOW,
    anchor: at < 35 ? 'start' : at > 65 ? 'end' : 'middle',
  };
}

/**
 * The chart of `changes` (sorted or not) over the 180 days up to `asOf`,
 * with the 30-day low `lowest30`, and a thin line for each of `shops`
 * (several shops' own prices; pass none for one shop). Null when there is
 * no price in the period.
 */
export function priceChart(
  changes: readonly ChartChange[],
  asOf: string,
  lowest30: number,
  shops: readonly ChartLineInput[] = [],
): PriceChart | null {
  const end = dayOf(asOf);
  const start = end - CHART_DAYS + 1;
  const inPeriod = stepsOf(changes, start, end);
  if (inPeriod.length === 0) return null;
  const shopSteps = shops
    .slice(0, MAX_SHOP_LINES)
    .map((shop) => ({ label: shop.label, steps: stepsOf(shop.changes, start, end) }))
    .filter((shop) => shop.steps.length > 0);
  // One scale for every line, so a shop's line sits where its prices are.
  const prices = [...inPeriod, ...shopSteps.flatMap((shop) => shop.steps)].map((s) => s.price);
  const max = Math.max(...prices);
  const min = Math.min(...prices, lowest30);
  const span = max - min || 1;
  const x = (day: number) => round(PAD.left + ((day - start) / (CHART_DAYS - 1)) * (WIDTH - PAD.left - PAD.right));
  const y = (price: number) =>
    round(max === min ? HEIGHT / 2 : PAD.top + ((max - price) / span) * (HEIGHT - PAD.top - PAD.bottom));
  const first = inPeriod[0] as Step;

  // The latest day within the 30 days on which the low was the price.
  const windowStart = end - 29;
  let lowDay = end;
  for (let i = inPeriod.length - 1; i >= 0; i -= 1) {
    const step = inPeriod[i] as Step;
    const stepEnd = (inPeriod[i + 1]?.day ?? end + 1) - 1;
    if (step.price === lowest30 && stepEnd >= windowStart) {
      lowDay = Math.min(stepEnd, end);
      break;
    }
  }

  const percent = (viewX: number) => round((viewX / WIDTH) * 100);
  const lowest = lowestPoint(inPeriod, end, x, y, percent);
  const last = inPeriod.at(-1) as Step;
  const todayY = y(last.price);
  // Above its point, unless that would run off the top.
  const today: ChartMark = {
    x: percent(x(end)),
    y: todayY,
    price: last.price,
    date: asOf,
    labelY: todayY - LABEL_ABOVE >= 14 ? todayY - LABEL_ABOVE : todayY + LABEL_BELOW,
    anchor: 'end',
  };

  return {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    width: WIDTH,
    height: HEIGHT,
    path: pathOf(inPeriod, end, x, y),
    lines: shopSteps.map((shop, style) => ({ label: shop.label, path: pathOf(shop.steps, end, x, y), style })),
    linesLeftOut: Math.max(0, shops.length - MAX_SHOP_LINES),
    low: { x: x(lowDay), y: y(lowest30), price: lowest30 },
    today,
    lowest: lowest && {
      ...lowest,
      // The 30-day low's dot already marks it (the common case: the 30-day low is the period's).
      onLowDot: lowest.price === lowest30 && lowest.date === dateOf(lowDay),
    },
    windowX: x(windowStart),
    yLabels:
      max === min
        ? [{ y: y(max), price: max }]
        : [
            { y: y(max), price: max },
            { y: y(min), price: min },
          ],
    from: dateOf(Math.max(first.day, start)),
    to: asOf,
    max,
    min,
  };
}
