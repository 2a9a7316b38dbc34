/**
 * The "Jämför" toggles and the compare tray of every page (issue 14), wired
 * by one delegated click listener, so cards the listing filter renders later
 * (src/features/listing-filter/card-fill.browser.ts) work without being wired one by one.
 * It runs as an inline module script (src/features/compare/CompareTray.astro): no
 * script file is requested at page load.
 *
 * The toggles are hidden by CSS until this script marks the page ready
 * (`html[data-compare-ready]`, src/styles/global.css), so without JavaScript
 * no dead button shows. All visitor text comes from the server-rendered tray
 * (src/copy/compare.ts), none is written here.
 *
 * A toggle never fails silently (issue 19 §12): whatever it does is seen in
 * its pressed state and the tray, and a refusal (the choice is full, the
 * product's SKU cannot be kept, the choice could not be stored) is said in
 * the tray's status line, a polite live region (role="status"), which shows
 * the tray even when nothing is chosen.
 */
import {
  type Chosen,
  COMPARE_STORAGE_KEY,
  compareHref,
  parseChosen,
  serialiseChosen,
  toggleChosen,
} from './compare-state.browser';

/**
 * How long a message waits when its live region has just been shown: a live
 * region that appears with its text already in it is not announced by every
 * screen reader, so the tray shows first and the text follows.
 */
const ANNOUNCE_DELAY_MS = 100;

/** localStorage, or null where it is unavailable (blocked, private modes, sandboxed frames). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(): Chosen[] {
  try {
    return parseChosen(storage()?.getItem(COMPARE_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Stores the choice; false when storage is unavailable or full (the choice then lasts for this page only). */
function write(chosen: readonly Chosen[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(COMPARE_STORAGE_KEY, serialiseChosen(chosen));
    return true;
  } catch {
    return false;
  }
}

export function startCompare(): void {
  const root = document.documentElement;
  const tray = document.querySelector<HTMLElement>('[data-compare-tray]');
  const list = tray?.querySelector<HTMLElement>('[data-compare-list]');
  const link = tray?.querySelector<HTMLAnchorElement>('[data-compare-link]');
  const count = tray?.querySelector<HTMLElement>('[data-compare-count]');
  const message = tray?.querySelector<HTMLElement>('[data-compare-message]');
  const item = tray?.querySelector<HTMLTemplateElement>('template[data-compare-item]');
  if (!tray || !list || !link || !count || !message || !item) return;
  let chosen = read();
  // What the status line says ('' for nothing): kept apart from the choice,
  // so a refusal shows even when nothing is chosen.
  let notice = '';
  // The choice the tray's list shows: redrawn only when it changed, so a
  // sync caused by other DOM changes never takes keyboard focus off a tray button.
  let drawn: string | null = null;

  const sync = (): void => {
    const skus = new Set(chosen.map((c) => c.sku));
    for (const button of document.querySelectorAll<HTMLElement>('[data-compare]')) {
      const pressed = String(skus.has(button.dataset.compare ?? ''));
      if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
    }
    tray.hidden = chosen.length === 0 && notice === '';
    // Nothing to compare: no link to an empty comparison while the tray shows a message.
    link.hidden = chosen.length === 0;
    link.href = compareHref(chosen);
    count.textContent = String(chosen.length);
    const shown = serialiseChosen(chosen);
    if (shown === drawn) return;
    drawn = shown;
    list.replaceChildren(
      ...chosen.map((c) => {
        const entry = item.content.cloneNode(true) as DocumentFragment;
        const name = entry.querySelector('[data-name]');
        const remove = entry.querySelector<HTMLElement>('[data-compare-remove]');
        if (name) name.textContent = c.name;
        if (remove) {
          remove.dataset.compareRemove = c.sku;
          remove.setAttribute('aria-label', `${tray.dataset.removeLabel ?? ''} ${c.name}`.trim());
        }
        return entry;
      }),
    );
  };

  /** Shows `text` in the status line ('' clears it) and syncs the tray, which shows for a message. */
  const tell = (text: string): void => {
    const revealed = tray.hidden && text !== '';
    notice = text;
    sync();
    if (!revealed) {
      message.textContent = text;
      return;
    }
    message.textContent = '';
    setTimeout(() => {
      // Unless another message or a cleared one came first.
      if (notice === text) message.textContent = text;
    }, ANNOUNCE_DELAY_MS);
  };

  /** Keeps the choice; says so when it could not be stored (there is nothing to keep once it is empty). */
  const save = (next: readonly Chosen[]): void => {
    chosen = [...next];
    tell(write(chosen) || chosen.length === 0 ? '' : (tray.dataset.storeMessage ?? ''));
  };

  /** The choice as stored (another tab changed it, or the page came back): earlier messages no longer apply. */
  const reload = (): void => {
    chosen = read();
    tell('');
  };

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest<HTMLElement>('[data-compare]');
    const remove = event.target.closest<HTMLElement>('[data-compare-remove]');
    if (toggle) {
      const name = toggle.querySelector('[data-compare-name]')?.textContent;
      const result = toggleChosen(chosen, { sku: toggle.dataset.compare, name });
      if (result.outcome === 'full') tell(tray.dataset.fullMessage ?? '');
      else if (result.outcome === 'refused') tell(tray.dataset.refusedMessage ?? '');
      else save(result.chosen);
    } else if (remove) {
      save(chosen.filter((c) => c.sku !== remove.dataset.compareRemove));
      // The removed entry's button is gone: keep keyboard focus in the tray.
      if (!tray.hidden) link.focus();
    }
  });
  // Another tab changed the choice, or the page came back from the back/forward cache.
  addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) reload();
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) reload();
  });
  // Cards the listing filter renders arrive with aria-pressed="false": one sync per batch of changes.
  let queued = false;
  new MutationObserver((records) => {
    // The tray's own list changes on every sync: not a reason to sync again.
    if (queued || records.every((record) => tray.contains(record.target))) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      sync();
    });
  }).observe(document.body, { childList: true, subtree: true });
  sync();
  root.dataset.compareReady = '';
}
