// The side menu of the description, as data: one 'Navigation' group; page titles are menu titles. Every
// item (title, path, icon, its section and order) comes from contract/screens.json, which the web's screen
// registry reads too: a new screen is an entry there, never an edit here.
import SCREEN_TEXT from '../../../../contract/screens.json' with { type: 'json' };
export type MenuNodeType = 'group' | 'collapse' | 'item';

export interface MenuNode {
  id: string;
  title: string;
  type: MenuNodeType;
  icon?: string;
  url?: string;
  badge?: { title: string; type: string };
  external?: boolean;
  target?: boolean;
  children?: MenuNode[];
  /** The page a member must hold to see this item, when it is not the item's own title. */
  page?: string;
}

const kebab = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A screen of contract/screens.json as the menu reads it: `section` names its collapse, `menu: false` hides it,
 * `page` is the page that opens it when that is not its title.
 */
interface ScreenText {
  path: string;
  title: string;
  icon: string;
  section?: string;
  menu?: boolean;
  page?: string;
}
const SCREENS: Readonly<Record<string, ScreenText>> = SCREEN_TEXT.screens;
const SECTION_ICONS: Readonly<Record<string, string>> = SCREEN_TEXT.sections;

const item = ({ title, path, icon, page }: ScreenText): MenuNode => ({
  id: kebab(title),
  title,
  type: 'item',
  url: path,
  icon,
  ...(page === undefined ? {} : { page }),
});
const collapse = (title: string, children: MenuNode[]): MenuNode => ({
  id: kebab(title),
  title,
  type: 'collapse',
  icon: SECTION_ICONS[title] ?? 'FiCircle',
  children,
});

/**
 * The menu's items in the order of contract/screens.json; a section's collapse stands where its first
 * screen is and gathers all of its screens, so adding a screen there needs no edit here.
 */
function navigation(): MenuNode[] {
  const nodes: MenuNode[] = [];
  const sections = new Map<string, MenuNode[]>();
  for (const screen of Object.values(SCREENS)) {
    if (screen.menu === false) continue;
    if (screen.section === undefined) {
      nodes.push(item(screen));
      continue;
    }
    let children = sections.get(screen.section);
    if (!children) {
      children = [];
      sections.set(screen.section, children);
      nodes.push(collapse(screen.section, children));
    }
    children.push(item(screen));
  }
  return nodes;
}

/** Always shown, whatever the member's access. */
export const LOG_OUT: MenuNode = { id: 'logout', title: 'Log Out', type: 'item', icon: 'FiLogOut', url: '/logout' };

export const MENU: readonly MenuNode[] = [
  { id: 'navigation', title: 'Navigation', type: 'group', icon: 'FiCompass', children: navigation() },
];

/** Every page a member can be given: the menu's titles (groups, collapses, items) and the screens outside it. */
export const PAGE_TITLES: readonly string[] = [
  ...new Set([
    'Navigation',
    ...Object.keys(SECTION_ICONS),
    ...Object.values(SCREENS).flatMap((screen) => [screen.title, ...(screen.page === undefined ? [] : [screen.page])]),
  ]),
];
