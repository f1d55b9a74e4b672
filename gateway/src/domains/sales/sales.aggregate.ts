// salesAggregate: Daily Sales' figures in groups, computed by the gateway from the described calls. Sales by brand,
// channel, region, store and day, week or month are DailySales over the filter, asked once per value of each
// grouped id (a brand, a region…: the common report filters narrow it) and added up here; a member's sales and
// achievement are the monthly value targets with what each member sold against them (ViewMonthlyTarget_Value,
// once a month the filter touches), by member, brand, the member's region and month.
import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx, Field, Info, Int, Query, Resolver } from 'type-graphql';
import {
  type AggregateKey,
  aggregateCost,
  boundKeys,
  checkAggregateArgs,
  DEFAULT_AGGREGATE_GROUPS,
  type Grouped,
  groupRows,
  isoWeekLabel,
  MAX_AGGREGATE_GROUPS,
  monthLabel,
  topGroups,
} from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { badUserInput, withMessage } from '../../platform/graphql/errors.js';
import { MAX_PAGE_ROWS } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { InputChecks } from '../../platform/graphql/validate.js';
import { mapBounded } from '../../platform/http/bounded.js';
import { Page } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import { checkReportFilter, ReportFilter, type ReportParams } from '../../platform/reports/report-filter.js';
import { type Join, joinOf } from '../reference/joins.js';
import { neededRefs } from '../reference/reference.relations.js';
import {
  SalesAggregateOrder,
  SalesDimension,
  SalesGroup,
  SalesMeasure,
  salesGroupRelations,
} from './sales.aggregate.types.js';
import { fetchDailySales, fetchTargetLines } from './sales.rest.js';

/** DailySales calls one aggregate makes at most (one per brand, region, … grouped). */
export const MAX_SALES_CALLS = 100;
/** DailySales calls in flight at once for one aggregate. */
const CALLS_IN_FLIGHT = 4;

@ArgsType()
class SalesAggregateArgs {
  @Field(() => ReportFilter, {
    nullable: true,
    description: 'Which sales, as dailySales takes it (with MEMBER or targets: brandId, regionId, managerId, dates).',
  })
  filter!: ReportFilter | null;

  @Field(() => [SalesDimension], {
    nullable: true,
    description: 'The dimensions to group by, each at most once; empty or null = one group of every sale.',
  })
  groupBy!: SalesDimension[] | null;

  @Field(() => [SalesMeasure], {
    nullable: true,
    description: 'The measures to answer (the others are null); null = VALUE.',
  })
  measures!: SalesMeasure[] | null;

  @Field(() => SalesAggregateOrder, {
    nullable: true,
    description: 'The order of the groups; null = the first measure, largest first.',
  })
  orderBy!: SalesAggregateOrder | null;

  @Field(() => Int, {
    nullable: true,
    description: `The first groups in that order, 1 to ${MAX_AGGREGATE_GROUPS} (default ${DEFAULT_AGGREGATE_GROUPS}).`,
  })
  limit!: number | null;
}

type Sum = 'lines' | 'quantity' | 'value' | 'target';
/** One row to group: a day's sales of one combination of ids, or a member's month for one brand. */
interface SalesRow {
  ids: Partial<Record<SalesDimension, number>>;
  day: string;
  sums: Record<Sum, number>;
}

/** Grouped by id: the filter each is asked with, and the list its values come from. */
type Fanned = SalesDimension.BRAND | SalesDimension.CHANNEL | SalesDimension.REGION | SalesDimension.STORE;
const FANNED: Record<Fanned, { param: 'BrandID' | 'ChannelID' | 'RegionID' | 'StoreID'; list: RefName }> = {
  BRAND: { param: 'BrandID', list: 'brands' },
  CHANNEL: { param: 'ChannelID', list: 'channels' },
  REGION: { param: 'RegionID', list: 'regions' },
  STORE: { param: 'StoreID', list: 'stores' },
};
const isFanned = (dimension: SalesDimension): dimension is Fanned => dimension in FANNED;
/** The list a dimension's readable name comes from (ordering by it reads the name). */
const NAMED_BY: Partial<Record<SalesDimension, RefName>> = {
  BRAND: 'brands',
  CHANNEL: 'channels',
  REGION: 'regions',
  STORE: 'stores',
  MEMBER: 'members',
};

