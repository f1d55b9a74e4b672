// The dated reports read from the roll-ups without the store (migration 023) when the filters allow it:
// no StoreID and at most one kind of store attribute (region and/or city, or channel, or grade), the
// grain the roll-up keeps. Distinct stores over more than one day do not add up from daily rows, so
// Summary counts the window's first visits in the store grain (020, 025) and Trend reads the weekly
// roll-up (024) for its whole weeks; By Date and DailySales count stores per day, which the new
// roll-ups hold. Otherwise null: the caller reads the store grain.
import type { Db, SqlValue } from '../../platform/db/db.js';
import type { Query } from '../../platform/http/handlers.js';
import { type ReportFilter, readReportFilter } from '../../platform/http/report-filter.js';

type Grain = 'all' | 'city' | 'channel' | 'grade';

/** The roll-up grain that answers these filters, or null when it cannot. */
export function grainOf(filter: ReportFilter): Grain | null {
  if (filter.storeId !== 0) return null;
  const city = filter.regionId !== 0 || filter.cityId !== 0;
  const kinds = [city, filter.channelId !== 0, filter.gradeId !== 0].filter(Boolean).length;
  if (kinds > 1) return null;
  if (city) return 'city';
  if (filter.channelId !== 0) return 'channel';
  return filter.gradeId !== 0 ? 'grade' : 'all';
}

type Add = (value: SqlValue) => string;

/** The store-attribute conditions over roll-up `alias` (023, 024): the grain's columns hold them. */
function attributeParts(filter: ReportFilter, alias: string, add: Add) {
  const attributes: [string, number][] = [
    ['region_id', filter.regionId],
    ['city_id', filter.cityId],
    ['channel_id', filter.channelId],
    ['grade_id', filter.gradeId],
  ];
  return attributes.filter(([, id]) => id !== 0).map(([column, id]) => `${alias}.${column} = ${add(id)}`);
}

/** The brand conditions (one brand, or a manager's brands) over roll-up `alias`, brand 0 left out. */
function brandParts(filter: ReportFilter, alias: string, add: Add) {
  const parts = [`${alias}.brand_id > 0`];
  if (filter.brandId !== 0) parts.push(`${alias}.brand_id = ${add(filter.brandId)}`);
  if (filter.managerId !== 0) {
    const manager = add(filter.managerId);
    parts.push(`${alias}.brand_id in (select bm.brand_id from brand_managers bm where bm.team_member_id = ${manager})`);
  }
  return parts;
}

/** The condition over roll-up `a` (date column `a.<dateColumn>`) for the grain, window and attributes. */
function attrCondition(filter: ReportFilter, grain: Grain, dateColumn: string) {
  const params: SqlValue[] = [grain, filter.fromDate, filter.toDate];
  const add = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = ['a.grain = $1', `a.${dateColumn} between $2::date and $3::date`];
  parts.push(...attributeParts(filter, 'a', add));
  return { parts, params, add };
}

const CHECK_SUMS = `sum(a.visits)::int as visits, sum(a.lines)::int as lines,
  coalesce(sum(a.displayed_qty), 0)::int as displayed_qty, coalesce(sum(a.stock_qty), 0)::int as stock_qty,
  sum(a.low_stock_lines)::int as low_stock_lines`;
const CHECK_COLUMNS_RAW = 'm.visits, st.stores, m.lines, m.displayed_qty, m.stock_qty, m.low_stock_lines';
const CHECK_COLUMNS = `visits as "Visits", stores as "Stores", lines as "Lines",
  displayed_qty as "DisplayedQty", stock_qty as "StockQty", low_stock_lines as "LowStockLines"`;
