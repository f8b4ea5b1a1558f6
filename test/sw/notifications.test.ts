// What the worker shows for a push (FCM's notification and data shapes) and what a click on it does.
import {
  notificationFromPush,
  openFromNotification,
  parsePushPayload,
  type WindowClientLike,
} from '../../sw/notifications';

const ORIGIN = 'https://shop.example.in';

test('an FCM notification message: title, body, image and the data URL', () => {
  const shown = notificationFromPush(
    parsePushPayload(
      JSON.stringify({
        notification: { title: 'Sale', body: 'Up to 40% off', image: `${ORIGIN}/media/banner.jpg` },
        data: { url: '/audio.html?nid=12' },
        fcmMessageId: 'm-1',
      }),
    ),
    ORIGIN,
  );
  expect(shown.title).toBe('Sale');
  expect(shown.options).toMatchObject({
    body: 'Up to 40% off',
    image: `${ORIGIN}/media/banner.jpg`,
    tag: 'm-1',
    data: { url: `${ORIGIN}/audio.html?nid=12` },
  });
});

test('an FCM data message carries title, body and url in its data', () => {
  const shown = notificationFromPush(
    parsePushPayload(
      JSON.stringify({ data: { title: 'Order shipped', body: 'On its way', url: '/order-history/9' } }),
    ),
    ORIGIN,
  );
  expect(shown).toMatchObject({
    title: 'Order shipped',
    options: { body: 'On its way', data: { url: `${ORIGIN}/order-history/9` } },
  });
});

test('links to other sites, junk and empty pushes open the home page under a default title', () => {
  const other = notificationFromPush({ data: { title: 'x', url: 'https://evil.example/phish' } }, ORIGIN);
  expect(other.options.data.url).toBe(`${ORIGIN}/`);
  expect(notificationFromPush(parsePushPayload(null), ORIGIN)).toMatchObject({
    title: 'New notification',
    options: { data: { url: `${ORIGIN}/` } },
  });
  expect(notificationFromPush(parsePushPayload('plain words'), ORIGIN).options.body).toBe('plain words');
});

function fakeClients(open: string[]) {
  const windows = open.map((url) => ({
    url,
    focus: jest.fn(() => Promise.resolve()),
    postMessage: jest.fn(),
  })) satisfies WindowClientLike[];
  const clients = {
    matchAll: jest.fn(() => Promise.resolve(windows)),
    openWindow: jest.fn(() => Promise.resolve(null)),
  };
  return { windows, clients };
}

test("a click focuses the shop's open window and tells it to navigate to the message's URL", async () => {
  const { windows, clients } = fakeClients(['https://other.example/', `${ORIGIN}/cart`]);
  await openFromNotification(clients, `${ORIGIN}/audio.html`, ORIGIN);
  expect(windows[1]!.focus).toHaveBeenCalled();
  expect(windows[1]!.postMessage).toHaveBeenCalledWith({
    type: 'REDIRECT_FROM_NOTIFICATION',
    payload: { url: `${ORIGIN}/audio.html` },
  });
  expect(windows[0]!.focus).not.toHaveBeenCalled();
  expect(clients.openWindow).not.toHaveBeenCalled();
});

test('a click with no window of the shop open opens one at the URL', async () => {
  const { clients } = fakeClients([]);
  await openFromNotification(clients, `${ORIGIN}/audio.html`, ORIGIN);
  expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/audio.html`);
});

test('a window that refuses the focus is still told to navigate', async () => {
  const { windows, clients } = fakeClients([`${ORIGIN}/cart`]);
  windows[0]!.focus.mockImplementation(() => Promise.reject(new Error('Not allowed to focus a window.')));
  await openFromNotification(clients, `${ORIGIN}/audio.html`, ORIGIN);
  expect(windows[0]!.postMessage).toHaveBeenCalledWith({
    type: 'REDIRECT_FROM_NOTIFICATION',
    payload: { url: `${ORIGIN}/audio.html` },
  });
});
