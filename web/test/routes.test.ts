import { describe, expect, it } from 'vitest';
import { canOpen } from '../src/platform/app/screen-access';
import { DEMO_SCREENS, SCREENS, screenAt } from '../src/platform/app/screens';
import { ROUTES } from '../src/routes';

describe('routes and page access', () => {
  it('has every guarded route of the description', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/app/dashboard/default',
      '/store',
      '/Users',
      '/ProductList',
      '/BrandList',
      '/PCategoryList',
      '/DisplayCheckSummery',
      '/DisplayCheckDetail',
      '/StockReport',
      '/DisplayCheckByDate',
      '/DisplayCheckByWeek',
      '/DailySales',
      '/TargetAndAchivement',
      '/TargetSetting',
      '/AchivementByQuantity',
      '/AchivementByValue',
      '/StoreVisit',
      '/MonthVisit',
      '/JourneyPlan',
      '/TeamLocation',
      '/StorePicture',
      '/ProductTransfer',
      '/Deployment',
      '/Deployment/ViewDeployment',
      '/MarkeetActivity',
      '/MarketIssue',
      '/TrainingList',
      '/Stock',
      '/UserPermission',
      '/UserStoreMapping',
      '/UserProductMapping',
      '/StoreGradeByBrand',
      '/ReportRecipient',
      '/SetupManagByBrand',
      '/ResetPassword',
    ]) {
      expect(paths).toContain(path);
    }
    expect(DEMO_SCREENS.map((route) => route.path)).toContain('/sample-page');
  });

  it('compares page names trimmed and case-insensitively', () => {
    expect(canOpen({ page: 'Store List' }, ['  store list '])).toBe(true);
    expect(canOpen({ page: 'Store List' }, ['Store'])).toBe(false);
    expect(canOpen({ page: 'Store List' }, [])).toBe(false);
  });

  it('opens the template demo pages to any signed-in member', () => {
    expect(canOpen({ page: undefined }, [])).toBe(true);
  });
});

describe('screen registry', () => {
  it('gives every route one entry with a title, an icon and a lazily loaded screen', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of ROUTES) {
      expect(route.title, route.path).not.toBe('');
      expect(route.icon, route.path).toMatch(/^Fi[A-Z]/);
      expect(typeof route.load, route.path).toBe('function');
    }
    expect(screenAt('/Deployment/ViewDeployment')).toMatchObject({ title: 'View Deployments', page: 'Deployment' });
    expect(SCREENS.stores).toMatchObject({ path: '/store', title: 'Store List', page: 'Store List' });
  });
});

describe('template routes', () => {
  it('open to any signed-in member, whatever their pages', () => {
    expect(DEMO_SCREENS).toHaveLength(11);
    for (const route of DEMO_SCREENS) expect(canOpen(route, []), route.path).toBe(true);
  });
});
