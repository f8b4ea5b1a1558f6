import { useEffect, useState } from 'react';

export type PresenceState = 'open' | 'closing' | 'closed';

/**
 * Keeps closing content mounted for `exitMs` so it can animate out, then reports 'closed' so the caller
 * unmounts it (SPEC 2.4 mobile panel: content unmounted 300 ms after close).
 */
export function usePresence(open: boolean, exitMs: number): PresenceState {
  const [state, setState] = useState<PresenceState>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);

  // Adjusting state during render (not in an effect) keeps the first open frame in sync with `open`.
  if (open !== wasOpen) {
    setWasOpen(open);
    setState(open ? 'open' : 'closing');
  }

  useEffect(() => {
    if (state !== 'closing') return undefined;
    const timer = setTimeout(() => setState('closed'), exitMs);
    return () => clearTimeout(timer);
  }, [state, exitMs]);

  return state;
}
