import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../ui/icons/icons';
import { ACCOUNT_MENU_LINKS } from '../account-links';
import { SHELL_MESSAGES } from '../messages';
import { useSignOut } from '../hooks/use-sign-out';

/** The signed-in account chip: 'Hi, {name}' opening the account menu (every account page, Sign Out). */
export function AccountMenu({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const signOut = useSignOut();
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  return (
    <div className="account-menu">
      <button
        type="button"
        className="header-action account-chip"
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="account" />
        <span>{label}</span>
      </button>
      <ul id="account-menu-list" className="account-menu__list" hidden={!open}>
        {ACCOUNT_MENU_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void signOut()}>
            {SHELL_MESSAGES.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
