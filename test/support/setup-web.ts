// Web (jsdom) test setup: jest-dom matchers, a browser-like FormData (React 19 form submits), the msw server
// around every test (an unanswered request is an error, not a silent hang), and clean browser storage so no
// test sees another's token or cart.
import '@testing-library/jest-dom';
import { server } from './msw-server';

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
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
