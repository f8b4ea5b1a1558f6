import { createContext, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Toast, ToastProps } from './toast-types';
import { removalDelay, toastId, validateToast } from './toast-rules';

export interface ToastApi {
  /** Adds (or re-shows) a toast and returns its id. Throws on misuse (SPEC 5). */
  addToast: (props: ToastProps) => string;
  /** Runs the toast's onDismiss first, then removes it. */
  dismissToast: (id: string) => void;
  /** Removes without calling onDismiss. */
  removeToast: (id: string) => void;
}

export const ToastApiContext = createContext<ToastApi | null>(null);
export const ToastListContext = createContext<Toast[]>([]);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ReadonlyMap<string, Toast>>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  // Handlers are read at dismiss time, so a toast re-added with a new onDismiss uses the newest one.
  const live = useRef(new Map<string, Toast>());

  const clearTimer = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const removeToast = useCallback(
    (id: string) => {
      clearTimer(id);
      live.current.delete(id);
      setToasts((current) => {
        if (!current.has(id)) return current;
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    },
    [clearTimer],
  );

  const dismissToast = useCallback(
    (id: string) => {
      live.current.get(id)?.onDismiss?.();
      removeToast(id);
    },
    [removeToast],
  );

  const addToast = useCallback(
    (props: ToastProps) => {
      validateToast(props);
      const id = toastId(props);
      const toast: Toast = { ...props, id, dismissable: props.dismissable ?? true, timestamp: Date.now() };
      clearTimer(id);
      live.current.set(id, toast);
      setToasts((current) => {
        // Delete first so a re-shown duplicate moves to the end, keeping the map in time order.
        const next = new Map(current);
        next.delete(id);
        return next.set(id, toast);
      });
      const delay = removalDelay(props.timeout);
      if (delay !== null)
        timers.current.set(
          id,
          setTimeout(() => dismissToast(id), delay),
        );
      return id;
    },
    [clearTimer, dismissToast],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ addToast, dismissToast, removeToast }), [addToast, dismissToast, removeToast]);
  const list = useMemo(() => [...toasts.values()].sort((a, b) => a.timestamp - b.timestamp), [toasts]);

  return (
    <ToastApiContext.Provider value={api}>
      <ToastListContext.Provider value={list}>{children}</ToastListContext.Provider>
    </ToastApiContext.Provider>
  );
}
