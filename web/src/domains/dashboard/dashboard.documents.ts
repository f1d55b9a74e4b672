// My day's own documents: the signed-in member's store checks, from the line report (Detail) grouped by day and
// store, and their targets of the month by brand, each asked for that member alone (`teamMemberId`).
import { graphql } from '../../gql';

export const MyStoreChecksQuery = graphql(`
  query MyStoreChecks($filter: ReportFilter, $teamMemberId: Int!) {
    displayCheckAggregate(filter: $filter, teamMemberId: $teamMemberId, groupBy: [DAY, STORE], measures: [COUNT],
    limit: 1000) {
      day storeId count
    }
  }
`);

export const MyTargetsQuery = graphql(`
  query MyTargets($year: Int!, $month: Int!, $teamMemberId: Int!) {
    achievementByValue(year: $year, month: $month, byBrand: true, teamMemberId: $teamMemberId) {
      rows { brand { id name } target actual achievement }
    }
  }
`);
