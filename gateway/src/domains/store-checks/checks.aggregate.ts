// displayCheckAggregate and lowStockAggregate: the lines of Detail and of Stock Report (the same filter, page and
// described call) read page by page by the gateway and measured in groups by store, brand, category, product,
// region, city, district, member, day, week and month, the top N in the order asked.
import type { GraphQLResolveInfo } from 'graphql';
import { Args, ArgsType, Ctx, Field, Info, Int, Query, Resolver } from 'type-graphql';
import {
  type AggregateKey,
  aggregateCost,
  boundKeys,
  checkAggregateArgs,
  DEFAULT_AGGREGATE_GROUPS,
  type GroupingOf,
  groupRows,
  isoWeekLabel,
  MAX_AGGREGATE_GROUPS,
  MAX_AGGREGATE_ROWS,
  monthLabel,
  topGroups,
} from '../../platform/graphql/aggregate.js';
import type { Context } from '../../platform/graphql/context.js';
import { gatewayError, withMessage } from '../../platform/graphql/errors.js';
import { MAX_PAGE_ROWS, upstreamRows } from '../../platform/graphql/paging.js';
import { selectionOf } from '../../platform/graphql/selection.js';
import { Page } from '../../platform/permissions/page.js';
import type { RefName } from '../../platform/reference/reference.rest.js';
import type { LoadedRefs } from '../../platform/reference/reference-data.js';
import { COMMON_FILTERS, Honours } from '../../platform/reports/honoured.js';
import { checkReportFilter, ReportFilter } from '../../platform/reports/report-filter.js';
import type { Row } from '../../platform/upstream/contract.js';
import { type Join, joinOf } from '../reference/joins.js';
import { neededRefs } from '../reference/reference.relations.js';
import { requireKnownMember } from '../team/team.input.js';
import {
  CheckLineAggregateOrder,
  CheckLineDimension,
  CheckLineGroup,
  CheckLineMeasure,
  checkLineGroupRelations,
} from './checks.aggregate.types.js';

type LineRow = Row<'CheckLine'>;
type Sum = 'lines' | 'displayed' | 'stock' | 'low';

@ArgsType()
class CheckLineAggregateArgs {
  @Field(() => ReportFilter, { nullable: true, description: 'Which lines, as the line report takes it.' })
  filter!: ReportFilter | null;

  @Field(() => Int, {
    nullable: true,
    description: "Only this team member's lines (TeamMemberID), grouped and limited alone; null = every member's.",
  })
  teamMemberId!: number | null;

  @Field(() => [CheckLineDimension], {
    nullable: true,
    description: 'The dimensions to group by, each at most once; empty or null = one group of every line.',
  })
  groupBy!: CheckLineDimension[] | null;

  @Field(() => [CheckLineMeasure], {
    nullable: true,
    description: 'The measures to answer (the others are null); null = COUNT.',
  })
  measures!: CheckLineMeasure[] | null;

  @Field(() => CheckLineAggregateOrder, {
    nullable: true,
    description: 'The order of the groups; null = the first measure, largest first.',
  })
  orderBy!: CheckLineAggregateOrder | null;

  @Field(() => Int, {
    nullable: true,
    description: `The first groups in that order, 1 to ${MAX_AGGREGATE_GROUPS} (default ${DEFAULT_AGGREGATE_GROUPS}).`,
  })
  limit!: number | null;
}

/** The lists a dimension's key or name comes from. */
const NEEDS: Record<CheckLineDimension, RefName[]> = {
  STORE: ['stores'],
  BRAND: ['brands'],
  CATEGORY: ['categories'],
  PRODUCT: ['products'],
  REGION: ['stores', 'regions'],
  CITY: ['stores', 'cities'],
  DISTRICT: ['stores', 'districts'],
  MEMBER: ['members'],
  DAY: [],
  WEEK: [],
  MONTH: [],
};

const storeOf = (row: LineRow, refs: LoadedRefs) => refs.stores?.byId.get(row.StoreID);

