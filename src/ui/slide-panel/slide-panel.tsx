import './slide-panel.css';
import { useId, useRef, type ReactNode } from 'react';
import { Icon } from '../icons/icons';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { usePresence } from '../hooks/use-presence';
import { useScrollLock } from '../hooks/use-scroll-lock';

/** How long closing content stays mounted for its exit transition (SPEC 9, menu close delay). */
export const PANEL_EXIT_MS = 300;

interface SlidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  backLabel?: string;
}

/** The full-screen mobile panel: slides in from the right below the 56px header, with a back arrow and title. */
export function SlidePanel({ open, title, onClose, children, backLabel = 'Back' }: SlidePanelProps) {
  const state = usePresence(open, PANEL_EXIT_MS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useFocusTrap(panel, open && state === 'open', onClose);
  if (state === 'closed') return null;

  return (
    <div
      ref={panel}
      className={`slide-panel slide-panel--${state}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-hidden={state === 'closing' ? true : undefined}
      inert={state === 'closing' ? true : undefined}
      tabIndex={-1}
    >
      <header className="slide-panel__header">
        <button type="button" className="slide-panel__back" aria-label={backLabel} onClick={onClose}>
          <Icon name="back" />
        </button>
        <h2 className="slide-panel__title" id={titleId}>
          {title}
        </h2>
      </header>
      <div className="slide-panel__body">{children}</div>
    </div>
  );
}
