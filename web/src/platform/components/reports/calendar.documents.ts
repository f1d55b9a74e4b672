// The business calendar (time zone and today in it) the report filter bar shows its default dates by,
// and the locale and currency report figures are written in.
import { graphql } from '../../../gql';

export const BusinessCalendarQuery = graphql(`
  query BusinessCalendar {
    businessCalendar { timeZone today locale currency }
  }
`);
