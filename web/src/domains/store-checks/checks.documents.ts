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
  query CheckDetail($filter: ReportFilter, $limit: Int, $offset: Int) {
    displayCheckDetail(filter: $filter, limit: $limit, offset: $offset) {
      total
      totals { visits stores lines displayedQty stockQty lowStockLines }
      items { visitId date displayedQty stockQty lowStock store { code name } product { code name } brand {
      name } teamMember { name } }
    }
  }
`);

export const LowStockQuery = graphql(`
  query LowStock($filter: ReportFilter, $limit: Int, $offset: Int) {
    lowStockChecks(filter: $filter, limit: $limit, offset: $offset) {
      total
      totals { visits stores lines displayedQty stockQty lowStockLines }
      items { visitId date displayedQty stockQty lowStock store { code name city { name } } product { code name
      } brand { name } teamMember { name } }
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
  query Stock($filter: ReportFilter, $limit: Int, $offset: Int, $startingDate: LocalDate) {
    stockList(filter: $filter, limit: $limit, offset: $offset) {
      total totalQuantity
      items { quantity snapshotDate store { code name } product { code name } brand { name } }
    }
    stockStatus(filter: $filter, startingDate: $startingDate) { product { code name } brand { name } stores
    openingQty closingQty change }
  }
`);
