import { Link } from 'react-router-dom';
import { imageUrl } from '../../../lib/images';
import { SHELL_MESSAGES } from '../messages';
import { IMAGE_COLUMNS, type MenuEntry } from './menu-model';

interface SubmenuProps {
  entries: MenuEntry[];
  onLink: (entry: MenuEntry) => void;
}

/** A category's sub-columns: the first 2 with an image and 'View all', the rest as text links. */
export function Submenu({ entries, onLink }: SubmenuProps) {
  return (
    <div className="submenu site-width">
      {entries.map((entry, index) => (
        <section key={entry.uid} className="submenu__column" aria-label={entry.name}>
          {index < IMAGE_COLUMNS && entry.image ? (
            <img
              className="submenu__image"
              src={imageUrl(entry.image, { type: 'image-category', width: 160 })}
              alt=""
              width={160}
              height={120}
              loading="lazy"
            />
          ) : null}
          <Link className="submenu__heading" to={entry.url} onClick={() => onLink(entry)}>
            {entry.name}
          </Link>
          {entry.children.length > 0 ? (
            <ul className="submenu__links">
              {entry.children.map((child) => (
                <li key={child.uid}>
                  <Link to={child.url} onClick={() => onLink(child)}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {index < IMAGE_COLUMNS ? (
            <Link
              className="submenu__view-all"
              to={entry.url}
              aria-label={`${SHELL_MESSAGES.viewAll} ${entry.name}`}
              onClick={() => onLink(entry)}
            >
              {SHELL_MESSAGES.viewAll}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
