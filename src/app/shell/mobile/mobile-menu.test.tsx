// The full-screen phone menu (SPEC 2.4), through the whole app against the in-process shop.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  window.scrollTo = jest.fn();
  setViewport('mobile');
});
afterEach(() => {
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

const menuButton = () => within(screen.getByRole('banner')).findByRole('button', { name: 'Menu' });

/** Opens the menu from the header and waits for its categories. */
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = await menuButton();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  await within(menu).findByRole('tablist', { name: 'Categories' });
  return { button, menu };
}

test('the header Menu button opens the full-screen menu: categories, then the chosen one’s submenu column', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const { button, menu } = await openMenu(user);

  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });
  const tabs = within(menu).getAllByRole('tab');
  expect(tabs[0]).toHaveAccessibleName('Mobiles & Tablets');
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  // Hidden on mobile (SPEC 2.4), as in the Categories accordion.
  expect(within(menu).queryByRole('tab', { name: 'Bill and Recharge' })).not.toBeInTheDocument();
  expect(within(menu).queryByRole('tab', { name: 'Clearance' })).not.toBeInTheDocument();

  const audio = within(menu).getByRole('tab', { name: 'Audio' });
  await user.click(audio);
  expect(audio).toHaveAttribute('aria-selected', 'true');
  expect(tabs[0]).toHaveAttribute('aria-selected', 'false');
  const submenu = within(menu).getByRole('tabpanel', { name: 'Audio' });
  expect(within(submenu).getByRole('link', { name: 'View all Audio' })).toHaveAttribute(
    'href',
    '/audio.html',
  );
  expect(within(submenu).getByRole('link', { name: 'Headphones' })).toHaveAttribute(
    'href',
    '/audio/headphones.html',
  );
  expect(within(submenu).queryByRole('link', { name: 'Smartphones' })).not.toBeInTheDocument();
});

test('the arrow keys move through the categories and the submenu column follows', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const { menu } = await openMenu(user);

  within(menu).getByRole('tab', { name: 'Mobiles & Tablets' }).focus();
  await user.keyboard('{ArrowDown}');
  const laptops = within(menu).getByRole('tab', { name: 'Laptops & Computers' });
  expect(laptops).toHaveFocus();
  expect(laptops).toHaveAttribute('aria-selected', 'true');
  expect(within(menu).getByRole('tabpanel', { name: 'Laptops & Computers' })).toBeInTheDocument();
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(within(menu).getAllByRole('tab').at(-1)).toHaveFocus();
});

test('following a submenu link goes there and closes the menu, whose content goes 300 ms later', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  const { button, menu } = await openMenu(user);
  await user.click(within(menu).getByRole('tab', { name: 'Audio' }));

  // Fake timers only for the close, so the shop's answers before it arrive as usual.
  jest.useFakeTimers();
  const timedUser = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await timedUser.click(within(menu).getByRole('link', { name: 'Headphones' }));
  expect(router.state.location.pathname).toBe('/audio/headphones.html');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  // Out of the accessibility tree at once, but still mounted for its exit.
  expect(within(menu).getByText('Headphones')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(299));
  expect(menu).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(menu).not.toBeInTheDocument();
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();

  expect(await screen.findByRole('heading', { level: 1, name: 'Headphones' })).toBeInTheDocument();
});

test('Escape closes the menu and gives focus back to its button', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const { button } = await openMenu(user);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});
