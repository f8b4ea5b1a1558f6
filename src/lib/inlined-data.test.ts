// The inlined answers written into Apollo's cache one per task (together they made a long task on a slow phone).
import { gql, InMemoryCache, ApolloClient, ApolloLink, Observable } from '@apollo/client';
import {
  adoptInlinedDataInSteps,
  INLINED_DATA_ELEMENT_ID,
  readInlinedData,
  wasInlined,
} from './inlined-data';

const STORE = gql`
  query Store {
    storeConfig {
      store_code
      store_name
    }
  }
`;
const GREETING = gql`
  query Greeting {
    greeting
  }
`;

function inline(results: unknown[]) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INLINED_DATA_ELEMENT_ID;
  element.textContent = JSON.stringify({ url: '/', store: 'default', results });
  document.head.append(element);
  readInlinedData({ url: '/', storeCode: 'default' });
}

function client() {
  const asked: string[] = [];
  const link = new ApolloLink((operation) => {
    asked.push(operation.operationName ?? '');
    return new Observable((observer) => observer.error(new Error('offline')));
  });
  return { apollo: new ApolloClient({ cache: new InMemoryCache(), link }), asked };
}

test('writes one answer per task and resolves with those it took', async () => {
  inline([
    {
      operation: 'Store',
      variables: {},
      data: { storeConfig: { store_code: 'default', store_name: 'Zepp' } },
    },
    { operation: 'Greeting', variables: {}, data: { greeting: 'Namaste' } },
    { operation: 'Other', variables: {}, data: { other: 1 } },
  ]);
  const { apollo, asked } = client();
  const adopting = adoptInlinedDataInSteps(apollo, {
    Store: { query: STORE },
    Greeting: { query: GREETING },
  });
  // The first is written in this task; the second waits for a task of its own.
  expect(
    apollo.readQuery<{ storeConfig: { store_name: string } }>({ query: STORE })?.storeConfig.store_name,
  ).toBe('Zepp');
  expect(apollo.readQuery({ query: GREETING })).toBeNull();
  const taken = await adopting;
  expect(taken.map((result) => result.operation)).toEqual(['Store', 'Greeting']);
  expect(apollo.readQuery<{ greeting: string }>({ query: GREETING })?.greeting).toBe('Namaste');
  expect(wasInlined('Greeting', {})).toBe(true);
  expect(asked).toEqual([]); // nothing went to the network
});

test('an answer its operation does not find usable is not taken, and the others still are', async () => {
  inline([
    { operation: 'Greeting', variables: {}, data: { salutation: 'Hi' } },
    {
      operation: 'Store',
      variables: {},
      data: { storeConfig: { store_code: 'default', store_name: 'Zepp' } },
    },
  ]);
  const { apollo } = client();
  const taken = await adoptInlinedDataInSteps(apollo, {
    Store: { query: STORE },
    Greeting: { query: GREETING, isValid: (data) => typeof data.greeting === 'string' },
  });
  expect(taken.map((result) => result.operation)).toEqual(['Store']);
  expect(apollo.readQuery({ query: GREETING })).toBeNull();
});