/** Each dimension's key of a line; a store's region, city and district from the store list. */
const LINE_KEYS: Record<CheckLineDimension, (row: LineRow, refs: LoadedRefs) => AggregateKey> = {
  STORE: (row) => row.StoreID,
  BRAND: (row) => row.BrandID,
  CATEGORY: (row) => row.ProductCategoryID,
  PRODUCT: (row) => row.ProductID,
  REGION: (row, refs) => storeOf(row, refs)?.RegionID ?? null,
  CITY: (row, refs) => storeOf(row, refs)?.CityID ?? null,
  DISTRICT: (row, refs) => storeOf(row, refs)?.DistrictID ?? null,
  MEMBER: (row) => row.TeamMemberID,
  DAY: (row) => row.VisitDate.slice(0, 10),
  WEEK: (row) => isoWeekLabel(row.VisitDate),
  MONTH: (row) => monthLabel(row.VisitDate),
};

const LINE_SUMS: GroupingOf<LineRow, CheckLineDimension, Sum>['sums'] = {
  lines: () => 1,
  displayed: (row) => row.DisplayedQty,
  stock: (row) => row.StockQty,
  low: (row) => row.LowStock,
};

const MEASURED: Record<CheckLineMeasure, Sum> = {
  COUNT: 'lines',
  DISPLAYED_QTY: 'displayed',
  STOCK_QTY: 'stock',
  LOW_STOCK_LINES: 'low',
};

/** The readable name of a dimension's key, for ordering by it. */
const NAMES: Partial<Record<CheckLineDimension, (join: Join, id: number) => { name: string } | null>> = {
  STORE: (join, id) => join.store(id),
  BRAND: (join, id) => join.brand(id),
  CATEGORY: (join, id) => join.category(id),
  PRODUCT: (join, id) => join.product(id),
  REGION: (join, id) => join.region(id),
  CITY: (join, id) => join.city(id),
  DISTRICT: (join, id) => join.district(id),
  MEMBER: (join, id) => join.member(id),
};

/** A dimension's readable name (its key where it has none). */
const labelOf = (join: Join, dimension: CheckLineDimension, key: AggregateKey): AggregateKey =>
  (typeof key === 'number' ? NAMES[dimension]?.(join, key)?.name : undefined) ?? key;