/** The store-grain rows `d` (020) under the filters; stores joined only when an attribute asks for them. */
function storeGrain(filter: ReportFilter, params: SqlValue[]) {
  const add = (value: SqlValue) => {
    params.push(value);
    return `$${params.length}`;
  };
  const parts = [`d.visit_date between ${add(filter.fromDate)}::date and ${add(filter.toDate)}::date`];
  parts.push(...brandParts(filter, 'd', add));
  const joined = attributeParts(filter, 's', add);
  parts.push(...joined);
  const join = joined.length > 0 ? 'join stores s on s.store_id = d.store_id' : '';
  return `display_check_daily d ${join} where ${parts.join(' and ')}`;
}

/** ISO year, week and its Monday of a week's Monday `monday` (a date). */
function weekOf(monday: string) {
  return `extract(isoyear from ${monday})::int as year, extract(week from ${monday})::int as week_no,
    to_char(${monday}, 'YYYY-MM-DD') as from_date`;
}

// The whole ISO weeks of the window $2..$3: from the first Monday on or after $2 to the last Sunday on or
// before $3 (none when the window holds no whole week; both edges are then counted from the store grain).
const FIRST_MONDAY = `date_trunc('week', $2::date + 6)::date`;
const LAST_SUNDAY = `(date_trunc('week', $3::date + 1)::date - 1)`;

/**
 * Summary's distinct stores per brand: the store-grain rows of the window that are their store's first
 * visit of it (previous visit day before `from`, 025; stores joined only for an attribute). Trend's per
 * week and brand: whole weeks from the weekly roll-up (024, the grain's rows add up), the window's partial
 * edge weeks from the store grain. `latest` false: the reads before 025 and 024, which the bench times.
 */
function distinctStores(filter: ReportFilter, params: SqlValue[], add: Add, weekly: boolean, latest: boolean) {
  const from = storeGrain(filter, params);
  if (weekly && !latest)
    return `select date_trunc('week', d.visit_date)::date as monday, d.brand_id,
      count(distinct d.store_id)::int as stores from ${from} group by 1, 2`;
  if (!weekly && !latest)
    return `select d.brand_id, count(distinct d.store_id)::int as stores from ${from} group by brand_id`;
  // A store's first visit of the window is its one row there whose previous visit day (025) is before it.
  if (!weekly)
    return `select d.brand_id, count(*)::int as stores from ${from} and d.prev_visit_date < $2::date
      group by d.brand_id`;
  const whole = ['w.grain = $1', `w.monday between ${FIRST_MONDAY} and ${LAST_SUNDAY}`];
  whole.push(...attributeParts(filter, 'w', add), ...brandParts(filter, 'w', add));
  // Each edge read by its own days (the weeks before the first Monday, then those after the last Sunday), so the
  // index bounds it to those days rather than the window's: the two share no week.
  const edge = (days: string) =>
    `select date_trunc('week', d.visit_date)::date as monday, d.brand_id, count(distinct d.store_id)::int as stores
      from ${from} and ${days} group by 1, 2`;
  return `select w.monday, w.brand_id, sum(w.stores)::int as stores from display_check_attr_weekly w
      where ${whole.join(' and ')} group by w.monday, w.brand_id
    union all ${edge(`d.visit_date < ${FIRST_MONDAY}`)}
    union all ${edge(`d.visit_date >= ${FIRST_MONDAY} and d.visit_date > ${LAST_SUNDAY}`)}`;
}

/**
 * Summary (by brand) or Trend (by week and brand): the sums from the roll-up without the store, the
 * distinct stores as above, joined on the keys. Trend groups by the week's Monday and names the week
 * from it once, not per row.
 */
