import { nextTask } from './next-task';

/** Promise continuations one after another: all of them run within the current task. */
function microtaskChain(length: number, done: () => void): void {
  let step = Promise.resolve();
  for (let i = 0; i < length; i += 1) step = step.then(() => undefined);
  void step.then(done);
}

test('the code after it runs once the current task, microtasks included, is over', async () => {
  let chainDone = false;
  microtaskChain(200, () => (chainDone = true));
  await nextTask();
  expect(chainDone).toBe(true);
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  Object.assign(globalThis, { scheduler: { yield: yieldToBrowser } });
  try {
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});
