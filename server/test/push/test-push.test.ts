// Test pushes (server/magento/push/test-push.ts): a customer's registered tokens get the message through the
// configured sender, a real HTTP endpoint here (a local stub, never Google); without a sender the payload the
// worker reads is returned instead.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { customerShop, DEMO } from '../customer/helpers';
import { httpPushSender, pushSenderFromEnv, sendTestPush } from '../../magento/push/test-push';

const SAVE = 'mutation Save($token: String!) { SaveFcmToken(token: $token) { status message } }';
const TOKEN_A = 'token-a:APA91bHabcdefghijklmnopqrstuvwxyz';
const TOKEN_B = 'token-b:APA91bHabcdefghijklmnopqrstuvwxyz';

/** A local endpoint that records what it is sent and fails for TOKEN_B when told to. */
async function stubSender(failFor?: string) {
  const received: { body: unknown; authorization?: string }[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as { token: string };
      received.push({ body, authorization: req.headers.authorization });
      res.statusCode = body.token === failFor ? 500 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function customerWithTokens() {
  const shop = customerShop();
  const token = await shop.signIn();
  for (const fcm of [TOKEN_A, TOKEN_B]) {
    const { data } = await shop.gql(SAVE, { token: fcm }, { headers: { authorization: `Bearer ${token}` } });
    expect(data).toEqual({ SaveFcmToken: { status: true, message: 'Token saved successfully.' } });
  }
  return shop;
}

test("a test push reaches every token the customer's installs registered, in FCM's message shape", async () => {
  const shop = await customerWithTokens();
  const stub = await stubSender();
  try {
    const sender = pushSenderFromEnv({ PUSH_SENDER_URL: stub.url, PUSH_SENDER_KEY: 'server-key' });
    const result = await sendTestPush(shop.db, sender, DEMO.email, {
      title: 'Diwali sale',
      body: 'Phones from ₹9,999',
      url: '/mobiles-tablets.html',
    });
    expect(result).toEqual({ status: 'sent', tokens: 2, sent: 2, failed: 0 });
    const payload = {
      notification: { title: 'Diwali sale', body: 'Phones from ₹9,999' },
      data: { url: '/mobiles-tablets.html' },
    };
    expect(stub.received.map((r) => r.body)).toEqual(
      expect.arrayContaining([
        { token: TOKEN_A, ...payload },
        { token: TOKEN_B, ...payload },
      ]),
    );
    expect(stub.received.every((r) => r.authorization === 'key=server-key')).toBe(true);
  } finally {
    await stub.close();
  }
});

test('one failing token is counted and the others are still sent', async () => {
  const shop = await customerWithTokens();
  const stub = await stubSender(TOKEN_B);
  try {
    const result = await sendTestPush(shop.db, httpPushSender(stub.url), DEMO.email, { title: 'Hi' });
    expect(result).toEqual({ status: 'sent', tokens: 2, sent: 1, failed: 1 });
    expect(stub.received[0]?.authorization).toBeUndefined();
  } finally {
    await stub.close();
  }
});

test('without a sender nothing is sent: the payload for the worker is returned', async () => {
  const shop = await customerWithTokens();
  expect(pushSenderFromEnv({})).toBeNull();
  expect(() => pushSenderFromEnv({ PUSH_SENDER_URL: 'fcm.googleapis.com' })).toThrow(/http\(s\) URL/);
  await expect(sendTestPush(shop.db, null, DEMO.email, { title: 'Hi', url: '/cart' })).resolves.toEqual({
    status: 'no-sender',
    tokens: 2,
    payload: { notification: { title: 'Hi' }, data: { url: '/cart' } },
  });
  await expect(sendTestPush(shop.db, null, 'nobody@example.in', { title: 'Hi' })).resolves.toEqual({
    status: 'unknown-customer',
  });
});