/** What monthly targets cannot be grouped or measured by, and the filters they cannot honour. */
const NOT_BY_TARGETS: SalesDimension[] = [
  SalesDimension.CHANNEL,
  SalesDimension.STORE,
  SalesDimension.DAY,
  SalesDimension.WEEK,
];
const SALE_LINE_MEASURES: SalesMeasure[] = [
  SalesMeasure.COUNT,
  SalesMeasure.QUANTITY,
  SalesMeasure.AVERAGE_QUANTITY,
  SalesMeasure.AVERAGE_VALUE,
];
const TARGET_MEASURES: SalesMeasure[] = [SalesMeasure.TARGET, SalesMeasure.ACHIEVEMENT];
const TARGET_FILTERS = ['cityId', 'channelId', 'categoryId', 'gradeId', 'storeId'] as const;

const ratio = (over: number, under: number) => (under > 0 ? over / under : null);
function measureOf({ sums }: Grouped<SalesDimension, Sum>, measure: SalesMeasure): number | null {
  switch (measure) {
    case SalesMeasure.COUNT:
      return sums.lines;
    case SalesMeasure.QUANTITY:
      return sums.quantity;
    case SalesMeasure.VALUE:
      return Math.round(sums.value * 100) / 100;
    case SalesMeasure.AVERAGE_QUANTITY:
      return ratio(sums.quantity, sums.lines);
    case SalesMeasure.AVERAGE_VALUE:
      return ratio(sums.value, sums.lines);
    case SalesMeasure.TARGET:
      return Math.round(sums.target * 100) / 100;
    case SalesMeasure.ACHIEVEMENT:
      return ratio(sums.value, sums.target);
  }
}

const SALES_KEYS: Record<SalesDimension, (row: SalesRow, refs: LoadedRefs) => AggregateKey> = {
  BRAND: (row) => row.ids.BRAND ?? null,
  CHANNEL: (row) => row.ids.CHANNEL ?? null,
  // A member's month carries no store: its region is the member's.
  REGION: (row, refs) =>
    row.ids.REGION ??
    (row.ids.MEMBER === undefined ? null : (refs.members?.byId.get(row.ids.MEMBER)?.RegionID ?? null)),
  STORE: (row) => row.ids.STORE ?? null,
  MEMBER: (row) => row.ids.MEMBER ?? null,
  DAY: (row) => row.day,
  WEEK: (row) => isoWeekLabel(row.day),
  MONTH: (row) => monthLabel(row.day),
};

const SALES_SUMS: Record<Sum, (row: SalesRow) => number> = {
  lines: (row) => row.sums.lines,
  quantity: (row) => row.sums.quantity,
  value: (row) => row.sums.value,
  target: (row) => row.sums.target,
};

const NAMES: Partial<Record<SalesDimension, (join: Join, id: number) => { name: string } | null>> = {
  BRAND: (join, id) => join.brand(id),
  CHANNEL: (join, id) => join.channel(id),
  REGION: (join, id) => join.region(id),
  STORE: (join, id) => join.store(id),
  MEMBER: (join, id) => join.member(id),
};

