import { Icon } from '../../../ui/icons/icons';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { drawerToggled, selectDrawer } from '../../../features/shell';
import { DRAWER_TITLES, MENU_DRAWER } from './drawers';

/** Opens and closes the full-screen menu. Only this button ships with the first paint; the panel is lazy. */
export function MenuButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawer) === MENU_DRAWER;
  return (
    <button
      type="button"
      className="mobile-header__menu"
      aria-label={DRAWER_TITLES[MENU_DRAWER]}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => dispatch(drawerToggled(MENU_DRAWER))}
    >
      {/* Not a close icon when open: the panel's own close button sits just below it. */}
      <Icon name="menu" />
    </button>
  );
}
