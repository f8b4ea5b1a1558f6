// The app takes an answer its page asked for early (the cart and checkout HTML's script) only for exactly that
// request: the same operation, query, variables and answer-changing headers, once, while fresh, and not
// after a mutation. Anything else goes to the network.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { answer, recordRequests } from '../../../test/support/graphql-handlers';
import { server } from '../../../test/support/msw-server';
import { BrowserPersistence } from '../../lib/storage';
import { compactQuery } from './compact-query';
import { createApolloClient } from './create-apollo-client';
import { EARLY_REQUEST_GLOBAL, EARLY_REQUEST_MAX_AGE_MS, type EarlyRequest } from './early-request';

type CartData = { cart: { __typename: 'Cart'; id: string; total_quantity: number } };
const CART: TypedDocumentNode<CartData, { cartId: string }> = gql`
  query EarlyCart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      total_quantity
    }
  }
`;
const RENAME = gql`
  mutation Rename {
    createEmptyCart
  }
`;
const fromNetwork: CartData = { cart: { __typename: 'Cart', id: 'c1', total_quantity: 1 } };
const fromPage: CartData = { cart: { __typename: 'Cart', id: 'c1', total_quantity: 7 } };

/** What the page's script leaves: an answer already on its way, for `headers` and `variables`. */
function leaveEarlyRequest(overrides: Partial<EarlyRequest> = {}): void {
  const response = Promise.resolve(
    new Response(JSON.stringify({ data: fromPage }), { headers: { 'content-type': 'application/json' } }),
  );
  const early: EarlyRequest = {
    operationName: 'EarlyCart',
    query: compactQuery(print(addTypenameToDocument(CART))),
    variables: { cartId: 'c1' },
    headers: { authorization: 'Bearer tok', store: 'default' },
    at: Date.now(),
    response,
    ...overrides,
  };
  Object.assign(window, { [EARLY_REQUEST_GLOBAL]: early });
}

function signedInClient() {
  const storage = new BrowserPersistence();
  storage.setItem('signin_token', 'tok', 3600);
  return createApolloClient({ storage, persist: false });
}

const ask = (apollo: ReturnType<typeof signedInClient>, cartId = 'c1') =>
  apollo.query({ query: CART, variables: { cartId }, fetchPolicy: 'network-only' }).then((r) => r.data);

beforeEach(() => {
  localStorage.clear();
  server.use(answer('EarlyCart', fromNetwork), answer('Rename', { createEmptyCart: 'c2' }));
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL];
});

test('the same request takes the early answer, once: the next one asks the network', async () => {
  const requests = recordRequests();
  leaveEarlyRequest();
  const apollo = signedInClient();
  expect(await ask(apollo)).toEqual(fromPage);
  expect(requests).toHaveLength(0);
  expect(window).not.toHaveProperty(EARLY_REQUEST_GLOBAL);
  expect(await ask(apollo)).toEqual(fromNetwork);
  expect(requests).toHaveLength(1);
});

test.each([
  ['another cart', { variables: { cartId: 'c0' } }],
  ['another customer', { headers: { authorization: 'Bearer other', store: 'default' } }],
  ['no customer', { headers: { store: 'default' } }],
  ['another store view', { headers: { authorization: 'Bearer tok', store: 'student' } }],
  ['another query text', { query: 'query EarlyCart($cartId:String!){cart(cart_id:$cartId){id __typename}}' }],
  ['an answer too old', { at: Date.now() - EARLY_REQUEST_MAX_AGE_MS - 1 }],
])('an early request for %s is not taken, and is dropped', async (_, overrides) => {
  const requests = recordRequests();
  leaveEarlyRequest(overrides);
  expect(await ask(signedInClient())).toEqual(fromNetwork);
  expect(requests).toHaveLength(1);
  expect(window).not.toHaveProperty(EARLY_REQUEST_GLOBAL);
});

test('other operations leave it for the one it was made for', async () => {
  const requests = recordRequests();
  leaveEarlyRequest({ operationName: 'SomethingElse' });
  expect(await ask(signedInClient())).toEqual(fromNetwork);
  expect(requests).toHaveLength(1);
  expect(window).toHaveProperty(EARLY_REQUEST_GLOBAL);
});

test('a mutation drops it: the cart may have changed since', async () => {
  const requests = recordRequests();
  leaveEarlyRequest();
  const apollo = signedInClient();
  await apollo.mutate({ mutation: RENAME });
  expect(await ask(apollo)).toEqual(fromNetwork);
  expect(requests.map((r) => r.method)).toEqual(['POST', 'GET']);
});

test('something else under its name is ignored and removed', async () => {
  const requests = recordRequests();
  Object.assign(window, {
    [EARLY_REQUEST_GLOBAL]: { operationName: 'EarlyCart', response: 'not a promise' },
  });
  expect(await ask(signedInClient())).toEqual(fromNetwork);
  expect(requests).toHaveLength(1);
  expect(window).not.toHaveProperty(EARLY_REQUEST_GLOBAL);
});
