// Each screen of the registry mapped to its lazily loaded component (the compiler checks that every
// screen has one). Only the router reads this: it imports every screen, so screens never import it.
import type { ComponentType } from 'react';
import { DEMO_SCREENS, SCREENS, type ScreenEntry, type ScreenId } from './screens';

type Load = () => Promise<{ default: ComponentType }>;

/** A module's named export as the default a lazy route needs, so no re-export file is written for it. */
const named =
  <M, K extends keyof M>(load: () => Promise<M>, name: K): Load =>
  async () => ({ default: (await load())[name] as ComponentType });

const records = () => import('../features/records/RecordPages');
const settings = () => import('../features/settings/SettingsPages');
const mappings = () => import('../features/settings/MappingPages');
const achievements = () => import('../features/sales/AchievementPages');

const LOADS: Record<ScreenId, Load> = {
  dashboard: () => import('../features/dashboard/DashboardPage'),
  stores: () => import('../features/stores/StoreListPage'),
  users: () => import('../features/team/UsersListPage'),
  products: () => import('../features/products/ProductListPage'),
  brands: () => import('../features/brands/BrandListPage'),
  categories: () => import('../features/products/CategoryListPage'),
  summary: () => import('../features/reports/SummaryPage'),
  detail: () => import('../features/reports/DetailPage'),
  stockReport: () => import('../features/reports/StockReportPage'),
  byDate: named(() => import('../features/reports/PeriodPages'), 'ByDatePage'),
  byWeek: named(() => import('../features/reports/PeriodPages'), 'ByWeekPage'),
  dailySales: () => import('../features/sales/DailySalesPage'),
  targetAndAchievement: achievements,
  targetSetting: () => import('../features/sales/TargetSettingPage'),
  achievementByQuantity: named(achievements, 'AchievementByQuantityPage'),
  achievementByValue: named(achievements, 'AchievementByValuePage'),
  storeVisit: () => import('../features/journeys/StoreVisitPage'),
  monthVisit: () => import('../features/journeys/MonthVisitPage'),
  journeyPlan: () => import('../features/journeys/JourneyPlanPage'),
  teamLocation: () => import('../features/journeys/TeamLocationPage'),
  storePictures: () => import('../features/records/StorePicturesPage'),
  productTransfer: named(records, 'ProductTransferPage'),
  deployment: named(records, 'DeploymentPage'),
  viewDeployments: named(records, 'ViewDeploymentsPage'),
  marketActivity: named(records, 'MarketActivityPage'),
  marketIssues: named(records, 'MarketIssuesPage'),
  trainingList: named(records, 'TrainingListPage'),
  stock: () => import('../features/reports/StockPage'),
  userPermission: named(settings, 'UserPermissionPage'),
  userStoreMapping: named(mappings, 'UserStoreMappingPage'),
  productStoreMapping: named(mappings, 'ProductStoreMappingPage'),
  storeGradeByBrand: named(settings, 'StoreGradeByBrandPage'),
  reportRecipient: named(settings, 'ReportRecipientPage'),
  setupManagerByBrand: named(settings, 'SetupManagerByBrandPage'),
  resetPassword: named(settings, 'ResetPasswordPage'),
};

export interface ScreenRoute extends ScreenEntry {
  load?: Load;
}

const demo: Load = () => import('../features/demo/DemoPage');

/** Every guarded route: the registry's screens, then the template's demo screens. */
export const ROUTES: readonly ScreenRoute[] = [
  ...(Object.keys(SCREENS) as ScreenId[]).map((id) => ({ ...SCREENS[id], load: LOADS[id] })),
  ...DEMO_SCREENS.map((entry) => ({ ...entry, load: demo })),
];
