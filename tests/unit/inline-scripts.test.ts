/**
 * The pages' inline scripts are bundled at build time from their browser
 * modules (src/render/bundled-scripts.ts). Running each bundled script, the
 * bytes a page ships, in a small sandbox shows it does exactly what the
 * shared definitions it was built from say.
 */
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORY_MAX_LENGTH, BLOG_CATEGORY_RULES, BLOG_CATEGORY_SLUG } from '../../src/client/blog-category';
import { VIEW_PENDING, VIEW_PENDING_LIMIT_MS } from '../../src/client/url-view';
import { fitCopy } from '../../src/copy/fit';
import { parseCompareParam } from '../../src/features/compare/compare-data.browser';
import {
  type Chosen,
  COMPARE_MAX,
  COMPARE_STORAGE_KEY,
  compareHref,
  isSku,
  parseChosen,
  serialiseChosen,
} from '../../src/features/compare/compare-state.browser';
import {
  BLOG_CATEGORY_HEAD_SCRIPT,
  COMPARE_NAMED_SCRIPT,
  FIT_REASON_SCRIPT,
  VIEW_PENDING_SCRIPT,
} from '../../src/render/bundled-scripts';
import { OWN_INLINE_SCRIPTS } from '../../src/render/own-inline-scripts';
import { type Basis, fitText, judge, type Needs, parseNiche } from '../../src/shared/fit';

/** Runs the head script for `search`; returns the CSS it adopted and the category it marked, if any. */
function runHeadScript(search: string): { css: string | null; category: string | undefined } {
  let css: string | null = null;
  const documentElement = { dataset: {} as Record<string, string> };
  class CSSStyleSheet {
    replaceSync(text: string) {
      css = text;
    }
  }
  const document = { documentElement, adoptedStyleSheets: [] as unknown[] };
  vm.runInNewContext(BLOG_CATEGORY_HEAD_SCRIPT, { location: { search }, URLSearchParams, CSSStyleSheet, document });
  return { css, category: documentElement.dataset.blogCategory };
}

describe('the blog category head script', () => {
  it('adopts the same rules as BLOG_CATEGORY_RULES for a valid category', () => {
    expect(runHeadScript('?category=vinforvaring')).toEqual({
      css: BLOG_CATEGORY_RULES('vinforvaring'),
      category: 'vinforvaring',
    });
  });

  it.each([
    ['no parameter', ''],
    ['an empty category', '?category='],
    ['a category the slug rule refuses', '?category=%22%5D%7Bdisplay:none%7D'],
    ['upper case', '?category=Vin'],
    ['over 100 characters', `?category=${'a'.repeat(BLOG_CATEGORY_MAX_LENGTH + 1)}`],
  ])('does nothing for %s', (_name, search) => {
    expect(runHeadScript(search)).toEqual({ css: null, category: undefined });
  });

  it('reads a category of exactly the longest length', () => {
    const longest = 'a'.repeat(BLOG_CATEGORY_MAX_LENGTH);
    expect(runHeadScript(`?category=${longest}`).category).toBe(longest);
  });

  it('uses the same slug rule as BLOG_CATEGORY_SLUG', () => {
    expect(BLOG_CATEGORY_HEAD_SCRIPT).toContain(`/${BLOG_CATEGORY_SLUG.source}/`);
    for (const slug of ['a', 'vin-och-mat', 'a1-b2', '-a', 'a-', 'a--b', 'å']) {
      expect(runHeadScript(`?category=${encodeURIComponent(slug)}`).category, slug).toBe(
        BLOG_CATEGORY_SLUG.test(slug) ? slug : undefined,
      );
    }
  });

  it('is one of the inline scripts the CSP allows', () => {
    expect(OWN_INLINE_SCRIPTS).toContain(BLOG_CATEGORY_HEAD_SCRIPT);
  });
});

/** Runs the product page's fit script for `search` and what the build wrote; what the paragraph shows. */
function runFitScript(
  search: string,
  needs: string,
  basis: string,
): { text: string; kind: string | undefined; hidden: boolean } {
  const paragraph = { textContent: '', hidden: true, dataset: { needs, fitBasis: basis } as Record<string, string> };
  const document = { querySelector: (selector: string) => (selector === '[data-fit-reason]' ? paragraph : null) };
  vm.runInNewContext(FIT_REASON_SCRIPT, { location: { search }, URLSearchParams, Intl, document });
  return { text: paragraph.textContent, kind: paragraph.dataset.fitKind, hidden: paragraph.hidden };
}

