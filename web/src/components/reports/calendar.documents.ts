// The business calendar (time zone and today in it) the report filter bar shows its default dates by.
import { graphql } from '../../gql';

export const BusinessCalendarQuery = graphql(`
  query BusinessCalendar {
    businessCalendar { timeZone today }
  }
`);
