import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { drawerClosed, selectDrawer } from '../../../features/shell';
import { CATEGORIES_DRAWER, MENU_DRAWER, YOU_DRAWER } from './drawers';

const DrawerPanel = lazy(() => import(/* webpackChunkName: "mobile-drawers" */ './drawer-panel'));
const MenuPanel = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './menu-panel'));

/**
 * The phone drawers. The shell slice clears the drawer name on close at once; the last name is kept here so
 * the panel still has its content during the 300 ms exit, after which the panel unmounts it.
 */
export function MobileDrawers() {
  const dispatch = useAppDispatch();
  const drawer = useAppSelector(selectDrawer);
  const [shown, setShown] = useState(drawer);
  if (drawer && drawer !== shown) setShown(drawer);
  const name = drawer ?? shown;
  const close = () => dispatch(drawerClosed());

  if (name === MENU_DRAWER) {
    return (
      <Suspense fallback={null}>
        <MenuPanel open={drawer === name} onClose={close} />
      </Suspense>
    );
  }
  if (name !== CATEGORIES_DRAWER && name !== YOU_DRAWER) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel name={name} open={drawer === name} onClose={close} />
    </Suspense>
  );
}
