// Code-split components that never suspend. React.lazy suspends, and React 19 holds back the reveal of
// suspended content until 300 ms after the last fallback it showed: on a first load that throttle alone put
// ~300 ms on the largest paint of every page. Here the wait is ordinary state, so the page shows the moment
// its code arrives, and preload() lets callers fetch the code before anything renders it.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };

export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /**
   * Starts (or joins) the download; settles when the component can render at once. The first call may name
   * what else the component waits for before it renders (its inlined data being written into the cache; a
   * promise that never rejects).
   */
  preload(after?: Promise<unknown> | false): Promise<void>;
  /** The component once its code has arrived. */
  readonly loaded: ComponentType<P> | undefined;
}

export function lazyComponent<P extends object>(
  load: () => Promise<Module<P>>,
  fallback: ReactNode = null,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;

  const preload = (after?: Promise<unknown> | false): Promise<void> =>
    (pending ??= Promise.all([load(), after]).then(
      ([module]) => void (loaded = module.default),
      (error: unknown) => {
        pending = undefined; // the next mount tries again (a new deployment, a flaky network)
        throw error;
      },
    ));

  function Lazy(props: P) {
    const [component, setComponent] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      preload().then(
        // A transition: rendering a whole page is time-sliced, not one long task that blocks input.
        () => live && startTransition(() => setComponent(() => loaded)),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => void (live = false);
    }, [component]);
    // A chunk that cannot load is the page's error, for its error boundary, as with React.lazy.
    if (failure) throw failure.error;
    const Component = component ?? loaded;
    return Component ? <Component {...props} /> : fallback;
  }

  // A getter, not a copy: `loaded` changes when the code arrives.
  return Object.defineProperties(Lazy, {
    preload: { value: preload },
    loaded: { get: () => loaded },
  }) as unknown as LazyComponent<P>;
}
