import { useState } from 'react';
import { SlidePanel } from '../../../ui/slide-panel/slide-panel';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { drawerClosed, selectDrawer } from '../../app-slice';
import { CategoriesAccordion } from './categories-accordion';
import { CATEGORIES_DRAWER, DRAWER_TITLES, YOU_DRAWER } from './drawers';
import { YouDrawer } from './you-drawer';

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
    <SlidePanel
      open={drawer === name}
      title={DRAWER_TITLES[name] ?? ''}
      onClose={() => dispatch(drawerClosed())}
    >
      {name === CATEGORIES_DRAWER ? <CategoriesAccordion /> : <YouDrawer />}
    </SlidePanel>
  );
}
