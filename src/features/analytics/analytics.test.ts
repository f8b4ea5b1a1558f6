// SPEC 7.3: tags on first interaction or after 3 s, the engagement tool after 5 s, each only when configured;
// GA4's ecommerce shape (INR, SPEC 9 prices); the marketing-automation tracker receives every shop event.
import { scheduleTags } from './load-tags';
import { readTagConfig } from './tag-config';
import { ga4Item, trackEcommerce } from './ga4';
import { forwardToTracker } from './marketing-tracker';
import { track } from './track';

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1';
const ENGAGE = 'https://cdn.engage.example/sdk.js';
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);
const env = { win: window, doc: document, now: () => 0 };

beforeEach(() => {
  jest.useFakeTimers();
  window.dataLayer = [];
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

test('Tag Manager loads after 3 s without an interaction, and only once', () => {
  const cancel = scheduleTags(readTagConfig({ ANALYTICS_GTM_ID: 'GTM-TEST1' }), env);
  jest.advanceTimersByTime(2_999);
  expect(scripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(scripts()).toEqual([GTM]);
  expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  window.dispatchEvent(new Event('pointerdown'));
  expect(scripts()).toEqual([GTM]);
  cancel();
});

test("the shopper's first interaction loads Tag Manager at once; the engagement tool waits for 5 s", () => {
  const cancel = scheduleTags(
    readTagConfig({
      ANALYTICS_GTM_ID: 'GTM-TEST1',
      ENGAGEMENT_SCRIPT_URL: ENGAGE,
      ENGAGEMENT_GLOBAL: 'engage',
    }),
    env,
  );
  window.dispatchEvent(new Event('keydown'));
  expect(scripts()).toEqual([GTM]);
  jest.advanceTimersByTime(4_999);
  expect(scripts()).toEqual([GTM]);
  jest.advanceTimersByTime(1);
  expect(scripts()).toEqual([GTM, ENGAGE]);
  cancel();
});

test('the times count from navigation start, so a late start loads what is due at once', () => {
  const cancel = scheduleTags(
    readTagConfig({ ANALYTICS_GTM_ID: 'GTM-TEST1', ENGAGEMENT_SCRIPT_URL: ENGAGE }),
    {
      ...env,
      now: () => 4_000,
    },
  );
  jest.advanceTimersByTime(0);
  expect(scripts()).toEqual([GTM]);
  jest.advanceTimersByTime(1_000);
  expect(scripts()).toEqual([GTM, ENGAGE]);
  cancel();
});

test('nothing loads when nothing is configured (or the container id is junk)', () => {
  const cancel = scheduleTags(readTagConfig({ ANALYTICS_GTM_ID: '"><script>' }), env);
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(10_000);
  expect(scripts()).toEqual([]);
  expect(window.dataLayer).toEqual([]);
  cancel();
});

test("ecommerce events carry GA4's shape: INR, numeric prices = maximum final price + surcharge", () => {
  const phone = {
    sku: 'PHN-1',
    name: 'Phone One',
    brand_code: 'acme',
    categories: [null, { name: 'Smartphones' }],
    productsurcharge_fee: 49.5,
    price_range: { maximum_price: { final_price: { value: 19_999 } } },
  };
  trackEcommerce('view_cart', [ga4Item(phone, 2)]);
  expect(window.dataLayer).toEqual([
    { ecommerce: null },
    {
      event: 'view_cart',
      ecommerce: {
        currency: 'INR',
        value: 40_097,
        items: [
          {
            item_id: 'PHN-1',
            item_name: 'Phone One',
            item_brand: 'acme',
            item_category: 'Smartphones',
            price: 20_048.5,
            quantity: 2,
          },
        ],
      },
    },
  ]);
});

test('the marketing tracker gets the events pushed before it loaded, then each new one, not Tag Manager’s own', () => {
  const engage = { track: jest.fn() };
  Object.assign(window, { engage });
  try {
    track('search', { search_term: 'iphone' });
    window.dataLayer!.push({ event: 'gtm.js' });
    expect(forwardToTracker(window, 'missing')).toBe(false);
    expect(forwardToTracker(window, 'engage')).toBe(true);
    expect(engage.track).toHaveBeenCalledWith('search', { search_term: 'iphone' });
    track('filter', { filter: 'brand' });
    expect(engage.track).toHaveBeenLastCalledWith('filter', { filter: 'brand' });
    expect(engage.track).toHaveBeenCalledTimes(2);
    expect(window.dataLayer).toContainEqual({ event: 'filter', filter: 'brand' });
  } finally {
    Reflect.deleteProperty(window, 'engage');
  }
});
