// /referral (Refer and Earn) through the whole app against the real in-process shop: the demo customer's code,
// share link and statistics; copying the link where the browser has no share sheet, the share sheet where it
// has one; a failed load with retry; a guest's way to sign in and come back.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp, signInDemoCustomer } from '../../../../test/support/render-app';
import { referralStats } from '../../../../server/magento/db/repositories/referral';

jest.setTimeout(30_000);

const page = () => screen.getByRole('region', { name: 'Refer and Earn' });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

afterEach(() => {
  delete (navigator as { share?: unknown }).share;
});

test('shows the code, the link and what referrals earned; Copy link copies it and says so', async () => {
  const shop = useRealShop();
  const demo = shop.db.prepare("SELECT customer_id FROM customers WHERE email = 'demo@example.in'").get() as {
    customer_id: number;
  };
  const stats = referralStats(shop.db, demo.customer_id);
  expect(stats).toMatchObject({ signups: 2, purchases: 1 });
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/referral', { services: { storage } });

  expect(await screen.findByText('AARAV7K2P', undefined, { timeout: 15_000 })).toBeInTheDocument();
  const link = screen.getByRole('textbox', { name: 'Your share link' });
  expect((link as HTMLInputElement).value).toMatch(/\/create-account\?referral_code=AARAV7K2P$/);
  const referrals = screen.getByRole('region', { name: 'Your referrals' });
  expect(referrals).toHaveTextContent('Friends who signed up2');
  expect(referrals).toHaveTextContent('Friends who placed an order1');
  expect(referrals).toHaveTextContent(`Zepp Coins earned${stats.points_earned}`);

  // user-event's clipboard stands in for the browser's; its readText trips over jsdom's Blob, so watch the write.
  const write = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(within(page()).getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('Link copied. Paste it to share it with your friends.')).toBeInTheDocument();
  expect(write).toHaveBeenCalledWith((link as HTMLInputElement).value);

  write.mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
  await user.click(within(page()).getByRole('button', { name: 'Copy link' }));
  expect(
    await screen.findByText('Could not copy the link. Select it and copy it yourself.'),
  ).toBeInTheDocument();
});

test('where the browser has a share sheet, Share link opens it with the link', async () => {
  const shop = useRealShop();
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/referral', { services: { storage } });

  await user.click(await screen.findByRole('button', { name: 'Share link' }, { timeout: 15_000 }));
  expect(share).toHaveBeenCalledWith({
    title: 'Refer and Earn',
    text: 'Sign up with my referral code AARAV7K2P and start shopping.',
    url: expect.stringMatching(/\/create-account\?referral_code=AARAV7K2P$/),
  });
  expect(screen.queryByText(/Link copied/)).not.toBeInTheDocument();
});

test('a failed load says so, and Try again shows the code', async () => {
  const shop = useRealShop();
  server.use(
    graphql.query(
      'GetReferral',
      () => HttpResponse.json({ errors: [{ message: 'Internal server error' }] }),
      {
        once: true,
      },
    ),
  );
  const storage = await signInDemoCustomer(shop);
  const user = userEvent.setup();
  renderApp('/referral', { services: { storage } });

  const alert = await within(
    await screen.findByRole('region', { name: 'Refer and Earn' }, { timeout: 15_000 }),
  ).findByRole('alert', undefined, { timeout: 15_000 });
  expect(alert).toHaveTextContent('We could not load your referral details. Please try again.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('AARAV7K2P')).toBeInTheDocument();
  expect(within(page()).queryByRole('alert')).not.toBeInTheDocument();
});

test('a guest is asked to sign in, and the button comes back here afterwards', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/referral');

  expect(
    await screen.findByText(
      'Sign in to get your referral code and earn Zepp Coins when friends shop with it.',
      undefined,
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  expect(within(page()).queryByRole('button', { name: /link/ })).not.toBeInTheDocument();
  await user.click(within(page()).getByRole('link', { name: 'Sign In' }));
  expect(router.state.location.pathname).toBe('/sign-in');
  expect(router.state.location.state).toEqual({ from: '/referral' });
});
