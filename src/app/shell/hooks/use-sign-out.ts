import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../hooks';
import { signOut } from '../../../features/user';

/** Signs out (SPEC 4 sign-out steps live in the user slice) and returns to the home page. */
export function useSignOut(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(signOut());
    navigate('/');
  }, [dispatch, navigate]);
}
