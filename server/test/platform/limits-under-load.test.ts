// Availability under a flood of huge documents, on the real server (a listening socket, not in process): while
// eight distinct ~1 MB documents of tens of thousands of tiny operations arrive at once, a small storeConfig
// query still answers promptly. Before the limits each such document held the event loop ~0.85 s while it was
// parsed whole, and eight of them kept an unrelated storeConfig waiting 6.6 s on an idle machine. The bound is
// 4 s, not the ~0.2 s seen idle: jest runs other suites beside this one (CI saw 1.7 s, a full local run 2.9 s),
// and what the test guards against is the whole-document parse, slower than the bound even idle and far slower
// under the same load.
import { startListeningShop, rawRequest, type ListeningShop } from '../listening-server';
import { removeTempDirs } from '../temp-dir';

jest.setTimeout(60_000);

let shop: ListeningShop;
beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  shop = await startListeningShop();
});
afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const STORE_CONFIG = JSON.stringify({ query: '{ storeConfig { store_name base_currency_code } }' });
const post = (body: string) =>
  rawRequest(shop.address, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });

/** ~1 MB (under the body limit, so the parser's limits are what stops it): `query A0_1{__typename} …`. */
function hugeDocument(variant: number): string {
  const operations: string[] = [];
  let size = 0;
  for (let i = 0; size < 1_000_000; i += 1) {
    const operation = `query A${variant}_${i}{__typename}`;
    operations.push(operation);
    size += operation.length + 1;
  }
  return JSON.stringify({ query: operations.join(' ') });
}

it('answers small queries promptly while eight ~1 MB documents arrive in parallel', async () => {
  const documents = Array.from({ length: 8 }, (_, variant) => hugeDocument(variant));
  expect(documents.every((d) => d.length > 900_000 && d.length < shop.config.limits.maxBodyBytes)).toBe(true);
  expect(documents[0]!.split('query ').length - 1).toBeGreaterThan(30_000);
  expect((await post(STORE_CONFIG)).status).toBe(200); // warm: the schema and the store view are ready

  // Small queries one after another for as long as the flood lasts: none may wait for the flood's parsing.
  let flooding = true;
  const flood = Promise.all(documents.map((document) => post(document))).finally(() => (flooding = false));
  const latencies: number[] = [];
  do {
    const started = performance.now();
    const small = await post(STORE_CONFIG);
    latencies.push(performance.now() - started);
    expect(JSON.parse(small.body)).toEqual({
      data: { storeConfig: { store_name: 'Zepp Shop', base_currency_code: 'INR' } },
    });
  } while (flooding);
  const refused = await flood;

  expect(Math.max(...latencies)).toBeLessThan(4000);
  for (const answer of refused) {
    expect([200, 400]).toContain(answer.status);
    expect(JSON.parse(answer.body).errors[0].message).toBe('Syntax Error: Token limit of 2000 exceeded.');
  }
});
