// DailySales read from the daily roll-up of sales (migration 022): its grain (day, store, brand,
// category) meets every report filter, so it answers every query exactly as the sales would.
import type { Db } from '../../platform/db/db.js';
import type { Query } from '../../platform/http/handlers.js';
import { type FilterTargets, filterCondition, readReportFilter } from '../../platform/http/report-filter.js';

const DAILY_TARGETS: FilterTargets = {
  brandIn: (brands) => `d.brand_id in (${brands})`,
  category: 'd.product_category_id',
};

export function dailySales(db: Db, query: Query) {
  const { where, params } = filterCondition(readReportFilter(query), 'd.sale_date', DAILY_TARGETS);
  return db.query(
    `select to_char(d.sale_date, 'YYYY-MM-DD') as "SaleDate", sum(d.lines)::int as "Lines",
      count(distinct d.store_id)::int as "Stores", coalesce(sum(d.quantity), 0)::int as "Quantity",
      coalesce(sum(d.value), 0)::float8 as "Value"
    from sales_daily d join stores s on s.store_id = d.store_id
    where ${where} group by d.sale_date order by d.sale_date`,
    params,
  );
}
