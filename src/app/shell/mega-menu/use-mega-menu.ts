import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../hooks';
import { nextRootComponentSet } from '../../../features/routing';
import { MEGA_MENU_VISIBLE, type MenuEntry } from './menu-model';
import { useMenuCategories } from './use-menu-categories';

export interface MegaMenuView {
  visible: MenuEntry[];
  overflow: MenuEntry[];
  expandedUid: string | null;
  overflowOpen: boolean;
  toggle: (uid: string) => void;
  toggleOverflow: () => void;
  /** Lets the catch-all show the category placeholder while the clicked category resolves. */
  onCategoryLink: (entry: MenuEntry) => void;
  /**
   * After a navigation the pointer is still over the panel it clicked in, and CSS hover would keep that
   * panel open over the new page: hover opens nothing until the pointer leaves the menu.
   */
  hoverSuppressed: boolean;
  onPointerLeave: () => void;
}

export function useMegaMenu(): MegaMenuView {
  const { categories } = useMenuCategories();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [expandedUid, setExpandedUid] = useState<string | null>(null);
  const [overflowOpen, setOverflowOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const [hoverSuppressed, setHoverSuppressed] = useState(false);

  // Any navigation closes whatever was open (state adjusted during render, not in an effect).
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setExpandedUid(null);
    setOverflowOpen(false);
    setHoverSuppressed(true);
  }

  const anyOpen = expandedUid !== null || overflowOpen;
  useEffect(() => {
    if (!anyOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpandedUid(null);
      setOverflowOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anyOpen]);

  return {
    visible: categories.slice(0, MEGA_MENU_VISIBLE),
    overflow: categories.slice(MEGA_MENU_VISIBLE),
    expandedUid,
    overflowOpen,
    toggle: (uid) => {
      setOverflowOpen(false);
      setExpandedUid((current) => (current === uid ? null : uid));
    },
    toggleOverflow: () => {
      setExpandedUid(null);
      setOverflowOpen((open) => !open);
    },
    onCategoryLink: (entry) => {
      if (!entry.isBillAndRecharge) dispatch(nextRootComponentSet('CATEGORY'));
    },
    hoverSuppressed,
    onPointerLeave: () => setHoverSuppressed(false),
  };
}
