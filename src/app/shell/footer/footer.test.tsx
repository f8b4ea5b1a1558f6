import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answer, answerErrors, recordRequests } from '../../../../test/support/graphql-handlers';
import { fakeIntersectionObserver, removeIntersectionObserver } from '../../../../test/support/intersection';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const footer = () => screen.findByRole('contentinfo');

test('the footer shows the pwa-footer CMS block, whose shop links open in the app', async () => {
  useRealShop();
  const user = userEvent.setup();
  const { router } = renderApp('/terms-and-condition');
  const region = await footer();
  expect(await within(region).findByRole('heading', { name: 'Help' })).toBeInTheDocument();
  expect(within(region).getAllByRole('img', { name: 'Instagram' }).length).toBeGreaterThan(0);

  await user.click(within(region).getByRole('link', { name: 'Contact Us' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/contact-us');
});

test('there is no footer on the sign-in page', async () => {
  useRealShop();
  const requests = recordRequests();
  renderApp('/sign-in');
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(requests.map((r) => r.operationName)).not.toContain('GetCmsBlocks');
});

test('an empty block list says so', async () => {
  useRealShop();
  server.use(answer('GetCmsBlocks', { cmsBlocks: { items: [] } }));
  renderApp('/contact-us');
  expect(await within(await footer()).findByText('There are no blocks to display')).toBeInTheDocument();
});

test('a failed block query shows its error message', async () => {
  useRealShop();
  server.use(answerErrors('GetCmsBlocks', ['The CMS block store is unavailable.']));
  renderApp('/contact-us');
  const region = await footer();
  await waitFor(() =>
    expect(within(region).getByRole('alert')).toHaveTextContent('The CMS block store is unavailable.'),
  );
});

test('the block stays across page changes without being fetched again', async () => {
  useRealShop();
  const requests = recordRequests();
  const { router } = renderApp('/terms-and-condition');
  await within(await footer()).findByRole('heading', { name: 'Help' });
  await act(() => router.navigate('/contact-us'));
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  expect(within(await footer()).getByRole('heading', { name: 'Help' })).toBeInTheDocument();
  expect(requests.filter((r) => r.operationName === 'GetCmsBlocks')).toHaveLength(1);
});

test('the block, and the code to show it, load only when the footer scrolls into view', async () => {
  useRealShop();
  const requests = recordRequests();
  const { bringNear } = fakeIntersectionObserver();
  try {
    renderApp('/contact-us');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    const region = await footer();
    expect(within(region).getByRole('status', { name: 'Loading the footer' })).toBeInTheDocument();
    expect(requests.map((r) => r.operationName)).not.toContain('GetCmsBlocks');

    bringNear(region);
    expect(await within(region).findByRole('heading', { name: 'Help' })).toBeInTheDocument();
  } finally {
    removeIntersectionObserver();
  }
});

test("a click on a footer link is SPEC 7.3's 'footer click', on a social image a 'social click'", async () => {
  useRealShop();
  window.dataLayer = [];
  const user = userEvent.setup();
  renderApp('/terms-and-condition');
  const region = await footer();
  await within(region).findByRole('heading', { name: 'Help' });
  // Links to other sites are full page loads, which jsdom cannot do: stopped once the footer has seen them.
  const stayHere = (event: Event) => event.preventDefault();
  document.addEventListener('click', stayHere);
  try {
    await user.click(within(region).getAllByRole('link', { name: /Instagram/ })[0]!);
    await user.click(within(region).getByRole('link', { name: 'Careers' }));
    await user.click(within(region).getByRole('link', { name: 'Contact Us' }));
  } finally {
    document.removeEventListener('click', stayHere);
  }
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  const origin = window.location.origin;
  expect(window.dataLayer.filter((entry) => /click$/.test(entry.event))).toEqual([
    {
      event: 'social click',
      social_network: 'Instagram',
      link_url: 'https://www.instagram.com/zeppshop.in/',
    },
    { event: 'footer click', link_text: 'Careers', link_url: 'https://careers.zeppshop.in/' },
    { event: 'footer click', link_text: 'Contact Us', link_url: `${origin}/contact-us` },
  ]);
});

test('one copyright line, with the year from the clock and the store’s holder, and none in the block', async () => {
  // Only Date is faked: the app's timers and the in-process shop keep running.
  jest.useFakeTimers({
    now: new Date('2031-06-15T12:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  try {
    useRealShop();
    renderApp('/terms-and-condition');
    const region = await footer();
    await within(region).findByRole('heading', { name: 'Help' });
    expect(
      within(region)
        .getAllByText(/©|copyright/i)
        .map((line) => line.textContent),
    ).toEqual(['© 2031 Zepp Shop India Pvt. Ltd. All rights reserved.']);
  } finally {
    jest.useRealTimers();
  }
});
