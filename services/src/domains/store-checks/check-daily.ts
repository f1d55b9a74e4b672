// The display-check reports read from the daily roll-up (migration 020) when the filters allow it: no
// product category (the roll-up is by brand), and for By Date at most one brand (a visit counted once a
// day across brands is the brand-0 row). Otherwise they read the lines, with the same answers.
import type { Db } from '../../platform/db/db.js';
import type { Query } from '../../platform/http/handlers.js';
import { type FilterTargets, filterCondition, readReportFilter } from '../../platform/http/report-filter.js';

const DAILY_TARGETS: FilterTargets = { brandIn: (brands) => `d.brand_id in (${brands})`, category: null };

const DAILY_MEASURES = `sum(d.visits)::int as "Visits", count(distinct d.store_id)::int as "Stores",
  sum(d.lines)::int as "Lines",
  coalesce(sum(d.displayed_qty), 0)::int as "DisplayedQty", coalesce(sum(d.stock_qty), 0)::int as "StockQty",
  sum(d.low_stock_lines)::int as "LowStockLines"`;

const DAILY_WEEK = `extract(isoyear from d.visit_date)::int as "Year", extract(week from d.visit_date)::int as "WeekNo",
  to_char(date_trunc('week', d.visit_date), 'YYYY-MM-DD') as "FromDate"`;

/** Rows of the roll-up under the query's filters; null when a filter needs the lines. */
function daily(db: Db, query: Query, select: string, tail: string, allBrands: boolean) {
  const filter = readReportFilter(query);
  if (filter.categoryId !== 0) return null;
  if (allBrands && (filter.brandId !== 0 || filter.managerId !== 0)) return null;
  const { where, params } = filterCondition(filter, 'd.visit_date', DAILY_TARGETS);
  return db.query(
    `select ${select} from display_check_daily d join stores s on s.store_id = d.store_id
    where ${allBrands ? 'd.brand_id = 0' : 'd.brand_id > 0'} and ${where} ${tail}`,
    params,
  );
}

export const dailySummary = (db: Db, query: Query) =>
  daily(db, query, `d.brand_id as "BrandID", ${DAILY_MEASURES}`, 'group by d.brand_id order by d.brand_id', false);

/** By day: over every brand (brand-0 rows), or one brand's rows (a visit is in one brand's row once a day). */
export function dailyByDate(db: Db, query: Query) {
  const select = `to_char(d.visit_date, 'YYYY-MM-DD') as "VisitDate", ${DAILY_MEASURES}`;
  const tail = 'group by d.visit_date order by d.visit_date';
  const filter = readReportFilter(query);
  if (filter.brandId !== 0 && filter.managerId === 0) return daily(db, query, select, tail, false);
  return daily(db, query, select, tail, true);
}

export const dailyTrend = (db: Db, query: Query) =>
  daily(
    db,
    query,
    `${DAILY_WEEK}, d.brand_id as "BrandID", ${DAILY_MEASURES}`,
    'group by 1, 2, 3, d.brand_id order by 1, 2, d.brand_id',
    false,
  );
