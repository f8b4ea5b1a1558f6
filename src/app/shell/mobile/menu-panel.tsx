import './mobile-menu.css';
import { SlidePanel } from '../../../ui/slide-panel/slide-panel';
import { DRAWER_TITLES, MENU_DRAWER } from './drawers';
import { MENU_LABELS } from './menu-labels';
import { MenuColumns } from './menu-columns';

/**
 * The full-screen phone menu (SPEC 2.4): the drawers' SlidePanel (below the 56px header, sliding in from the
 * right, unmounted PANEL_EXIT_MS after closing), covering the tab bar too, with a close cross and the
 * category and submenu columns. A chunk of its own, loaded on first open.
 */
export default function MenuPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SlidePanel
      open={open}
      title={DRAWER_TITLES[MENU_DRAWER] ?? ''}
      onClose={onClose}
      backLabel={MENU_LABELS.close}
      closeIcon="close"
      className="mobile-menu"
    >
      <MenuColumns onNavigate={onClose} />
    </SlidePanel>
  );
}
