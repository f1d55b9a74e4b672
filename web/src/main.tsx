// The client's entry: Chakra (the product's system, light or dark), auth and the router, with one toaster at the
// root. Apollo comes with the routes that use it (app/apollo-session.tsx), so sign-in shows without it.
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from './platform/app/auth';
import { ColorModeProvider } from './platform/app/color-mode';
import { system } from './platform/app/theme';
import { AppToaster } from './platform/app/toaster';
import { router } from './router';

const root = createRoot(document.getElementById('root')!);
// The first render in a transition: React renders it in slices between the browser's own work instead of one long
// task (Lighthouse's blocking time on a slow phone); nothing is on screen before it to keep.
startTransition(() =>
  root.render(
    <StrictMode>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <AuthProvider>
            {/* No transitions: the screen changes in the same frame as its address, so the previous screen
              is never left showing (and usable) under the new URL, and a filter shows its choice at once. */}
            <RouterProvider router={router} useTransitions={false} />
            <AppToaster />
          </AuthProvider>
        </ColorModeProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
);
