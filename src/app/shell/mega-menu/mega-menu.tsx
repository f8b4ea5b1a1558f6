import './mega-menu.css';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { SHELL_MESSAGES } from '../messages';
import { useMegaMenu } from './use-mega-menu';
import { Submenu } from './submenu';

/** Desktop category navigation: 8 top categories, the rest under 'More' (SPEC 2.4). */
export default function MegaMenu() {
  const menu = useMegaMenu();
  if (menu.visible.length === 0) return null;

  return (
    <nav
      className={menu.hoverSuppressed ? 'mega-menu mega-menu--hover-suppressed' : 'mega-menu'}
      aria-label="Categories"
      onPointerLeave={menu.onPointerLeave}
    >
      <ul className="mega-menu__list site-width">
        {menu.visible.map((entry) => {
          const expanded = menu.expandedUid === entry.uid;
          const panelId = `mega-menu-${entry.uid}`;
          return (
            <li key={entry.uid} className="mega-menu__item">
              <Link className="mega-menu__link" to={entry.url} onClick={() => menu.onCategoryLink(entry)}>
                {entry.name}
              </Link>
              {entry.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    className="mega-menu__toggle"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    aria-label={`${entry.name} subcategories`}
                    onClick={() => menu.toggle(entry.uid)}
                  >
                    <Icon name="chevronDown" size={16} />
                  </button>
                  <div id={panelId} className="mega-menu__panel" hidden={!expanded}>
                    <Submenu entries={entry.children} onLink={menu.onCategoryLink} />
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
        {menu.overflow.length > 0 ? (
          <li className="mega-menu__item mega-menu__more">
            <button
              type="button"
              className="mega-menu__link"
              aria-expanded={menu.overflowOpen}
              aria-controls="mega-menu-overflow"
              onClick={menu.toggleOverflow}
            >
              {SHELL_MESSAGES.more} <Icon name="chevronDown" size={16} />
            </button>
            <ul id="mega-menu-overflow" className="mega-menu__overflow" hidden={!menu.overflowOpen}>
              {menu.overflow.map((entry) => (
                <li key={entry.uid}>
                  <Link to={entry.url} onClick={() => menu.onCategoryLink(entry)}>
                    {entry.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
