// Users List, team types, members' contact details and onboarding.
import type { Domain } from '../../platform/domain.js';
import { OnboardingResolver } from './onboarding.resolver.js';
import { TeamMemberContactResolver } from './team.contact.js';
import { TeamResolver } from './team.resolver.js';
import { TeamTypesResolver } from './team-types.resolver.js';

export const teamDomain: Domain = {
  name: 'team',
  resolvers: [TeamResolver, TeamTypesResolver, TeamMemberContactResolver, OnboardingResolver],
};
