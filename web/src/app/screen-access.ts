// Who may open a screen, and the screens every signed-in member may open. Kept apart from
// `routes.ts` (which lazily imports every screen) so screens can ask without importing the router.
export const DEFAULT_ROUTE = '/app/dashboard/default';

/** The template's demo screens (path, title): a session is enough. */
export const DEMO_TITLES: readonly (readonly [string, string])[] = [
  ['/basic/button', 'Buttons'],
  ['/basic/badges', 'Badges'],
  ['/basic/breadcrumb-paging', 'Breadcrumb & Paging'],
  ['/basic/collapse', 'Collapse'],
  ['/basic/tabs-pills', 'Tabs & Pills'],
  ['/basic/typography', 'Typography'],
  ['/forms/form-basic', 'Form Elements'],
  ['/tables/bootstrap', 'Tables'],
  ['/charts/nvd3', 'Charts'],
  ['/maps/google-map', 'Map'],
  ['/sample-page', 'Sample Page'],
];

export const pageKey = (name: string) => name.trim().toLowerCase();

/** Whether a member whose effective pages are `pages` may open `route`. */
export function canOpen(route: { page?: string }, pages: readonly string[]): boolean {
  if (!route.page) return true;
  const wanted = pageKey(route.page);
  return pages.some((page) => pageKey(page) === wanted);
}
