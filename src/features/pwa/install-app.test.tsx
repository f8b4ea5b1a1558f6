// 'Install App' (SPEC 4): shown while the browser offers installation, prompts on click, gone once accepted,
// and the install is counted by the real shop (IncrementFcmDownloads).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/support/render';
import { useRealShop } from '../../../test/support/real-shop';
import { InstallAppButton } from './components/install-app-button';

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

const downloads = (shop: ReturnType<typeof useRealShop>) =>
  (shop.db.prepare('SELECT COUNT(*) AS n FROM app_downloads').get() as { n: number }).n;

test('no button until the browser offers installation; an accepted install hides it and is counted', async () => {
  const shop = useRealShop();
  renderWithProviders(<InstallAppButton />);
  expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();

  const offer = offerInstall('accepted');
  expect(offer.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Install App' }));

  expect(offer.prompt).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  await waitForDownloads(shop, 1);
});

test('a dismissed prompt is not counted', async () => {
  const shop = useRealShop();
  renderWithProviders(<InstallAppButton />);
  const offer = offerInstall('dismissed');
  await userEvent.click(screen.getByRole('button', { name: 'Install App' }));
  expect(offer.prompt).toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(downloads(shop)).toBe(0);
});

async function waitForDownloads(shop: ReturnType<typeof useRealShop>, n: number) {
  for (let i = 0; i < 100 && downloads(shop) !== n; i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(downloads(shop)).toBe(n);
}
