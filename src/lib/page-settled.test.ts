// Deferred start-up work waits for the page's load event and then an idle moment, and never longer than that.
type PageSettled = typeof import('./page-settled');

function freshModule(): PageSettled {
  let loaded!: PageSettled;
  jest.isolateModules(() => {
    loaded = jest.requireActual('./page-settled');
  });
  return loaded;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(globalThis, 'requestIdleCallback');
});

test('waits for the load event, then an idle moment', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const idle: (() => void)[] = [];
  Object.assign(globalThis, { requestIdleCallback: (run: () => void) => idle.push(run) });
  const { whenPageSettled, isPageSettled } = freshModule();
  let done = false;
  void whenPageSettled().then(() => (done = true));

  await flush();
  expect(done).toBe(false);
  window.dispatchEvent(new Event('load'));
  await flush();
  expect(done).toBe(false); // loaded, but the browser has not been idle yet
  expect(idle).toHaveLength(1);
  idle.shift()?.();
  await flush();
  expect(isPageSettled()).toBe(true);
  idle.shift()?.(); // this caller's own idle moment
  await flush();
  expect(done).toBe(true);
});

test('each caller waiting goes on in an idle moment of its own, not all in one task', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const idle: (() => void)[] = [];
  Object.assign(globalThis, { requestIdleCallback: (run: () => void) => idle.push(run) });
  const { whenPageSettled, isPageSettled } = freshModule();
  const resumed: string[] = [];
  void whenPageSettled().then(() => resumed.push('cart'));
  void whenPageSettled().then(() => resumed.push('badges'));
  window.dispatchEvent(new Event('load'));
  await flush();
  idle.shift()?.(); // the page's idle moment: settled, each caller then waits for one of its own
  await flush();
  expect(isPageSettled()).toBe(true);
  expect(resumed).toEqual([]);
  expect(idle).toHaveLength(2);
  idle.shift()?.();
  await flush();
  expect(resumed).toEqual(['cart']);
  idle.shift()?.();
  await flush();
  expect(resumed).toEqual(['cart', 'badges']);
});

test('a page that has already loaded settles at the next idle moment, and stays settled', async () => {
  const { whenPageSettled, isPageSettled } = freshModule(); // jsdom's document is complete
  expect(isPageSettled()).toBe(false);
  await whenPageSettled();
  expect(isPageSettled()).toBe(true);
  await expect(whenPageSettled()).resolves.toBeUndefined();
});

test('a first page that holds settling keeps it back until it has shown', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  const { whenPageSettled, holdSettling } = freshModule();
  let show!: () => void;
  holdSettling(new Promise<void>((resolve) => (show = resolve)));
  let done = false;
  void whenPageSettled().then(() => (done = true));

  window.dispatchEvent(new Event('load'));
  await flush();
  await flush();
  expect(done).toBe(false); // loaded, but the page has not shown its content yet
  show();
  await flush();
  await flush();
  await flush();
  expect(done).toBe(true);
});

test('a page that never shows holds settling back no longer than HOLD_MAX_MS', async () => {
  jest.useFakeTimers();
  try {
    const { whenPageSettled, holdSettling, HOLD_MAX_MS } = freshModule();
    holdSettling(new Promise(() => {}));
    let done = false;
    void whenPageSettled().then(() => (done = true));
    await jest.advanceTimersByTimeAsync(HOLD_MAX_MS - 100);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
