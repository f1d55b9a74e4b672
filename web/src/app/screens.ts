// The screen registry: each guarded screen's path, title (the title bar and the browser tab), icon and
// the page-access name that opens it. Paths, titles and pages come from contract/screens.json (the gateway's
// side menu reads the same file); the icons live here. Plain data (no screen imports), so any module may
// read it; `routes.ts` maps each path to its lazily loaded screen.
import SCREEN_TEXT from '../../../contract/screens.json';
export interface ScreenEntry {
  path: string;
  title: string;
  /** A react-icons/fi name (see `icons.ts`). */
  icon: string;
  /** The page-access name the member needs; undefined = any signed-in member. */
  page?: string;
}

type ScreenText = { path: string; title: string; page?: string };
type ScreenKey = keyof typeof SCREEN_TEXT.screens;

const screen = (id: ScreenKey, icon: string): ScreenEntry => {
  const { path, title, page = title }: ScreenText = SCREEN_TEXT.screens[id];
  return { path, title, icon, page };
};

export const SCREENS = {
  dashboard: screen('dashboard', 'FiHome'),
  stores: screen('stores', 'FiShoppingBag'),
  users: screen('users', 'FiUsers'),
  products: screen('products', 'FiBox'),
  brands: screen('brands', 'FiTag'),
  categories: screen('categories', 'FiLayers'),
  summary: screen('summary', 'FiPieChart'),
  detail: screen('detail', 'FiList'),
  stockReport: screen('stockReport', 'FiClipboard'),
  byDate: screen('byDate', 'FiCalendar'),
  byWeek: screen('byWeek', 'FiBarChart2'),
  dailySales: screen('dailySales', 'FiDollarSign'),
  targetAndAchievement: screen('targetAndAchievement', 'FiTarget'),
  targetSetting: screen('targetSetting', 'FiSliders'),
  achievementByQuantity: screen('achievementByQuantity', 'FiTarget'),
  achievementByValue: screen('achievementByValue', 'FiTarget'),
  storeVisit: screen('storeVisit', 'FiNavigation'),
  monthVisit: screen('monthVisit', 'FiCalendar'),
  journeyPlan: screen('journeyPlan', 'FiMap'),
  teamLocation: screen('teamLocation', 'FiCrosshair'),
  storePictures: screen('storePictures', 'FiImage'),
  productTransfer: screen('productTransfer', 'FiRepeat'),
  deployment: screen('deployment', 'FiTruck'),
  viewDeployments: screen('viewDeployments', 'FiTruck'),
  marketActivity: screen('marketActivity', 'FiActivity'),
  marketIssues: screen('marketIssues', 'FiAlertTriangle'),
  trainingList: screen('trainingList', 'FiBookOpen'),
  stock: screen('stock', 'FiPackage'),
  userPermission: screen('userPermission', 'FiCheckSquare'),
  userStoreMapping: screen('userStoreMapping', 'FiLink'),
  productStoreMapping: screen('productStoreMapping', 'FiShuffle'),
  storeGradeByBrand: screen('storeGradeByBrand', 'FiAward'),
  reportRecipient: screen('reportRecipient', 'FiMail'),
  setupManagerByBrand: screen('setupManagerByBrand', 'FiUserCheck'),
  resetPassword: screen('resetPassword', 'FiKey'),
} as const satisfies Record<string, ScreenEntry>;

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
