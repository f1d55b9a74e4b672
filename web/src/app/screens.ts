// The screen registry: each guarded screen's path, title (the title bar and the browser tab), icon and
// the page-access name that opens it, written once. Plain data (no screen imports), so any module may
// read it; `routes.ts` maps each path to its lazily loaded screen.
export interface ScreenEntry {
  path: string;
  title: string;
  /** A react-icons/fi name (see `icons.ts`). */
  icon: string;
  /** The page-access name the member needs; undefined = any signed-in member. */
  page?: string;
}

const screen = (path: string, title: string, icon: string, page: string | undefined = title): ScreenEntry => ({
  path,
  title,
  icon,
  page,
});

export const SCREENS = {
  dashboard: screen('/app/dashboard/default', 'Dashboard', 'FiHome'),
  stores: screen('/store', 'Store List', 'FiShoppingBag'),
  users: screen('/Users', 'Users List', 'FiUsers'),
  products: screen('/ProductList', 'Product List', 'FiBox'),
  brands: screen('/BrandList', 'Brand List', 'FiTag'),
  categories: screen('/PCategoryList', 'Product Category List', 'FiLayers'),
  summary: screen('/DisplayCheckSummery', 'Summary', 'FiPieChart'),
  detail: screen('/DisplayCheckDetail', 'Detail', 'FiList'),
  stockReport: screen('/StockReport', 'Stock Report', 'FiClipboard'),
  byDate: screen('/DisplayCheckByDate', 'By Date', 'FiCalendar'),
  byWeek: screen('/DisplayCheckByWeek', 'By Week', 'FiBarChart2'),
  dailySales: screen('/DailySales', 'Daily Sales', 'FiDollarSign'),
  targetAndAchievement: screen('/TargetAndAchivement', 'Target And Achivement', 'FiTarget'),
  targetSetting: screen('/TargetSetting', 'Promoter Target Setting', 'FiSliders'),
  achievementByQuantity: screen('/AchivementByQuantity', 'Achivement By Quantity', 'FiTarget', 'Target And Achivement'),
  achievementByValue: screen('/AchivementByValue', 'Achivement By Value', 'FiTarget', 'Target And Achivement'),
  storeVisit: screen('/StoreVisit', 'Store Visit', 'FiNavigation'),
  monthVisit: screen('/MonthVisit', 'Month Visit', 'FiCalendar'),
  journeyPlan: screen('/JourneyPlan', 'Journey Plan', 'FiMap'),
  teamLocation: screen('/TeamLocation', 'Team Location', 'FiCrosshair'),
  storePictures: screen('/StorePicture', 'Store Pictures', 'FiImage'),
  productTransfer: screen('/ProductTransfer', 'Product Transfer', 'FiRepeat'),
  deployment: screen('/Deployment', 'Deployment', 'FiTruck'),
  viewDeployments: screen('/Deployment/ViewDeployment', 'View Deployments', 'FiTruck', 'Deployment'),
  marketActivity: screen('/MarkeetActivity', 'Market Activity', 'FiActivity'),
  marketIssues: screen('/MarketIssue', 'Market Issues', 'FiAlertTriangle'),
  trainingList: screen('/TrainingList', 'Training List', 'FiBookOpen'),
  stock: screen('/Stock', 'Stock', 'FiPackage'),
  userPermission: screen('/UserPermission', 'User Permission', 'FiCheckSquare'),
  userStoreMapping: screen('/UserStoreMapping', 'User Store Mapping', 'FiLink'),
  productStoreMapping: screen('/UserProductMapping', 'Product Store Mapping', 'FiShuffle'),
  storeGradeByBrand: screen('/StoreGradeByBrand', 'Store Grade By Brand', 'FiAward'),
  reportRecipient: screen('/ReportRecipient', 'Report Email Recipient', 'FiMail'),
  setupManagerByBrand: screen('/SetupManagByBrand', 'Setup Manager By Brand', 'FiUserCheck'),
  resetPassword: screen('/ResetPassword', 'Reset Password', 'FiKey'),
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
