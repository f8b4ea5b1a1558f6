import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { useMenuCategories } from '../mega-menu/use-menu-categories';
import { SHELL_MESSAGES } from '../messages';

/** The Categories tab: one expandable row per top category; Bill and Recharge is not offered on phones. */
export function CategoriesAccordion() {
  const { categories } = useMenuCategories();
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = categories.filter((category) => !category.isBillAndRecharge);
  return (
    <ul className="accordion">
      {shown.map((category) => {
        const open = expanded === category.uid;
        const panelId = `accordion-${category.uid}`;
        return (
          <li key={category.uid} className="accordion__item">
            <button
              type="button"
              className="accordion__toggle"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setExpanded(open ? null : category.uid)}
            >
              {category.name}
              <Icon name="chevronDown" size={18} />
            </button>
            <ul id={panelId} className="accordion__panel" hidden={!open}>
              <li>
                <Link to={category.url} aria-label={`${SHELL_MESSAGES.viewAll} ${category.name}`}>
                  {SHELL_MESSAGES.viewAll}
                </Link>
              </li>
              {category.children.map((child) => (
                <li key={child.uid}>
                  <Link to={child.url}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
