import { lazy, Suspense } from 'react';

/** The shell's parts that wait: this long after the shell mounts, their code starts loading. */
const DEFER_MS = 2_500;

const DeferredShell = lazy(() =>
  new Promise((resolve) => setTimeout(resolve, DEFER_MS)).then(() => import('./deferred-shell')),
);

/**
 * The parts of the shell no first paint needs (the service worker and its update toast, the network toasts
 * and offline badge, the install offer, the floating chat-help button and the demo shop's notice, raised above the
 * phone's tab bar with `chatRaised`), or, with `install`, the phone header's 'Install App' button, which shares their chunk: none
 * of it is part of the first route's JavaScript.
 */
export function DeferredSlot({ install, chatRaised }: { install?: boolean; chatRaised?: boolean }) {
  return (
    <Suspense fallback={null}>
      <DeferredShell install={install} chatRaised={chatRaised} />
    </Suspense>
  );
}
