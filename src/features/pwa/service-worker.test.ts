// Talking to the worker from the page (SPEC 4, 7.3): registration failures are warnings, activation is awaited
// up to 10 s, PREFETCH_IMAGES is answered over a MessageChannel, REDIRECT_FROM_NOTIFICATION navigates.
import { registerServiceWorker, waitForActivation } from './register-service-worker';
import { prefetchImages, redirectTarget } from './sw-messages';

const ORIGIN = 'http://localhost';

/** A ServiceWorkerContainer stand-in: an event target whose register() fails, as with a blocked script. */
function failingContainer() {
  const container = Object.assign(new EventTarget(), {
    controller: null,
    register: jest.fn(() => Promise.reject(new Error('blocked'))),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  jest.restoreAllMocks();
});

test("PREFETCH_IMAGES without a worker fails with 'SW Not Registered'", async () => {
  await expect(prefetchImages(['/media/a.jpg'], undefined)).rejects.toThrow('SW Not Registered');
  const noController = { controller: null } as unknown as ServiceWorkerContainer;
  await expect(prefetchImages(['/media/a.jpg'], noController)).rejects.toThrow('SW Not Registered');
});

test('PREFETCH_IMAGES is answered over its MessageChannel', async () => {
  // jsdom has no MessageChannel; Node's behaves as a browser's for this (the page closes its port after).
  const { MessageChannel: NodeMessageChannel } =
    jest.requireActual<typeof import('node:worker_threads')>('node:worker_threads');
  Object.defineProperty(globalThis, 'MessageChannel', { value: NodeMessageChannel, configurable: true });
  const worker = {
    postMessage: jest.fn((message: unknown, [port]: MessagePort[]) => {
      expect(message).toEqual({ type: 'PREFETCH_IMAGES', payload: { urls: ['/media/a.jpg'] } });
      port!.postMessage({ cached: 1, failed: 0 });
    }),
  };
  const container = { controller: worker } as unknown as ServiceWorkerContainer;
  await expect(prefetchImages(['/media/a.jpg'], container)).resolves.toEqual({ cached: 1, failed: 0 });
  Reflect.deleteProperty(globalThis, 'MessageChannel');
});

test('a registration failure is a warning, and notification redirects still reach the app', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const container = failingContainer();
  const onRedirect = jest.fn();
  const setup = await registerServiceWorker(
    { onUpdate: jest.fn(), onRedirect },
    container as unknown as ServiceWorkerContainer,
  );
  expect(setup).toEqual({ registration: null, active: false });
  expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));

  const message = { type: 'REDIRECT_FROM_NOTIFICATION', payload: { url: `${ORIGIN}/audio.html?nid=3` } };
  container.dispatchEvent(new MessageEvent('message', { data: message }));
  expect(onRedirect).toHaveBeenCalledWith(message);
  expect(redirectTarget(message, ORIGIN)).toEqual({ path: '/audio.html?nid=3' });
  expect(redirectTarget({ payload: { url: 'https://other.example/x' } }, ORIGIN)).toEqual({
    url: 'https://other.example/x',
  });
  expect(redirectTarget({ payload: {} }, ORIGIN)).toBeNull();
});

test('without service worker support nothing is registered and nothing is logged', async () => {
  const warn = jest.spyOn(console, 'warn');
  const error = jest.spyOn(console, 'error');
  await expect(
    registerServiceWorker({ onUpdate: jest.fn(), onRedirect: jest.fn() }, undefined),
  ).resolves.toEqual({ registration: null, active: false });
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});

test('a browser that blocks workers (register() gives no registration): nothing logged, nothing breaks', async () => {
  const warn = jest.spyOn(console, 'warn');
  const error = jest.spyOn(console, 'error');
  // What a browser (or a test harness) that blocks service workers puts in place of register().
  const container = Object.assign(new EventTarget(), {
    controller: null,
    register: jest.fn(() => Promise.resolve(undefined)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  await expect(
    registerServiceWorker(
      { onUpdate: jest.fn(), onRedirect: jest.fn() },
      container as unknown as ServiceWorkerContainer,
    ),
  ).resolves.toEqual({ registration: null, active: false });
  expect(container.register).toHaveBeenCalledTimes(1);
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});

test('a registration that fails is one warning', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const container = failingContainer();
  await registerServiceWorker(
    { onUpdate: jest.fn(), onRedirect: jest.fn() },
    container as unknown as ServiceWorkerContainer,
  );
  expect(warn).toHaveBeenCalledTimes(1);
});

test('activation is awaited up to 10 s', async () => {
  jest.useFakeTimers();
  try {
    const installing = Object.assign(new EventTarget(), { state: 'installing' });
    const registration = { active: null, installing, waiting: null } as unknown as ServiceWorkerRegistration;
    const late = waitForActivation(registration);
    jest.advanceTimersByTime(10_000);
    await expect(late).resolves.toBe(false);

    const soon = waitForActivation(registration);
    jest.advanceTimersByTime(9_000);
    installing.state = 'activated';
    installing.dispatchEvent(new Event('statechange'));
    await expect(soon).resolves.toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
