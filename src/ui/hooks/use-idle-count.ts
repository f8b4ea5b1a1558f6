import { startTransition, useEffect, useState } from 'react';

/** Longest wait for an idle moment: a page that is never idle still fills in this soon. */
const IDLE_TIMEOUT_MS = 1_000;

const canWaitForIdle = () => typeof requestIdleCallback === 'function';

/**
 * Counts up to `end`, never below `least`, `step` further at each idle moment. A list renders its first
 * `count` items and the rest follow in small commits: React commits a render in one unbroken task, so a
 * list mounted whole is one long task however time-sliced its render was. Each step is a transition.
 * Without requestIdleCallback (Safari, jsdom) it is `end` at once: everything mounts together, as it did.
 */
export function useIdleCount(least: number, end: number, step = 1): number {
  const [count, setCount] = useState(() => (canWaitForIdle() ? least : end));
  const now = Math.min(end, Math.max(count, least));
  useEffect(() => {
    if (now >= end || !canWaitForIdle()) return undefined;
    const id = requestIdleCallback(() => startTransition(() => setCount(Math.min(end, now + step))), {
      timeout: IDLE_TIMEOUT_MS,
    });
    return () => cancelIdleCallback(id);
  }, [now, end, step]);
  return canWaitForIdle() ? now : end;
}
