import axe from 'axe-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, recordRequests } from '../../../../test/support/graphql-handlers';
import { fakeIntersectionObserver, removeIntersectionObserver } from '../../../../test/support/intersection';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { STORAGE_KEYS } from '../../../lib/storage';
import type { TestShop } from '../../../../server/test/test-app';
import { listenForBannerClicks } from '../../analytics';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const region = (name: string) => screen.findByRole('region', { name });

async function productNames(shop: TestShop, filter: string): Promise<string[]> {
  const { data } = await shop.gql<{ products: { items: { name: string }[] } }>(
    `{ products(filter: ${filter}, pageSize: 12) { items { name } } }`,
  );
  return data?.products.items.map((item) => item.name) ?? [];
}

/** A product carousel once its cards are in (while loading, a region of the same name holds skeletons). */
// The cards come in a deferred (time-sliced) pass after their answer: on a busy machine, later than 1 s.
const carousel = (name: string) =>
  waitFor(
    () => {
      const found = screen.getByRole('region', { name });
      expect(within(found).getAllByRole('article').length).toBeGreaterThan(0);
      return found;
    },
    { timeout: 10_000 },
  );

/**
 * Every card's name in a carousel. Cards past the first view mount when the shopper reaches for the carousel,
 * so the pointer goes over it first (jsdom has no layout: every mounted card counts as in view).
 */
