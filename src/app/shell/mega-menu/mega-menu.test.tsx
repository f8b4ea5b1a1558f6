import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { answer } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

/** The menu comes with its own code and the categories' answer, after the header. */
const menu = () => screen.findByRole('navigation', { name: 'Categories' }, { timeout: 10_000 });
/** The links on the bar, in order (sub-panels and the overflow list are hidden until opened). */
const barLinks = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);

test('shows the first 8 menu categories by position and puts the rest under More', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const nav = await menu();

  expect(barLinks(nav)).toEqual([
    'Mobiles & Tablets',
    'Laptops & Computers',
    'Audio',
    'Wearables',
    'Televisions',
    'Home Appliances',
    'Cameras',
    'Fashion',
  ]);
  expect(within(nav).getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  expect(within(nav).getByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/audio.html');
  // Not flagged include_in_menu: never shown.
  expect(within(nav).queryByRole('link', { name: 'Clearance' })).not.toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Student Plans' })).not.toBeInTheDocument();

  expect(within(nav).queryByRole('link', { name: 'Gaming' })).not.toBeInTheDocument();
  await user.click(within(nav).getByRole('button', { name: 'More' }));
  expect(within(nav).getByRole('link', { name: 'Gaming' })).toHaveAttribute('href', '/gaming.html');
  expect(within(nav).getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('href', '/gift-cards.html');
  expect(within(nav).getByRole('link', { name: 'Bill and Recharge' })).toHaveAttribute(
    'href',
    '/setu?p=bill-and-recharge',
  );
});

test('a category opens its sub-columns: two image columns with View all, then text links', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const nav = await menu();
  expect(within(nav).queryByRole('link', { name: 'Smartphones' })).not.toBeInTheDocument();

  await user.click(within(nav).getByRole('button', { name: 'Mobiles & Tablets subcategories' }));
  const phones = within(nav).getByRole('region', { name: 'Smartphones' });
  const tablets = within(nav).getByRole('region', { name: 'Tablets' });
  const accessories = within(nav).getByRole('region', { name: 'Mobile Accessories' });

  expect(within(phones).getByRole('link', { name: 'Smartphones' })).toHaveAttribute(
    'href',
    '/mobiles-tablets/smartphones.html',
  );
  expect(within(phones).getByRole('link', { name: 'View all Smartphones' })).toHaveAttribute(
    'href',
    '/mobiles-tablets/smartphones.html',
  );
  expect(within(phones).getByRole('link', { name: 'iPhones' })).toHaveAttribute(
    'href',
    '/mobiles-tablets/smartphones/iphones.html',
  );
  // Hidden from the menu one level down too.
  expect(within(phones).queryByRole('link', { name: 'Refurbished Phones' })).not.toBeInTheDocument();
  expect(within(tablets).getByRole('link', { name: 'View all Tablets' })).toBeInTheDocument();
  expect(within(accessories).queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  expect(within(accessories).getByRole('link', { name: 'Power Banks' })).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(within(nav).queryByRole('region', { name: 'Smartphones' })).not.toBeInTheDocument();
});

test('category links use the store’s URL suffix; bill-and-recharge links open the bill payment page', async () => {
  useRealShop();
  server.use(
    answer('GetStoreConfigForMegaMenu', {
      storeConfig: { __typename: 'StoreConfig', store_code: 'default', category_url_suffix: '' },
    }),
    answer('GetMegaMenu', {
      categoryList: [
        {
          __typename: 'CategoryTree',
          uid: 'Mg==',
          name: 'Default Category',
          children: [
            category('NTQ=', 'Bill and Recharge', 'bill-and-recharge', 2, [
              category('NTY=', 'Electricity', 'bill-and-recharge/electricity', 1),
            ]),
            category('Mw==', 'Phones', 'phones', 1),
          ],
        },
      ],
    }),
  );
  const user = userEvent.setup();
  renderApp('/');
  const nav = await menu();
  expect(within(nav).getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/phones');
  await user.click(within(nav).getByRole('button', { name: 'Bill and Recharge subcategories' }));
  expect(within(nav).getByRole('link', { name: 'Electricity' })).toHaveAttribute(
    'href',
    '/setu?p=electricity',
  );
});

test('clicking a category shows the category placeholder while its page resolves, and closes the menu', async () => {
  useRealShop();
  // Hold the URL resolution until the placeholder has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const route = {
    __typename: 'CategoryTree',
    relative_url: 'audio/headphones.html',
    redirect_code: 0,
    type: 'CATEGORY',
    uid: 'MjE=',
    name: 'Headphones',
  };
  server.use(graphql.query('ResolveUrl', () => held.then(() => HttpResponse.json({ data: { route } }))));
  const user = userEvent.setup();
  renderApp('/');
  const nav = await menu();
  await user.click(within(nav).getByRole('button', { name: 'Audio subcategories' }));
  await user.click(within(nav).getByRole('link', { name: 'Headphones' }));

  const placeholder = await screen.findByRole('status', { name: 'Loading page' });
  expect(within(placeholder).getAllByRole('listitem')).toHaveLength(6);
  release();
  expect(await screen.findByRole('heading', { level: 1, name: 'Headphones' })).toBeInTheDocument();
  await waitFor(() =>
    expect(within(nav).queryByRole('link', { name: 'Headphones' })).not.toBeInTheDocument(),
  );
});

function category(uid: string, name: string, urlPath: string, position: number, children: object[] = []) {
  return {
    __typename: 'CategoryTree',
    uid,
    include_in_menu: 1,
    name,
    position,
    url_path: urlPath,
    image: null,
    children,
  };
}
