import { createRoot, type Root } from 'react-dom/client';
import DebugPanel, { type DebugConfig } from './DebugPanel';

let root: Root | null = null;

/** Mounts the debug panel into `container`; called by the toggle on first open. */
export function mountDebugPanel(container: HTMLElement, config: DebugConfig, onClose: () => void): void {
  root ??= createRoot(container);
  root.render(<DebugPanel config={config} onClose={onClose} />);
}