async function cardNames(section: HTMLElement): Promise<(string | null)[]> {
  await userEvent.hover(section);
  return within(section)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

test('a guest sees the banner slider, brands, categories, carousels and ads from the shop, and no bestsellers', async () => {
  const shop = useRealShop();
  const user = userEvent.setup();
  renderApp('/');

  // The CMS home page's slider, one slide at a time, and only once (not again in the CMS content below).
  const banners = await screen.findByRole('region', { name: 'Offers' }, { timeout: 10_000 });
  const firstSlide = within(banners).getByRole('link', { name: /Festive Phone Fest/ });
  expect(firstSlide).toHaveAttribute('href', '/mobiles-tablets/smartphones/5g-phones.html');
  expect(within(firstSlide).getByRole('presentation')).toHaveAttribute(
    'src',
    expect.stringContaining('/media/wysiwyg/home/slide-phone-fest.png?'),
  );
  expect(within(banners).queryByRole('link', { name: /Back to Campus/ })).not.toBeInTheDocument();
  await user.click(within(banners).getByRole('button', { name: 'Next offer' }));
  expect(within(banners).getByRole('link', { name: /Back to Campus/ })).toBeInTheDocument();
  expect(within(banners).queryByRole('link', { name: /Festive Phone Fest/ })).not.toBeInTheDocument();

  const brands = await region('Shop by Brand');
  expect(await within(brands).findByRole('link', { name: 'Samsung' })).toHaveAttribute(
    'href',
    '/brands/samsung.html',
  );
  expect(within(brands).getByRole('link', { name: 'boAt' })).toHaveAttribute('href', '/brands/boat.html');

  const categories = await region('Top Categories');
  expect(await within(categories).findByRole('link', { name: 'Mobiles & Tablets' })).toHaveAttribute(
    'href',
    '/mobiles-tablets.html',
  );
  // Only menu categories: Clearance is not in the menu.
  expect(within(categories).queryByRole('link', { name: 'Clearance' })).not.toBeInTheDocument();

  const deals = await carousel('Top Deals');
  expect(await cardNames(deals)).toEqual(await productNames(shop, '{ is_top_deal: { eq: "1" } }'));

  const arrivals = await carousel('New Arrivals');
  expect(await cardNames(arrivals)).toEqual(await productNames(shop, '{ new: { eq: "1" } }'));

  const ads = await region('Offers for you');
  expect(within(ads).getByRole('link', { name: /10% instant discount/ })).toHaveAttribute(
    'href',
    '/mobiles-tablets.html',
  );
  expect(within(ads).getByRole('link', { name: /Exchange and save/ })).toBeInTheDocument();

  // The rest of the CMS home page follows; its slider and banners are not repeated.
  expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
  expect(screen.getAllByText('Festive Phone Fest')).toHaveLength(1);
  expect(screen.getAllByText('10% instant discount')).toHaveLength(1);

  expect(screen.queryByRole('region', { name: 'Bestsellers' })).not.toBeInTheDocument();
  const rewards = screen.getByRole('region', { name: 'My Rewards' });
  expect(within(rewards).getByText(/Sign in to see your Zepp Coins balance/)).toBeInTheDocument();
  expect(within(rewards).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
});

test('a signed-in customer sees the bestsellers and their coin balance', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  const token = storage.getItem<string>(STORAGE_KEYS.signinToken) ?? '';
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const { data: best } = await shop.gql<{ bestsellerProducts: { items: { name: string }[] } }>(
    '{ bestsellerProducts(pageSize: 12) { items { name } } }',
    undefined,
    auth,
  );
  const { data: coins } = await shop.gql<{ getZeppCoinsBalance: { points: number } }>(
    '{ getZeppCoinsBalance { points } }',
    undefined,
    auth,
  );
  renderApp('/', { services: { storage } });

  const bestsellers = await carousel('Bestsellers');
  expect(await cardNames(bestsellers)).toEqual(best?.bestsellerProducts.items.map((item) => item.name));

  const rewards = screen.getByRole('region', { name: 'My Rewards' });
  const points = coins?.getZeppCoinsBalance.points ?? -1;
  expect(await within(rewards).findByText(`You have ${points} Zepp Coins`)).toBeInTheDocument();
  expect(within(rewards).getByRole('link', { name: 'View my Zepp Coins' })).toHaveAttribute(
    'href',
    '/zepp-coins',
  );
  expect(within(rewards).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
});

test('the rewards banner rounds the balance down', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  server.use(
    answer('GetRewardsBalance', {
      getZeppCoinsBalance: { points: 1234.9, money: { value: 1234.9, currency: 'INR' } },
    }),
  );
  renderApp('/', { services: { storage } });
  const rewards = await region('My Rewards');
  expect(await within(rewards).findByText('You have 1,234 Zepp Coins')).toBeInTheDocument();
});

test('the coin name follows the brand variant build flag', async () => {
  process.env.BRAND_VARIANT = 'partner';
  try {
    const shop = useRealShop();
    const storage = await signInDemoCustomer(shop);
    renderApp('/', { services: { storage } });
    const rewards = await region('My Rewards');
    expect(await within(rewards).findByText(/^You have \d+ Reward Coins$/)).toBeInTheDocument();
  } finally {
    delete process.env.BRAND_VARIANT;
  }
});

test('sections show skeletons while they load', async () => {
  useRealShop();
  renderApp('/');
  expect(await screen.findByRole('status', { name: 'Loading offers' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Offers' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading offers' })).not.toBeInTheDocument();
});

test('the carousels and ads further down mount, and ask for their products, only as the shopper scrolls near', async () => {
  useRealShop();
  const requests = recordRequests();
  const { bringNear } = fakeIntersectionObserver();
  try {
    renderApp('/');
    await screen.findByRole('region', { name: 'Offers' }, { timeout: 10_000 });
    bringNear(document.body); // the sections under the brands come near (on a phone, in view)
    expect(await region('Top Categories')).toBeInTheDocument();
    expect(screen.getAllByRole('status', { name: 'Loading more of the shop' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Top Deals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Arrivals' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.operationName)).not.toContain('GetHomeProducts');

    bringNear(document.body); // scrolled on: the places below come near
    expect(await carousel('Top Deals')).toBeInTheDocument();
    expect(await carousel('New Arrivals')).toBeInTheDocument();
    expect(requests.map((r) => r.operationName)).toContain('GetHomeProducts');
  } finally {
    removeIntersectionObserver();
  }
});

test('axe finds nothing on the loaded home page of a signed-in customer', async () => {
  const shop = useRealShop();
  const storage = await signInDemoCustomer(shop);
  renderApp('/', { services: { storage } });
  await carousel('Bestsellers');
  await carousel('New Arrivals');
  await within(await region('My Rewards')).findByText(/^You have/);
  expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } }, // jsdom has no layout or colours to measure
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
}, 60_000); // axe walks the whole signed-in home page in jsdom: many seconds on a busy 2-core machine

test("a click on a home banner or ad is SPEC 7.3's 'banner click', and opens its page", async () => {
  useRealShop();
  window.dataLayer = [];
  // The deferred shell starts this listener a moment after the first paint; the test does not wait for it.
  const stopListening = listenForBannerClicks();
  const user = userEvent.setup();
  const { router } = renderApp('/');
  const banners = await screen.findByRole('region', { name: 'Offers' }, { timeout: 10_000 });
  await user.click(within(banners).getByRole('link', { name: /Festive Phone Fest/ }));
  expect(router.state.location.pathname).toBe('/mobiles-tablets/smartphones/5g-phones.html');

  await act(() => router.navigate('/'));
  await user.click(
    within(await region('Offers for you')).getByRole('link', { name: /10% instant discount/ }),
  );
  expect(router.state.location.pathname).toBe('/mobiles-tablets.html');
  stopListening();
  expect(window.dataLayer?.filter((entry) => entry.event === 'banner click')).toEqual([
    {
      event: 'banner click',
      banner_name: 'Festive Phone Fest',
      banner_placement: 'banner slider',
      banner_position: 1,
      link_url: '/mobiles-tablets/smartphones/5g-phones.html',
    },
    {
      event: 'banner click',
      banner_name: '10% instant discount',
      banner_placement: 'ad container',
      banner_position: 1,
      link_url: '/mobiles-tablets.html',
    },
  ]);
}, 30_000);
