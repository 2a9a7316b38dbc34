import { useCallback, useEffect, useRef, useState } from 'react';

interface Props {
  /** id of the menu panel (the sidebar, server-rendered once for both layouts). */
  readonly panelId: string;
  /** id of the dimming overlay behind the open panel. */
  readonly overlayId: string;
  readonly openLabel: string;
  readonly closeLabel: string;
  /** Accessible name of the panel while it is open as a dialog. */
  readonly dialogLabel: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';
const DESKTOP = '(min-width: 1024px)';

/** Focusable elements of the panel that are displayed (the desktop-only logo link is not). */
function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
}

/**
 * The mobile top bar's menu button (spec §2). It slides the server-rendered
 * sidebar in as a modal panel: opens and closes by button, closes on Escape,
 * on the overlay, on navigation and when the window grows to the desktop
 * layout; traps focus in the panel while open and returns it to the button.
 * The menu links are not part of this island, so the page carries them once.
 * Hydrated with client:interaction: React loads on the first touch, pointer,
 * focus or key on the button (never on desktop, where the bar is hidden),
 * and the tap that started it is replayed, so it opens the menu.
 */
export default function MobileMenu({ panelId, overlayId, openLabel, closeLabel, dialogLabel }: Props) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    const overlay = document.getElementById(overlayId);
    if (!panel) return undefined;
    panel.toggleAttribute('data-open', open);
    if (overlay) overlay.hidden = !open;
    if (!open) {
      for (const name of ['role', 'aria-modal', 'aria-label']) panel.removeAttribute(name);
      return undefined;
    }
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', dialogLabel);
    focusables(panel)[0]?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusables(panel);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!panel.contains(document.activeElement)) {
        event.preventDefault();
        first?.focus();
      } else if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    const onLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close(false);
    };
    const onOverlay = () => close(true);
    // Back/forward cache can restore a page with the menu open; a wider
    // window switches to the desktop sidebar. Both close the panel.
    const onShow = () => close(false);
    const desktop = window.matchMedia(DESKTOP);
    const onWide = () => desktop.matches && close(false);

    document.addEventListener('keydown', onKey);
    panel.addEventListener('click', onLink);
    overlay?.addEventListener('click', onOverlay);
    window.addEventListener('pageshow', onShow);
    desktop.addEventListener('change', onWide);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      panel.removeEventListener('click', onLink);
      overlay?.removeEventListener('click', onOverlay);
      window.removeEventListener('pageshow', onShow);
      desktop.removeEventListener('change', onWide);
      document.body.style.overflow = '';
    };
  }, [open, close, panelId, overlayId, dialogLabel]);

  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? closeLabel : openLabel}
      onClick={() => (open ? close(true) : setOpen(true))}
      className="inline-flex h-10 w-10 items-center justify-center rounded-md text-stone-800 hover:bg-stone-100"
    >
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
