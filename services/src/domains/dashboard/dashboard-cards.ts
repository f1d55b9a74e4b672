// DashboardCards, the dashboard's first and costliest call: the checks' figures from the daily roll-up of
// display checks (020) and the sales from the daily roll-up of sales (022), instead of every line and sale
// of the window (read twice, for the period and the one before, on a freshly started PGlite that is most of
// the dashboard's time). A manager's brands or a category need the lines: OVER_ROWS.DashboardCards then.
import type { Db } from '../../platform/db/db.js';
import { CARD_COUNTS, OVER_ROWS } from '../../platform/db/over-rows.js';
import type { Query } from '../../platform/http/handlers.js';
import { type FilterTargets, filterCondition, readReportFilter } from '../../platform/http/report-filter.js';

const ROLLUP_TARGETS: FilterTargets = { brandIn: (brands) => `d.brand_id in (${brands})`, category: null };
const SALES_TARGETS: FilterTargets = { ...ROLLUP_TARGETS, category: 'd.product_category_id' };

export async function dashboardCards(db: Db, query: Query): Promise<unknown> {
  const filter = readReportFilter(query);
  // A visit with lines of several of a manager's brands is in each brand's row: only the lines count it once.
  if (filter.managerId !== 0 || filter.categoryId !== 0) return OVER_ROWS.DashboardCards(db, query);
  const { where: checks, params } = filterCondition(filter, 'd.visit_date', ROLLUP_TARGETS);
  const { where: sold } = filterCondition(filter, 'd.sale_date', SALES_TARGETS);
  // One brand: that brand's rows (visits with a line of it); every brand: the brand-0 rows (each visit once).
  const [row] = await db.query(
    `with checks as (select coalesce(sum(d.visits), 0)::int as visits, coalesce(sum(d.low_stock_lines), 0)::int as low
       from display_check_daily d join stores s on s.store_id = d.store_id
       where d.brand_id = $3 and ${checks}),
     sold as (select coalesce(sum(d.quantity), 0)::int as quantity, coalesce(sum(d.value), 0)::float8 as value
       from sales_daily d join stores s on s.store_id = d.store_id where ${sold})
     select ${CARD_COUNTS}, checks.visits as "Visits", checks.low as "LowStockLines",
       sold.quantity as "SalesQuantity", sold.value as "SalesValue"
     from checks, sold`,
    params,
  );
  return row;
}
