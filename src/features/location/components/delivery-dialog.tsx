import { lazy, Suspense } from 'react';

// The dialog (form, lookup, geolocation) loads only when a shopper opens it: the header stays light.
const DeliveryCodeDialog = lazy(() => import('./delivery-code-dialog'));

export function DeliveryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DeliveryCodeDialog onClose={onClose} />
    </Suspense>
  );
}