/** What src/shared/fit.ts and src/copy/fit.ts say for the same niche and needs. */
function expected(
  niche: string,
  needs: Needs,
  basis: Basis,
): { text: string; kind: string | undefined; hidden: boolean } {
  const size = parseNiche(niche);
  if (size === null) return { text: '', kind: undefined, hidden: true };
  const fit = judge(size, needs, basis);
  return {
    text: `${fitCopy.yourNiche(size.width, size.height, size.depth)} ${fitText(fit)}`,
    kind: fit.kind,
    hidden: false,
  };
}

const written = (needs: Needs) =>
  [needs.width, needs.height, needs.depth].map((cm) => (cm === null ? '' : String(cm))).join('x');

describe('the product page’s fit script (issue 21 §2, issue 35 §4)', () => {
  it.each([
    [
      'fits by its stated installation size',
      '60x85x57',
      { width: 59.5, height: 82, depth: 55 },
      'stated',
      'Din nisch 60 × 85 × 57 cm. Passar: kräver 59,5 × 82 × 55 cm',
    ],
    [
      'fits by its outer size only',
      '60x85x57',
      { width: 59.5, height: 82, depth: 57 },
      'outer',
      'Din nisch 60 × 85 × 57 cm. Mått passar (59,5 × 82 × 57 cm) – kontrollera installationsmåttet hos butiken',
    ],
    [
      'is free-standing',
      '60x85x57',
      { width: 50, height: 80, depth: 50 },
      'free-standing',
      'Din nisch 60 × 85 × 57 cm. Fristående – ska inte byggas in. Kräver 50 × 80 × 50 cm med luft runt om',
    ],
    [
      'misses by 1 cm',
      '60x85x57',
      { width: 60, height: 82, depth: 58 },
      'stated',
      'Din nisch 60 × 85 × 57 cm. Passar nästan: 1 cm för djup',
    ],
    [
      'is 2,5 cm too deep',
      '60x85x57',
      { width: 59.5, height: 82, depth: 59.5 },
      'stated',
      'Din nisch 60 × 85 × 57 cm. Passar inte: 2,5 cm för djup',
    ],
    [
      'has an unknown depth',
      '59,5×82×57',
      { width: 56, height: 82, depth: null },
      'outer',
      'Din nisch 59,5 × 82 × 57 cm. Mått saknas – kontrollera hos butiken',
    ],
  ] as const)('says the same as the listing when the product %s', (_name, niche, needs, basis, text) => {
    const shown = runFitScript(`?nisch=${encodeURIComponent(niche)}`, written(needs), basis);
    expect(shown.text.replace(/\u00a0/g, ' ')).toBe(text);
    expect(shown).toEqual(expected(niche, needs, basis));
  });

  it('agrees with parseNiche, judge and fitText on 2,000 generated niches and products', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const dimension = () => {
      const pick = random();
      if (pick < 0.05) return String(Math.floor(random() * 400));
      if (pick < 0.1) return 'abc';
      const value = 20 + Math.floor(random() * 1600) / 10;
      return random() < 0.5 ? String(value).replace('.', ',') : String(value);
    };
    const need = () => (random() < 0.15 ? null : 20 + Math.floor(random() * 1700) / 10);
    const bases: readonly Basis[] = ['stated', 'outer', 'free-standing'];
    for (let i = 0; i < 2000; i += 1) {
      const separator = ['x', '×', '*', 'X'][Math.floor(random() * 4)] as string;
      const niche = [dimension(), dimension(), dimension()].join(separator);
      const needs = { width: need(), height: need(), depth: need() };
      const basis = bases[i % bases.length] as Basis;
      expect(
        runFitScript(`?nisch=${encodeURIComponent(niche)}`, written(needs), basis),
        `${niche} ${written(needs)} ${basis}`,
      ).toEqual(expected(niche, needs, basis));
    }
  });

  it('is the bundle of its browser module, not a copy by hand: no fit rule is written in it twice', () => {
    // The near-miss limit and the texts come from src/shared/fit.ts and src/copy/fit.ts through the bundle.
    expect(FIT_REASON_SCRIPT).toContain(fitCopy.unknown);
    expect(FIT_REASON_SCRIPT).not.toContain('import');
  });

  it.each([
    ['no niche', ''],
    ['two dimensions', '?nisch=60x85'],
    ['a dimension out of range', '?nisch=60x850x57'],
    ['an overlong value', `?nisch=${'6'.repeat(41)}`],
  ])('stays hidden with %s', (_name, search) => {
    expect(runFitScript(search, '59.5x82x57', 'stated')).toEqual({ text: '', kind: undefined, hidden: true });
  });

  it('is one of the inline scripts the CSP allows', () => {
    expect(OWN_INLINE_SCRIPTS).toContain(FIT_REASON_SCRIPT);
  });
});

