// SANDBOXES=on|off turns every stand-in on or off together: the payment gateways' hosted pages and callbacks
// and the mail provider's sign-in page. On (the default), storeConfig says so (the storefront's demo notice)
// and the server warns at start; off, every sandbox route answers 404 and nothing offers them.
import type http from 'node:http';
import { readConfig } from '../../config';
import { startServer } from '../../main';
import { signCallback } from '../../magento/payments/signature';
import { createTestShop, ORIGIN, type TestShop } from '../test-app';
import { makeTempDir, removeTempDirs } from '../temp-dir';

afterAll(removeTempDirs);

const SANDBOX_MODE = '{ storeConfig { store_code sandbox_mode } }';
const OAUTH_URL = 'query($p: String!) { oauthLoginUrl(provider: $p) }';

const get = (shop: TestShop, path: string) => shop.app.fetch(new Request(`${ORIGIN}${path}`));
const post = (shop: TestShop, path: string, body: string, type = 'application/json') =>
  shop.app.fetch(
    new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': type }, body }),
  );

async function sandboxStatuses(shop: TestShop) {
  const { data } = await shop.gql<{ oauthLoginUrl: string }>(OAUTH_URL, { p: 'google' });
  const state = data?.oauthLoginUrl ? new URL(data.oauthLoginUrl).searchParams.get('state')! : 'none';
  const payload = {
    provider: 'razorpay',
    order_number: '000000001',
    status: 'approved' as const,
    amount: '1.00',
    method: 'upi',
    reference: 'pay_x',
    timestamp: Date.now(),
  };
  return [
    (await get(shop, `/oauthlogin/sandbox/authorize?provider=google&state=${encodeURIComponent(state)}`))
      .status,
    (
      await post(
        shop,
        '/oauthlogin/sandbox/authorize',
        `provider=google&state=${state}`,
        'application/x-www-form-urlencoded',
      )
    ).status,
    (await get(shop, `/sandbox/razorpay/pay/${'0'.repeat(48)}`)).status,
    (
      await post(
        shop,
        '/sandbox/razorpay/callback',
        JSON.stringify({ ...payload, signature: signCallback(shop.config.secret, payload) }),
      )
    ).status,
    (await post(shop, '/sandbox/payu/callback', '{}')).status,
  ];
}

describe('SANDBOXES', () => {
  it('is on unless set to off, and refuses anything else', () => {
    expect(readConfig({}).sandboxes).toBe(true);
    expect(readConfig({ SANDBOXES: 'on' }).sandboxes).toBe(true);
    expect(readConfig({ SANDBOXES: 'OFF' }).sandboxes).toBe(false);
    expect(() => readConfig({ SANDBOXES: 'no' })).toThrow('SANDBOXES must be "on" or "off", got "no"');
  });

  it('on: storeConfig says so and the sandboxes answer', async () => {
    const shop = createTestShop();
    expect((await shop.gql(SANDBOX_MODE)).data).toEqual({
      storeConfig: { store_code: 'default', sandbox_mode: true },
    });
    // The sign-in page, its form's answer (no e-mail given) and a callback the gateway refuses (an empty one):
    // the sandboxes' own answers. (The pay page and callback of an order that does not exist are their 404s.)
    const [page, form, , , callback] = await sandboxStatuses(shop);
    expect([page, form, callback]).toEqual([200, 400, 400]);
  });

  it('off: every sandbox route answers 404, and no mail provider is offered', async () => {
    const shop = createTestShop({ sandboxes: false });
    expect((await shop.gql(SANDBOX_MODE)).data).toEqual({
      storeConfig: { store_code: 'default', sandbox_mode: false },
    });
    expect(await sandboxStatuses(shop)).toEqual([404, 404, 404, 404, 404]);
    const res = await shop.gql(OAUTH_URL, { p: 'google' });
    expect(res.errors?.[0]?.message).toBe('The "google" login provider is not available.');
  });

  it('on, the server warns at start that this is a demo shop; off, it does not', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const start = async (SANDBOXES: string) => {
      const server: http.Server = startServer({
        ...readConfig({ SANDBOXES }),
        dataDir: makeTempDir(),
        seedOnStart: true, // a fresh folder, seeded on purpose
        port: 0,
      });
      await new Promise((resolve) => server.once('listening', resolve));
      await new Promise((resolve) => server.close(resolve));
    };
    await start('off');
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('SANDBOXES=on'));
    await start('on');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('SANDBOXES=on: payments and mail-provider sign-ins are simulated'),
    );
    jest.restoreAllMocks();
  });
});
