/**
 * The browser side of a listing's filter (issue 12 §3): started by the
 * FilterBar island once it hydrates, it takes over the page's native filter
 * form without replacing it.
 *
 * - It loads the listing's data file, reads the state from the URL and from
 *   any control the visitor changed while the island loaded, and shows the
 *   form, the counts and the results for it.
 * - Every change of the form applies at once: the option counts, the
 *   results (the server's cards, cloned from the page's card templates and
 *   filled by ./card-fill.browser.ts, with card data fetched in chunks for the
 *   products shown) and the URL (pushState, so back and
 *   forward move through the views; typing in a price field is one step).
 * - With nothing chosen, on the page the server built, the server's own
 *   grid and page links come back.
 * - Back and forward write the URL's state into every control, so what the
 *   form shows is what the next change starts from (issue 22).
 * - "Visa produkter" (the form's submit) and Enter no longer load a page:
 *   they bring the results into view and focus the count (issue 22).
 *
 * DOM glue only: every rule is in the pure modules next to it.
 */

import { type CardData, cardFromTuple } from '../../client/card';
import { viewShown } from '../../client/url-view';
import { fitGroupCopy } from '../../copy/fit';
import { listing } from '../../copy/listing';
import { cardChunkPath } from '../../routing/routes';
import { fitText, formatNiche } from '../../shared/fit';
import { type CardTemplates, filledCard, fitHeading } from './card-fill.browser';
import { type DecodedListing, decodeListing } from './listing-data.browser';
import {
  defaultState,
  type FitGroup,
  facetsOf,
  fitGroups,
  fitOf,
  isDefaultView,
  type ListingFacets,
  type ListingState,
  matchingRows,
  optionCounts,
  sameState,
  sortResults,
} from './listing-filter.browser';
import {
  choiceIndex,
  choicesOf,
  commitRange,
  countFor,
  factsFiltered,
  formValuesOf,
  isNicheField,
  optionText,
  queryWithChanges,
  rangeIn,
  rangeOf,
  typeRange,
} from './listing-form.browser';
import { type SavedView, savedView, withSavedView } from './listing-history.browser';
import { parseQuery, QUERY, queryOf } from './listing-query.browser';
import { revealScroll } from './listing-reveal.browser';

/** What the island shows above the grid. */
export type ListingStatus =
  | { readonly kind: 'server' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'error' }
  | {
      readonly kind: 'results';
      /** Cards shown, matching products, products of the listing. */
      readonly shown: number;
      readonly matching: number;
      readonly total: number;
      /** With a niche chosen: the groups of the matching products, by how they fit it (src/shared/fit.ts); else null. */
      readonly groups: readonly FitGroup[] | null;
    };

export interface ListingElements {
  readonly form: HTMLFormElement;
  readonly grid: HTMLElement;
  /** The server's page links; hidden while the view is not the server's page. */
  readonly pagination: HTMLElement | null;
  /** The folded group of product-fact filters: opened when one of them is set. */
  readonly details: HTMLDetailsElement | null;
  /**
   * The island's status line with the count (an aria-live region, focusable
   * with tabindex=-1): "Visa produkter" scrolls it into view and focuses it.
   */
  readonly status: HTMLElement | null;
  /** The listing's card templates (./CardTemplates.astro), which results are drawn from. */
  readonly templates: CardTemplates;
}

export interface ListingOptions {
  readonly dataUrl: string;
  /** The listing's first page (/vinkyl): filtered views live there. */
  readonly listingPath: string;
  /** The page the server built (/vinkyl/sida/3). */
  readonly pagePath: string;
  readonly pageSize: number;
  readonly onStatus: (status: ListingStatus) => void;
}

/** Names of the controls the visitor changed before the island was there (their value is not the page's default). */
function changedControls(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement) {
      const changed =
        element.type === 'checkbox' || element.type === 'radio'
          ? element.checked !== element.defaultChecked
          : element.value !== element.defaultValue;
      if (changed && element.name) names.add(element.name);
    } else if (element instanceof HTMLSelectElement) {
      // Without a `selected` attribute a select's default is its first option.
      const options = [...element.options];
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      if (initial !== undefined && element.value !== initial.value) names.add(element.name);
    }
  }
  return names;
}

