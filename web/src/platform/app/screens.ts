// The screen registry: each guarded screen's path, title (the title bar and the browser tab), icon and
// the page-access name that opens it, all read from contract/screens.json (the gateway's side menu reads
// the same file): a new screen needs no edit here. Plain data (no screen imports), so any module may read
// it; `routes.ts` maps each screen id to its lazily loaded page.
import SCREEN_TEXT from '../../../../contract/screens.json';
export interface ScreenEntry {
  path: string;
  title: string;
  /** A react-icons/fi name (see `icons.ts`). */
  icon: string;
  /** The page-access name the member needs; undefined = any signed-in member. */
  page?: string;
}

/** `signedIn`: any signed-in member opens it, no page granted (their own things: Access Tokens). */
type ScreenText = { path: string; title: string; icon: string; page?: string; signedIn?: boolean };
type ScreenKey = keyof typeof SCREEN_TEXT.screens;
const TEXT: Readonly<Record<ScreenKey, ScreenText>> = SCREEN_TEXT.screens;

/** Every screen of contract/screens.json by its id; a screen with no `page` is its own page, unless `signedIn`. */
export const SCREENS = Object.fromEntries(
  Object.entries(TEXT).map(([id, { path, title, icon, page = title, signedIn }]) => [
    id,
    signedIn ? { path, title, icon } : { path, title, icon, page },
  ]),
) as Readonly<Record<ScreenKey, ScreenEntry>>;

export type ScreenId = keyof typeof SCREENS;

const DEMO: readonly (readonly [string, string])[] = [
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

/** The template's demo screens: a session is enough. */
export const DEMO_SCREENS: readonly ScreenEntry[] = DEMO.map(([path, title]) => ({ path, title, icon: 'FiCircle' }));

const ALL: readonly ScreenEntry[] = [...Object.values(SCREENS), ...DEMO_SCREENS];

/** The screen at a path, if any. */
export const screenAt = (path: string): ScreenEntry | undefined => ALL.find((entry) => entry.path === path);
