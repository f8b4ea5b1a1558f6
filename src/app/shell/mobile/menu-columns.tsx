import { LoadingIndicator } from '../../../ui/loading-indicator/loading-indicator';
import { SHELL_MESSAGES } from '../messages';
import { MENU_LABELS } from './menu-labels';
import { MenuSubmenu } from './menu-submenu';
import { useMenuColumns } from './use-menu-columns';

/** Top categories as a vertical tab list on the left, the chosen one's submenu column on the right. */
export function MenuColumns({ onNavigate }: { onNavigate: () => void }) {
  const menu = useMenuColumns(onNavigate);
  const selected = menu.categories[menu.selectedIndex];
  if (!selected) {
    return menu.loading ? <LoadingIndicator>{SHELL_MESSAGES.fetching}</LoadingIndicator> : null;
  }

  return (
    <div className="mobile-menu__columns">
      <div
        className="mobile-menu__categories"
        role="tablist"
        aria-orientation="vertical"
        aria-label={MENU_LABELS.categories}
      >
        {menu.categories.map((category, index) => {
          const chosen = index === menu.selectedIndex;
          return (
            <button
              key={category.uid}
              id={menu.tabId(index)}
              type="button"
              className="mobile-menu__category"
              role="tab"
              aria-selected={chosen}
              aria-controls={chosen ? menu.panelId : undefined}
              tabIndex={chosen ? 0 : -1}
              onClick={() => menu.select(index)}
              onKeyDown={menu.onTabKeyDown}
            >
              {category.name}
            </button>
          );
        })}
      </div>
      <MenuSubmenu
        id={menu.panelId}
        labelledBy={menu.tabId(menu.selectedIndex)}
        category={selected}
        onLink={menu.onLink}
      />
    </div>
  );
}
