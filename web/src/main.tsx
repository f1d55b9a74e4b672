// The client's entry: Chakra, Apollo, auth and the router, with one toaster at the root.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AuthProvider } from './app/auth';
import { router } from './app/router';
import { AppToaster } from './app/toaster';
import './app/progress';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <ApolloProvider client={createApolloClient()}>
        <AuthProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </AuthProvider>
      </ApolloProvider>
    </ChakraProvider>
  </StrictMode>,
);
