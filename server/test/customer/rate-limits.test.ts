// Rate limits on what an attacker repeats (auth/rate-limits.ts): password sign-in, password-reset e-mails, OTP
// sends and checks, sign-in links; each per account and per client address, with Magento's messages where it
// has the limit, and configurable (0 turns a limit off). Requests come from a given socket address, as
// main.ts hands them over; X-Forwarded-For counts only behind TRUST_PROXY_HOPS proxies.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { readConfig, type ServerConfig } from '../../config';
import { SIGN_IN_FAILED } from '../../magento/auth/sign-in';
import { readOutbox } from '../../magento/outbox/outbox';
import { createTestShop, ORIGIN } from '../test-app';
import { DEMO, PRIYA } from './helpers';

const SIGN_IN =
  'mutation($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const RESET = 'mutation($e: String!) { requestPasswordResetEmail(email: $e) }';
const MAGIC = 'mutation($e: String!) { requestMagicLoginLink(email: $e) { success message } }';
const SEND = 'mutation($i: SendMyAccOtpInput!) { sendMyAccOtp(input: $i) { message success } }';
const VERIFY = 'mutation($i: VerifyMyAccOtpInput!) { verifyMyAccOtp(input: $i) { message success } }';
const ROHAN = { email: 'rohan.mehta@example.in', password: 'Rohan@2024' };
const ATTACKER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.20';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A shop whose limits come from `env` (as the server reads them), with a clock and an outbox. */
function shopWith(env: NodeJS.ProcessEnv = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rate-limits-'));
  dirs.push(dataDir);
  const clock = { now: Date.UTC(2026, 2, 1, 10) };
  const config: Partial<ServerConfig> = { ...readConfig(env), dataDir, now: () => clock.now };
  const shop = createTestShop(config);
  const gql = async (
    from: string,
    query: string,
    variables: object,
    headers: Record<string, string> = {},
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the query selected
  ): Promise<any> => {
    const request = new Request(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return (await shop.app.fetch(request, { address: from })).json();
  };
  const signIn = async (from: string, who: { email: string; password: string }) => {
    const res = await gql(from, SIGN_IN, { e: who.email, p: who.password });
    return (
      (res.data?.generateCustomerToken?.token as string | undefined) ?? (res.errors[0].message as string)
    );
  };
  return { shop, clock, gql, signIn, outbox: (to?: string) => readOutbox({ dataDir }, to) };
}

describe('password sign-in', () => {
  it("refuses every sign-in from an address after its failures, with Magento's sign-in message", async () => {
    const { signIn, clock } = shopWith({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '4' });
    // Credential stuffing: a few tries at many accounts, none reaching its own lockout.
    for (const email of ['a@example.in', 'b@example.in', PRIYA.email, ROHAN.email])
      expect(await signIn(ATTACKER, { email, password: 'Guess@123' })).toBe(SIGN_IN_FAILED);
    expect(await signIn(ATTACKER, DEMO)).toBe(SIGN_IN_FAILED);
    expect(await signIn(NEIGHBOUR, DEMO)).toMatch(/^[\w-]{32,}$/);
    clock.now += 15 * 60 * 1000;
    expect(await signIn(ATTACKER, DEMO)).toMatch(/^[\w-]{32,}$/);
  });

  it('counts only failures: a busy shared address signing in successfully is not limited', async () => {
    const { signIn } = shopWith({ RATE_LIMIT_SIGN_IN_PER_ADDRESS: '2' });
    for (let i = 0; i < 5; i++) expect(await signIn(ATTACKER, DEMO)).toMatch(/^[\w-]{32,}$/);
  });

  it('locks an account after SIGN_IN_MAX_FAILURES for SIGN_IN_LOCKOUT_MINUTES, wherever the tries come from', async () => {
    const { signIn, clock } = shopWith({ SIGN_IN_MAX_FAILURES: '3', SIGN_IN_LOCKOUT_MINUTES: '5' });
    for (const from of [ATTACKER, NEIGHBOUR, '192.0.2.1'])
      expect(await signIn(from, { email: DEMO.email, password: 'Guess@123' })).toBe(SIGN_IN_FAILED);
    expect(await signIn('192.0.2.99', DEMO)).toBe(SIGN_IN_FAILED);
    clock.now += 5 * 60 * 1000;
    expect(await signIn('192.0.2.99', DEMO)).toMatch(/^[\w-]{32,}$/);
  });
});

describe('password-reset e-mails', () => {
  it("are limited per address, unknown e-mails counted too, with Magento_Security's message", async () => {
    const { gql, outbox } = shopWith({ RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '3' });
    expect((await gql(ATTACKER, RESET, { e: 'nobody@example.in' })).errors[0].message).toBe(
      "Cannot reset the customer's password",
    );
    expect((await gql(ATTACKER, RESET, { e: PRIYA.email })).data.requestPasswordResetEmail).toBe(true);
    expect((await gql(ATTACKER, RESET, { e: ROHAN.email })).data.requestPasswordResetEmail).toBe(true);
    const refused = await gql(ATTACKER, RESET, { e: DEMO.email });
    expect(refused.errors[0]).toMatchObject({
      message: 'Too many password reset requests. Please wait and try again or contact support@example.in.',
      extensions: { category: 'graphql-input' },
    });
    expect(outbox(DEMO.email)).toEqual([]);
    expect((await gql(NEIGHBOUR, RESET, { e: DEMO.email })).data.requestPasswordResetEmail).toBe(true);
  });

  it('are limited per account whatever the address', async () => {
    const { gql } = shopWith({ RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '2' });
    for (const from of [ATTACKER, NEIGHBOUR])
      expect((await gql(from, RESET, { e: DEMO.email })).data.requestPasswordResetEmail).toBe(true);
    expect((await gql('192.0.2.1', RESET, { e: DEMO.email })).errors[0].message).toBe(
      'We received too many requests for password resets. Please wait and try again later or contact support@example.in.',
    );
  });
});

describe('sign-in links', () => {
  it('are limited per e-mail (with or without an account, alike) and per address', async () => {
    const { gql, outbox } = shopWith({
      RATE_LIMIT_SIGN_IN_LINK_PER_ACCOUNT: '2',
      RATE_LIMIT_SIGN_IN_LINK_PER_ADDRESS: '5',
    });
    const limited = {
      success: false,
      message: 'Too many sign-in link requests. Please try again in an hour.',
    };
    for (const email of [DEMO.email, 'nobody@example.in']) {
      for (const from of [ATTACKER, NEIGHBOUR])
        expect((await gql(from, MAGIC, { e: email })).data.requestMagicLoginLink.success).toBe(true);
      expect((await gql('192.0.2.1', MAGIC, { e: email.toUpperCase() })).data.requestMagicLoginLink).toEqual(
        limited,
      );
    }
    expect(outbox(DEMO.email)).toHaveLength(2);
    // ATTACKER has asked twice; three more e-mails and the address is spent.
    for (const email of ['c@example.in', 'd@example.in', 'e@example.in'])
      expect((await gql(ATTACKER, MAGIC, { e: email })).data.requestMagicLoginLink.success).toBe(true);
    expect((await gql(ATTACKER, MAGIC, { e: PRIYA.email })).data.requestMagicLoginLink).toEqual(limited);
  });
});

describe('My Account OTPs', () => {
  async function customers(env: NodeJS.ProcessEnv) {
    const s = shopWith(env);
    const tokens: string[] = [];
    /** Signs both in again (tokens last an hour, as long as the limits' windows). */
    const signInAll = async () =>
      tokens.splice(0, 2, await s.signIn(NEIGHBOUR, DEMO), await s.signIn(NEIGHBOUR, PRIYA));
    await signInAll();
    const as = (from: string, token: string, query: string, input: object) =>
      s.gql(from, query, { i: input }, { authorization: `Bearer ${token}` });
    return { ...s, tokens, as, signInAll };
  }

  it('are sent at most RATE_LIMIT_OTP_SEND_PER_ADDRESS times an hour from one address, across accounts', async () => {
    const { as, tokens, clock, signInAll } = await customers({ RATE_LIMIT_OTP_SEND_PER_ADDRESS: '2' });
    const send = (from: string, token: string, phone: string) =>
      as(from, token, SEND, { type: 'MOBILE', value: phone }).then((r) => r.data.sendMyAccOtp);
    expect((await send(ATTACKER, tokens[0]!, '9123456780')).success).toBe(true);
    expect((await send(ATTACKER, tokens[1]!, '9123456781')).success).toBe(true);
    expect(await send(ATTACKER, tokens[1]!, '9123456782')).toEqual({
      success: false,
      message: 'Too many OTP requests. Please try again in an hour.',
    });
    expect((await send(NEIGHBOUR, tokens[1]!, '9123456782')).success).toBe(true);
    clock.now += 60 * 60 * 1000;
    await signInAll();
    expect((await send(ATTACKER, tokens[1]!, '9123456783')).success).toBe(true);
  });

  it('stop being checked after too many wrong codes for the account, even a right one', async () => {
    const { as, tokens, outbox, clock, signInAll } = await customers({
      RATE_LIMIT_OTP_VERIFY_PER_ACCOUNT: '3',
    });
    const phone = '9123456784';
    const input = (otp: string) => ({ type: 'MOBILE', value: phone, otp });
    await as(NEIGHBOUR, tokens[0]!, SEND, { type: 'MOBILE', value: phone });
    const code = /\b(\d{6})\b/.exec(outbox(phone).at(-1)!.text)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (const from of [ATTACKER, NEIGHBOUR, '192.0.2.1'])
      expect((await as(from, tokens[0]!, VERIFY, input(wrong))).data.verifyMyAccOtp.success).toBe(false);
    expect((await as(NEIGHBOUR, tokens[0]!, VERIFY, input(code))).data.verifyMyAccOtp).toEqual({
      success: false,
      message: 'Too many incorrect attempts. Please try again in an hour.',
    });
    clock.now += 60 * 60 * 1000;
    await signInAll();
    await as(NEIGHBOUR, tokens[0]!, SEND, { type: 'MOBILE', value: phone });
    const fresh = /\b(\d{6})\b/.exec(outbox(phone).at(-1)!.text)![1]!;
    expect((await as(NEIGHBOUR, tokens[0]!, VERIFY, input(fresh))).data.verifyMyAccOtp.success).toBe(true);
  });
});

describe('My Account OTP checks per address', () => {
  it('stop after RATE_LIMIT_OTP_VERIFY_PER_ADDRESS wrong codes from one address, across accounts', async () => {
    const { gql, signIn } = shopWith({ RATE_LIMIT_OTP_VERIFY_PER_ADDRESS: '2' });
    const verify = async (from: string, who: typeof DEMO) => {
      const auth = { authorization: `Bearer ${await signIn(NEIGHBOUR, who)}` };
      await gql(NEIGHBOUR, SEND, { i: { type: 'EMAIL', value: `other.${who.email}` } }, auth);
      const input = { type: 'EMAIL', value: `other.${who.email}`, otp: '000000' };
      return (await gql(from, VERIFY, { i: input }, auth)).data.verifyMyAccOtp.message as string;
    };
    expect(await verify(ATTACKER, DEMO)).not.toMatch(/^Too many/);
    expect(await verify(ATTACKER, PRIYA)).not.toMatch(/^Too many/);
    expect(await verify(ATTACKER, ROHAN)).toBe('Too many incorrect attempts. Please try again in an hour.');
    expect(await verify(NEIGHBOUR, ROHAN)).not.toMatch(/^Too many/);
  });
});

describe('the client address', () => {
  it('is the socket peer of the real server (main.ts)', async () => {
    const { startServer } = await import('../../main');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rate-limits-'));
    dirs.push(dataDir);
    const server = startServer({
      ...readConfig({ RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1' }),
      dataDir,
      seedOnStart: true,
      port: 0,
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    // From two loopback addresses: the limit is per socket peer.
    const reset = (email: string, localAddress: string) =>
      new Promise<{ errors?: { message: string }[] }>((resolve, reject) => {
        const body = JSON.stringify({ query: RESET, variables: { e: email } });
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: '/graphql',
            method: 'POST',
            localAddress,
            headers: { 'content-type': 'application/json' },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => (text += chunk.toString()));
            response.on('end', () => resolve(JSON.parse(text)));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    try {
      expect((await reset(DEMO.email, '127.0.0.1')).errors).toBeUndefined();
      expect((await reset(PRIYA.email, '127.0.0.1')).errors?.[0]?.message).toMatch(
        /^Too many password reset requests/,
      );
      expect((await reset(PRIYA.email, '127.0.0.2')).errors).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('is the socket’s: a forged X-Forwarded-For does not get round a limit', async () => {
    const { gql } = shopWith({ RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1' });
    await gql(ATTACKER, RESET, { e: DEMO.email });
    const forged = await gql(ATTACKER, RESET, { e: PRIYA.email }, { 'x-forwarded-for': '192.0.2.55' });
    expect(forged.errors[0].message).toMatch(/^Too many password reset requests/);
  });

  it('behind TRUST_PROXY_HOPS proxies is the entry the outermost one added', async () => {
    const { gql } = shopWith({ RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '1', TRUST_PROXY_HOPS: '1' });
    const proxy = '10.0.0.2';
    const via = (chain: string) => ({ 'x-forwarded-for': chain });
    await gql(proxy, RESET, { e: DEMO.email }, via(`192.0.2.55, ${ATTACKER}`));
    // The client may prepend what it likes; the proxy's own entry (the last) is the address.
    const again = await gql(proxy, RESET, { e: PRIYA.email }, via(`192.0.2.56, ${ATTACKER}`));
    expect(again.errors[0].message).toMatch(/^Too many password reset requests/);
    expect((await gql(proxy, RESET, { e: PRIYA.email }, via(NEIGHBOUR))).data.requestPasswordResetEmail).toBe(
      true,
    );
  });
});

describe('configuration', () => {
  it('reads each limit from its variable, 0 turning it off, and refuses nonsense', async () => {
    expect(readConfig({}).rateLimits.signInPerAddress).toEqual({ max: 30, windowMs: 15 * 60 * 1000 });
    expect(readConfig({ SIGN_IN_LOCKOUT_MINUTES: '10' }).rateLimits.signInLockout).toEqual({
      max: 6,
      windowMs: 600_000,
    });
    expect(() => readConfig({ RATE_LIMIT_OTP_SEND_PER_ADDRESS: 'lots' })).toThrow(
      'RATE_LIMIT_OTP_SEND_PER_ADDRESS must be a whole number (0 = no limit), got "lots"',
    );
    expect(() => readConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    const { gql } = shopWith({
      RATE_LIMIT_PASSWORD_RESET_PER_ADDRESS: '0',
      RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT: '0',
    });
    for (let i = 0; i < 8; i++)
      expect((await gql(ATTACKER, RESET, { e: DEMO.email })).data.requestPasswordResetEmail).toBe(true);
  });
});