/** What the compare page's inline script did: whether it marked its container, and the URL it wrote, if any. */
interface CompareScriptRun {
  readonly marked: boolean;
  /** The query and hash the script put into the address bar (history.replaceState), or null. */
  readonly url: string | null;
  /** Whether it read the saved choice at all. */
  readonly readStorage: boolean;
}

/**
 * Runs the compare page's inline script for `search` (and `hash`) with
 * `stored` under the tray's localStorage key (a function throws, as a
 * browser does where storage is blocked).
 */
function runCompareScript(search: string, stored: string | null | (() => never) = null, hash = ''): CompareScriptRun {
  const parentElement = { dataset: {} as Record<string, string> };
  let url: string | null = null;
  let readStorage = false;
  const localStorage = {
    getItem(key: string) {
      readStorage = true;
      if (typeof stored === 'function') return stored();
      return key === COMPARE_STORAGE_KEY ? stored : null;
    },
  };
  const history = {
    state: null,
    replaceState(_state: unknown, _title: string, next: string) {
      url = next;
    },
  };
  vm.runInNewContext(COMPARE_NAMED_SCRIPT, {
    location: { search, hash },
    localStorage,
    history,
    document: { currentScript: { parentElement } },
  });
  return { marked: 'compareNamed' in parentElement.dataset, url, readStorage };
}

describe("the compare page's inline script", () => {
  function marks(search: string): boolean {
    return runCompareScript(search).marked;
  }

  it('marks the page whenever the module script will find products in the URL, so the how-to never flashes', () => {
    const searches = [
      '?p=A',
      '?p=A,B,C',
      '?x=1&p=A',
      '?p=%20A%20',
      '?p=A+B',
      '?p=,,A',
      '?p=A&p=B',
      '?utm_source=x&p=%C3%A5',
      ...Array.from({ length: 200 }, (_, i) => `?${i % 3 === 0 ? 'q=1&' : ''}p=${'AB,'.repeat(i % 5)}SKU-${i}`),
    ];
    for (const search of searches) {
      expect(parseCompareParam(search, 4).skus.length, search).toBeGreaterThan(0);
      expect(marks(search), search).toBe(true);
    }
  });

  it('leaves the page alone without a p= parameter', () => {
    for (const search of ['', '?', '?q=p=A', '?xp=A', '?p=', '?p=&q=1', '?P=A']) {
      expect(parseCompareParam(search, 4).skus, search).toEqual([]);
      expect(marks(search), search).toBe(false);
    }
  });

  it('opens the saved choice when the URL names no product, and writes it into the URL as the tray links it (issue 35 §8)', () => {
    const chosen: Chosen[] = [
      { sku: 'VIN-1', name: 'Vinkyl' },
      { sku: 'A,B', name: 'Komma' },
      { sku: '50% & mer+', name: 'Tecken' },
    ];
    const run = runCompareScript('', serialiseChosen(chosen));
    expect(run.marked).toBe(true);
    expect(run.url).toBe(compareHref(chosen).slice(compareHref(chosen).indexOf('?')));
    expect(parseCompareParam(run.url ?? '', COMPARE_MAX).skus).toEqual(chosen.map((c) => c.sku));
    // An empty p= is no product: replaced, other parameters and the hash kept.
    expect(runCompareScript('?p=&utm_source=x', serialiseChosen(chosen.slice(0, 1)), '#tabell').url).toBe(
      '?p=VIN-1&utm_source=x#tabell',
    );
    // A URL that names products wins over the saved choice, which is then not read.
    expect(runCompareScript('?p=X-1', serialiseChosen(chosen))).toEqual({
      marked: true,
      url: null,
      readStorage: false,
    });
  });

  it('gives the page exactly the saved SKUs for any choice the tray can save', () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const alphabet = ['A', 'z', '0', '-', ',', '%', '+', ' ', '&', '#', '?', '=', 'å', 'Ö', '€', '😀', '"', '\\'];
    for (let i = 0; i < 500; i += 1) {
      const chosen: Chosen[] = [];
      const count = Math.floor(random() * (COMPARE_MAX + 1));
      while (chosen.length < count) {
        const length = 1 + Math.floor(random() * 12);
        const sku = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
        if (isSku(sku) && !chosen.some((c) => c.sku === sku)) chosen.push({ sku, name: sku });
      }
      const run = runCompareScript('', serialiseChosen(chosen));
      const shown = run.url === null ? [] : parseCompareParam(run.url, COMPARE_MAX).skus;
      expect(shown, serialiseChosen(chosen)).toEqual(chosen.map((c) => c.sku));
      expect(run.marked, serialiseChosen(chosen)).toBe(chosen.length > 0);
    }
  });

  it.each([
    ['nothing saved', null],
    ['an empty choice', '[]'],
    ['text that is not JSON', '[["A","x"]'],
    ['an object', '{"p":[["A","x"]]}'],
    ['a string', '"A"'],
    ['entries without a SKU', '[[1,"x"],["","y"],"A",null,[]]'],
  ])('shows the how-to for %s', (_name, stored) => {
    expect(runCompareScript('', stored)).toEqual({ marked: false, url: null, readStorage: true });
  });

  it('shows the how-to where storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(runCompareScript('', blocked)).toEqual({ marked: false, url: null, readStorage: true });
  });

  it('reads a damaged choice entry by entry as the tray does, at most four', () => {
    for (const entries of [
      [['A', 'x'], [7, 'y'], ['B'], ['C', 'z', 1], ['D', 'w'], ['E', null], ['F', 'u'], ['G', 'v'], ['H', 't']],
      [['A', 'x'], 'B', null, {}, ['C', 'z']],
    ]) {
      const stored = JSON.stringify(entries);
      expect(parseCompareParam(runCompareScript('', stored).url ?? '', COMPARE_MAX).skus, stored).toEqual(
        parseChosen(stored).map((c) => c.sku),
      );
    }
  });

  it('is one of the inline scripts the CSP allows', () => {
    expect(OWN_INLINE_SCRIPTS).toContain(COMPARE_NAMED_SCRIPT);
  });
});

