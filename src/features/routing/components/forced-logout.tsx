import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useAppSelector } from '../../../app/hooks';
import { fullPageLoad } from '../../../lib/navigation';
import { selectIsSignedIn } from '../../user';
import { GET_CUSTOMER_ID } from '../api/routing.graphql';
import { forceLogoutCustomerId } from '../constants';

/**
 * One configured customer id is always signed out: storage wiped, back to the home page (SPEC 2.3). The shell
 * renders this only when an id is configured (FORCE_LOGOUT_CUSTOMER_ID, fixed at build time), so a shop without
 * one ships none of it and asks nothing.
 */
export function ForcedLogout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const forcedId = forceLogoutCustomerId();
  const { data } = useQuery<{ customer: { customer_id: number | null } | null }>(GET_CUSTOMER_ID, {
    skip: !signedIn || !forcedId,
  });
  const customerId = data?.customer?.customer_id;
  useEffect(() => {
    if (!signedIn || customerId == null || String(customerId) !== forcedId) return;
    localStorage.clear();
    sessionStorage.clear();
    fullPageLoad('/');
  }, [signedIn, customerId, forcedId]);
  return null;
}
