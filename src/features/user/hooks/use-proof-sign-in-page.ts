import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { usePageTitle } from '../../routing';
import { ACCOUNT_MESSAGES } from '../messages';
import { signInWithProof, type SignInProof } from '../account-thunks';
import { shopMessage } from './use-create-account-page';
import { forgetOauthState, isOwnOauthState } from '../oauth-state';

const M = ACCOUNT_MESSAGES.proofSignIn;

/** Which link brought the shopper here (SPEC 2.1). */
export type ProofRoute = 'customerid' | 'phone' | 'email' | 'magic_link' | 'oauth';

const AUTO_SIGN_IN_FIELDS = { customerid: 'customer_id', phone: 'phone', email: 'email' } as const;

/** The proof in this URL, a message when there is none, or null while nothing is missing. */
export function proofFrom(
  route: ProofRoute,
  value: string | undefined,
  query: URLSearchParams,
): SignInProof | { missing: string } {
  const get = (name: string) => (query.get(name) ?? '').trim();
  if (route === 'magic_link')
    return get('token') ? { kind: 'magic_link', token: get('token') } : { missing: M.missingProof };
  if (route === 'oauth') {
    if (get('error')) return { missing: M.denied };
    const [provider, code, state] = [get('provider'), get('code'), get('state')];
    if (!provider || !code || !state) return { missing: M.missingProof };
    // Only the attempt this tab started (its state): anything else is someone else's sign-in.
    return isOwnOauthState(state) ? { kind: 'oauth', provider, code, state } : { missing: M.notStartedHere };
  }
  // A bare id, phone or e-mail is never enough: only the shop's signature on it is.
  const signature = get('signature');
  if (!value || !signature) return { missing: M.missingProof };
  return { kind: 'autosignin', field: AUTO_SIGN_IN_FIELDS[route], value, signature };
}

export interface ProofSignInView {
  failed: boolean;
  message: string;
}

/**
 * /autosignin/*, /custompage/index/checklogin and /oauthlogin/index/callback: hands the link's proof to the shop
 * once (a link works once, so a second render must not spend it again), then home on success.
 */
export function useProofSignInPage(route: ProofRoute): ProofSignInView {
  usePageTitle(M.title);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { value } = useParams();
  const [query] = useSearchParams();
  const [proof] = useState(() => proofFrom(route, value, query));
  const [failure, setFailure] = useState<string | null>('missing' in proof ? proof.missing : null);
  const sent = useRef(false);

  useEffect(() => {
    if (route === 'oauth') forgetOauthState();
    if ('missing' in proof || sent.current) return;
    sent.current = true;
    void dispatch(signInWithProof(proof)).then((result) => {
      if (signInWithProof.fulfilled.match(result)) void navigate('/', { replace: true });
      else setFailure(shopMessage(result.payload ?? null) ?? ACCOUNT_MESSAGES.unexpectedError);
    });
  }, [dispatch, navigate, proof, route]);

  return failure ? { failed: true, message: failure } : { failed: false, message: M.signingIn };
}