/** What the listing's inline script did for `search`: whether it marked its scope, and the timer it set. */
interface ViewPendingRun {
  readonly marked: boolean;
  readonly timers: readonly number[];
  /** Runs the timers it set, as the browser would after their delay. */
  readonly expire: () => void;
  /** Whether the mark is still there. */
  readonly stillMarked: () => boolean;
}

/** Runs the listing's inline script where it stands in a scope whose form owns `keys`. */
function runViewPendingScript(search: string, keys = 'sortera nisch marke', inScope = true): ViewPendingRun {
  class HTMLFormElement {
    readonly dataset = { queryKeys: keys };
  }
  const attributes = new Set<string>();
  const scope = {
    setAttribute: (name: string) => attributes.add(name),
    removeAttribute: (name: string) => attributes.delete(name),
    querySelector: (selector: string) => (selector === 'form' ? new HTMLFormElement() : null),
  };
  const currentScript = {
    closest: (selector: string) => (inScope && selector === '[data-island-scope]' ? scope : null),
  };
  const timers: number[] = [];
  const callbacks: (() => void)[] = [];
  const setTimeout = (callback: () => void, delay: number) => {
    timers.push(delay);
    callbacks.push(callback);
  };
  vm.runInNewContext(VIEW_PENDING_SCRIPT, {
    document: { currentScript },
    location: { search },
    URLSearchParams,
    HTMLFormElement,
    setTimeout,
  });
  return {
    marked: attributes.has(VIEW_PENDING),
    timers,
    expire: () => {
      for (const callback of callbacks) callback();
    },
    stillMarked: () => attributes.has(VIEW_PENDING),
  };
}

describe("the listing's inline script", () => {
  it("hides the server's cards while the view a shared link asks for is drawn, and shows them after the limit at the latest", () => {
    const run = runViewPendingScript('?sortera=pris-stigande');
    expect(run.marked).toBe(true);
    expect(run.timers).toEqual([VIEW_PENDING_LIMIT_MS]);
    run.expire();
    expect(run.stillMarked()).toBe(false);
  });

  it('leaves a plain listing, a tracking-only link and a script outside any scope alone', () => {
    for (const run of [
      runViewPendingScript(''),
      runViewPendingScript('?utm_source=nyhetsbrev'),
      runViewPendingScript('?sortera=pris', 'nisch'),
      runViewPendingScript('?sortera=pris', 'sortera', false),
    ]) {
      expect(run.marked).toBe(false);
      expect(run.timers).toEqual([]);
    }
  });
});
