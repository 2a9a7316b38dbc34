import { useCallback, useRef, useState } from 'react';
import { debugCopy } from '../copy/debug';
import DebugPanel, { type DebugConfig } from './DebugPanel';

interface Props {
  readonly config: DebugConfig;
}

/**
 * The floating product debug tool (spec §2) on every page: the round toggle
 * button, server-rendered, and the panel above it once opened. Hydrated with
 * client:interaction, so neither React nor the panel loads before a visitor
 * points at, focuses or taps the button; the first click is replayed after
 * hydration and opens the panel. The panel stays mounted (hidden) when
 * closed, so its product index is fetched once and a search survives.
 */
export default function DebugTool({ config }: Props) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    // In the page's flow at its end on phones, where a floating button would cover the chart, the compare tray
    // or a list's last row (issue 22); floating in the corner only on wide screens, beside the content.
    <div
      className="z-50 flex flex-col items-end gap-2 bg-stone-50 px-4 pb-4 lg:fixed lg:bottom-4 lg:right-4 lg:bg-transparent lg:p-0"
      data-debug
    >
      {opened && (
        <div hidden={!open}>
          <DebugPanel config={config} onClose={close} />
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-label={debugCopy.toggleLabel}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
        className="flex h-10 w-10 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-md hover:bg-stone-50"
        data-debug-toggle
      >
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M8 2l1.9 1.9M16 2l-1.9 1.9M9 7.1V6a3 3 0 0 1 6 0v1.1M12 20c-3.3 0-6-2.7-6-6v-3a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v3c0 3.3-2.7 6-6 6zM12 20v-9M6.5 13H2M22 13h-4.5M6 17l-3 2M18 17l3 2M6 9L3 7M18 9l3-2" />
        </svg>
      </button>
    </div>
  );
}
