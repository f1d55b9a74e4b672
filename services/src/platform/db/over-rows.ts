// The dated reports computed over every row (display-check lines, sales) as they were before the daily
// roll-ups: the display checks' answer when a filter needs the lines, and the reference the roll-ups are
// tested and benchmarked against (their answers must be the same, byte for byte).

import type { Query } from '../http/handlers.js';
import { filterCondition, readReportFilter } from '../http/report-filter.js';
import type { Db } from './db.js';

export const LINES = `from display_check_lines l join visits v on v.visit_id = l.visit_id
  join stores s on s.store_id = v.store_id join products p on p.product_id = l.product_id`;

export const MEASURES = `count(distinct v.visit_id)::int as "Visits", count(distinct v.store_id)::int as "Stores",
  count(*)::int as "Lines",
  coalesce(sum(l.displayed_qty), 0)::int as "DisplayedQty", coalesce(sum(l.stock_qty), 0)::int as "StockQty",
  count(*) filter (where l.low_stock)::int as "LowStockLines"`;

export const ISO_WEEK = `extract(isoyear from v.visit_date)::int as "Year",
  extract(week from v.visit_date)::int as "WeekNo",
  to_char(date_trunc('week', v.visit_date), 'YYYY-MM-DD') as "FromDate"`;

export const SALES = `from sales sa join stores s on s.store_id = sa.store_id
  join products p on p.product_id = sa.product_id`;

export const SALE_MEASURES = `count(*)::int as "Lines", count(distinct sa.store_id)::int as "Stores",
  coalesce(sum(sa.quantity), 0)::int as "Quantity", coalesce(sum(sa.value), 0)::float8 as "Value"`;

/** Report rows of the display-check lines matching the query's filters (and `extra`, a condition). */
export function lines(db: Db, query: Query, select: string, tail: string, extra = '') {
  const { where, params } = filterCondition(readReportFilter(query), 'v.visit_date');
  return db.query(`select ${select} ${LINES} where ${where} ${extra} ${tail}`, params);
}

/** Report rows of the sales matching the query's filters. */
export function sales(db: Db, query: Query, select: string, tail: string) {
  const { where, params } = filterCondition(readReportFilter(query), 'sa.sale_date');
  return db.query(`select ${select} ${SALES} where ${where} ${tail}`, params);
}

/** The active stores, products and field team under the store and brand filters; parameters $3..$10. */
export const CARD_COUNTS = `(select count(*)::int from stores s where s.active_status = 1
     and ($4::int = 0 or s.region_id = $4) and ($5::int = 0 or s.city_id = $5) and ($6::int = 0 or s.channel_id = $6)
     and ($8::int = 0 or s.grade_id = $8) and ($9::int = 0 or s.store_id = $9)) as "ActiveStores",
  (select count(*)::int from products p where p.active_status = 1 and ($3::int = 0 or p.brand_id = $3)
     and ($7::int = 0 or p.product_category_id = $7)
     and ($10::int = 0 or p.brand_id in
       (select bm.brand_id from brand_managers bm where bm.team_member_id = $10))) as "ActiveProducts",
  (select count(*)::int from team_members m where m.active_status = 1
     and m.team_type_id in (select team_type_id from team_types where field_staff)
     and ($4::int = 0 or m.region_id = $4)) as "FieldTeam"`;

/** The reports a daily roll-up answers, each over every row of its window. */
export const OVER_ROWS = {
  DispalyCheckSummary: (db: Db, query: Query) =>
    lines(db, query, `p.brand_id as "BrandID", ${MEASURES}`, 'group by p.brand_id order by p.brand_id'),
  DisplayCheck_BYDATE: (db: Db, query: Query) =>
    lines(
      db,
      query,
      `to_char(v.visit_date, 'YYYY-MM-DD') as "VisitDate", ${MEASURES}`,
      'group by v.visit_date order by v.visit_date',
    ),
  DisplayCheck_Trend: (db: Db, query: Query) =>
    lines(
      db,
      query,
      `${ISO_WEEK}, p.brand_id as "BrandID", ${MEASURES}`,
      'group by 1, 2, 3, p.brand_id order by 1, 2, p.brand_id',
    ),
  DailySales: (db: Db, query: Query) =>
    sales(
      db,
      query,
      `to_char(sa.sale_date, 'YYYY-MM-DD') as "SaleDate", ${SALE_MEASURES}`,
      'group by sa.sale_date order by sa.sale_date',
    ),
  /** The dashboard's cards (one row) over every check line and sale of the window. */
  DashboardCards: async (db: Db, query: Query) => {
    const filter = readReportFilter(query);
    const { where: saleWhere, params } = filterCondition(filter, 'sa.sale_date');
    const { where: visitWhere } = filterCondition(filter, 'v.visit_date');
    const [row] = await db.query(
      `select ${CARD_COUNTS},
        (select count(distinct v.visit_id)::int ${LINES} where ${visitWhere}) as "Visits",
        (select count(*) filter (where l.low_stock)::int ${LINES} where ${visitWhere}) as "LowStockLines",
        (select coalesce(sum(sa.quantity), 0)::int ${SALES} where ${saleWhere}) as "SalesQuantity",
        (select coalesce(sum(sa.value), 0)::float8 ${SALES} where ${saleWhere}) as "SalesValue"`,
      params,
    );
    return row;
  },
} as const;
