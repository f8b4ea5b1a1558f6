// Ways into an account other than the sign-in form: a link's proof (/autosignin/*, the magic link, the mail
// provider's callback) and the reset e-mail's token. Only their pages use them, so they load with those pages
// (not with the app, as the user slice does); the pages keep their own request status.
import { settle } from '../../lib/request';
import { createServiceThunk } from '../../lib/services';
import { signIn, startCustomerSession } from './sign-in-thunks';

/** The account mutations, loaded on first use. */
const accountActions = () =>
  import(/* webpackChunkName: "account-actions" */ './api/account-actions.graphql');

/**
 * The proof a link or the mail provider gave: the shop checks it (signed, expiring, single use) and answers
 * with a token. Nothing in a URL signs anyone in without it.
 */
export type SignInProof =
  | { kind: 'autosignin'; field: 'customer_id' | 'phone' | 'email'; value: string; signature: string }
  | { kind: 'magic_link'; token: string }
  | { kind: 'oauth'; provider: string; code: string; state: string };

type TokenAnswer = Record<string, { token: string } | null | undefined>;

export const signInWithProof = createServiceThunk('user/proofSignIn', (proof: SignInProof, api) =>
  settle(api, async () => {
    const actions = await accountActions();
    const request =
      proof.kind === 'autosignin'
        ? {
            mutation: actions.SIGN_IN_BY_AUTO_SIGN_IN,
            variables: {
              input: {
                [proof.field]: proof.field === 'customer_id' ? Number(proof.value) : proof.value,
                signature: proof.signature,
              },
            },
          }
        : proof.kind === 'magic_link'
          ? { mutation: actions.SIGN_IN_BY_MAGIC_LINK, variables: { token: proof.token } }
          : {
              mutation: actions.SIGN_IN_BY_OAUTH,
              variables: { input: { provider: proof.provider, code: proof.code, state: proof.state } },
            };
    const { data } = await api.extra.apollo.mutate<TokenAnswer>(request);
    const token = Object.values(data ?? {})[0]?.token;
    if (!token) throw new Error('Sign-in returned no token');
    await startCustomerSession(api, token, proof.kind);
  }),
);

/** /customer/account/createPassword: the e-mailed token sets a new password, then the customer signs in. */
export const setNewPassword = createServiceThunk(
  'user/setNewPassword',
  (input: { email: string; token: string; password: string }, api) =>
    settle(api, async () => {
      const { RESET_PASSWORD } = await accountActions();
      await api.extra.apollo.mutate({
        mutation: RESET_PASSWORD,
        variables: { email: input.email, resetPasswordToken: input.token, newPassword: input.password },
      });
      await api.dispatch(signIn({ email: input.email, password: input.password })).unwrap();
    }),
);
