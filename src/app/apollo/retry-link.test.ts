import { gql } from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { BrowserPersistence } from '../../lib/storage';
import { createApolloClient } from './create-apollo-client';

const QUERY = gql`
  query Flaky {
    storeConfig {
      store_code
    }
  }
`;
const MUTATION = gql`
  mutation FlakyMutation {
    createEmptyCart
  }
`;
const ok = { data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default' } } };

/** Fails the first `failures` attempts with a network error, then answers. Returns the attempt count. */
function flaky(failures: number) {
  const attempts = { count: 0 };
  server.use(
    graphql.operation(() => {
      attempts.count += 1;
      return attempts.count <= failures ? HttpResponse.error() : HttpResponse.json(ok);
    }),
  );
  return attempts;
}

const client = () => createApolloClient({ storage: new BrowserPersistence(), persist: false });

describe('retry', () => {
  afterEach(() => jest.restoreAllMocks());

  it('retries a query after network failures until it succeeds', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // jitter to zero: no waiting
    const attempts = flaky(3);
    const { data } = await client().query({ query: QUERY });
    expect(data).toEqual(ok.data);
    expect(attempts.count).toBe(4);
  });

  it('gives up after 5 attempts', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const attempts = flaky(10);
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(attempts.count).toBe(5);
  });

  it('never retries a mutation', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const attempts = flaky(1);
    await expect(client().mutate({ mutation: MUTATION })).rejects.toThrow();
    expect(attempts.count).toBe(1);
  });

  it('does not retry while the browser is offline', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0);
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const attempts = flaky(1);
    await expect(client().query({ query: QUERY })).rejects.toThrow();
    expect(attempts.count).toBe(1);
  });

  // The delay is read from the timer RetryLink schedules, not from the wall clock, so a busy machine
  // cannot make this flaky.
  it.each([
    [0.5, 300],
    [0.25, 150],
  ])(
    'schedules the first retry at a jittered delay from 300 ms (random %p -> %p ms)',
    async (random, delay) => {
      jest.spyOn(Math, 'random').mockReturnValue(random); // jitter: random × 2 × 300 ms
      const timeout = jest.spyOn(globalThis, 'setTimeout');
      const attempts = flaky(1);
      await client().query({ query: QUERY });
      expect(attempts.count).toBe(2);
      expect(timeout.mock.calls.map((call) => call[1])).toContain(delay);
    },
  );
});
