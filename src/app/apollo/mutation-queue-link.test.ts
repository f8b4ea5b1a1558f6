import { gql, type TypedDocumentNode } from '@apollo/client';
import { delay, graphql, HttpResponse } from 'msw';
import { server } from '../../../test/support/msw-server';
import { BrowserPersistence } from '../../lib/storage';
import { createApolloClient } from './create-apollo-client';

const SLOW: TypedDocumentNode<{ createEmptyCart: string }> = gql`
  mutation Slow {
    createEmptyCart
  }
`;
const FAST: TypedDocumentNode<{ createEmptyCart: string }> = gql`
  mutation Fast {
    createEmptyCart
  }
`;
const QUERY = gql`
  query Quick {
    storeConfig {
      store_code
    }
  }
`;

/** Each operation logs when the server starts and finishes answering it. */
function serveWithLog(log: string[], { slowFails = false } = {}) {
  server.use(
    graphql.mutation('Slow', async () => {
      log.push('Slow start');
      await delay(60);
      log.push('Slow end');
      return slowFails ? HttpResponse.error() : HttpResponse.json({ data: { createEmptyCart: 'slow' } });
    }),
    graphql.mutation('Fast', () => {
      log.push('Fast start');
      return HttpResponse.json({ data: { createEmptyCart: 'fast' } });
    }),
    graphql.query('Quick', () => {
      log.push('Quick start');
      return HttpResponse.json({
        data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default' } },
      });
    }),
  );
}

const client = () => createApolloClient({ storage: new BrowserPersistence(), persist: false });

describe('mutation queue', () => {
  it('sends mutations one at a time in the order issued', async () => {
    const log: string[] = [];
    serveWithLog(log);
    const apollo = client();
    const results = await Promise.all([apollo.mutate({ mutation: SLOW }), apollo.mutate({ mutation: FAST })]);
    expect(log).toEqual(['Slow start', 'Slow end', 'Fast start']);
    expect(results.map((r) => r.data?.createEmptyCart)).toEqual(['slow', 'fast']);
  });

  it('starts the next mutation after the previous one fails', async () => {
    const log: string[] = [];
    serveWithLog(log, { slowFails: true });
    const apollo = client();
    const [slow, fast] = await Promise.allSettled([
      apollo.mutate({ mutation: SLOW }),
      apollo.mutate({ mutation: FAST }),
    ]);
    expect(slow.status).toBe('rejected');
    expect(fast.status).toBe('fulfilled');
    expect(log).toEqual(['Slow start', 'Slow end', 'Fast start']);
  });

  it('lets a mutation flagged skipQueue, and queries, go straight away', async () => {
    const log: string[] = [];
    serveWithLog(log);
    const apollo = client();
    await Promise.all([
      apollo.mutate({ mutation: SLOW }),
      apollo.mutate({ mutation: FAST, context: { skipQueue: true } }),
      apollo.query({ query: QUERY }),
    ]);
    expect(log.indexOf('Fast start')).toBeLessThan(log.indexOf('Slow end'));
    expect(log.indexOf('Quick start')).toBeLessThan(log.indexOf('Slow end'));
  });
});
