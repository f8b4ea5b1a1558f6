// Signing in without a password: /autosignin links (signed, expiring, single-use), magic links by e-mail,
// and the mail-provider sandbox's authorise page and code exchange.
import { ORIGIN } from '../test-app';
import { sendSignInLink } from '../../magento/auth/send-sign-in-link';
import { signToken } from '../../magento/auth/signed-tokens';
import { customerShop, DEMO, errorsOf } from './helpers';

const AUTO = 'mutation($i: AutoSignInInput!) { generateCustomerTokenByAutoSignIn(input: $i) { token } }';
const MAGIC_REQUEST = 'mutation($e: String!) { requestMagicLoginLink(email: $e) { message success } }';
const MAGIC = 'mutation($t: String!) { generateCustomerTokenByMagicLink(token: $t) { token } }';
const OAUTH = 'mutation($i: OauthLoginInput!) { generateCustomerTokenByOauth(input: $i) { token } }';
const ME = '{ customer { email firstname lastname } }';
const INVALID = {
  message: 'The sign-in link is invalid or has expired.',
  category: 'graphql-authentication',
};
/** The secret every shop signed with before step 11 (printed in the README and .env.example). */
const OLD_PLACEHOLDER = 'sandbox-secret-change-me';
const USED = { message: 'The sign-in link has already been used.', category: 'graphql-authentication' };

type Shop = ReturnType<typeof customerShop>;

/** Sends an /autosignin link and reads it back from the outbox as the storefront's route would. */
function autoSignInLink(shop: Shop, kind: 'customerid' | 'phone' | 'email', value: string) {
  sendSignInLink(shop.db, shop.config, kind, value, ORIGIN);
  const url = new URL(shop.outbox().at(-1)!.link!);
  const [, , routeKind, routeValue] = url.pathname.split('/');
  expect(routeKind).toBe(kind);
  return { value: decodeURIComponent(routeValue!), signature: url.searchParams.get('signature')! };
}

const emailOf = async (shop: Shop, token: string) => (await shop.as(token, ME)).data.customer.email;

describe('/autosignin links', () => {
  it.each([
    ['email', DEMO.email, (v: string) => ({ email: v })],
    ['phone', '+91 98765 43210', (v: string) => ({ phone: v })],
    ['customerid', '1', (v: string) => ({ customer_id: Number(v) })],
  ] as const)('sign in by %s once', async (kind, value, field) => {
    const shop = customerShop();
    const link = autoSignInLink(shop, kind, value);
    expect(shop.outbox().at(-1)!.channel).toBe(kind === 'phone' ? 'sms' : 'email');
    const input = { ...field(link.value), signature: link.signature };
    const res = await shop.guest(AUTO, { i: input });
    expect(res.errors).toBeUndefined();
    expect(await emailOf(shop, res.data!.generateCustomerTokenByAutoSignIn.token)).toBe(DEMO.email);
    expect(errorsOf(await shop.guest(AUTO, { i: input }))).toEqual([USED]);
  });

  it('refuses a link used for someone else, an expired or forged one', async () => {
    const shop = customerShop();
    const link = autoSignInLink(shop, 'email', DEMO.email);
    expect(
      errorsOf(await shop.guest(AUTO, { i: { email: 'priya.nair@example.in', signature: link.signature } })),
    ).toEqual([INVALID]);
    expect(errorsOf(await shop.guest(AUTO, { i: { customer_id: 1, signature: link.signature } }))).toEqual([
      INVALID,
    ]);
    const forged = link.signature.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(errorsOf(await shop.guest(AUTO, { i: { email: DEMO.email, signature: forged } }))).toEqual([
      INVALID,
    ]);
    shop.clock.advance(24 * 60 * 60 * 1000);
    expect(errorsOf(await shop.guest(AUTO, { i: { email: DEMO.email, signature: link.signature } }))).toEqual(
      [INVALID],
    );
  });

  it('refuses a link signed with the old published placeholder secret', async () => {
    const shop = customerShop();
    const day = shop.clock.now + 24 * 60 * 60 * 1000;
    const forged = signToken(OLD_PLACEHOLDER, 'autosignin:email', DEMO.email, day);
    expect(errorsOf(await shop.guest(AUTO, { i: { email: DEMO.email, signature: forged } }))).toEqual([
      INVALID,
    ]);
    const magic = signToken(OLD_PLACEHOLDER, 'magic', '1', shop.clock.now + 15 * 60 * 1000);
    expect(errorsOf(await shop.guest(MAGIC, { t: magic }))[0]?.category).toBe('graphql-authentication');
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customer_tokens').get()).toEqual({ n: 0 });
  });

  it('asks for exactly one identity and a signature', async () => {
    const shop = customerShop();
    expect(errorsOf(await shop.guest(AUTO, { i: { email: DEMO.email } }))).toEqual([
      { message: 'The sign-in link has no "signature".', category: 'graphql-input' },
    ]);
    expect(
      errorsOf(await shop.guest(AUTO, { i: { email: DEMO.email, customer_id: 1, signature: 'x' } }))[0]
        ?.message,
    ).toBe('Set exactly one of "customer_id", "phone" and "email".');
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM customer_tokens').get()).toEqual({ n: 0 });
  });
});

