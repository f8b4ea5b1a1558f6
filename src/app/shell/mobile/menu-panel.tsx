import './mobile-menu.css';
import { useId, useRef } from 'react';
import { Icon } from '../../../ui/icons/icons';
import { useFocusTrap } from '../../../ui/hooks/use-focus-trap';
import { usePresence } from '../../../ui/hooks/use-presence';
import { useScrollLock } from '../../../ui/hooks/use-scroll-lock';
import { PANEL_EXIT_MS } from '../../../ui/slide-panel/slide-panel';
import { DRAWER_TITLES, MENU_DRAWER } from './drawers';
import { MENU_LABELS } from './menu-labels';
import { MenuColumns } from './menu-columns';

/**
 * The full-screen phone menu (SPEC 2.4): below the 56px header, sliding in from the right, with a submenu
 * column. As with the drawers' SlidePanel, closing keeps it mounted PANEL_EXIT_MS (the 300 ms menu close
 * delay) for the exit, out of the accessibility tree, then unmounts it. A chunk of its own, loaded on first open.
 */
export default function MenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const state = usePresence(open, PANEL_EXIT_MS);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(open);
  // Moves focus in on open, keeps Tab inside, closes on Escape, and gives focus back to the menu button.
  useFocusTrap(panel, open && state === 'open', onClose);
  if (state === 'closed') return null;

  const closing = state === 'closing' ? true : undefined;
  return (
    <div
      ref={panel}
      className={`mobile-menu mobile-menu--${state}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-hidden={closing}
      inert={closing}
      tabIndex={-1}
    >
      <div className="mobile-menu__header">
        <h2 className="mobile-menu__title" id={titleId}>
          {DRAWER_TITLES[MENU_DRAWER]}
        </h2>
        <button type="button" className="mobile-menu__close" aria-label={MENU_LABELS.close} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      <MenuColumns onNavigate={onClose} />
    </div>
  );
}