/** Which rows answer the question: the monthly targets when grouped by member or measuring targets. */
function checkSource(args: SalesAggregateArgs, checks: InputChecks): boolean {
  const groupBy = args.groupBy ?? [];
  const measures = args.measures ?? [];
  const byMember = groupBy.includes(SalesDimension.MEMBER);
  const targetsMeasured = measures.some((measure) => TARGET_MEASURES.includes(measure));
  if (!byMember && !targetsMeasured) return false;
  const notByTargets = groupBy.filter((dimension) => NOT_BY_TARGETS.includes(dimension));
  if (notByTargets.length > 0) {
    const why = `monthly targets, which group by MEMBER, BRAND, REGION and MONTH, not by ${notByTargets.join(', ')}`;
    if (byMember) checks.fail('groupBy', `MEMBER comes from ${why}`);
    else checks.fail('measures', `TARGET and ACHIEVEMENT come from ${why}`);
  }
  const lineMeasures = measures.filter((measure) => SALE_LINE_MEASURES.includes(measure));
  if (lineMeasures.length > 0)
    checks.fail('measures', `${lineMeasures.join(', ')} count sale lines, which monthly targets do not carry`);
  const filter = args.filter ?? {};
  for (const field of TARGET_FILTERS)
    if (filter[field]) checks.fail(`filter.${field}`, `Monthly targets cannot be filtered by filter.${field}`);
  return true;
}

