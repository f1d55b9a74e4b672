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

// A modal dialog or drawer locks the page's scroll and, as it does, writes the page's scrollbar width to <html> as
// --scrollbar-width (no style here reads it), skipping the write when <html> already holds that width. A new value on
// <html> restyles every element of the page (90 ms of a slow phone's main thread under Store List's 50 rows). Written
// here once, before anything is drawn, it holds a phone's scrollbar width (none) from the start.
document.documentElement.style.setProperty(
  '--scrollbar-width',
  `${window.innerWidth - document.documentElement.clientWidth}px`,
);

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
