// The one type of an instant: graphql-scalars' ISO date-time, named as analysts expect it (`DateTime`), answered in
// UTC with a `Z` whatever offset the bases gave, so a script parses every instant of the API the same way.
import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

export const DateTime = new GraphQLScalarType({
  ...GraphQLDateTimeISO.toConfig(),
  name: 'DateTime',
  description:
    'An instant, in UTC (ISO 8601 / RFC 3339, such as 2026-11-27T03:00:00.000Z). Screens show it on the ' +
    "business's clock (businessCalendar.timeZone).",
});
