// jsdom has no IntersectionObserver, so the app shows everything at once (ui/near-viewport). A test about what
// mounts only near the viewport installs this stand-in, which holds every observed element, and says when one
// comes near. Call removeIntersectionObserver() after the test.
import { act } from '@testing-library/react';

export function fakeIntersectionObserver(): { bringNear: (inside: Element) => void } {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  window.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  /** Every observed element inside `inside` (or `inside` itself) comes within the viewport's margin. */
  const bringNear = (inside: Element) =>
    act(() => {
      for (const { callback, element } of observed.filter((o) => inside.contains(o.element)))
        callback(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
  return { bringNear };
}

export function removeIntersectionObserver(): void {
  // @ts-expect-error jsdom has none: the app then mounts everything at once
  delete window.IntersectionObserver;
}
