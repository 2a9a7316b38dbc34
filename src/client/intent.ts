/**
 * The visitor's first sign of intent on an element, which starts an
 * island's code loading: one definition for both hydration directives
 * (src/integrations/interaction-directive.ts, form-directive.ts).
 *
 * Free of imports: each directive bundles it into its inline script.
 */

/** Events that show intent: a pointer over or down, a touch, focus moving in, a key, a changed form control. */
export const INTENT_EVENTS: readonly string[] = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  'input',
  'change',
];

/** Captured, so intent anywhere inside a target counts; passive, so the event itself goes on untouched. */
const LISTEN: AddEventListenerOptions = { capture: true, passive: true };

/**
 * Runs `start` once: on the first intent event on any of `targets`, or when
 * the returned function is called, whichever comes first. Either way every
 * listener is removed before `start` runs.
 */
export function onFirstIntent(targets: readonly EventTarget[], start: () => void): () => void {
  let started = false;
  const run = (): void => {
    if (started) return;
    started = true;
    for (const target of targets) for (const type of INTENT_EVENTS) target.removeEventListener(type, run, LISTEN);
    start();
  };
  for (const target of targets) for (const type of INTENT_EVENTS) target.addEventListener(type, run, LISTEN);
  return run;
}
