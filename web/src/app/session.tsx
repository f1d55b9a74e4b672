// The signed-in member (from `me`) for every guarded screen, and the log-out action.
import { createContext, useCallback, useContext } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import type { MeQuery } from '../gql/graphql';
import { SIGN_IN_ROUTE } from './apollo';
import { useAuth } from './auth';
import { LogoutMutation } from './me.documents';
import { toaster } from './toaster';

export type Member = MeQuery['me'];
export type MenuEntry = Member['menu'][number];

export const SessionContext = createContext<Member | null>(null);

export function useMember(): Member {
  const member = useContext(SessionContext);
  if (!member) throw new Error('useMember outside a guarded route');
  return member;
}

/** Log Out: forget the stored user and session storage, end the session, say so, then go to sign-in. */
export function useLogout() {
  const auth = useAuth();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    auth.logout();
    await logout().catch(() => undefined);
    await client.clearStore();
    toaster.create({ title: 'You have been logged out.', type: 'info', duration: 5000 });
    setTimeout(() => navigate(SIGN_IN_ROUTE, { replace: true }), 100);
  }, [auth, client, logout, navigate]);
}
