import { lazy, Suspense, useState } from 'react';
import { drawerClosed, selectDrawer } from '../../../features/shell';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { MINI_CART_DRAWER } from '../mobile/drawers';

// The drawer's code (and the cart's full query) loads the first time it opens, never with the first page.
const MiniCart = lazy(
  () => import(/* webpackChunkName: "mini-cart" */ '../../../features/cart/components/mini-cart'),
);

/** Mounts the mini-cart once it has been opened, so it can play its closing transition afterwards. */
export function MiniCartHost() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDrawer) === MINI_CART_DRAWER;
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <MiniCart open={open} onClose={() => dispatch(drawerClosed())} />
    </Suspense>
  );
}
