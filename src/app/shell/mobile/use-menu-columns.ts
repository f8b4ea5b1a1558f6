import { useId, useState, type KeyboardEvent } from 'react';
import { useAppDispatch } from '../../hooks';
import { nextRootComponentSet } from '../../../features/routing';
import type { MenuEntry } from '../mega-menu/menu-model';
import { useMenuCategories } from '../mega-menu/use-menu-categories';

/** Arrow keys step through the vertical category list, Home and End jump to its ends (ARIA tabs pattern). */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export interface MenuColumnsView {
  categories: MenuEntry[];
  loading: boolean;
  selectedIndex: number;
  tabId: (index: number) => string;
  panelId: string;
  select: (index: number) => void;
  onTabKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onLink: () => void;
}

/** The full-screen menu's two columns: which top category is chosen, and what following a link does. */
export function useMenuColumns(onNavigate: () => void): MenuColumnsView {
  const { categories: all, loading } = useMenuCategories();
  // SPEC 2.4 Mobile: "The Bill and Recharge category is hidden on mobile". That line is about the phone as a
  // whole, so it rules here as in the accordion; the /setu?p= link is the desktop mega menu's.
  const categories = all.filter((category) => !category.isBillAndRecharge);
  const [chosenUid, setChosenUid] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const baseId = useId();
  // The first category until one is chosen, so the submenu column is never empty.
  const selectedIndex = Math.max(
    0,
    categories.findIndex((category) => category.uid === chosenUid),
  );
  const tabId = (index: number) => `${baseId}-tab-${index}`;

  const select = (index: number) => setChosenUid(categories[index]?.uid ?? null);
  return {
    categories,
    loading,
    selectedIndex,
    tabId,
    panelId: `${baseId}-panel`,
    select,
    onTabKeyDown: (event) => {
      const step = KEY_STEPS[event.key];
      if (!step || categories.length === 0) return;
      event.preventDefault();
      const next = step(selectedIndex, categories.length);
      select(next);
      document.getElementById(tabId(next))?.focus();
    },
    onLink: () => {
      // As the mega menu does: the catch-all shows the category placeholder while the URL resolves.
      dispatch(nextRootComponentSet('CATEGORY'));
      // A link to the page already shown changes no route, so the route-change close would not happen.
      onNavigate();
    },
  };
}
