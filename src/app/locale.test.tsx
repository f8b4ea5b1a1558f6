// The store's locale (SPEC 7.1 getLocale) through the whole app against the real shop: prices follow it, and an
// unknown one is reported (SPEC 8 'Unable to locate locale') while prices stay in en-IN.
import { screen, within } from '@testing-library/react';
import { useRealShop } from '../../test/support/real-shop';
import { renderApp } from '../../test/support/render-app';
import { DEFAULT_LOCALE, setActiveLocale } from '../../common/locale';
import { startSession } from './start-session';

const PHONE = '/samsung-galaxy-s24-ultra-5g-12gb-ram-256gb.html';

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => setActiveLocale(DEFAULT_LOCALE));

function storeLocale(shop: ReturnType<typeof useRealShop>, locale: string) {
  shop.db.prepare("UPDATE store_config SET value = ? WHERE path = 'general/locale/code'").run(locale);
}

const productPrice = async () => within(await screen.findByRole('main')).findAllByText(/^₹1,?31,?999$/);

test("prices follow the store's locale once the shop tells it", async () => {
  const shop = useRealShop();
  storeLocale(shop, 'en_US');
  const { store } = renderApp(PHONE);
  expect((await productPrice())[0]).toHaveTextContent('₹1,31,999'); // en-IN until the shop answers
  await startSession(store);
  expect(await within(screen.getByRole('main')).findAllByText('₹131,999')).not.toHaveLength(0);
});

test("an unknown store locale is reported as 'Unable to locate locale' and prices stay in en-IN", async () => {
  const shop = useRealShop();
  storeLocale(shop, 'xx_XX');
  const { store } = renderApp(PHONE);
  await productPrice();
  await startSession(store);
  expect(await screen.findByText(/Unable to locate locale/)).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getAllByText('₹1,31,999')).not.toHaveLength(0);
});
