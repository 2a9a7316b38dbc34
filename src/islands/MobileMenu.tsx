import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { NavItem } from '../lib/nav';

interface Props {
  readonly items: readonly NavItem[];
  readonly currentPath: string;
  readonly openLabel: string;
  readonly closeLabel: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The mobile top bar's slide-in menu (spec §2). Opens and closes by button,
 * closes on Escape and on navigation, traps focus while open and returns it
 * to the button afterwards. Hydrated only below the desktop breakpoint.
 */
export default function MobileMenu({ items, currentPath, openLabel, closeLabel }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const panel = panelRef.current;
    panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    // Back/forward cache restores a page with the menu open: close it.
    const onShow = () => setOpen(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('pageshow', onShow);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('pageshow', onShow);
      document.body.style.overflow = '';
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => (open ? close() : setOpen(true))}
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
      <div
        className={`fixed inset-0 top-14 z-40 bg-stone-900/40 transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-modal="true"
        aria-label="Meny"
        inert={!open}
        // Visibility flips at once when opening (so focus can move into the
        // panel straight away) and only after the slide when closing.
        className={`fixed bottom-0 left-0 top-14 z-50 w-72 max-w-[85vw] overflow-y-auto bg-white shadow-xl duration-200 ${open ? 'visible translate-x-0 transition-transform' : 'invisible -translate-x-full transition-[transform,visibility]'}`}
      >
        <nav aria-label="Huvudmeny">
          <ul className="p-3">
            {items.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  onClick={() => setOpen(false)}
                  aria-current={item.href === currentPath ? 'page' : undefined}
                  className="block rounded-md px-3 py-2.5 text-stone-800 hover:bg-wine-50 aria-[current=page]:bg-wine-50 aria-[current=page]:font-semibold aria-[current=page]:text-wine-800"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