function byBrand(db: Db, query: Query, weekly: boolean, latest = true) {
  const filter = readReportFilter(query);
  const grain = grainOf(filter);
  if (grain === null || filter.categoryId !== 0) return null;
  const { parts, params, add } = attrCondition(filter, grain, 'visit_date');
  parts.push(...brandParts(filter, 'a', add));
  const stores = distinctStores(filter, params, add, weekly, latest);
  const monday = (column: string) => (weekly ? `date_trunc('week', ${column})::date as monday, ` : '');
  const keys = weekly ? 'monday, brand_id' : 'brand_id';
  const select = weekly ? `${weekOf('m.monday')}, m.brand_id` : 'm.brand_id';
  const rows = `select ${select}, ${CHECK_COLUMNS_RAW} from m join st using (${keys})`;
  return db.query(
    `with m as (select ${monday('a.visit_date')}a.brand_id, ${CHECK_SUMS}
      from display_check_attr_daily a where ${parts.join(' and ')} group by ${keys}),
    st as (${stores})
    select ${weekly ? 'year as "Year", week_no as "WeekNo", from_date as "FromDate", ' : ''}brand_id as "BrandID",
      ${CHECK_COLUMNS}
    from (${rows}) as r order by ${weekly ? 'year, week_no, ' : ''}brand_id`,
    params,
  );
}

export const attrSummary = (db: Db, query: Query) => byBrand(db, query, false);
export const attrTrend = (db: Db, query: Query) => byBrand(db, query, true);
/** Trend as before 024 (every week's stores from the store grain): the bench's "before". */
export const attrTrendWithoutWeeks = (db: Db, query: Query) => byBrand(db, query, true, false);
/** Summary as before 025 (a distinct over the window's store grain): the bench's "before". */
export const attrSummaryDistinct = (db: Db, query: Query) => byBrand(db, query, false, false);

/** By Date: the brand-0 rows (every brand) or one brand's; a manager's several brands need the store grain. */
export function attrByDate(db: Db, query: Query) {
  const filter = readReportFilter(query);
  const grain = grainOf(filter);
  if (grain === null || filter.categoryId !== 0 || filter.managerId !== 0) return null;
  const { parts, params, add } = attrCondition(filter, grain, 'visit_date');
  parts.push(`a.brand_id = ${add(filter.brandId)}`);
  return db.query(
    `select to_char(a.visit_date, 'YYYY-MM-DD') as "VisitDate", sum(a.visits)::int as "Visits",
      sum(a.stores)::int as "Stores", sum(a.lines)::int as "Lines",
      coalesce(sum(a.displayed_qty), 0)::int as "DisplayedQty", coalesce(sum(a.stock_qty), 0)::int as "StockQty",
      sum(a.low_stock_lines)::int as "LowStockLines"
    from display_check_attr_daily a where ${parts.join(' and ')} group by a.visit_date order by a.visit_date`,
    params,
  );
}

/**
 * The rows holding each display-check line once under the filters (Detail's and Stock Report's lines): brand 0
 * without a brand filter, else the brands' own (lines add up across brands); null when the grain cannot answer.
 */
export function attrLineRows(filter: ReportFilter) {
  const grain = grainOf(filter);
  if (grain === null || filter.categoryId !== 0) return null;
  const { parts, params, add } = attrCondition(filter, grain, 'visit_date');
  parts.push(...(filter.brandId === 0 && filter.managerId === 0 ? ['a.brand_id = 0'] : brandParts(filter, 'a', add)));
  return { where: parts.join(' and '), params };
}

/** DailySales: the rows of one brand and category (0 = every one); a manager's several brands need the store grain. */
export function attrDailySales(db: Db, query: Query) {
  const filter = readReportFilter(query);
  const grain = grainOf(filter);
  if (grain === null || filter.managerId !== 0) return null;
  const { parts, params, add } = attrCondition(filter, grain, 'sale_date');
  parts.push(`a.brand_id = ${add(filter.brandId)}`, `a.product_category_id = ${add(filter.categoryId)}`);
  return db.query(
    `select to_char(a.sale_date, 'YYYY-MM-DD') as "SaleDate", sum(a.lines)::int as "Lines",
      sum(a.stores)::int as "Stores", coalesce(sum(a.quantity), 0)::int as "Quantity",
      coalesce(sum(a.value), 0)::float8 as "Value"
    from sales_attr_daily a where ${parts.join(' and ')} group by a.sale_date order by a.sale_date`,
    params,
  );
}
