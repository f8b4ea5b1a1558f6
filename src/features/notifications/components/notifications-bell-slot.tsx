import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectIsSignedIn } from '../../user';

const NotificationsBell = lazy(() => import(/* webpackChunkName: "notifications" */ './notifications-bell'));

/**
 * Where the headers place the bell. Its code (bell, drawer, list, their queries) is for signed-in customers
 * only (SPEC 2.4), so guests never load it.
 */
export function NotificationsBellSlot({ className }: { className?: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsBell className={className} />
    </Suspense>
  );
}
