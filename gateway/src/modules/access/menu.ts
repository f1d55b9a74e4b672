// The side menu of the description, as data: one 'Navigation' group; page titles are menu titles.
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

const item = (title: string, url: string, icon: string): MenuNode => ({
  id: kebab(title),
  title,
  type: 'item',
  url,
  icon,
});
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
      item('Dashboard', '/app/dashboard/default', 'FiHome'),
      collapse('Master List', 'FiDatabase', [
        item('Store List', '/store', 'FiShoppingBag'),
        item('Product List', '/ProductList', 'FiBox'),
        item('Users List', '/Users', 'FiUsers'),
        item('Brand List', '/BrandList', 'FiTag'),
        item('Product Category List', '/PCategoryList', 'FiLayers'),
      ]),
      collapse('Store Check', 'FiCheckSquare', [
        item('Summary', '/DisplayCheckSummery', 'FiPieChart'),
        item('Detail', '/DisplayCheckDetail', 'FiList'),
        item('Stock Report', '/StockReport', 'FiClipboard'),
        item('By Date', '/DisplayCheckByDate', 'FiCalendar'),
        item('By Week', '/DisplayCheckByWeek', 'FiBarChart2'),
      ]),
      collapse('Sales', 'FiTrendingUp', [
        item('Daily Sales', '/DailySales', 'FiDollarSign'),
        item('Target And Achivement', '/TargetAndAchivement', 'FiTarget'),
        item('Promoter Target Setting', '/TargetSetting', 'FiSliders'),
      ]),
      collapse('Visit Report', 'FiMapPin', [
        item('Store Visit', '/StoreVisit', 'FiNavigation'),
        item('Month Visit', '/MonthVisit', 'FiCalendar'),
        item('Journey Plan', '/JourneyPlan', 'FiMap'),
        item('Team Location', '/TeamLocation', 'FiCrosshair'),
      ]),
      item('Store Pictures', '/StorePicture', 'FiImage'),
      item('Product Transfer', '/ProductTransfer', 'FiRepeat'),
      item('Deployment', '/Deployment', 'FiTruck'),
      item('Market Activity', '/MarkeetActivity', 'FiActivity'),
      item('Market Issues', '/MarketIssue', 'FiAlertTriangle'),
      item('Training List', '/TrainingList', 'FiBookOpen'),
      item('Stock', '/Stock', 'FiPackage'),
      collapse('Settings', 'FiSettings', [
        item('User Store Mapping', '/UserStoreMapping', 'FiLink'),
        item('Store Grade By Brand', '/StoreGradeByBrand', 'FiAward'),
        item('Product Store Mapping', '/UserProductMapping', 'FiShuffle'),
        item('Report Email Recipient', '/ReportRecipient', 'FiMail'),
        item('Setup Manager By Brand', '/SetupManagByBrand', 'FiUserCheck'),
      ]),
      item('Reset Password', '/ResetPassword', 'FiKey'),
    ],
  },
];
