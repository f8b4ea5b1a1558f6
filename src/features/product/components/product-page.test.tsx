// The product page through the whole app (route table, catch-all, shell) against the in-process shop.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { graphql } from 'msw';
import { failNetwork, recordRequests } from '../../../../test/support/graphql-handlers';
import { fakeIntersectionObserver, removeIntersectionObserver } from '../../../../test/support/intersection';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';

// Whole-app renders on a 2-core machine shared with other test runs: 5 s is too tight.
jest.setTimeout(30000);

const SOUNDBAR = '/samsung-hw-b550-2-1ch-soundbar.html';
const SHIRT = '/allen-solly-men-slim-fit-casual-shirt.html';

beforeEach(() => {
  window.scrollTo = jest.fn();
  window.dataLayer = [];
});
afterEach(() => {
  delete process.env.GUEST_CART_ALLOWED;
  removeIntersectionObserver();
});

const main = () => screen.getByRole('main');
// The first page of the file loads its code cold; under load that alone can pass findBy's default 1 s.
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
const mainImage = () =>
  within(screen.getByRole('region', { name: 'Product images' })).getAllByRole('img')[0] as HTMLImageElement;

test('shows the product: brand, SKU, discounted price, surcharge, competitor prices, breadcrumbs, description, title', async () => {
  useRealShop();
  renderApp(SOUNDBAR);
  await heading('Samsung HW-B550 2.1ch Soundbar');

  expect(within(main()).getByText('Samsung')).toBeInTheDocument();
  expect(within(main()).getByText('ZS-SAM-10167')).toBeInTheDocument();
  expect(within(main()).getByText('₹18,999')).toBeInTheDocument();
  expect(within(main()).getByRole('deletion')).toHaveTextContent('Regular price ₹24,990');
  expect(within(main()).getByText('₹5,991 off (24%)')).toBeInTheDocument();
  expect(within(main()).getByText('+ ₹119 handling charges per item')).toBeInTheDocument();
  expect(within(main()).getByText('In stock')).toBeInTheDocument();

  const compare = screen.getByRole('region', { name: 'Compare prices' });
  expect(within(compare).getByRole('link', { name: 'Amazon' })).toHaveAttribute(
    'href',
    expect.stringContaining('amazon.in'),
  );
  expect(within(compare).getByText('₹19,999')).toBeInTheDocument();
  expect(within(compare).getByText('₹20,999')).toBeInTheDocument();

  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(crumbs).getByRole('link', { name: 'Audio' })).toHaveAttribute('href', '/audio.html');
  expect(within(crumbs).getByRole('link', { name: 'Soundbars' })).toHaveAttribute(
    'href',
    '/audio/soundbars.html',
  );

  const description = screen.getByRole('region', { name: 'Description' });
  expect(await within(description).findByText(/is a soundbar from Samsung/)).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Samsung HW-B550 2.1ch Soundbar - Zepp Shop'));
});

test('a product without a discount or surcharge shows one price and no note', async () => {
  useRealShop();
  renderApp('/samsung-galaxy-a35-5g-8gb-ram-128gb.html');
  await heading('Samsung Galaxy A35 5G (8GB RAM, 128GB)');
  expect(within(main()).getByText('₹33,999')).toBeInTheDocument();
  expect(within(main()).queryByText(/ off \(/)).not.toBeInTheDocument();
  expect(within(main()).queryByText(/handling charges/)).not.toBeInTheDocument();
  expect(within(main()).queryByRole('deletion')).not.toBeInTheDocument();
});

test('the gallery shows pictures by position with a srcset; thumbnails, arrows and keys switch them', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp(SOUNDBAR);
  await heading('Samsung HW-B550 2.1ch Soundbar');

  expect(mainImage().src).toContain('soundbar-1.jpg');
  expect(mainImage()).toHaveAttribute('srcset', expect.stringContaining('width=640'));
  expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
  expect(mainImage().src).toContain('soundbar-3.jpg');
  expect(screen.getByRole('button', { name: 'Show image 1 of 3' })).toHaveAttribute('aria-pressed', 'false');

  await user.keyboard('{ArrowLeft}');
  expect(mainImage().src).toContain('soundbar-2.jpg');
  expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Next image' }));
  await user.click(screen.getByRole('button', { name: 'Next image' }));
  expect(mainImage().src).toContain('soundbar-1.jpg');
  await user.click(screen.getByRole('button', { name: 'Previous image' }));
  expect(mainImage().src).toContain('soundbar-3.jpg');
});

