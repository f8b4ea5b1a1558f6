// Links and public answers are built from PUBLIC_ORIGIN, never from the request's Host or X-Forwarded-Host
// (docs/SECURITY.md, "Links, headers and the page's policy"). Before, a reset requested with
// `X-Forwarded-Host: evil.example` mailed https://evil.example/customer/account/createPassword?token=…, and
// storeConfig answered http://evil.example/ with Cache-Control public.
import { readOutbox } from '../../magento/outbox/outbox';
import { startListeningShop, rawRequest, type ListeningShop } from '../listening-server';
import { removeTempDirs } from '../temp-dir';
import { createTestShop } from '../test-app';

const PUBLIC = 'https://shop.example.com';
const EVIL = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
let shop: ListeningShop;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  // One trusted proxy: even the headers a trusted proxy passes on do not choose the links' host.
  shop = await startListeningShop({ PUBLIC_ORIGIN: PUBLIC, TRUST_PROXY_HOPS: '1' });
});
afterAll(async () => {
  await shop.close();
  removeTempDirs();
});

const requestReset = (email: string, headers: Record<string, string>) =>
  rawRequest(shop.address, '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      query: 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }',
      variables: { e: email },
    }),
  });

const lastLink = (email: string) => readOutbox(shop.config, email).at(-1)?.link ?? '';

describe('password-reset e-mails', () => {
  it('link to the public origin whatever X-Forwarded-Host says', async () => {
    const answer = await requestReset('demo@example.in', EVIL);
    expect(JSON.parse(answer.body)).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(lastLink('demo@example.in')).toMatch(
      /^https:\/\/shop\.example\.com\/customer\/account\/createPassword\?token=[^&]+$/,
    );
  });

  it('link to the public origin whatever the raw Host header says', async () => {
    const answer = await requestReset('priya.nair@example.in', { host: 'evil.example' });
    expect(JSON.parse(answer.body)).toEqual({ data: { requestPasswordResetEmail: true } });
    expect(lastLink('priya.nair@example.in')).toMatch(
      /^https:\/\/shop\.example\.com\/customer\/account\/createPassword\?token=/,
    );
  });
});

describe('storeConfig, a public cacheable answer', () => {
  const query = encodeURIComponent(
    `{ storeConfig { base_url base_link_url secure_base_url secure_base_link_url base_media_url
       secure_base_media_url } }`,
  );

  it('names the public origin in every URL, for a poisoning Host or X-Forwarded-Host alike', async () => {
    const variants: Record<string, string>[] = [
      EVIL,
      { host: 'evil.example' },
      { host: 'evil.example', ...EVIL },
      {},
    ];
    for (const headers of variants) {
      const answer = await rawRequest(shop.address, `/graphql?query=${query}`, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toContain('public');
      const urls = Object.values(JSON.parse(answer.body).data.storeConfig as Record<string, string>);
      expect(urls).toHaveLength(6);
      for (const url of urls) expect(url.startsWith(`${PUBLIC}/`)).toBe(true);
      expect(answer.body).not.toContain('evil.example');
    }
  });
});

describe('every other link', () => {
  it('sign-in links, referral links and payment pages use the public origin too', async () => {
    const inProcess = createTestShop({ publicOrigin: PUBLIC });
    const headers = { ...EVIL, 'content-type': 'application/json' };
    const ask = (query: string, variables: Record<string, unknown>, extra: Record<string, string> = {}) =>
      inProcess.app
        .fetch(
          new Request('http://evil.example/graphql', {
            method: 'POST',
            headers: { ...headers, ...extra },
            body: JSON.stringify({ query, variables }),
          }),
        )
        .then((r) => r.json() as Promise<{ data?: Record<string, Record<string, unknown>> }>);
    const magic = await ask('mutation($e: String!) { requestMagicLoginLink(email: $e) { success } }', {
      e: 'demo@example.in',
    });
    expect(magic.data?.requestMagicLoginLink).toEqual({ success: true });
    expect(readOutbox(inProcess.config, 'demo@example.in').at(-1)?.link).toMatch(
      /^https:\/\/shop\.example\.com\//,
    );
    const token = await ask(
      'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      { e: 'demo@example.in', p: 'Demo@1234' },
    );
    const bearer = { authorization: `Bearer ${String(token.data?.generateCustomerToken?.token)}` };
    const referral = await ask('{ customer { referral { link } } }', {}, bearer);
    expect(JSON.stringify(referral)).toMatch(/"link":"https:\/\/shop\.example\.com\/create-account\?/);
  });
});