describe('magic links', () => {
  it('e-mails a link that signs in once within 15 minutes', async () => {
    const shop = customerShop();
    const sent = await shop.guest(MAGIC_REQUEST, { e: DEMO.email });
    expect(sent.data?.requestMagicLoginLink).toEqual({
      success: true,
      message: 'If an account exists for this e-mail address, we have sent a sign-in link to it.',
    });
    const link = new URL(shop.outbox(DEMO.email)[0]!.link!);
    expect(link.pathname).toBe('/custompage/index/checklogin');
    const token = link.searchParams.get('token')!;
    const res = await shop.guest(MAGIC, { t: token });
    expect(await emailOf(shop, res.data!.generateCustomerTokenByMagicLink.token)).toBe(DEMO.email);
    expect(errorsOf(await shop.guest(MAGIC, { t: token }))).toEqual([USED]);
  });

  it('expires, and gives nothing away about unknown e-mails', async () => {
    const shop = customerShop();
    await shop.guest(MAGIC_REQUEST, { e: DEMO.email });
    const token = new URL(shop.outbox()[0]!.link!).searchParams.get('token')!;
    shop.clock.advance(15 * 60 * 1000);
    expect(errorsOf(await shop.guest(MAGIC, { t: token }))).toEqual([INVALID]);
    expect(
      (await shop.guest(MAGIC_REQUEST, { e: 'nobody@example.in' })).data?.requestMagicLoginLink.success,
    ).toBe(true);
    expect(shop.outbox('nobody@example.in')).toEqual([]);
    expect((await shop.guest(MAGIC_REQUEST, { e: 'nope' })).data?.requestMagicLoginLink).toEqual({
      success: false,
      message: 'The email address has an invalid format.',
    });
    expect(errorsOf(await shop.guest(MAGIC, { t: 'garbage' }))).toEqual([INVALID]);
  });
});