function entriesOf(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
}

export class ListingController {
  private data: DecodedListing | null = null;
  private facets: ListingFacets | null = null;
  private state: ListingState | null = null;
  private results: number[] = [];
  /** With a niche: the results' groups by how they fit it, in order. */
  private groups: readonly FitGroup[] | null = null;
  private shown = 0;
  /** Increases with every render: an answer for an older one is dropped. */
  private renderId = 0;
  /** Whether the current history entry belongs to the price or bottle field being typed in. */
  private typing = false;
  private readonly chunks = new Map<number, Promise<(CardData | null)[]>>();
  /** The server's cards, kept to show again when the view is the page's own. */
  private readonly serverGrid: readonly Node[];
  private readonly abort = new AbortController();
  private readonly options: ListingOptions;

  constructor(
    private readonly elements: ListingElements,
    options: ListingOptions,
  ) {
    this.serverGrid = [...elements.grid.childNodes].map((node) => node.cloneNode(true));
    // Any status but loading means a view is on screen (or none will be): the grid a link's view hid shows again.
    this.options = {
      ...options,
      onStatus: (status) => {
        if (status.kind !== 'loading') viewShown(elements.grid);
        options.onStatus(status);
      },
    };
  }

  /** Loads the data and takes the form over; resolves when the first view is shown. */
  async start(): Promise<void> {
    const { form } = this.elements;
    this.options.onStatus({ kind: 'loading' });
    let data: DecodedListing;
    try {
      const response = await fetch(this.options.dataUrl, { signal: this.abort.signal });
      if (!response.ok) throw new Error(`${this.options.dataUrl}: HTTP ${response.status}`);
      data = decodeListing(await response.json());
    } catch (error) {
      if (this.abort.signal.aborted) return;
      this.options.onStatus({ kind: 'error' });
      // Without its data the form stays what it is without JavaScript: submitting reloads the page.
      throw error;
    }
    this.data = data;
    const facets = facetsOf(data.rows, form.elements.namedItem(QUERY.brand) ? data.brandNames : null);
    this.facets = facets;
    // The link's view, with whatever the visitor changed while this loaded; a price being typed stays as typed.
    const focused = document.activeElement;
    const typingIn =
      focused instanceof HTMLInputElement && focused.form === form ? rangeOf(focused.name) && focused : null;
    const changed = changedControls(form);
    if (typingIn) changed.delete(typingIn.name);
    let state = parseQuery(queryWithChanges(location.search, changed, entriesOf(form)), facets);
    if (typingIn) {
      const field = rangeOf(typingIn.name);
      if (field) state = typeRange(state, facets, field.range, field.end, typingIn.value);
    }
    // A niche typed in part while this loaded stays as typed: it is not a niche yet.
    this.writeForm(state, typingIn || null, state.niche === null);
    this.listen();
    // The form now applies every change at once (styles and tests can tell).
    form.dataset.enhanced = '';
    // A choice made while this loaded is a step of its own (back returns to the page as it was);
    // otherwise the URL is only written in its own form (a form submitted without JavaScript names ranges apart).
    const chosen = !sameState(state, parseQuery(location.search, facets));
    // Back from a product to this entry: the results and the place it showed (issue 22). The browser's own
    // scroll restoration ran before the results were drawn, so this page restores it itself.
    const saved = chosen ? savedView(null) : savedView(window.history.state);
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', () => this.remember({ scrollY: window.scrollY, anchor: this.anchor() }), {
      signal: this.abort.signal,
    });
    const drawn = this.apply(state, chosen ? 'push' : 'replace', saved.shown);
    this.typing = chosen && typingIn !== null;
    await drawn;
    if (saved.shown !== null) this.remember({ shown: this.shown });
    if (saved.scrollY !== null) window.scrollTo(0, saved.scrollY);
    const anchor = saved.anchor === null ? null : this.cardOf(saved.anchor.href);
    if (anchor !== null && saved.anchor !== null) await this.settleAt(anchor, saved.anchor.top);
  }

  /**
   * Scrolls so `card` is where it was, again after each frame until the
   * layout holds: cards far from the view are drawn at a placeholder height
   * (content-visibility in global.css) and take their real one only when the
   * browser paints them near the view.
   */
  private async settleAt(card: Element, top: number): Promise<void> {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let round = 0; round < 6; round += 1) {
      const off = card.getBoundingClientRect().top - top;
      if (Math.abs(off) < 1 && round > 0) return;
      window.scrollTo(0, window.scrollY + off);
      await frame();
      await frame();
    }
  }

  /** Saves part of the view in the current history entry, keeping its URL. */
  private remember(view: Partial<SavedView>): void {
    window.history.replaceState(withSavedView(window.history.state, view), '');
  }

  /** The first card in view and where its top is: the place Back returns to. */
  private anchor(): SavedView['anchor'] {
    for (const card of this.elements.grid.querySelectorAll('[data-product-card]')) {
      const box = card.getBoundingClientRect();
      if (box.bottom <= 0) continue;
      const href = card.querySelector('h3 a')?.getAttribute('href');
      return href ? { href, top: box.top } : null;
    }
    return null;
  }

  /** The card linking to a product path, if the grid shows it. */
  private cardOf(href: string): Element | null {
    for (const link of this.elements.grid.querySelectorAll('[data-product-card] h3 a')) {
      if (link.getAttribute('href') === href) return link.closest('[data-product-card]');
    }
    return null;
  }

  stop(): void {
    this.abort.abort();
  }

  /** Shows the next page of results below the ones shown. */
  more(): void {
    if (this.state === null) return;
    const from = this.shown;
    this.shown = Math.min(this.results.length, from + this.options.pageSize);
    this.remember({ shown: this.shown });
    void this.renderCards(from, this.shown, 'append');
  }

  private listen(): void {
    const { form } = this.elements;
    const signal = this.abort.signal;
    form.addEventListener(
      'input',
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLInputElement) || this.state === null || this.facets === null) return;
        if (isNicheField(target.name)) {
          // A niche applies as soon as its three fields make one; typing it is one step of history.
          const next = choicesOf(entriesOf(form), this.state, this.facets);
          if (next.niche === null || sameState(next, this.state)) return;
          this.apply(next, this.typing ? 'replace' : 'push');
          this.typing = true;
          return;
        }
        const field = rangeOf(target.name);
        if (!field) return;
        const next = typeRange(this.state, this.facets, field.range, field.end, target.value);
        if (sameState(next, this.state)) return;
        this.apply(next, this.typing ? 'replace' : 'push');
        this.typing = true;
      },
      { signal },
    );
    form.addEventListener(
      'change',
      (event) => {
        const target = event.target;
        if (this.state === null || this.facets === null) return;
        if (target instanceof HTMLInputElement && rangeOf(target.name)) {
          this.commit(target);
          return;
        }
        this.typing = false;
        const next = choicesOf(entriesOf(form), this.state, this.facets);
        // A field left after typing (the niche's) changes nothing more: drawing the view again would drop the
        // results "Visa fler produkter" is about to add.
        if (sameState(next, this.state)) return;
        this.apply(next, 'push');
      },
      { signal },
    );
    form.addEventListener(
      'submit',
      (event) => {
        if (this.state === null) return;
        event.preventDefault();
        const target = document.activeElement;
        if (target instanceof HTMLInputElement && target.form === form && rangeOf(target.name)) this.commit(target);
        // Every change is applied already: "Visa produkter" (or Enter) now means "show me them".
        this.reveal();
      },
      { signal },
    );
    form.addEventListener(
      'reset',
      () => {
        if (this.facets === null) return;
        const facets = this.facets;
        // The browser resets the controls after this event: show the default view once it has.
        setTimeout(() => {
          const state = defaultState(facets);
          this.typing = false;
          this.writeForm(state, null);
          this.apply(state, 'push');
        }, 0);
      },
      { signal },
    );
    window.addEventListener(
      'popstate',
      () => {
        if (this.facets === null) return;
        const state = parseQuery(location.search, this.facets);
        this.typing = false;
        this.writeForm(state, null);
        void this.apply(state, 'none', savedView(window.history.state).shown);
      },
      { signal },
    );
  }

  /**
   * Brings the status line and the first result into view (at once with
   * reduced motion) and moves focus to the status line, so a screen reader
   * reads the count even when it did not change, and the next Tab continues
   * from the results rather than from the button far above them.
   */
  private reveal(): void {
    const { status, grid } = this.elements;
    if (!status) return;
    const card = grid.querySelector('[data-product-card]');
    const name = card?.querySelector('h3') ?? card;
    const behavior = revealScroll(
      status.getBoundingClientRect(),
      card && name ? { top: card.getBoundingClientRect().top, bottom: name.getBoundingClientRect().bottom } : null,
      window.innerHeight,
      window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    );
    if (behavior !== null) status.scrollIntoView({ block: 'start', behavior });
    // Focus would scroll again, instantly, and cut a smooth scroll short.
    status.focus({ preventScroll: true });
  }

  /** A range field left or entered: applied with spec §5's capping, and the field shows the result. */
  private commit(input: HTMLInputElement): void {
    const field = rangeOf(input.name);
    if (!field || this.state === null || this.facets === null) return;
    const next = commitRange(this.state, this.facets, field.range, field.end, input.value);
    const range = rangeIn(next, field.range);
    if (range) input.value = String(range[field.end]);
    this.apply(next, this.typing ? 'replace' : 'push');
    this.typing = false;
  }

  /**
   * Sets every control to the state, except `skip` (the field the visitor is
   * typing in) and, with `keepNiche`, the niche's fields.
   */
  private writeForm(state: ListingState, skip: Element | null, keepNiche = false): void {
    const { form } = this.elements;
    for (const [name, value] of formValuesOf(state)) {
      const control = form.elements.namedItem(name);
      if (control === null || control === skip || (keepNiche && isNicheField(name))) continue;
      if (control instanceof RadioNodeList) {
        // Every button of the group is set, so the old choice is always cleared (see choiceIndex).
        const radios = [...control].filter((node): node is HTMLInputElement => node instanceof HTMLInputElement);
        const checked = choiceIndex(
          radios.map((radio) => radio.value),
          value,
        );
        radios.forEach((radio, index) => {
          radio.checked = index === checked;
        });
      } else if (control instanceof HTMLSelectElement) {
        control.selectedIndex = choiceIndex(
          [...control.options].map((option) => option.value),
          value,
        );
      } else if (control instanceof HTMLInputElement) {
        if (control.type === 'checkbox') control.checked = value === control.value;
        else control.value = value;
      }
    }
  }

  /** Shows a state (at least one page of results, `show` when more were shown); resolves once it is drawn. */
  private apply(state: ListingState, history: 'push' | 'replace' | 'none', show: number | null = null): Promise<void> {
    const { data, facets } = this;
    if (data === null || facets === null) return Promise.resolve();
    this.updateUrl(state, facets, history);
    this.state = state;
    this.updateForm(state, facets);
    const { grid, pagination } = this.elements;
    if (isDefaultView(state, facets) && location.pathname === this.options.pagePath) {
      this.renderId += 1;
      grid.replaceChildren(...this.serverGrid.map((node) => node.cloneNode(true)));
      grid.removeAttribute('aria-busy');
      if (pagination) pagination.hidden = false;
      this.results = [];
      this.groups = null;
      this.shown = 0;
      this.options.onStatus({ kind: 'server' });
      return Promise.resolve();
    }
    if (pagination) pagination.hidden = true;
    const ordered = fitGroups(
      data.rows,
      sortResults(data.rows, matchingRows(data.rows, state, facets), state.sort),
      state.niche,
    );
    this.results = ordered.indices;
    this.groups = ordered.groups;
    this.shown = Math.min(this.results.length, Math.max(this.options.pageSize, show ?? 0));
    return this.renderCards(0, this.shown, 'replace');
  }

  private updateUrl(state: ListingState, facets: ListingFacets, history: 'push' | 'replace' | 'none'): void {
    if (history === 'none') return;
    const path = isDefaultView(state, facets) ? location.pathname : this.options.listingPath;
    const url = `${path}${queryOf(state, facets, location.search)}${location.hash}`;
    if (url === `${location.pathname}${location.search}${location.hash}`) return;
    if (history === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  }

  /** Counts, the reset button and the facts group for a state. */
  private updateForm(state: ListingState, facets: ListingFacets): void {
    const { form, details } = this.elements;
    const rows = this.data?.rows ?? [];
    const counts = optionCounts(rows, state, facets);
    for (const element of form.querySelectorAll<HTMLElement>('[data-count-for]')) {
      const [name = '', value = ''] = (element.dataset.countFor ?? '').split('=');
      const count = countFor(name, value, counts);
      if (count === null) continue;
      if (element instanceof HTMLOptionElement) element.textContent = optionText(element.dataset.label ?? '', count);
      else element.textContent = listing.optionCount(count);
    }
    const reset = form.querySelector<HTMLButtonElement>('button[type="reset"]');
    if (reset) reset.disabled = isDefaultView(state, facets);
    if (details && factsFiltered(state, facets)) details.open = true;
  }

  private chunk(index: number, folder: string): Promise<(CardData | null)[]> {
    let chunk = this.chunks.get(index);
    if (!chunk) {
      chunk = fetch(cardChunkPath(folder, index), { signal: this.abort.signal })
        .then((response) => {
          if (!response.ok) throw new Error(`card chunk ${index}: HTTP ${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .then((tuples) => (Array.isArray(tuples) ? tuples.map(cardFromTuple) : []));
      // A failed chunk is fetched again next time.
      chunk.catch(() => this.chunks.delete(index));
      this.chunks.set(index, chunk);
    }
    return chunk;
  }

  /** Renders results [from, to) into the grid: in place of what it shows, or after it. */
  private async renderCards(from: number, to: number, mode: 'replace' | 'append'): Promise<void> {
    const { data } = this;
    const niche = this.state?.niche ?? null;
    if (data === null) return;
    const indices = this.results.slice(from, to);
    const groups = this.groups;
    this.renderId += 1;
    const id = this.renderId;
    const { grid } = this.elements;
    const status = (): ListingStatus => ({
      kind: 'results',
      shown: this.shown,
      matching: this.results.length,
      total: data.rows.length,
      groups,
    });
    grid.setAttribute('aria-busy', 'true');
    let cards: (CardData | null)[];
    try {
      cards = await Promise.all(
        indices.map(async (index) => {
          const position = data.rows[index]?.pos ?? -1;
          const chunk = await this.chunk(Math.floor(position / data.chunk), data.cards);
          return chunk[position % data.chunk] ?? null;
        }),
      );
    } catch {
      if (id === this.renderId && !this.abort.signal.aborted) {
        grid.removeAttribute('aria-busy');
        this.options.onStatus({ kind: 'error' });
      }
      return;
    }
    if (id !== this.renderId) return;
    const { templates } = this.elements;
    const drawn = cards.flatMap((card, index) => {
      const at = from + index;
      // Each group after the fitting products starts under a heading of its own.
      const group = groups?.find((candidate) => candidate.start === at);
      const heading =
        group === undefined || group.kind === 'fits'
          ? []
          : [fitHeading(templates, group.kind, fitGroupCopy.headings[group.kind])];
      if (card === null) return heading;
      const row = data.rows[indices[index] ?? -1];
      const fit = row === undefined ? null : fitOf(row, niche);
      return [
        ...heading,
        filledCard(templates, card, {
          eager: mode === 'replace' && index < 4,
          ...(niche === null ? {} : { query: `?nisch=${formatNiche(niche)}` }),
          ...(fit === null || fit.kind === 'unknown' ? {} : { fit: fitText(fit), fitKind: fit.kind }),
        }),
      ];
    });
    if (mode === 'replace') grid.replaceChildren(...drawn);
    else grid.append(...drawn);
    grid.removeAttribute('aria-busy');
    this.options.onStatus(status());
  }
}
