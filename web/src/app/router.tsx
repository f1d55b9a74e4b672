// The routes of the description: public sign-in and sign-up, every guarded screen, unknown → dashboard.
import { Navigate, createBrowserRouter } from 'react-router-dom';
import { Guarded } from './Guarded';
import { ROUTES } from './routes';
import { DEFAULT_ROUTE } from './screen-access';
import { Screen } from './Screen';

export const router = createBrowserRouter([
  { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).default }) },
  { path: '/auth/signin-1', lazy: async () => ({ Component: (await import('../features/auth/SignInPage')).default }) },
  { path: '/auth/signup-1', lazy: async () => ({ Component: (await import('../features/auth/SignUpPage')).default }) },
  {
    element: <Guarded />,
    children: ROUTES.map((route) => ({
      path: route.path,
      element: <Screen key={route.path} route={route} />,
    })),
  },
  { path: '*', element: <Navigate to={DEFAULT_ROUTE} replace /> },
]);
