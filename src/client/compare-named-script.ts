/**
 * The compare page's inline script. A module of its own, like
 * ./fit-reason-script.ts: the blog list's module script imports
 * ./inline-scripts.ts, and the compare choice's module in there would
 * become a script file shared with the tray's, requested at page load.
 * Build-time only: the page and the CSP import the source text.
 */
import { COMPARE_MAX, COMPARE_STORAGE_KEY } from '../features/compare/compare-state.browser';

/**
 * /jamfor: runs where the compare page's container opens, before the rest
 * of it is parsed.
 *
 * Without products in the URL it reads the visitor's saved choice (the
 * tray's `localStorage`, [[sku, name], …]) and writes it into the URL as
 * `?p=…` the way the tray's link does (each SKU URI-encoded), so the tray
 * saying "Jämför (3)" and the page agree, and the address is one to share
 * (issue 35 §8). Doing it here rather than in the module script keeps that
 * script reading only the URL, and marks the page before its first paint.
 * The choice is read back as untrusted, entry by entry as the tray reads it
 * (`parseChosen`: [sku, name] pairs, at most four); the module script then
 * checks the SKUs as it checks any link's.
 *
 * When the URL then names products it marks the container: CSS hides the
 * how-to section the page would otherwise show first and keeps the
 * container a screen tall, so the table the module script draws moves
 * nothing a visitor already sees (issue 22: Lighthouse measured a layout
 * shift of 0.58 there). Loose on purpose: the module script
 * (src/features/compare/compare-page.browser.ts) reads the URL properly and
 * removes the mark when it names no product after all.
 */
export const COMPARE_NAMED_SCRIPT =
  '(()=>{const q=location.search.slice(1);' +
  'if(!/(?:^|&)p=[^&]/.test(q))try{' +
  // A stored value that is not a list throws at flatMap: nothing chosen.
  `const p=JSON.parse(localStorage.getItem(${JSON.stringify(COMPARE_STORAGE_KEY)}))` +
  '.flatMap(x=>Array.isArray(x)&&x.length==2&&typeof x[1]=="string"&&typeof x[0]=="string"&&x[0]?[encodeURIComponent(x[0])]:[])' +
  `.slice(0,${COMPARE_MAX}).join(",");if(!p)return;` +
  'history.replaceState(history.state,"","?"+["p="+p,...q.split("&").filter(x=>x&&!x.startsWith("p="))].join("&")+location.hash)' +
  '}catch{return}' +
  'document.currentScript.parentElement.dataset.compareNamed=""})();';
