// Every guarded screen of the description: its route, its title, the page (menu title) that opens it,
// and, once built, its lazily loaded component. Screens without a component show "not available yet".
import type { ComponentType } from 'react';
import { DEFAULT_ROUTE, DEMO_TITLES } from './screen-access';

export interface ScreenRoute {
  path: string;
  title: string;
  /** The page-access name the member needs; undefined = any signed-in member. */
  page?: string;
  load?: () => Promise<{ default: ComponentType }>;
}

const screen = (
  path: string,
  title: string,
  page: string | undefined = title,
  load?: ScreenRoute['load'],
): ScreenRoute => ({ path, title, page, load });

export const SCREENS: ScreenRoute[] = [
  screen(DEFAULT_ROUTE, 'Dashboard', 'Dashboard', () => import('../features/dashboard/DashboardPage')),
  screen('/store', 'Store List', 'Store List', () => import('../features/stores/StoreListPage')),
  screen('/Users', 'Users List', 'Users List', () => import('../features/team/UsersListPage')),
  screen('/ProductList', 'Product List', 'Product List', () => import('../features/products/ProductListPage')),
  screen('/BrandList', 'Brand List', 'Brand List', () => import('../features/brands/BrandListPage')),
  screen(
    '/PCategoryList',
    'Product Category List',
    'Product Category List',
    () => import('../features/products/CategoryListPage'),
  ),
  screen('/DisplayCheckSummery', 'Summary', 'Summary', () => import('../features/reports/SummaryPage')),
  screen('/DisplayCheckDetail', 'Detail', 'Detail', () => import('../features/reports/DetailPage')),
  screen('/StockReport', 'Stock Report', 'Stock Report', () => import('../features/reports/StockReportPage')),
  screen('/DisplayCheckByDate', 'By Date', 'By Date', () => import('../features/reports/PeriodPages')),
  screen('/DisplayCheckByWeek', 'By Week', 'By Week', () => import('../features/reports/ByWeekPage')),
  screen('/DailySales', 'Daily Sales', 'Daily Sales', () => import('../features/sales/DailySalesPage')),
  screen(
    '/TargetAndAchivement',
    'Target And Achivement',
    'Target And Achivement',
    () => import('../features/sales/AchievementPages'),
  ),
  screen(
    '/TargetSetting',
    'Promoter Target Setting',
    'Promoter Target Setting',
    () => import('../features/sales/TargetSettingPage'),
  ),
  screen(
    '/AchivementByQuantity',
    'Achivement By Quantity',
    'Target And Achivement',
    () => import('../features/sales/AchievementByQuantityPage'),
  ),
  screen(
    '/AchivementByValue',
    'Achivement By Value',
    'Target And Achivement',
    () => import('../features/sales/AchievementByValuePage'),
  ),
  screen('/StoreVisit', 'Store Visit', 'Store Visit', () => import('../features/journeys/StoreVisitPage')),
  screen('/MonthVisit', 'Month Visit', 'Month Visit', () => import('../features/journeys/MonthVisitPage')),
  screen('/JourneyPlan', 'Journey Plan', 'Journey Plan', () => import('../features/journeys/JourneyPlanPage')),
  screen('/TeamLocation', 'Team Location', 'Team Location', () => import('../features/journeys/TeamLocationPage')),
  screen('/StorePicture', 'Store Pictures', 'Store Pictures', () => import('../features/records/StorePicturesPage')),
  screen(
    '/ProductTransfer',
    'Product Transfer',
    'Product Transfer',
    () => import('../features/records/ProductTransferPage'),
  ),
  screen('/Deployment', 'Deployment', 'Deployment', () => import('../features/records/DeploymentPage')),
  screen(
    '/Deployment/ViewDeployment',
    'View Deployments',
    'Deployment',
    () => import('../features/records/ViewDeploymentsPage'),
  ),
  screen(
    '/MarkeetActivity',
    'Market Activity',
    'Market Activity',
    () => import('../features/records/MarketActivityPage'),
  ),
  screen('/MarketIssue', 'Market Issues', 'Market Issues', () => import('../features/records/MarketIssuesPage')),
  screen('/TrainingList', 'Training List', 'Training List', () => import('../features/records/TrainingListPage')),
  screen('/Stock', 'Stock', 'Stock', () => import('../features/reports/StockPage')),
  screen(
    '/UserPermission',
    'User Permission',
    'User Permission',
    () => import('../features/settings/UserPermissionPage'),
  ),
  screen(
    '/UserStoreMapping',
    'User Store Mapping',
    'User Store Mapping',
    () => import('../features/settings/UserStoreMappingPage'),
  ),
  screen(
    '/UserProductMapping',
    'Product Store Mapping',
    'Product Store Mapping',
    () => import('../features/settings/ProductStoreMappingPage'),
  ),
  screen(
    '/StoreGradeByBrand',
    'Store Grade By Brand',
    'Store Grade By Brand',
    () => import('../features/settings/StoreGradeByBrandPage'),
  ),
  screen(
    '/ReportRecipient',
    'Report Email Recipient',
    'Report Email Recipient',
    () => import('../features/settings/ReportRecipientPage'),
  ),
  screen(
    '/SetupManagByBrand',
    'Setup Manager By Brand',
    'Setup Manager By Brand',
    () => import('../features/settings/SetupManagerByBrandPage'),
  ),
  screen('/ResetPassword', 'Reset Password', 'Reset Password', () => import('../features/settings/ResetPasswordPage')),
];

/** The template's demo screens: a session is enough. */
export const DEMO_SCREENS: ScreenRoute[] = DEMO_TITLES.map(([path, title]) => ({
  path,
  title,
  page: undefined,
  load: () => import('../features/demo/DemoPage'),
}));
