// Who may open a screen. Kept apart from `routes.ts` (which lazily imports every screen) so screens
// can ask without importing the router.
import { SCREENS } from './screens';

export const DEFAULT_ROUTE = SCREENS.dashboard.path;

export const pageKey = (name: string) => name.trim().toLowerCase();

/** Whether a member whose effective pages are `pages` may open `route`; one holding a one-time password may
 *  always open Reset Password, where they set their own (the gateway lets that change through too). */
export function canOpen(
  route: { page?: string; path?: string },
  pages: readonly string[],
  mustChangePassword = false,
): boolean {
  if (!route.page) return true;
  if (mustChangePassword && route.path === SCREENS.resetPassword.path) return true;
  const wanted = pageKey(route.page);
  return pages.some((page) => pageKey(page) === wanted);
}
