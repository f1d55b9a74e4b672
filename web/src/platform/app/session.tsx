// The signed-in member (from `me`) for every guarded screen, and the log-out action.

import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { createContext, useCallback, useContext } from 'react';
import type { MeQuery } from '../../gql/graphql';
import { useAuth } from './auth';
import { LogoutMutation } from './me.documents';
import { openSignInPage } from './sign-in-page';
import { toaster } from './toaster';

export type Member = MeQuery['me'];
export type MenuEntry = Member['menu'][number];

export const SessionContext = createContext<Member | null>(null);

export function useMember(): Member {
  const member = useContext(SessionContext);
  if (!member) throw new Error('useMember outside a guarded route');
  return member;
}

const LOGGED_OUT = 'You have been logged out.';

/** Whether Logout was refused because the session had already ended (elsewhere, or by expiry). */
const alreadyEnded = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((each) => each.extensions?.code === 'UNAUTHENTICATED');

/**
 * Log Out: end the session, say so, then forget the stored user and session storage and go to sign-in (which says
 * so again: it is a page of its own, loaded afresh). The session ends first: leaving the page would cancel the call.
 */
export function useLogout() {
  const auth = useAuth();
  const client = useApolloClient();
  const [logout] = useMutation(LogoutMutation);
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // Leaving now would say "logged out" over a session the server still honours (a copied cookie would too).
      if (!alreadyEnded(error)) {
        toaster.create({
          title: 'Log out failed',
          description: 'The server did not confirm it, so your session is still open. Try Log Out again.',
          type: 'error',
          duration: 8000,
        });
        return;
      }
    }
    await client.clearStore();
    toaster.create({ title: LOGGED_OUT, type: 'info', duration: 5000 });
    setTimeout(() => {
      auth.logout();
      openSignInPage({ notice: LOGGED_OUT });
    }, 100);
  }, [auth, client, logout]);
}
