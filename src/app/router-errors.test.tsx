// The route table's two error boundaries (SPEC 8, default error view): a page that throws shows the error view
// inside the shell, and the next navigation renders pages again; a broken shell replaces everything.
import { screen } from '@testing-library/react';
import { useRealShop } from '../../test/support/real-shop';
import { renderApp } from '../../test/support/render-app';

let mockBroken: 'referral page' | 'shell' | null = null;

jest.mock('../features/referral/components/referral-page', () => {
  const { default: ReferralPage } = jest.requireActual('../features/referral/components/referral-page');
  return {
    __esModule: true,
    default: function MaybeBroken() {
      if (mockBroken === 'referral page') throw new Error('page failed');
      return <ReferralPage />;
    },
  };
});
jest.mock('./shell/loading-bar', () => ({
  LoadingBar: function MaybeBroken() {
    if (mockBroken === 'shell') throw new Error('shell failed');
    return null;
  },
}));

let logged: jest.SpyInstance;
beforeEach(() => {
  window.scrollTo = jest.fn();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  mockBroken = null;
  logged.mockRestore();
});

const errorHeading = () => screen.findByRole('heading', { level: 1, name: 'Oops!' });

test('a page that throws shows the error view inside the shell, and the next page renders', async () => {
  useRealShop();
  mockBroken = 'referral page';
  const { router } = renderApp('/referral');
  expect(await errorHeading()).toBeInTheDocument();
  expect(screen.getByText('Looks like something went wrong. Sorry about that.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(
    expect.stringMatching(/^Unhandled error \S+$/),
    expect.objectContaining({ message: 'page failed' }),
  );

  await router.navigate('/zepp-coins');
  expect(await screen.findByRole('heading', { level: 1, name: 'My Rewards Points' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Oops!' })).not.toBeInTheDocument();
});

test('a shell that throws is replaced by the error view alone', async () => {
  useRealShop();
  mockBroken = 'shell';
  renderApp('/cart');
  expect(await errorHeading()).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shopping Cart' })).not.toBeInTheDocument();
});
