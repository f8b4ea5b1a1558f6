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
  idle[0]?.();
  await flush();
  expect(done).toBe(true);
  expect(isPageSettled()).toBe(true);
});

test('a page that has already loaded settles at the next idle moment, and stays settled', async () => {
  const { whenPageSettled, isPageSettled } = freshModule(); // jsdom's document is complete
  expect(isPageSettled()).toBe(false);
  await whenPageSettled();
  expect(isPageSettled()).toBe(true);
  await expect(whenPageSettled()).resolves.toBeUndefined();
});
