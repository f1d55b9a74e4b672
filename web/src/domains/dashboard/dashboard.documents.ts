// My day's own document: the signed-in member's store checks, read from the line report (Detail) grouped by member,
// day and store, since the reports take no member filter.
import { graphql } from '../../gql';

export const MyStoreChecksQuery = graphql(`
  query MyStoreChecks($filter: ReportFilter) {
    displayCheckAggregate(filter: $filter, groupBy: [MEMBER, DAY, STORE], measures: [COUNT], limit: 1000) {
      memberId day storeId count
    }
  }
`);
