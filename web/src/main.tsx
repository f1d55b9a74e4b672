// The client's entry: Chakra (the product's system, light or dark), Apollo, auth and the router, with one
// toaster at the root.
import { ChakraProvider } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AuthProvider } from './app/auth';
import { ColorModeProvider } from './app/color-mode';
import { router } from './app/router';
import { system } from './app/theme';
import { AppToaster } from './app/toaster';
import './app/progress';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <ApolloProvider client={createApolloClient()}>
          <AuthProvider>
            {/* No transitions: the screen changes in the same frame as its address, so the previous screen
                is never left showing (and usable) under the new URL, and a filter shows its choice at once. */}
            <RouterProvider router={router} useTransitions={false} />
            <AppToaster />
          </AuthProvider>
        </ApolloProvider>
      </ColorModeProvider>
    </ChakraProvider>
  </StrictMode>,
);
