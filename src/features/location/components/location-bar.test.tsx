// The header's delivery location and its dialog, through the whole app against the in-process shop (the real
// getCityByPincode); the reverse geocoder is answered by msw, so nothing reaches the network.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { answer, failNetwork } from '../../../../test/support/graphql-handlers';
import { server } from '../../../../test/support/msw-server';
import { useRealShop } from '../../../../test/support/real-shop';
import { renderApp } from '../../../../test/support/render-app';
import { BrowserPersistence, STORAGE_KEYS } from '../../../lib/storage';

const GEOCODER = 'https://geocoder.test/reverse';

// Whole-app renders with typing, on a 2-core machine shared with other test runs: 5 s is too tight.
jest.setTimeout(20000);

beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  delete process.env.REVERSE_GEOCODE_URL;
  Reflect.deleteProperty(navigator, 'geolocation');
  jest.restoreAllMocks();
});

const banner = () => screen.getByRole('banner');
/** The header's bar (the only 'Deliver to' button on the home page; the open dialog has a header of its own). */
const locationBar = (place: string) => screen.findByRole('button', { name: `Deliver to ${place}` });
const storedLocation = () => new BrowserPersistence().getItem(STORAGE_KEYS.userLocation);

/** Opens the dialog from the header bar showing `place`; returns the dialog. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, place = 'New Delhi 110001') {
  await user.click(await locationBar(place));
  return screen.findByRole('dialog', { name: 'Enter delivery code' });
}

async function confirmPincode(user: ReturnType<typeof userEvent.setup>, pincode: string) {
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Delivery code' }), pincode);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

/** A browser position API that answers with these coordinates, or refuses. */
function stubGeolocation(answer: { lat: number; lon: number } | 'denied') {
  const getCurrentPosition = (ok: PositionCallback, fail?: PositionErrorCallback | null) => {
    if (answer === 'denied')
      fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else ok({ coords: { latitude: answer.lat, longitude: answer.lon } } as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
}

test('the header shows New Delhi 110001 until the shopper picks a location', async () => {
  useRealShop();
  renderApp('/');
  await locationBar('New Delhi 110001');
  expect(within(banner()).getByRole('button', { name: 'Deliver to New Delhi 110001' })).toBeInTheDocument();
});

test('a stored location is shown with the city cut to 12 characters plus ...', async () => {
  useRealShop();
  new BrowserPersistence().setItem(STORAGE_KEYS.userLocation, {
    pincode: '695001',
    city: 'Thiruvananthapuram',
  });
  renderApp('/');
  expect(await locationBar('Thiruvananth... 695001')).toBeInTheDocument();
  expect(within(banner()).queryByText(/Thiruvananthapuram/)).not.toBeInTheDocument();
});

test('the dialog has the delivery code field; a pincode shorter than 6 characters after trimming is refused', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await openDialog(user);
  const field = within(dialog).getByRole('textbox', { name: 'Delivery code' });
  expect(field).toHaveAttribute('placeholder', 'Enter pincode');
  expect(field).toHaveAttribute('minlength', '6');

  await user.type(field, '  11000  ');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pincode format.');
  expect(dialog).toBeInTheDocument();
  expect(storedLocation()).toBeUndefined();
});

test('the pincode error toast stays 15 s, like every error toast (SPEC 9)', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    useRealShop();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderApp('/');
    await confirmPincode(user, '11000');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pincode format.');
    act(() => jest.advanceTimersByTime(14_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid pincode format.');
    act(() => jest.advanceTimersByTime(1_500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('a known pincode saves its city, closes the dialog and updates the header', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  await confirmPincode(user, ' 695001 ');

  expect(await locationBar('Thiruvananth... 695001')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storedLocation()).toEqual({ pincode: '695001', city: 'Thiruvananthapuram' });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('an unknown pincode shows the server message and keeps the location', async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await confirmPincode(user, '999999');
  expect(await screen.findByRole('alert')).toHaveTextContent('City not found for this pincode.');
  expect(dialog).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deliver to New Delhi 110001' })).toBeInTheDocument();
  expect(storedLocation()).toBeUndefined();
});

test("the server's own refusal message is shown as it is", async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  // Six characters pass the storefront's check; the shop itself refuses letters.
  await confirmPincode(user, 'abcdef');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid pincode format.');
  expect(storedLocation()).toBeUndefined();
});

test("a refusal without a message reads 'City not found for this pincode.'", async () => {
  useRealShop();
  server.use(
    answer('GetCityByPincode', {
      getCityByPincode: { city: null, message: null, region: null, region_id: null, success: false },
    }),
  );
  const user = userEvent.setup();
  renderApp('/');
  await confirmPincode(user, '560001');
  expect(await screen.findByRole('alert')).toHaveTextContent('City not found for this pincode.');
});

test("a network failure reads 'Failed to fetch location data.'", async () => {
  useRealShop();
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await openDialog(user);
  server.use(failNetwork('GetCityByPincode'));
  // Offline queries are not retried, so the failure shows at once.
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await user.type(within(dialog).getByRole('textbox', { name: 'Delivery code' }), '560001');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await screen.findByText('Failed to fetch location data.')).toBeInTheDocument();
  expect(storedLocation()).toBeUndefined();
});

test('use my location: the browser position is reverse geocoded and saved', async () => {
  useRealShop();
  process.env.REVERSE_GEOCODE_URL = GEOCODER;
  stubGeolocation({ lat: 12.2958, lon: 76.6394 });
  const asked: URL[] = [];
  server.use(
    http.get(GEOCODER, ({ request }) => {
      asked.push(new URL(request.url));
      return HttpResponse.json({ address: { town: 'Mysuru', postcode: '570001', state: 'Karnataka' } });
    }),
  );
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Use my current location' }));

  expect(await locationBar('Mysuru 570001')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(storedLocation()).toEqual({ pincode: '570001', city: 'Mysuru' });
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
    lat: '12.2958',
    lon: '76.6394',
    format: 'json',
  });
});

test('a refused position or a failing geocoder is silently ignored', async () => {
  useRealShop();
  process.env.REVERSE_GEOCODE_URL = GEOCODER;
  stubGeolocation('denied');
  let geocoderCalls = 0;
  server.use(
    http.get(GEOCODER, () => {
      geocoderCalls += 1;
      return new HttpResponse('unavailable', { status: 503 });
    }),
  );
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await openDialog(user);
  await user.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
  expect(geocoderCalls).toBe(0);

  stubGeolocation({ lat: 12.97, lon: 77.59 });
  await user.click(within(dialog).getByRole('button', { name: 'Use my current location' }));
  await waitFor(() => expect(geocoderCalls).toBe(1));

  expect(dialog).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deliver to New Delhi 110001' })).toBeInTheDocument();
  expect(storedLocation()).toBeUndefined();
});

test('without a geocoding service there is no use-my-location action', async () => {
  useRealShop();
  stubGeolocation({ lat: 12.97, lon: 77.59 });
  const user = userEvent.setup();
  renderApp('/');
  const dialog = await openDialog(user);
  expect(within(dialog).queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();
});