test('choosing colour and size picks the variant: SKU, price, stock and pictures follow; Add to Cart waits for both', async () => {
  const shop = useRealShop();
  // One variant on a special price, so the price visibly follows the choice.
  shop.db.prepare("UPDATE products SET special_price = 1399 WHERE sku = 'ZS-ALL-10254-NAVY-M'").run();
  // The page as it opens: what is below the fold (the related products' cards and prices) waits for a scroll.
  fakeIntersectionObserver();
  const user = userEvent.setup();
  renderApp(SHIRT);
  await heading('Allen Solly Men Slim Fit Casual Shirt');

  const add = screen.getByRole('button', { name: 'Add to Cart' });
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('Choose Color, Size to add this product to your cart.');
  expect(within(main()).getByText('ZS-ALL-10254')).toBeInTheDocument();

  const color = screen.getByRole('group', { name: 'Color' });
  const size = screen.getByRole('group', { name: 'Size' });
  await user.click(within(color).getByRole('radio', { name: 'Navy' }));
  expect(within(color).getByRole('radio', { name: 'Navy' })).toBeChecked();
  // Navy in L is sold out; Black in M is not a Navy problem.
  expect(within(size).getByRole('radio', { name: 'L' })).toBeDisabled();
  expect(within(size).getByRole('radio', { name: 'M' })).toBeEnabled();
  expect(mainImage().src).toContain('shirt-navy-1.jpg');
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription('Choose Size to add this product to your cart.');

  await user.click(within(size).getByRole('radio', { name: 'M' }));
  expect(within(main()).getByText('ZS-ALL-10254-NAVY-M')).toBeInTheDocument();
  expect(within(main()).getByText('₹1,399')).toBeInTheDocument();
  expect(within(main()).getByText('In stock')).toBeInTheDocument();
  expect(add).toBeEnabled();

  // Black has no M in stock: the size choice is cleared rather than the colour refused.
  await user.click(within(color).getByRole('radio', { name: 'Black' }));
  expect(within(color).getByRole('radio', { name: 'Black' })).toBeChecked();
  expect(within(size).getByRole('radio', { name: 'M' })).toBeDisabled();
  expect(within(size).getByRole('radio', { name: 'M' })).not.toBeChecked();
  expect(within(size).getByRole('radio', { name: 'L' })).toBeEnabled();
  expect(within(main()).getByText('ZS-ALL-10254')).toBeInTheDocument();
  expect(add).toBeDisabled();
});

