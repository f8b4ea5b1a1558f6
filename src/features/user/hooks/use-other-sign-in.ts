import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { toRequestError } from '../../../lib/request';
import { ACCOUNT_MESSAGES } from '../messages';
import { rememberOauthState } from '../oauth-state';

export interface OtherSignInView {
  /** The shop's answer to a sign-in link request, or why it failed. */
  notice: string | null;
  busy: boolean;
  /** E-mails a magic sign-in link to `email` (the same answer whether or not it has an account). */
  sendLink: (email: string) => void;
  /** Goes to the mail provider's sign-in, which returns to /oauthlogin/index/callback. */
  withProvider: (provider: string) => void;
}

/** Signing in without the password: a magic link by e-mail, or the shopper's mail provider. */
export function useOtherSignIn(): OtherSignInView {
  const apollo = useApolloClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = () => import(/* webpackChunkName: "account-actions" */ '../api/account-actions.graphql');

  const run = (work: () => Promise<string | null>) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    work()
      .then(setNotice, (error: unknown) => {
        const failure = toRequestError(error);
        setNotice(failure.kind === 'user' ? failure.message : ACCOUNT_MESSAGES.unexpectedError);
      })
      .finally(() => setBusy(false));
  };

  return {
    notice,
    busy,
    sendLink: (email) =>
      run(async () => {
        if (!email.trim()) return ACCOUNT_MESSAGES.otherSignIn.emailFirst;
        const { REQUEST_MAGIC_LOGIN_LINK } = await actions();
        const { data } = await apollo.mutate<{ requestMagicLoginLink: { message: string | null } | null }>({
          mutation: REQUEST_MAGIC_LOGIN_LINK,
          variables: { email: email.trim() },
        });
        return data?.requestMagicLoginLink?.message ?? ACCOUNT_MESSAGES.unexpectedError;
      }),
    withProvider: (provider) =>
      run(async () => {
        const { GET_OAUTH_LOGIN_URL } = await actions();
        const { data } = await apollo.query<{ oauthLoginUrl: string | null }>({
          query: GET_OAUTH_LOGIN_URL,
          variables: { provider },
          fetchPolicy: 'network-only',
        });
        const url = data?.oauthLoginUrl;
        if (!url) return ACCOUNT_MESSAGES.unexpectedError;
        rememberOauthState(url);
        window.location.assign(url);
        return null;
      }),
  };
}
