import { Link } from 'react-router-dom';
import type { MenuEntry } from '../mega-menu/menu-model';
import { SHELL_MESSAGES } from '../messages';

interface MenuSubmenuProps {
  id: string;
  labelledBy: string;
  category: MenuEntry;
  onLink: () => void;
}

/** The submenu column: 'View all' for the chosen category, then its subcategories with theirs below them. */
export function MenuSubmenu({ id, labelledBy, category, onLink }: MenuSubmenuProps) {
  return (
    <div id={id} className="mobile-menu__submenu" role="tabpanel" aria-labelledby={labelledBy}>
      <Link
        className="mobile-menu__view-all"
        to={category.url}
        aria-label={`${SHELL_MESSAGES.viewAll} ${category.name}`}
        onClick={onLink}
      >
        {SHELL_MESSAGES.viewAll}
      </Link>
      {category.children.length > 0 ? (
        <ul className="mobile-menu__links">
          {category.children.map((child) => (
            <li key={child.uid}>
              <Link className="mobile-menu__subcategory" to={child.url} onClick={onLink}>
                {child.name}
              </Link>
              {child.children.length > 0 ? (
                <ul className="mobile-menu__links mobile-menu__links--nested">
                  {child.children.map((leaf) => (
                    <li key={leaf.uid}>
                      <Link to={leaf.url} onClick={onLink}>
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
