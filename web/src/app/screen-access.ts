// Who may open a screen. Kept apart from `routes.ts` (which lazily imports every screen) so screens
// can ask without importing the router.
import { SCREENS } from './screens';

export const DEFAULT_ROUTE = SCREENS.dashboard.path;

export const pageKey = (name: string) => name.trim().toLowerCase();

/** Whether a member whose effective pages are `pages` may open `route`. */
export function canOpen(route: { page?: string }, pages: readonly string[]): boolean {
  if (!route.page) return true;
  const wanted = pageKey(route.page);
  return pages.some((page) => pageKey(page) === wanted);
}