/** The months a range touches, oldest first. */
function monthsOf(from: string, to: string): { Year: number; Month: number }[] {
  const months: { Year: number; Month: number }[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push({ Year: year, Month: month });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

async function targetRows(ctx: Context, params: ReportParams): Promise<SalesRow[]> {
  const months = monthsOf(params.FromDate, params.ToDate);
  const answers = await mapBounded(months, CALLS_IN_FLIGHT, (month) =>
    fetchTargetLines(ctx, false, {
      ...month,
      BrandID: params.BrandID,
      RegionID: params.RegionID,
      ManagerID: params.ManagerID,
    }),
  );
  return answers.flatMap((lines, index) => {
    const { Year, Month } = months[index]!;
    const day = `${Year}-${String(Month).padStart(2, '0')}-01`;
    return lines.map((line) => ({
      ids: { MEMBER: line.TeamMemberID, BRAND: line.BrandID },
      day,
      sums: { lines: 0, quantity: 0, value: line.Actual, target: line.Target },
    }));
  });
}

/** The values of a grouped id the filter leaves: its own id when given, else every one of its list. */
function valuesOf(dimension: Fanned, params: ReportParams, refs: LoadedRefs): number[] {
  const given = params[FANNED[dimension].param];
  if (given) return [given];
  if (dimension !== 'STORE') return [...(refs[FANNED[dimension].list]?.byId.keys() ?? [])];
  const is = (wanted: number, value: number) => !wanted || wanted === value;
  return (refs.stores?.rows ?? [])
    .filter(
      (store) =>
        is(params.RegionID, store.RegionID) &&
        is(params.CityID, store.CityID) &&
        is(params.ChannelID, store.ChannelID) &&
        is(params.GradeID, store.GradeID),
    )
    .map((store) => store.StoreID);
}

async function dailyRows(ctx: Context, params: ReportParams, groupBy: SalesDimension[]): Promise<SalesRow[]> {
  const fanned = groupBy.filter(isFanned);
  const refs = await ctx.refs.load(new Set(fanned.map((dimension) => FANNED[dimension].list)), ctx.log);
  let combinations: Partial<Record<SalesDimension, number>>[] = [{}];
  for (const dimension of fanned)
    combinations = combinations.flatMap((ids) =>
      valuesOf(dimension, params, refs).map((id) => ({ ...ids, [dimension]: id })),
    );
  if (combinations.length > MAX_SALES_CALLS)
    throw badUserInput(
      'groupBy',
      `Grouping sales by ${fanned.join(' and ')} asks the bases ${combinations.length} times (at most ` +
        `${MAX_SALES_CALLS}): narrow the filter (a region, a city, a brand) or group by fewer`,
    );
  const answers = await mapBounded(combinations, CALLS_IN_FLIGHT, (ids) => {
    const asked = { ...params };
    for (const dimension of fanned) asked[FANNED[dimension].param] = ids[dimension] ?? 0;
    return fetchDailySales(ctx, asked);
  });
  return answers.flatMap((days, index) =>
    days.map((day) => ({
      ids: combinations[index]!,
      day: day.SaleDate.slice(0, 10),
      sums: { lines: day.Lines, quantity: day.Quantity, value: day.Value, target: 0 },
    })),
  );
}

@Resolver()
export class SalesAggregateResolver {
  @Page('Daily Sales')
  @Honours(COMMON_FILTERS)
  @Query(() => [SalesGroup], {
    complexity: aggregateCost(MAX_PAGE_ROWS),
    description:
      'Sales in groups (value by brand and month, the top members by achievement, …): dailySales over the filter, ' +
      'asked once per brand, channel, region or store grouped and added up by the gateway (at most ' +
      `${MAX_SALES_CALLS} calls, else BAD_USER_INPUT on groupBy); grouped by MEMBER or measuring TARGET or ` +
      'ACHIEVEMENT, the value targets of each month the filter touches and what was sold against them, as ' +
      'achievementByValue gives them. The top `limit` groups in the order asked. Page: Daily Sales.',
  })
  async salesAggregate(
    @Args(() => SalesAggregateArgs) args: SalesAggregateArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<SalesGroup[]> {
    const { params } = checkReportFilter(args.filter);
    const checks = new InputChecks();
    const byTargets = checkSource(args, checks);
    const checked = checkAggregateArgs(args, [SalesMeasure.VALUE], checks);
    const needed = neededRefs(salesGroupRelations, selectionOf(info));
    if (checked.groupBy.includes(SalesDimension.REGION) && byTargets) needed.add('members');
    const orderNeeds = 'dimension' in checked.order ? NAMED_BY[checked.order.dimension] : undefined;
    if (orderNeeds) needed.add(orderNeeds);
    const [rows, refs] = await Promise.all([
      withMessage(
        byTargets ? 'Failed to fetch targets' : 'Failed to fetch daily sales data',
        byTargets ? targetRows(ctx, params) : dailyRows(ctx, params, checked.groupBy),
      ),
      ctx.refs.load(needed, ctx.log),
    ]);
    const join = joinOf(refs);
    const groups = topGroups(
      groupRows(rows, { keys: boundKeys(SALES_KEYS, refs), sums: SALES_SUMS }, checked.groupBy),
      checked,
      measureOf,
      (dimension, key) => (typeof key === 'number' ? NAMES[dimension]?.(join, key)?.name : undefined) ?? key,
    );
    const asked = new Set(checked.measures);
    return groups.map((group) => {
      const { keys } = group;
      const id = (dimension: SalesDimension) => (keys[dimension] ?? null) as number | null;
      const text = (dimension: SalesDimension) => (keys[dimension] ?? null) as string | null;
      const joined = <T>(dimension: SalesDimension, of: (id: number) => T | null): T | null => {
        const key = id(dimension);
        return key === null ? null : of(key);
      };
      const measure = (name: SalesMeasure) => (asked.has(name) ? measureOf(group, name) : null);
      return {
        brandId: id(SalesDimension.BRAND),
        brand: joined(SalesDimension.BRAND, (key) => join.brand(key)),
        channelId: id(SalesDimension.CHANNEL),
        channel: joined(SalesDimension.CHANNEL, (key) => join.channel(key)),
        regionId: id(SalesDimension.REGION),
        region: joined(SalesDimension.REGION, (key) => join.region(key)),
        storeId: id(SalesDimension.STORE),
        store: joined(SalesDimension.STORE, (key) => join.store(key)),
        memberId: id(SalesDimension.MEMBER),
        teamMember: joined(SalesDimension.MEMBER, (key) => join.member(key)),
        day: text(SalesDimension.DAY),
        week: text(SalesDimension.WEEK),
        month: text(SalesDimension.MONTH),
        count: measure(SalesMeasure.COUNT),
        quantity: measure(SalesMeasure.QUANTITY),
        value: measure(SalesMeasure.VALUE),
        averageQuantity: measure(SalesMeasure.AVERAGE_QUANTITY),
        averageValue: measure(SalesMeasure.AVERAGE_VALUE),
        target: measure(SalesMeasure.TARGET),
        achievement: measure(SalesMeasure.ACHIEVEMENT),
      };
    });
  }
}
