import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

/** The next tab for a key of the ARIA tabs pattern (arrows wrap; Home and End), or null for other keys. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Tabs that follow the ARIA pattern: one tab in the Tab order, arrows move and select (automatic activation). */
export function useTabs(count: number, initialIndex: number) {
  const [selected, setSelected] = useState(() => (initialIndex < count ? initialIndex : 0));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const next = nextIndex(event.key, selected, count);
      if (next === null) return;
      event.preventDefault();
      setSelected(next);
      tabs.current[next]?.focus();
    },
    [count, selected],
  );

  return {
    selected,
    select: setSelected,
    onKeyDown,
    tabRef: (index: number) => (element: HTMLButtonElement | null) => {
      tabs.current[index] = element;
    },
    tabId: (index: number) => `${baseId}-tab-${index}`,
    panelId: (index: number) => `${baseId}-panel-${index}`,
  };
}
