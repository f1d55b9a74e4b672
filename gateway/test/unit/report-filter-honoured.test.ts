// Every report declares which fields of the shared ReportFilter it honours (@Honours, kept in the schema field's
// extensions); a field set that the report does not honour is refused, naming the field and the report, rather than
// ignored. A report without a declaration keeps the gateway from starting.
import { buildSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  COMMON_FILTERS,
  reportFilterDeclarations,
  requireReportFilterDeclarations,
  unhonouredFilter,
} from '../../src/platform/reports/honoured.js';
import { ReportPeriod } from '../../src/platform/reports/report-period.js';
import { buildGatewaySchema } from '../../src/schema.js';

describe('report filter declarations', () => {
  it('every query and mutation taking a ReportFilter declares the fields it honours', async () => {
    const declared = reportFilterDeclarations(await buildGatewaySchema());
    const missing = [...declared].filter(([, declaration]) => declaration === undefined).map(([name]) => name);
    expect(missing).toEqual([]);
    // The reports of the screens, the aggregates and the two report e-mails.
    for (const name of [
      'Query.dailySales',
      'Query.displayChecksByWeek',
      'Query.achievementByValue',
      'Query.salesAggregate',
      'Query.storePictures',
      'Query.deploymentSummary',
      'Mutation.emailLowStockReport',
      'Mutation.emailStorePictures',
    ])
      expect(declared.has(name), name).toBe(true);
  });

  it('gives week fields to week reports only, and ids and dates where the upstream takes them', async () => {
    const declared = reportFilterDeclarations(await buildGatewaySchema());
    const weekReports = [...declared]
      .filter(([, declaration]) => declaration?.fields.includes('fromWeek'))
      .map(([name]) => name);
    expect(weekReports).toEqual(['Query.displayChecksByWeek']);
    expect(declared.get('Query.dailySales')?.fields).toEqual(COMMON_FILTERS);
    // Targets are of a month: no dates, and only the brand, the member's region and the manager's brands.
    expect(declared.get('Query.achievementByQuantity')?.fields).toEqual(['brandId', 'regionId', 'managerId']);
    // Pictures, transfers, deployments, activities and issues carry a brand, never a product category.
    for (const name of ['storePictures', 'recentStorePictures', 'transfers', 'deployments', 'marketIssues'])
      expect(declared.get(`Query.${name}`)?.fields, name).not.toContain('categoryId');
    // DeploymentSummary takes only FromDate and ToDate; the ids only where the bases offer the filters extra.
    expect(declared.get('Query.deploymentSummary')).toMatchObject({ fields: ['fromDate', 'toDate'] });
    expect(declared.get('Query.deploymentSummary')?.withFilters).toContain('managerId');
  });

  it("says in each report's filter argument what it honours", async () => {
    const fields = (await buildGatewaySchema()).getQueryType()!.getFields();
    const described = (name: string) => fields[name]?.args.find((arg) => arg.name === 'filter')?.description;
    expect(described('achievementByValue')).toContain('Honoured here: brandId, regionId, managerId.');
    expect(described('displayChecksByWeek')).toContain('fromDate, toDate, fromWeek, toWeek, period.');
    expect(described('deploymentSummary')).toContain(
      'Honoured here: fromDate, toDate, period; brandId, regionId, cityId, channelId, gradeId, storeId, managerId ' +
        'only where the bases offer them (upstreamOffers.reportFilters).',
    );
  });

  it('keeps the gateway from starting while a report has no declaration', () => {
    const schema = buildSchema(`input ReportFilter { brandId: Int }
      type Query { declared(filter: ReportFilter): Int, forgotten(filter: ReportFilter): Int }`);
    schema.getQueryType()!.getFields().declared!.extensions = { reportFilter: { fields: ['brandId'] } };
    expect(() => requireReportFilterDeclarations(schema)).toThrow(/Query\.forgotten/);
  });
});

describe('a filter a report does not honour', () => {
  const dailySales = { fields: COMMON_FILTERS };

  it('is named with the field and the report', () => {
    expect(unhonouredFilter({ fromWeek: 3, toWeek: 9, brandId: 2 }, dailySales, 'dailySales', true)).toEqual([
      { field: 'filter.fromWeek', message: 'filter.fromWeek is not honoured by dailySales' },
      { field: 'filter.toWeek', message: 'filter.toWeek is not honoured by dailySales' },
    ]);
  });

  it('leaves null, absent and 0 ids alone (0 = all)', () => {
    const achievement = { fields: ['brandId', 'regionId', 'managerId'] as const };
    expect(unhonouredFilter({ storeId: 0, cityId: null, brandId: 4 }, achievement, 'achievementByValue', true)).toEqual(
      [],
    );
    expect(unhonouredFilter({ storeId: 7 }, achievement, 'achievementByValue', true)[0]?.field).toBe('filter.storeId');
  });

  it('counts a period as dates: honoured where both dates are', () => {
    expect(unhonouredFilter({ period: ReportPeriod.LAST_WEEK }, dailySales, 'dailySales', true)).toEqual([]);
    expect(
      unhonouredFilter({ period: ReportPeriod.LAST_WEEK }, { fields: ['brandId'] }, 'achievementByValue', true),
    ).toEqual([{ field: 'filter.period', message: 'filter.period is not honoured by achievementByValue' }]);
  });

  it('takes the fields a base gives with the filters extra only where the bases offer it', () => {
    const summary = { fields: ['fromDate', 'toDate'] as const, withFilters: ['regionId'] as const };
    expect(unhonouredFilter({ regionId: 2 }, summary, 'deploymentSummary', true)).toEqual([]);
    expect(unhonouredFilter({ regionId: 2 }, summary, 'deploymentSummary', false)).toEqual([
      {
        field: 'filter.regionId',
        message: 'filter.regionId is not honoured by deploymentSummary on the configured bases',
      },
    ]);
  });
});
