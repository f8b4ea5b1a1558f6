// Shared by the customer-domain tests: a fresh seeded shop with its own outbox folder and a clock the test
// moves, plus sign-in helpers.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestShop, type TestShop } from '../test-app';
import { readOutbox } from '../../magento/outbox/outbox';

export const DEMO = { email: 'demo@example.in', password: 'Demo@1234' };
export const PRIYA = { email: 'priya.nair@example.in', password: 'Priya@2024' };

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface CustomerTestShop extends TestShop {
  clock: { now: number; advance(ms: number): void };
  outbox(to?: string): ReturnType<typeof readOutbox>;
  signIn(credentials?: { email: string; password: string }): Promise<string>;
  /** gql with the customer's bearer token. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
  as<T = any>(token: string, query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
  /** gql as a guest, typed loosely like `as`. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
  guest<T = any>(query: string, variables?: Record<string, unknown>): Promise<GqlResult<T>>;
}

// Each shop's outbox folder, removed when the test file is done.
const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

export function customerShop(): CustomerTestShop {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-customer-test-'));
  dataDirs.push(dataDir);
  const clock = {
    now: Date.UTC(2026, 2, 1, 10, 0, 0),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const shop = createTestShop({ dataDir, now: () => clock.now });
  const as: CustomerTestShop['as'] = (token, query, variables) =>
    shop.gql(query, variables, { headers: { authorization: `Bearer ${token}` } });
  return {
    ...shop,
    clock,
    outbox: (to) => readOutbox({ dataDir }, to),
    as,
    guest: (query, variables) => shop.gql(query, variables),
    async signIn(credentials = DEMO) {
      const res = await shop.gql<{ generateCustomerToken: { token: string } }>(
        'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        { e: credentials.email, p: credentials.password },
      );
      if (!res.data?.generateCustomerToken) throw new Error(`sign-in failed: ${JSON.stringify(res.errors)}`);
      return res.data.generateCustomerToken.token;
    },
  };
}

/** The messages and categories of a response's errors. */
export const errorsOf = (res: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) =>
  (res.errors ?? []).map((e) => ({ message: e.message, category: e.extensions?.category }));
