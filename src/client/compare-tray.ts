/**
 * The "Jämför" toggles and the compare tray of every page (issue 14), wired
 * by one delegated click listener, so cards the listing filter renders later
 * (src/client/card.ts in the browser) work without being wired one by one.
 * It runs as an inline module script (src/components/CompareTray.astro): no
 * script file is requested at page load.
 *
 * The toggles are hidden by CSS until this script marks the page ready
 * (`html[data-compare-ready]`, src/styles/global.css), so without JavaScript
 * no dead button shows. All visitor text comes from the server-rendered tray
 * (src/copy/compare.ts), none is written here.
 */
import {
  type Chosen,
  COMPARE_STORAGE_KEY,
  compareHref,
  isSku,
  parseChosen,
  serialiseChosen,
  toggleChosen,
} from './compare-state';

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
  // The choice the tray's list shows: redrawn only when it changed, so a
  // sync caused by other DOM changes never takes keyboard focus off a tray button.
  let drawn: string | null = null;

  const sync = (): void => {
    const skus = new Set(chosen.map((c) => c.sku));
    for (const button of document.querySelectorAll<HTMLElement>('[data-compare]')) {
      const pressed = String(skus.has(button.dataset.compare ?? ''));
      if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
    }
    tray.hidden = chosen.length === 0;
    if (chosen.length === 0) message.textContent = '';
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

  const save = (next: readonly Chosen[]): void => {
    chosen = [...next];
    message.textContent = write(chosen) ? '' : (tray.dataset.storeMessage ?? '');
    sync();
  };

  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const toggle = event.target.closest<HTMLElement>('[data-compare]');
    const remove = event.target.closest<HTMLElement>('[data-compare-remove]');
    if (toggle && isSku(toggle.dataset.compare)) {
      const name = toggle.querySelector('[data-compare-name]')?.textContent?.trim() || toggle.dataset.compare;
      const result = toggleChosen(chosen, { sku: toggle.dataset.compare, name });
      if (result.outcome === 'full') {
        chosen = [...result.chosen];
        sync();
        message.textContent = tray.dataset.fullMessage ?? '';
      } else {
        save(result.chosen);
      }
    } else if (remove) {
      save(chosen.filter((c) => c.sku !== remove.dataset.compareRemove));
      // The removed entry's button is gone: keep keyboard focus in the tray.
      if (!tray.hidden) link.focus();
    }
  });
  // Another tab changed the choice, or the page came back from the back/forward cache.
  addEventListener('storage', (event) => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) {
      chosen = read();
      sync();
    }
  });
  addEventListener('pageshow', (event) => {
    if (event.persisted) {
      chosen = read();
      sync();
    }
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
