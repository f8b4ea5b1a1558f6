import { lazy, Suspense, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { drawerClosed, selectDrawer } from '../../app-slice';
import { CATEGORIES_DRAWER, YOU_DRAWER } from './drawers';

const DrawerPanel = lazy(() => import(/* webpackChunkName: "mobile-drawers" */ './drawer-panel'));

/**
 * The phone drawers. The app slice clears the drawer name on close at once; the last name is kept here so
 * the panel still has its content during the 300 ms exit, after which SlidePanel unmounts it.
 */
export function MobileDrawers() {
  const dispatch = useAppDispatch();
  const drawer = useAppSelector(selectDrawer);
  const [shown, setShown] = useState(drawer);
  if (drawer && drawer !== shown) setShown(drawer);
  const name = drawer ?? shown;
  if (name !== CATEGORIES_DRAWER && name !== YOU_DRAWER) return null;

  return (
    <Suspense fallback={null}>
      <DrawerPanel name={name} open={drawer === name} onClose={() => dispatch(drawerClosed())} />
    </Suspense>
  );
}
