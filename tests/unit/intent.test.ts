/**
 * The first sign of intent that starts an island's code loading
 * (src/client/intent.ts), shared by both hydration directives: it runs once,
 * from whichever target sees intent first or from an explicit start, and
 * leaves no listener behind. Node's own EventTarget stands in for elements.
 */
import { describe, expect, it } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from '../../src/client/intent';

/** An EventTarget that counts the listeners it holds. */
class CountingTarget extends EventTarget {
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>): void {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>): void {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

describe('onFirstIntent', () => {
  it.each(INTENT_EVENTS)('starts on %s, once, whichever target sees it, and removes every listener', (type) => {
    const [island, form] = [new CountingTarget(), new CountingTarget()];
    let starts = 0;
    onFirstIntent([island, form], () => {
      starts += 1;
    });
    expect(island.listeners).toBe(INTENT_EVENTS.length);
    expect(form.listeners).toBe(INTENT_EVENTS.length);
    form.dispatchEvent(new Event(type));
    form.dispatchEvent(new Event(type));
    island.dispatchEvent(new Event('pointerdown'));
    expect(starts).toBe(1);
    expect([island.listeners, form.listeners]).toEqual([0, 0]);
  });

  it('ignores events that show no intent', () => {
    const target = new CountingTarget();
    let starts = 0;
    onFirstIntent([target], () => {
      starts += 1;
    });
    for (const type of ['click', 'scroll', 'pointerout', 'focusout', 'submit']) target.dispatchEvent(new Event(type));
    expect(starts).toBe(0);
    expect(target.listeners).toBe(INTENT_EVENTS.length);
  });

  it('starts at once when asked to, and then no event starts it again', () => {
    const target = new CountingTarget();
    let starts = 0;
    const start = onFirstIntent([target], () => {
      starts += 1;
    });
    start();
    start();
    target.dispatchEvent(new Event('focusin'));
    expect(starts).toBe(1);
    expect(target.listeners).toBe(0);
  });

  it('listens in the capture phase and passively: the event itself goes on untouched', () => {
    const seen: (boolean | AddEventListenerOptions | undefined)[] = [];
    const target = new EventTarget();
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type, listener, options) => {
      seen.push(options);
      add(type, listener, options);
    };
    onFirstIntent([target], () => undefined);
    expect(seen).toHaveLength(INTENT_EVENTS.length);
    for (const options of seen) expect(options).toEqual({ capture: true, passive: true });
  });
});
