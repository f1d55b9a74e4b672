// The Apollo client: same-origin GraphQL with the session cookie; an UNAUTHENTICATED answer anywhere
// forgets the stored user and sends the browser to the sign-in page.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { forgetUser } from './auth-state';
import { busyRetryLink } from './busy-retry';
import { createCache } from './cache';
import { SIGN_IN_ROUTE } from './sign-in-page';

const signOutOnUnauthenticated = new ErrorLink(({ error, operation }) => {
  const unauthenticated =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'UNAUTHENTICATED');
  // A failed sign-in is answered by the form itself.
  if (unauthenticated && operation.operationName !== 'SignIn' && !window.location.pathname.startsWith('/auth/')) {
    forgetUser();
    window.location.assign(SIGN_IN_ROUTE);
  }
  // A page withdrawn since `me` was read: read it again so the menu and the screens follow at once.
  const forbidden =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((graphQLError) => graphQLError.extensions?.code === 'FORBIDDEN');
  if (forbidden && operation.operationName !== 'Me') void operation.client.refetchQueries({ include: ['Me'] });
});

export function createApolloClient() {
  return new ApolloClient({
    link: ApolloLink.from([
      signOutOnUnauthenticated,
      busyRetryLink(),
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
    cache: createCache(),
    // The description's client cache: no refetch on mount, focus or reconnect; data is read from the
    // cache while present (unused data is dropped after 60 s), and mutations refresh what they change.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
