// The store checks' paged lists, declared (reference/paged-report.ts makes their queries): Detail and Stock Report,
// display-check lines with their totals, newest first or sorted by the gateway; Stock, the latest count of each
// store and product with the units over all of them.
import { MAX_AGGREGATE_ROWS } from '../../platform/graphql/aggregate.js';
import { MAX_PAGE_ROWS } from '../../platform/graphql/paging.js';
import { COMMON_FILTERS } from '../../platform/reports/honoured.js';
import { pagedReport } from '../reference/paged-report.js';
import { CheckLineOrder, ORDER_NEEDS, sortLines } from './check-line-order.js';
import { givenMeasures, givenQuantity, measureLines, quantityOf, toLine, toStockRow } from './checks.mapper.js';
import {
  DisplayCheckLine,
  DisplayCheckLinePage,
  displayCheckLineRelations,
  StockPage,
  StockRow,
  stockRowRelations,
} from './checks.types.js';
import { STOCK_ORDER_NEEDS, StockOrder, sortCounts } from './stock-order.js';

/** What orderBy does, for the schema: `unsorted` is what null gives. */
const wholeOrder = (rows: string, unsorted: string) =>
  `The order of the whole result before it is paged; null = ${unsorted}. A sorted list is read whole by the gateway` +
  ` (at most ${MAX_AGGREGATE_ROWS.toLocaleString('en-US')} ${rows}; more is refused with BAD_USER_INPUT on filter).`;

/** What Detail and Stock Report share: the same lines from two endpoints, the same page type, totals and order. */
const checkLines = {
  honours: COMMON_FILTERS,
  base: 'main',
  message: 'Failed to fetch display checks',
  item: DisplayCheckLine,
  relations: displayCheckLineRelations,
  pageType: DisplayCheckLinePage,
  rows: 'lines',
  map: toLine,
  totals: { field: 'totals', of: measureLines, given: givenMeasures },
  order: {
    type: CheckLineOrder,
    description: wholeOrder('lines', 'newest first, as the base answers'),
    needs: (order: CheckLineOrder) => ORDER_NEEDS[order.field] ?? [],
    sort: sortLines,
  },
} as const;

export const DisplayCheckDetailResolver = pagedReport({
  ...checkLines,
  field: 'displayCheckDetail',
  page: 'Detail',
  description:
    `Display-check lines, newest first or in orderBy, a page at a time (limit 1 to ${MAX_PAGE_ROWS}), with ` +
    'totals. Page: Detail.',
  endpoint: 'DispalyCheckDetail',
});

export const LowStockChecksResolver = pagedReport({
  ...checkLines,
  field: 'lowStockChecks',
  page: 'Stock Report',
  description:
    'Low-stock lines (fewer than 5 units in stock), newest first or in orderBy, with totals. Page: Stock Report.',
  endpoint: 'DispalyCheckDetail_LowStock',
});

export const StockListResolver = pagedReport({
  field: 'stockList',
  page: 'Stock',
  honours: COMMON_FILTERS,
  description:
    'The latest stock count of each store and product in the range, in orderBy, a page at a time. Page: Stock.',
  base: 'main',
  endpoint: 'StockLIST',
  message: 'Failed to fetch stock',
  item: StockRow,
  relations: stockRowRelations,
  pageType: StockPage,
  rows: 'counts',
  map: toStockRow,
  totals: { field: 'totalQuantity', of: quantityOf, given: givenQuantity },
  order: {
    type: StockOrder,
    description: wholeOrder('counts', "the base's order"),
    needs: (order) => STOCK_ORDER_NEEDS[order.field] ?? [],
    sort: sortCounts,
  },
});
