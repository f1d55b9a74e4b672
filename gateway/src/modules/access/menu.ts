// The side menu of the description, as data: one 'Navigation' group; page titles are menu titles. Each
// item's title and path come from contract/screens.json (the web's screen registry reads the same file);
// the menu adds its groups and icons.
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
}

const kebab = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type ScreenId = keyof typeof SCREEN_TEXT.screens;

const item = (screen: ScreenId, icon: string): MenuNode => {
  const { title, path } = SCREEN_TEXT.screens[screen];
  return { id: kebab(title), title, type: 'item', url: path, icon };
};
const collapse = (title: string, icon: string, children: MenuNode[]): MenuNode => ({
  id: kebab(title),
  title,
  type: 'collapse',
  icon,
  children,
});

/** Always shown, whatever the member's access. */
export const LOG_OUT: MenuNode = { id: 'logout', title: 'Log Out', type: 'item', icon: 'FiLogOut', url: '/logout' };

export const MENU: readonly MenuNode[] = [
  {
    id: 'navigation',
    title: 'Navigation',
    type: 'group',
    icon: 'FiCompass',
    children: [
      item('dashboard', 'FiHome'),
      collapse('Master List', 'FiDatabase', [
        item('stores', 'FiShoppingBag'),
        item('products', 'FiBox'),
        item('users', 'FiUsers'),
        item('brands', 'FiTag'),
        item('categories', 'FiLayers'),
      ]),
      collapse('Store Check', 'FiCheckSquare', [
        item('summary', 'FiPieChart'),
        item('detail', 'FiList'),
        item('stockReport', 'FiClipboard'),
        item('byDate', 'FiCalendar'),
        item('byWeek', 'FiBarChart2'),
      ]),
      collapse('Sales', 'FiTrendingUp', [
        item('dailySales', 'FiDollarSign'),
        item('targetAndAchievement', 'FiTarget'),
        item('targetSetting', 'FiSliders'),
      ]),
      collapse('Visit Report', 'FiMapPin', [
        item('storeVisit', 'FiNavigation'),
        item('monthVisit', 'FiCalendar'),
        item('journeyPlan', 'FiMap'),
        item('teamLocation', 'FiCrosshair'),
      ]),
      item('storePictures', 'FiImage'),
      item('productTransfer', 'FiRepeat'),
      item('deployment', 'FiTruck'),
      item('marketActivity', 'FiActivity'),
      item('marketIssues', 'FiAlertTriangle'),
      item('trainingList', 'FiBookOpen'),
      item('stock', 'FiPackage'),
      collapse('Settings', 'FiSettings', [
        item('userStoreMapping', 'FiLink'),
        item('storeGradeByBrand', 'FiAward'),
        item('productStoreMapping', 'FiShuffle'),
        item('reportRecipient', 'FiMail'),
        item('setupManagerByBrand', 'FiUserCheck'),
      ]),
      item('resetPassword', 'FiKey'),
    ],
  },
];
