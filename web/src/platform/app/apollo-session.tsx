// Apollo for the routes that use it (the signed-in shell, sign-up), loaded with them rather than before sign-in.
// One client a signed-in user: a new sign-in starts from an empty cache, so nothing of an earlier member shows.
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { createApolloClient } from './apollo';
import { useAuth } from './auth';

export function ApolloSession({ children }: { children: ReactNode }) {
  const { user } = useAuth().state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client for each signed-in user object.
  const client = useMemo(() => createApolloClient(), [user]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
