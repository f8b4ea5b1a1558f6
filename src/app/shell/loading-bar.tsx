import './loading-bar.css';
import { useEffect, useState } from 'react';
import { LOADING_BAR_HIDE_MS, SHELL_MESSAGES } from './messages';

type BarState = 'off' | 'loading' | 'done';

/** off -> loading (partly filled) -> done (full) -> off after 750 ms (SPEC 4, loading bar). */
export function useLoadingBarState(loading: boolean): BarState {
  const [state, setState] = useState<BarState>(loading ? 'loading' : 'off');
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading !== wasLoading) {
    setWasLoading(loading);
    setState(loading ? 'loading' : 'done');
  }
  useEffect(() => {
    if (state !== 'done') return undefined;
    const timer = setTimeout(() => setState('off'), LOADING_BAR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return state;
}

const FILL: Record<Exclude<BarState, 'off'>, number> = { loading: 70, done: 100 };

export function LoadingBar({ loading }: { loading: boolean }) {
  const state = useLoadingBarState(loading);
  if (state === 'off') return null;
  return (
    <div
      className={`loading-bar loading-bar--${state}`}
      role="progressbar"
      aria-label={SHELL_MESSAGES.pageLoading}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={FILL[state]}
    >
      <div className="loading-bar__fill" style={{ width: `${FILL[state]}%` }} />
    </div>
  );
}
