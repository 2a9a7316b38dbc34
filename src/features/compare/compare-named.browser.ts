/**
 * /jamfor's inline script (issue 22, issue 35 §8): runs where the compare
 * page's container opens, before the rest of it is parsed. Bundled at build
 * time by src/render/bundled-scripts.ts, so it reads the tray's choice with
 * the tray's own `parseChosen` and writes the tray's own `compareParam`.
 *
 * Without products in the URL it reads the visitor's saved choice and
 * writes it into the URL as `?p=…`, so the tray saying "Jämför (3)" and the
 * page agree, and the address is one to share; the module script
 * (./compare-page.browser.ts) then reads only the URL, checking its SKUs as
 * it checks any link's. When the URL names products it marks the container:
 * CSS hides the how-to the page would otherwise show first and keeps the
 * container a screen tall, so the table the module script draws moves
 * nothing a visitor already sees (issue 22: a layout shift of 0.58 there).
 * Loose on purpose: the module script removes the mark when the URL names no
 * product after all.
 */
import { COMPARE_STORAGE_KEY, compareParam, parseChosen } from './compare-state.browser';

/** A `p=` with something after it: what the module script will try to read products from. */
const NAMED = /(?:^|&)p=[^&]/;

const container = document.currentScript?.parentElement;
const query = location.search.slice(1);
let named = NAMED.test(query);
if (!named) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage refused (privacy settings): nothing saved to show, the how-to stays.
  }
  const chosen = parseChosen(stored);
  if (chosen.length > 0) {
    const others = query.split('&').filter((part) => part !== '' && !part.startsWith('p='));
    history.replaceState(history.state, '', `?${[compareParam(chosen), ...others].join('&')}${location.hash}`);
    named = true;
  }
}
if (named && container) container.dataset.compareNamed = '';
