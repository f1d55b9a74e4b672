// Grouped figures for analysts: storeAggregate, displayCheckAggregate, lowStockAggregate and salesAggregate give
// the same counts and sums as the rows of the list each one groups (the gateway groups them from the described
// calls, so they hold on bases that serve only the description), the true top N under orderBy and limit, the
// source's page and a manager's scope, and refuse a grouping, measure or filter they cannot honour before any
// upstream call.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, businessToday, daysFromToday, isoWeekOf, monthBefore } from '../../../tests/support/business-day.js';
import { createGateway } from '../../src/index.js';
import { betweenEqual, DEMO, gatewayConfig, gql, signIn, type TestGateway, UpstreamCounter } from './support.js';

type Group = Record<string, unknown>;

/** Counts and sums of `rows` by `keyOf`, as a map from the key to its figures. */
function groupBy<R>(rows: readonly R[], keyOf: (row: R) => string, sums: Record<string, (row: R) => number>) {
  const groups = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = keyOf(row);
    const figures = groups.get(key) ?? Object.fromEntries(Object.keys(sums).map((name) => [name, 0]));
    for (const [name, of] of Object.entries(sums)) figures[name] = (figures[name] ?? 0) + of(row);
    groups.set(key, figures);
  }
  return groups;
}

const STORES = `query S($filter: StoreFilter) { stores(filter: $filter, limit: 2000) { total items {
  id active districtId region { id } city { id } grade { id } channel { id } } } }`;
const STORE_AGGREGATE = `query A($filter: StoreFilter, $groupBy: [StoreDimension!], $orderBy: StoreAggregateOrder,
  $limit: Int) { storeAggregate(filter: $filter, groupBy: $groupBy, orderBy: $orderBy, limit: $limit) {
  regionId region { name } cityId city { name } gradeId grade { name } channelId channel { name } districtId active
  count } }`;
const LINES = (query: string) => `query L($filter: ReportFilter, $offset: Int) {
  ${query}(filter: $filter, limit: 10000, offset: $offset) { total items {
  visitDate displayedQty stockQty lowStock store { id region { id } } brand { id } category { id }
  teamMember { id } } } }`;
const CHECK_AGGREGATE = (query: string) => `query C($filter: ReportFilter, $groupBy: [CheckLineDimension!],
  $measures: [CheckLineMeasure!], $orderBy: CheckLineAggregateOrder, $limit: Int) {
  ${query}(filter: $filter, groupBy: $groupBy, measures: $measures, orderBy: $orderBy, limit: $limit) {
  storeId store { name } brandId brand { name } categoryId regionId region { name } memberId teamMember { name }
  day week month count displayedQty stockQty lowStockLines } }`;
const SALES_AGGREGATE = `query S($filter: ReportFilter, $groupBy: [SalesDimension!], $measures: [SalesMeasure!],
  $orderBy: SalesAggregateOrder, $limit: Int) {
  salesAggregate(filter: $filter, groupBy: $groupBy, measures: $measures, orderBy: $orderBy, limit: $limit) {
  brandId brand { name } channelId memberId teamMember { name } regionId day week month
  count quantity value averageValue target achievement } }`;

interface StoreItem {
  id: number;
  active: boolean;
  districtId: number;
  region: { id: number } | null;
  city: { id: number } | null;
  grade: { id: number } | null;
  channel: { id: number } | null;
}
interface LineItem {
  visitDate: string;
  displayedQty: number;
  stockQty: number;
  lowStock: boolean;
  store: { id: number; region: { id: number } | null } | null;
  brand: { id: number } | null;
  category: { id: number } | null;
  teamMember: { id: number } | null;
}

const isoWeek = (day: string) => {
  const { year, week } = isoWeekOf(day);
  return `${year}-W${String(week).padStart(2, '0')}`;
};

