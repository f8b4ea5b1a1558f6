// Web (jsdom) test setup: jest-dom matchers, the msw server around every test (an unanswered request is an
// error, not a silent hang), and clean browser storage so no test sees another's token or cart.
import '@testing-library/jest-dom';
import { server } from './msw-server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
afterAll(() => server.close());
