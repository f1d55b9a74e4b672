// Detail and Stock Report: the display-check lines newest first, every one or a page at a time (Limit) with the
// measures of all of them. A page of Detail reads only the newest days that hold it, found from the daily roll-ups'
// line counts (023, or 020 for one store), so it sorts a few days' lines rather than the window's; the window is
// read whole when the roll-ups cannot count the lines (a product category). Detail's measures come from the
// roll-ups when they answer them (no category, at most one brand: a visit or a store counted once across several
// brands does not add up from their rows); otherwise, and for the low-stock lines, from the lines.
import type { Db } from '../../platform/db/db.js';
import { LINES, lines, MEASURES } from '../../platform/db/over-rows.js';
import { type Envelope, JsonList } from '../../platform/http/envelope.js';
import type { Query } from '../../platform/http/handlers.js';
import { type ListSql, listOrPage, readPage } from '../../platform/http/paging.js';
import {
  type FilterTargets,
  filterCondition,
  type ReportFilter,
  readReportFilter,
} from '../../platform/http/report-filter.js';
import { attrLineRows } from './attr-daily.js';

const LINE_COLUMNS = `l.visit_id as "VisitID", to_char(v.visit_date, 'YYYY-MM-DD') as "VisitDate",
  v.store_id as "StoreID", v.team_member_id as "TeamMemberID", l.product_id as "ProductID", p.brand_id as "BrandID",
  p.product_category_id as "ProductCategoryID",
  l.displayed_qty as "DisplayedQty", l.stock_qty as "StockQty", case when l.low_stock then 1 else 0 end as "LowStock"`;

/**
 * The display-check lines matching the query, newest first (only the low-stock ones when asked); `asJson`: each
 * line one JSON text, written by the database.
 */
export function lineListSql(query: Query, lowStockOnly: boolean, asJson = false): ListSql {
  const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date');
  const select = asJson
    ? `select row_to_json(c)::text as line ${LINES} cross join lateral (select ${LINE_COLUMNS}) as c`
    : `select ${LINE_COLUMNS} ${LINES}`;
  return {
    sql: `${select} where ${where} ${lowStockOnly ? 'and l.low_stock' : ''}`,
    order: 'order by v.visit_date desc, l.visit_id desc, l.product_id',
    params,
  };
}

/** The measures of every line beside a page, as MEASURES names them. */
type Measures = Record<'Visits' | 'Stores' | 'Lines' | 'DisplayedQty' | 'StockQty' | 'LowStockLines', number>;

const DAILY_TARGETS: FilterTargets = { brandIn: (brands) => `d.brand_id in (${brands})`, category: null };

/** The store grain's rows holding each line once under `filter`: brand 0 unless brands are asked for. */
function dailyRows(filter: ReportFilter) {
  const { where, params } = filterCondition(filter, 'd.visit_date', DAILY_TARGETS);
  const brands = filter.brandId === 0 && filter.managerId === 0 ? 'd.brand_id = 0' : 'd.brand_id > 0';
  return {
    from: `display_check_daily d join stores s on s.store_id = d.store_id where ${brands} and ${where}`,
    params,
  };
}

/** The additive measures of roll-up rows `r`. */
const sums = (
  r: string,
) => `coalesce(sum(${r}.visits), 0)::int as "Visits", coalesce(sum(${r}.lines), 0)::int as "Lines",
  coalesce(sum(${r}.displayed_qty), 0)::int as "DisplayedQty", coalesce(sum(${r}.stock_qty), 0)::int as "StockQty",
  coalesce(sum(${r}.low_stock_lines), 0)::int as "LowStockLines"`;

/** Detail's measures of every line under `filter` from the roll-ups, or undefined when they cannot answer them. */
async function rolledMeasures(db: Db, filter: ReportFilter): Promise<Measures | undefined> {
  if (filter.categoryId !== 0 || (filter.managerId !== 0 && filter.brandId === 0)) return undefined;
  const grain = dailyRows(filter);
  // A store's first row of the window is its one row whose previous visit day (025) is before the window.
  const [stores] = await db.query<{ Stores: number }>(
    `select count(*)::int as "Stores" from ${grain.from} and d.prev_visit_date < $1::date`,
    grain.params,
  );
  const attr = attrLineRows(filter);
  // The sums from the roll-up without the store (023) when its grain answers the filters: a row a day and brand.
  const [summed] = attr
    ? await db.query<Omit<Measures, 'Stores'>>(
        `select ${sums('a')} from display_check_attr_daily a where ${attr.where}`,
        attr.params,
      )
    : await db.query<Omit<Measures, 'Stores'>>(`select ${sums('d')} from ${grain.from}`, grain.params);
  if (!summed || !stores) return undefined;
  const { Visits, Lines, DisplayedQty, StockQty, LowStockLines } = summed;
  return { Visits, Stores: stores.Stores, Lines, DisplayedQty, StockQty, LowStockLines };
}
/** The first of the newest days that hold `rows` lines, or undefined when the page needs the whole window. */
async function pageFrom(db: Db, filter: ReportFilter, rows: number) {
  if (filter.categoryId !== 0) return undefined;
  const attr = attrLineRows(filter);
  const grain = dailyRows(filter);
  const days = await db.query<{ day: string; lines: number }>(
    attr
      ? `select to_char(a.visit_date, 'YYYY-MM-DD') as day, sum(a.lines)::int as lines
        from display_check_attr_daily a where ${attr.where}
        group by a.visit_date order by a.visit_date desc`
      : `select to_char(d.visit_date, 'YYYY-MM-DD') as day, sum(d.lines)::int as lines from ${grain.from}
        group by d.visit_date order by d.visit_date desc`,
    attr ? attr.params : grain.params,
  );
  let held = 0;
  for (const { day, lines } of days) {
    held += lines;
    if (held >= rows) return day > filter.fromDate ? day : undefined;
  }
  return undefined;
}

/** Every line, each written as JSON by the database, in the list's order: never parsed and written again. */
async function everyLine(db: Db, query: Query, lowStockOnly: boolean): Promise<JsonList> {
  const list = lineListSql(query, lowStockOnly, true);
  const lines = await db.query<{ line: string }>(`${list.sql} ${list.order}`, list.params);
  return new JsonList(lines.map((row) => row.line).join(','));
}

/** Every line, or a page of them with the total and the measures of all of them. */
export async function lineList(db: Db, query: Query, lowStockOnly: boolean): Promise<Envelope | JsonList> {
  const page = readPage(query);
  if (!page) return everyLine(db, query, lowStockOnly);
  const filter = readReportFilter(query);
  const totals =
    (lowStockOnly ? undefined : await rolledMeasures(db, filter)) ??
    ((await lines(db, query, MEASURES, '', lowStockOnly ? 'and l.low_stock' : ''))[0] as Measures);
  const total = async () => totals.Lines;
  // Stock Report's page is found as fast from the window: its planner walks the visits newest first and stops.
  const first = lowStockOnly ? undefined : await pageFrom(db, filter, page.offset + page.limit);
  if (first !== undefined) {
    const newest = await listOrPage(db, query, lineListSql({ ...query, FromDate: first }, lowStockOnly), total);
    // A write between the two reads can leave those days short of the page: the whole window is read then.
    if ((newest.data as unknown[]).length === page.limit) return { ...newest, totals };
  }
  return { ...(await listOrPage(db, query, lineListSql(query, lowStockOnly), total)), totals };
}