async function checkLineAggregate(
  ctx: Context,
  info: GraphQLResolveInfo,
  endpoint: 'DispalyCheckDetail' | 'DispalyCheckDetail_LowStock',
  args: CheckLineAggregateArgs,
): Promise<CheckLineGroup[]> {
  const { params } = checkReportFilter(args.filter);
  const checked = checkAggregateArgs(args, [CheckLineMeasure.COUNT]);
  const member = args.teamMemberId ?? null;
  if (member !== null) await requireKnownMember(ctx, 'teamMemberId', member);
  const needed = neededRefs(checkLineGroupRelations, selectionOf(info));
  for (const dimension of checked.groupBy) for (const name of NEEDS[dimension]) needed.add(name);
  const tooMany = (total: number) =>
    gatewayError(
      'BAD_USER_INPUT',
      `The filter covers ${total.toLocaleString('en-US')} lines; an aggregate reads at most ` +
        `${MAX_AGGREGATE_ROWS.toLocaleString('en-US')}: narrow filter.fromDate and filter.toDate`,
      { field: 'filter' },
    );
  const [rows, refs] = await Promise.all([
    withMessage(
      'Failed to fetch display checks',
      upstreamRows(ctx, 'main', endpoint, params, MAX_AGGREGATE_ROWS, tooMany),
    ),
    ctx.refs.load(needed, ctx.log),
  ]);
  const join = joinOf(refs);
  // The described call takes no member: one member's lines are picked from the team's here.
  const lines = member === null ? rows : rows.filter((row) => row.TeamMemberID === member);
  const groups = topGroups(
    groupRows(lines, { keys: boundKeys(LINE_KEYS, refs), sums: LINE_SUMS }, checked.groupBy),
    checked,
    (group, measure) => group.sums[MEASURED[measure]],
    (dimension, key) => labelOf(join, dimension, key),
  );
  const asked = new Set(checked.measures);
  return groups.map(({ keys, sums }) => {
    const id = (dimension: CheckLineDimension) => (keys[dimension] ?? null) as number | null;
    const text = (dimension: CheckLineDimension) => (keys[dimension] ?? null) as string | null;
    const joined = <T>(dimension: CheckLineDimension, of: (id: number) => T | null): T | null => {
      const key = id(dimension);
      return key === null ? null : of(key);
    };
    const measure = (name: CheckLineMeasure) => (asked.has(name) ? sums[MEASURED[name]] : null);
    return {
      storeId: id(CheckLineDimension.STORE),
      store: joined(CheckLineDimension.STORE, (key) => join.store(key)),
      brandId: id(CheckLineDimension.BRAND),
      brand: joined(CheckLineDimension.BRAND, (key) => join.brand(key)),
      categoryId: id(CheckLineDimension.CATEGORY),
      category: joined(CheckLineDimension.CATEGORY, (key) => join.category(key)),
      productId: id(CheckLineDimension.PRODUCT),
      product: joined(CheckLineDimension.PRODUCT, (key) => join.product(key)),
      regionId: id(CheckLineDimension.REGION),
      region: joined(CheckLineDimension.REGION, (key) => join.region(key)),
      cityId: id(CheckLineDimension.CITY),
      city: joined(CheckLineDimension.CITY, (key) => join.city(key)),
      districtId: id(CheckLineDimension.DISTRICT),
      district: joined(CheckLineDimension.DISTRICT, (key) => join.district(key)),
      memberId: id(CheckLineDimension.MEMBER),
      teamMember: joined(CheckLineDimension.MEMBER, (key) => join.member(key)),
      day: text(CheckLineDimension.DAY),
      week: text(CheckLineDimension.WEEK),
      month: text(CheckLineDimension.MONTH),
      count: measure(CheckLineMeasure.COUNT),
      displayedQty: measure(CheckLineMeasure.DISPLAYED_QTY),
      stockQty: measure(CheckLineMeasure.STOCK_QTY),
      lowStockLines: measure(CheckLineMeasure.LOW_STOCK_LINES),
    };
  });
}

const AGGREGATE_HELP =
  'grouped by the dimensions of groupBy and measured (count, units), the top `limit` groups in the order asked. ' +
  `The gateway reads the lines page by page (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')}; more is ` +
  'refused with BAD_USER_INPUT on filter).';

@Resolver()
export class CheckAggregateResolver {
  @Page('Detail')
  @Honours(COMMON_FILTERS)
  @Query(() => [CheckLineGroup], {
    complexity: aggregateCost(MAX_PAGE_ROWS),
    description: `Display-check lines as displayCheckDetail lists them for the filter, ${AGGREGATE_HELP} Page: Detail.`,
  })
  displayCheckAggregate(
    @Args(() => CheckLineAggregateArgs) args: CheckLineAggregateArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CheckLineGroup[]> {
    return checkLineAggregate(ctx, info, 'DispalyCheckDetail', args);
  }

  @Page('Stock Report')
  @Honours(COMMON_FILTERS)
  @Query(() => [CheckLineGroup], {
    complexity: aggregateCost(MAX_PAGE_ROWS),
    description:
      `Low-stock lines as lowStockChecks lists them for the filter (the top stores by low-stock lines, …), ` +
      `${AGGREGATE_HELP} Page: Stock Report.`,
  })
  lowStockAggregate(
    @Args(() => CheckLineAggregateArgs) args: CheckLineAggregateArgs,
    @Ctx() ctx: Context,
    @Info() info: GraphQLResolveInfo,
  ): Promise<CheckLineGroup[]> {
    return checkLineAggregate(ctx, info, 'DispalyCheckDetail_LowStock', args);
  }
}