describe('grouped figures', () => {
  let gateway: TestGateway;
  let admin: string;
  let manager: string;
  let promoter: string;
  beforeAll(async () => {
    gateway = await createGateway(gatewayConfig());
    [admin, manager, promoter] = await Promise.all([
      signIn(gateway, DEMO.admin),
      signIn(gateway, DEMO.manager),
      signIn(gateway, DEMO.promoter),
    ]);
  });
  afterAll(() => gateway?.close());

  const data = async (query: string, variables: Record<string, unknown>, cookie = admin) => {
    const answer = await gql(gateway, query, variables, cookie);
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data as Record<string, unknown>;
  };
  const stores = async (filter: Record<string, unknown>, cookie = admin) =>
    ((await data(STORES, { filter }, cookie)).stores as { items: StoreItem[] }).items;
  const storeGroups = async (variables: Record<string, unknown>, cookie = admin) =>
    (await data(STORE_AGGREGATE, variables, cookie)).storeAggregate as Group[];
  /**
   * The store list under `filter` and what `aggregate` answers, between two equal readings of the list: files beside
   * this one add and remove stores of their own, in region 1 among others.
   */
  const steady = <T>(filter: Record<string, unknown>, aggregate: () => Promise<T>) =>
    betweenEqual(
      () => stores(filter),
      async () => ({ list: await stores(filter), answer: await aggregate() }),
    );
  /** Every line of a line report over the filter, page by page. */
  const lines = async (query: string, filter: Record<string, unknown>, cookie = admin) => {
    const all: LineItem[] = [];
    for (let offset = 0; ; offset += 10_000) {
      const page = (await data(LINES(query), { filter, offset }, cookie))[query] as {
        total: number;
        items: LineItem[];
      };
      all.push(...page.items);
      if (all.length >= page.total || page.items.length === 0) return all;
    }
  };
  const checkGroups = async (query: string, variables: Record<string, unknown>, cookie = admin) =>
    (await data(CHECK_AGGREGATE(query), variables, cookie))[query] as Group[];
  const salesGroups = async (variables: Record<string, unknown>, cookie = admin) =>
    (await data(SALES_AGGREGATE, variables, cookie)).salesAggregate as Group[];

  it('counts active stores per region and grade as the store list holds them, names joined', async () => {
    const filter = { active: true };
    const { list, answer: groups } = await steady(filter, () =>
      storeGroups({ filter, groupBy: ['REGION', 'GRADE'], limit: 1000 }),
    );
    const expected = groupBy(list, (store) => `${store.region?.id}:${store.grade?.id}`, { count: () => 1 });
    expect(groups).toHaveLength(expected.size);
    for (const group of groups) {
      expect(group.count).toBe(expected.get(`${group.regionId}:${group.gradeId}`)?.count);
      expect((group.region as { name: string }).name).toBeTruthy();
      expect((group.grade as { name: string }).name).toBeTruthy();
      // Dimensions not grouped are null.
      expect([group.cityId, group.city, group.channelId, group.districtId, group.active]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    }
    const total = groups.reduce((sum, group) => sum + (group.count as number), 0);
    expect(total).toBe(list.length);
  });

  it('gives the true top N of stores per city within a filter, and orders by a key', async () => {
    const filter = { regionId: 1 };
    const { list, answer: top } = await steady(filter, () =>
      storeGroups({ filter, groupBy: ['CITY'], orderBy: { measure: 'COUNT', direction: 'DESC' }, limit: 3 }),
    );
    const expected = groupBy(list, (store) => String(store.city?.id), { count: () => 1 });
    const counts = [...expected.values()].map((figures) => figures.count!).sort((a, b) => b - a);
    expect(top.map((group) => group.count)).toEqual(counts.slice(0, 3));
    for (const group of top) expect(group.count).toBe(expected.get(String(group.cityId))?.count);

    const { list: all, answer: byActive } = await steady({}, () =>
      storeGroups({ groupBy: ['ACTIVE'], orderBy: { dimension: 'ACTIVE', direction: 'ASC' } }),
    );
    expect(byActive.map((group) => [group.active, group.count])).toEqual([
      [false, all.filter((store) => !store.active).length],
      [true, all.filter((store) => store.active).length],
    ]);
  });

  it('finds the top 10 stores by low-stock lines without downloading the lines', async () => {
    const filter = { fromDate: daysFromToday(-59) };
    const expected = groupBy(await lines('lowStockChecks', filter), (line) => String(line.store?.id), {
      count: () => 1,
      stockQty: (line) => line.stockQty,
    });
    const counts = [...expected.values()].map((figures) => figures.count!).sort((a, b) => b - a);
    const top = await checkGroups('lowStockAggregate', {
      filter,
      groupBy: ['STORE'],
      measures: ['COUNT', 'STOCK_QTY'],
      orderBy: { measure: 'COUNT', direction: 'DESC' },
      limit: 10,
    });
    expect(top).toHaveLength(10);
    expect(top.map((group) => group.count)).toEqual(counts.slice(0, 10));
    for (const group of top) {
      expect({ count: group.count, stockQty: group.stockQty }).toEqual(expected.get(String(group.storeId)));
      expect((group.store as { name: string }).name).toBeTruthy();
      // A measure not asked for is null.
      expect(group.displayedQty).toBeNull();
    }
  });

  it('groups display-check lines by brand and week, and by region and day, as the detail lists them', async () => {
    const filter = { regionId: 2, fromDate: daysFromToday(-20), toDate: daysFromToday(-7) };
    const rows = await lines('displayCheckDetail', filter);
    expect(rows.length).toBeGreaterThan(0);
    const sums = {
      count: () => 1,
      displayedQty: (line: LineItem) => line.displayedQty,
      stockQty: (line: LineItem) => line.stockQty,
      lowStockLines: (line: LineItem) => (line.lowStock ? 1 : 0),
    };
    const measures = ['COUNT', 'DISPLAYED_QTY', 'STOCK_QTY', 'LOW_STOCK_LINES'];
    const byBrandWeek = groupBy(rows, (line) => `${line.brand?.id}:${isoWeek(line.visitDate)}`, sums);
    const groups = await checkGroups('displayCheckAggregate', {
      filter,
      groupBy: ['BRAND', 'WEEK'],
      measures,
      limit: 1000,
    });
    expect(groups).toHaveLength(byBrandWeek.size);
    for (const group of groups) {
      const { count, displayedQty, stockQty, lowStockLines } = group;
      expect({ count, displayedQty, stockQty, lowStockLines }).toEqual(
        byBrandWeek.get(`${group.brandId}:${group.week}`),
      );
      expect(group.day).toBeNull();
    }

    const byRegionDay = groupBy(rows, (line) => `${line.store?.region?.id}:${line.visitDate}`, sums);
    const days = await checkGroups('displayCheckAggregate', {
      filter,
      groupBy: ['REGION', 'DAY'],
      measures,
      orderBy: { dimension: 'DAY', direction: 'ASC' },
      limit: 1000,
    });
    expect(days.map((group) => group.day)).toEqual([...days.map((group) => group.day as string)].sort());
    expect(days).toHaveLength(byRegionDay.size);
    for (const group of days) {
      expect(group.regionId).toBe(2);
      expect((group.region as { name: string }).name).toBeTruthy();
      const { count, displayedQty, stockQty, lowStockLines } = group;
      expect({ count, displayedQty, stockQty, lowStockLines }).toEqual(byRegionDay.get(`2:${group.day}`));
    }
  });

  it("keeps a manager to what the source shows them: their brands' lines, grouped by member and category", async () => {
    const me = (await data('{ me { id } }', {}, manager)).me as { id: number };
    const filter = { managerId: me.id, fromDate: daysFromToday(-29) };
    const rows = await lines('lowStockChecks', filter, manager);
    expect(rows.length).toBeGreaterThan(0);
    const expected = groupBy(rows, (line) => `${line.teamMember?.id}:${line.category?.id}`, { count: () => 1 });
    const groups = await checkGroups(
      'lowStockAggregate',
      { filter, groupBy: ['MEMBER', 'CATEGORY'], limit: 1000 },
      manager,
    );
    expect(groups).toHaveLength(expected.size);
    for (const group of groups) expect(group.count).toBe(expected.get(`${group.memberId}:${group.categoryId}`)?.count);
    const company = await checkGroups('lowStockAggregate', { filter: { fromDate: filter.fromDate } }, manager);
    expect(company[0]!.count as number).toBeGreaterThan(rows.length);
  });

  it('adds up sales by brand as the sale report, by day as daily sales, with averages per sale line', async () => {
    const range = { fromDate: daysFromToday(-29), toDate: daysFromToday(0) };
    const report = (
      await data(
        'query R($from: LocalDate, $to: LocalDate) { saleReport(dateFrom: $from, dateTo: $to) { ' +
          'brand { id } lines quantity value } }',
        { from: range.fromDate, to: range.toDate },
      )
    ).saleReport as { brand: { id: number }; lines: number; quantity: number; value: number }[];
    const byBrand = groupBy(report, (row) => String(row.brand.id), {
      count: (row) => row.lines,
      quantity: (row) => row.quantity,
      value: (row) => row.value,
    });
    const brands = await salesGroups({
      filter: range,
      groupBy: ['BRAND'],
      measures: ['COUNT', 'QUANTITY', 'VALUE', 'AVERAGE_VALUE'],
      orderBy: { measure: 'VALUE', direction: 'DESC' },
      limit: 1000,
    });
    expect(brands).toHaveLength(byBrand.size);
    const values = [...byBrand.values()].map((figures) => figures.value!).sort((a, b) => b - a);
    brands.forEach((group, index) => {
      const expected = byBrand.get(String(group.brandId))!;
      expect(group.count).toBe(expected.count);
      expect(group.quantity).toBe(expected.quantity);
      expect(group.value as number).toBeCloseTo(expected.value!, 2);
      expect(group.value as number).toBeCloseTo(values[index]!, 2);
      expect(group.averageValue as number).toBeCloseTo(expected.value! / expected.count!, 6);
      expect((group.brand as { name: string }).name).toBeTruthy();
    });

    const filter = { ...range, brandId: 1 };
    const daily = (
      await data('query D($filter: ReportFilter) { dailySales(filter: $filter) { date lines value } }', {
        filter,
      })
    ).dailySales as { date: string; lines: number; value: number }[];
    const days = await salesGroups({
      filter,
      groupBy: ['DAY'],
      measures: ['COUNT'],
      orderBy: { dimension: 'DAY', direction: 'ASC' },
      limit: 366,
    });
    expect(days.map((group) => [group.day, group.count])).toEqual(daily.map((day) => [day.date, day.lines]));
    const months = await salesGroups({ filter, groupBy: ['MONTH'], measures: ['VALUE'] });
    const byMonth = groupBy(daily, (day) => day.date.slice(0, 7), { value: (day) => day.value });
    expect(months).toHaveLength(byMonth.size);
    for (const group of months)
      expect(group.value as number).toBeCloseTo(byMonth.get(group.month as string)!.value!, 2);
  });

  it('measures achievement per member as the achievement report does, for a whole month', async () => {
    const month = monthBefore(businessToday().day);
    const report = (
      await data(
        `query A($year: Int!, $month: Int!) { achievementByValue(year: $year, month: $month, byBrand: true) {
          rows { teamMember { id } target actual } } }`,
        { year: month.year, month: month.month },
      )
    ).achievementByValue as { rows: { teamMember: { id: number }; target: number; actual: number }[] };
    const byMember = groupBy(report.rows, (row) => String(row.teamMember.id), {
      target: (row) => row.target,
      value: (row) => row.actual,
    });
    expect(byMember.size).toBeGreaterThan(0);
    const groups = await salesGroups({
      filter: { fromDate: month.from, toDate: month.to },
      groupBy: ['MEMBER'],
      measures: ['TARGET', 'VALUE', 'ACHIEVEMENT'],
      orderBy: { measure: 'ACHIEVEMENT', direction: 'DESC' },
      limit: 1000,
    });
    expect(groups).toHaveLength(byMember.size);
    let previous = Number.POSITIVE_INFINITY;
    for (const group of groups) {
      const expected = byMember.get(String(group.memberId))!;
      expect(group.target as number).toBeCloseTo(expected.target!, 2);
      expect(group.value as number).toBeCloseTo(expected.value!, 2);
      const rate = expected.target! > 0 ? expected.value! / expected.target! : null;
      if (rate === null) expect(group.achievement).toBeNull();
      else {
        expect(group.achievement as number).toBeCloseTo(rate, 6);
        expect(rate).toBeLessThanOrEqual(previous + 1e-9);
        previous = rate;
      }
      expect(group.month).toBeNull();
      expect((group.teamMember as { name: string }).name).toBeTruthy();
    }
  });

  it('is refused where the source page is not the caller’s, and open where it is', async () => {
    for (const query of [
      '{ storeAggregate(groupBy: [REGION]) { count } }',
      '{ salesAggregate(groupBy: [BRAND]) { count } }',
    ]) {
      const answer = await gql(gateway, query, {}, promoter);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const mine = await gql(
      gateway,
      '{ lowStockAggregate(groupBy: [BRAND], limit: 3) { brandId count } }',
      {},
      promoter,
    );
    expect(mine.body.errors).toBeUndefined();
    const signedOut = await gql(gateway, '{ storeAggregate { count } }');
    expect(signedOut.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a grouping, measure, order, limit or filter it cannot honour, before any upstream call', async () => {
    const today = daysFromToday(0);
    const refusals: [string, Record<string, unknown>, string][] = [
      [STORE_AGGREGATE, { groupBy: ['REGION', 'REGION'] }, 'groupBy'],
      [STORE_AGGREGATE, { groupBy: ['REGION'], orderBy: { dimension: 'GRADE' } }, 'orderBy'],
      [STORE_AGGREGATE, { groupBy: ['REGION'], orderBy: { dimension: 'REGION', measure: 'COUNT' } }, 'orderBy'],
      [STORE_AGGREGATE, { limit: 0 }, 'limit'],
      [STORE_AGGREGATE, { limit: 5_000 }, 'limit'],
      [STORE_AGGREGATE, { filter: { regionId: -1 } }, 'filter.regionId'],
      [
        CHECK_AGGREGATE('lowStockAggregate'),
        { filter: { fromDate: today, toDate: addDays(today, -3) } },
        'filter.fromDate',
      ],
      [CHECK_AGGREGATE('displayCheckAggregate'), { filter: { brandId: -2 }, groupBy: ['BRAND'] }, 'filter.brandId'],
      [SALES_AGGREGATE, { groupBy: ['MEMBER', 'DAY'] }, 'groupBy'],
      [SALES_AGGREGATE, { groupBy: ['DAY'], measures: ['ACHIEVEMENT'] }, 'measures'],
      [SALES_AGGREGATE, { groupBy: ['MEMBER'], filter: { storeId: 4 } }, 'filter.storeId'],
      [SALES_AGGREGATE, { groupBy: ['BRAND'], measures: [] }, 'measures'],
    ];
    const counter = new UpstreamCounter(inject('servicesUrl'));
    try {
      for (const [query, variables, field] of refusals) {
        const answer = await gql(gateway, query, variables, admin);
        const error = answer.body.errors?.[0];
        expect(error?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
        const fields = (error?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field) ?? [
          error?.extensions?.field,
        ];
        expect(fields, JSON.stringify(variables)).toContain(field);
      }
      // The cost limits hold before any upstream call: groups multiply what each selects, and each line or sales
      // aggregate counts as a report.
      const huge = await gql(gateway, STORE_AGGREGATE, { limit: 100_000 }, admin);
      expect(huge.body.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
      const aliased = Array.from({ length: 6 }, (_, index) => `a${index}: lowStockAggregate { count }`).join(' ');
      const reports = await gql(gateway, `{ ${aliased} }`, {}, admin);
      expect(reports.body.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
      const reads = counter.calls.filter((call) => call !== 'PageAccess' && call !== 'GetPageAccess');
      expect(reads).toEqual([]);
    } finally {
      counter.stop();
    }
    const unknown = await gql(gateway, STORE_AGGREGATE, { groupBy: ['PLANET'] }, admin);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('describes every argument and every dimension and measure', async () => {
    const schema = (
      await data(
        `{ __schema { queryType { fields { name description args { name description } } }
           types { name kind enumValues { name description } inputFields { name description } } } }`,
        {},
      )
    ).__schema as {
      queryType: {
        fields: { name: string; description: string | null; args: { name: string; description: string }[] }[];
      };
      types: {
        name: string;
        enumValues: { name: string; description: string | null }[] | null;
        inputFields: { name: string; description: string | null }[] | null;
      }[];
    };
    const names = ['storeAggregate', 'displayCheckAggregate', 'lowStockAggregate', 'salesAggregate'];
    const fields = schema.queryType.fields.filter((field) => names.includes(field.name));
    expect(fields.map((field) => field.name).sort()).toEqual([...names].sort());
    for (const field of fields) {
      expect(field.description).toBeTruthy();
      // The line aggregates also take one member's lines alone.
      const member =
        field.name === 'displayCheckAggregate' || field.name === 'lowStockAggregate' ? ['teamMemberId'] : [];
      expect(field.args.map((arg) => arg.name)).toEqual([
        'filter',
        ...member,
        'groupBy',
        'measures',
        'orderBy',
        'limit',
      ]);
      for (const arg of field.args) expect(arg.description, `${field.name}(${arg.name})`).toBeTruthy();
    }
    const types = [
      'StoreDimension',
      'StoreMeasure',
      'StoreAggregateOrder',
      'CheckLineDimension',
      'CheckLineMeasure',
      'CheckLineAggregateOrder',
      'SalesDimension',
      'SalesMeasure',
      'SalesAggregateOrder',
    ];
    for (const name of types) {
      const type = schema.types.find((candidate) => candidate.name === name);
      expect(type, name).toBeDefined();
      for (const value of [...(type?.enumValues ?? []), ...(type?.inputFields ?? [])])
        expect(value.description, `${name}.${value.name}`).toBeTruthy();
    }
  });
});
