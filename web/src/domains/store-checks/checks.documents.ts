// The store-check report screens' documents: each asks only for what its table and chart show.
import { graphql } from '../../gql';

export const CheckSummaryQuery = graphql(`
  query CheckSummary($filter: ReportFilter) {
    displayCheckSummary(filter: $filter) { brand { id name } visits stores lines displayedQty stockQty lowStockLines
    lowStockRate }
    displayCheckTrend(filter: $filter) { year week fromDate brand { id name } lines lowStockLines lowStockRate }
  }
`);

export const CheckDetailQuery = graphql(`
  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {
    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
      total
      totals { visits stores lines displayedQty stockQty lowStockLines }
      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {
      name } teamMember { name } }
    }
  }
`);

export const LowStockQuery = graphql(`
  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int, $orderBy: CheckLineOrder) {
    lowStockChecks(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
      total
      totals { visits stores lines displayedQty stockQty lowStockLines }
      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name
      } brand { name } teamMember { name } }
    }
  }
`);

/** One row per store or member: lines and low-stock lines, most low-stock lines first (Detail's "by store"). */
export const CheckLineGroupsQuery = graphql(`
  query CheckLineGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {
    displayCheckAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],
    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {
      storeId store { code name } memberId teamMember { name } count lowStockLines
    }
  }
`);

/** Stock Report's "by store" and "by member": its low-stock lines grouped the same way. */
export const LowStockGroupsQuery = graphql(`
  query LowStockGroups($filter: ReportFilter, $groupBy: [CheckLineDimension!]) {
    lowStockAggregate(filter: $filter, groupBy: $groupBy, measures: [COUNT, LOW_STOCK_LINES],
    orderBy: { measure: LOW_STOCK_LINES, direction: DESC }, limit: 1000) {
      storeId store { code name } memberId teamMember { name } count lowStockLines
    }
  }
`);

export const EmailLowStockMutation = graphql(`
  mutation EmailLowStock($filter: ReportFilter, $to: [String!], $cc: [String!]) { emailLowStockReport(filter:
  $filter, to: $to, cc: $cc) { lines to cc } }
`);

export const ChecksByDateQuery = graphql(`
  query ChecksByDate($filter: ReportFilter) { displayChecksByDate(filter: $filter) { date visits stores lines
  displayedQty stockQty lowStockLines } }
`);

export const ChecksByWeekQuery = graphql(`
  query ChecksByWeek($filter: ReportFilter) { displayChecksByWeek(filter: $filter) { year week fromDate visits
  stores lines displayedQty stockQty lowStockLines } }
`);

export const StockQuery = graphql(`
  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate, $orderBy: StockOrder) {
    stockList(filter: $filter, limit: $limit, offset: $offset, orderBy: $orderBy) {
      total totalQuantity
      items { quantity snapshotDate store { code name } product { code name } brand { name } }
    }
    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores
    openingQty closingQty change }
  }
`);
