// Web (jsdom) test setup: jest-dom matchers, a browser-like FormData (React 19 form submits), the msw server
// around every test (an unanswered request is an error, not a silent hang), clean browser storage so no test
// sees another's token or cart, and the desktop header's code loaded.
import '@testing-library/jest-dom';
import { server } from './msw-server';
import { preloadDesktopShell } from '../../src/app/shell/desktop-shell';

/**
 * React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (a data router's
 * navigate does), but jest-fixed-jsdom installs Node's FormData, which only takes no arguments. This one reads
 * the form's named controls the way a browser would.
 */
class FormDataFromForm extends FormData {
  constructor(form?: HTMLFormElement, _submitter?: HTMLElement | null) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement;
      if (control.name && !control.disabled) this.append(control.name, control.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// As main.tsx does before a desktop's first render (jsdom has no matchMedia: the desktop layout): the desktop
// header's code is here before any test renders the shell.
beforeAll(() => preloadDesktopShell());
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
