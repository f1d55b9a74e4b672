// Visits, journey plans and team location, one resolver a page group, in the order their fields appear in the
// schema: the visit report, a member's week and month, plan changes and week copies, the team's latest positions.
// Pages: Store Visit, Month Visit, Journey Plan, Team Location.
// Evaluated in the schema's order (type-graphql lists fields as their decorators ran): one import a chunk.

import { JourneyPlanResolver } from './journey-plan.resolver.js';
import { StoreVisitsResolver } from './journeys.lists.js';
import { MemberCalendarResolver } from './member-calendar.resolver.js';

import { TeamLocationResolver } from './team-location.resolver.js';

export const JOURNEYS_RESOLVERS = [
  StoreVisitsResolver,
  MemberCalendarResolver,
  JourneyPlanResolver,
  TeamLocationResolver,
] as const;