test('adding to cart: success toast, the header count goes up, and add_to_cart reaches the data layer', async () => {
  const shop = useRealShop();
  const requests = recordRequests();
  const user = userEvent.setup();
  renderApp(SHIRT);
  await heading('Allen Solly Men Slim Fit Casual Shirt');
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Navy' }));
  await user.click(screen.getByRole('radio', { name: 'M' }));
  await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(
    await screen.findByText('Allen Solly Men Slim Fit Casual Shirt was added to your cart.'),
  ).toBeInTheDocument();
  expect(await within(banner).findByRole('link', { name: 'Cart, 2 items' })).toHaveTextContent('2');
  expect(window.dataLayer).toContainEqual(
    expect.objectContaining({
      event: 'add_to_cart',
      ecommerce: expect.objectContaining({
        currency: 'INR',
        value: 3198,
        items: [
          expect.objectContaining({
            item_id: 'ZS-ALL-10254',
            item_variant: 'ZS-ALL-10254-NAVY-M',
            price: 1599,
            quantity: 2,
          }),
        ],
      }),
    }),
  );

  // With the count already showing, a second add (the quantity stays 2) refreshes it too.
  await user.click(screen.getByRole('radio', { name: 'Olive' }));
  await user.click(screen.getByRole('radio', { name: 'S' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await within(banner).findByRole('link', { name: 'Cart, 4 items' })).toHaveTextContent('4');
  // The count comes from the add's own answer: a page that shows no cart never fetches the whole cart.
  expect(requests.map((request) => request.operationName)).not.toContain('GetCartDetails');

  // The shop really holds the variant under its parent (the seeded demo carts hold other products).
  const { db } = shop;
  const lines = db
    .prepare(
      `SELECT p.sku AS sku, parent.sku AS parent, ci.qty AS qty FROM cart_items ci
       JOIN products p ON p.entity_id = ci.product_id
       LEFT JOIN products parent ON parent.entity_id = ci.parent_product_id
       WHERE parent.sku = 'ZS-ALL-10254' ORDER BY ci.item_id`,
    )
    .all() as { sku: string; parent: string; qty: number }[];
  expect(lines).toEqual([
    { sku: 'ZS-ALL-10254-NAVY-M', parent: 'ZS-ALL-10254', qty: 2 },
    { sku: 'ZS-ALL-10254-OLIVE-S', parent: 'ZS-ALL-10254', qty: 2 },
  ]);
});

test("the shop's user error is shown in a toast and nothing is tracked", async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/google-pixel-9-12gb-ram-256gb.html');
  await heading('Google Pixel 9 (12GB RAM, 256GB)');
  // Three are in stock; ask for four.
  for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('The requested qty is not available');
  expect(screen.queryByText(/was added to your cart/)).not.toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
});

test('a network failure while adding shows a plain message, not the browser error', async () => {
  useRealShop();
  server.use(failNetwork('AddProductsToCart'));
  const user = userEvent.setup();
  renderApp('/samsung-galaxy-a35-5g-8gb-ram-128gb.html');
  await heading('Samsung Galaxy A35 5G (8GB RAM, 128GB)');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be added to your cart.');
  expect(screen.getByRole('alert')).not.toHaveTextContent(/fetch/i);
});

test('the add-to-cart error toast stays 15 s, like every error toast (SPEC 9)', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    useRealShop();
    server.use(failNetwork('AddProductsToCart'));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/samsung-galaxy-a35-5g-8gb-ram-128gb.html');
    await heading('Samsung Galaxy A35 5G (8GB RAM, 128GB)');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The product could not be added to your cart.',
    );
    act(() => jest.advanceTimersByTime(14_000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1_500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('an out-of-stock product says so and offers Notify me instead of Add to Cart', async () => {
  useRealShop();
  renderApp('/oneplus-nord-ce4-5g-8gb-ram-128gb.html');
  await heading('OnePlus Nord CE4 5G (8GB RAM, 128GB)');
  expect(within(main()).getByText('Out of stock')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Notify me when available' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
});

test('a skeleton shows while the product loads', async () => {
  const shop = useRealShop();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    graphql.query('GetProductDetail', async ({ request }) => {
      await gate;
      return shop.app.fetch(request);
    }),
  );
  renderApp(SOUNDBAR);
  expect(await screen.findByRole('status', { name: 'Loading product' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  release();
  await heading('Samsung HW-B550 2.1ch Soundbar');
  expect(screen.queryByRole('status', { name: 'Loading product' })).not.toBeInTheDocument();
});

describe('the delivery bar', () => {
  const deliveryBar = () => screen.queryByRole('region', { name: 'Delivery' });

  test('is not shown to guests', async () => {
    useRealShop();
    renderApp(SOUNDBAR);
    await heading('Samsung HW-B550 2.1ch Soundbar');
    expect(deliveryBar()).not.toBeInTheDocument();
  });

  // The shop's clock: Thursday 21 November 2024, 10:00 in India. The date is the shop's answer, not the browser's.
  const THURSDAY_MORNING_IST = Date.parse('2024-11-21T10:00:00+05:30');

  test('shows a signed-in shopper the location and an estimated delivery date', async () => {
    const shop = useRealShop({ now: () => THURSDAY_MORNING_IST });
    const storage = await signInDemoCustomer(shop);
    renderApp(SOUNDBAR, { services: { storage } });
    await heading('Samsung HW-B550 2.1ch Soundbar');
    const bar = await screen.findByRole('region', { name: 'Delivery' });
    expect(bar).toHaveTextContent('Deliver to New Delhi 110001');
    expect(await within(bar).findByText('Estimated delivery by Wed, 27 Nov, 2024')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Change delivery location' })).toBeInTheDocument();
  });

  test("follows the location: the shop's later date outside its serviceable list, then the new pincode's", async () => {
    const shop = useRealShop({ now: () => THURSDAY_MORNING_IST });
    const storage = await signInDemoCustomer(shop);
    storage.setItem(STORAGE_KEYS.userLocation, { pincode: '999999', city: 'Nowhere' });
    const user = userEvent.setup();
    renderApp(SOUNDBAR, { services: { storage } });
    const bar = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(bar).findByText('Estimated delivery by Fri, 29 Nov, 2024')).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Change delivery location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter delivery code' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Delivery code' }), '560037');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(bar).findByText('Estimated delivery by Wed, 27 Nov, 2024')).toBeInTheDocument();
    expect(bar).toHaveTextContent('Deliver to Bengaluru 560037');
  });

  test("a later visit asks the shop again: a cached answer from yesterday is replaced by today's", async () => {
    let now = THURSDAY_MORNING_IST;
    const shop = useRealShop({ now: () => now });
    const storage = await signInDemoCustomer(shop);
    const { store, unmount } = renderApp(SOUNDBAR, { services: { storage } });
    expect(await screen.findByText('Estimated delivery by Wed, 27 Nov, 2024')).toBeInTheDocument();
    unmount();

    now += 24 * 60 * 60 * 1000;
    renderApp(SOUNDBAR, { store });
    expect(await screen.findByText('Estimated delivery by Thu, 28 Nov, 2024')).toBeInTheDocument();
  });

  test('shows no date for a stored pincode the shop refuses, and no error', async () => {
    const shop = useRealShop({ now: () => THURSDAY_MORNING_IST });
    const storage = await signInDemoCustomer(shop);
    storage.setItem(STORAGE_KEYS.userLocation, { pincode: 'SW1A1AA', city: 'London' });
    let refused = false;
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).searchParams.get('operationName') === 'GetDeliveryEstimate')
        void response
          .clone()
          .json()
          .then((body: { errors?: unknown[] }) => (refused = !!body.errors));
    });
    renderApp(SOUNDBAR, { services: { storage } });
    const bar = await screen.findByRole('region', { name: 'Delivery' });
    expect(bar).toHaveTextContent('Deliver to London SW1A1AA');
    await waitFor(() => expect(refused).toBe(true));
    await act(() => new Promise((settled) => setTimeout(settled, 100))); // the app has taken the answer in
    expect(within(bar).queryByText(/Estimated delivery/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('shows guests in the guest-cart build variant', async () => {
    process.env.GUEST_CART_ALLOWED = 'true';
    useRealShop();
    renderApp(SOUNDBAR);
    await heading('Samsung HW-B550 2.1ch Soundbar');
    expect(deliveryBar()).toBeInTheDocument();
  });

  test('is never shown for a virtual product', async () => {
    process.env.GUEST_CART_ALLOWED = 'true';
    const shop = useRealShop();
    const storage = await signInDemoCustomer(shop);
    renderApp('/zepp-shop-e-gift-card-rs-500.html', { services: { storage } });
    await heading('Zepp Shop E-Gift Card (₹500)');
    expect(deliveryBar()).not.toBeInTheDocument();
  });
});

test('axe finds nothing on the product page with options chosen, the delivery bar and its dialog', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp(SHIRT, { services: { storage } });
  await heading('Allen Solly Men Slim Fit Casual Shirt');
  await user.click(screen.getByRole('radio', { name: 'Navy' }));
  await user.click(screen.getByRole('radio', { name: 'M' }));
  const bar = await screen.findByRole('region', { name: 'Delivery' });
  await within(bar).findByText(/^Estimated delivery by/);
  await within(screen.getByRole('region', { name: 'Description' })).findByText(/Allen Solly/);

  const check = async () => {
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or colours to measure
    });
    return results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`);
  };
  expect(await check()).toEqual([]);

  await user.click(within(bar).getByRole('button', { name: 'Change delivery location' }));
  await screen.findByRole('dialog', { name: 'Enter delivery code' });
  expect(await check()).toEqual([]);
});

test('the description, and the code to show it, render only once the shopper scrolls near it', async () => {
  useRealShop();
  const { bringNear } = fakeIntersectionObserver();
  try {
    renderApp(SOUNDBAR);
    await heading('Samsung HW-B550 2.1ch Soundbar');
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByRole('status', { name: 'Loading description' })).toBeInTheDocument();
    expect(within(description).queryByText(/is a soundbar from Samsung/)).not.toBeInTheDocument();

    bringNear(description);
    expect(await within(description).findByText(/is a soundbar from Samsung/)).toBeInTheDocument();
  } finally {
    removeIntersectionObserver();
  }
});
