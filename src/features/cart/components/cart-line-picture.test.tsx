// A configurable line shows the chosen variant's own picture (issue 25: a blue phone was shown green), on the
// cart page and in the mini-cart, against the real embedded shop: Magento answers the line's `product` with
// the configurable, whose thumbnail is another colour's; `configured_variant` has the variant's.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, setViewport } from '../../../../test/support/render-app';
import { makeTestStore } from '../../../../test/support/render';
import { addItemToCart } from '../cart-item-thunks';

jest.setTimeout(45_000);

const NORD = {
  name: 'OnePlus Nord CE4 Lite 5G (8GB RAM, 128GB)',
  sku: 'ZS-ONE-10010',
  blue: 'ZS-ONE-10010-BLUE',
};
/** The variant's own file (its gallery's first), not the configurable's. */
const BLUE_PICTURE = /oneplus-nord-ce4-lite-5g-8gb-ram-128gb-blue-1\.jpg/;

async function cartWithBlueNord() {
  const store = makeTestStore();
  await store.dispatch(addItemToCart({ sku: NORD.blue, parentSku: NORD.sku, quantity: 1 })).unwrap();
  return store;
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete process.env.GUEST_CART_ALLOWED;
});

test('the cart page shows the blue variant’s own picture', async () => {
  setViewport('mobile');
  useRealShop();
  const store = await cartWithBlueNord();
  renderApp('/cart', { store });

  const line = await screen.findByRole('listitem', { name: NORD.name }, { timeout: 15_000 });
  expect(line).toHaveTextContent('ColorBlue');
  const picture = within(line).getByRole('img', { name: NORD.name });
  expect(picture.getAttribute('src')).toMatch(BLUE_PICTURE);
  expect(picture.getAttribute('srcset')).toMatch(BLUE_PICTURE);
});

test('the mini-cart shows the blue variant’s own picture', async () => {
  setViewport('desktop');
  process.env.GUEST_CART_ALLOWED = 'true';
  useRealShop();
  const store = await cartWithBlueNord();
  const user = userEvent.setup();
  renderApp('/', { store });

  await user.click(await within(screen.getByRole('banner')).findByRole('link', { name: 'Cart, 1 items' }));
  const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
  const line = await within(drawer).findByRole('listitem', { name: NORD.name });
  expect(within(line).getByRole('img', { name: NORD.name }).getAttribute('src')).toMatch(BLUE_PICTURE);
});
