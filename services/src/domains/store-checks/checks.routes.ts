// Store-check reports: display checks (summary, detail, low stock, by date, by week, trend), stock
// (latest counts, status between two days), the weeks of a year and a manager's brands. Every
// aggregate is computed in SQL over the common report filters.
import { ISO_WEEK, LINES, MEASURES, OVER_ROWS } from '../../platform/db/over-rows.js';
import { HttpError, ok } from '../../platform/http/envelope.js';
import { type HandlerTable, int, text } from '../../platform/http/handlers.js';
import { type ListSql, listOrPage, readPage } from '../../platform/http/paging.js';
import { filterCondition, readReportFilter } from '../../platform/http/report-filter.js';
import { attrByDate, attrSummary, attrTrend } from './attr-daily.js';
import { dailyByDate, dailySummary, dailyTrend } from './check-daily.js';
import { lineList } from './line-pages.js';

export const checkHandlers: HandlerTable = {
  DispalyCheckSummary: async (query, { db }) =>
    ok(await (attrSummary(db, query) ?? dailySummary(db, query) ?? OVER_ROWS.DispalyCheckSummary(db, query))),
  DispalyCheckDetail: (query, { db }) => lineList(db, query, false),
  DispalyCheckDetail_LowStock: (query, { db }) => lineList(db, query, true),
  DisplayCheck_BYDATE: async (query, { db }) =>
    ok(await (attrByDate(db, query) ?? dailyByDate(db, query) ?? OVER_ROWS.DisplayCheck_BYDATE(db, query))),
  async DisplayCheck_BYWeek(query, { db }) {
    const fromWeek = int(query, 'FromWeek');
    const toWeek = int(query, 'ToWeek');
    if (fromWeek > toWeek) throw new HttpError(400, 'FromWeek must not be after ToWeek', 'FromWeek');
    const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date');
    return ok(
      await db.query(
        `select ${ISO_WEEK}, ${MEASURES} ${LINES} where ${where}
      and extract(week from v.visit_date) between $11 and $12
      group by 1, 2, 3 order by 1, 2`,
        [...params, fromWeek, toWeek],
      ),
    );
  },
  DisplayCheck_Trend: async (query, { db }) =>
    ok(await (attrTrend(db, query) ?? dailyTrend(db, query) ?? OVER_ROWS.DisplayCheck_Trend(db, query))),

  async StockLIST(query, { db }) {
    const { where, params } = filterCondition(readReportFilter(query), 'ss.snapshot_date');
    // The latest count of each store and product, in store then product order.
    const list: ListSql = {
      sql: `select * from (select distinct on (ss.store_id, ss.product_id)
        ss.store_id as "StoreID", ss.product_id as "ProductID", p.brand_id as "BrandID", ss.quantity as "Quantity",
        to_char(ss.snapshot_date, 'YYYY-MM-DD') as "SnapshotDate"
      from stock_snapshots ss join stores s on s.store_id = ss.store_id join products p on p.product_id = ss.product_id
      where ${where}
      order by ss.store_id, ss.product_id, ss.snapshot_date desc) as latest`,
      order: 'order by "StoreID", "ProductID"',
      params,
    };
    if (!readPage(query)) return listOrPage(db, query, list);
    const [sums] = await db.query<{ Rows: number; Quantity: number }>(
      `select count(*)::int as "Rows", coalesce(sum("Quantity"), 0)::int as "Quantity" from (${list.sql}) as counted`,
      params,
    );
    const totals = { Quantity: sums?.Quantity ?? 0 };
    return { ...(await listOrPage(db, query, list, async () => sums?.Rows ?? 0)), totals };
  },

  async StockStatus(query, { db }) {
    const filter = readReportFilter(query);
    const startingDate = text(query, 'StartingDate') || filter.fromDate;
    if (startingDate > filter.toDate) throw new HttpError(400, 'StartingDate must not be after ToDate', 'StartingDate');
    // Stock known by ToDate, per store and product, is counted whatever its day; FromDate only sets the
    // default StartingDate.
    const { where, params } = filterCondition({ ...filter, fromDate: '1900-01-01' }, 'ss.snapshot_date');
    return ok(
      await db.query(
        `with latest as (
        select distinct on (ss.store_id, ss.product_id) ss.store_id, ss.product_id, p.brand_id,
          ss.quantity as closing,
          (select o.quantity from stock_snapshots o where o.store_id = ss.store_id and o.product_id = ss.product_id
             and o.snapshot_date <= $11::date order by o.snapshot_date desc limit 1) as opening
        from stock_snapshots ss join stores s on s.store_id = ss.store_id
          join products p on p.product_id = ss.product_id
        where ${where}
        order by ss.store_id, ss.product_id, ss.snapshot_date desc)
      select product_id as "ProductID", brand_id as "BrandID", count(*)::int as "Stores",
        coalesce(sum(opening), 0)::int as "OpeningQty", sum(closing)::int as "ClosingQty"
      from latest group by product_id, brand_id order by product_id`,
        [...params, startingDate],
      ),
    );
  },

  WeekList: async (query, { db }) =>
    ok(
      await db.query(
        `with first as (
      select to_date($1::int || '-01-04', 'YYYY-MM-DD')
        - (extract(isodow from to_date($1::int || '-01-04', 'YYYY-MM-DD'))::int - 1) as monday)
    select (n + 1)::int as "WeekNo", to_char(first.monday + n * 7, 'YYYY-MM-DD') as "FromDate"
    from first, generate_series(0, 52) as n
    where extract(isoyear from first.monday + n * 7) = $1
    order by n`,
        [int(query, 'Year')],
      ),
    ),

  Brand_ForManager: async (query, { db }) =>
    ok(
      await db.query(
        `select b.brand_id as "BrandID", b.brand_name as "BrandName", b.active_status as "ActiveStatus"
    from brand_managers bm join brands b on b.brand_id = bm.brand_id where bm.team_member_id = $1
    order by lower(b.brand_name)`,
        [int(query, 'ManagerID')],
      ),
    ),
};
