// The routes of the description: public sign-in and sign-up, every guarded screen, unknown → dashboard.
// The signed-in shell (Apollo, gate, layout, menu, screen frame) is a chunk of its own, loaded by the first guarded
// route. Sign-in is a page of its own (signin.html, without this client): its routes here load it.
import { startTransition, useEffect } from 'react';
import { createBrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { DEFAULT_ROUTE } from './platform/app/screen-access';
import { openSignInPage, SIGN_IN_PATHS } from './platform/app/sign-in-page';
import { ROUTES } from './routes';

const shell = () => import('./platform/app/Shell');

/** A guarded route sent the member here with where they were going (`state.from`): the sign-in page takes it on. */
function SignInPage() {
  const location = useLocation();
  useEffect(() => openSignInPage({ returnTo: (location.state as { from?: string } | null)?.from }), [location]);
  return null;
}

const routes = [
  ...SIGN_IN_PATHS.map((path) => ({ path, Component: SignInPage })),
  {
    path: '/auth/signup-1',
    lazy: async () => {
      const [{ default: SignUpPage }, { ApolloSession }] = await Promise.all([
        import('./domains/auth/SignUpPage'),
        import('./platform/app/apollo-session'),
      ]);
      return {
        element: (
          <ApolloSession>
            <SignUpPage />
          </ApolloSession>
        ),
      };
    },
  },
  {
    lazy: async () => ({ Component: (await shell()).Shell }),
    children: ROUTES.map((route) => ({
      path: route.path,
      lazy: async () => {
        // The screen's own code starts loading now, beside the shell's, not once the shell has drawn it.
        void route.load?.().catch(() => undefined); // the screen reports its own failure when it loads
        const { Screen } = await shell();
        return { element: <Screen key={route.path} route={route} /> };
      },
    })),
  },
  { path: '*', element: <Navigate to={DEFAULT_ROUTE} replace /> },
];

export const router = createBrowserRouter(routes);

// Every router state update renders in the same task as the address changes. React Router pushes the new URL
// and then updates its state; `flushSync` on a navigation covers only its first ("loading") update, and React
// would render the final one in a later task when the screen's code had to be fetched: a frame could paint the
// previous screen, still usable, under the new URL (the admin's region lost at /store: tests/e2e/navigation).
// So each update is rendered with ReactDOM.flushSync in a microtask: still before the browser can paint, and
// after the router has finished its own bookkeeping (a screen's effect that navigates, such as <Navigate>,
// would otherwise re-enter the router mid-update: the sign-in redirect never happened).
// The first screen is the exception: nothing is on screen before it to leave showing, so it renders in a transition,
// which React slices between the browser's own work instead of one long task (a slow phone's blocking time).
const subscribe = router.subscribe.bind(router);
let firstScreenShown = false;
router.subscribe = (subscriber) => {
  // Subscribed once the first screen was already known (its code was cached): it shows with the provider's mount.
  if (router.state.initialized) firstScreenShown = true;
  return subscribe((state, options) =>
    queueMicrotask(() => {
      if (firstScreenShown) return subscriber(state, { ...options, flushSync: true });
      firstScreenShown = state.initialized;
      startTransition(() => subscriber(state, options));
    }),
  );
};
