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
  /** A back arrow before the title (drawers), or a close cross after it (the full-screen menu). */
  closeIcon?: 'back' | 'close';
  /** Extra classes, e.g. to cover the tab bar or lay the body out as columns. */
  className?: string;
}

/** The full-screen mobile panel: slides in from the right below the 56px header, with a back arrow and title. */
export function SlidePanel({
  open,
  title,
  onClose,
  children,
  backLabel = 'Back',
  closeIcon = 'back',
  className,
}: SlidePanelProps) {
  const state = usePresence(open, PANEL_EXIT_MS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(open);
  useFocusTrap(panel, open && state === 'open', onClose);
  if (state === 'closed') return null;

  const closeButton = (
    <button
      type="button"
      className={`slide-panel__close slide-panel__close--${closeIcon}`}
      aria-label={backLabel}
      onClick={onClose}
    >
      <Icon name={closeIcon} />
    </button>
  );

  return (
    <div
      ref={panel}
      className={['slide-panel', `slide-panel--${state}`, className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-hidden={state === 'closing' ? true : undefined}
      inert={state === 'closing' ? true : undefined}
      tabIndex={-1}
    >
      {/* Not a <header>: in a dialog that would be a second page banner landmark. */}
      <div className="slide-panel__header">
        {closeIcon === 'back' ? closeButton : null}
        <h2 className="slide-panel__title" id={titleId}>
          {title}
        </h2>
        {closeIcon === 'close' ? closeButton : null}
      </div>
      <div className="slide-panel__body">{children}</div>
    </div>
  );
}
