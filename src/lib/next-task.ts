// A long task cannot be cut by React or by microtasks (await, promises): only by giving the event loop back.
// `await nextTask()` ends the current task; the code after it runs in a new one, ahead of timers where the
// browser has scheduler.yield (Chromium), else after a message (MessageChannel does not wait the 4 ms of a
// nested setTimeout). Between the two the browser may paint, take input and handle arrived responses.

interface Yielding {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Yielding }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') return void setTimeout(resolve, 0);
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
