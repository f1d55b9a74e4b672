// The gate of every guarded route: no stored user → sign-in; otherwise load `me` and draw the layout.

import { useQuery } from '@apollo/client/react';
import { Center, Spinner } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useDeferredAnswer } from '../components/deferred-answer';
import { describeFailure } from '../components/graphql-errors';
import { ErrorState } from '../components/States';
import { useAuth } from './auth';
import { Layout } from './Layout';
import { MeQuery } from './me.documents';
import { progress } from './progress';
import { SIGN_IN_ROUTE } from './sign-in-page';

const RESET_PASSWORD_ROUTE = '/ResetPassword';

import { SessionContext } from './session';

export function Guarded() {
  const { state } = useAuth();
  const location = useLocation();
  const query = useQuery(MeQuery, { skip: !state.user, fetchPolicy: 'cache-first' });
  const { loading, error, refetch } = query;
  // The layout and the screen under it draw in a background render once `me` arrives (components/deferred-answer).
  const data = useDeferredAnswer(query.data).answer;

  // Page access may have changed since `me` was read: read it again on every navigation (one small
  // request), so a page granted or withdrawn shows in the menu and the screens without a reload.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (data) void refetch().catch(() => undefined);
  }, [location.pathname, data, refetch]);

  useEffect(() => {
    if (!loading) return;
    progress.start();
    return () => progress.done();
  }, [loading]);

  if (!state.user || !state.isLoggedIn)
    return <Navigate to={SIGN_IN_ROUTE} replace state={{ from: location.pathname + location.search }} />;
  if (error && !data) {
    return (
      <Center minHeight="100vh" px="6">
        <ErrorState
          message={describeFailure(error, 'Failed to fetch page access. Check your connection and retry.').message}
          onRetry={() => void refetch()}
        />
      </Center>
    );
  }
  if (!data)
    return (
      <Center minHeight="100vh">
        <Spinner color="teal.500" role="status" aria-label="Loading" />
      </Center>
    );
  // A one-time password must be replaced before anything else.
  if (data.me.mustChangePassword && location.pathname !== RESET_PASSWORD_ROUTE)
    return <Navigate to={RESET_PASSWORD_ROUTE} replace />;
  return (
    <SessionContext.Provider value={data.me}>
      <Layout>
        <Outlet />
      </Layout>
    </SessionContext.Provider>
  );
}
