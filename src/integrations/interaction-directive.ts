/**
 * `client:interaction` (registered by ./client-directives.ts): the island
 * stays server-rendered HTML and loads no JavaScript until the visitor shows
 * intent on it: a pointer over or down on it, a touch, focus moving into it,
 * a key press, or a changed form control. Then it loads and hydrates.
 *
 * A click that lands before hydration has finished (the first tap on a
 * button usually does: its pointerdown starts the download) is held back and
 * dispatched again on the same element once the island is hydrated, so the
 * first tap is not lost. The original click's default action is cancelled,
 * so a link or a checkbox acts once, through the replay. When several clicks
 * land while loading, only the last is replayed: a visitor who taps again
 * because nothing happened yet should not undo the first tap.
 *
 * React 19 handles discrete events that arrive after `hydrateRoot` attached
 * its listeners (it hydrates the tree synchronously first), and Astro's
 * React renderer calls `hydrateRoot` synchronously inside `hydrate()`; so
 * once `hydrate()` has resolved every later event, the replayed click
 * included, reaches React. No UI event can run between `hydrateRoot` and the
 * removal of these listeners (only microtasks lie between them), so nothing
 * is handled twice.
 *
 * This file is bundled by esbuild into an inline script of every page with
 * such an island: keep it small, and its imports free of imports of their own.
 */
import type { ClientDirective } from 'astro';
import { onFirstIntent } from '../client/intent';

/**
 * Dispatches `original` again on its target. An event object serves as its
 * own init dictionary: same type (PointerEvent or MouseEvent), coordinates,
 * buttons, modifier keys, bubbling and cancelability.
 */
function replay(original: MouseEvent): void {
  const target = original.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  const Type = original.constructor as typeof MouseEvent;
  target.dispatchEvent(new Type(original.type, original));
}

const interactionDirective: ClientDirective = (load, _options, el) => {
  let heldClick: MouseEvent | null = null;

  const hydrateNow = async (): Promise<void> => {
    try {
      const hydrate = await load();
      await hydrate();
    } finally {
      el.removeEventListener('click', onClick, true);
      const click = heldClick;
      heldClick = null;
      if (click) replay(click);
    }
  };

  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    heldClick = event;
    start();
  };
  const start = onFirstIntent([el], () => void hydrateNow());
  el.addEventListener('click', onClick, true);
};

export default interactionDirective;