describe('mail-provider login (sandbox)', () => {
  const post = (shop: Shop, fields: Record<string, string>) =>
    shop.app.fetch(
      new Request(`${ORIGIN}/oauthlogin/sandbox/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
    );

  async function startAttempt(shop: Shop, fields: Record<string, string>) {
    const url = new URL(
      (await shop.guest('{ oauthLoginUrl(provider: "google") }')).data!.oauthLoginUrl as string,
    );
    expect(url.origin).toBe(ORIGIN);
    const page = await shop.app.fetch(new Request(url));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sign in with Google (sandbox)');
    const state = url.searchParams.get('state')!;
    const res = await post(shop, { provider: 'google', state, decision: 'allow', ...fields });
    return { res, state };
  }

  /** The sandbox's two steps: the identity (a code is mailed to it), then the code from that mailbox. */
  async function authorize(shop: Shop, fields: Record<string, string>) {
    const first = await startAttempt(shop, fields);
    if (first.res.status !== 200) return { ...first, pending: undefined, code: undefined };
    const pending = /name="pending" value="([^"]+)"/.exec(await first.res.text())![1]!;
    const mail = shop.outbox(fields.email).at(-1)!;
    expect(mail.template).toBe('oauth_sandbox_code');
    const code = /\b([0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail.text)![1]!;
    const res = await post(shop, {
      provider: 'google',
      state: first.state,
      decision: 'allow',
      pending,
      code,
    });
    return { res, state: first.state, pending, code };
  }

  it('creates the account on first sign-in and signs it in with the exchanged code, once', async () => {
    const shop = customerShop();
    const { res, state } = await authorize(shop, {
      email: 'meera.k@example.in',
      firstname: 'Meera',
      lastname: 'K',
    });
    expect(res.status).toBe(302);
    const callback = new URL(res.headers.get('location')!, ORIGIN);
    expect(callback.pathname).toBe('/oauthlogin/index/callback');
    expect(callback.searchParams.get('state')).toBe(state);
    const input = { provider: 'google', code: callback.searchParams.get('code')!, state };
    const token = (await shop.guest(OAUTH, { i: input })).data!.generateCustomerTokenByOauth.token;
    expect((await shop.as(token, ME)).data.customer).toEqual({
      email: 'meera.k@example.in',
      firstname: 'Meera',
      lastname: 'K',
    });
    expect(errorsOf(await shop.guest(OAUTH, { i: input }))[0]?.category).toBe('graphql-authentication');
  });

  it('signs an existing customer in, and refuses a code with the wrong state', async () => {
    const shop = customerShop();
    const { res, state } = await authorize(shop, { email: DEMO.email, firstname: 'A', lastname: 'S' });
    const code = new URL(res.headers.get('location')!, ORIGIN).searchParams.get('code')!;
    expect(
      errorsOf(await shop.guest(OAUTH, { i: { provider: 'google', code, state: `${state}x` } })),
    ).toEqual([
      {
        message: 'The sign-in with your e-mail provider failed or expired. Please try again.',
        category: 'graphql-authentication',
      },
    ]);
    const again = await authorize(shop, { email: DEMO.email, firstname: 'A', lastname: 'S' });
    const code2 = new URL(again.res.headers.get('location')!, ORIGIN).searchParams.get('code')!;
    const token = (await shop.guest(OAUTH, { i: { provider: 'google', code: code2, state: again.state } }))
      .data!.generateCustomerTokenByOauth.token;
    expect(await emailOf(shop, token)).toBe(DEMO.email);
  });

  it('enters no account on a typed e-mail alone: only the code mailed to that address does', async () => {
    const shop = customerShop();
    const attacker = await startAttempt(shop, { email: DEMO.email, firstname: 'A', lastname: 'S' });
    // No redirect with an authorisation code: a page asking for the code sent to the account's mailbox.
    expect(attacker.res.status).toBe(200);
    const page = await attacker.res.text();
    expect(page).toContain('we e-mailed a one-time code to');
    expect(shop.outbox(DEMO.email).at(-1)!.template).toBe('oauth_sandbox_code');
    const pending = /name="pending" value="([^"]+)"/.exec(page)![1]!;
    const guess = await post(shop, {
      provider: 'google',
      state: attacker.state,
      decision: 'allow',
      pending,
      code: 'AAAA-AAAA',
    });
    expect(guess.status).toBe(400);
    expect(await guess.text()).toContain('That code is not right.');
    // The code of another attempt (another state) does not carry over.
    const other = await authorize(shop, { email: 'meera.k@example.in', firstname: 'M', lastname: 'K' });
    const reused = await post(shop, {
      provider: 'google',
      state: attacker.state,
      decision: 'allow',
      pending: other.pending!,
      code: other.code!,
    });
    expect(reused.status).toBe(400);
    shop.clock.advance(11 * 60 * 1000);
    const late = await authorize(shop, { email: DEMO.email, firstname: 'A', lastname: 'S' });
    expect(late.res.status).toBe(302); // a fresh attempt with its own code works
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM oauth_codes WHERE email = ?').get(DEMO.email)).toEqual({
      n: 1,
    });
  });

  it('answers oauthLoginUrl with a new state each time, never cacheable', async () => {
    const shop = customerShop();
    const ask = () => shop.gql('{ oauthLoginUrl(provider: "google") }', undefined, { method: 'GET' });
    const response = await shop.app.fetch(
      new Request(`${ORIGIN}/graphql?query=${encodeURIComponent('{ oauthLoginUrl(provider: "google") }')}`),
    );
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const [a, b] = [await ask(), await ask()];
    expect(a.data!.oauthLoginUrl).not.toBe(b.data!.oauthLoginUrl);
  });

  it('shows the form again, escaped, for bad input, and refuses a forged state or unknown provider', async () => {
    const shop = customerShop();
    const { res } = await authorize(shop, { email: 'bad', firstname: '<script>x</script>', lastname: 'K' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('Enter a valid e-mail address.');
    expect(text).not.toContain('<script>x');
    const forged = await shop.app.fetch(
      new Request(`${ORIGIN}/oauthlogin/sandbox/authorize?provider=google&state=x`),
    );
    expect(forged.status).toBe(400);
    expect(errorsOf(await shop.guest('{ oauthLoginUrl(provider: "myspace") }'))).toEqual([
      { message: 'The "myspace" login provider is not available.', category: 'graphql-input' },
    ]);
    expect(shop.db.prepare('SELECT COUNT(*) AS n FROM oauth_codes').get()).toEqual({ n: 0 });
  });
});
