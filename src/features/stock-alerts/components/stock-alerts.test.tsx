// Back-in-stock alerts through the whole app against the real in-process shop: Notify me on a product that is
// out of stock (a guest is asked to sign in and comes back; a customer subscribes and can undo), the
// /stock-alerts page (waiting and sent alerts, unsubscribe), and the notify-me events in the data layer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeStock, setProductStock } from '../../../../server/magento/catalog-admin/stock';
import type { TestShop } from '../../../../server/test/test-app';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { STORAGE_KEYS, type BrowserPersistence } from '../../../lib/storage';

jest.setTimeout(30_000);

const NORD = { path: '/oneplus-nord-ce4-5g-8gb-ram-128gb.html', sku: 'ZS-ONE-10037' };
const NORD_NAME = 'OnePlus Nord CE4 5G (8GB RAM, 128GB)';
const CONTROLLER = 'PlayStation DualSense Wireless Controller';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const notifyMe = () => screen.findByRole('button', { name: 'Notify me when available' }, { timeout: 10_000 });

async function alertSkus(shop: TestShop, storage: BrowserPersistence): Promise<[string, string][]> {
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  const { data } = await shop.gql<{
    customer: { stock_alerts: { items: { status: string; product: { sku: string } }[] } };
  }>('{ customer { stock_alerts { items { status product { sku } } } } }', undefined, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (data?.customer.stock_alerts.items ?? []).map((a) => [a.product.sku, a.status]);
}

test('a guest is asked to sign in, and the sign-in link comes back to the product', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp(NORD.path);
  await heading(NORD_NAME);
  await user.click(await notifyMe());

  expect(
    screen.getByText("Sign in and we'll tell you when this product is back in stock."),
  ).toBeInTheDocument();
  // The prompt's link is the first: the reviews section further down asks guests to sign in too.
  await user.click(within(screen.getByRole('main')).getAllByRole('link', { name: 'Sign In' })[0]!);
  await heading('Sign In');
  expect(router.state.location.state).toEqual({ from: NORD.path });
  expect(events('notify me subscribe')).toEqual([]);
});

test('a customer subscribes, sees it set, and undoes it; each is a notify-me event', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp(NORD.path, { services: { storage } });
  await heading(NORD_NAME);
  const button = await notifyMe();
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);

  const set = "We'll notify you when it's back in stock.";
  // Said in a live region, so a screen reader hears it too.
  expect(await screen.findByText(set)).toHaveAttribute('role', 'status');
  const undo = screen.getByRole('button', { name: `Stop the stock alert for ${NORD_NAME}` });
  await waitFor(() => expect(undo).toHaveFocus());
  expect(screen.getByRole('link', { name: 'My Stock Alerts' })).toHaveAttribute('href', '/stock-alerts');
  expect(await alertSkus(shop, storage)).toContainEqual([NORD.sku, 'PENDING']);
  expect(events('notify me subscribe')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({
        currency: 'INR',
        items: [expect.objectContaining({ item_id: NORD.sku, item_name: NORD_NAME, quantity: 1 })],
      }),
    }),
  ]);

  await user.click(undo);
  const again = await notifyMe();
  await waitFor(() => expect(again).toHaveFocus());
  expect(screen.queryByText(set)).not.toBeInTheDocument();
  expect(await alertSkus(shop, storage)).not.toContainEqual([NORD.sku, 'PENDING']);
  expect(events('notify me unsubscribe')).toEqual([
    expect.objectContaining({
      ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: NORD.sku })] }),
    }),
  ]);
});

test("the shop's refusal is shown: the product came back while the page was open", async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp(NORD.path, { services: { storage } });
  await heading(NORD_NAME);
  const button = await notifyMe();
  await waitFor(() => expect(button).toBeEnabled());
  setProductStock(shop.db, NORD.sku, 4);
  await user.click(button);

  expect(await screen.findByRole('alert')).toHaveTextContent(
    `The product "${NORD_NAME}" is in stock. Stock alerts are only for products that are out of stock.`,
  );
  expect(events('notify me subscribe')).toEqual([]);
});

test('a product page kept from an earlier visit shows the product back in stock, with Add to Cart', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const { store, unmount } = renderApp(NORD.path, { services: { storage } });
  await heading(NORD_NAME);
  await notifyMe();
  unmount();
  await changeStock(shop.db, shop.config, null, NORD.sku, 6);

  // The same session: the product's page comes from the cache, out of stock, and is corrected from the shop.
  renderApp(NORD.path, { store });
  await heading(NORD_NAME);
  expect(await screen.findByRole('button', { name: 'Add to Cart' }, { timeout: 10_000 })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Notify me when available' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByText('In stock')).toBeInTheDocument();
});

test('a product in stock has Add to Cart and no Notify me', async () => {
  useRealShop();
  renderApp('/samsung-hw-b550-2-1ch-soundbar.html');
  await heading('Samsung HW-B550 2.1ch Soundbar');
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Notify me when available' })).not.toBeInTheDocument();
});

test('/stock-alerts lists waiting and sent alerts; unsubscribing removes one', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  await shop.gql(`mutation { subscribeProductStockAlert(sku: "${NORD.sku}") { alert { id } } }`, undefined, {
    headers: { authorization: `Bearer ${token}` },
  });
  await changeStock(shop.db, shop.config, null, NORD.sku, 3);
  const user = userEvent.setup();
  renderApp('/stock-alerts', { services: { storage } });
  await heading('My Stock Alerts');

  const list = await screen.findByRole('list', { name: 'My Stock Alerts' });
  const lines = within(list).getAllByRole('listitem');
  expect(lines.map((line) => line.textContent)).toEqual([
    expect.stringMatching(
      new RegExp(`^${NORD_NAME.replace(/[()]/g, '\\$&')}Back in stock: we told you on \\d`),
    ),
    `${CONTROLLER}Waiting since 20 Feb 2026Unsubscribe`,
  ]);
  expect(within(lines[0]!).getByRole('link', { name: NORD_NAME })).toHaveAttribute('href', NORD.path);
  expect(screen.getByText('2 alerts')).toBeInTheDocument();

  await user.click(
    screen.getByRole('button', { name: `Unsubscribe from the stock alert for ${CONTROLLER}` }),
  );
  expect(
    await screen.findByText('You will no longer receive stock alerts for this product.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByText('1 alert')).toBeInTheDocument();
  expect(await alertSkus(shop, storage)).toEqual([[NORD.sku, 'NOTIFIED']]);
  expect(events('notify me unsubscribe')).toHaveLength(1);
});

test('the account menu links to My Stock Alerts', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/', { services: { storage } });
  const banner = screen.getByRole('banner');
  await user.click(await within(banner).findByRole('button', { name: 'Hi, Aarav' }, { timeout: 15_000 }));
  await user.click(within(banner).getByRole('link', { name: 'My Stock Alerts' }));
  await heading('My Stock Alerts');
  expect(await screen.findByRole('list', { name: 'My Stock Alerts' })).toBeInTheDocument();
});

test('/stock-alerts with no alerts says how to get one', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  shop.db.prepare('DELETE FROM product_alert_stock').run();
  renderApp('/stock-alerts', { services: { storage } });
  expect(
    await screen.findByText(/You have no stock alerts\. On a product that is out of stock, choose/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
});

test('a guest opening /stock-alerts is sent to sign in and brought back', async () => {
  useRealShop();
  const { router } = renderApp('/stock-alerts');
  await heading('Sign In');
  expect(router.state.location.state).toEqual({ from: '/stock-alerts' });
});
